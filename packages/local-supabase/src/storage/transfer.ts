// POST /object/move and /object/copy (within a bucket or to `destinationBucket`). Both
// run under the caller's role: move needs select + update, copy select + insert. The
// destination bucket's limits apply; the schema decides whether an object may change
// bucket or be copied at all (the app's migrations refuse both to users).
import { randomUUID } from 'node:crypto';
import type { HttpResponse, Queryable } from '../types';
import { checkLimits, findBucket, type Bucket } from './buckets';
import { callerOf } from './caller';
import type { StorageContext } from './context';
import { invalidRequest, noSuchKey } from './errors';
import { checkObjectName } from './keys';
import { selectObject, type ObjectRow } from './objects';

interface TransferBody {
  bucketId: string;
  sourceKey: string;
  destinationKey: string;
  destinationBucket: string;
}

function readTransfer(ctx: StorageContext): TransferBody {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(ctx.req.bytes.toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    throw invalidRequest('Body is not valid JSON');
  }
  for (const key of ['bucketId', 'sourceKey', 'destinationKey']) {
    if (typeof body[key] !== 'string' || !body[key])
      throw invalidRequest(`body must have required property '${key}'`);
  }
  const bucketId = body.bucketId as string;
  return {
    bucketId,
    sourceKey: checkObjectName(body.sourceKey as string),
    destinationKey: checkObjectName(body.destinationKey as string),
    destinationBucket:
      typeof body.destinationBucket === 'string' && body.destinationBucket
        ? body.destinationBucket
        : bucketId,
  };
}

/** The destination bucket's size and type limits apply to what arrives there. */
function checkDestinationLimits(ctx: StorageContext, bucket: Bucket, source: ObjectRow): void {
  const meta = source.metadata ?? {};
  checkLimits(bucket, ctx.fileSizeLimit, Number(meta.size ?? 0), String(meta.mimetype ?? ''));
}

export async function moveObject(ctx: StorageContext): Promise<HttpResponse> {
  const caller = callerOf(ctx);
  const t = readTransfer(ctx);
  await findBucket(ctx.db, t.bucketId);
  const destination = await findBucket(ctx.db, t.destinationBucket);
  const moved = await ctx.asCaller(caller, async (q) => {
    const source = await selectObject(q, t.bucketId, t.sourceKey);
    if (!source) throw noSuchKey();
    if (t.destinationBucket !== t.bucketId) checkDestinationLimits(ctx, destination, source);
    const { rows } = await q.query<{ id: string }>(
      `update storage.objects set bucket_id = $3, name = $4, last_accessed_at = now()
        where bucket_id = $1 and name = $2 returning id`,
      [t.bucketId, t.sourceKey, t.destinationBucket, t.destinationKey],
    );
    return rows[0];
  });
  if (!moved) throw noSuchKey();
  return { status: 200, body: { message: 'Successfully moved', Id: moved.id, Key: t.destinationKey } };
}

/** As Storage: the caller must see the source and be allowed to insert the copy (tested, rolled back). */
export async function copyObject(ctx: StorageContext): Promise<HttpResponse> {
  const caller = callerOf(ctx);
  const t = readTransfer(ctx);
  await findBucket(ctx.db, t.bucketId);
  const destination = await findBucket(ctx.db, t.destinationBucket);
  const source = await ctx.asCaller(caller, (q) => selectObject(q, t.bucketId, t.sourceKey));
  if (!source?.version) throw noSuchKey();
  checkDestinationLimits(ctx, destination, source);
  const id = randomUUID();
  const version = randomUUID();
  const insert = (q: Queryable, rowVersion: string) =>
    q.query(
      `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version, user_metadata)
       values ($1, $2, $3, $4::uuid, $4::text, $5::jsonb, $6, $7::jsonb)`,
      [
        id,
        t.destinationBucket,
        t.destinationKey,
        caller.owner,
        JSON.stringify(source.metadata),
        rowVersion,
        source.user_metadata ? JSON.stringify(source.user_metadata) : null,
      ],
    );
  await ctx.testPermission(caller, (q) => insert(q, '1'));
  try {
    await ctx.db.transaction(async (q) => {
      await insert(q, version);
      await ctx.blobs.copy(source.version!, version);
    });
  } catch (error) {
    await ctx.blobs.remove(version);
    throw error;
  }
  return { status: 200, body: { Id: id, Key: `${t.destinationBucket}/${t.destinationKey}` } };
}
