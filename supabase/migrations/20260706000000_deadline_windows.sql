-- Deadline windows (issue 23, item 12): the bell, the dashboard and the notifications page
-- used three horizons (7, 14 and 30 days) without saying so, and the bell's count could not
-- be cleared. The windows are now defined once, in the app's model (src/lib/deadlines.ts:
-- 'Next 7 days' for the bell and the dashboard, 'Next 30 days' for the page), and passed
-- to these functions as a number of days; SQL keeps no horizon of its own.
--
-- * deadline_alerts takes p_days explicitly (no default: the default 7 included day 7, one
--   day more than 'Next 7 days') and says of each alert whether the caller has seen it.
-- * deadline_counts counts the alerts per window (the bell's badge, the page's groups) in
--   SQL, however many there are, with how many of them the caller has not seen.
-- * mark_deadline_alerts_seen ('Mark all as seen') records, per user, the alerts of the
--   bell's window as seen. An alert is one deadline of one tender on one date: a deadline
--   that newly enters the window, a new tender's, or one whose date moves counts again.
-- * dashboard_summary no longer returns 'upcoming' (open deadlines within 14 days): the
--   dashboard lists the bell's alerts, through deadline_alerts.

-- ---------------------------------------------------------------------------
-- Seen alerts
-- ---------------------------------------------------------------------------

create table public.seen_deadline_alerts (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  tender_id uuid not null references public.tenders (id) on delete cascade,
  kind public.deadline_kind not null,
  -- The date that was seen: when the tender's deadline moves, the alert is new again.
  due_date date not null,
  seen_at timestamptz not null default pg_catalog.now(),
  primary key (user_id, tender_id, kind)
);

comment on table public.seen_deadline_alerts is
  'Deadline alerts a user marked as seen (Mark all as seen): one row per user, tender and deadline, with the date seen. Each user reads and writes only their own.';

create index seen_deadline_alerts_tender_id_idx on public.seen_deadline_alerts (tender_id);

alter table public.seen_deadline_alerts enable row level security;

-- Only one's own rows, and only for tenders one can see (a member of their workspace:
-- the tenders' own policies decide).
create policy seen_deadline_alerts_select_own on public.seen_deadline_alerts
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy seen_deadline_alerts_insert_own on public.seen_deadline_alerts
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.tenders t where t.id = tender_id)
  );

create policy seen_deadline_alerts_update_own on public.seen_deadline_alerts
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.tenders t where t.id = tender_id)
  );

create policy seen_deadline_alerts_delete_own on public.seen_deadline_alerts
  for delete to authenticated
  using (user_id = (select auth.uid()));

-- user_id is always the caller's (its default); nobody writes it.
revoke all on table public.seen_deadline_alerts from public, anon, authenticated;
grant select, delete on table public.seen_deadline_alerts to authenticated;
grant insert (tender_id, kind, due_date) on table public.seen_deadline_alerts to authenticated;
grant update (due_date, seen_at) on table public.seen_deadline_alerts to authenticated;

-- Whether the caller has seen this deadline on this date.
create function private.alert_seen(p_tender_id uuid, p_kind public.deadline_kind, p_due_date date)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (
    select 1 from public.seen_deadline_alerts s
    where s.user_id = (select auth.uid())
      and s.tender_id = p_tender_id
      and s.kind = p_kind
      and s.due_date = p_due_date
  );
$$;

-- p_days, a window's last day from today, checked: 0 to 3660 (22023 otherwise).
create function private.checked_days(p_days integer)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_days is null or p_days < 0 or p_days > 3660 then
    raise exception 'p_days must be between 0 and 3660' using errcode = '22023';
  end if;
  return p_days;
end;
$$;

-- ---------------------------------------------------------------------------
-- deadline_alerts: now with `seen`, and the window always given
-- ---------------------------------------------------------------------------

