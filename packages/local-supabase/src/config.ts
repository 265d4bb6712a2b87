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

export interface StackConfig {
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
  return {
    maxRows: typeof api.max_rows === 'number' && api.max_rows > 0 ? api.max_rows : null,
    apiSchemas: strings(api.schemas, ['public', 'graphql_public']),
    extraSearchPath: strings(api.extra_search_path, ['public', 'extensions']),
    refreshTokenReuseInterval:
      typeof auth.refresh_token_reuse_interval === 'number' ? auth.refresh_token_reuse_interval : 10,
    enableConfirmations: table(auth.email).enable_confirmations === true,
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
