-- Dashboard, reports and deadline alerts (issue 10): every number is a SQL aggregate over
-- one workspace, so a screen costs the same at 10 tenders or 10,000.
--
-- All functions are security invoker (RLS decides: a workspace the caller is not a member
-- of gives zeros and empty lists), stable, with an empty search_path. They take the
-- workspace explicitly and the user's IANA time zone (p_tz, checked against
-- pg_timezone_names; unknown → 22023): months and "today" are the user's, never UTC's.
--
--   "Submitted" = reached submission: status submitted, won or lost.
--   An open tender is one under review or in development; only open tenders have
--   deadline alerts (overdue or due within the horizon). Today is 0 days, yesterday -1.
--
-- They replace tender_status_counts(), task_status_counts() and monthly_tender_trends(),
-- which counted per user in UTC.

-- The dashboard counts a workspace's tasks per status: an index-only scan instead of
-- reading every task row (80,000 tasks for 10,000 tenders: ~55 ms → docs/performance.md).
create index tasks_workspace_id_status_idx on public.tasks (workspace_id, status);

drop function public.tender_status_counts();
drop function public.task_status_counts();
drop function public.monthly_tender_trends(integer);

create type public.deadline_kind as enum ('inquiry', 'submission');

create type public.report_period as enum ('6m', '12m', 'year', 'all');

-- The time zone names Postgres knows. pg_timezone_names reads every zone file on each call
-- (about 60 ms on PostgreSQL 15), so the names are copied here once; the view is consulted
-- only for a name missing from the copy (a zone added by a later tzdata update).
create table private.time_zone_names (name text primary key);
alter table private.time_zone_names enable row level security;
revoke all on table private.time_zone_names from public, anon, authenticated;
insert into private.time_zone_names (name)
select z.name from pg_catalog.pg_timezone_names z
on conflict do nothing;

