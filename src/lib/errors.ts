// Maps Auth (GoTrue) and PostgREST errors to the words a user sees. Raw
// database text (SQL, constraint names, row contents) is never passed through.

export const messages = {
  network: 'Could not reach the server. Check your connection and try again.',
  offline: 'You are offline. Changes cannot be saved until you are back online.',
  invalidCredentials: 'Invalid email or password.',
  emailNotConfirmed: 'Please confirm your email address before signing in.',
  alreadyRegistered: 'An account with this email already exists. Sign in instead?',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  unexpected: 'An unexpected error occurred',
  signInFailed: 'Failed to sign in',
  signUpFailed: 'Failed to sign up',
  resetFailed: 'Failed to send the reset link',
  updatePasswordFailed: 'Failed to update password',
  profileFailed: 'Failed to load user profile',
  notAuthenticated: 'User not authenticated',
} as const;

export type AuthAction = 'sign-in' | 'sign-up' | 'reset' | 'update-password';

export type AuthFailureKind =
  | 'network'
  | 'credentials'
  | 'rate-limit'
  | 'weak-password'
  | 'already-registered'
  | 'service'
  | 'unexpected';

export interface AuthFailure {
  kind: AuthFailureKind;
  message: string;
}

const fallbackFor: Record<AuthAction, string> = {
  'sign-in': messages.signInFailed,
  'sign-up': messages.signUpFailed,
  reset: messages.resetFailed,
  'update-password': messages.updatePasswordFailed,
};

interface ErrorShape {
  name?: unknown;
  message?: unknown;
  status?: unknown;
  code?: unknown;
  reasons?: unknown;
}

const shape = (error: unknown): ErrorShape =>
  typeof error === 'object' && error !== null ? (error as ErrorShape) : {};

const isAuthError = (error: unknown) =>
  typeof error === 'object' && error !== null && '__isAuthError' in error && error.__isAuthError === true;

/** A request that never got an answer: fetch's TypeError, auth-js's retryable fetch error, status 0. */
export function isNetworkError(error: unknown): boolean {
  const { name, message, status, code } = shape(error);
  // fetch rejects with a TypeError ('Failed to fetch', 'NetworkError…', 'Load failed'), never an answer.
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) return true;
  if (name === 'AuthRetryableFetchError' || status === 0) return true;
  // postgrest-js turns a failed fetch into { code: '', message: 'TypeError: Failed to fetch' }.
  return code === '' && typeof message === 'string' && /^(TypeError|FetchError|AbortError)\b/.test(message);
}

const reasonWords: Record<string, string> = {
  length: 'it must be at least 8 characters long',
  characters: 'it must mix letters, numbers and symbols',
  pwned: 'it has appeared in a known data breach; choose another',
};

/** "Password is too weak: it must be at least 8 characters long." */
export function weakPasswordMessage(reasons: readonly string[]): string {
  const words = reasons.map((reason) => reasonWords[reason] ?? reason).filter(Boolean);
  if (words.length === 0) return 'Password is too weak.';
  return `Password is too weak: ${words.join('; ')}.`;
}

/** The user-facing outcome of a failed sign-in, sign-up, reset request or password update. */
export function authFailure(error: unknown, action: AuthAction): AuthFailure {
  const { status, code, message, name, reasons } = shape(error);
  if (isNetworkError(error)) return { kind: 'network', message: messages.network };
  if (!isAuthError(error)) return { kind: 'unexpected', message: messages.unexpected };
  if (status === 429 || code === 'over_request_rate_limit' || code === 'over_email_send_rate_limit') {
    return { kind: 'rate-limit', message: messages.rateLimited };
  }
  if (code === 'weak_password' || name === 'AuthWeakPasswordError') {
    return {
      kind: 'weak-password',
      message: weakPasswordMessage(Array.isArray(reasons) ? reasons.map(String) : []),
    };
  }
  if (code === 'user_already_exists' || code === 'email_exists') {
    return { kind: 'already-registered', message: messages.alreadyRegistered };
  }
  if (action === 'sign-in' && (code === 'invalid_credentials' || message === 'Invalid login credentials')) {
    // The same words whether the address exists or not.
    return { kind: 'credentials', message: messages.invalidCredentials };
  }
  if (code === 'email_not_confirmed') return { kind: 'service', message: messages.emailNotConfirmed };
  // Only an answer the service gave about the request itself (4xx) is worth repeating.
  const answered = name === 'AuthApiError' && typeof status === 'number' && status < 500;
  const text = answered && typeof message === 'string' && message.trim() ? message : fallbackFor[action];
  return { kind: 'service', message: text };
}

// SQLSTATE classes and PostgREST codes worth retrying: connection, resources, operator, internal.
const RETRYABLE_CODE = /^(08|40|53|57|58|XX)|^PGRST00[0-3]$/;

/** An answer the client caused (4xx): retrying it would fail again. */
export function isClientError(error: unknown): boolean {
  const { status, code, message } = shape(error);
  if (typeof status === 'number' && status !== 0) return status >= 400 && status < 500;
  if (message === messages.notAuthenticated) return true;
  if (typeof code === 'string' && code !== '') return !RETRYABLE_CODE.test(code);
  return false;
}

/** A change refused before it was sent, because the browser is offline (lib/query-client.ts). */
export class OfflineError extends Error {
  constructor() {
    super(messages.offline);
    this.name = 'OfflineError';
  }
}

/** The message for a failed data action: a connection hint when offline, else the screen's fallback. */
export function dataErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof OfflineError) return messages.offline;
  return isNetworkError(error) ? messages.network : fallback;
}

/**
 * The row is not there for this user: PostgREST found 0 rows for single() (PGRST116),
 * save_tender found no such tender (P0002), or the id is not even a uuid (22P02). RLS makes
 * "not yours" look the same.
 */
export function isNotFoundError(error: unknown): boolean {
  const { code } = shape(error);
  return code === 'PGRST116' || code === 'P0002' || code === '22P02';
}
