// The auth service's brute-force limits, all within one window (5 minutes by default):
//   - sign-in, sign-up and mail attempts per IP and address (`authRateLimit`, 30);
//   - sign-ins and sign-ups per IP, whatever the address (`authIpRateLimit`; GoTrue's
//     `[auth.rate_limit] sign_in_sign_ups`), so one password sprayed across many addresses
//     is limited too. 1,000 by default, since the test suites sign in very often from
//     127.0.0.1, and never below the per-address limit unless set explicitly;
//   - verifications per IP (`authVerifyRateLimit`; GoTrue's rate_limit_verify,
//     `[auth.rate_limit] token_verifications`, 30), links and codes alike;
//   - wrong codes per address (`authMaxWrongCodes`, 5): the fifth wrong six-digit code for an
//     address drops every code and link outstanding for it, so guessing needs a new code
//     every 5 tries (a code is 1 in 1,000,000).
import { AuthError } from './errors';
import { RateLimiter } from './rate-limiter';

export const DEFAULT_WINDOW_MS = 5 * 60_000;
export const DEFAULT_IP_RATE_LIMIT = 1_000;
export const DEFAULT_VERIFY_RATE_LIMIT = 30;
export const DEFAULT_MAX_WRONG_CODES = 5;

/** Codes live an hour (email-links.ts); a count older than that concerns an expired code. */
const WRONG_CODE_MEMORY_MS = 60 * 60_000;

export interface AuthLimitOptions {
  /** Sign-in and sign-up attempts allowed per IP and email within windowMs. */
  rateLimit: { max: number; windowMs: number };
  /** Sign-ins and sign-ups per IP within the window. Default: see resolveIpRateLimit. */
  ipRateLimit?: number;
  /** Verifications per IP within the window. Default env SUPABASE_LOCAL_AUTH_VERIFY_RATE_LIMIT, config, or 30. */
  verifyRateLimit?: number;
  /** Wrong codes for one address that drop its outstanding codes. Default 5. */
  maxWrongCodes?: number;
  /** `[auth.rate_limit]` of config.toml. */
  rateLimitConfig?: { signInSignUps: number | null; tokenVerifications: number | null };
}

export type LimitBucket = 'sign_in' | 'verify';

const rateLimited = (): AuthError =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

function positiveInt(raw: string | undefined): number | undefined {
  const n = raw ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Option, then env SUPABASE_LOCAL_AUTH_IP_RATE_LIMIT, then config.toml or 1,000 (raised to the per-address limit). */
export function resolveIpRateLimit(options: AuthLimitOptions, env: NodeJS.ProcessEnv = process.env): number {
  return (
    options.ipRateLimit ??
    positiveInt(env.SUPABASE_LOCAL_AUTH_IP_RATE_LIMIT) ??
    Math.max(options.rateLimitConfig?.signInSignUps ?? DEFAULT_IP_RATE_LIMIT, options.rateLimit.max)
  );
}

export function resolveVerifyRateLimit(
  options: AuthLimitOptions,
  env: NodeJS.ProcessEnv = process.env,
): number {
  return (
    options.verifyRateLimit ??
    positiveInt(env.SUPABASE_LOCAL_AUTH_VERIFY_RATE_LIMIT) ??
    options.rateLimitConfig?.tokenVerifications ??
    DEFAULT_VERIFY_RATE_LIMIT
  );
}

export class AuthLimits {
  private readonly perAddress: RateLimiter;
  private readonly perIp: Record<LimitBucket, RateLimiter>;
  private readonly maxWrongCodes: number;
  private readonly wrongCodes = new Map<string, { count: number; since: number }>();

  constructor(options: AuthLimitOptions) {
    const { windowMs } = options.rateLimit;
    this.perAddress = new RateLimiter(options.rateLimit.max, windowMs);
    this.perIp = {
      sign_in: new RateLimiter(resolveIpRateLimit(options), windowMs),
      verify: new RateLimiter(resolveVerifyRateLimit(options), windowMs),
    };
    this.maxWrongCodes = options.maxWrongCodes ?? DEFAULT_MAX_WRONG_CODES;
  }

  /** Throws 429 over_request_rate_limit when `ip` + key is over the per-address limit. */
  limit(ip: string, key: string): void {
    if (!this.perAddress.attempt(`${ip}|${key}`)) throw rateLimited();
  }

  /** Throws 429 over_request_rate_limit when `ip` is over the bucket's per-IP limit. */
  limitIp(ip: string, bucket: LimitBucket): void {
    if (!this.perIp[bucket].attempt(ip)) throw rateLimited();
  }

  /** Records a wrong code for the address; true when its outstanding codes must now be dropped. */
  wrongCode(email: string, now = Date.now()): boolean {
    if (this.wrongCodes.size > 10_000) {
      for (const [key, entry] of this.wrongCodes) {
        if (entry.since < now - WRONG_CODE_MEMORY_MS) this.wrongCodes.delete(key);
      }
    }
    const entry = this.wrongCodes.get(email) ?? { count: 0, since: now };
    entry.count++;
    if (entry.count >= this.maxWrongCodes) {
      this.wrongCodes.delete(email);
      return true;
    }
    this.wrongCodes.set(email, entry);
    return false;
  }

  /** A new code was sent to, or a code used by, the address: its count starts again. */
  resetWrongCodes(email: string): void {
    this.wrongCodes.delete(email);
  }
}
