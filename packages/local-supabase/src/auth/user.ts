// GET /user, PUT /user and POST /logout: the signed-in user's own endpoints.
import bcrypt from 'bcryptjs';
import type { Executor } from '../database';
import type { HttpResponse } from '../types';
import type { AuthContext, AuthRequest } from './context';
import { emailExists, requestEmailChange } from './email-change';
import { newOtp, tokenHash } from './email-links';
import { AuthError } from './errors';
import { authenticate } from './sessions';
import { loadUser, loadUserJson } from './users';
import { checkPassword, metadataOf, normalizeEmail, parseBody, validateEmail } from './validation';

export async function getUser(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  const { user } = await authenticate(ctx, req);
  return { status: 200, body: await ctx.db.transaction((q) => loadUserJson(q, user.id)) };
}

/** `data` merges into user metadata; a `null` value deletes the key. */
async function mergeMetadata(q: Executor, id: string, data: Record<string, unknown>): Promise<void> {
  const { rows } = await q.query<{ raw_user_meta_data: Record<string, unknown> | null }>(
    'select raw_user_meta_data from auth.users where id = $1 for update',
    [id],
  );
  const merged: Record<string, unknown> = { ...(rows[0]?.raw_user_meta_data ?? {}) };
  for (const [key, value] of Object.entries(data)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  await q.query('update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1', [
    id,
    JSON.stringify(merged),
  ]);
}

export async function updateUser(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  const { user, sessionId } = await authenticate(ctx, req);
  const body = parseBody(req);
  let hash: string | undefined;
  if (body.password !== undefined && body.password !== null) {
    if (typeof body.password !== 'string')
      throw new AuthError(400, 'validation_failed', 'Password must be a string');
    checkPassword(ctx.config, body.password);
    const same =
      user.encrypted_password &&
      (await bcrypt.compare(body.password, user.encrypted_password).catch(() => false));
    if (same)
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    hash = await bcrypt.hash(body.password, ctx.hashCost);
  }
  let email: string | undefined;
  if (body.email !== undefined && body.email !== null && body.email !== '') {
    email = normalizeEmail(body.email);
    validateEmail(email);
    if (email === user.email) email = undefined;
  }
  const data = metadataOf(body.data);
  if (typeof body.phone === 'string' && body.phone) {
    throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  }

  if (email) ctx.limit(req, `email_change:${user.id}`);

  const updated = await ctx.db.transaction(async (q) => {
    // Another account's address is refused; the change itself waits for the emailed links.
    if (email && (await loadUser(q, 'email', email))) throw emailExists();
    if (data) await mergeMetadata(q, user.id, data);
    if (hash) {
      await q.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
        user.id,
        hash,
      ]);
      // A new password ends every other session, as GoTrue does.
      await q.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [
        user.id,
        sessionId ?? null,
      ]);
    }
    if (email) {
      await requestEmailChange(
        ctx,
        q,
        { id: user.id, email: user.email ?? '' },
        email,
        req.query.get('redirect_to'),
      );
    }
    return loadUserJson(q, user.id);
  });
  return { status: 200, body: updated };
}

/**
 * GET /reauthenticate: a six-digit nonce to the user's address, which `updateUser({ password,
 * nonce })` may present (GoTrue's reauthentication). Users without an address cannot.
 */
export async function reauthenticate(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  const { user } = await authenticate(ctx, req);
  if (!user.email) {
    throw new AuthError(
      400,
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    );
  }
  if (!user.email_confirmed_at)
    throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
  ctx.limit(req, `reauthenticate:${user.id}`);
  const otp = newOtp();
  await ctx.db.transaction((q) =>
    q.query(
      'update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now() where id = $1',
      [user.id, tokenHash(user.email!, otp)],
    ),
  );
  ctx.mailbox.send({ to: user.email, subject: 'Confirm reauthentication', link: '', otp });
  return { status: 200, body: {} };
}

export async function logout(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  const scope = req.query.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) {
    throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  }
  const { user, sessionId } = await authenticate(ctx, req);
  await ctx.db.transaction(async (q) => {
    if (scope === 'global' || !sessionId) {
      if (scope !== 'others') await q.query('delete from auth.sessions where user_id = $1', [user.id]);
    } else if (scope === 'local') {
      await q.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, user.id]);
    } else {
      await q.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
    }
  });
  return { status: 204 };
}
