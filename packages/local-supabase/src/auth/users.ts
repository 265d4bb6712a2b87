// auth.users rows and GoTrue's User JSON.
import { randomUUID } from 'node:crypto';
import type { Executor } from '../database';
import { AuthError } from './errors';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  last_sign_in_at: Date | null;
  recovery_sent_at: Date | null;
  /** The address an email change waits to confirm ('' when none is pending). */
  email_change: string | null;
  email_change_sent_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  is_anonymous: boolean;
  deleted_at: Date | null;
  banned_until: Date | null;
  invited_at?: Date | null;
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
  confirmation_sent_at, last_sign_in_at, recovery_sent_at, email_change, email_change_sent_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone, is_anonymous, deleted_at,
  banned_until, invited_at`;

const iso = (value: Date | string | null | undefined): string | undefined =>
  value == null ? undefined : new Date(value).toISOString();

const omitNulls = (value: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));

export async function loadUser(
  q: Executor,
  where: 'id' | 'email',
  value: string,
): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${where === 'id' ? 'id = $1::uuid' : 'email = $1'} and deleted_at is null`,
    [value],
  );
  return rows[0];
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

export interface FactorRow {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: Date;
  updated_at: Date;
}

/** A factor as GoTrue lists it (never its secret). */
export const factorJson = (f: FactorRow): Record<string, unknown> => ({
  id: f.id,
  friendly_name: f.friendly_name ?? '',
  factor_type: f.factor_type,
  status: f.status,
  created_at: iso(f.created_at),
  updated_at: iso(f.updated_at),
});

function userJson(
  row: UserRow,
  identities: IdentityRow[],
  factors: FactorRow[] = [],
): Record<string, unknown> {
  return omitNulls({
    id: row.id,
    aud: row.aud ?? 'authenticated',
    role: row.role ?? 'authenticated',
    email: row.email ?? '',
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: row.phone ?? '',
    confirmation_sent_at: iso(row.confirmation_sent_at),
    confirmed_at: iso(row.confirmed_at ?? row.email_confirmed_at),
    recovery_sent_at: iso(row.recovery_sent_at),
    invited_at: iso(row.invited_at),
    new_email: row.email_change || undefined,
    email_change_sent_at: iso(row.email_change_sent_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
    user_metadata: row.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    ...(factors.length ? { factors: factors.map(factorJson) } : {}),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: row.is_anonymous ?? false,
  });
}

/** The User JSON GoTrue answers with (404 user_not_found when deleted). */
export async function loadUserJson(q: Executor, id: string): Promise<Record<string, unknown>> {
  const user = await loadUser(q, 'id', id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  const { rows } = await q.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [id],
  );
  const { rows: factors } = await q.query<FactorRow>(
    `select id, friendly_name, factor_type, status, created_at, updated_at
       from auth.mfa_factors where user_id = $1 order by created_at`,
    [id],
  );
  return userJson(user, rows, factors);
}

/**
 * The User a new email sign-up answers with (unconfirmed, its identity, confirmation sent
 * now) for an address that already has an account, with a random id: GoTrue's obfuscated
 * user, so the answer does not tell whether the address is taken.
 */
export function obfuscatedUserJson(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const id = randomUUID();
  const now = new Date();
  const identityData = { sub: id, email, email_verified: false, phone_verified: false };
  const row: UserRow = {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    confirmed_at: null,
    confirmation_sent_at: now,
    last_sign_in_at: null,
    recovery_sent_at: null,
    email_change: '',
    email_change_sent_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: { ...data, ...identityData },
    created_at: now,
    updated_at: now,
    phone: null,
    is_anonymous: false,
    deleted_at: null,
    banned_until: null,
  };
  const identity: IdentityRow = {
    id: randomUUID(),
    provider_id: id,
    user_id: id,
    identity_data: identityData,
    provider: 'email',
    last_sign_in_at: now,
    created_at: now,
    updated_at: now,
    email,
  };
  return userJson(row, [identity]);
}

export interface NewUser {
  /** null for an anonymous user. */
  email: string | null;
  hash: string | null;
  data: Record<string, unknown>;
  confirmed: boolean;
  /** Copy the identity's sub/email/verified flags into user_metadata, as a sign-up does. */
  identityInMetadata?: boolean;
  anonymous?: boolean;
  /** Merged into `{ provider: 'email', providers: ['email'] }` (anonymous users get `{}`). */
  appMetadata?: Record<string, unknown>;
  invited?: boolean;
  id?: string;
}

/**
 * Inserts a user and (for an email user) its identity, inside the caller's transaction.
 * `confirmed` false leaves email_confirmed_at null, as GoTrue does when confirmations are on.
 */
export async function insertUser(q: Executor, user: NewUser): Promise<string> {
  const id = user.id ?? randomUUID();
  const identityData = { sub: id, email: user.email, email_verified: user.confirmed, phone_verified: false };
  const appMetadata = user.anonymous
    ? { ...user.appMetadata }
    : { provider: 'email', providers: ['email'], ...user.appMetadata };
  const userMetadata =
    user.identityInMetadata === false || user.anonymous ? user.data : { ...user.data, ...identityData };
  await q.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_sent_at, invited_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2::text, $3,
       case when $6 then now() end, case when $2::text is not null then now() end, case when $8 then now() end,
       $4::jsonb, $5::jsonb, now(), now(), $7)`,
    [
      id,
      user.email,
      user.hash,
      JSON.stringify(appMetadata),
      JSON.stringify(userMetadata),
      user.confirmed,
      user.anonymous === true,
      user.invited === true,
    ],
  );
  if (user.email) {
    await q.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1, $2::uuid, $3::jsonb, 'email', now(), now(), now())`,
      [id, id, JSON.stringify(identityData)],
    );
  }
  return id;
}

/** Marks the email confirmed (a verified link or OTP proves the address). */
export async function confirmEmail(q: Executor, id: string): Promise<void> {
  await q.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where id = $1`,
    [id],
  );
  await q.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
      where user_id = $1 and provider = 'email'`,
    [id],
  );
}