-- Inquiry and submission deadlines of open tenders that are overdue or fall within the
-- next p_days days (today is 0 and included; day p_days is included, the day after is not:
-- 'Next 7 days' is p_days 6), soonest first. days < 0 means overdue by -days; seen, whether
-- the caller marked this alert as seen. p_days between 0 and 3660 (22023).
drop function public.deadline_alerts(uuid, text, integer);
create function public.deadline_alerts(p_workspace_id uuid, p_tz text, p_days integer)
returns table (
  tender_id uuid,
  title text,
  reference_number text,
  kind public.deadline_kind,
  due_date date,
  days integer,
  seen boolean
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_today date := (pg_catalog.now() at time zone private.checked_time_zone(p_tz))::date;
  v_days integer := private.checked_days(p_days);
begin
  return query
  select o.tender_id, o.title, o.reference_number, o.kind, o.due_date, o.days,
         private.alert_seen(o.tender_id, o.kind, o.due_date)
  from private.open_deadlines(p_workspace_id, v_today, v_today + v_days) o;
end;
$$;

-- ---------------------------------------------------------------------------
-- deadline_counts: the alerts per window, counted in SQL
-- ---------------------------------------------------------------------------

-- p_ends: ascending day numbers (1 to 10 of them, each from -3660 to 3661) that close the
-- windows, each end excluded: window 1 holds the deadlines before day p_ends[1] (overdue
-- ones included), window i those from day p_ends[i-1] up to day p_ends[i]. [0, 7] gives
-- the overdue and the next 7 days. Each window comes back (zeros when empty) with its
-- number of deadlines of open tenders and how many of them the caller has not seen.
create function public.deadline_counts(p_workspace_id uuid, p_tz text, p_ends integer[])
returns table (bucket integer, total integer, unseen integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_today date := (pg_catalog.now() at time zone private.checked_time_zone(p_tz))::date;
  v_n integer := coalesce(pg_catalog.cardinality(p_ends), 0);
begin
  if v_n < 1 or v_n > 10 or pg_catalog.array_ndims(p_ends) <> 1 or exists (
    select 1 from pg_catalog.unnest(p_ends) with ordinality as e (value, pos)
    where e.value is null or e.value < -3660 or e.value > 3661
       or (e.pos > 1 and e.value <= p_ends[e.pos - 1])
  ) then
    raise exception 'p_ends must be 1 to 10 ascending days between -3660 and 3661' using errcode = '22023';
  end if;
  return query
  with alerts as (
    select o.days, private.alert_seen(o.tender_id, o.kind, o.due_date) as seen
    from private.open_deadlines(p_workspace_id, v_today, v_today + p_ends[v_n] - 1) o
  )
  select b.i::integer,
         pg_catalog.count(a.days)::integer,
         (pg_catalog.count(a.days) filter (where not a.seen))::integer
  from pg_catalog.generate_series(1, v_n) as b (i)
  left join alerts a
    on a.days < p_ends[b.i] and (b.i = 1 or a.days >= p_ends[b.i - 1])
  group by b.i
  order by b.i;
end;
$$;

-- ---------------------------------------------------------------------------
-- mark_deadline_alerts_seen: 'Mark all as seen'
-- ---------------------------------------------------------------------------

-- Marks the caller's alerts of the workspace within p_days (overdue ones included) as
-- seen, each on its current date, and forgets what they had seen of the workspace's
-- deadlines that are no longer alerts. Returns how many alerts are now marked. Security
-- invoker: only the workspace's members see its tenders, so anyone else marks nothing.
create function public.mark_deadline_alerts_seen(p_workspace_id uuid, p_tz text, p_days integer)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_today date := (pg_catalog.now() at time zone private.checked_time_zone(p_tz))::date;
  v_days integer := private.checked_days(p_days);
  v_marked integer;
begin
  delete from public.seen_deadline_alerts s
  using public.tenders t
  where s.user_id = (select auth.uid())
    and t.id = s.tender_id
    and t.workspace_id = p_workspace_id
    and not exists (
      select 1 from private.open_deadlines(p_workspace_id, v_today, v_today + v_days) o
      where o.tender_id = s.tender_id and o.kind = s.kind and o.due_date = s.due_date
    );
  insert into public.seen_deadline_alerts (tender_id, kind, due_date)
  select o.tender_id, o.kind, o.due_date
  from private.open_deadlines(p_workspace_id, v_today, v_today + v_days) o
  on conflict (user_id, tender_id, kind)
    do update set due_date = excluded.due_date, seen_at = pg_catalog.now();
  get diagnostics v_marked = row_count;
  return v_marked;
end;
$$;

-- ---------------------------------------------------------------------------
-- dashboard_summary without 'upcoming'
-- ---------------------------------------------------------------------------
--   today       the user's date (YYYY-MM-DD)
--   total, submitted, won, lost          tender counts
--   statuses    [{status, count}] every status, in the order under-review, in-development,
--               submitted, won, lost, declined
--   tasks       {total, completed, statuses: [{status, count}] every status, enum order}
create or replace function public.dashboard_summary(p_workspace_id uuid, p_tz text)
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
    )
  )
  into v_result;
  return v_result;
end;
$$;

-- ---------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------

revoke all on function
  private.alert_seen(uuid, public.deadline_kind, date),
  private.checked_days(integer)
  from public, anon, authenticated;
grant execute on function
  private.alert_seen(uuid, public.deadline_kind, date),
  private.checked_days(integer)
  to authenticated;

revoke all on function
  public.deadline_alerts(uuid, text, integer),
  public.deadline_counts(uuid, text, integer[]),
  public.mark_deadline_alerts_seen(uuid, text, integer)
  from public, anon;
grant execute on function
  public.deadline_alerts(uuid, text, integer),
  public.deadline_counts(uuid, text, integer[]),
  public.mark_deadline_alerts_seen(uuid, text, integer)
  to authenticated;
