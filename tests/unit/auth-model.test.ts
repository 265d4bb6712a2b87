import { describe, expect, it } from 'vitest';
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpMetadata,
  signUpSchema,
} from '@/features/auth/model';

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
