// GoTrue's admin API (supabase.auth.admin): users (list, create, get, update, delete),
// their MFA factors, invitations and generated links. Callers need a JWT of an admin role
// (service_role, supabase_admin), as GoTrue requires.
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Executor } from '../database';
import { verifyJwt } from '../jwt';
import type { HttpResponse } from '../types';
import type { AuthContext, AuthRequest } from './context';
import { emailExists } from './email-change';
import { newOtp, redirectTarget, tokenHash, verifyLinkFor } from './email-links';
import { AuthError } from './errors';
import { confirmEmail, factorJson, insertUser, loadUser, loadUserJson, type FactorRow } from './users';
import {
  UUID_RE,
  checkPassword,
  isObject,
  metadataOf,
  normalizeEmail,
  parseBody,
  validateEmail,
} from './validation';

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

/** The bearer must be a valid JWT of an admin role. */
export function requireAdmin(ctx: AuthContext, req: AuthRequest): void {
  const match = /^bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const result = verifyJwt(match[1]!, ctx.jwtKeys);
  if (!result.ok) {
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${result.message}`,
    );
  }
  if (!ADMIN_ROLES.has(String(result.payload.role)))
    throw new AuthError(403, 'not_admin', 'User not allowed');
}

const userNotFound = (): AuthError => new AuthError(404, 'user_not_found', 'User not found');

function userIdOf(raw: string): string {
  if (!UUID_RE.test(raw)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  return raw;
}

async function existingUser(q: Executor, id: string): Promise<void> {
  if (!(await loadUser(q, 'id', id))) throw userNotFound();
}

/** Metadata objects merge into what is stored; a null value deletes its key (GoTrue's UpdateUserMetaData). */
async function mergeJson(
  q: Executor,
  id: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  patch: Record<string, unknown>,
): Promise<void> {
  const { rows } = await q.query<{ value: Record<string, unknown> | null }>(
    `select ${column} as value from auth.users where id = $1 for update`,
    [id],
  );
  const merged: Record<string, unknown> = { ...(rows[0]?.value ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  await q.query(`update auth.users set ${column} = $2::jsonb, updated_at = now() where id = $1`, [
    id,
    JSON.stringify(merged),
  ]);
}

function objectField(body: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw new AuthError(400, 'validation_failed', `${key} must be a JSON object`);
  return value;
}

/** GET /admin/users?page=&per_page=: newest first, with X-Total-Count and Link headers. */
async function listUsers(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  const page = Number(req.query.get('page') || '1');
  const perPage = Number(req.query.get('per_page') || '50');
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1) {
    throw new AuthError(
      400,
      'validation_failed',
      'Bad Pagination Parameters: page and per_page must be positive integers',
    );
  }
  const { ids, total } = await ctx.db.transaction(async (q) => {
    const { rows } = await q.query<{ id: string }>(
      'select id from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2',
      [perPage, (page - 1) * perPage],
    );
    const { rows: count } = await q.query<{ n: number }>(
      'select count(*)::int as n from auth.users where deleted_at is null',
    );
    return { ids: rows.map((r) => r.id), total: count[0]!.n };
  });
  const users = await ctx.db.transaction(async (q) => Promise.all(ids.map((id) => loadUserJson(q, id))));
  const last = Math.max(1, Math.ceil(total / perPage));
  const link = (p: number, rel: string) => `</admin/users?page=${p}&per_page=${perPage}>; rel="${rel}"`;
  const links = [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')];
  return {
    status: 200,
    headers: { 'X-Total-Count': String(total), Link: links.join(', ') },
    body: { users, aud: 'authenticated' },
  };
}

/** POST /admin/users: email, password (or a random one), metadata, email_confirm. */
async function createUser(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  const body = parseBody(req);
  const email = normalizeEmail(body.email);
  if (!email) {
    if (typeof body.phone === 'string' && body.phone) {
      throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    }
    throw new AuthError(400, 'validation_failed', 'Cannot create a user without either an email or phone');
  }
  validateEmail(email);
  const given = typeof body.password === 'string' && body.password ? body.password : null;
  if (given) checkPassword({ ...ctx.config, minimumPasswordLength: 0, passwordRequirements: '' }, given);
  const hash = await bcrypt.hash(given ?? randomBytes(32).toString('hex'), ctx.hashCost);
  const userMetadata = objectField(body, 'user_metadata') ?? {};
  const appMetadata = objectField(body, 'app_metadata');
  const id = typeof body.id === 'string' && body.id ? body.id : undefined;
  if (id && !UUID_RE.test(id))
    throw new AuthError(400, 'validation_failed', 'ID must conform to the uuid v4 format');
  const user = await ctx.db.transaction(async (q) => {
    if (await loadUser(q, 'email', email)) throw emailExists();
    const newId = await insertUser(q, {
      id,
      email,
      hash,
      data: userMetadata,
      confirmed: body.email_confirm === true,
      identityInMetadata: false,
      appMetadata,
    });
    return loadUserJson(q, newId);
  });
  return { status: 200, body: user };
}

/** PUT /admin/users/<id>: email (applied at once), password, metadata, email_confirm, ban_duration. */
async function updateUser(ctx: AuthContext, req: AuthRequest, id: string): Promise<HttpResponse> {
  const body = parseBody(req);
  const email = body.email === undefined || body.email === '' ? undefined : normalizeEmail(body.email);
  if (email !== undefined) validateEmail(email);
  let hash: string | undefined;
  if (typeof body.password === 'string') {
    checkPassword(ctx.config, body.password);
    hash = await bcrypt.hash(body.password, ctx.hashCost);
  }
  const userMetadata = objectField(body, 'user_metadata');
  const appMetadata = objectField(body, 'app_metadata');
  const ban = typeof body.ban_duration === 'string' ? body.ban_duration : undefined;
  const banSeconds = ban === undefined ? undefined : ban === 'none' ? 0 : durationSeconds(ban);
  const user = await ctx.db.transaction(async (q) => {
    await existingUser(q, id);
    if (email !== undefined) {
      const other = await loadUser(q, 'email', email);
      if (other && other.id !== id) throw emailExists();
      await q.query(
        'update auth.users set email = $2, is_anonymous = is_anonymous and not $3, updated_at = now() where id = $1',
        [id, email, body.email_confirm === true],
      );
      const identity = { sub: id, email, email_verified: body.email_confirm === true, phone_verified: false };
      const updated = await q.query(
        `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now()
          where user_id = $1 and provider = 'email' returning id`,
        [id, JSON.stringify({ email, email_verified: body.email_confirm === true })],
      );
      if (!updated.rows[0]) {
        await q.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
           values ($1, $1::uuid, $2::jsonb, 'email', now(), now())`,
          [id, JSON.stringify(identity)],
        );
      }
    }
    if (body.email_confirm === true) await confirmEmail(q, id);
    if (hash)
      await q.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
        id,
        hash,
      ]);
    if (appMetadata) await mergeJson(q, id, 'raw_app_meta_data', appMetadata);
    if (userMetadata) await mergeJson(q, id, 'raw_user_meta_data', userMetadata);
    if (banSeconds !== undefined) {
      await q.query(
        `update auth.users set banned_until = case when $2::int = 0 then null else now() + make_interval(secs => $2) end,
                updated_at = now() where id = $1`,
        [id, banSeconds],
      );
      if (banSeconds > 0) await q.query('delete from auth.sessions where user_id = $1', [id]);
    }
    return loadUserJson(q, id);
  });
  return { status: 200, body: user };
}

