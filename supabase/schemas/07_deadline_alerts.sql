-- Deadline alerts: the bell, the dashboard's Upcoming Deadlines and the notifications page.
--
-- An alert is one dated item of an open tender that is overdue or falls within a window: a
-- tender's inquiry or submission deadline, an open task's due date (kind 'task'), or a bid
-- bond alert ('bond-expiry', 'bond-return', 'bond-issue': private.bond_alerts, 04_money.sql).
-- An open tender is one under review or in development; an open task is one not completed,
-- canceled or not needed, on an open tender. The windows are defined once, in the app's model
-- (src/lib/deadlines.ts: 'Next 7 days' for the bell and the dashboard, 'Next 30 days' for the
-- page), and passed to these functions as a number of days; SQL keeps no horizon of its own.
--
-- 'Mark all as seen' records, per user, the alerts of the bell's window as seen, each on its
-- date: a deadline that newly enters the window, a new tender's, or one whose date moves
-- counts again. A deadline moved further out reaches the bell as a notice
-- (deadline_change_notices), seen up to a moment per user and workspace.
--
--   public.seen_deadline_alerts    a tender deadline seen, per user, tender and kind, with its date
--   public.seen_task_alerts        a task's due date seen, per user and task
--   public.seen_bond_alerts        a bond alert seen, per user, bond and kind
--   public.seen_deadline_changes   per user and workspace, the moment up to which they have
--                                  seen the deadline changes

-- ---------------------------------------------------------------------------
-- What each user has seen
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

create table public.seen_task_alerts (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  task_id uuid not null references public.tasks (id) on delete cascade,
  -- The due date that was seen: when it moves, the alert is new again.
  due_date date not null,
  seen_at timestamptz not null default pg_catalog.now(),
  primary key (user_id, task_id)
);

comment on table public.seen_task_alerts is
  'Task due-date alerts a user marked as seen (Mark all as seen): one row per user and task, with the date seen. Each user reads and writes only their own.';

create index seen_task_alerts_task_id_idx on public.seen_task_alerts (task_id);

alter table public.seen_task_alerts enable row level security;

create table public.seen_bond_alerts (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  bond_id uuid not null references public.bid_bonds (id) on delete cascade,
  kind text not null
    constraint seen_bond_alerts_kind_check check (kind in ('bond-expiry', 'bond-return', 'bond-issue')),
  -- The alert's date that was seen: when it moves, the alert is new again.
  due_date date not null,
  seen_at timestamptz not null default pg_catalog.now(),
  primary key (user_id, bond_id, kind)
);

comment on table public.seen_bond_alerts is
  'Bid bond alerts a user marked as seen (Mark all as seen): one row per user, bond and alert kind, with the date seen. Each user reads and writes only their own.';

create index seen_bond_alerts_bond_id_idx on public.seen_bond_alerts (bond_id);

alter table public.seen_bond_alerts enable row level security;

create table public.seen_deadline_changes (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  seen_until timestamptz not null default pg_catalog.now(),
  primary key (user_id, workspace_id)
);

comment on table public.seen_deadline_changes is
  'Per user and workspace, the moment up to which the user has seen the deadline changes (Mark all as seen). Each user reads and writes only their own.';

create index seen_deadline_changes_workspace_id_idx on public.seen_deadline_changes (workspace_id);

alter table public.seen_deadline_changes enable row level security;

-- ---------------------------------------------------------------------------
-- The alerts
-- ---------------------------------------------------------------------------

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

revoke all on function private.open_deadlines(uuid, date, date) from public;
grant execute on function private.open_deadlines(uuid, date, date) to authenticated;

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

revoke all on function private.alert_seen(uuid, public.deadline_kind, date) from public;
grant execute on function private.alert_seen(uuid, public.deadline_kind, date) to authenticated;

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

revoke all on function private.checked_days(integer) from public;
grant execute on function private.checked_days(integer) to authenticated;

