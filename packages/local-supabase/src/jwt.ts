// JSON Web Tokens with node:crypto only: HS256 with the project's JWT secret, and — when
// `[auth] signing_keys_path` names asymmetric signing keys (JWKs, as the Supabase CLI reads
// them) — RS256/ES256 with those keys, whose public halves the auth service publishes.
import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  sign,
  timingSafeEqual,
  verify,
  type KeyObject,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { LocalStackError } from './errors';

export type JwtPayload = Record<string, unknown>;

export type JwtFailure =
  /** Not three base64url parts of JSON. */
  | 'malformed'
  /** A header alg the keys cannot verify (including `none`). */
  | 'algorithm'
  | 'signature'
  | 'expired'
  | 'audience';

export type JwtResult =
  { ok: true; payload: JwtPayload } | { ok: false; reason: JwtFailure; message: string };

const b64url = (input: Buffer | string): string => Buffer.from(input).toString('base64url');

interface AsymmetricKey {
  kid: string;
  alg: 'RS256' | 'ES256';
  key: KeyObject;
  /** The public JWK, as published at /auth/v1/.well-known/jwks.json. */
  jwk: Record<string, unknown>;
}

/** The project's keys: the JWT secret (HS256) and any asymmetric signing keys. */
export interface JwtKeys {
  secret: string;
  /** Keys tokens may be verified with (the public halves). */
  publicKeys: AsymmetricKey[];
  /** The key new access tokens are signed with (the first signing key), or null for HS256. */
  signing: AsymmetricKey | null;
}

export type JwtSecret = string | JwtKeys;
const keysOf = (s: JwtSecret): JwtKeys =>
  typeof s === 'string' ? { secret: s, publicKeys: [], signing: null } : s;

/**
 * The keys of `[auth] signing_keys_path`: a JSON array of JWKs (RSA or EC P-256, with their
 * private parts), the first one signing.
 */
export function loadJwtKeys(secret: string, signingKeysPath: string | null): JwtKeys {
  if (!signingKeysPath) return { secret, publicKeys: [], signing: null };
  let jwks: Record<string, unknown>[];
  try {
    jwks = JSON.parse(readFileSync(signingKeysPath, 'utf8')) as Record<string, unknown>[];
    if (!Array.isArray(jwks)) throw new Error('not a JSON array of keys');
  } catch (error) {
    throw new LocalStackError(`[auth] signing_keys_path ${signingKeysPath}: ${(error as Error).message}`);
  }
  const keys: (AsymmetricKey & { private: KeyObject | null })[] = jwks
    .filter((jwk) => jwk.kty === 'RSA' || jwk.kty === 'EC')
    .map((jwk) => {
      const alg = jwk.kty === 'RSA' ? 'RS256' : 'ES256';
      const kid = String(jwk.kid ?? '');
      const privateKey = jwk.d ? createPrivateKey({ key: jwk as never, format: 'jwk' }) : null;
      const key = privateKey
        ? createPublicKey(privateKey)
        : createPublicKey({ key: jwk as never, format: 'jwk' });
      const pub = key.export({ format: 'jwk' }) as Record<string, unknown>;
      return {
        kid,
        alg,
        key,
        private: privateKey,
        jwk: { ...pub, kid, alg, use: 'sig', key_ops: ['verify'] },
      };
    });
  const first = keys.find((k) => k.private);
  return {
    secret,
    publicKeys: keys,
    signing: first ? { kid: first.kid, alg: first.alg, key: first.private!, jwk: first.jwk } : null,
  };
}

/** Signs with the JWT secret (HS256); `asymmetric` signs with the signing key when there is one. */
export function signJwt(payload: JwtPayload, secret: JwtSecret, asymmetric = false): string {
  const keys = keysOf(secret);
  const signing = asymmetric ? keys.signing : null;
  const header = b64url(
    JSON.stringify(
      signing ? { alg: signing.alg, kid: signing.kid, typ: 'JWT' } : { alg: 'HS256', typ: 'JWT' },
    ),
  );
  const body = b64url(JSON.stringify(payload));
  const input = `${header}.${body}`;
  const signature = signing
    ? sign(
        'sha256',
        Buffer.from(input),
        signing.alg === 'ES256' ? { key: signing.key, dsaEncoding: 'ieee-p1363' } : signing.key,
      ).toString('base64url')
    : createHmac('sha256', keys.secret).update(input).digest('base64url');
  return `${input}.${signature}`;
}

function decodePart(part: string): unknown {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) throw new Error('not base64url');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

export interface VerifyOptions {
  /** Seconds since the epoch; defaults to now. */
  now?: number;
  /**
   * When set, a token carrying an `aud` claim must name one of these
   * (a token without `aud`, like the anon key, passes).
   */
  audience?: string[];
}

export function verifyJwt(token: string, secret: JwtSecret, options: VerifyOptions = {}): JwtResult {
  const keys = keysOf(secret);
  const parts = token.split('.');
  if (parts.length !== 3) {
    return { ok: false, reason: 'malformed', message: `Expected 3 parts in JWT; got ${parts.length}` };
  }
  const [h, p, s] = parts as [string, string, string];
  let header: unknown;
  let payload: unknown;
  try {
    header = decodePart(h);
    payload = decodePart(p);
  } catch {
    return { ok: false, reason: 'malformed', message: 'JWT could not be decoded' };
  }
  if (!isObject(header) || !isObject(payload)) {
    return { ok: false, reason: 'malformed', message: 'JWT could not be decoded' };
  }
  let given: Buffer;
  try {
    given = /^[A-Za-z0-9_-]+$/.test(s) ? Buffer.from(s, 'base64url') : Buffer.alloc(0);
  } catch {
    given = Buffer.alloc(0);
  }
  if (header.alg === 'HS256') {
    const expected = createHmac('sha256', keys.secret).update(`${h}.${p}`).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, reason: 'signature', message: 'JWT cryptographic operation failed' };
    }
  } else {
    const candidates = keys.publicKeys.filter(
      (k) => k.alg === header.alg && (header.kid === undefined || header.kid === k.kid),
    );
    if (candidates.length === 0) {
      return { ok: false, reason: 'algorithm', message: 'Wrong or unsupported encoding algorithm' };
    }
    const valid = candidates.some((k) =>
      verify(
        'sha256',
        Buffer.from(`${h}.${p}`),
        k.alg === 'ES256' ? { key: k.key, dsaEncoding: 'ieee-p1363' } : k.key,
        given,
      ),
    );
    if (!valid) return { ok: false, reason: 'signature', message: 'JWT cryptographic operation failed' };
  }
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (payload.exp !== undefined) {
    if (typeof payload.exp !== 'number' || now >= payload.exp) {
      return { ok: false, reason: 'expired', message: 'JWT expired' };
    }
  }
  if (options.audience && payload.aud !== undefined) {
    const auds = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (!auds.some((a) => typeof a === 'string' && options.audience!.includes(a))) {
      return { ok: false, reason: 'audience', message: 'JWT not in audience' };
    }
  }
  return { ok: true, payload };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
