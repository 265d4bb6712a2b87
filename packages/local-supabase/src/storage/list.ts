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

interface ListV2Body {
  prefix?: unknown;
  limit?: unknown;
  cursor?: unknown;
  with_delimiter?: unknown;
  sortBy?: { column?: unknown; order?: unknown };
}

const V2_SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at']);

/** The position after the last entry of a page: its sort value and name. */
interface Cursor {
  value: string | null;
  name: string;
}
const encodeCursor = (c: Cursor): string => Buffer.from(JSON.stringify(c)).toString('base64url');
function decodeCursor(raw: unknown): Cursor | null {
  if (raw === undefined || raw === null || raw === '') return null;
  try {
    const c = JSON.parse(Buffer.from(String(raw), 'base64url').toString('utf8')) as Cursor;
    if (typeof c.name === 'string' && (c.value === null || typeof c.value === 'string')) return c;
  } catch {
    // answered below
  }
  throw invalidRequest('Invalid cursor');
}

/**
 * POST /object/list-v2/<bucket>: every object under `prefix` with full names, or with
 * `with_delimiter` one level of it (sub-folders apart), sorted, a page of `limit` (default
 * and at most 1,000) after `cursor`, with `hasNext` and the next cursor. As the caller.
 */
export async function listObjectsV2(ctx: StorageContext, bucketId: string): Promise<HttpResponse> {
  const caller = callerOf(ctx);
  let body: ListV2Body;
  try {
    body = JSON.parse(ctx.req.bytes.toString('utf8') || '{}') as ListV2Body;
  } catch {
    throw invalidRequest('Body is not valid JSON');
  }
  const prefix = typeof body.prefix === 'string' ? body.prefix : '';
  const limit = Math.min(int(body.limit, 1000, 1), 1000);
  const delimiter = body.with_delimiter === true;
  const column = String(body.sortBy?.column ?? 'name');
  if (!V2_SORT_COLUMNS.has(column)) {
    throw invalidRequest(`body/sortBy/column must be one of ${[...V2_SORT_COLUMNS].join(', ')}`);
  }
  const desc = String(body.sortBy?.order ?? 'asc').toLowerCase() === 'desc';
  const cursor = decodeCursor(body.cursor);
  await findBucket(ctx.db, bucketId);
  // Folders have no dates: they sort as the earliest, then by name.
  const key =
    column === 'name'
      ? `name collate "C"`
      : `coalesce(to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), '')`;
  const after = cursor ? `where (${key}, name collate "C") ${desc ? '<' : '>'} ($4, $5 collate "C")` : '';
  const rows = await ctx.asCaller(caller, async (q) => {
    const { rows } = await q.query<{
      folder: boolean;
      name: string;
      id: string | null;
      updated_at: string | null;
      created_at: string | null;
      last_accessed_at: string | null;
      metadata: Record<string, unknown> | null;
      sort_value: string;
    }>(
      `with matched as (
         select name, substr(name, length($2) + 1) as rest, id, updated_at, created_at, last_accessed_at, metadata
           from storage.objects where bucket_id = $1 and starts_with(name, $2)
       ), entries as (
         select true as folder, $2 || split_part(rest, '/', 1) || '/' as name, null::uuid as id,
                null::timestamptz as updated_at, null::timestamptz as created_at,
                null::timestamptz as last_accessed_at, null::jsonb as metadata
           from matched where $3 and position('/' in rest) > 0 group by 2
         union all
         select false, name, id, updated_at, created_at, last_accessed_at, metadata
           from matched where not $3 or position('/' in rest) = 0
       ), keyed as (select *, ${key} as sort_value from entries)
       select folder, name, id, ${isoSql('updated_at')}, ${isoSql('created_at')}, ${isoSql('last_accessed_at')},
              metadata, sort_value
         from keyed ${after}
        order by sort_value ${desc ? 'desc' : 'asc'}, name collate "C" ${desc ? 'desc' : 'asc'}
        limit ${limit + 1}`,
      cursor ? [bucketId, prefix, delimiter, cursor.value ?? '', cursor.name] : [bucketId, prefix, delimiter],
    );
    return rows;
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const hasNext = rows.length > limit;
  return {
    status: 200,
    body: {
      hasNext,
      folders: page.filter((r) => r.folder).map((r) => ({ name: r.name, key: r.name.replace(/\/$/, '') })),
      objects: page
        .filter((r) => !r.folder)
        .map(({ name, id, updated_at, created_at, last_accessed_at, metadata }) => ({
          name,
          key: name,
          id,
          updated_at,
          created_at,
          last_accessed_at,
          metadata,
        })),
      ...(hasNext && last ? { nextCursor: encodeCursor({ value: last.sort_value, name: last.name }) } : {}),
    },
  };
}