/** Go durations as GoTrue takes them: `24h`, `90m`, `1h30m`, `45s`. */
function durationSeconds(raw: string): number {
  const units: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 };
  let total = 0;
  const rest = raw.replace(/(\d+(?:\.\d+)?)(ms|h|m|s)/g, (_, n: string, unit: string) => {
    total += Number(n) * units[unit]!;
    return '';
  });
  if (rest !== '' || raw === '') {
    throw new AuthError(
      400,
      'validation_failed',
      `invalid format for ban duration: time: invalid duration "${raw}"`,
    );
  }
  return Math.ceil(total);
}

async function deleteUser(ctx: AuthContext, req: AuthRequest, id: string): Promise<HttpResponse> {
  const body = parseBody(req);
  await ctx.db.transaction(async (q) => {
    await existingUser(q, id);
    if (body.should_soft_delete === true) {
      await q.query(
        `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = null,
                updated_at = now() where id = $1`,
        [id],
      );
      await q.query('delete from auth.identities where user_id = $1', [id]);
      await q.query('delete from auth.mfa_factors where user_id = $1', [id]);
      await q.query('delete from auth.sessions where user_id = $1', [id]);
    } else {
      await q.query('delete from auth.users where id = $1', [id]);
    }
  });
  return { status: 200, body: {} };
}

