// POST /token: the password grant and the refresh-token grant (rotation, GoTrue's
// reuse interval, and family revocation on reuse after it).
import bcrypt from 'bcryptjs';
import type { Executor } from '../database';
import type { HttpResponse } from '../types';
import type { AuthContext, AuthRequest } from './context';
import { AuthError, invalidCredentials } from './errors';
import { idTokenGrant, web3Grant } from './providers';
import { issueSession, newRefreshToken, sessionClaims, sessionJson } from './sessions';
import { loadUser, loadUserJson } from './users';
import { normalizeEmail, parseBody, stringField } from './validation';

/** The cost of a bcrypt hash (`$2a$10$…` → 10); NaN when it is not one. */
const bcryptCost = (hash: string): number => Number(/^\$2[abxy]?\$(\d{2})\$/.exec(hash)?.[1]);

async function passwordGrant(
  ctx: AuthContext,
  req: AuthRequest,
  body: Record<string, unknown>,
): Promise<HttpResponse> {
  const email = normalizeEmail(body.email);
  ctx.limitIp(req, 'sign_in');
  ctx.limit(req, email);
  const password = stringField(body, 'password');
  if (!email) {
    if (typeof body.phone === 'string' && body.phone) {
      throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    }
    throw new AuthError(400, 'validation_failed', 'missing email or phone');
  }
  const user = await ctx.db.transaction((q) => loadUser(q, 'email', email));
  // Unknown and passwordless addresses are compared against the dummy hash, and every
  // answer (wrong password, unconfirmed, banned) comes after the comparison, so the time
  // does not tell who has an account.
  const hash = user?.encrypted_password || (await ctx.dummyHash);
  const matches = await bcrypt.compare(password, hash).catch(() => false);
  // A stored hash cheaper than the dummy (a seed made at a lower cost) would answer faster
  // than an unknown address: pad it with the dummy comparison.
  if (user?.encrypted_password && !(bcryptCost(user.encrypted_password) >= ctx.hashCost)) {
    await bcrypt.compare(password, await ctx.dummyHash).catch(() => false);
  }
  if (!user || !user.encrypted_password || !matches) throw invalidCredentials();
  if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  const session = await ctx.db.transaction((q) => issueSession(ctx, q, user.id, 'password'));
  return { status: 200, body: session };
}

interface TokenRow {
  id: number;
  token: string;
  revoked: boolean;
  session_id: string;
  user_id: string;
  /** Seconds since the token was revoked (rotated). */
  revoked_for: number;
}

type RefreshOutcome = { session: Record<string, unknown> } | { error: 'not_found' | 'already_used' };

/**
 * The refresh token a reused (revoked) token may fall back to: the session's active token,
 * when the reused one is its parent or was rotated within the reuse interval (two tabs
 * refreshing at once). Undefined means reuse: the caller revokes the family.
 */
async function activeTokenFor(ctx: AuthContext, q: Executor, row: TokenRow): Promise<string | undefined> {
  const { rows } = await q.query<{ token: string; parent: string | null }>(
    `select token, parent from auth.refresh_tokens
      where session_id = $1 and not revoked order by id desc limit 1`,
    [row.session_id],
  );
  const active = rows[0];
  if (!active) return undefined;
  if (active.parent === row.token || row.revoked_for < ctx.refreshTokenReuseInterval) return active.token;
  return undefined;
}

async function refreshGrant(ctx: AuthContext, body: Record<string, unknown>): Promise<HttpResponse> {
  const token = stringField(body, 'refresh_token');
  if (!token) throw new AuthError(400, 'validation_failed', 'Refresh Token is required');
  const outcome = await ctx.db.transaction(async (q): Promise<RefreshOutcome> => {
    const { rows } = await q.query<TokenRow>(
      `select id, token, revoked, session_id, user_id,
              extract(epoch from now() - updated_at)::float8 as revoked_for
         from auth.refresh_tokens where token = $1 for update`,
      [token],
    );
    const row = rows[0];
    if (!row) return { error: 'not_found' };
    let next: string | undefined;
    if (row.revoked) {
      next = await activeTokenFor(ctx, q, row);
      if (!next) {
        await q.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1',
          [row.session_id],
        );
        return { error: 'already_used' };
      }
    }
    const user = await loadUser(q, 'id', row.user_id);
    if (!user) return { error: 'not_found' };
    const { rows: sessions } = await q.query(
      'update auth.sessions set updated_at = now() where id = $1 returning id',
      [row.session_id],
    );
    if (!sessions[0]) return { error: 'not_found' };
    if (!next) {
      next = newRefreshToken();
      await q.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
        row.id,
      ]);
      await q.query(
        'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
        [next, row.user_id, row.session_id, token],
      );
    }
    const userJson = await loadUserJson(q, row.user_id);
    return { session: sessionJson(ctx, userJson, await sessionClaims(q, row.session_id, next)) };
  });
  if ('error' in outcome) {
    if (outcome.error === 'already_used') {
      throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  return { status: 200, body: outcome.session };
}

export async function token(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  const body = parseBody(req);
  const grant = req.query.get('grant_type');
  if (grant === 'password') return passwordGrant(ctx, req, body);
  if (grant === 'refresh_token') return refreshGrant(ctx, body);
  if (grant === 'id_token') return idTokenGrant(body);
  if (grant === 'web3') return web3Grant();
  throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
}
