import { describe, expect, it } from 'vitest';
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  invitationInTarget,
  signUpMetadata,
  signUpSchema,
} from '@/features/auth/model';
import { localeCurrency } from '@/lib/locale-currency';

const firstIssue = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues[0];

describe('signInSchema', () => {
  it('needs an email and a password', () => {
    expect(signInSchema().safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(firstIssue(signInSchema().safeParse({ email: '', password: 'x' }))?.message).toBe(
      'Email is required',
    );
    expect(firstIssue(signInSchema().safeParse({ email: 'nope', password: 'x' }))?.message).toBe(
      'Enter a valid email address',
    );
    expect(firstIssue(signInSchema().safeParse({ email: 'a@b.co', password: '' }))?.message).toBe(
      'Password is required',
    );
  });

  it('trims the address', () => {
    expect(signInSchema().parse({ email: '  a@b.co ', password: 'x' }).email).toBe('a@b.co');
  });
});

describe('signUpSchema', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    company: 'Engines',
    password: '12345678',
  };

  it('accepts a complete form with an 8-character password', () => {
    expect(signUpSchema().safeParse(valid).success).toBe(true);
  });

  it.each(['firstName', 'lastName', 'company'] as const)(
    'requires %s (blank spaces do not count)',
    (field) => {
      const result = signUpSchema().safeParse({ ...valid, [field]: '   ' });
      expect(firstIssue(result)?.path).toEqual([field]);
    },
  );

  it('rejects a password under 8 characters with the hint text, and over 72', () => {
    expect(firstIssue(signUpSchema().safeParse({ ...valid, password: 'short1' }))?.message).toBe(
      'Must be at least 8 characters',
    );
    expect(signUpSchema().safeParse({ ...valid, password: 'x'.repeat(73) }).success).toBe(false);
  });
});

describe('signUpMetadata', () => {
  it("sends the spec's payload with full_name joined by a space", () => {
    expect(signUpMetadata({ firstName: ' Ada ', lastName: 'Lovelace', company: 'Engines Ltd ' })).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: 'Engines Ltd',
      full_name: 'Ada Lovelace',
    });
  });

  it("sends the currency of the browser's locale for the new workspace", () => {
    expect(
      signUpMetadata({ firstName: 'Ada', lastName: 'Lovelace' }, undefined, localeCurrency('en-GB')),
    ).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: '',
      currency: 'GBP',
      full_name: 'Ada Lovelace',
    });
    expect(localeCurrency('de')).toBe('EUR');
    expect(localeCurrency('en-US')).toBe('USD');
    expect(localeCurrency('not a locale')).toBeUndefined();
  });
});

describe('signing up through an invitation', () => {
  it('sends the token instead of a company and a currency', () => {
    expect(signUpMetadata({ firstName: 'Ada', lastName: 'Lovelace' }, 'tok_en-1', 'GBP')).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      invitation_token: 'tok_en-1',
      full_name: 'Ada Lovelace',
    });
  });

  it('finds the invitation in the return-to target, with its address when it is one', () => {
    expect(invitationInTarget('/invite/abc_D-9?email=ada%40example.com')).toEqual({
      token: 'abc_D-9',
      email: 'ada@example.com',
    });
    expect(invitationInTarget('/invite/abc')).toEqual({ token: 'abc', email: '' });
    expect(invitationInTarget('/invite/abc?email=not-an-address')).toEqual({ token: 'abc', email: '' });
    expect(invitationInTarget('/app/dashboard')).toBeNull();
    expect(invitationInTarget('/invite/abc/extra')).toBeNull();
  });
});

describe('forgot and reset password', () => {
  it('needs a valid email to send a link', () => {
    expect(forgotPasswordSchema().safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(forgotPasswordSchema().safeParse({ email: 'a@' }).success).toBe(false);
  });

  it('needs 8 characters and a matching confirmation', () => {
    expect(
      resetPasswordSchema().safeParse({ password: 'new-password', confirmPassword: 'new-password' }).success,
    ).toBe(true);
    expect(
      firstIssue(resetPasswordSchema().safeParse({ password: 'short', confirmPassword: 'short' }))?.message,
    ).toBe('Must be at least 8 characters');
    const mismatch = firstIssue(
      resetPasswordSchema().safeParse({ password: 'new-password', confirmPassword: 'other-pass' }),
    );
    expect(mismatch).toMatchObject({ message: 'Passwords do not match', path: ['confirmPassword'] });
  });
});
