// The GoTrue subset supabase-js uses (`/auth/v1`), as local-stack-contract.md
// describes it: email + password with autoconfirm, rotating refresh tokens,
// sessions, user updates, password recovery through the dev mailbox.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Executor, LocalDatabase } from './database';
import { signJwt, verifyJwt } from './jwt';
import type { Mailbox } from './mail';
import type { HttpRequest, HttpResponse } from './types';

export const AUTH_API_VERSION = '2024-01-01';
export const ACCESS_TOKEN_TTL = 3600;
export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_BYTES = 72;
const RECOVERY_TTL_MINUTES = 60;
const BCRYPT_COST = 10;

export interface AuthRequest extends HttpRequest {
  /** The client's address, for rate limiting. */
  ip: string;
}

export interface AuthOptions {
  db: LocalDatabase;
  mailbox: Mailbox;
  jwtSecret: string;
  /** The API's base URL (`http://127.0.0.1:54321`); tokens are issued by `<apiUrl>/auth/v1`. */
  apiUrl: () => string;
  /** Where recovery links land when no allowed redirect_to is given. */
  siteUrl: string;
  /** Sign-in and sign-up attempts allowed per IP and email within windowMs. */
  rateLimit: { max: number; windowMs: number };
  /** Where server-side failures are reported. Default console.error. */
  log?: (line: string) => void;
}

export type AuthHandler = (req: AuthRequest) => Promise<HttpResponse>;

/** An error answered in GoTrue's shape (both `code`/`error_code` and `msg`/`message`). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function authErrorResponse(error: AuthError): HttpResponse {
  return {
    status: error.status,
    headers: { 'X-Supabase-Api-Version': AUTH_API_VERSION },
    body: {
      code: error.code,
      error_code: error.code,
      msg: error.message,
      message: error.message,
      ...error.extra,
    },
  };
}

const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  recovery_sent_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  is_anonymous: boolean;
  deleted_at: Date | null;
  banned_until: Date | null;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmed_at,
  last_sign_in_at, recovery_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  phone, is_anonymous, deleted_at, banned_until`;

const iso = (value: Date | string | null | undefined): string | undefined =>
  value == null ? undefined : new Date(value).toISOString();

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const normalizeEmail = (value: unknown): string =>
  typeof value === 'string' ? value.trim().toLowerCase() : '';

function validateEmail(email: string): void {
  if (!email || email.length > 255 || !EMAIL_RE.test(email)) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
}

/** GoTrue's checkPasswordStrength: too long is a validation error, too short a weak password. */
function checkPassword(password: string): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new AuthError(
      400,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    const message = `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`;
    throw new AuthError(422, 'weak_password', message, { weak_password: { reasons: ['length'], message } });
  }
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const newRefreshToken = (): string => randomBytes(24).toString('base64url');

function parseBody(req: HttpRequest): Record<string, unknown> {
  if (!req.body.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(req.body);
  } catch {
    throw new AuthError(400, 'bad_json', 'Unable to parse JSON');
  }
  if (!isObject(value)) throw new AuthError(400, 'bad_json', 'Unable to parse JSON');
  return value;
}

function identityJson(row: IdentityRow): Record<string, unknown> {
  return omitNulls({
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    email: row.email,
  });
}

function userJson(row: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  return omitNulls({
    id: row.id,
    aud: row.aud ?? 'authenticated',
    role: row.role ?? 'authenticated',
    email: row.email,
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: row.phone ?? '',
    confirmed_at: iso(row.confirmed_at ?? row.email_confirmed_at),
    recovery_sent_at: iso(row.recovery_sent_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
    user_metadata: row.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: row.is_anonymous ?? false,
  });
}

function omitNulls(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));
}

/** A sliding-window counter per key. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Records an attempt; false when the key is over its limit. */
  attempt(key: string, now = Date.now()): boolean {
    if (this.hits.size > 10_000) this.prune(now);
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    return true;
  }

  private prune(now: number): void {
    const since = now - this.windowMs;
    for (const [key, times] of this.hits) if (!times.some((t) => t > since)) this.hits.delete(key);
  }
}

