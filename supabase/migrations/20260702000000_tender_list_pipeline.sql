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
language sql
stable
security invoker
set search_path = ''
as $$
  select t.*
  from public.tenders t
  cross join (select coalesce(p_today, current_date) as today, pg_catalog.lower(pg_catalog.btrim(coalesce(p_query, ''))) as q) a
  where (p_workspace_id is null or t.workspace_id = p_workspace_id)
    and (coalesce(pg_catalog.cardinality(p_statuses), 0) = 0 or t.status = any (p_statuses))
    and (
      a.q = ''
      or pg_catalog.strpos(pg_catalog.lower(t.reference_number), a.q) > 0
      or pg_catalog.strpos(pg_catalog.lower(t.title), a.q) > 0
      or pg_catalog.strpos(pg_catalog.lower(t.client), a.q) > 0
    )
  order by
    -- deadline: upcoming (from today), then past, then none; upcoming nearest first, past latest first
    case when p_sort = 'deadline' and not p_descending then
      case when t.tender_submission_date >= a.today then 0 when t.tender_submission_date < a.today then 1 else 2 end
    end,
    case when p_sort = 'deadline' and not p_descending and t.tender_submission_date >= a.today
      then t.tender_submission_date end,
    case when p_sort = 'deadline' and not p_descending then t.tender_submission_date end desc,
    -- deadline descending: the latest first, none last
    case when p_sort = 'deadline' and p_descending then t.tender_submission_date end desc nulls last,
    case when p_sort = 'reference' and not p_descending then pg_catalog.lower(t.reference_number) end,
    case when p_sort = 'reference' and p_descending then pg_catalog.lower(t.reference_number) end desc,
    case when p_sort = 'title' and not p_descending then pg_catalog.lower(t.title) end,
    case when p_sort = 'title' and p_descending then pg_catalog.lower(t.title) end desc,
    case when p_sort = 'client' and not p_descending then pg_catalog.lower(t.client) end,
    case when p_sort = 'client' and p_descending then pg_catalog.lower(t.client) end desc,
    -- status: the enum's order (under review, in development, declined, submitted, won, lost)
    case when p_sort = 'status' and not p_descending then t.status end,
    case when p_sort = 'status' and p_descending then t.status end desc,
    case when p_sort = 'created' and not p_descending then t.created_at end,
    t.created_at desc,
    t.id;
$$;

comment on function public.search_tenders(text, uuid, public.tender_status[], public.tender_sort_key, boolean, date) is
  'The tender list: reference, title or client containing p_query (case-insensitive, % and _ plain text; blank: all), in p_workspace_id (null: every workspace of the caller), with any of p_statuses (null or empty: all), in p_sort order (p_today: the caller''s local day, for the deadline order). The caller adds the range and the count.';

revoke all on function public.search_tenders(text, uuid, public.tender_status[], public.tender_sort_key, boolean, date)
  from public, anon;
grant execute on function public.search_tenders(text, uuid, public.tender_status[], public.tender_sort_key, boolean, date)
  to authenticated;
