// GoTrue behaviour of the local stack through unmodified supabase-js:
// docs/security-checks.md D1 (the auth error table), D3 (sign-out), and the flows
// the app relies on (sign-up with profile, rotation, updates, recovery, logout scopes).
import {
  AuthApiError,
  AuthSessionMissingError,
  isAuthApiError,
  isAuthWeakPasswordError,
  type AuthError,
} from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../src/jwt';
import {
  newClient,
  memoryStorage,
  signInUser,
  signUpUser,
  startStack,
  uniqueEmail,
  type TestStack,
} from '../../src/testing';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const anon = () => newClient(stack.url, stack.anonKey);

/** Pretends the refresh token was rotated `seconds` ago (GoTrue's reuse interval is 10 s). */
async function rotatedSecondsAgo(token: string, seconds: number): Promise<void> {
  await stack.db.transaction((q) =>
    q.query(
      `update auth.refresh_tokens set updated_at = now() - make_interval(secs => $2) where token = $1`,
      [token, seconds],
    ),
  );
}

function expectApiError(error: AuthError | null, status: number, code: string, message: string): void {
  expect(error, `expected ${code}`).toBeTruthy();
  expect(isAuthApiError(error)).toBe(true);
  expect(error).toMatchObject({ status, code, message });
}

async function rawAuth(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('apikey', stack.anonKey);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  return fetch(`${stack.url}/auth/v1${path}`, { ...init, headers });
}

const decode = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

describe('D1: the auth error table through supabase-js', () => {
  it('password shorter than 8 → 422 weak_password with reasons', async () => {
    const { error } = await anon().auth.signUp({ email: uniqueEmail(), password: 'short' });
    expect(isAuthWeakPasswordError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 8 characters.',
      reasons: ['length'],
    });
  });

  it('empty password on sign-up → 400 validation_failed', async () => {
    const { error } = await anon().auth.signUp({ email: uniqueEmail(), password: '' });
    expectApiError(error, 400, 'validation_failed', 'Signup requires a valid password');
  });

  it('invalid email → 400 validation_failed', async () => {
    const { error } = await anon().auth.signUp({ email: 'not-an-email', password: 'long-enough-1' });
    expectApiError(error, 400, 'validation_failed', 'Unable to validate email address: invalid format');
  });

  it('password over 72 characters → 400 validation_failed', async () => {
    const { error } = await anon().auth.signUp({ email: uniqueEmail(), password: 'x'.repeat(73) });
    expectApiError(error, 400, 'validation_failed', 'Password cannot be longer than 72 characters');
  });

  it('email already registered (any case, surrounding spaces) → 422 user_already_exists', async () => {
    const { email } = await signUpUser(stack);
    const { error } = await anon().auth.signUp({
      email: `  ${email.toUpperCase()} `,
      password: 'another-password',
    });
    expectApiError(error, 422, 'user_already_exists', 'User already registered');
  });

  it('wrong password and unknown email → the same 400 invalid_credentials', async () => {
    const { email } = await signUpUser(stack);
    const wrong = await anon().auth.signInWithPassword({ email, password: 'wrong-password' });
    expectApiError(wrong.error, 400, 'invalid_credentials', 'Invalid login credentials');
    const unknown = await anon().auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: 'wrong-password',
    });
    expectApiError(unknown.error, 400, 'invalid_credentials', 'Invalid login credentials');
  });

  it('email not confirmed → 400 email_not_confirmed', async () => {
    const { email, password, user } = await signUpUser(stack);
    await stack.db.transaction((q) =>
      q.query('update auth.users set email_confirmed_at = null where id = $1', [user.id]),
    );
    const { error } = await anon().auth.signInWithPassword({ email, password });
    expectApiError(error, 400, 'email_not_confirmed', 'Email not confirmed');
  });

  it('unknown refresh token → 400 refresh_token_not_found; reused → refresh_token_already_used', async () => {
    const unknown = await anon().auth.refreshSession({ refresh_token: 'no-such-token' });
    expectApiError(
      unknown.error,
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );

    const { client, session } = await signUpUser(stack);
    expect((await client.auth.refreshSession()).error).toBeNull();
    expect((await client.auth.refreshSession()).error).toBeNull();
    await rotatedSecondsAgo(session.refresh_token, 11);
    const reused = await anon().auth.refreshSession({ refresh_token: session.refresh_token });
    expectApiError(reused.error, 400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  });

  it('no bearer on /user and /logout → 401 no_authorization', async () => {
    for (const [method, path] of [
      ['GET', '/user'],
      ['PUT', '/user'],
      ['POST', '/logout'],
    ] as const) {
      const res = await rawAuth(path, { method, body: method === 'GET' ? undefined : '{}' });
      expect(res.status).toBe(401);
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(await res.json()).toMatchObject({
        code: 'no_authorization',
        error_code: 'no_authorization',
        msg: 'This endpoint requires a valid Bearer token',
        message: 'This endpoint requires a valid Bearer token',
      });
    }
  });

  it('bad signature, expired token, or the anon key on /user → 403 bad_jwt', async () => {
    const { session } = await signUpUser(stack);
    const [h, p] = session.access_token.split('.');
    const forged = `${h}.${p}.${Buffer.from('not the signature').toString('base64url')}`;
    const claims = decode(session.access_token);
    const expired = signJwt({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, stack.jwtSecret);
    const client = anon();
    for (const token of [forged, expired, stack.anonKey, 'garbage']) {
      const { error } = await client.auth.getUser(token);
      expect(isAuthApiError(error)).toBe(true);
      expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    }
    const { error } = await client.auth.getUser(stack.anonKey);
    expect(error?.message).toBe('invalid claim: missing sub claim');
  });

  it('revoked session → 403 session_not_found (AuthSessionMissingError in supabase-js); deleted user → 403 user_not_found', async () => {
    const a = await signUpUser(stack);
    await a.client.auth.signOut({ scope: 'local' });
    const res = await rawAuth('/user', { token: a.session.access_token });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'session_not_found', error_code: 'session_not_found' });
    const { error } = await anon().auth.getUser(a.session.access_token);
    expect(error).toBeInstanceOf(AuthSessionMissingError);

    const b = await signUpUser(stack);
    await stack.db.transaction((q) => q.query('delete from auth.users where id = $1', [b.user.id]));
    const gone = await anon().auth.getUser(b.session.access_token);
    expectApiError(gone.error, 403, 'user_not_found', 'User from sub claim in JWT does not exist');
  });

  it('a body that is not JSON → 400 bad_json', async () => {
    for (const path of ['/signup', '/token?grant_type=password', '/recover']) {
      const res = await rawAuth(path, {
        method: 'POST',
        body: '{"email": nope',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'bad_json',
        msg: 'Unable to parse JSON',
        message: 'Unable to parse JSON',
      });
    }
  });

  it('no email and no password → supabase-js refuses before sending', async () => {
    const { error } = await anon().auth.signInWithPassword({} as never);
    expect(error).toMatchObject({
      name: 'AuthInvalidCredentialsError',
      message: 'You must provide either an email or phone number and a password',
    });
  });
});

