-- The timer (start_timer, stop_timer: one running per person, a long run asks before it
-- counts) and My time (my_time: the caller's week of entries).

-- Starts the caller's timer on a task of a tender they can see. A second running timer is
-- refused by the primary key (also when two devices start at the same moment: the second
-- insert waits for the first and then fails); that refusal is TFC01, with the task already
-- being timed as its detail.
create function public.start_timer(p_task_id uuid)
returns public.running_timers
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_task public.tasks;
  v_timer public.running_timers;
  v_running text;
begin
  select * into v_task from public.tasks k where k.id = p_task_id;
  if not found then
    raise exception 'The task does not exist or you cannot see it' using errcode = 'P0002';
  end if;
  begin
    insert into public.running_timers (tender_id, workspace_id, task_id)
    values (v_task.tender_id, v_task.workspace_id, v_task.id)
    returning * into v_timer;
  exception when unique_violation then
    select k.name into v_running
    from public.running_timers r left join public.tasks k on k.id = r.task_id
    where r.user_id = auth.uid();
    raise exception 'A timer is already running' using errcode = 'TFC01', detail = coalesce(v_running, '');
  end;
  return v_timer;
end;
$$;

revoke all on function public.start_timer(uuid) from public, anon;
grant execute on function public.start_timer(uuid) to authenticated;

-- Stops the caller's timer and logs its time on the task, dated the day it started in the
-- caller's time zone: the time run, rounded to the nearest quarter hour (a quarter at
-- least). A timer that has run over 10 hours was probably forgotten: without p_hours it is
-- not counted but refused with TFC02 (detail: the hours it has run), so the app asks how many
-- hours count; p_hours (quarter hours, at most 24) counts those instead. No timer: P0002.
create function public.stop_timer(p_hours numeric default null)
returns public.time_entries
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_timer public.running_timers;
  v_ran numeric;
  v_tz text;
  v_entry public.time_entries;
begin
  -- Deleted first, so a second stop at the same moment finds nothing; the refusals below
  -- roll the delete back with them.
  delete from public.running_timers r where r.user_id = auth.uid() returning * into v_timer;
  if not found then
    raise exception 'No timer is running' using errcode = 'P0002';
  end if;
  v_ran := extract(epoch from pg_catalog.now() - v_timer.started_at) / 3600;
  if v_ran > 10 and p_hours is null then
    raise exception 'The timer has run for more than 10 hours'
      using errcode = 'TFC02', detail = pg_catalog.round(v_ran, 2)::text;
  end if;
  select coalesce(p.time_zone, 'UTC') into v_tz from public.user_profiles p where p.id = auth.uid();
  insert into public.time_entries (tender_id, workspace_id, task_id, work_date, hours, description)
  values (v_timer.tender_id, v_timer.workspace_id, v_timer.task_id,
          (v_timer.started_at at time zone private.checked_time_zone(coalesce(v_tz, 'UTC')))::date,
          coalesce(p_hours, greatest(0.25, pg_catalog.round(v_ran * 4) / 4)), '')
  returning * into v_entry;
  return v_entry;
end;
$$;

revoke all on function public.stop_timer(numeric) from public, anon;
grant execute on function public.stop_timer(numeric) to authenticated;

-- My time: the caller's own entries of the 7 days from p_week_start (the first day of their
-- week, which the app knows from their locale), across their workspaces, in one document:
--   entries  [{id, work_date, hours, description, tender_id, title, reference_number,
--             workspace_name}] by day, then as logged
--   days     [{date, hours}] each of the 7 days
--   total    Σ hours
create function public.my_time(p_week_start date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with mine as (
    select e.id, e.work_date, e.hours, e.description, e.created_at, t.id as tender_id, t.title,
           t.reference_number, w.name as workspace_name
    from public.time_entries e
    join public.tenders t on t.id = e.tender_id
    join public.workspaces w on w.id = e.workspace_id
    where e.user_id = (select auth.uid())
      and e.work_date between p_week_start and p_week_start + 6
  )
  select pg_catalog.jsonb_build_object(
    'entries', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'id', m.id, 'work_date', m.work_date, 'hours', m.hours, 'description', m.description,
               'tender_id', m.tender_id, 'title', m.title, 'reference_number', m.reference_number,
               'workspace_name', m.workspace_name)
             order by m.work_date, m.created_at, m.id)
      from mine m), '[]'::jsonb),
    'days', (
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'date', d.day::date,
               'hours', coalesce((select pg_catalog.sum(m.hours) from mine m where m.work_date = d.day::date), 0))
             order by d.day)
      from pg_catalog.generate_series(p_week_start::timestamp, p_week_start::timestamp + interval '6 days', interval '1 day') d (day)),
    'total', coalesce((select pg_catalog.sum(m.hours) from mine m), 0)
  );
$$;

revoke all on function public.my_time(date) from public, anon;
grant execute on function public.my_time(date) to authenticated;
