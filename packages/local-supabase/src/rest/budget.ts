// What one REST statement may build, read and write, enforced by Postgres while the statement
// runs: PGlite executes on the one JavaScript thread and cannot interrupt a statement (no
// signals in WASM, so statement_timeout never fires), and a request that explodes (embeds that
// multiply rows at each level, a function that writes a hundred thousand rows) would otherwise
// freeze the whole stack until it ends or runs out of memory. The statement counts as it goes
// and stops past a limit: 400 54000 for the caller.

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
  /**
   * Rows inserted, updated or deleted in the app's tables (schemas public and private) by one
   * request of anon or authenticated, however they get there: a bulk insert, a function that
   * loops. Counted per statement (WRITE_COUNTER_SQL).
   */
  writtenRows: number;
}

/**
 * 10 MB of JSON and 500,000 embedded rows: far above what the app reads (pages of tenders
 * and tasks, max_rows 1,000 at the top level), and each about what PGlite gets through in a
 * second, during which it answers nothing else. 25,000 rows written: two and a half times an
 * import batch of 1,000 tenders with the default templates, about three seconds of PGlite.
 */
export const DEFAULT_BUDGET: RequestBudget = {
  bytes: 10 * 1024 * 1024,
  embedRows: 500_000,
  writtenRows: 25_000,
};

/** The messages of the 54000 errors the helpers raise (the REST layer turns them into its own). */
export const RESPONSE_TOO_LARGE = 'rest_response_too_large';
export const EMBED_ROWS_EXCEEDED = 'rest_embed_rows_exceeded';
export const WRITTEN_ROWS_EXCEEDED = 'rest_written_rows_exceeded';

/**
 * The write counter, installed at each start on every table of schemas public and private that
 * lacks it (setup.ts): statement-level triggers that add the rows the statement inserted,
 * updated or deleted to a transaction-local total, when the request set a budget
 * (`rest.write_budget`, REST requests of anon and authenticated only: migrations, the seed and
 * the service role write freely). Past the budget they raise 57014, query_canceled, as
 * statement_timeout does on PostgreSQL: the one error class a PL/pgSQL handler's WHEN OTHERS
 * does not catch, so no function can carry on past it.
 */
export const WRITE_COUNTER_SQL = `create schema if not exists local_stack;
comment on schema local_stack is 'The local stack''s own helpers (packages/local-supabase), not part of the app';
create or replace function local_stack.count_written_rows() returns trigger
language plpgsql volatile set search_path = '' as $fn$
declare
  budget bigint := nullif(pg_catalog.current_setting('rest.write_budget', true), '')::bigint;
  total bigint;
begin
  if budget is null then
    return null;
  end if;
  total := coalesce(nullif(pg_catalog.current_setting('rest.written_rows', true), ''), '0')::bigint
    + (select pg_catalog.count(*) from changed);
  if total > budget then
    raise exception using errcode = '57014', message = '${WRITTEN_ROWS_EXCEEDED}';
  end if;
  perform pg_catalog.set_config('rest.written_rows', total::text, true);
  return null;
end
$fn$;
do $install$
declare
  target regclass;
  event text;
begin
  for target in
    select c.oid::regclass from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'private') and c.relkind = 'r'
      and not exists (select 1 from pg_catalog.pg_trigger t
                      where t.tgrelid = c.oid and t.tgname = 'local_stack_count_deletes')
  loop
    foreach event in array array['insert', 'update', 'delete'] loop
      execute pg_catalog.format(
        'create or replace trigger %I after %s on %s referencing %s table as changed for each statement execute function local_stack.count_written_rows()',
        'local_stack_count_' || event || 's', event, target, case event when 'delete' then 'old' else 'new' end);
    end loop;
  end loop;
end
$install$;`;

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
