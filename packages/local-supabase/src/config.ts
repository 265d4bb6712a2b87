// What the local stack reads from supabase/config.toml (the Supabase CLI's file), so
// both stacks share one source: the API row cap, the refresh-token reuse interval, the
// confirmation switches, the auth rate limits, the Storage limits and seeded buckets, and
// each Edge Function's verify_jwt.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'smol-toml';
import { LocalStackError } from './errors';
import { supabaseDir } from './sql-files';

export interface BucketConfig {
  name: string;
  public: boolean;
  /** Bytes; null for no bucket limit. */
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
  /** Absolute folder whose files are uploaded into the bucket on a freshly seeded database. */
  objectsPath: string | null;
}

/** `[auth]` and its tables, as the Supabase CLI reads them (defaults are the CLI's). */
export interface AuthConfig {
  siteUrl: string | null;
  additionalRedirectUrls: string[];
  /** Seconds an access token lives. */
  jwtExpiry: number;
  /** `signing_keys_path`, resolved against the supabase folder: asymmetric keys that sign access tokens. */
  signingKeysPath: string | null;
  enableSignup: boolean;
  enableAnonymousSignIns: boolean;
  enableManualLinking: boolean;
  minimumPasswordLength: number;
  /** `letters_digits`, `lower_upper_letters_digits`, `lower_upper_letters_digits_symbols`, or ''. */
  passwordRequirements: string;
  /** `[auth.email] secure_password_change`: a new password needs a recent sign-in or the reauthentication code. */
  securePasswordChange: boolean;
  /** `[auth.email] otp_length` and `otp_expiry` (seconds). */
  otpLength: number;
  otpExpiry: number;
  /** `[auth.mfa]`: factors per user, and whether TOTP factors may be enrolled and verified. */
  mfa: { maxEnrolledFactors: number; totpEnroll: boolean; totpVerify: boolean };
}

export interface StackConfig {
  auth: AuthConfig;
  maxRows: number | null;
  /** `[api] schemas`: what REST requests may name, the first the default. */
  apiSchemas: string[];
  /** `[api] extra_search_path`: after the request's schema in each REST request's search_path. */
  extraSearchPath: string[];
  refreshTokenReuseInterval: number;
  enableConfirmations: boolean;
  /** `[auth.email] double_confirm_changes`: an email change is confirmed from both addresses. Default true. */
  doubleConfirmChanges: boolean;
  /** `[auth.rate_limit]`: sign-ins and sign-ups, and verifications, per IP per 5 minutes (null: not set). */
  authRateLimits: { signInSignUps: number | null; tokenVerifications: number | null };
  /** Storage's global upload limit in bytes. */
  storageFileSizeLimit: number;
  buckets: BucketConfig[];
  /** `[functions.<name>] verify_jwt` for the functions that set it (the rest default to true). */
  functionsVerifyJwt: Record<string, boolean>;
}

export const CONFIG_FILE = join(supabaseDir, 'config.toml');
const DEFAULT_STORAGE_LIMIT = 50 * 1024 * 1024;

/** `"50MiB"`, `"5MB"`, `"300KB"`, `1024` → bytes (binary units for KiB/MiB/GiB, as the CLI reads them). */
export function parseSize(value: unknown, what: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  const match =
    typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(B|KB|KiB|MB|MiB|GB|GiB)?\s*$/i.exec(value) : null;
  if (!match) throw new LocalStackError(`${what} must be a size like "50MiB", not ${JSON.stringify(value)}`);
  const unit = (match[2] ?? 'B').toLowerCase();
  const factor: Record<string, number> = {
    b: 1,
    kb: 1000,
    kib: 1024,
    mb: 1000 ** 2,
    mib: 1024 ** 2,
    gb: 1000 ** 3,
    gib: 1024 ** 3,
  };
  return Math.floor(Number(match[1]) * factor[unit]!);
}

