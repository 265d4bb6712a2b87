// The endpoints that send mail to the dev mailbox: POST /recover, /otp and /resend.
// Like GoTrue, they answer 200 {} whether or not the address has an account.
import type { HttpResponse } from '../types';
import type { AuthContext, AuthRequest } from './context';
import { requestEmailChange } from './email-change';
import { sendEmailToken } from './email-links';
import { AuthError } from './errors';
import { insertUser, loadUser } from './users';
import { metadataOf, normalizeEmail, parseBody, validateEmail } from './validation';

const redirectOf = (req: AuthRequest, body: Record<string, unknown>): string | null =>
  req.query.get('redirect_to') ?? (typeof body.redirect_to === 'string' ? body.redirect_to : null);

function requireEmail(body: Record<string, unknown>, what: string): string {
  const email = normalizeEmail(body.email);
  if (!email) throw new AuthError(400, 'validation_failed', `${what} requires an email`);
  validateEmail(email);
  return email;
}

export async function recover(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  const body = parseBody(req);
  const email = requireEmail(body, 'Password recovery');
  ctx.limit(req, `recover:${email}`);
  await ctx.db.transaction(async (q) => {
    const user = await loadUser(q, 'email', email);
    if (user) await sendEmailToken(ctx, q, { id: user.id, email }, 'recovery', redirectOf(req, body));
  });
  return { status: 200, body: {} };
}

/** signInWithOtp: a magic link (and code) for a confirmed user, a confirmation for a new or unconfirmed one. */
export async function otp(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  const body = parseBody(req);
  if (!normalizeEmail(body.email) && typeof body.phone === 'string' && body.phone) {
    throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  }
  const email = requireEmail(body, 'Sign in with OTP');
  ctx.limitIp(req, 'sign_in');
  ctx.limit(req, `otp:${email}`);
  const data = metadataOf(body.data) ?? {};
  const createUser = body.create_user !== false;
  await ctx.db.transaction(async (q) => {
    let user = await loadUser(q, 'email', email);
    if (!user) {
      if (!createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      const id = await insertUser(q, { email, hash: null, data, confirmed: false });
      user = (await loadUser(q, 'id', id))!;
    }
    const type = user.email_confirmed_at ? 'magiclink' : 'signup';
    await sendEmailToken(ctx, q, { id: user.id, email }, type, redirectOf(req, body));
  });
  return { status: 200, body: {} };
}

/**
 * Resends a sign-up confirmation, or a pending email change's links; confirmed, unknown or
 * unchanged addresses get 200 {} and no mail.
 */
export async function resend(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  const body = parseBody(req);
  const type = body.type;
  if (type !== 'signup' && type !== 'email_change') {
    throw new AuthError(
      400,
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  }
  const email = requireEmail(body, 'Resend');
  ctx.limit(req, `resend:${email}`);
  await ctx.db.transaction(async (q) => {
    const user = await loadUser(q, 'email', email);
    if (type === 'signup' && user && !user.email_confirmed_at) {
      await sendEmailToken(ctx, q, { id: user.id, email }, 'signup', redirectOf(req, body));
    }
    // `email` is the current address; fresh links go out for the pending change, if any.
    if (type === 'email_change' && user?.email_change) {
      await requestEmailChange(ctx, q, { id: user.id, email }, user.email_change, redirectOf(req, body));
    }
  });
  return { status: 200, body: {} };
}
