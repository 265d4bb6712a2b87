// Email changes the way GoTrue makes them: PUT /user {email} changes nothing but mails a
// confirmation to the new address (and, with `[auth.email] double_confirm_changes`, one to
// the current address too); the change applies once every link is followed (type
// `email_change`: the link, verifyOtp with the code or the token hash, and resend). Until
// then the User carries `new_email`, and a leaked invitation for the new address stays
// refused.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { User } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_FILE } from '../../src/config';
import type { Mail } from '../../src/index';
import { newClient, startStack, uniqueEmail, type TestClient, type TestStack } from '../../src/testing';

const SITE = 'http://localhost:5173';
const ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

async function mailsTo(stack: TestStack, to: string): Promise<Mail[]> {
  const res = await fetch(`${stack.url}/__dev/mail?to=${encodeURIComponent(to)}`);
  return (await res.json()) as Mail[];
}

async function lastMail(stack: TestStack, to: string): Promise<Mail> {
  const [mail] = await mailsTo(stack, to);
  expect(mail, `a mail to ${to}`).toBeDefined();
  return mail!;
}

/** Follows an emailed link; returns where it lands and the URL fragment. */
async function follow(link: string): Promise<{ landing: string; hash: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  return {
    landing: `${location.origin}${location.pathname}`,
    hash: new URLSearchParams(location.hash.slice(1)),
  };
}

/** The row as stored: what the database (and accept_invitation) sees. */
async function stored(stack: TestStack, id: string) {
  const { rows } = await stack.db.transaction((q) =>
    q.query<{ email: string; email_change: string; email_confirmed_at: Date | null }>(
      'select email, email_change, email_confirmed_at from auth.users where id = $1',
      [id],
    ),
  );
  return rows[0]!;
}

interface Confirmed {
  client: TestClient;
  user: User;
  email: string;
  password: string;
}

/** A signed-in user whose address is confirmed, on a stack with or without confirmations. */
async function confirmedUser(stack: TestStack, prefix: string): Promise<Confirmed> {
  const client = newClient(stack.url, stack.anonKey);
  const email = uniqueEmail(prefix);
  const password = 'password-123';
  const signUp = await client.auth.signUp({ email, password });
  expect(signUp.error).toBeNull();
  if (!signUp.data.session) {
    const { otp } = await lastMail(stack, email);
    const verified = await client.auth.verifyOtp({ email, token: otp!, type: 'signup' });
    expect(verified.error).toBeNull();
  }
  const { data } = await client.auth.getUser();
  return { client, user: data.user!, email, password };
}

const signsIn = async (stack: TestStack, email: string, password: string): Promise<string | null> =>
  (await newClient(stack.url, stack.anonKey).auth.signInWithPassword({ email, password })).error?.code ??
  null;

