// HS256 JSON Web Tokens (sign and verify) with node:crypto only.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtPayload = Record<string, unknown>;

export type JwtFailure =
  /** Not three base64url parts of JSON. */
  | 'malformed'
  /** A header alg other than HS256 (including `none`). */
  | 'algorithm'
  | 'signature'
  | 'expired'
  | 'audience';

export type JwtResult =
  { ok: true; payload: JwtPayload } | { ok: false; reason: JwtFailure; message: string };

const b64url = (input: Buffer | string): string => Buffer.from(input).toString('base64url');

export function signJwt(payload: JwtPayload, secret: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
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

export function verifyJwt(token: string, secret: string, options: VerifyOptions = {}): JwtResult {
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
  if (header.alg !== 'HS256') {
    return { ok: false, reason: 'algorithm', message: 'Wrong or unsupported encoding algorithm' };
  }
  const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
  let given: Buffer;
  try {
    given = /^[A-Za-z0-9_-]+$/.test(s) ? Buffer.from(s, 'base64url') : Buffer.alloc(0);
  } catch {
    given = Buffer.alloc(0);
  }
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature', message: 'JWT cryptographic operation failed' };
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
