// Storing an object as Storage does: the caller's permission is tested first (canUpload:
// the row written as the caller with only the type and length, then rolled back, so RLS
// decides), then the row and its bytes are written by the service itself — the bytes as a
// new version file after the row and before the commit. A failure removes the file, and a
// replaced version's file goes once the commit succeeded.
import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../types';
import type { UploadBody } from './body';
import { checkLimits, type Bucket } from './buckets';
import type { Caller, StorageContext, StorageOptions } from './context';
import { noSuchKey } from './errors';

export type StorageDeps = Pick<StorageOptions, 'db' | 'blobs' | 'fileSizeLimit'>;

export interface StoreOptions {
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

/** Writes the row; answers its id, or throws NoSuchKey for an update of a missing row. */
async function writeRow(q: Queryable, o: StoreOptions, metadata: object, version: string): Promise<string> {
  const params = [
    o.bucket.id,
    o.name,
    o.owner,
    JSON.stringify(metadata),
    version,
    o.upload.userMetadata ? JSON.stringify(o.upload.userMetadata) : null,
  ];
  if (o.mode === 'update') {
    const { rows } = await q.query<{ id: string }>(
      `update storage.objects set metadata = $4::jsonb, version = $5, owner = $3::uuid, owner_id = $3::text,
         user_metadata = $6::jsonb, last_accessed_at = now()
       where bucket_id = $1 and name = $2 returning id`,
      params,
    );
    if (!rows[0]) throw noSuchKey();
    return rows[0].id;
  }
  const newId = randomUUID();
  const conflict =
    o.mode === 'upsert'
      ? ` on conflict (bucket_id, name) do update set metadata = excluded.metadata, version = excluded.version,
          owner = excluded.owner, owner_id = excluded.owner_id, user_metadata = excluded.user_metadata,
          last_accessed_at = now() returning id`
      : '';
  const { rows } = await q.query<{ id: string }>(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version, user_metadata)
     values ($7, $1, $2, $3::uuid, $3::text, $4::jsonb, $5, $6::jsonb)${conflict}`,
    [...params, newId],
  );
  return rows[0]?.id ?? newId;
}

/** Storage's canUpload: the caller may write this object (the limits are checked first). */
export async function canUpload(ctx: StorageContext, caller: Caller, o: StoreOptions): Promise<void> {
  checkLimits(o.bucket, ctx.fileSizeLimit, o.upload.bytes.length, o.upload.mimetype);
  const probe = { mimetype: o.upload.mimetype, contentLength: o.upload.bytes.length };
  await ctx.testPermission(caller, (q) => writeRow(q, o, probe, '1'));
}

async function currentVersion(ctx: StorageDeps, bucketId: string, name: string): Promise<string | null> {
  const { rows } = await ctx.db.transaction((q) =>
    q.query<{ version: string | null }>(
      'select version from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, name],
    ),
  );
  return rows[0]?.version ?? null;
}

/** Stores the object as the service (after canUpload, or for a signed upload URL); answers its id. */
export async function storeObject(ctx: StorageDeps, o: StoreOptions): Promise<string> {
  checkLimits(o.bucket, ctx.fileSizeLimit, o.upload.bytes.length, o.upload.mimetype);
  const previous = o.mode === 'create' ? null : await currentVersion(ctx, o.bucket.id, o.name);
  const version = randomUUID();
  let id: string;
  try {
    id = await ctx.db.transaction(async (q) => {
      const stored = await writeRow(q, o, metadataOf(o.upload), version);
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
