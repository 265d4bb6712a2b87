// Object names and bucket ids as Storage accepts them. Storage's own rule (S3-safe
// characters only, so no control characters and no non-ASCII), plus the local stack's:
// no `.`/`..` segments, no leading `/`, no empty segments. Also the SQL spelling of
// Storage's timestamps.
import { invalidKey, invalidRequest } from './errors';

const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;
const VALID_BUCKET_ID = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]{1,100}$/;

export function checkObjectName(name: string): string {
  const segments = name.split('/');
  const bad =
    !VALID_OBJECT_KEY.test(name) ||
    name.length > 1024 ||
    name.startsWith('/') ||
    segments.some((s) => s === '' || s === '.' || s === '..');
  if (bad) throw invalidKey(name);
  return name;
}

export function checkBucketId(id: string): string {
  if (!VALID_BUCKET_ID.test(id)) throw invalidRequest(`Invalid bucket name: ${id}`);
  return id;
}

/** Percent-decodes each path segment (storage-js sends names raw; fetch encodes them). */
export function decodePath(path: string): string[] {
  return path
    .split('/')
    .filter((s, i, all) => s !== '' || (i > 0 && i < all.length - 1))
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        throw invalidKey(s);
      }
    });
}

/** A timestamptz column as Storage's JSON has it (`2026-01-05T10:00:00.000Z`). */
export const isoSql = (column: string): string =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${column}`;