async function listFactors(ctx: AuthContext, id: string): Promise<HttpResponse> {
  const factors = await ctx.db.transaction(async (q) => {
    await existingUser(q, id);
    const { rows } = await q.query<FactorRow>(
      `select id, friendly_name, factor_type, status, created_at, updated_at
         from auth.mfa_factors where user_id = $1 order by created_at`,
      [id],
    );
    return rows.map(factorJson);
  });
  return { status: 200, body: factors };
}

async function deleteFactor(ctx: AuthContext, id: string, factorId: string): Promise<HttpResponse> {
  const factor = await ctx.db.transaction(async (q) => {
    await existingUser(q, id);
    const { rows } = await q.query<FactorRow>(
      `delete from auth.mfa_factors where id = $1 and user_id = $2
        returning id, friendly_name, factor_type, status, created_at, updated_at`,
      [UUID_RE.test(factorId) ? factorId : null, id],
    );
    if (!rows[0]) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
    // Sessions raised by it fall back to aal1.
    await q.query(`update auth.sessions set aal = 'aal1' where user_id = $1`, [id]);
    return factorJson(rows[0]);
  });
  return { status: 200, body: factor };
}

/** /admin/users[/<id>[/factors[/<factor>]]] */
export async function adminUsers(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  requireAdmin(ctx, req);
  const [, , , rawId, sub, factorId, ...extra] = req.path.replace(/\/+$/, '').split('/');
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  if (rawId === undefined) {
    if (method === 'GET') return listUsers(ctx, req);
    if (method === 'POST') return createUser(ctx, req);
  } else if (sub === undefined) {
    const id = userIdOf(rawId);
    if (method === 'GET') {
      const user = await ctx.db.transaction(async (q) => {
        await existingUser(q, id);
        return loadUserJson(q, id);
      });
      return { status: 200, body: user };
    }
    if (method === 'PUT') return updateUser(ctx, req, id);
    if (method === 'DELETE') return deleteUser(ctx, req, id);
  } else if (sub === 'factors' && extra.length === 0) {
    const id = userIdOf(rawId);
    if (factorId === undefined && method === 'GET') return listFactors(ctx, id);
    if (factorId !== undefined && method === 'DELETE') return deleteFactor(ctx, id, factorId);
  }
  throw new AuthError(405, 'method_not_allowed', `Method ${req.method} not allowed on ${req.path}`);
}