describe('confirmations on, double confirm (the issue: confirmEmail: true, config.toml defaults)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    // Every user here confirms by code and most changes follow two links: more verifications
    // than the default 30 per IP in 5 minutes.
    stack = await startStack({ confirmEmail: true, authVerifyRateLimit: 1000 });
  });
  afterAll(() => stack?.stop());

  it('updateUser({ email }) changes nothing, answers the User with new_email, mails both addresses', async () => {
    const me = await confirmedUser(stack, 'change-old');
    const next = uniqueEmail('change-new');
    const { data, error } = await me.client.auth.updateUser(
      { email: next },
      { emailRedirectTo: `${SITE}/app/settings` },
    );
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: me.user.id,
      email: me.email,
      new_email: next,
      email_change_sent_at: expect.any(String),
    });
    expect((await me.client.auth.getUser()).data.user).toMatchObject({ email: me.email, new_email: next });
    expect(await stored(stack, me.user.id)).toMatchObject({ email: me.email, email_change: next });

    const toNew = await lastMail(stack, next);
    const toOld = await lastMail(stack, me.email);
    for (const mail of [toNew, toOld]) {
      expect(mail.subject).toBe('Confirm Email Change');
      expect(mail.otp).toMatch(/^\d{6}$/);
      const link = new URL(mail.link);
      expect(`${link.origin}${link.pathname}`).toBe(`${stack.url}/auth/v1/verify`);
      expect(link.searchParams.get('type')).toBe('email_change');
      expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/app/settings`);
    }
    expect(toNew.link).not.toBe(toOld.link);

    // The address is the old one until the change is confirmed.
    expect(await signsIn(stack, next, me.password)).toBe('invalid_credentials');
    expect(await signsIn(stack, me.email, me.password)).toBeNull();
  });

  it('each link confirms one side; the change applies when both are followed', async () => {
    const me = await confirmedUser(stack, 'links-old');
    const next = uniqueEmail('links-new');
    expect((await me.client.auth.updateUser({ email: next })).error).toBeNull();
    const toNew = await lastMail(stack, next);
    const toOld = await lastMail(stack, me.email);

    const first = await follow(toNew.link);
    expect(first.landing).toBe(`${SITE}/`);
    expect(first.hash.get('message')).toBe(ACCEPTED);
    expect(first.hash.get('access_token')).toBeNull();
    expect(await stored(stack, me.user.id)).toMatchObject({ email: me.email, email_change: next });
    // A followed link is used up.
    expect((await follow(toNew.link)).hash.get('error_code')).toBe('otp_expired');

    const second = await follow(toOld.link);
    expect(second.hash.get('type')).toBe('email_change');
    expect(second.hash.get('access_token')).toBeTruthy();
    const row = await stored(stack, me.user.id);
    expect(row).toMatchObject({ email: next, email_change: '' });
    expect(row.email_confirmed_at).not.toBeNull();

    const { data } = await me.client.auth.getUser();
    expect(data.user?.email).toBe(next);
    expect(data.user?.new_email).toBeUndefined();
    expect(data.user?.identities?.[0]?.identity_data).toMatchObject({ email: next, email_verified: true });
    expect(await signsIn(stack, next, me.password)).toBeNull();
    expect(await signsIn(stack, me.email, me.password)).toBe('invalid_credentials');
  });

  it('verifyOtp({ type: "email_change" }) with each address and its code, in either order', async () => {
    const me = await confirmedUser(stack, 'codes-old');
    const next = uniqueEmail('codes-new');
    expect((await me.client.auth.updateUser({ email: next })).error).toBeNull();
    const oldCode = (await lastMail(stack, me.email)).otp!;
    const newCode = (await lastMail(stack, next)).otp!;

    const verifier = newClient(stack.url, stack.anonKey);
    const wrongSide = await verifier.auth.verifyOtp({ email: next, token: oldCode, type: 'email_change' });
    if (oldCode !== newCode) expect(wrongSide.error).toMatchObject({ status: 403, code: 'otp_expired' });

    // GoTrue's answer to the first of two: { msg, code }, which supabase-js returns as no user, no session.
    const raw = await fetch(`${stack.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'email_change', email: me.email, token: oldCode }),
    });
    expect(raw.status).toBe(200);
    expect(await raw.json()).toEqual({ msg: ACCEPTED, code: '200' });
    expect((await stored(stack, me.user.id)).email).toBe(me.email);

    const second = await verifier.auth.verifyOtp({ email: next, token: newCode, type: 'email_change' });
    expect(second.error).toBeNull();
    expect(second.data.session?.user.email).toBe(next);
    expect((await stored(stack, me.user.id)).email).toBe(next);
  });

  it('resend({ type: "email_change" }) mails fresh links; the old ones no longer work', async () => {
    const me = await confirmedUser(stack, 'resend-old');
    const next = uniqueEmail('resend-new');
    expect((await me.client.auth.updateUser({ email: next })).error).toBeNull();
    const before = await lastMail(stack, next);
    const anon = newClient(stack.url, stack.anonKey);
    expect(await anon.auth.resend({ type: 'email_change', email: me.email })).toMatchObject({ error: null });
    const after = await lastMail(stack, next);
    expect(after.link).not.toBe(before.link);
    expect((await mailsTo(stack, me.email)).filter((m) => m.subject === 'Confirm Email Change')).toHaveLength(
      2,
    );
    expect((await follow(before.link)).hash.get('error_code')).toBe('otp_expired');

    // No change pending, or an unknown address: 200 {} and no mail.
    const idle = await confirmedUser(stack, 'resend-idle');
    const count = (await mailsTo(stack, idle.email)).length;
    expect(await anon.auth.resend({ type: 'email_change', email: idle.email })).toMatchObject({
      error: null,
    });
    expect(await anon.auth.resend({ type: 'email_change', email: uniqueEmail('nobody') })).toMatchObject({
      error: null,
    });
    expect(await mailsTo(stack, idle.email)).toHaveLength(count);

    await follow(after.link);
    await follow((await lastMail(stack, me.email)).link);
    expect((await stored(stack, me.user.id)).email).toBe(next);
  });

  it('an address another account has → 422 email_exists, nothing pending', async () => {
    const me = await confirmedUser(stack, 'taken-me');
    const other = await confirmedUser(stack, 'taken-other');
    const { error } = await me.client.auth.updateUser({ email: other.email });
    expect(error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    expect(await stored(stack, me.user.id)).toMatchObject({ email: me.email, email_change: '' });
  });
});

describe('double_confirm_changes = false in config.toml: only the new address confirms', () => {
  let stack: TestStack;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'email-change-'));
    const file = join(dir, 'config.toml');
    writeFileSync(
      file,
      readFileSync(CONFIG_FILE, 'utf8').replace(
        /double_confirm_changes = true/,
        'double_confirm_changes = false',
      ),
    );
    stack = await startStack({ confirmEmail: true, configFile: file });
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('one mail, to the new address; its link applies the change', async () => {
    const me = await confirmedUser(stack, 'single-old');
    const before = (await mailsTo(stack, me.email)).length;
    const next = uniqueEmail('single-new');
    expect((await me.client.auth.updateUser({ email: next })).data.user).toMatchObject({
      email: me.email,
      new_email: next,
    });
    expect(await mailsTo(stack, me.email)).toHaveLength(before);
    const { hash } = await follow((await lastMail(stack, next)).link);
    expect(hash.get('type')).toBe('email_change');
    expect(hash.get('access_token')).toBeTruthy();
    expect((await stored(stack, me.user.id)).email).toBe(next);
  });
});

describe('autoconfirm (confirmations off): an email change still waits for the links', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.stop());

  it('as GoTrue does for every account that is not anonymous', async () => {
    const me = await confirmedUser(stack, 'auto-old');
    const next = uniqueEmail('auto-new');
    const { data, error } = await me.client.auth.updateUser({ email: next, data: { theme: 'dark' } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: me.email, new_email: next, user_metadata: { theme: 'dark' } });
    expect((await stored(stack, me.user.id)).email).toBe(me.email);
    await follow((await lastMail(stack, next)).link);
    expect((await stored(stack, me.user.id)).email).toBe(me.email);
    await follow((await lastMail(stack, me.email)).link);
    expect((await stored(stack, me.user.id)).email).toBe(next);
  });
});