interface Authenticated {
  claims: Record<string, unknown>;
  user: UserRow;
  sessionId: string | undefined;
}

export function createAuthHandler(options: AuthOptions): AuthHandler {
  const { db, mailbox, jwtSecret } = options;
  const limiter = new RateLimiter(options.rateLimit.max, options.rateLimit.windowMs);
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  // Unknown emails are compared against this, so timing does not reveal who has an account.
  const dummyHash = bcrypt.hash(randomBytes(16).toString('hex'), BCRYPT_COST);

  const limit = (req: AuthRequest, email: string) => {
    if (!limiter.attempt(`${req.ip}|${email}`)) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  };

  async function loadUser(q: Executor, where: 'id' | 'email', value: string): Promise<UserRow | undefined> {
    const { rows } = await q.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users where ${where === 'id' ? 'id = $1::uuid' : 'email = $1'} and deleted_at is null`,
      [value],
    );
    return rows[0];
  }

  async function loadUserJson(q: Executor, id: string): Promise<Record<string, unknown>> {
    const user = await loadUser(q, 'id', id);
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    const { rows } = await q.query<IdentityRow>(
      `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
         from auth.identities where user_id = $1 order by created_at`,
      [id],
    );
    return userJson(user, rows);
  }

  function accessToken(
    user: Record<string, unknown>,
    sessionId: string,
    method: string,
    authenticatedAt: number,
  ): { token: string; expiresAt: number } {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + ACCESS_TOKEN_TTL;
    const token = signJwt(
      {
        iss: `${options.apiUrl()}/auth/v1`,
        sub: user.id,
        aud: 'authenticated',
        exp,
        iat,
        email: user.email ?? '',
        phone: user.phone ?? '',
        app_metadata: user.app_metadata,
        user_metadata: user.user_metadata,
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method, timestamp: authenticatedAt }],
        session_id: sessionId,
        is_anonymous: false,
      },
      jwtSecret,
    );
    return { token, expiresAt: exp };
  }

  /** Starts a session for the user (inside the caller's transaction) and returns the Session JSON. */
  async function issueSession(
    q: Executor,
    userId: string,
    method: 'password' | 'otp',
  ): Promise<Record<string, unknown>> {
    const sessionId = randomUUID();
    const { rows } = await q.query<{ created_at: Date }>(
      'insert into auth.sessions (id, user_id) values ($1, $2) returning created_at',
      [sessionId, userId],
    );
    const refreshToken = newRefreshToken();
    await q.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
      refreshToken,
      userId,
      sessionId,
    ]);
    await q.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [
      userId,
    ]);
    await q.query(
      "update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1 and provider = 'email'",
      [userId],
    );
    const user = await loadUserJson(q, userId);
    const authenticatedAt = Math.floor(new Date(rows[0]!.created_at).getTime() / 1000);
    return sessionJson(user, sessionId, refreshToken, method, authenticatedAt);
  }

  function sessionJson(
    user: Record<string, unknown>,
    sessionId: string,
    refreshToken: string,
    method: string,
    authenticatedAt: number,
  ): Record<string, unknown> {
    const { token, expiresAt } = accessToken(user, sessionId, method, authenticatedAt);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user,
    };
  }

  // ------------------------------------------------------------ handlers

  async function signup(req: AuthRequest): Promise<HttpResponse> {
    const body = parseBody(req);
    const email = normalizeEmail(body.email);
    limit(req, email);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email && typeof body.phone === 'string' && body.phone) {
      throw new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled');
    }
    if (!password) throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
    checkPassword(password);
    validateEmail(email);
    if (body.data !== undefined && body.data !== null && !isObject(body.data)) {
      throw new AuthError(400, 'validation_failed', 'User metadata must be a JSON object');
    }
    const data = isObject(body.data) ? body.data : {};

    const exists = await db.transaction(async (q) => Boolean(await loadUser(q, 'email', email)));
    if (exists) throw new AuthError(422, 'user_already_exists', 'User already registered');

    const hash = await bcrypt.hash(password, BCRYPT_COST);
    const id = randomUUID();
    const identityData = { sub: id, email, email_verified: true, phone_verified: false };
    let session: Record<string, unknown>;
    try {
      session = await db.transaction(async (q) => {
        await q.query(
          `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
             confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
           values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
             now(), $4::jsonb, $5::jsonb, now(), now(), false)`,
          [
            id,
            email,
            hash,
            JSON.stringify({ provider: 'email', providers: ['email'] }),
            JSON.stringify({ ...data, ...identityData }),
          ],
        );
        await q.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
           values ($1, $2::uuid, $3::jsonb, 'email', now(), now(), now())`,
          [id, id, JSON.stringify(identityData)],
        );
        return issueSession(q, id, 'password');
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505' && /email/.test(String((error as Error).message))) {
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      }
      (options.log ?? console.error)(`[auth] sign-up of ${email} failed: ${(error as Error).message}`);
      throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
    }
    return { status: 200, body: session };
  }

  async function passwordGrant(req: AuthRequest, body: Record<string, unknown>): Promise<HttpResponse> {
    const email = normalizeEmail(body.email);
    limit(req, email);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email) {
      if (typeof body.phone === 'string' && body.phone) {
        throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      }
      throw new AuthError(400, 'validation_failed', 'missing email or phone');
    }
    const user = await db.transaction((q) => loadUser(q, 'email', email));
    const hash = user?.encrypted_password || (await dummyHash);
    const matches = await bcrypt.compare(password, hash).catch(() => false);
    if (!user || !user.encrypted_password || !matches) throw invalidCredentials();
    if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
      throw new AuthError(400, 'user_banned', 'User is banned');
    }
    if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    const session = await db.transaction((q) => issueSession(q, user.id, 'password'));
    return { status: 200, body: session };
  }

  async function refreshGrant(body: Record<string, unknown>): Promise<HttpResponse> {
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    if (!token) throw new AuthError(400, 'validation_failed', 'Refresh Token is required');
    const outcome = await db.transaction(async (q) => {
      const { rows } = await q.query<{ id: number; revoked: boolean; session_id: string; user_id: string }>(
        'select id, revoked, session_id, user_id from auth.refresh_tokens where token = $1 for update',
        [token],
      );
      const row = rows[0];
      if (!row) return { error: 'not_found' as const };
      if (row.revoked) {
        // Reuse of a rotated token: revoke the whole family (GoTrue's reuse detection).
        await q.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1',
          [row.session_id],
        );
        return { error: 'already_used' as const };
      }
      const user = await loadUser(q, 'id', row.user_id);
      if (!user) return { error: 'not_found' as const };
      const { rows: sessions } = await q.query<{ created_at: Date }>(
        'update auth.sessions set updated_at = now() where id = $1 returning created_at',
        [row.session_id],
      );
      if (!sessions[0]) return { error: 'not_found' as const };
      const next = newRefreshToken();
      await q.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
        row.id,
      ]);
      await q.query(
        'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
        [next, row.user_id, row.session_id, token],
      );
      const userJsonValue = await loadUserJson(q, row.user_id);
      const authenticatedAt = Math.floor(new Date(sessions[0].created_at).getTime() / 1000);
      return { session: sessionJson(userJsonValue, row.session_id, next, 'password', authenticatedAt) };
    });
    if ('error' in outcome) {
      if (outcome.error === 'already_used') {
        throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    return { status: 200, body: outcome.session };
  }

  async function token(req: AuthRequest): Promise<HttpResponse> {
    const body = parseBody(req);
    const grant = req.query.get('grant_type');
    if (grant === 'password') return passwordGrant(req, body);
    if (grant === 'refresh_token') return refreshGrant(body);
    throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  }

  async function authenticate(req: AuthRequest): Promise<Authenticated> {
    const header = req.headers.authorization ?? '';
    const match = /^bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const result = verifyJwt(match[1]!, jwtSecret);
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
    const user = await db.transaction(async (q) => {
      const found = await loadUser(q, 'id', claims.sub as string);
      if (!found) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      if (sessionId) {
        const { rows } = await q.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
          sessionId,
          found.id,
        ]);
        if (!rows[0])
          throw new AuthError(
            403,
            'session_not_found',
            'Session from session_id claim in JWT does not exist',
          );
      }
      return found;
    });
    return { claims, user, sessionId };
  }

  async function getUser(req: AuthRequest): Promise<HttpResponse> {
    const { user } = await authenticate(req);
    return { status: 200, body: await db.transaction((q) => loadUserJson(q, user.id)) };
  }

  async function updateUser(req: AuthRequest): Promise<HttpResponse> {
    const { user, sessionId } = await authenticate(req);
    const body = parseBody(req);
    let hash: string | undefined;
    if (body.password !== undefined && body.password !== null) {
      if (typeof body.password !== 'string')
        throw new AuthError(400, 'validation_failed', 'Password must be a string');
      checkPassword(body.password);
      if (
        user.encrypted_password &&
        (await bcrypt.compare(body.password, user.encrypted_password).catch(() => false))
      ) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      hash = await bcrypt.hash(body.password, BCRYPT_COST);
    }
    let email: string | undefined;
    if (body.email !== undefined && body.email !== null) {
      email = normalizeEmail(body.email);
      validateEmail(email);
      if (email === user.email) email = undefined;
    }
    if (body.data !== undefined && body.data !== null && !isObject(body.data)) {
      throw new AuthError(400, 'validation_failed', 'User metadata must be a JSON object');
    }
    const data = isObject(body.data) ? body.data : undefined;
    if (typeof body.phone === 'string' && body.phone) {
      throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    }

    const updated = await db.transaction(async (q) => {
      if (data) {
        const { rows } = await q.query<{ raw_user_meta_data: Record<string, unknown> | null }>(
          'select raw_user_meta_data from auth.users where id = $1 for update',
          [user.id],
        );
        const merged: Record<string, unknown> = { ...(rows[0]?.raw_user_meta_data ?? {}) };
        for (const [key, value] of Object.entries(data)) {
          if (value === null) delete merged[key];
          else merged[key] = value;
        }
        await q.query(
          'update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1',
          [user.id, JSON.stringify(merged)],
        );
      }
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
        const taken = await loadUser(q, 'email', email);
        if (taken) {
          throw new AuthError(
            422,
            'email_exists',
            'A user with this email address has already been registered',
          );
        }
        // Autoconfirm: the change applies at once.
        await q.query(
          'update auth.users set email = $2, email_confirmed_at = now(), updated_at = now() where id = $1',
          [user.id, email],
        );
        await q.query(
          `update auth.identities
              set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
            where user_id = $1 and provider = 'email'`,
          [user.id, email],
        );
        await q.query(
          `update auth.users set raw_user_meta_data = raw_user_meta_data || jsonb_build_object('email', $2::text)
            where id = $1 and raw_user_meta_data ? 'email'`,
          [user.id, email],
        );
      }
      return loadUserJson(q, user.id);
    });
    return { status: 200, body: updated };
  }

  async function logout(req: AuthRequest): Promise<HttpResponse> {
    const scope = req.query.get('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    }
    const { user, sessionId } = await authenticate(req);
    await db.transaction(async (q) => {
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

  /** redirect_to is honoured only for localhost/127.0.0.1 or the site URL's origin; else the site URL. */
  function redirectTarget(value: string | null | undefined): string {
    if (value) {
      try {
        const url = new URL(value);
        const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
        const site = url.origin === new URL(siteUrl).origin;
        if ((url.protocol === 'http:' || url.protocol === 'https:') && (local || site)) {
          url.hash = '';
          return url.toString().replace(/\/$/, '');
        }
      } catch {
        // not a URL: fall back to the site URL
      }
    }
    return siteUrl;
  }

  async function recover(req: AuthRequest): Promise<HttpResponse> {
    const body = parseBody(req);
    const email = normalizeEmail(body.email);
    if (!email) throw new AuthError(400, 'validation_failed', 'Password recovery requires an email');
    validateEmail(email);
    limit(req, `recover:${email}`);
    const token = randomBytes(24).toString('base64url');
    const found = await db.transaction(async (q) => {
      const { rows } = await q.query(
        `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now()
          where email = $1 and deleted_at is null returning id`,
        [email, hashToken(token)],
      );
      return rows.length > 0;
    });
    if (found) {
      const params = new URLSearchParams({
        token,
        type: 'recovery',
        redirect_to: redirectTarget(
          req.query.get('redirect_to') ?? (typeof body.redirect_to === 'string' ? body.redirect_to : null),
        ),
      });
      mailbox.send({
        to: email,
        subject: 'Reset Your Password',
        link: `${options.apiUrl()}/auth/v1/verify?${params.toString()}`,
      });
    }
    return { status: 200, body: {} };
  }

  /** The recovery link: signs the user in and redirects with the session in the URL fragment. */
  async function verifyLink(req: AuthRequest): Promise<HttpResponse> {
    const target = redirectTarget(req.query.get('redirect_to'));
    const landing = new URL(target).pathname.replace(/\/+$/, '') === '' ? `${target}/reset-password` : target;
    const token = req.query.get('token') ?? '';
    const type = req.query.get('type') ?? '';
    const fail = (code: string, description: string): HttpResponse => ({
      status: 303,
      headers: {
        Location: `${landing}#${new URLSearchParams({ error: 'access_denied', error_code: code, error_description: description })}`,
      },
    });
    if (type !== 'recovery') return fail('validation_failed', 'Unsupported verification type');
    if (!token) return fail('otp_expired', 'Email link is invalid or has expired');
    const session = await db.transaction(async (q) => {
      const { rows } = await q.query<{ id: string }>(
        `update auth.users
            set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
          where recovery_token = $1 and recovery_sent_at > now() - make_interval(mins => $2) and deleted_at is null
          returning id`,
        [hashToken(token), RECOVERY_TTL_MINUTES],
      );
      return rows[0] ? issueSession(q, rows[0].id, 'otp') : undefined;
    });
    if (!session) return fail('otp_expired', 'Email link is invalid or has expired');
    const fragment = new URLSearchParams({
      access_token: String(session.access_token),
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: String(session.refresh_token),
      token_type: 'bearer',
      type: 'recovery',
    });
    return { status: 303, headers: { Location: `${landing}#${fragment}` } };
  }

  function settings(): HttpResponse {
    return {
      status: 200,
      body: {
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: false,
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      },
    };
  }

  const routes: Record<string, (req: AuthRequest) => Promise<HttpResponse> | HttpResponse> = {
    'POST /signup': signup,
    'POST /token': token,
    'GET /user': getUser,
    'PUT /user': updateUser,
    'POST /logout': logout,
    'POST /recover': recover,
    'GET /verify': verifyLink,
    'GET /settings': settings,
    'GET /health': () => ({
      status: 200,
      body: { version: 'local', name: 'GoTrue', description: 'Local GoTrue subset (supabase/local)' },
    }),
  };

  return async (req) => {
    const path = req.path.replace(/\/+$/, '') || '/';
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const route = routes[`${method} ${path}`];
    let response: HttpResponse;
    try {
      if (!route) {
        const known = Object.keys(routes).some((r) => r.endsWith(` ${path}`));
        throw known
          ? new AuthError(405, 'method_not_allowed', `Method ${req.method} not allowed on ${path}`)
          : new AuthError(404, 'not_found', `No auth endpoint at ${path}`);
      }
      response = await route(req);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      response = authErrorResponse(error);
    }
    return {
      ...response,
      headers: { 'X-Supabase-Api-Version': AUTH_API_VERSION, ...response.headers },
    };
  };
}
