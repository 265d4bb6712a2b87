-- The tender list as a bid pipeline (issue 23, item 3). search_tenders now does the list's
-- whole query but the page: the search, several statuses at once (the 'Open' and 'Decided'
-- presets are lists of statuses) and the order, in SQL, so the caller only adds a range
-- and a count. The deadline order puts the nearest upcoming deadline first: today and
-- later, nearest first; then past deadlines, latest first; then tenders without one.
-- "Today" is the caller's local day (p_today; the app passes the browser's date), not the
-- server's. Every order ends in created_at desc, id, so a page never shifts.

-- What the list can be sorted by; p_descending reverses it.
create type public.tender_sort_key as enum ('created', 'deadline', 'reference', 'title', 'client', 'status');

comment on type public.tender_sort_key is
  'The tender list''s sort (search_tenders): creation, deadline (nearest upcoming first), reference, title, client (case-insensitive) or status (the enum''s order: under review … lost).';

-- Replaced, not overloaded: two search_tenders with defaults would make a call by the
-- first two arguments ambiguous.
drop function public.search_tenders(text, uuid);

create function public.search_tenders(
  p_query text default '',
  p_workspace_id uuid default null,
  p_statuses public.tender_status[] default null,
  p_sort public.tender_sort_key default 'created',
  p_descending boolean default true,
  p_today date default null
)
returns setof public.tenders
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_direction text := case when p_descending then 'desc' else 'asc' end;
  -- Only these fixed texts reach the statement, chosen by the enum: nothing the caller typed.
  v_order text := case p_sort
    when 'created' then pg_catalog.format('t.created_at %s', v_direction)
    -- upcoming (from today) before past, each the nearest to today first; none last
    when 'deadline' then case when p_descending then 't.tender_submission_date desc nulls last'
      else 't.tender_submission_date < $4, pg_catalog.abs(t.tender_submission_date - $4)' end
    when 'reference' then pg_catalog.format('pg_catalog.lower(t.reference_number) %s', v_direction)
    when 'title' then pg_catalog.format('pg_catalog.lower(t.title) %s', v_direction)
    when 'client' then pg_catalog.format('pg_catalog.lower(t.client) %s', v_direction)
    -- the enum's order: under review, in development, declined, submitted, won, lost
    when 'status' then pg_catalog.format('t.status %s', v_direction)
  end;
begin
  -- Planned for these values (EXECUTE), so the workspace's indexes and a sort by the one
  -- key chosen serve it; a static query would be planned for every sort at once.
  return query execute
    'select t.* from public.tenders t '
    || case when p_workspace_id is null
         then 'where t.workspace_id in (select private.member_workspace_ids()) '
         else 'where t.workspace_id = $1 ' end
    || 'and (coalesce(pg_catalog.cardinality($2), 0) = 0 or t.status = any ($2)) '
    || 'and ($3 = '''' or pg_catalog.strpos(pg_catalog.lower(t.reference_number), $3) > 0 '
    || 'or pg_catalog.strpos(pg_catalog.lower(t.title), $3) > 0 '
    || 'or pg_catalog.strpos(pg_catalog.lower(t.client), $3) > 0) '
    || 'order by ' || v_order || ', t.created_at desc, t.id'
    using p_workspace_id, p_statuses, pg_catalog.lower(pg_catalog.btrim(coalesce(p_query, ''))),
          coalesce(p_today, current_date);
end;
$$;

comment on function public.search_tenders(text, uuid, public.tender_status[], public.tender_sort_key, boolean, date) is
  'The tender list: reference, title or client containing p_query (case-insensitive, % and _ plain text; blank: all), in p_workspace_id (null: every workspace of the caller), with any of p_statuses (null or empty: all), in p_sort order (p_today: the caller''s local day, for the deadline order). The caller adds the range and the count.';

revoke all on function public.search_tenders(text, uuid, public.tender_status[], public.tender_sort_key, boolean, date)
  from public, anon;
grant execute on function public.search_tenders(text, uuid, public.tender_status[], public.tender_sort_key, boolean, date)
  to authenticated;
