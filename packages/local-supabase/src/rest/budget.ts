// What one REST statement may build and read, enforced by Postgres while the statement runs:
// PGlite executes on the one JavaScript thread and cannot interrupt a statement (no signals
// in WASM, so statement_timeout never fires), and a request that explodes (embeds that
// multiply rows at each level) would otherwise freeze the whole stack until it ends or runs
// out of memory. The statement counts as it goes and stops with 54000 past a limit.

export interface RequestBudget {
  /**
   * Bytes of JSON (or CSV) built, counted by `pg_temp.rest_tally` as each embedded resource
   * and each result row is made: nested embeds count again at every level that holds them.
   */
  bytes: number;
  /**
   * Rows of embedded resources read, matching or not, counted as each is considered: what
   * nested embeds cost even when filters or `!inner` leave nothing to answer.
   */
  embedRows: number;
}

/**
 * 10 MB of JSON and 500,000 embedded rows: far above what the app reads (pages of tenders
 * and tasks, max_rows 1,000 at the top level), and each about what PGlite gets through in a
 * second, during which it answers nothing else.
 */
export const DEFAULT_BUDGET: RequestBudget = { bytes: 10 * 1024 * 1024, embedRows: 500_000 };

/** The messages of the 54000 errors the helpers raise (the REST layer turns them into its own). */
export const RESPONSE_TOO_LARGE = 'rest_response_too_large';
export const EMBED_ROWS_EXCEEDED = 'rest_embed_rows_exceeded';

/**
 * The helpers, made once per connection before its first request (database.ts) as temporary
 * functions (pg_temp: never in a migration, a dump or the schema cache). Counters live in
 * transaction-local settings, so each request starts from zero.
 * - `pg_temp.rest_tally(value, max_bytes)`: adds the size of the value's JSON to the running
 *   total and returns the value unchanged (a row stays a row, so json_agg writes it as
 *   before), or raises past max_bytes. Called once per embedded resource and result row.
 * - `pg_temp.rest_refuse(message)`: raises; the per-row counter (rowCounter) is inline SQL,
 *   as a PL/pgSQL call for every row would cost more than the row.
 */
export const REQUEST_FUNCTIONS_SQL = `create or replace function pg_temp.rest_tally(v anyelement, max_bytes bigint)
returns anyelement language plpgsql volatile as $fn$
declare
  total bigint;
begin
  if v is null then
    return v;
  end if;
  total := coalesce(nullif(pg_catalog.current_setting('rest.response_bytes', true), ''), '0')::bigint
    + pg_catalog.octet_length(pg_catalog.to_json(v)::text);
  if total > max_bytes then
    raise exception using errcode = '54000', message = '${RESPONSE_TOO_LARGE}';
  end if;
  perform pg_catalog.set_config('rest.response_bytes', total::text, true);
  return v;
end
$fn$;
create or replace function pg_temp.rest_refuse(message text) returns boolean
language plpgsql volatile as $fn$
begin
  raise exception using errcode = '54000', message = message;
end
$fn$;`;

/** `expr`, counted against the budget of bytes built. */
export const tally = (budget: RequestBudget | null, expr: string): string =>
  budget === null ? expr : `pg_temp.rest_tally(${expr}, ${Math.floor(budget.bytes)})`;

/** A condition (always true) that counts the row it is evaluated for against the budget of embedded rows. */
export function rowCounter(budget: RequestBudget): string {
  const next = `(coalesce(nullif(pg_catalog.current_setting('rest.embed_rows', true), ''), '0')::bigint + 1)`;
  return (
    `(case when pg_catalog.set_config('rest.embed_rows', ${next}::text, true)::bigint > ${Math.floor(budget.embedRows)} ` +
    `then pg_temp.rest_refuse('${EMBED_ROWS_EXCEEDED}') else true end)`
  );
}
