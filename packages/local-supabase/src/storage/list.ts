// POST /object/list/<bucket>: one folder level under `prefix`, as storage.search does:
// sub-folders (id and dates null) and files (name relative to the prefix), filtered by
// `search` (a case-insensitive name prefix), sorted, paged. Runs under the caller's
// role, so RLS hides what the caller may not see (and folders holding only that).
import type { HttpResponse } from '../types';
import { findBucket } from './buckets';
import { callerOf } from './caller';
import type { StorageContext } from './context';
import { invalidRequest } from './errors';
import { isoSql } from './keys';

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);
const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

interface ListBody {
  prefix?: unknown;
  limit?: unknown;
  offset?: unknown;
  search?: unknown;
  sortBy?: { column?: unknown; order?: unknown };
}

const int = (value: unknown, fallback: number, min: number): number => {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw invalidRequest(`body/limit and body/offset must be integers (limit ≥ 1, offset ≥ 0)`);
  }
  return value;
};

export async function listObjects(ctx: StorageContext, bucketId: string): Promise<HttpResponse> {
  const caller = callerOf(ctx);
  let body: ListBody;
  try {
    body = JSON.parse(ctx.req.bytes.toString('utf8') || '{}') as ListBody;
  } catch {
    throw invalidRequest('Body is not valid JSON');
  }
  let prefix = typeof body.prefix === 'string' ? body.prefix : '';
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  const search = typeof body.search === 'string' ? body.search : '';
  const limit = int(body.limit, 100, 1);
  const offset = int(body.offset, 0, 0);
  const column = String(body.sortBy?.column ?? 'name');
  const order = String(body.sortBy?.order ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc';
  if (!SORT_COLUMNS.has(column))
    throw invalidRequest(`body/sortBy/column must be one of ${[...SORT_COLUMNS].join(', ')}`);
  await findBucket(ctx.db, bucketId);
  const rows = await ctx.asCaller(caller, async (q) => {
    const { rows } = await q.query(
      `with matched as (
         select substr(name, $3::int + 1) as rest, id, updated_at, created_at, last_accessed_at, metadata
           from storage.objects where bucket_id = $1 and name ilike $2
       ), entries as (
         select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
           from matched where position('/' in rest) > 0 group by 1
         union all
         select rest, id, updated_at, created_at, last_accessed_at, metadata from matched where position('/' in rest) = 0
       )
       select name, id, ${isoSql('updated_at')}, ${isoSql('created_at')}, ${isoSql('last_accessed_at')}, metadata
         from entries
        order by ${column === 'name' ? `name collate "C" ${order}` : `${column} ${order}, name collate "C"`}
        limit $4 offset $5`,
      [bucketId, `${escapeLike(prefix + search)}%`, prefix.length, limit, offset],
    );
    return rows;
  });
  return { status: 200, body: rows };
}
