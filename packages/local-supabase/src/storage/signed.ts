// Signed URLs: a JWT (signed with the JWT secret) carrying the object's `url`
// (`<bucket>/<name>`), a `scope` and `exp`. Download URLs are `/object/sign/<url>?token=`,
// upload URLs `/object/upload/sign/<url>?token=` (valid 2 hours, as on Supabase).
import { signJwt, verifyJwt } from '../jwt';
import type { HttpResponse } from '../types';
import { readUpload } from './body';
import { findBucket } from './buckets';
import { callerOf } from './caller';
import type { StorageContext } from './context';
import { invalidJwt, invalidParameter, invalidRequest, invalidSignature, noSuchKey } from './errors';
import { checkObjectName } from './keys';
import { selectObject, serveObject, splitPath } from './objects';
import { storeObject } from './write';

const UPLOAD_URL_TTL = 2 * 60 * 60;

const jsonBody = (ctx: StorageContext): Record<string, unknown> => {
  try {
    const value = JSON.parse(ctx.req.bytes.toString('utf8') || '{}') as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw invalidRequest('Body is not valid JSON');
};

/** Storage's bound on a signed URL's expiry: its `exp` must stay a safe integer of milliseconds. */
const MAX_EXPIRY_SECONDS = Math.floor(Number.MAX_SAFE_INTEGER / 1000);

function expiresInOf(body: Record<string, unknown>): number {
  const value = body.expiresIn;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw invalidRequest('body/expiresIn must be an integer of at least 1');
  }
  if (value > MAX_EXPIRY_SECONDS - Math.floor(Date.now() / 1000)) throw invalidParameter('expiresIn');
  return value;
}

function sign(ctx: StorageContext, claims: Record<string, unknown>, seconds: number): string {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt({ ...claims, iat, exp: iat + seconds }, ctx.jwtSecret);
}

function verifyToken(
  ctx: StorageContext,
  url: string,
  scope: 'download' | 'upload',
): Record<string, unknown> {
  const token = ctx.req.query.get('token');
  if (!token) throw invalidRequest("querystring must have required property 'token'");
  const result = verifyJwt(token, ctx.jwtSecret);
  if (!result.ok) throw invalidJwt(result.reason === 'expired' ? 'jwt expired' : 'invalid signature');
  if (result.payload.scope !== scope) throw invalidSignature(`Token is not scoped for ${scope}`);
  if (result.payload.url !== url) throw invalidSignature();
  return result.payload;
}

export async function createSignedUrl(ctx: StorageContext, segments: string[]): Promise<HttpResponse> {
  const caller = callerOf(ctx);
  const { bucketId, name } = splitPath(segments);
  const expiresIn = expiresInOf(jsonBody(ctx));
  await findBucket(ctx.db, bucketId);
  if (!(await ctx.asCaller(caller, (q) => selectObject(q, bucketId, name)))) throw noSuchKey();
  const url = `${bucketId}/${name}`;
  const token = sign(ctx, { url, scope: 'download' }, expiresIn);
  return { status: 200, body: { signedURL: `/object/sign/${url}?token=${token}` } };
}

export async function createSignedUrls(ctx: StorageContext, bucketId: string): Promise<HttpResponse> {
  const caller = callerOf(ctx);
  const body = jsonBody(ctx);
  const expiresIn = expiresInOf(body);
  const paths = body.paths;
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string')) {
    throw invalidRequest("body must have required property 'paths'");
  }
  await findBucket(ctx.db, bucketId);
  const visible = await ctx.asCaller(caller, async (q) => {
    const { rows } = await q.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucketId, paths],
    );
    return new Set(rows.map((r) => r.name));
  });
  const results = (paths as string[]).map((path) => {
    if (!visible.has(path)) {
      return {
        error: 'Either the object does not exist or you do not have access to it',
        path,
        signedURL: null,
      };
    }
    const url = `${bucketId}/${path}`;
    return {
      error: null,
      path,
      signedURL: `/object/sign/${url}?token=${sign(ctx, { url, scope: 'download' }, expiresIn)}`,
    };
  });
  return { status: 200, body: results };
}

export async function downloadSigned(ctx: StorageContext, segments: string[]): Promise<HttpResponse> {
  const { bucketId, name } = splitPath(segments);
  verifyToken(ctx, `${bucketId}/${name}`, 'download');
  const row = await ctx.db.transaction((q) => selectObject(q, bucketId, name));
  if (!row) throw noSuchKey();
  return serveObject(ctx, row, ctx.req.query.get('download'));
}

export async function createSignedUploadUrl(ctx: StorageContext, segments: string[]): Promise<HttpResponse> {
  const caller = callerOf(ctx);
  const { bucketId, name } = splitPath(segments);
  const upsert = ctx.req.headers['x-upsert'] === 'true';
  await findBucket(ctx.db, bucketId);
  // The caller may insert (upsert: also update) the object.
  await ctx.testPermission(caller, (q) =>
    q.query(
      `insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3::uuid, $3::text)
       ${upsert ? 'on conflict (bucket_id, name) do update set last_accessed_at = now()' : ''}`,
      [bucketId, name, caller.owner],
    ),
  );
  const url = `${bucketId}/${name}`;
  const token = sign(ctx, { owner: caller.owner, url, upsert, scope: 'upload' }, UPLOAD_URL_TTL);
  return { status: 200, body: { url: `/object/upload/sign/${url}?token=${token}`, token } };
}

export async function uploadToSignedUrl(ctx: StorageContext, segments: string[]): Promise<HttpResponse> {
  const { bucketId, name } = splitPath(segments);
  const claims = verifyToken(ctx, `${bucketId}/${checkObjectName(name)}`, 'upload');
  const bucket = await findBucket(ctx.db, bucketId);
  // The URL's creator proved their permission when it was made; the write is the service's.
  await storeObject(ctx, {
    bucket,
    name,
    upload: await readUpload(ctx.req),
    mode: claims.upsert === true ? 'upsert' : 'create',
    owner: typeof claims.owner === 'string' ? claims.owner : null,
  });
  return { status: 200, body: { Key: `${bucketId}/${name}` } };
}
