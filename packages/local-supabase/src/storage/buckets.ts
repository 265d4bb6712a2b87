// Buckets: the superuser lookup every object route starts with (a bucket's limits
// apply whoever asks), and the bucket endpoints — get, list, create, update, empty,
// delete — which run under the caller's role (storage.buckets has RLS on, as on Supabase:
// without a policy users see, create and change none; the service role bypasses it).
import type { LocalDatabase } from '../database';
import type { HttpResponse, Queryable } from '../types';
import { callerOf } from './caller';
import type { StorageContext } from './context';
import { entityTooLarge, invalidMimeType, invalidRequest, noSuchBucket, StorageError } from './errors';
import { checkBucketId, isoSql } from './keys';

export interface Bucket {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

const BUCKET_JSON = `select id, name, owner, coalesce(public, false) as public, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, ${isoSql('created_at')}, ${isoSql('updated_at')}
  from storage.buckets`;

async function selectBuckets(q: Queryable, id?: string): Promise<Bucket[]> {
  const { rows } = await q.query<Bucket>(
    id === undefined ? `${BUCKET_JSON} order by name` : `${BUCKET_JSON} where id = $1`,
    id === undefined ? [] : [id],
  );
  return rows;
}

/** The bucket as the superuser sees it; NoSuchBucket when there is none. */
export async function findBucket(db: LocalDatabase, id: string): Promise<Bucket> {
  const [bucket] = await db.transaction((q) => selectBuckets(q, checkBucketId(id)));
  if (!bucket) throw noSuchBucket();
  return bucket;
}

/** Storage's rule: `type/*` allows any subtype; parameters (`;charset=…`) are ignored. */
function mimeAllowed(mimetype: string, allowed: string[]): boolean {
  const [type, subtype] = mimetype.split(';')[0]!.trim().toLowerCase().split('/');
  if (!type || !subtype) return false;
  return allowed.some((entry) => {
    const [t, s] = entry.trim().toLowerCase().split('/');
    return t === type && (s === '*' || s === subtype);
  });
}

/** 413 over the bucket's (or the global) size limit, 415 for a type the bucket does not allow. */
export function checkLimits(bucket: Bucket, globalLimit: number, size: number, mimetype: string): void {
  const limit = Math.min(bucket.file_size_limit ?? Infinity, globalLimit);
  if (size > limit) throw entityTooLarge();
  if (bucket.allowed_mime_types?.length && !mimeAllowed(mimetype, bucket.allowed_mime_types)) {
    throw invalidMimeType(mimetype);
  }
}

export async function getBucket(ctx: StorageContext, id: string): Promise<HttpResponse> {
  const [bucket] = await ctx.asCaller(callerOf(ctx), (q) => selectBuckets(q, checkBucketId(id)));
  if (!bucket) throw noSuchBucket();
  return { status: 200, body: bucket };
}

const LIST_SORT = new Set(['id', 'name', 'created_at', 'updated_at']);

/** GET /bucket, with storage-js's `limit`, `offset`, `sortColumn`, `sortOrder` and `search`. */
export async function listBuckets(ctx: StorageContext): Promise<HttpResponse> {
  const query = ctx.req.query;
  const column = query.get('sortColumn') ?? 'name';
  if (!LIST_SORT.has(column)) throw invalidRequest(`sortColumn must be one of ${[...LIST_SORT].join(', ')}`);
  const order = query.get('sortOrder')?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const number = (name: string): number | null => {
    const raw = query.get(name);
    if (raw === null) return null;
    if (!/^\d+$/.test(raw)) throw invalidRequest(`${name} must be a non-negative integer`);
    return Number(raw);
  };
  const limit = number('limit');
  const offset = number('offset') ?? 0;
  const search = query.get('search');
  const rows = await ctx.asCaller(callerOf(ctx), async (q) => {
    const { rows } = await q.query<Bucket>(
      `${BUCKET_JSON} where ($1::text is null or name ilike '%' || $1 || '%')
        order by ${column} ${order} limit $2 offset $3`,
      [search, limit, offset],
    );
    return rows;
  });
  return { status: 200, body: rows };
}

/** Storage's size words: a number of bytes, or `20mb`, `1.5GB`, `300kb` (powers of 1000), `5MiB` (of 1024). */
function sizeLimit(value: unknown, globalLimit: number): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '' || value === 0) return null;
  let bytes: number | null = null;
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) bytes = value;
  if (typeof value === 'string') {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb|tb|kib|mib|gib|tib)?\s*$/i.exec(value);
    const units: Record<string, number> = {
      b: 1,
      kb: 1e3,
      mb: 1e6,
      gb: 1e9,
      tb: 1e12,
      kib: 1024,
      mib: 1024 ** 2,
      gib: 1024 ** 3,
      tib: 1024 ** 4,
    };
    if (m) bytes = Math.floor(Number(m[1]) * units[(m[2] ?? 'b').toLowerCase()]!);
  }
  if (bytes === null) throw invalidRequest('file_size_limit must be a number of bytes or a size like "20mb"');
  if (bytes > globalLimit) {
    throw new StorageError(
      413,
      'EntityTooLarge',
      `File size limit for the bucket cannot exceed the global limit of ${globalLimit} bytes`,
      'Payload too large',
    );
  }
  return bytes;
}

function mimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (
    !Array.isArray(value) ||
    !value.every((t) => typeof t === 'string' && /^[\w.+-]+\/[\w.+*-]+$/.test(t))
  ) {
    throw invalidRequest('allowed_mime_types must be a list of types like "image/png" or "image/*"');
  }
  return value.length ? value : null;
}

function jsonBody(ctx: StorageContext): Record<string, unknown> {
  try {
    const body = JSON.parse(ctx.req.bytes.toString('utf8') || '{}') as unknown;
    if (typeof body === 'object' && body !== null && !Array.isArray(body))
      return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw invalidRequest('Body is not a JSON object');
}

/** POST /bucket `{ id?, name, public, file_size_limit, allowed_mime_types }` → `{ name }`. */
export async function createBucket(ctx: StorageContext): Promise<HttpResponse> {
  const caller = callerOf(ctx);
  const body = jsonBody(ctx);
  const name = typeof body.name === 'string' ? body.name : '';
  if (!name) throw invalidRequest("body must have required property 'name'");
  const id = checkBucketId(typeof body.id === 'string' && body.id ? body.id : name);
  const fileSizeLimit = sizeLimit(body.file_size_limit, ctx.fileSizeLimit) ?? null;
  const allowed = mimeTypes(body.allowed_mime_types) ?? null;
  await ctx.asCaller(caller, (q) =>
    q.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3::uuid, $3::text, $4, $5, $6::text[])`,
      [id, checkBucketId(name), caller.owner, body.public === true, fileSizeLimit, allowed],
    ),
  );
  return { status: 200, body: { name: id } };
}

/** PUT /bucket/<id>: only the fields given change. */
export async function updateBucket(ctx: StorageContext, id: string): Promise<HttpResponse> {
  const caller = callerOf(ctx);
  const body = jsonBody(ctx);
  const fileSizeLimit = sizeLimit(body.file_size_limit, ctx.fileSizeLimit);
  const allowed = mimeTypes(body.allowed_mime_types);
  const updated = await ctx.asCaller(caller, async (q) => {
    const { rows } = await q.query(
      `update storage.buckets set
         public = case when $2::boolean is null then public else $2 end,
         file_size_limit = case when $3 then $4::bigint else file_size_limit end,
         allowed_mime_types = case when $5 then $6::text[] else allowed_mime_types end,
         updated_at = now()
       where id = $1 returning id`,
      [
        checkBucketId(id),
        typeof body.public === 'boolean' ? body.public : null,
        fileSizeLimit !== undefined,
        fileSizeLimit ?? null,
        allowed !== undefined,
        allowed ?? null,
      ],
    );
    return rows.length;
  });
  if (!updated) throw noSuchBucket();
  return { status: 200, body: { message: 'Successfully updated' } };
}

/** POST /bucket/<id>/empty: removes every object the caller may delete. */
export async function emptyBucket(ctx: StorageContext, id: string): Promise<HttpResponse> {
  const caller = callerOf(ctx);
  await findBucket(ctx.db, id);
  const versions = await ctx.asCaller(caller, async (q) => {
    const { rows } = await q.query<{ version: string | null }>(
      'delete from storage.objects where bucket_id = $1 returning version',
      [id],
    );
    return rows;
  });
  for (const { version } of versions) if (version) await ctx.blobs.remove(version);
  return {
    status: 200,
    body: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
  };
}

/** DELETE /bucket/<id>: only an empty bucket. */
export async function deleteBucket(ctx: StorageContext, id: string): Promise<HttpResponse> {
  const caller = callerOf(ctx);
  await findBucket(ctx.db, id);
  const deleted = await ctx.asCaller(caller, async (q) => {
    const { rows } = await q.query<{ n: number }>(
      'select count(*)::int as n from storage.objects where bucket_id = $1',
      [id],
    );
    if (rows[0]!.n > 0) {
      throw new StorageError(
        409,
        'InvalidRequest',
        'The bucket you tried to delete is not empty',
        'Conflict',
      );
    }
    return (await q.query('delete from storage.buckets where id = $1 returning id', [id])).rows.length;
  });
  if (!deleted) throw noSuchBucket();
  return { status: 200, body: { message: 'Successfully deleted' } };
}
