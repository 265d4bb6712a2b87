// Access tokens, sessions and refresh tokens, and verifying a caller's bearer token.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Executor } from '../database';
import { signJwt, verifyJwt } from '../jwt';
import type { AuthContext, AuthRequest } from './context';
import { AuthError } from './errors';
import { loadUser, loadUserJson, type UserRow } from './users';
import { UUID_RE } from './validation';

export const newRefreshToken = (): string => randomBytes(24).toString('base64url');

export type AuthMethod = 'password' | 'otp' | 'magiclink' | 'email/signup' | 'anonymous' | 'invite' | 'totp';

/** How a session was authenticated, as the JWT's `amr` lists it. */
export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** What an access token says about its session. */
export interface SessionClaims {
  id: string;
  refreshToken: string;
  aal: string;
  amr: AmrEntry[];
}

function accessToken(
  ctx: AuthContext,
  user: Record<string, unknown>,
  session: SessionClaims,
): { token: string; expiresAt: number } {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ctx.config.jwtExpiry;
  const token = signJwt(
    {
      iss: `${ctx.apiUrl()}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      role: 'authenticated',
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      is_anonymous: user.is_anonymous === true,
    },
    ctx.jwtKeys,
    true,
  );
  return { token, expiresAt: exp };
}

/** GoTrue's Session JSON for a user and refresh token. */
export function sessionJson(
  ctx: AuthContext,
  user: Record<string, unknown>,
  session: SessionClaims,
): Record<string, unknown> {
  const { token, expiresAt } = accessToken(ctx, user, session);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: session.refreshToken,
    user,
  };
}

/** The session's assurance level and methods (for a refreshed or stepped-up token). */
export async function sessionClaims(
  q: Executor,
  sessionId: string,
  refreshToken: string,
): Promise<SessionClaims> {
  const { rows } = await q.query<{ aal: string; amr: AmrEntry[] }>(
    'select aal, amr from auth.sessions where id = $1',
    [sessionId],
  );
  return { id: sessionId, refreshToken, aal: rows[0]?.aal ?? 'aal1', amr: rows[0]?.amr ?? [] };
}

/** Starts a session for the user (inside the caller's transaction) and returns the Session JSON. */
export async function issueSession(
  ctx: AuthContext,
  q: Executor,
  userId: string,
  method: AuthMethod,
): Promise<Record<string, unknown>> {
  const sessionId = randomUUID();
  const amr: AmrEntry[] = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  await q.query('insert into auth.sessions (id, user_id, amr) values ($1, $2, $3::jsonb)', [
    sessionId,
    userId,
    JSON.stringify(amr),
  ]);
  const refreshToken = newRefreshToken();
  await q.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
    refreshToken,
    userId,
    sessionId,
  ]);
  await q.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  await q.query(
    "update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1 and provider = 'email'",
    [userId],
  );
  const user = await loadUserJson(q, userId);
  return sessionJson(ctx, user, { id: sessionId, refreshToken, aal: 'aal1', amr });
}

export interface Authenticated {
  claims: Record<string, unknown>;
  user: UserRow;
  sessionId: string | undefined;
}

/** Verifies the bearer token of /user and /logout the way GoTrue does. */
export async function authenticate(ctx: AuthContext, req: AuthRequest): Promise<Authenticated> {
  const match = /^bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const result = verifyJwt(match[1]!, ctx.jwtKeys);
  if (!result.ok) {
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${result.message}`,
    );
  }
  const claims = result.payload;
  if (typeof claims.sub !== 'string' || !claims.sub) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  if (!UUID_RE.test(claims.sub))
    throw new AuthError(403, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const sessionId =
    typeof claims.session_id === 'string' && claims.session_id ? claims.session_id : undefined;
  if (sessionId && !UUID_RE.test(sessionId)) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
  }
  const user = await ctx.db.transaction(async (q) => {
    const found = await loadUser(q, 'id', claims.sub as string);
    if (!found) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (sessionId) {
      const { rows } = await q.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
        sessionId,
        found.id,
      ]);
      if (!rows[0]) {
        throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      }
    }
    return found;
  });
  return { claims, user, sessionId };
}