describe('sign-up and sign-in', () => {
  it('sign-up returns a session with the contract claims and creates the profile in the same transaction', async () => {
    const email = uniqueEmail('Profile');
    const { session, user } = await signUpUser(stack, {
      email: `  ${email.toUpperCase()}  `,
      data: { full_name: 'Ada Lovelace' },
    });
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    expect(user.user_metadata).toMatchObject({ full_name: 'Ada Lovelace' });
    expect(user.identities).toHaveLength(1);
    expect(user.email_confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.refresh_token).toBeTruthy();

    const claims = decode(session.access_token);
    expect(claims).toMatchObject({
      iss: `${stack.url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: expect.objectContaining({ full_name: 'Ada Lovelace' }),
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);

    const { rows } = await stack.db.transaction((q) =>
      q.query<{ name: string; email: string }>('select name, email from public.user_profiles where id = $1', [
        user.id,
      ]),
    );
    expect(rows).toEqual([{ name: 'Ada Lovelace', email: email.toLowerCase() }]);
  });

  it('a failing trigger → 500 "Database error saving new user" and nothing kept', async () => {
    await stack.db.transaction((q) =>
      q.exec(`
        create function public.test_refuse_signup() returns trigger language plpgsql as $$
        begin
          if new.email like 'refused-%' then raise exception 'refused by test trigger'; end if;
          return new;
        end $$;
        create trigger test_refuse_signup after insert on auth.users
          for each row execute function public.test_refuse_signup();`),
    );
    try {
      const email = uniqueEmail('refused');
      const res = await rawAuth('/signup', {
        method: 'POST',
        body: JSON.stringify({ email, password: 'long-enough-1' }),
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({
        msg: 'Database error saving new user',
        code: 'unexpected_failure',
      });
      const { error } = await anon().auth.signUp({ email, password: 'long-enough-1' });
      expect(error?.status).toBe(500);
      const { rows } = await stack.db.transaction((q) =>
        q.query(
          `select (select count(*) from auth.users where email = $1)::int as users,
                  (select count(*) from auth.identities where email = $1)::int as identities,
                  (select count(*) from public.user_profiles where email = $1)::int as profiles`,
          [email],
        ),
      );
      expect(rows[0]).toEqual({ users: 0, identities: 0, profiles: 0 });
    } finally {
      await stack.db.transaction((q) =>
        q.exec('drop trigger test_refuse_signup on auth.users; drop function public.test_refuse_signup();'),
      );
    }
  });

  it('signs in with a pgcrypto hash (the seed’s way) and updates last_sign_in_at', async () => {
    const email = uniqueEmail('seeded');
    await stack.db.transaction((q) =>
      q.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
         values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
                 extensions.crypt('seeded-password', extensions.gen_salt('bf')), now(), '{"provider":"email","providers":["email"]}', '{}')`,
        [email],
      ),
    );
    const { user } = await signInUser(stack, email, 'seeded-password');
    expect(user.email).toBe(email);
    expect(user.last_sign_in_at).toBeTruthy();
  });

  it('the demo account from seed.sql signs in', async () => {
    const { user } = await signInUser(stack, 'demo@example.com', 'demo-password');
    expect(user.email).toBe('demo@example.com');
  });
});

