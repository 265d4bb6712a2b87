// Brute-force limits of the auth service: verifications per IP (GoTrue's
// rate_limit_verify, `[auth.rate_limit] token_verifications`), an address's outstanding
// code invalidated after a handful of wrong codes, and sign-ins/sign-ups per IP
// (`sign_in_sign_ups`) so one password sprayed across many addresses is limited too.
// Each stack sets its limit low, so a handful of requests shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../src/index';
import { newClient, signUpUser, startStack, uniqueEmail, type TestStack } from '../../src/testing';

async function lastMail(stack: TestStack, to: string): Promise<Mail> {
  const mails = (await (
    await fetch(`${stack.url}/__dev/mail?to=${encodeURIComponent(to)}`)
  ).json()) as Mail[];
  expect(mails.length).toBeGreaterThan(0);
  return mails[0]!;
}

async function verify(stack: TestStack, body: Record<string, unknown>): Promise<Response> {
  return fetch(`${stack.url}/auth/v1/verify`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A six-digit code that is not `code`. */
const wrongCode = (code: string, i: number): string =>
  String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

const RATE_LIMITED = {
  code: 'over_request_rate_limit',
  error_code: 'over_request_rate_limit',
  msg: 'Request rate limit reached',
  message: 'Request rate limit reached',
};

describe('verifications per IP (authVerifyRateLimit)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack({ authVerifyRateLimit: 4 });
  });
  afterAll(() => stack?.stop());

  it('over the limit → 429 over_request_rate_limit in GoTrue’s shape, for codes, hashes and links alike', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await verify(stack, { type: 'recovery', token_hash: `guess-${i}` });
      expect(res.status).toBe(403);
    }
    const limited = await verify(stack, { type: 'recovery', email: uniqueEmail('x'), token: '123456' });
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as Record<string, unknown>;
    expect(body).toEqual(RATE_LIMITED);

    const link = await fetch(`${stack.url}/auth/v1/verify?token=guess&type=recovery`, { redirect: 'manual' });
    expect(link.status).toBe(429);
    expect(await link.json()).toEqual(RATE_LIMITED);

    // supabase-js raises it as an AuthApiError.
    const client = newClient(stack.url, stack.anonKey);
    const { error } = await client.auth.verifyOtp({
      email: uniqueEmail('y'),
      token: '123456',
      type: 'email',
    });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('wrong codes for an address (authMaxWrongCodes, default 5)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack({ authVerifyRateLimit: 100 });
  });
  afterAll(() => stack?.stop());

  it('5 wrong recovery codes invalidate the outstanding code: the right one no longer works', async () => {
    const { email } = await signUpUser(stack, { prefix: 'brute' });
    const client = newClient(stack.url, stack.anonKey);
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const { otp } = await lastMail(stack, email);
    for (let i = 0; i < 5; i++) {
      const res = await verify(stack, { type: 'recovery', email, token: wrongCode(otp!, i) });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'otp_expired' });
    }
    const right = await client.auth.verifyOtp({ email, token: otp!, type: 'recovery' });
    expect(right.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect(right.data.session).toBeNull();

    // A fresh code gets a fresh allowance.
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const fresh = (await lastMail(stack, email)).otp!;
    expect((await verify(stack, { type: 'recovery', email, token: wrongCode(fresh, 0) })).status).toBe(403);
    const ok = await client.auth.verifyOtp({ email, token: fresh, type: 'recovery' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe(email);
  });

  it('fewer wrong codes leave the code usable; the count is per address', async () => {
    const victim = await signUpUser(stack, { prefix: 'typo' });
    const other = await signUpUser(stack, { prefix: 'typo-other' });
    const client = newClient(stack.url, stack.anonKey);
    await client.auth.resetPasswordForEmail(victim.email);
    await client.auth.resetPasswordForEmail(other.email);
    const code = (await lastMail(stack, victim.email)).otp!;
    const otherCode = (await lastMail(stack, other.email)).otp!;
    for (let i = 0; i < 4; i++) {
      expect(
        (await verify(stack, { type: 'recovery', email: victim.email, token: wrongCode(code, i) })).status,
      ).toBe(403);
    }
    for (let i = 0; i < 4; i++) {
      expect(
        (await verify(stack, { type: 'recovery', email: other.email, token: wrongCode(otherCode, i) }))
          .status,
      ).toBe(403);
    }
    expect(
      (await client.auth.verifyOtp({ email: victim.email, token: code, type: 'recovery' })).error,
    ).toBeNull();
    expect(
      (
        await newClient(stack.url, stack.anonKey).auth.verifyOtp({
          email: other.email,
          token: otherCode,
          type: 'recovery',
        })
      ).error,
    ).toBeNull();
  });
});

describe('sign-ins and sign-ups per IP (authIpRateLimit)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack({ authIpRateLimit: 4 });
  });
  afterAll(() => stack?.stop());

  it('one password sprayed across many addresses from one IP → 429 after the limit', async () => {
    const client = newClient(stack.url, stack.anonKey);
    for (let i = 0; i < 4; i++) {
      const { error } = await client.auth.signInWithPassword({
        email: uniqueEmail(`spray-${i}`),
        password: 'Summer2026!',
      });
      expect(error?.code).toBe('invalid_credentials');
    }
    const signIn = await client.auth.signInWithPassword({
      email: uniqueEmail('spray'),
      password: 'Summer2026!',
    });
    expect(signIn.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    const signUp = await client.auth.signUp({ email: uniqueEmail('spray-up'), password: 'Summer2026!' });
    expect(signUp.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});
