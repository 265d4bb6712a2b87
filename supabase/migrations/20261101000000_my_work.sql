-- 'My work' (/app/my-work): what the signed-in person must do next, across every workspace
-- they belong to, in one call (docs/product.md § My work; definitions of docs/reminders.md):
--
--   * their own open tasks: coalesce(assignee_id, user_id) is the caller (the assignee, or
--     the creator when unassigned), status not completed, canceled or not needed, on an open
--     tender (under review or in development); soonest due date first, undated last;
--   * the deadlines of the open tenders they work on (created, or with an open own task on
--     them): each submission and inquiry deadline that is set, soonest first (overdue ones
--     included: the tender is still open).
--
-- "Today" is the caller's local day, passed by the app (p_today), never the server's: each
-- item's `days` is its date minus p_today (negative = overdue).
--
-- Security invoker: the tenders', tasks' and workspaces' policies let a member read every
-- workspace they belong to (private.member_workspace_ids()), which is exactly the scope; the
-- memberships are filtered by auth.uid() once more, so nothing else comes in.

-- The caller's open own tasks, by owner (the reminders and the feed ask the same).
create index tasks_owner_open_idx on public.tasks ((coalesce(assignee_id, user_id)))
  where status not in ('completed', 'canceled', 'not-needed');

create function public.my_work(p_today date)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_result jsonb;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_today is null then
    raise exception 'p_today is required (the caller''s local day)' using errcode = '22023';
  end if;

  with ws as (
    select w.id, w.name
    from public.workspace_members m
    join public.workspaces w on w.id = m.workspace_id
    where m.user_id = v_uid
  ),
  open_tenders as (
    select t.id, t.workspace_id, ws.name as workspace_name, t.user_id, t.title, t.reference_number,
           t.status, t.tender_submission_date, t.inquiry_submission_date
    from public.tenders t
    join ws on ws.id = t.workspace_id
    where t.status in ('under-review', 'in-development')
  ),
  own_tasks as (
    select k.id, k.name, k.status, k.due_date, k.created_at, t.id as tender_id, t.title,
           t.reference_number, t.workspace_id, t.workspace_name
    from public.tasks k
    join open_tenders t on t.id = k.tender_id
    where coalesce(k.assignee_id, k.user_id) = v_uid
      and k.status not in ('completed', 'canceled', 'not-needed')
  ),
  deadlines as (
    select t.id as tender_id, t.title, t.reference_number, t.status, t.workspace_id, t.workspace_name,
           d.kind, d.due_date
    from open_tenders t
    cross join lateral (
      values ('submission'::public.deadline_kind, t.tender_submission_date),
             ('inquiry'::public.deadline_kind, t.inquiry_submission_date)
    ) as d (kind, due_date)
    where d.due_date is not null
      and (t.user_id = v_uid or exists (select 1 from own_tasks k where k.tender_id = t.id))
  )
  select pg_catalog.jsonb_build_object(
    'tasks', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'id', k.id, 'name', k.name, 'status', k.status,
               'due_date', pg_catalog.to_char(k.due_date, 'YYYY-MM-DD'), 'days', k.due_date - p_today,
               'tender_id', k.tender_id, 'tender_title', k.title, 'reference_number', k.reference_number,
               'workspace_id', k.workspace_id, 'workspace_name', k.workspace_name)
             order by k.due_date nulls last, k.title, k.created_at, k.id)
      from own_tasks k), '[]'::jsonb),
    'deadlines', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'tender_id', d.tender_id, 'title', d.title, 'reference_number', d.reference_number,
               'kind', d.kind, 'due_date', pg_catalog.to_char(d.due_date, 'YYYY-MM-DD'),
               'days', d.due_date - p_today, 'status', d.status,
               'workspace_id', d.workspace_id, 'workspace_name', d.workspace_name)
             order by d.due_date, d.kind, d.title, d.tender_id)
      from deadlines d), '[]'::jsonb))
  into v_result;
  return v_result;
end;
$$;

comment on function public.my_work(date) is
  'My work: the caller''s open own tasks (assignee, or creator when unassigned) on open tenders, by due date (undated last), and the submission and inquiry deadlines of the open tenders they created or have an open own task on, by date; across all their workspaces. p_today: the caller''s local day (days = date - p_today).';

revoke all on function public.my_work(date) from public, anon;
grant execute on function public.my_work(date) to authenticated;
