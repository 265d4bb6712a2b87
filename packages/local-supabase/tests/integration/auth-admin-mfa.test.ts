// Auth as a project's config.toml sets it up: asymmetric signing keys, anonymous sign-ins,
// TOTP MFA, a longer minimum password and a shorter token life — and the admin API, through
// unmodified supabase-js (auth.admin, auth.mfa, signInAnonymously, getClaims).
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../src/auth/mfa';
import {
  newClient,
  serviceClient,
  signUpUser,
  startStack,
  uniqueEmail,
  type TestStack,
} from '../../src/testing';

let stack: TestStack;
const kid = randomUUID();

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'auth-config-'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', key_ops: ['sign', 'verify'] };
  writeFileSync(join(dir, 'signing_keys.json'), JSON.stringify([jwk]));
  writeFileSync(
    join(dir, 'config.toml'),
    `[auth]
site_url = "http://localhost:5173"
jwt_expiry = 1800
signing_keys_path = "./signing_keys.json"
enable_anonymous_sign_ins = true
minimum_password_length = 10
[auth.mfa.totp]
enroll_enabled = true
verify_enabled = true
`,
  );
  stack = await startStack({ configFile: join(dir, 'config.toml') });
});
afterAll(() => stack?.stop());

const header = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString()) as Record<string, unknown>;

describe('settings from config.toml', () => {
  it('signs access tokens with the signing key, publishes it, and accepts such tokens everywhere', async () => {
    const { session, client } = await signUpUser(stack, { password: 'long-enough-1' });
    expect(header(session.access_token)).toMatchObject({ alg: 'RS256', kid });
    expect(session.expires_in).toBe(1800);
    const jwks = (await (await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: { kid: string; d?: string }[];
    };
    expect(jwks.keys.map((k) => k.kid)).toEqual([kid]);
    expect(jwks.keys[0]!.d).toBeUndefined();
    // getClaims checks the signature against the published key; REST and Storage take the token.
    const claims = await client.auth.getClaims();
    expect(claims.data?.claims.sub).toBe(session.user.id);
    expect((await client.from('nope_table').select()).error?.code).toBe('PGRST205');
    expect((await client.storage.listBuckets()).error).toBeNull();
  });

  it('refuses passwords under minimum_password_length', async () => {
    const { error } = await newClient(stack.url, stack.anonKey).auth.signUp({
      email: uniqueEmail(),
      password: 'too-short',
    });
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 10 characters.',
    });
  });

  it('signs in anonymously when enable_anonymous_sign_ins is on', async () => {
    const client = newClient(stack.url, stack.anonKey);
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { nickname: 'guest' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, user_metadata: { nickname: 'guest' } });
    const token = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(token).toMatchObject({ is_anonymous: true, role: 'authenticated' });
    // Without an address there is nothing to reauthenticate with.
    expect((await client.auth.reauthenticate()).error?.message).toBe(
      'Reauthentication requires the user to have an email or a phone number',
    );
  });
});

describe('the admin API', () => {
  it('creates, lists, reads, updates and deletes users; only admin roles may', async () => {
    const admin = serviceClient(stack).auth.admin;
    const email = uniqueEmail('admin');
    const created = await admin.createUser({
      email,
      password: 'long-enough-1',
      user_metadata: { plan: 'pro' },
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    expect(created.data.user).toMatchObject({
      email,
      user_metadata: { plan: 'pro' },
      app_metadata: { provider: 'email' },
    });
    const id = created.data.user!.id;
    expect(
      (
        await newClient(stack.url, stack.anonKey).auth.signInWithPassword({
          email,
          password: 'long-enough-1',
        })
      ).error,
    ).toBeNull();

    const listed = await admin.listUsers({ page: 1, perPage: 100 });
    expect(listed.data.users.map((u) => u.email)).toContain(email);
    expect((await admin.getUserById(id)).data.user?.email).toBe(email);

    const renamed = uniqueEmail('renamed');
    const updated = await admin.updateUserById(id, {
      email: renamed,
      user_metadata: { seats: 3 },
      app_metadata: { tier: 'gold' },
    });
    expect(updated.data.user).toMatchObject({
      email: renamed,
      user_metadata: { plan: 'pro', seats: 3 },
      app_metadata: { tier: 'gold' },
    });

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect((await admin.createUser({ email: 'not an address' })).error?.message).toBe(
      'Unable to validate email address: invalid format',
    );

    const user = await signUpUser(stack, { password: 'long-enough-1' });
    expect((await user.client.auth.admin.listUsers()).error).toMatchObject({
      status: 403,
      code: 'not_admin',
    });
  });

  it('invites and generates links whose codes sign the user in', async () => {
    const admin = serviceClient(stack).auth.admin;
    const invited = await admin.inviteUserByEmail(uniqueEmail('invited'), { data: { team: 'north' } });
    expect(invited.data.user?.invited_at).toBeTruthy();

    const email = uniqueEmail('linked');
    const link = await admin.generateLink({ type: 'signup', email, password: 'long-enough-1' });
    expect(link.error).toBeNull();
    expect(link.data.properties).toMatchObject({
      verification_type: 'signup',
      action_link: expect.stringContaining('type=signup'),
    });
    const verified = await newClient(stack.url, stack.anonKey).auth.verifyOtp({
      token_hash: link.data.properties!.hashed_token,
      type: 'signup',
    });
    expect(verified.data.user?.email).toBe(email);
    expect(
      (await admin.generateLink({ type: 'recovery', email: uniqueEmail('nobody') })).error,
    ).toMatchObject({ status: 404 });
  });
});

describe('TOTP MFA', () => {
  it('enrols, challenges and verifies a factor (aal2), refuses a wrong code, and unenrols', async () => {
    const { client, user } = await signUpUser(stack, { password: 'long-enough-1' });
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    expect(enrolled.error).toBeNull();
    expect(enrolled.data!.totp.qr_code).toMatch(/^data:image\/svg\+xml/);
    const factorId = enrolled.data!.id;
    const secret = enrolled.data!.totp.secret;

    const wrong = await client.auth.mfa.challengeAndVerify({
      factorId,
      code: '000000' === totpCode(secret, Math.floor(Date.now() / 30_000)) ? '111111' : '000000',
    });
    expect(wrong.error?.message).toBe('Invalid TOTP code entered');

    const challenge = await client.auth.mfa.challenge({ factorId });
    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: totpCode(secret, Math.floor(Date.now() / 30_000)),
    });
    expect(verified.error).toBeNull();
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    // the level survives a refresh
    const refreshed = await client.auth.refreshSession();
    expect(
      JSON.parse(Buffer.from(refreshed.data.session!.access_token.split('.')[1]!, 'base64url').toString()),
    ).toMatchObject({ aal: 'aal2' });

    const factors = await serviceClient(stack).auth.admin.mfa.listFactors({ userId: user.id });
    expect(factors.data?.factors.map((f) => [f.id, f.status])).toEqual([[factorId, 'verified']]);
    expect((await client.auth.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });
});
