// Storing an object: the row (under whoever `run` runs as, so RLS decides) and its bytes
// as a new version file, written after the row and before the commit; a failure removes
// the file, and a replaced version's file goes once the commit succeeded.
import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../types';
import type { UploadBody } from './body';
import { checkLimits, type Bucket } from './buckets';
import type { StorageOptions } from './context';
import { noSuchKey } from './errors';

export type StorageDeps = Pick<StorageOptions, 'db' | 'blobs' | 'fileSizeLimit'>;

export type Runner = <T>(fn: (q: Queryable) => Promise<T>) => Promise<T>;

export interface StoreOptions {
  run: Runner;
  bucket: Bucket;
  name: string;
  upload: UploadBody;
  /** POST with x-upsert: true replaces an existing object; PUT (`update`) requires one. */
  mode: 'create' | 'upsert' | 'update';
  owner: string | null;
}

const metadataOf = (upload: UploadBody) => ({
  eTag: `"${createHash('md5').update(upload.bytes).digest('hex')}"`,
  size: upload.bytes.length,
  mimetype: upload.mimetype,
  cacheControl: upload.cacheControl,
  lastModified: new Date().toUTCString(),
  contentLength: upload.bytes.length,
  httpStatusCode: 200,
});

async function currentVersion(ctx: StorageDeps, bucketId: string, name: string): Promise<string | null> {
  const { rows } = await ctx.db.transaction((q) =>
    q.query<{ version: string | null }>(
      'select version from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, name],
    ),
  );
  return rows[0]?.version ?? null;
}

/** Stores the object and returns its id. */
export async function storeObject(ctx: StorageDeps, o: StoreOptions): Promise<string> {
  checkLimits(o.bucket, ctx.fileSizeLimit, o.upload.bytes.length, o.upload.mimetype);
  const previous = o.mode === 'create' ? null : await currentVersion(ctx, o.bucket.id, o.name);
  const version = randomUUID();
  const params = [
    o.bucket.id,
    o.name,
    o.owner,
    JSON.stringify(metadataOf(o.upload)),
    version,
    o.upload.userMetadata ? JSON.stringify(o.upload.userMetadata) : null,
  ];
  const set = `metadata = excluded.metadata, version = excluded.version, owner = excluded.owner,
    owner_id = excluded.owner_id, user_metadata = excluded.user_metadata, last_accessed_at = now()`;
  let id: string;
  try {
    id = await o.run(async (q) => {
      let stored: string;
      if (o.mode === 'update') {
        const { rows } = await q.query<{ id: string }>(
          `update storage.objects set metadata = $4::jsonb, version = $5, owner = $3::uuid, owner_id = $3::text,
             user_metadata = $6::jsonb, last_accessed_at = now()
           where bucket_id = $1 and name = $2 returning id`,
          params,
        );
        if (!rows[0]) throw noSuchKey();
        stored = rows[0].id;
      } else {
        const newId = randomUUID();
        const conflict =
          o.mode === 'upsert' ? ` on conflict (bucket_id, name) do update set ${set} returning id` : '';
        const { rows } = await q.query<{ id: string }>(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version, user_metadata)
           values ($7, $1, $2, $3::uuid, $3::text, $4::jsonb, $5, $6::jsonb)${conflict}`,
          [...params, newId],
        );
        stored = rows[0]?.id ?? newId;
      }
      await ctx.blobs.write(version, o.upload.bytes);
      return stored;
    });
  } catch (error) {
    await ctx.blobs.remove(version);
    throw error;
  }
  if (previous && previous !== version) await ctx.blobs.remove(previous);
  return id;
}