-- The open tenders' deadlines (private.open_deadlines), the due dates of their open tasks and
-- the workspace's bond alerts, up to p_until (overdue ones included), with days from p_today
-- and whether the caller has seen each. kind: 'inquiry', 'submission', 'task' or a bond
-- alert's; task_id and task_name are a task's (null otherwise: a tender has one bond, so the
-- tender and the kind name a bond alert).
create or replace function private.open_alerts(p_workspace_id uuid, p_today date, p_until date)
returns table (
  tender_id uuid,
  title text,
  reference_number text,
  kind text,
  task_id uuid,
  task_name text,
  due_date date,
  days integer,
  seen boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select o.tender_id, o.title, o.reference_number, o.kind::text, null::uuid, null::text, o.due_date, o.days,
         private.alert_seen(o.tender_id, o.kind, o.due_date)
  from private.open_deadlines(p_workspace_id, p_today, p_until) o
  union all
  select t.id, t.title, t.reference_number, 'task', k.id, k.name, k.due_date, k.due_date - p_today,
         exists (
           select 1 from public.seen_task_alerts s
           where s.user_id = (select auth.uid()) and s.task_id = k.id and s.due_date = k.due_date
         )
  from public.tasks k
  join public.tenders t on t.id = k.tender_id
  where k.workspace_id = p_workspace_id
    and k.due_date <= p_until
    and k.status not in ('completed', 'canceled', 'not-needed')
    and t.status in ('under-review', 'in-development')
  union all
  select a.tender_id, a.title, a.reference_number, a.kind, null::uuid, null::text, a.due_date, a.due_date - p_today,
         exists (
           select 1 from public.seen_bond_alerts s
           where s.user_id = (select auth.uid()) and s.bond_id = a.bond_id and s.kind = a.kind
             and s.due_date = a.due_date
         )
  from private.bond_alerts(p_workspace_id, p_today, p_until) a
$$;

revoke all on function private.open_alerts(uuid, date, date) from public;
grant execute on function private.open_alerts(uuid, date, date) to authenticated;

-- The alerts that are overdue or fall within the next p_days days (today is 0 and included;
-- day p_days is included, the day after is not: 'Next 7 days' is p_days 6), soonest first.
-- days < 0 means overdue by -days; seen, whether the caller marked this alert as seen.
-- p_days between 0 and 3660 (22023).
create function public.deadline_alerts(p_workspace_id uuid, p_tz text, p_days integer)
returns table (
  tender_id uuid,
  title text,
  reference_number text,
  kind text,
  task_id uuid,
  task_name text,
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
  select a.* from private.open_alerts(p_workspace_id, v_today, v_today + v_days) a
  order by a.due_date, a.kind, a.title, a.tender_id, a.task_name, a.task_id;
end;
$$;

revoke all on function public.deadline_alerts(uuid, text, integer) from public, anon;
grant execute on function public.deadline_alerts(uuid, text, integer) to authenticated;

-- The alerts per window (the bell's badge, the page's groups), counted in SQL however many
-- there are. p_ends: ascending day numbers (1 to 10 of them, each from -3660 to 3661) that
-- close the windows, each end excluded: window 1 holds the alerts before day p_ends[1]
-- (overdue ones included), window i those from day p_ends[i-1] up to day p_ends[i]. [0, 7]
-- gives the overdue and the next 7 days. Each window comes back (zeros when empty) with its
-- number of alerts and how many of them the caller has not seen.
create or replace function public.deadline_counts(p_workspace_id uuid, p_tz text, p_ends integer[])
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
    select o.days, o.seen
    from private.open_alerts(p_workspace_id, v_today, v_today + p_ends[v_n] - 1) o
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

revoke all on function public.deadline_counts(uuid, text, integer[]) from public, anon;
grant execute on function public.deadline_counts(uuid, text, integer[]) to authenticated;

-- The changes of the deadlines of the workspace's open tenders in the last 14 days, made by
-- someone else than the caller (their own they know): latest first, at most p_limit, with
-- who made each and through which addendum, whether the caller has seen it, and how many
-- there are and are unseen (counted in SQL). A deadline moved within the bell's 7 days
-- already shows as a new alert (alerts are keyed by their date); this is how a move further
-- out reaches the bell too. Security invoker: deadline_changes, tenders, addenda and
-- profiles are read under their own policies, so another workspace gives an empty answer.
create function public.deadline_change_notices(p_workspace_id uuid, p_limit integer default 20)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with seen as (
    select coalesce(
      (select s.seen_until from public.seen_deadline_changes s
       where s.user_id = (select auth.uid()) and s.workspace_id = p_workspace_id),
      '-infinity'::timestamptz) as until
  ),
  changes as (
    select c.id, c.tender_id, t.title, t.reference_number, c.deadline, c.old_date, c.new_date,
           c.changed_at, coalesce(nullif(p.name, ''), p.email) as changed_by_name,
           a.number as addendum_number, c.changed_at <= (select until from seen) as seen,
           pg_catalog.row_number() over (order by c.changed_at desc, c.id) as position
    from public.deadline_changes c
    join public.tenders t on t.id = c.tender_id
    left join public.user_profiles p on p.id = c.changed_by
    left join public.tender_addenda a on a.id = c.addendum_id
    where c.workspace_id = p_workspace_id
      and c.changed_at > pg_catalog.now() - interval '14 days'
      and c.changed_by is distinct from (select auth.uid())
      and t.status in ('under-review', 'in-development')
  )
  select pg_catalog.jsonb_build_object(
    'total', pg_catalog.count(*),
    'unseen', pg_catalog.count(*) filter (where not c.seen),
    'changes', coalesce(
      pg_catalog.jsonb_agg(pg_catalog.to_jsonb(c) - 'position' order by c.position)
        filter (where c.position <= least(greatest(p_limit, 0), 100)),
      '[]'::jsonb)
  )
  from changes c
$$;

revoke all on function public.deadline_change_notices(uuid, integer) from public, anon;
grant execute on function public.deadline_change_notices(uuid, integer) to authenticated;

comment on function public.deadline_change_notices(uuid, integer) is
  'The bell''s notices of moved deadlines: changes of the open tenders'' deadlines in the last 14 days by others than the caller, latest first (at most p_limit, up to 100), with total and unseen counts.';

-- 'Mark all as seen': marks the caller's alerts of the workspace within p_days (overdue ones
-- included) as seen, each on its current date, forgets what they had seen of the
-- workspace's items that are no longer alerts, and marks the deadline changes seen up to
-- now. Returns how many alerts are now marked. Security invoker: only the workspace's
-- members see its tenders, so anyone else marks nothing.
create or replace function public.mark_deadline_alerts_seen(p_workspace_id uuid, p_tz text, p_days integer)
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
  v_tasks integer;
  v_bonds integer;
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

  delete from public.seen_task_alerts s
  using public.tasks k
  where s.user_id = (select auth.uid())
    and k.id = s.task_id
    and k.workspace_id = p_workspace_id
    and not exists (
      select 1 from private.open_alerts(p_workspace_id, v_today, v_today + v_days) o
      where o.task_id = s.task_id and o.due_date = s.due_date
    );
  insert into public.seen_task_alerts (task_id, due_date)
  select o.task_id, o.due_date
  from private.open_alerts(p_workspace_id, v_today, v_today + v_days) o
  where o.task_id is not null
  on conflict (user_id, task_id)
    do update set due_date = excluded.due_date, seen_at = pg_catalog.now();
  get diagnostics v_tasks = row_count;

  delete from public.seen_bond_alerts s
  using public.bid_bonds b
  where s.user_id = (select auth.uid())
    and b.id = s.bond_id
    and b.workspace_id = p_workspace_id
    and not exists (
      select 1 from private.bond_alerts(p_workspace_id, v_today, v_today + v_days) a
      where a.bond_id = s.bond_id and a.kind = s.kind and a.due_date = s.due_date
    );
  insert into public.seen_bond_alerts (bond_id, kind, due_date)
  select a.bond_id, a.kind, a.due_date
  from private.bond_alerts(p_workspace_id, v_today, v_today + v_days) a
  on conflict (user_id, bond_id, kind)
    do update set due_date = excluded.due_date, seen_at = pg_catalog.now();
  get diagnostics v_bonds = row_count;

  -- The deadline changes up to this moment (their changed_at is the clock's too), for a member only.
  insert into public.seen_deadline_changes (workspace_id, seen_until)
  select p_workspace_id, pg_catalog.clock_timestamp()
  where p_workspace_id in (select private.member_workspace_ids())
  on conflict (user_id, workspace_id) do update set seen_until = excluded.seen_until;
  return v_marked + v_tasks + v_bonds;
end;
$$;

revoke all on function public.mark_deadline_alerts_seen(uuid, text, integer) from public, anon;
grant execute on function public.mark_deadline_alerts_seen(uuid, text, integer) to authenticated;

-- ---------------------------------------------------------------------------
-- Row-level security, privileges
-- ---------------------------------------------------------------------------

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

create policy seen_task_alerts_select_own on public.seen_task_alerts
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy seen_task_alerts_insert_own on public.seen_task_alerts
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.tasks t where t.id = task_id)
  );

