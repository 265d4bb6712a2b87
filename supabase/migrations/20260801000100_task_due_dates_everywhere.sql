-- Task due dates everywhere (issue 24): the columns of 20260801000000_task_due_dates.sql put
-- to work.
--
-- * tasks.due_date is a plausible calendar date (2000-01-01 to 2999-12-31): the app's form
--   says so first (src/features/tasks/model.ts), the check keeps other clients honest.
-- * A new tender's tasks are due default_tasks.due_days_before days before its submission
--   deadline (create_default_tasks); without a deadline or an offset they are undated. A
--   template added later because Bid Bond Required turned Yes is dated the same way.
-- * The open tasks' due dates join the deadline alerts (the bell, the dashboard's Upcoming
--   Deadlines, the notifications page): deadline_alerts returns them as kind 'task' with the
--   task's id and name, deadline_counts counts them, and 'Mark all as seen' marks them
--   (seen_task_alerts: per user, task and date, so a moved due date is new again). An open
--   task is one not completed, canceled or not needed, on an open tender (under review or in
--   development): a decided tender's leftover tasks raise no alerts.
--   deadline_alerts' kind becomes text ('inquiry', 'submission', 'task'): the deadline_kind
--   enum (a tender's two deadlines) stays as it is for what else uses it.

alter table public.tasks
  add constraint tasks_due_date_check
    check (due_date between date '2000-01-01' and date '2999-12-31');

-- ---------------------------------------------------------------------------
-- Templates: due dates from the submission deadline
-- ---------------------------------------------------------------------------

-- The seeded templates' offsets (supabase/seed.sql says the same, for fresh databases):
-- reading and questions early, the proposals a working week before, the final review the
-- day before, the submission on the day. Only where nobody has set one.
update public.default_tasks d
set due_days_before = v.days
from (values ('00000000-0000-4000-8000-000000000101'::uuid, 21), ('00000000-0000-4000-8000-000000000102'::uuid, 14),
             ('00000000-0000-4000-8000-000000000103'::uuid, 14), ('00000000-0000-4000-8000-000000000104'::uuid, 5),
             ('00000000-0000-4000-8000-000000000105'::uuid, 5), ('00000000-0000-4000-8000-000000000106'::uuid, 7),
             ('00000000-0000-4000-8000-000000000107'::uuid, 1), ('00000000-0000-4000-8000-000000000108'::uuid, 0))
  as v (id, days)
where d.id = v.id and d.due_days_before is null;

-- A template's due date for a tender: the deadline minus the offset, or null.
create function private.template_due_date(p_deadline date, p_due_days_before integer)
returns date
language sql
immutable
set search_path = ''
as $$
  select p_deadline - p_due_days_before
$$;

revoke all on function private.template_due_date(date, integer) from public, anon;
grant execute on function private.template_due_date(date, integer) to authenticated;

-- As in 20260705000000_task_descriptions_templates.sql, with the due dates.
create or replace function public.create_default_tasks(p_tender_id uuid)
returns setof public.tasks
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_workspace uuid;
  v_bid_bond boolean;
  v_deadline date;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;

  select t.workspace_id, t.bid_bond, t.tender_submission_date into v_workspace, v_bid_bond, v_deadline
  from public.tenders t where t.id = p_tender_id;
  if v_workspace is null then
    raise exception 'Tender not found' using errcode = '42501';
  end if;

  return query
  with templates as (
    select d.name, d.description, d.due_days_before,
           pg_catalog.row_number() over (order by d.created_at, d.id) as pos
    from public.default_tasks d
    where private.template_fits(d.only_with_bid_bond, v_bid_bond)
  ),
  inserted as (
    insert into public.tasks (tender_id, workspace_id, user_id, name, description, status, due_date,
                              created_at, updated_at)
    select p_tender_id, v_workspace, v_uid, tp.name, tp.description, 'not-started'::public.task_status,
           private.template_due_date(v_deadline, tp.due_days_before),
           pg_catalog.now() + (tp.pos - 1) * interval '1 microsecond',
           pg_catalog.now() + (tp.pos - 1) * interval '1 microsecond'
    from templates tp
    returning *
  )
  select i.* from inserted i order by i.created_at, i.id;
end;
$$;

create or replace function private.add_templates_that_now_fit()
returns trigger
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into public.tasks (tender_id, workspace_id, user_id, name, description, status, due_date,
                            created_at, updated_at)
  select new.id, new.workspace_id, coalesce(auth.uid(), new.user_id), tp.name, tp.description,
         'not-started'::public.task_status,
         private.template_due_date(new.tender_submission_date, tp.due_days_before),
         pg_catalog.clock_timestamp() + (tp.pos - 1) * interval '1 microsecond',
         pg_catalog.clock_timestamp() + (tp.pos - 1) * interval '1 microsecond'
  from (
    select d.name, d.description, d.due_days_before,
           pg_catalog.row_number() over (order by d.created_at, d.id) as pos
    from public.default_tasks d
    where private.template_fits(d.only_with_bid_bond, new.bid_bond)
      and not private.template_fits(d.only_with_bid_bond, old.bid_bond)
      and not exists (
        select 1 from public.tasks t
        where t.tender_id = new.id
          and pg_catalog.lower(pg_catalog.btrim(t.name)) = pg_catalog.lower(pg_catalog.btrim(d.name))
      )
  ) tp;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------
-- Seen task alerts
-- ---------------------------------------------------------------------------

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

revoke all on table public.seen_task_alerts from public, anon, authenticated;
grant select, delete on table public.seen_task_alerts to authenticated;
grant insert (task_id, due_date) on table public.seen_task_alerts to authenticated;
grant update (due_date, seen_at) on table public.seen_task_alerts to authenticated;

-- ---------------------------------------------------------------------------
-- The alerts: tender deadlines and open tasks' due dates
-- ---------------------------------------------------------------------------

-- The open tenders' deadlines (private.open_deadlines) and the due dates of their open
-- tasks, up to p_until (overdue ones included), with days from p_today and whether the
-- caller has seen each. kind: 'inquiry', 'submission' or 'task'.
create function private.open_alerts(p_workspace_id uuid, p_today date, p_until date)
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
$$;

drop function public.deadline_alerts(uuid, text, integer);
-- As in 20260706000000_deadline_windows.sql, with the open tasks' due dates (kind 'task',
-- task_id and task_name; null for a tender's deadline).
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
  return v_marked + v_tasks;
end;
$$;

revoke all on function private.open_alerts(uuid, date, date) from public, anon, authenticated;
grant execute on function private.open_alerts(uuid, date, date) to authenticated;

revoke all on function public.deadline_alerts(uuid, text, integer) from public, anon;
grant execute on function public.deadline_alerts(uuid, text, integer) to authenticated;
