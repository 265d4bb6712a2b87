// GET /verify (the emailed link: signs in and redirects with the session in the URL
// fragment) and POST /verify (verifyOtp with token_hash, or email + six-digit code).
import type { HttpResponse } from '../types';
import type { AuthContext, AuthRequest } from './context';
import { SINGLE_CONFIRMATION_ACCEPTED, verifyEmailChange } from './email-change';
import { consumeEmailToken, redirectTarget, tokenHash, type EmailTokenType } from './email-links';
import { AuthError, otpExpired } from './errors';
import { issueSession } from './sessions';
import { confirmEmail } from './users';
import { normalizeEmail, parseBody, stringField } from './validation';

/** Which stored tokens a verification type may consume ('email' is GoTrue's "any email OTP"). */
const TYPES: Record<string, EmailTokenType[]> = {
  signup: ['signup'],
  invite: ['signup'],
  magiclink: ['magiclink'],
  recovery: ['recovery'],
  email: ['signup', 'magiclink'],
  // Its own columns (email-change.ts).
  email_change: [],
};

type Verified =
  | { session: Record<string, unknown>; type: string }
  /** One of an email change's two links: nothing to sign in with yet. */
  | { accepted: true };

/** Consumes the token and signs in: the Session JSON, or undefined when invalid or expired. */
async function verifyToken(ctx: AuthContext, hash: string, type: string): Promise<Verified | undefined> {
  return ctx.db.transaction(async (q) => {
    if (type === 'email_change') {
      const outcome = await verifyEmailChange(ctx, q, hash);
      if (!outcome) return undefined;
      if (outcome.status === 'accepted') return { accepted: true };
      return { session: await issueSession(ctx, q, outcome.id, 'otp'), type };
    }
    const found = await consumeEmailToken(q, hash, TYPES[type] ?? []);
    if (!found) return undefined;
    await confirmEmail(q, found.id);
    const method = found.type === 'magiclink' ? 'magiclink' : 'otp';
    return { session: await issueSession(ctx, q, found.id, method), type: found.type };
  });
}

export async function verifyLink(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  // Before anything else, as GoTrue's limiter: a plain 429, not a redirect.
  ctx.limitIp(req, 'verify');
  const target = redirectTarget(ctx, req.query.get('redirect_to'));
  const type = req.query.get('type') ?? '';
  // A recovery link aimed at the bare site lands on its reset-password page.
  const bare = new URL(target).pathname.replace(/\/+$/, '') === '';
  const landing = type === 'recovery' && bare ? `${target}/reset-password` : target;
  const redirect = (fragment: Record<string, string>): HttpResponse => ({
    status: 303,
    headers: { Location: `${landing}#${new URLSearchParams(fragment)}` },
  });
  const fail = (code: string, description: string) =>
    redirect({ error: 'access_denied', error_code: code, error_description: description });
  if (!TYPES[type] || type === 'email') return fail('validation_failed', 'Unsupported verification type');
  let verified: Verified | undefined;
  try {
    verified = await verifyToken(ctx, req.query.get('token') ?? '', type);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return fail(error.code, error.message);
  }
  if (!verified) return fail('otp_expired', 'Email link is invalid or has expired');
  if ('accepted' in verified) return redirect({ message: SINGLE_CONFIRMATION_ACCEPTED });
  const { session } = verified;
  return redirect({
    access_token: String(session.access_token),
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: String(session.refresh_token),
    token_type: 'bearer',
    type,
  });
}

/**
 * Drops every code and link outstanding for the address (after too many wrong codes): its
 * sign-up, magic-link and recovery tokens, and either side of a pending email change.
 */
async function dropCodes(ctx: AuthContext, email: string): Promise<void> {
  await ctx.db.transaction(async (q) => {
    await q.query(
      `update auth.users set confirmation_token = '', recovery_token = '', email_change_token_current = '',
              updated_at = now()
        where email = $1 and deleted_at is null`,
      [email],
    );
    await q.query(
      `update auth.users set email_change_token_new = '', updated_at = now()
        where email_change = $1 and deleted_at is null`,
      [email],
    );
  });
}

/** Phone codes: the stack sends no SMS, so no phone code is ever valid (GoTrue's answers). */
function verifyPhone(phone: string): never {
  if (!/^[1-9][0-9]{1,14}$/.test(phone.replace(/^\+/, '').replace(/ /g, ''))) {
    throw new AuthError(400, 'validation_failed', 'Invalid phone number format (E.164 required)');
  }
  throw otpExpired();
}

export async function verifyOtp(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  ctx.limitIp(req, 'verify');
  const body = parseBody(req);
  const type = stringField(body, 'type');
  if (['sms', 'phone_change'].includes(type) || (!body.email && stringField(body, 'phone'))) {
    return verifyPhone(stringField(body, 'phone'));
  }
  if (!TYPES[type]) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
  let hash = stringField(body, 'token_hash');
  // The address a six-digit code was sent to: wrong codes are counted per address. A token_hash
  // names no address, so only the per-IP limit applies to it (as on GoTrue).
  let email: string | undefined;
  if (!hash) {
    email = normalizeEmail(body.email);
    const token = stringField(body, 'token');
    if (!email || !token) {
      throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash');
    }
    hash = tokenHash(email, token.trim());
  }
  const verified = await verifyToken(ctx, hash, type);
  if (!verified) {
    if (email && ctx.wrongCode(email)) await dropCodes(ctx, email);
    throw otpExpired();
  }
  if (email) ctx.codesSent(email);
  // GoTrue's answer when the other address's link is still to be followed.
  if ('accepted' in verified)
    return { status: 200, body: { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' } };
  return { status: 200, body: verified.session };
}