-- p_tz when it names a time zone Postgres knows; 22023 otherwise. Security definer: it
-- reads the copy above, which the API roles cannot.
create function private.checked_time_zone(p_tz text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_tz is null or pg_catalog.char_length(p_tz) > 64
     or not (exists (select 1 from private.time_zone_names z where z.name = p_tz)
             or exists (select 1 from pg_catalog.pg_timezone_names z where z.name = p_tz)) then
    raise exception 'Unknown time zone: %', coalesce(p_tz, 'null') using errcode = '22023';
  end if;
  return p_tz;
end;
$$;

-- Inquiry and submission deadlines of the workspace's open tenders up to p_until
-- (overdue ones included), soonest first, with days from p_today.
create function private.open_deadlines(p_workspace_id uuid, p_today date, p_until date)
returns table (
  tender_id uuid,
  title text,
  reference_number text,
  kind public.deadline_kind,
  due_date date,
  days integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select t.id, t.title, t.reference_number, d.kind, d.due_date, d.due_date - p_today
  from public.tenders t
  cross join lateral (
    values ('inquiry'::public.deadline_kind, t.inquiry_submission_date),
           ('submission'::public.deadline_kind, t.tender_submission_date)
  ) as d (kind, due_date)
  where t.workspace_id = p_workspace_id
    and t.status in ('under-review', 'in-development')
    and d.due_date <= p_until
  order by d.due_date, d.kind, t.title, t.id;
$$;

-- The first month of a report period, in the user's time zone: the last 6 or 12 calendar
-- months including this one, January of this year, or (all) the month of the workspace's
-- oldest tender (this month when there is none).
create function private.period_start(p_workspace_id uuid, p_tz text, p_period public.report_period)
returns date
language sql
stable
security invoker
set search_path = ''
as $$
  with this_month as (
    select pg_catalog.date_trunc('month', pg_catalog.now() at time zone p_tz)::date as m
  )
  select case p_period
    when '6m' then (m - interval '5 months')::date
    when '12m' then (m - interval '11 months')::date
    when 'year' then pg_catalog.date_trunc('year', pg_catalog.now() at time zone p_tz)::date
    when 'all' then least(m, coalesce((
      select pg_catalog.date_trunc('month', pg_catalog.min(t.created_at) at time zone p_tz)::date
      from public.tenders t
      where t.workspace_id = p_workspace_id), m))
  end
  from this_month;
$$;

-- ---------------------------------------------------------------------------
-- dashboard_summary: the whole dashboard but the recent rows, in one document
-- ---------------------------------------------------------------------------
--   today       the user's date (YYYY-MM-DD)
--   total, submitted, won, lost          tender counts
--   statuses    [{status, count}] every status, in the order under-review, in-development,
--               submitted, won, lost, declined
--   tasks       {total, completed, statuses: [{status, count}] every status, enum order}
--   upcoming    [{tender_id, title, reference_number, kind, due_date, days}] deadlines of
--               open tenders overdue or within 14 days, soonest first, at most 20
create function public.dashboard_summary(p_workspace_id uuid, p_tz text)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_today date := (pg_catalog.now() at time zone private.checked_time_zone(p_tz))::date;
  v_result jsonb;
begin
  with tender_counts as (
    select t.status, pg_catalog.count(*)::integer as n
    from public.tenders t
    where t.workspace_id = p_workspace_id
    group by t.status
  ),
  task_counts as (
    select k.status, pg_catalog.count(*)::integer as n
    from public.tasks k
    where k.workspace_id = p_workspace_id
    group by k.status
  )
  select pg_catalog.jsonb_build_object(
    'today', v_today,
    'total', coalesce((select pg_catalog.sum(n) from tender_counts), 0),
    'submitted', coalesce((select pg_catalog.sum(n) from tender_counts
                           where status in ('submitted', 'won', 'lost')), 0),
    'won', coalesce((select n from tender_counts where status = 'won'), 0),
    'lost', coalesce((select n from tender_counts where status = 'lost'), 0),
    'statuses', (
      select pg_catalog.jsonb_agg(
               pg_catalog.jsonb_build_object('status', s.status, 'count', coalesce(c.n, 0))
               order by s.pos)
      from pg_catalog.unnest(array['under-review', 'in-development', 'submitted', 'won', 'lost',
                                   'declined']::public.tender_status[]) with ordinality as s (status, pos)
      left join tender_counts c on c.status = s.status
    ),
    'tasks', pg_catalog.jsonb_build_object(
      'total', coalesce((select pg_catalog.sum(n) from task_counts), 0),
      'completed', coalesce((select n from task_counts where status = 'completed'), 0),
      'statuses', (
        select pg_catalog.jsonb_agg(
                 pg_catalog.jsonb_build_object('status', s.status, 'count', coalesce(c.n, 0))
                 order by s.pos)
        from pg_catalog.unnest(pg_catalog.enum_range(null::public.task_status))
               with ordinality as s (status, pos)
        left join task_counts c on c.status = s.status
      )
    ),
    'upcoming', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(d) order by d.due_date, d.kind, d.title, d.tender_id)
      from (
        select o.* from private.open_deadlines(p_workspace_id, v_today, v_today + 14) o
        order by o.due_date, o.kind, o.title, o.tender_id
        limit 20
      ) d
    ), '[]'::jsonb)
  )
  into v_result;
  return v_result;
end;
$$;

-- ---------------------------------------------------------------------------
-- Reports
-- ---------------------------------------------------------------------------

