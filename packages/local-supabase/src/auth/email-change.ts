// Email changes as GoTrue makes them for every account that is not anonymous (whether or
// not sign-ups are autoconfirmed): PUT /user {email} stores the new address in
// auth.users.email_change and mails it a link and code (email_change_token_new); with
// `[auth.email] double_confirm_changes` (the default) the current address gets one too
// (email_change_token_current). Each followed link clears its token and counts one
// confirmation (email_change_confirm_status); the address changes once every link is
// followed. The link to the new address is always one of them, so a change never applies
// without proof of the new address.
import type { Executor } from '../database';
import type { AuthContext } from './context';
import { EMAIL_TOKEN_TTL_MINUTES, newOtp, tokenHash, verifyLinkFor } from './email-links';
import { AuthError } from './errors';

const SUBJECT = 'Confirm Email Change';

/** GoTrue's answer (and redirect message) when one of two links has been followed. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

export const emailExists = (): AuthError =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

/**
 * Starts (or restarts, with fresh tokens) a change of the user's address to `newEmail`
 * inside the caller's transaction, and mails the links. The address itself is untouched.
 */
export async function requestEmailChange(
  ctx: AuthContext,
  q: Executor,
  user: { id: string; email: string },
  newEmail: string,
  redirectTo: string | null | undefined,
): Promise<void> {
  const otpNew = newOtp();
  const hashNew = tokenHash(newEmail, otpNew);
  const otpCurrent = ctx.doubleConfirmChanges ? newOtp() : '';
  const hashCurrent = otpCurrent ? tokenHash(user.email, otpCurrent) : '';
  await q.query(
    `update auth.users
        set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
            email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
      where id = $1`,
    [user.id, newEmail, hashNew, hashCurrent],
  );
  ctx.codesSent(newEmail);
  ctx.mailbox.send({
    to: newEmail,
    subject: SUBJECT,
    link: verifyLinkFor(ctx, hashNew, 'email_change', redirectTo),
    otp: otpNew,
  });
  if (otpCurrent) {
    ctx.codesSent(user.email);
    ctx.mailbox.send({
      to: user.email,
      subject: SUBJECT,
      link: verifyLinkFor(ctx, hashCurrent, 'email_change', redirectTo),
      otp: otpCurrent,
    });
  }
}

export type EmailChangeOutcome =
  /** One of two links followed: nothing changes yet. */
  | { status: 'accepted'; id: string }
  /** The address is now the new one. */
  | { status: 'applied'; id: string };

/**
 * Consumes an email-change token (by its hash) inside the caller's transaction. Undefined
 * when no pending change has it or it is over an hour old.
 */
export async function verifyEmailChange(
  ctx: AuthContext,
  q: Executor,
  hash: string,
): Promise<EmailChangeOutcome | undefined> {
  if (!hash) return undefined;
  const { rows } = await q.query<{ id: string; side: 'new' | 'current'; confirmed: number }>(
    `select id, case when email_change_token_new = $1 then 'new' else 'current' end as side,
            coalesce(email_change_confirm_status, 0)::int as confirmed
       from auth.users
      where (email_change_token_new = $1 or email_change_token_current = $1)
        and coalesce(email_change, '') <> ''
        and email_change_sent_at > now() - make_interval(mins => $2)
        and deleted_at is null
      for update`,
    [hash, EMAIL_TOKEN_TTL_MINUTES],
  );
  const row = rows[0];
  if (!row) return undefined;
  // A token is cleared once followed, so a second confirmation is always the other side's.
  const complete = row.confirmed >= 1 || (row.side === 'new' && !ctx.doubleConfirmChanges);
  if (!complete) {
    const column = row.side === 'new' ? 'email_change_token_new' : 'email_change_token_current';
    await q.query(
      `update auth.users set ${column} = '', email_change_confirm_status = 1, updated_at = now() where id = $1`,
      [row.id],
    );
    return { status: 'accepted', id: row.id };
  }
  await applyEmailChange(q, row.id);
  return { status: 'applied', id: row.id };
}

/**
 * The address becomes email_change, confirmed; identity data follows, and every other
 * outstanding emailed token (sent to the old address) is dropped, as GoTrue does.
 */
async function applyEmailChange(q: Executor, id: string): Promise<void> {
  const { rows } = await q.query<{ email_change: string }>(
    'select email_change from auth.users where id = $1',
    [id],
  );
  const email = rows[0]!.email_change;
  const { rows: taken } = await q.query('select 1 from auth.users where email = $1 and id <> $2', [
    email,
    id,
  ]);
  if (taken[0]) throw emailExists();
  await q.query(
    `update auth.users
        set email = email_change, email_change = '', email_change_token_new = '',
            email_change_token_current = '', email_change_confirm_status = 0,
            confirmation_token = '', recovery_token = '',
            email_confirmed_at = now(), updated_at = now()
      where id = $1`,
    [id],
  );
  await q.query(
    `update auth.identities
        set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
            updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [id, email],
  );
  await q.query(
    `update auth.users set raw_user_meta_data = raw_user_meta_data || jsonb_build_object('email', $2::text)
      where id = $1 and raw_user_meta_data ? 'email'`,
    [id, email],
  );
}
