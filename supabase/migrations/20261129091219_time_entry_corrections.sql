-- Admins and managers correct any time entry of their workspace, as they already delete any
-- (who worked stays the author's: user_id has no update grant).
drop policy time_entries_update_own on public.time_entries;

create policy time_entries_update_own_or_managers on public.time_entries
  for update to authenticated
  using (
    (user_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()))
    or workspace_id in (select private.member_workspace_ids('{admin,manager}'))
  )
  with check (
    (user_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()))
    or workspace_id in (select private.member_workspace_ids('{admin,manager}'))
  );

comment on table public.time_entries is
  'Hours a member worked on a tender (quarter hours, at most 24 a day), for a task of the tender or as described. The author reads and writes their own; admins and managers read, edit and delete all of the workspace''s.';

-- My time's entries carry their task, so editing one starts from it.
create or replace function public.my_time(p_week_start date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with mine as (
    select e.id, e.work_date, e.hours, e.task_id, e.description, e.created_at, t.id as tender_id, t.title,
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
               'id', m.id, 'work_date', m.work_date, 'hours', m.hours, 'task_id', m.task_id,
               'description', m.description,
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