create policy seen_task_alerts_update_own on public.seen_task_alerts
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.tasks t where t.id = task_id)
  );

create policy seen_task_alerts_delete_own on public.seen_task_alerts
  for delete to authenticated
  using (user_id = (select auth.uid()));

create policy seen_bond_alerts_select_own on public.seen_bond_alerts
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy seen_bond_alerts_insert_own on public.seen_bond_alerts
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.bid_bonds b where b.id = bond_id)
  );

create policy seen_bond_alerts_update_own on public.seen_bond_alerts
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.bid_bonds b where b.id = bond_id)
  );

create policy seen_bond_alerts_delete_own on public.seen_bond_alerts
  for delete to authenticated
  using (user_id = (select auth.uid()));

create policy seen_deadline_changes_select_own on public.seen_deadline_changes
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy seen_deadline_changes_insert_own on public.seen_deadline_changes
  for insert to authenticated
  with check (user_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()));

create policy seen_deadline_changes_update_own on public.seen_deadline_changes
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()));

-- user_id is always the caller's (its default); nobody writes it.
revoke all on table public.seen_deadline_alerts from anon, authenticated;
grant select, delete on table public.seen_deadline_alerts to authenticated;
grant insert (tender_id, kind, due_date), update (due_date, seen_at)
  on table public.seen_deadline_alerts to authenticated;

revoke all on table public.seen_task_alerts from anon, authenticated;
grant select, delete on table public.seen_task_alerts to authenticated;
grant insert (task_id, due_date), update (due_date, seen_at)
  on table public.seen_task_alerts to authenticated;

revoke all on table public.seen_bond_alerts from anon, authenticated;
grant select, delete on table public.seen_bond_alerts to authenticated;
grant insert (bond_id, kind, due_date), update (due_date, seen_at)
  on table public.seen_bond_alerts to authenticated;

revoke all on table public.seen_deadline_changes from anon, authenticated;
grant select on table public.seen_deadline_changes to authenticated;
grant insert (workspace_id, seen_until), update (seen_until)
  on table public.seen_deadline_changes to authenticated;
