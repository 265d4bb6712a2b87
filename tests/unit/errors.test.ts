import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthUnknownError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { PostgrestError } from '@supabase/postgrest-js';
import { describe, expect, it } from 'vitest';
import {
  authFailure,
  dataErrorMessage,
  isClientError,
  isNetworkError,
  messages,
  weakPasswordMessage,
} from '@/lib/errors';

const apiError = (message: string, status: number, code: string) => new AuthApiError(message, status, code);

describe('authFailure', () => {
  it('gives one generic message for wrong credentials, whatever the address', () => {
    const failure = authFailure(apiError('Invalid login credentials', 400, 'invalid_credentials'), 'sign-in');
    expect(failure).toEqual({ kind: 'credentials', message: 'Invalid email or password.' });
  });

  it('recognises invalid credentials by message when the code is missing', () => {
    expect(authFailure(apiError('Invalid login credentials', 400, ''), 'sign-in').kind).toBe('credentials');
  });

  it('maps network failures to the connection message', () => {
    expect(authFailure(new AuthRetryableFetchError('Failed to fetch', 0), 'sign-in')).toEqual({
      kind: 'network',
      message: 'Could not reach the server. Check your connection and try again.',
    });
    expect(authFailure(new TypeError('Failed to fetch'), 'sign-up').kind).toBe('network');
  });

  it('maps 429 to the rate-limit message', () => {
    expect(
      authFailure(apiError('Request rate limit reached', 429, 'over_request_rate_limit'), 'sign-up'),
    ).toEqual({
      kind: 'rate-limit',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
  });

  it('puts weak-password reasons into words', () => {
    const error = new AuthWeakPasswordError('Password should be at least 8 characters.', 422, ['length']);
    expect(authFailure(error, 'sign-up')).toEqual({
      kind: 'weak-password',
      message: 'Password is too weak: it must be at least 8 characters long.',
    });
    expect(authFailure(apiError('weak', 422, 'weak_password'), 'update-password').kind).toBe('weak-password');
  });

  it('offers sign-in for an address already registered', () => {
    expect(authFailure(apiError('User already registered', 422, 'user_already_exists'), 'sign-up')).toEqual({
      kind: 'already-registered',
      message: 'An account with this email already exists. Sign in instead?',
    });
  });

  it("passes the service's own message through, else the action's fallback", () => {
    expect(authFailure(apiError('Email not confirmed', 400, 'email_not_confirmed'), 'sign-in').message).toBe(
      'Please confirm your email address before signing in.',
    );
    expect(
      authFailure(apiError('Signup requires a valid password', 400, 'validation_failed'), 'sign-up').message,
    ).toBe('Signup requires a valid password');
    expect(authFailure(apiError('', 400, 'validation_failed'), 'sign-in').message).toBe('Failed to sign in');
    expect(authFailure(apiError('', 400, 'validation_failed'), 'sign-up').message).toBe('Failed to sign up');
  });

  it('never shows server-fault text (it may carry database details)', () => {
    const error = apiError(
      'Database error saving new user: relation "x" violates …',
      500,
      'unexpected_failure',
    );
    expect(authFailure(error, 'sign-up').message).toBe('Failed to sign up');
    expect(authFailure(new AuthUnknownError('boom', {}), 'sign-in').message).toBe('Failed to sign in');
  });

  it('calls anything that is not an auth error unexpected', () => {
    expect(authFailure(new Error('kaboom'), 'sign-in')).toEqual({
      kind: 'unexpected',
      message: 'An unexpected error occurred',
    });
    expect(authFailure('a string', 'sign-up').message).toBe('An unexpected error occurred');
    expect(
      authFailure(new TypeError("Cannot read properties of undefined (reading 'x')"), 'sign-in').kind,
    ).toBe('unexpected');
  });
});

describe('weakPasswordMessage', () => {
  it('lists every reason, and copes with none or unknown ones', () => {
    expect(weakPasswordMessage(['length', 'characters'])).toBe(
      'Password is too weak: it must be at least 8 characters long; it must mix letters, numbers and symbols.',
    );
    expect(weakPasswordMessage(['pwned'])).toContain('data breach');
    expect(weakPasswordMessage([])).toBe('Password is too weak.');
    expect(weakPasswordMessage(['entropy'])).toBe('Password is too weak: entropy.');
  });
});

describe('isNetworkError', () => {
  it('spots fetch failures from auth-js, postgrest-js and fetch itself', () => {
    expect(isNetworkError(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(true);
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError({ message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' })).toBe(
      true,
    );
    expect(isNetworkError({ status: 0 })).toBe(true);
  });

  it('leaves answered requests alone', () => {
    expect(isNetworkError(apiError('Invalid login credentials', 400, 'invalid_credentials'))).toBe(false);
    expect(
      isNetworkError(new PostgrestError({ message: 'denied', details: '', hint: '', code: '42501' })),
    ).toBe(false);
    expect(isNetworkError(new Error('x'))).toBe(false);
  });
});

describe('isClientError', () => {
  it('is true for 4xx answers and client-caused PostgREST codes', () => {
    expect(isClientError(apiError('bad', 400, 'validation_failed'))).toBe(true);
    expect(isClientError(apiError('gone', 404, 'not_found'))).toBe(true);
    expect(isClientError(new PostgrestError({ message: 'x', details: '', hint: '', code: 'PGRST116' }))).toBe(
      true,
    );
    expect(isClientError(new PostgrestError({ message: 'x', details: '', hint: '', code: '42501' }))).toBe(
      true,
    );
    expect(isClientError(new PostgrestError({ message: 'x', details: '', hint: '', code: '23505' }))).toBe(
      true,
    );
    expect(isClientError(new Error(messages.notAuthenticated))).toBe(true);
  });

  it('is false for network failures, 5xx and server-side PostgREST codes', () => {
    expect(isClientError(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(false);
    expect(isClientError(apiError('down', 503, 'unexpected_failure'))).toBe(false);
    expect(isClientError(new PostgrestError({ message: 'x', details: '', hint: '', code: 'PGRST000' }))).toBe(
      false,
    );
    expect(isClientError(new PostgrestError({ message: 'x', details: '', hint: '', code: '57014' }))).toBe(
      false,
    );
    expect(isClientError({ message: 'TypeError: Failed to fetch', code: '' })).toBe(false);
    expect(isClientError(new Error('boom'))).toBe(false);
  });
});

describe('dataErrorMessage', () => {
  it('uses the connection hint offline and the screen fallback otherwise (never the raw text)', () => {
    expect(dataErrorMessage(new TypeError('Failed to fetch'), 'Failed to load tenders.')).toBe(
      messages.network,
    );
    const sql = new PostgrestError({
      message: 'syntax error at or near "select"',
      details: '',
      hint: '',
      code: '42601',
    });
    expect(dataErrorMessage(sql, 'Failed to load tenders.')).toBe('Failed to load tenders.');
  });
});