/** POST /invite: a new (or still unconfirmed) user gets an invitation link. */
export async function invite(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  requireAdmin(ctx, req);
  const body = parseBody(req);
  const email = normalizeEmail(body.email);
  validateEmail(email);
  const data = metadataOf(body.data) ?? {};
  const redirectTo =
    req.query.get('redirect_to') ?? (typeof body.redirect_to === 'string' ? body.redirect_to : null);
  const user = await ctx.db.transaction(async (q) => {
    const existing = await loadUser(q, 'email', email);
    if (existing?.email_confirmed_at) throw emailExists();
    const id =
      existing?.id ??
      (await insertUser(q, {
        email,
        hash: null,
        data,
        confirmed: false,
        invited: true,
        identityInMetadata: false,
      }));
    const otp = newOtp();
    const hash = tokenHash(email, otp);
    await q.query(
      `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now(),
              updated_at = now() where id = $1`,
      [id, hash],
    );
    ctx.mailbox.send({
      to: email,
      subject: 'You have been invited',
      link: verifyLinkFor(ctx, hash, 'invite', redirectTo),
      otp,
    });
    return loadUserJson(q, id);
  });
  return { status: 200, body: user };
}

const LINK_TYPES = new Set([
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
]);

/** POST /admin/generate_link: the link (and code) GoTrue would mail, without mailing it. */
export async function generateLink(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  requireAdmin(ctx, req);
  const body = parseBody(req);
  let type = typeof body.type === 'string' ? body.type : '';
  const email = normalizeEmail(body.email);
  validateEmail(email);
  if (!LINK_TYPES.has(type)) {
    throw new AuthError(400, 'validation_failed', `Invalid email action link type requested: ${type}`);
  }
  const data = metadataOf(body.data) ?? {};
  const redirectTo = redirectTarget(ctx, typeof body.redirect_to === 'string' ? body.redirect_to : null);
  const password = typeof body.password === 'string' && body.password ? body.password : null;
  if (type === 'signup' && password) checkPassword(ctx.config, password);
  const otp = newOtp();
  const result = await ctx.db.transaction(async (q) => {
    let user = await loadUser(q, 'email', email);
    if (!user && type === 'magiclink') type = 'signup';
    if (!user && ['recovery', 'email_change_current', 'email_change_new'].includes(type)) {
      throw new AuthError(404, 'user_not_found', 'User with this email not found');
    }
    if (user?.email_confirmed_at && (type === 'signup' || type === 'invite')) throw emailExists();
    let id = user?.id;
    if (!id) {
      const hash = await bcrypt.hash(password ?? randomBytes(32).toString('hex'), ctx.hashCost);
      id = await insertUser(q, {
        email,
        hash,
        data,
        confirmed: false,
        invited: type === 'invite',
        identityInMetadata: false,
      });
    } else if (type === 'signup') {
      await mergeJson(q, id, 'raw_user_meta_data', data);
    }
    user = (await loadUser(q, 'id', id))!;
    let hashed = tokenHash(email, otp);
    let linkType = type;
    if (type === 'signup' || type === 'invite') {
      await q.query(
        `update auth.users set confirmation_token = $2, confirmation_sent_at = now(),
                invited_at = case when $3 then now() else invited_at end, updated_at = now() where id = $1`,
        [id, hashed, type === 'invite'],
      );
    } else if (type === 'magiclink' || type === 'recovery') {
      await q.query(
        'update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1',
        [id, hashed],
      );
    } else {
      const newEmail = normalizeEmail(body.new_email);
      validateEmail(newEmail);
      const other = await loadUser(q, 'email', newEmail);
      if (other) throw emailExists();
      const current = type === 'email_change_current';
      if (!current) hashed = tokenHash(newEmail, otp);
      await q.query(
        `update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0,
                email_change_token_current = case when $3 then $4 else '' end,
                email_change_token_new = case when $3 then '' else $4 end, updated_at = now()
          where id = $1`,
        [id, newEmail, current, hashed],
      );
      linkType = 'email_change';
    }
    return { user: await loadUserJson(q, id), hashed, linkType };
  });
  return {
    status: 200,
    body: {
      ...result.user,
      action_link: verifyLinkFor(ctx, result.hashed, result.linkType, redirectTo),
      email_otp: otp,
      hashed_token: result.hashed,
      verification_type: type,
      redirect_to: redirectTo,
    },
  };
}
