// Email flows through the dev mailbox: confirmation mode (SUPABASE_LOCAL_CONFIRM=1,
// `confirmEmail: true`), magic links and email OTPs (POST /otp), resend, and verify
// with token_hash or a six-digit code, with GoTrue's error codes.
import { isAuthApiError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../src/index';
import { newClient, signUpUser, startStack, uniqueEmail, type TestStack } from '../../src/testing';

const SITE = 'http://localhost:5173';

async function mailTo(stack: TestStack, to: string): Promise<Mail> {
  const mails = (await (
    await fetch(`${stack.url}/__dev/mail?to=${encodeURIComponent(to)}`)
  ).json()) as Mail[];
  expect(mails.length).toBeGreaterThan(0);
  return mails[0]!;
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

describe('confirmation mode (confirmEmail: true)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack({ confirmEmail: true });
  });
  afterAll(() => stack?.stop());

  it('sign-up returns a bare User, mails a link, refuses password sign-in until the link is followed', async () => {
    const email = uniqueEmail('confirm');
    const client = newClient(stack.url, stack.anonKey);
    const { data, error } = await client.auth.signUp({ email, password: 'password-123' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, confirmation_sent_at: expect.any(String) });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect((await client.auth.getSession()).data.session).toBeNull();

    const early = await newClient(stack.url, stack.anonKey).auth.signInWithPassword({
      email,
      password: 'password-123',
    });
    expect(isAuthApiError(early.error)).toBe(true);
    expect(early.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });

    const mail = await mailTo(stack, email);
    expect(mail.subject).toBe('Confirm Your Signup');
    expect(mail.otp).toMatch(/^\d{6}$/);
    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${stack.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(SITE);

    const { landing, hash } = await follow(mail.link);
    expect(landing).toBe(`${SITE}/`);
    expect(hash.get('type')).toBe('signup');
    const set = await client.auth.setSession({
      access_token: hash.get('access_token')!,
      refresh_token: hash.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(
      (await newClient(stack.url, stack.anonKey).auth.signInWithPassword({ email, password: 'password-123' }))
        .error,
    ).toBeNull();

    // A used link fails the way GoTrue's does.
    expect((await follow(mail.link)).hash.get('error_code')).toBe('otp_expired');
  });

  it('the settings say autoconfirm is off; resend mails a fresh link that works', async () => {
    const settings = (await (await fetch(`${stack.url}/auth/v1/settings`)).json()) as {
      mailer_autoconfirm: boolean;
    };
    expect(settings.mailer_autoconfirm).toBe(false);
    const email = uniqueEmail('resend');
    const client = newClient(stack.url, stack.anonKey);
    await client.auth.signUp({
      email,
      password: 'password-123',
      options: { emailRedirectTo: `${SITE}/app/dashboard` },
    });
    const first = await mailTo(stack, email);
    expect(new URL(first.link).searchParams.get('redirect_to')).toBe(`${SITE}/app/dashboard`);
    expect(
      await client.auth.resend({
        type: 'signup',
        email,
        options: { emailRedirectTo: `${SITE}/app/dashboard` },
      }),
    ).toMatchObject({ error: null });
    const second = await mailTo(stack, email);
    expect(second.link).not.toBe(first.link);
    expect((await follow(first.link)).hash.get('error_code')).toBe('otp_expired');
    const { landing, hash } = await follow(second.link);
    expect(landing).toBe(`${SITE}/app/dashboard`);
    expect(hash.get('access_token')).toBeTruthy();
  });

  it('verifyOtp with the emailed six-digit code confirms and signs in', async () => {
    const email = uniqueEmail('code');
    const client = newClient(stack.url, stack.anonKey);
    await client.auth.signUp({ email, password: 'password-123' });
    const wrong = await client.auth.verifyOtp({ email, token: '000000', type: 'email' });
    const { otp } = await mailTo(stack, email);
    if (otp !== '000000') {
      expect(wrong.error).toMatchObject({
        status: 403,
        code: 'otp_expired',
        message: 'Token has expired or is invalid',
      });
    }
    const { data, error } = await client.auth.verifyOtp({ email, token: otp!, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect((await client.auth.getUser()).data.user?.email_confirmed_at).toEqual(expect.any(String));
  });
});

describe('magic links and OTP (autoconfirm)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.stop());

  it('signInWithOtp mails a magic link that lands signed in (type=magiclink)', async () => {
    const { email } = await signUpUser(stack);
    const client = newClient(stack.url, stack.anonKey);
    const sent = await client.auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE}/app` } });
    expect(sent.error).toBeNull();
    const mail = await mailTo(stack, email);
    expect(mail.subject).toBe('Your Magic Link');
    const { landing, hash } = await follow(mail.link);
    expect(landing).toBe(`${SITE}/app`);
    expect(hash.get('type')).toBe('magiclink');
    const set = await client.auth.setSession({
      access_token: hash.get('access_token')!,
      refresh_token: hash.get('refresh_token')!,
    });
    expect(set.data.user?.email).toBe(email);
  });

  it('verifyOtp with token_hash signs in once; a second use is otp_expired', async () => {
    const { email } = await signUpUser(stack);
    const client = newClient(stack.url, stack.anonKey);
    await client.auth.signInWithOtp({ email });
    const tokenHash = new URL((await mailTo(stack, email)).link).searchParams.get('token')!;
    const first = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(first.error).toBeNull();
    expect(first.data.user?.email).toBe(email);
    const again = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('an email code expires after an hour', async () => {
    const { email, user } = await signUpUser(stack);
    const client = newClient(stack.url, stack.anonKey);
    await client.auth.signInWithOtp({ email });
    const { otp } = await mailTo(stack, email);
    await stack.db.transaction((q) =>
      q.query(`update auth.users set recovery_sent_at = now() - interval '61 minutes' where id = $1`, [
        user.id,
      ]),
    );
    const late = await client.auth.verifyOtp({ email, token: otp!, type: 'email' });
    expect(late.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('signInWithOtp creates an unknown address (confirmation mail) unless shouldCreateUser is false', async () => {
    const client = newClient(stack.url, stack.anonKey);
    const email = uniqueEmail('new');
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    expect((await mailTo(stack, email)).subject).toBe('Confirm Your Signup');
    const nobody = uniqueEmail('nobody');
    const refused = await client.auth.signInWithOtp({ email: nobody, options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });

  it('bad verify requests get GoTrue’s validation errors', async () => {
    const client = newClient(stack.url, stack.anonKey);
    const noType = await fetch(`${stack.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ token_hash: 'x' }),
    });
    expect(noType.status).toBe(400);
    expect(await noType.json()).toMatchObject({ code: 'validation_failed' });
    const unknown = await client.auth.verifyOtp({ token_hash: 'not-a-token', type: 'signup' });
    expect(unknown.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});
