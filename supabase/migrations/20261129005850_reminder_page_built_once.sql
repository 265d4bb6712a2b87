-- The reminder page's JSON is built once per page: its per-workspace aggregate was inlined and
-- rescanned once per message. (supabase/schemas/08_reminders.sql holds the definition.)

create or replace function private.reminder_page_json(p_claim uuid, p_remaining integer)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_secret bytea := (select s.secret from private.reminder_secret s);
  v_result json;
begin
  with items as (
    select x.message_id, x.workspace_id, x.tender_id,
           pg_catalog.json_agg(pg_catalog.json_build_object(
             'kind', x.kind, 'task_name', x.task_name,
             'due_date', pg_catalog.to_char(x.due_date, 'YYYY-MM-DD'), 'days', x.days)
             order by x.due_date nulls last, x.kind, x.task_name) as items,
           pg_catalog.min(x.due_date) as first_due
    from pg_temp.reminder_rendered x
    join private.reminder_messages m on m.id = x.message_id and m.claim_id = p_claim
    where x.tender_id is not null
    group by x.message_id, x.workspace_id, x.tender_id
  ),
  tenders as (
    select i.message_id, i.workspace_id,
           pg_catalog.json_agg(pg_catalog.json_build_object(
             'id', t.id, 'title', t.title, 'reference_number', t.reference_number, 'items', i.items)
             order by i.first_due nulls last, t.title, t.id) as tenders
    from items i
    join public.tenders t on t.id = i.tender_id
    group by i.message_id, i.workspace_id
  ),
  documents as (
    select x.message_id, x.workspace_id,
           pg_catalog.json_agg(pg_catalog.json_build_object(
             'kind', x.kind, 'task_name', x.task_name,
             'due_date', pg_catalog.to_char(x.due_date, 'YYYY-MM-DD'), 'days', x.days)
             order by x.due_date, x.task_name) as documents
    from pg_temp.reminder_rendered x
    join private.reminder_messages m on m.id = x.message_id and m.claim_id = p_claim
    where x.tender_id is null
    group by x.message_id, x.workspace_id
  ),
  -- Materialized: inlined, the planner rescans this aggregate once per message (a nested
  -- loop), building the page's JSON hundreds of times over.
  workspaces as materialized (
    select coalesce(x.message_id, d.message_id) as message_id,
           pg_catalog.json_agg(pg_catalog.json_build_object('id', w.id, 'name', w.name,
             'tenders', coalesce(x.tenders, '[]'::json), 'documents', coalesce(d.documents, '[]'::json))
             order by w.name, w.id) as workspaces
    from tenders x
    full join documents d on d.message_id = x.message_id and d.workspace_id = x.workspace_id
    join public.workspaces w on w.id = coalesce(x.workspace_id, d.workspace_id)
    group by coalesce(x.message_id, d.message_id)
  ),
  -- The preference that stops all of a message's lines, else emailNotifications.
  preferences as (
    select x.message_id,
           case when pg_catalog.min(k.preference) = pg_catalog.max(k.preference) then pg_catalog.min(k.preference)
                else 'emailNotifications' end as preference
    from (select distinct r.message_id, r.kind from pg_temp.reminder_rendered r) x
    join private.reminder_kinds k on k.kind = x.kind
    group by x.message_id
  ),
  messages as (
    select m.id, m.kind, m.created_at, r.email, r.name, m.time_zone, m.local_day, m.user_id, w.workspaces,
           p.preference
    from workspaces w
    join preferences p on p.message_id = w.message_id
    join private.reminder_messages m on m.id = w.message_id
    join pg_temp.reminder_people r on r.user_id = m.user_id
    where m.state = 'pending'
  )
  select pg_catalog.json_build_object(
    'claim', p_claim,
    'remaining', p_remaining,
    'messages', coalesce(pg_catalog.json_agg(pg_catalog.json_build_object(
      'id', x.id, 'kind', x.kind, 'to', x.email, 'name', x.name, 'time_zone', x.time_zone,
      'local_day', pg_catalog.to_char(x.local_day, 'YYYY-MM-DD'),
      'unsubscribe_token', pg_catalog.translate(pg_catalog.encode(
        x.payload || extensions.hmac(x.payload, v_secret, 'sha256'), 'base64'), E'+/=\n', '-_'),
      'preference', x.preference,
      'workspaces', x.workspaces) order by x.created_at, x.id), '[]'::json))
  into v_result
  from (
    select m.*, '\x01'::bytea || pg_catalog.decode(pg_catalog.replace(m.user_id::text, '-', ''), 'hex')
             || pg_catalog.set_byte('\x00'::bytea, 0,
                  pg_catalog.array_position(array['emailNotifications', 'tenderDeadlineReminders', 'taskUpdates'],
                                            m.preference)) as payload
    from messages m
  ) x;
  return v_result;
end;
$$;
