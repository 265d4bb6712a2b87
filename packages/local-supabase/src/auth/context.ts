// What every auth endpoint needs, built once per stack (like rest/'s request context).
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { AuthConfig } from '../config';
import type { LocalDatabase } from '../database';
import type { JwtKeys } from '../jwt';
import type { Mailbox } from '../mail';
import type { HttpRequest } from '../types';
import { AuthLimits, type AuthLimitOptions, type LimitBucket } from './limits';

/** GoTrue's bcrypt cost (Go's bcrypt.DefaultCost). */
export const BCRYPT_COST = 10;

export interface AuthRequest extends HttpRequest {
  /** The client's address, for rate limiting. */
  ip: string;
}

export interface AuthOptions extends AuthLimitOptions {
  db: LocalDatabase;
  mailbox: Mailbox;
  /** The JWT secret and any signing keys (access tokens are signed with the signing key when there is one). */
  jwtKeys: JwtKeys;
  /** `[auth]` of config.toml. */
  config: AuthConfig;
  /** The API's base URL (`http://127.0.0.1:54321`); tokens are issued by `<apiUrl>/auth/v1`. */
  apiUrl: () => string;
  /** Where email links land when no allowed redirect_to is given. */
  siteUrl: string;
  /** Sign-up waits for the emailed link (GoTrue's `mailer_autoconfirm: false`). Default false. */
  confirmEmail?: boolean;
  /** Addresses whose sign-up waits for the link even with confirmEmail off. */
  confirmEmailFor?: (email: string) => boolean;
  /** Seconds a rotated refresh token may still be used (GoTrue's reuse interval). Default 10. */
  refreshTokenReuseInterval?: number;
  /**
   * An email change needs the link sent to the current address as well as the one sent to the
   * new address (`[auth.email] double_confirm_changes`). Default true, as on Supabase.
   */
  doubleConfirmChanges?: boolean;
  /** Where server-side failures are reported. Default console.error. */
  log?: (line: string) => void;
  /** bcrypt cost of the hashes this stack makes. Default BCRYPT_COST (GoTrue's). */
  passwordHashCost?: number;
}

export interface AuthContext {
  db: LocalDatabase;
  mailbox: Mailbox;
  jwtKeys: JwtKeys;
  config: AuthConfig;
  apiUrl: () => string;
  siteUrl: string;
  confirmEmail: boolean;
  /** Whether a sign-up of this address waits for the emailed link. */
  confirmsSignUp: (email: string) => boolean;
  refreshTokenReuseInterval: number;
  doubleConfirmChanges: boolean;
  log: (line: string) => void;
  /** bcrypt cost of new password hashes. */
  hashCost: number;
  /** Unknown emails are compared against this, so timing does not reveal who has an account. */
  dummyHash: Promise<string>;
  /** Throws 429 over_request_rate_limit when `req.ip` + key is over the limit. */
  limit(req: AuthRequest, key: string): void;
  /** Throws 429 over_request_rate_limit when `req.ip` is over its sign-in or verification limit. */
  limitIp(req: AuthRequest, bucket: LimitBucket): void;
  /** Records a wrong code for the address; true when its outstanding codes must now be dropped. */
  wrongCode(email: string): boolean;
  /** A fresh code went to the address (or its code was used): its wrong-code count starts again. */
  codesSent(email: string): void;
}

export function createAuthContext(options: AuthOptions): AuthContext {
  const limits = new AuthLimits(options);
  const hashCost = options.passwordHashCost ?? BCRYPT_COST;
  return {
    db: options.db,
    mailbox: options.mailbox,
    jwtKeys: options.jwtKeys,
    config: options.config,
    apiUrl: options.apiUrl,
    siteUrl: options.siteUrl.replace(/\/+$/, ''),
    confirmEmail: options.confirmEmail ?? false,
    confirmsSignUp: (email) => (options.confirmEmail ?? false) || (options.confirmEmailFor?.(email) ?? false),
    refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? 10,
    doubleConfirmChanges: options.doubleConfirmChanges ?? true,
    log: options.log ?? ((line) => console.error(line)),
    hashCost,
    dummyHash: bcrypt.hash(randomBytes(16).toString('hex'), hashCost),
    limit: (req, key) => limits.limit(req.ip, key),
    limitIp: (req, bucket) => limits.limitIp(req.ip, bucket),
    wrongCode: (email) => limits.wrongCode(email),
    codesSent: (email) => limits.resetWrongCodes(email),
  };
}