-- Tenders per calendar month of creation (the user's months) over the period, oldest
-- first, every month present (zeros when empty): total, submitted (submitted, won or
-- lost), won, lost.
create function public.tender_trends(
  p_workspace_id uuid,
  p_tz text,
  p_period public.report_period default '6m'
)
returns table (month date, total integer, submitted integer, won integer, lost integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_tz text := private.checked_time_zone(p_tz);
  v_first date := private.period_start(p_workspace_id, v_tz, coalesce(p_period, '6m'));
  v_last date := pg_catalog.date_trunc('month', pg_catalog.now() at time zone v_tz)::date;
begin
  return query
  with months as (
    select g::date as month_start
    from pg_catalog.generate_series(v_first::timestamp, v_last::timestamp, interval '1 month') as g
  ),
  created as (
    select pg_catalog.date_trunc('month', t.created_at at time zone v_tz)::date as month_start, t.status
    from public.tenders t
    where t.workspace_id = p_workspace_id
      and t.created_at >= (v_first::timestamp at time zone v_tz)
  )
  select m.month_start,
         pg_catalog.count(c.status)::integer,
         (pg_catalog.count(c.status) filter (where c.status in ('submitted', 'won', 'lost')))::integer,
         (pg_catalog.count(c.status) filter (where c.status = 'won'))::integer,
         (pg_catalog.count(c.status) filter (where c.status = 'lost'))::integer
  from months m
  left join created c on c.month_start = m.month_start
  group by m.month_start
  order by m.month_start;
end;
$$;

-- Tenders created in the period per status: every status, in the order under-review,
-- in-development, submitted, won, lost, declined; 0 when none.
create function public.tender_status_counts(
  p_workspace_id uuid,
  p_tz text,
  p_period public.report_period default '6m'
)
returns table (status public.tender_status, count integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_tz text := private.checked_time_zone(p_tz);
  v_first date := private.period_start(p_workspace_id, v_tz, coalesce(p_period, '6m'));
begin
  return query
  with counted as (
    select t.status, pg_catalog.count(*)::integer as n
    from public.tenders t
    where t.workspace_id = p_workspace_id
      and t.created_at >= (v_first::timestamp at time zone v_tz)
    group by t.status
  )
  select s.status, coalesce(c.n, 0)
  from pg_catalog.unnest(array['under-review', 'in-development', 'submitted', 'won', 'lost',
                               'declined']::public.tender_status[]) with ordinality as s (status, pos)
  left join counted c on c.status = s.status
  order by s.pos;
end;
$$;

-- ---------------------------------------------------------------------------
-- Deadline alerts
-- ---------------------------------------------------------------------------

-- Inquiry and submission deadlines of open tenders that are overdue or fall within the next
-- p_days days (today is 0 and included; day p_days is included, the day after is not),
-- soonest first. days < 0 means overdue by -days. p_days between 0 and 3660 (22023).
create function public.deadline_alerts(p_workspace_id uuid, p_tz text, p_days integer default 7)
returns table (
  tender_id uuid,
  title text,
  reference_number text,
  kind public.deadline_kind,
  due_date date,
  days integer
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_today date := (pg_catalog.now() at time zone private.checked_time_zone(p_tz))::date;
begin
  if p_days is null or p_days < 0 or p_days > 3660 then
    raise exception 'p_days must be between 0 and 3660' using errcode = '22023';
  end if;
  return query select * from private.open_deadlines(p_workspace_id, v_today, v_today + p_days);
end;
$$;

-- ---------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------

revoke all on function
  private.checked_time_zone(text),
  private.open_deadlines(uuid, date, date),
  private.period_start(uuid, text, public.report_period)
  from public, anon, authenticated;

grant execute on function
  private.checked_time_zone(text),
  private.open_deadlines(uuid, date, date),
  private.period_start(uuid, text, public.report_period)
  to authenticated;

revoke all on function
  public.dashboard_summary(uuid, text),
  public.tender_trends(uuid, text, public.report_period),
  public.tender_status_counts(uuid, text, public.report_period),
  public.deadline_alerts(uuid, text, integer)
  from public, anon;

grant execute on function
  public.dashboard_summary(uuid, text),
  public.tender_trends(uuid, text, public.report_period),
  public.tender_status_counts(uuid, text, public.report_period),
  public.deadline_alerts(uuid, text, integer)
  to authenticated;
