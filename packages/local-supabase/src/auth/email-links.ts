// The emailed one-time tokens GoTrue sends: a six-digit code and a link carrying its
// hash (sha224 of email + code, as GoTrue's token_hash), for sign-up confirmation,
// magic links and password recovery. Mail goes to the dev mailbox.
import { createHash, randomInt } from 'node:crypto';
import type { Executor } from '../database';
import type { AuthContext } from './context';

/** GoTrue's mailer_otp_exp default: links and codes live an hour. */
export const EMAIL_TOKEN_TTL_MINUTES = 60;

export type EmailTokenType = 'signup' | 'magiclink' | 'recovery';

const SUBJECTS: Record<EmailTokenType, string> = {
  signup: 'Confirm Your Signup',
  magiclink: 'Your Magic Link',
  recovery: 'Reset Your Password',
};

/** Sign-up confirmations use confirmation_token; magic links and recovery use recovery_token (as in GoTrue). */
export const tokenColumn = (type: EmailTokenType): 'confirmation_token' | 'recovery_token' =>
  type === 'signup' ? 'confirmation_token' : 'recovery_token';
const sentColumn = (type: EmailTokenType): string =>
  type === 'signup' ? 'confirmation_sent_at' : 'recovery_sent_at';

export const tokenHash = (email: string, otp: string): string =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

/** redirect_to is honoured only for localhost/127.0.0.1 or the site URL's origin; else the site URL. */
export function redirectTarget(ctx: AuthContext, value: string | null | undefined): string {
  if (value) {
    try {
      const url = new URL(value);
      const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
      const site = url.origin === new URL(ctx.siteUrl).origin;
      if ((url.protocol === 'http:' || url.protocol === 'https:') && (local || site)) {
        url.hash = '';
        return url.toString().replace(/\/$/, '');
      }
    } catch {
      // not a URL: fall back to the site URL
    }
  }
  return ctx.siteUrl;
}

/** Stores a fresh token for the user (inside the caller's transaction) and mails the link and code. */
export async function sendEmailToken(
  ctx: AuthContext,
  q: Executor,
  user: { id: string; email: string },
  type: EmailTokenType,
  redirectTo: string | null | undefined,
): Promise<void> {
  const otp = newOtp();
  const hash = tokenHash(user.email, otp);
  await q.query(
    `update auth.users set ${tokenColumn(type)} = $2, ${sentColumn(type)} = now(), updated_at = now() where id = $1`,
    [user.id, hash],
  );
  ctx.codesSent(user.email);
  ctx.mailbox.send({
    to: user.email,
    subject: SUBJECTS[type],
    link: verifyLinkFor(ctx, hash, type, redirectTo),
    otp,
  });
}

/** A six-digit code, as GoTrue's mailer_otp_length default. */
export const newOtp = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The emailed link: GET /verify with the token hash, the type and where to land. */
export function verifyLinkFor(
  ctx: AuthContext,
  hash: string,
  type: string,
  redirectTo: string | null | undefined,
): string {
  const params = new URLSearchParams({ token: hash, type, redirect_to: redirectTarget(ctx, redirectTo) });
  return `${ctx.apiUrl()}/auth/v1/verify?${params.toString()}`;
}

/**
 * Consumes a token (by its hash) of one of `types` that has not expired; returns the user
 * id and the type it was issued for, or undefined.
 */
export async function consumeEmailToken(
  q: Executor,
  hash: string,
  types: EmailTokenType[],
): Promise<{ id: string; type: EmailTokenType } | undefined> {
  if (!hash) return undefined;
  for (const type of types) {
    const { rows } = await q.query<{ id: string }>(
      `update auth.users set ${tokenColumn(type)} = '', updated_at = now()
        where ${tokenColumn(type)} = $1 and ${sentColumn(type)} > now() - make_interval(mins => $2)
          and deleted_at is null
        returning id`,
      [hash, EMAIL_TOKEN_TTL_MINUTES],
    );
    if (rows[0]) return { id: rows[0].id, type };
  }
  return undefined;
}
