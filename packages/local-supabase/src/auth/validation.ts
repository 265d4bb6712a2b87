// Request-body parsing and GoTrue's input rules for emails, passwords and metadata.
import type { HttpRequest } from '../types';
import { AuthError } from './errors';
import { MAX_VALUE_DEPTH, nestingDepth } from '../nesting';

const MAX_PASSWORD_BYTES = 72;

/** `[auth] password_requirements`: the character sets a password must each draw from. */
const REQUIRED_SETS: Record<string, string[]> = {
  letters_digits: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits_symbols: [
    'abcdefghijklmnopqrstuvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '0123456789',
    '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
  ],
};

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const normalizeEmail = (value: unknown): string =>
  typeof value === 'string' ? value.trim().toLowerCase() : '';

export function validateEmail(email: string): void {
  if (!email || email.length > 255 || !EMAIL_RE.test(email)) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
}

/**
 * GoTrue's checkPasswordStrength with `[auth] minimum_password_length` and
 * `password_requirements`: too long is a validation error, too short or missing a required
 * kind of character a weak password.
 */
export function checkPassword(
  rules: { minimumPasswordLength: number; passwordRequirements: string },
  password: string,
): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new AuthError(
      400,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < rules.minimumPasswordLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${rules.minimumPasswordLength} characters.`);
  }
  const sets = REQUIRED_SETS[rules.passwordRequirements] ?? [];
  if (sets.some((set) => ![...password].some((c) => set.includes(c)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  if (reasons.length) {
    const message = messages.join(' ');
    throw new AuthError(422, 'weak_password', message, { weak_password: { reasons, message } });
  }
}

/** `data` (user metadata) must be an object when present. */
export function metadataOf(value: unknown): Record<string, unknown> | undefined {
  if (value !== undefined && value !== null && !isObject(value)) {
    throw new AuthError(400, 'validation_failed', 'User metadata must be a JSON object');
  }
  return isObject(value) ? value : undefined;
}

export function parseBody(req: HttpRequest): Record<string, unknown> {
  if (!req.body.trim()) return {};
  // Go's JSON decoder refuses deep nesting too; here it would overflow the stack later.
  if (nestingDepth(req.body, 'json') > MAX_VALUE_DEPTH)
    throw new AuthError(400, 'bad_json', 'Unable to parse JSON');
  let value: unknown;
  try {
    value = JSON.parse(req.body);
  } catch {
    throw new AuthError(400, 'bad_json', 'Unable to parse JSON');
  }
  if (!isObject(value)) throw new AuthError(400, 'bad_json', 'Unable to parse JSON');
  return value;
}

export const stringField = (body: Record<string, unknown>, key: string): string =>
  typeof body[key] === 'string' ? (body[key] as string) : '';
