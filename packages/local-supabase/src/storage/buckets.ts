// Buckets: the superuser lookup every object route starts with (a bucket's limits
// apply whoever asks), and getBucket/listBuckets, which run under the caller's role
// (storage.buckets has RLS on, as on Supabase: without a select policy users see none).
import type { LocalDatabase } from '../database';
import type { HttpResponse, Queryable } from '../types';
import { callerOf } from './caller';
import type { StorageContext } from './context';
import { entityTooLarge, invalidMimeType, noSuchBucket } from './errors';
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

export async function listBuckets(ctx: StorageContext): Promise<HttpResponse> {
  return { status: 200, body: await ctx.asCaller(callerOf(ctx), (q) => selectBuckets(q)) };
}