type Table = Record<string, unknown>;
const positiveInt = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
const table = (value: unknown): Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {};

export function readStackConfig(file: string = CONFIG_FILE): StackConfig {
  let toml: Table = {};
  if (existsSync(file)) {
    try {
      toml = parse(readFileSync(file, 'utf8')) as Table;
    } catch (error) {
      throw new LocalStackError(`${file} is not valid TOML: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  const api = table(toml.api);
  const auth = table(toml.auth);
  const storage = table(toml.storage);
  const base = dirname(resolve(file));
  const buckets = Object.entries(table(storage.buckets)).map(([name, raw]): BucketConfig => {
    const b = table(raw);
    const types = b.allowed_mime_types;
    return {
      name,
      public: b.public === true,
      fileSizeLimit: parseSize(b.file_size_limit, `[storage.buckets.${name}] file_size_limit`),
      allowedMimeTypes: Array.isArray(types) && types.length ? types.map(String) : null,
      objectsPath: typeof b.objects_path === 'string' ? resolve(base, b.objects_path) : null,
    };
  });
  const strings = (value: unknown, fallback: string[]): string[] =>
    Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : fallback;
  const email = table(auth.email);
  const mfa = table(auth.mfa);
  const totp = table(mfa.totp);
  const bool = (value: unknown, fallback: boolean): boolean =>
    typeof value === 'boolean' ? value : fallback;
  const num = (value: unknown, fallback: number): number =>
    typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  return {
    auth: {
      siteUrl: typeof auth.site_url === 'string' && auth.site_url ? auth.site_url : null,
      additionalRedirectUrls: strings(auth.additional_redirect_urls, []),
      jwtExpiry: num(auth.jwt_expiry, 3600),
      signingKeysPath:
        typeof auth.signing_keys_path === 'string' && auth.signing_keys_path
          ? resolve(base, auth.signing_keys_path)
          : null,
      enableSignup: bool(auth.enable_signup, true) && bool(email.enable_signup, true),
      enableAnonymousSignIns: bool(auth.enable_anonymous_sign_ins, false),
      enableManualLinking: bool(auth.enable_manual_linking, false),
      minimumPasswordLength: num(auth.minimum_password_length, 6),
      passwordRequirements: typeof auth.password_requirements === 'string' ? auth.password_requirements : '',
      securePasswordChange: bool(email.secure_password_change, false),
      otpLength: num(email.otp_length, 6),
      otpExpiry: num(email.otp_expiry, 3600),
      mfa: {
        maxEnrolledFactors: num(mfa.max_enrolled_factors, 10),
        totpEnroll: bool(totp.enroll_enabled, false),
        totpVerify: bool(totp.verify_enabled, false),
      },
    },
    maxRows: typeof api.max_rows === 'number' && api.max_rows > 0 ? api.max_rows : null,
    apiSchemas: strings(api.schemas, ['public', 'graphql_public']),
    extraSearchPath: strings(api.extra_search_path, ['public', 'extensions']),
    refreshTokenReuseInterval:
      typeof auth.refresh_token_reuse_interval === 'number' ? auth.refresh_token_reuse_interval : 10,
    enableConfirmations: email.enable_confirmations === true,
    doubleConfirmChanges: table(auth.email).double_confirm_changes !== false,
    authRateLimits: {
      signInSignUps: positiveInt(table(auth.rate_limit).sign_in_sign_ups),
      tokenVerifications: positiveInt(table(auth.rate_limit).token_verifications),
    },
    storageFileSizeLimit:
      parseSize(storage.file_size_limit, '[storage] file_size_limit') ?? DEFAULT_STORAGE_LIMIT,
    buckets,
    functionsVerifyJwt: Object.fromEntries(
      Object.entries(table(toml.functions))
        .filter(([, raw]) => typeof table(raw).verify_jwt === 'boolean')
        .map(([name, raw]) => [name, table(raw).verify_jwt as boolean]),
    ),
  };
}