describe('sessions', () => {
  it('refresh rotates the token; reuse after the reuse interval revokes the whole family', async () => {
    const { client, session } = await signUpUser(stack);
    const first = await client.auth.refreshSession();
    expect(first.error).toBeNull();
    const next = first.data.session!;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(decode(next.access_token).session_id).toBe(decode(session.access_token).session_id);
    const active = (await client.auth.refreshSession()).data.session!;

    await rotatedSecondsAgo(session.refresh_token, 11);
    const reuse = await anon().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    for (const token of [next.refresh_token, active.refresh_token]) {
      const afterReuse = await anon().auth.refreshSession({ refresh_token: token });
      expect(afterReuse.error?.code).toBe('refresh_token_already_used');
    }
  });

  it('reuse inside the reuse interval (two tabs refreshing at once) returns the active session', async () => {
    const { client, session } = await signUpUser(stack);
    expect((await client.auth.refreshSession()).error).toBeNull();
    const tabA = (await client.auth.refreshSession()).data.session!;
    // The other tab still holds the first token (two rotations old) and refreshes a moment later.
    const tabB = await anon().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(tabB.error).toBeNull();
    expect(tabB.data.session!.refresh_token).toBe(tabA.refresh_token);
    expect(decode(tabB.data.session!.access_token).session_id).toBe(decode(tabA.access_token).session_id);
    // Both tabs stay signed in: the active token still rotates.
    const later = await anon().auth.refreshSession({ refresh_token: tabA.refresh_token });
    expect(later.error).toBeNull();
    expect(later.data.session!.refresh_token).not.toBe(tabA.refresh_token);
  });

  it('the parent of the active token gives the active session back even after the interval (GoTrue)', async () => {
    const { client, session } = await signUpUser(stack);
    const active = (await client.auth.refreshSession()).data.session!;
    await rotatedSecondsAgo(session.refresh_token, 60);
    const again = await anon().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(again.error).toBeNull();
    expect(again.data.session!.refresh_token).toBe(active.refresh_token);
  });

  it('D3: after signOut() the stored session is gone, the refresh token is refused, /user says 403', async () => {
    const storage = memoryStorage();
    const email = uniqueEmail();
    const client = newClient(stack.url, stack.anonKey, { storage });
    const { data } = await client.auth.signUp({ email, password: 'long-enough-1' });
    const session = data.session!;
    expect(storage.items.size).toBeGreaterThan(0);

    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    expect(storage.items.size).toBe(0);
    expect((await client.auth.getSession()).data.session).toBeNull();

    const refresh = await anon().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toBeInstanceOf(AuthApiError);
    expect(refresh.error?.code).toBe('refresh_token_not_found');
    const res = await rawAuth('/user', { token: session.access_token });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('session_not_found');
  });

  it('logout scopes: others, local, global', async () => {
    const { email, password, client: first } = await signUpUser(stack);
    const second = await signInUser(stack, email, password);
    const third = await signInUser(stack, email, password);
    const alive = async (token: string) => (await rawAuth('/user', { token })).status === 200;
    const firstToken = (await first.auth.getSession()).data.session!.access_token;

    expect((await second.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await alive(second.session.access_token)).toBe(true);
    expect(await alive(firstToken)).toBe(false);
    expect(await alive(third.session.access_token)).toBe(false);
    expect((await second.client.auth.getSession()).data.session).not.toBeNull();

    const fourth = await signInUser(stack, email, password);
    expect((await second.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await alive(second.session.access_token)).toBe(false);
    expect(await alive(fourth.session.access_token)).toBe(true);

    const fifth = await signInUser(stack, email, password);
    const res = await rawAuth('/logout?scope=global', { method: 'POST', token: fourth.session.access_token });
    expect(res.status).toBe(204);
    expect(await alive(fourth.session.access_token)).toBe(false);
    expect(await alive(fifth.session.access_token)).toBe(false);
  });
});

describe('user updates', () => {
  it('getUser returns the user; updateUser merges metadata and a null key deletes it', async () => {
    const { client, user } = await signUpUser(stack, { data: { name: 'Before', theme: 'dark' } });
    const got = await client.auth.getUser();
    expect(got.data.user?.id).toBe(user.id);

    const { data, error } = await client.auth.updateUser({
      data: { name: 'After', theme: null, company: 'ACME' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ name: 'After', company: 'ACME' });
    expect(data.user?.user_metadata).not.toHaveProperty('theme');
    const fresh = await client.auth.getUser();
    expect(fresh.data.user?.user_metadata).toMatchObject({ name: 'After', company: 'ACME' });
  });

  it('changes the password: the new one signs in, the old one no longer does; same or weak passwords are refused', async () => {
    const { client, email, password } = await signUpUser(stack);
    const same = await client.auth.updateUser({ password });
    expectApiError(
      same.error,
      422,
      'same_password',
      'New password should be different from the old password.',
    );
    const weak = await client.auth.updateUser({ password: 'short' });
    expect(isAuthWeakPasswordError(weak.error)).toBe(true);

    expect((await client.auth.updateUser({ password: 'brand-new-password' })).error).toBeNull();
    const old = await anon().auth.signInWithPassword({ email, password });
    expect(old.error?.code).toBe('invalid_credentials');
    await signInUser(stack, email, 'brand-new-password');
  });
});

describe('password recovery through the dev mailbox', () => {
  type Mail = { to: string; subject: string; link: string; created_at: string };
  const mails = async (to: string): Promise<Mail[]> =>
    ((await (await fetch(`${stack.url}/__dev/mail`)).json()) as Mail[]).filter((m) => m.to === to);

  it('mails a link that signs the user in and lands on /reset-password with the session in the hash', async () => {
    const { email } = await signUpUser(stack);
    const client = anon();
    const { data, error } = await client.auth.resetPasswordForEmail(email, {
      redirectTo: 'http://localhost:5173/reset-password',
    });
    expect(error).toBeNull();
    expect(data).toEqual({});
    const [mail] = await mails(email);
    expect(mail).toMatchObject({
      to: email,
      subject: expect.any(String),
      link: expect.stringContaining('/auth/v1/verify?'),
    });

    const res = await fetch(mail!.link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/reset-password');
    const hash = new URLSearchParams(location.hash.slice(1));
    expect(hash.get('type')).toBe('recovery');
    expect(hash.get('token_type')).toBe('bearer');
    expect(Number(hash.get('expires_in'))).toBe(3600);
    expect(Number(hash.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

    const set = await client.auth.setSession({
      access_token: hash.get('access_token')!,
      refresh_token: hash.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.email).toBe(email);
    expect((await client.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
    await signInUser(stack, email, 'recovered-password');

    const again = await fetch(mail!.link, { redirect: 'manual' });
    const failed = new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1));
    expect(failed.get('error_code')).toBe('otp_expired');
  });

  it('answers 200 {} for unknown emails without mail, and lands on the site URL for foreign redirects', async () => {
    const nobody = uniqueEmail('nobody');
    const unknown = await anon().auth.resetPasswordForEmail(nobody);
    expect(unknown).toEqual({ data: {}, error: null });
    expect(await mails(nobody)).toEqual([]);

    const { email } = await signUpUser(stack);
    await anon().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example.net/steal' });
    const [mail] = await mails(email);
    const res = await fetch(mail!.link, { redirect: 'manual' });
    expect(res.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/reset-password#access_token=/);
  });
});
