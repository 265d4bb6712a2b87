// Single objects: upload (POST, x-upsert), update (PUT), download (GET, and HEAD for
// exists()), info, the public route of public buckets, and remove (DELETE with prefixes).
import type { HttpResponse, Queryable } from '../types';
import { readUpload } from './body';
import { findBucket } from './buckets';
import { callerOf } from './caller';
import type { StorageContext } from './context';
import { invalidRequest, noSuchBucket, noSuchKey } from './errors';
import { checkObjectName, isoSql } from './keys';
import { canUpload, storeObject, type StoreOptions } from './write';

export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  version: string | null;
  owner: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

export const OBJECT_COLUMNS = `id, name, bucket_id, version, owner, metadata, user_metadata,
  ${isoSql('created_at')}, ${isoSql('updated_at')}, ${isoSql('last_accessed_at')}`;

/** `[bucket, ...name]` → the bucket id and the checked object name. */
export function splitPath(segments: string[]): { bucketId: string; name: string } {
  const [bucketId, ...rest] = segments;
  if (!bucketId || rest.length === 0) throw invalidRequest('The path must name a bucket and an object');
  return { bucketId, name: checkObjectName(rest.join('/')) };
}

export async function selectObject(
  q: Queryable,
  bucketId: string,
  name: string,
): Promise<ObjectRow | undefined> {
  const { rows } = await q.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  return rows[0];
}

export async function upload(
  ctx: StorageContext,
  segments: string[],
  mode: 'post' | 'put',
): Promise<HttpResponse> {
  const caller = callerOf(ctx);
  const { bucketId, name } = splitPath(segments);
  const bucket = await findBucket(ctx.db, bucketId);
  const store: StoreOptions = {
    bucket,
    name,
    upload: await readUpload(ctx.req),
    mode: mode === 'put' ? 'update' : ctx.req.headers['x-upsert'] === 'true' ? 'upsert' : 'create',
    owner: caller.owner,
  };
  await canUpload(ctx, caller, store);
  const id = await storeObject(ctx, store);
  return { status: 200, body: { Id: id, Key: `${bucketId}/${name}` } };
}

/** The object's bytes with Storage's headers; `download` adds Content-Disposition. */
export async function serveObject(
  ctx: StorageContext,
  row: ObjectRow,
  download?: string | null,
): Promise<HttpResponse> {
  const bytes = row.version ? await ctx.blobs.read(row.version) : undefined;
  if (!bytes) throw noSuchKey();
  const meta = row.metadata ?? {};
  const headers: Record<string, string> = {
    'Content-Type': String(meta.mimetype ?? 'application/octet-stream'),
    'Cache-Control': String(meta.cacheControl ?? 'no-cache'),
    ETag: String(meta.eTag ?? ''),
    'Last-Modified': new Date(row.updated_at).toUTCString(),
    'Accept-Ranges': 'bytes',
    // A file is served as the type it was stored with, never sniffed (HTML stored as image/png stays an image).
    'X-Content-Type-Options': 'nosniff',
  };
  if (download !== null && download !== undefined) {
    const file = encodeURIComponent(download || row.name.split('/').pop()!);
    headers['Content-Disposition'] = `attachment; filename=${file}; filename*=UTF-8''${file}`;
  }
  return { status: 200, headers, body: bytes };
}

export async function downloadObject(ctx: StorageContext, segments: string[]): Promise<HttpResponse> {
  const caller = callerOf(ctx);
  const { bucketId, name } = splitPath(segments);
  await findBucket(ctx.db, bucketId);
  const row = await ctx.asCaller(caller, (q) => selectObject(q, bucketId, name));
  if (!row) throw noSuchKey();
  return serveObject(ctx, row, ctx.req.query.get('download'));
}

/** `/object/public/<bucket>/<name>`: no token needed, only for public buckets. */
export async function downloadPublic(ctx: StorageContext, segments: string[]): Promise<HttpResponse> {
  const { bucketId, name } = splitPath(segments);
  const bucket = await findBucket(ctx.db, bucketId);
  if (!bucket.public) throw noSuchBucket();
  const row = await ctx.db.transaction((q) => selectObject(q, bucketId, name));
  if (!row) throw noSuchKey();
  return serveObject(ctx, row, ctx.req.query.get('download'));
}

export async function objectInfo(ctx: StorageContext, segments: string[]): Promise<HttpResponse> {
  const caller = callerOf(ctx);
  const { bucketId, name } = splitPath(segments);
  await findBucket(ctx.db, bucketId);
  const row = await ctx.asCaller(caller, (q) => selectObject(q, bucketId, name));
  if (!row) throw noSuchKey();
  const meta = row.metadata ?? {};
  return {
    status: 200,
    body: {
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: meta.size ?? null,
      content_type: meta.mimetype ?? null,
      cache_control: meta.cacheControl ?? null,
      etag: meta.eTag ?? null,
      metadata: row.user_metadata ?? {},
      last_modified: row.updated_at,
      created_at: row.created_at,
    },
  };
}

/** Deletes the named objects the caller may delete; answers the deleted rows. */
export async function removeObjects(ctx: StorageContext, bucketId: string): Promise<HttpResponse> {
  const caller = callerOf(ctx);
  let body: unknown;
  try {
    body = JSON.parse(ctx.req.bytes.toString('utf8') || '{}');
  } catch {
    throw invalidRequest('Body is not valid JSON');
  }
  const prefixes = (body as { prefixes?: unknown }).prefixes;
  if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === 'string') || prefixes.length > 1000) {
    throw invalidRequest("body must have required property 'prefixes' (1 to 1000 names)");
  }
  await findBucket(ctx.db, bucketId);
  const deleted = await ctx.asCaller(caller, async (q) => {
    const { rows } = await q.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
      [bucketId, prefixes],
    );
    return rows;
  });
  for (const row of deleted) if (row.version) await ctx.blobs.remove(row.version);
  return { status: 200, body: deleted };
}
