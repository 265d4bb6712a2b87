-- The calendar feed names a task's tender, carries the user's alarm choice for submission
-- deadlines, and shows a member who is not an admin or manager only the deadlines of tenders
-- they created or have an open task on. (supabase/schemas/08_reminders.sql holds the definition.)

create or replace function private.calendar_feed_events(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_created timestamptz;
  v_result jsonb;
begin
  if p_token is null or pg_catalog.char_length(p_token) > 200 then
    return null;
  end if;
  update private.calendar_feeds f set last_fetched_at = pg_catalog.now()
  where f.token_hash = private.feed_token_hash(p_token)
  returning f.user_id, f.created_at into v_user, v_created;
  if v_user is null then
    return null;
  end if;

  with ws as (
    select w.id, w.name, m.role in ('admin', 'manager') as sees_all
    from public.workspace_members m join public.workspaces w on w.id = m.workspace_id
    where m.user_id = v_user
  ),
  tenders as (
    select t.*, ws.name as workspace_name, ws.sees_all from public.tenders t join ws on ws.id = t.workspace_id
  ),
  own_tasks as (
    select k.*, t.title as tender_title, t.reference_number, t.workspace_name,
           t.status in ('under-review', 'in-development') as tender_open
    from public.tasks k join tenders t on t.id = k.tender_id
    where coalesce(k.assignee_id, k.user_id) = v_user
  ),
  open_tenders as (
    select * from tenders t
    where t.status in ('under-review', 'in-development')
      and (t.sees_all or t.user_id = v_user
           or exists (select 1 from own_tasks k
                      where k.tender_id = t.id and k.status not in ('completed', 'canceled', 'not-needed')))
  ),
  events as (
    select 'tender-' || t.id || '-' || d.kind || '@tenderflow' as uid, d.kind, d.due_date,
           d.label || ': ' || t.title as title,
           'Reference ' || t.reference_number || ' · ' || t.client as description,
           t.id as tender_id, t.title as tender_title, t.workspace_name
    from open_tenders t
    cross join lateral (values ('submission', 'Submission deadline', t.tender_submission_date),
                               ('inquiry', 'Inquiry deadline', t.inquiry_submission_date)) d (kind, label, due_date)
    where d.due_date is not null
    union all
    select 'task-' || k.id || '@tenderflow', 'task', k.due_date, k.name,
           k.tender_title || ' (reference ' || k.reference_number || ')', k.tender_id, k.tender_title,
           k.workspace_name
    from own_tasks k
    where k.due_date is not null and k.tender_open and k.status not in ('completed', 'canceled', 'not-needed')
  )
  select pg_catalog.jsonb_build_object(
    'last_modified', greatest(
      v_created,
      (select pg_catalog.max(t.updated_at) from tenders t),
      (select pg_catalog.max(k.updated_at) from own_tasks k),
      (select p.updated_at from public.user_profiles p where p.id = v_user)),
    'alarm', (select p.preferences -> 'calendarAlarm' from public.user_profiles p where p.id = v_user),
    'events', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'uid', e.uid, 'kind', e.kind, 'date', pg_catalog.to_char(e.due_date, 'YYYY-MM-DD'),
               'title', e.title, 'description', e.description, 'tender_id', e.tender_id,
               'tender_title', e.tender_title, 'workspace_name', e.workspace_name) order by e.due_date, e.uid)
      from events e), '[]'::jsonb))
  into v_result;
  return v_result;
end;
$$;
