-- Mentions and replies by email: one more kind of the reminder job ('comment', stopped by the
-- new preference mentionsAndReplies, with its own unsubscribe bit). Re-creates the objects of
-- the job it touches: the message kinds, the kinds' preferences, the unsubscribe set and
-- private.reminder_page_json (which offers the new link and carries the comments).

alter table private.reminder_messages drop constraint reminder_messages_kind_check;
alter table private.reminder_messages add constraint reminder_messages_kind_check
  check (kind in ('digest', 'missed', 'assigned', 'invitation', 'comment'));

alter table private.reminder_kinds drop constraint reminder_kinds_preference_check;
alter table private.reminder_kinds add constraint reminder_kinds_preference_check
  check (preference in ('emailNotifications', 'tenderDeadlineReminders', 'taskUpdates', 'mentionsAndReplies'));

create or replace function private.unsubscribe_mask(p_preferences text[])
returns integer
language sql
immutable
set search_path = ''
as $$
  select (case when 'tenderDeadlineReminders' = any (p_preferences) then 1 else 0 end)
         | (case when 'taskUpdates' = any (p_preferences) then 2 else 0 end)
         | (case when 'mentionsAndReplies' = any (p_preferences) then 4 else 0 end);
$$;

create or replace function private.unsubscribe_keys(p_mask integer)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.array_remove(array[case when p_mask & 1 = 1 then 'tenderDeadlineReminders' end,
                            case when p_mask & 2 = 2 then 'taskUpdates' end,
                            case when p_mask & 4 = 4 then 'mentionsAndReplies' end], null);
$$;

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
  -- Each line with the preference a link of its message may turn off for it: a digest's lines
  -- by their kind; another message's by the message's own kind (the escalation's lines are
  -- deadlines, but only emailNotifications stops it). Never emailNotifications.
  with lines as materialized (
    select x.*, m.kind = 'digest' as digest,
           case when k.preference in ('tenderDeadlineReminders', 'taskUpdates', 'mentionsAndReplies')
                then k.preference end as offer
    from pg_temp.reminder_rendered x
    join private.reminder_messages m on m.id = x.message_id and m.claim_id = p_claim
    left join private.reminder_kinds k on k.kind = case when m.kind = 'digest' then x.kind else m.kind end
  ),
  -- Digests: what is ahead, by section.
  sections as (
    select s.message_id, s.workspace_id,
           pg_catalog.json_agg(pg_catalog.json_build_object('section', s.section, 'items', s.items)
                               order by s.first_days) as sections
    from (
      select x.message_id, x.workspace_id,
             case when x.days = 0 then 'today' when x.days = 1 then 'tomorrow'
                  when x.days <= 7 then 'week' else 'later' end as section,
             pg_catalog.min(x.days) as first_days,
             pg_catalog.json_agg(pg_catalog.json_build_object(
               'kind', x.kind, 'task_name', x.task_name,
               'due_date', pg_catalog.to_char(x.due_date, 'YYYY-MM-DD'), 'days', x.days,
               'tender_id', t.id, 'tender_title', t.title, 'reference_number', t.reference_number)
               order by x.due_date, t.title nulls last, t.id, x.kind, x.task_name) as items
      from lines x
      left join public.tenders t on t.id = x.tender_id
      where x.digest and x.days >= 0
      group by 1, 2, 3
    ) s
    group by s.message_id, s.workspace_id
  ),
  -- Digests: one line per tender for what is overdue.
  overdue as (
    select o.message_id, o.workspace_id,
           pg_catalog.json_agg(pg_catalog.json_build_object(
             'tender_id', t.id, 'title', t.title, 'reference_number', t.reference_number, 'count', o.n)
             order by o.first_due, t.title, t.id) as overdue
    from (
      select x.message_id, x.workspace_id, x.tender_id, pg_catalog.count(*) as n, pg_catalog.min(x.due_date) as first_due
      from lines x
      where x.digest and x.days < 0
      group by 1, 2, 3
    ) o
    join public.tenders t on t.id = o.tender_id
    group by o.message_id, o.workspace_id
  ),
  -- Other messages: by tender ...
  items as (
    select x.message_id, x.workspace_id, x.tender_id,
           pg_catalog.json_agg(pg_catalog.json_build_object(
             'kind', x.kind, 'task_name', x.task_name,
             'due_date', pg_catalog.to_char(x.due_date, 'YYYY-MM-DD'), 'days', x.days)
             order by x.due_date nulls last, x.kind, x.task_name) as items,
           pg_catalog.min(x.due_date) as first_due
    from lines x
    where not x.digest and x.tender_id is not null
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
  -- ... and items without a tender apart.
  documents as (
    select x.message_id, x.workspace_id,
           pg_catalog.json_agg(pg_catalog.json_build_object(
             'kind', x.kind, 'task_name', x.task_name,
             'due_date', pg_catalog.to_char(x.due_date, 'YYYY-MM-DD'), 'days', x.days)
             order by x.due_date, x.task_name) as documents
    from lines x
    where not x.digest and x.tender_id is null
    group by x.message_id, x.workspace_id
  ),
  -- A workspace's four parts side by side: one union and one hash aggregate (joined to each
  -- other, the aggregates were planned as nested loops, rebuilt per row).
  parts as (
    select p.message_id, p.workspace_id,
           pg_catalog.bool_or(p.deadlines) as deadlines, pg_catalog.bool_or(p.tasks) as tasks,
           pg_catalog.bool_or(p.comments) as comments,
           (pg_catalog.array_agg(p.sections) filter (where p.sections is not null))[1] as sections,
           (pg_catalog.array_agg(p.overdue) filter (where p.overdue is not null))[1] as overdue,
           (pg_catalog.array_agg(p.tenders) filter (where p.tenders is not null))[1] as tenders,
           (pg_catalog.array_agg(p.documents) filter (where p.documents is not null))[1] as documents
    from (
      select s.message_id, s.workspace_id, null::boolean as deadlines, null::boolean as tasks,
             null::boolean as comments, s.sections, null::json as overdue, null::json as tenders,
             null::json as documents
      from sections s
      union all
      select o.message_id, o.workspace_id, null, null, null, null, o.overdue, null, null from overdue o
      union all
      select x.message_id, x.workspace_id, null, null, null, null, null, x.tenders, null from tenders x
      union all
      select d.message_id, d.workspace_id, null, null, null, null, null, null, d.documents from documents d
      union all
      -- the kinds its links may turn off
      select l.message_id, l.workspace_id, pg_catalog.bool_or(l.offer = 'tenderDeadlineReminders'),
             pg_catalog.bool_or(l.offer = 'taskUpdates'), pg_catalog.bool_or(l.offer = 'mentionsAndReplies'),
             null, null, null, null
      from lines l
      group by l.message_id, l.workspace_id
    ) p
    group by p.message_id, p.workspace_id
  ),
  -- Materialized: inlined, the planner rescans this aggregate once per message (a nested
  -- loop), building the page's JSON hundreds of times over.
  workspaces as materialized (
    select k.message_id,
           -- private.unsubscribe_mask, inlined
           pg_catalog.bool_or(k.deadlines)::integer | (pg_catalog.bool_or(k.tasks)::integer << 1)
             | (pg_catalog.bool_or(k.comments)::integer << 2) as mask,
           pg_catalog.json_agg(pg_catalog.json_build_object('id', w.id, 'name', w.name,
             'sections', coalesce(k.sections, '[]'::json), 'overdue', coalesce(k.overdue, '[]'::json),
             'tenders', coalesce(k.tenders, '[]'::json), 'documents', coalesce(k.documents, '[]'::json))
             order by w.name, w.id) as workspaces
    from parts k
    join public.workspaces w on w.id = k.workspace_id
    group by k.message_id
  ),
  messages as (
    select m.id, m.kind, m.created_at, r.email, r.name, m.time_zone, m.local_day, m.user_id, w.workspaces,
           w.mask,
           pg_catalog.array_remove(array[case when w.mask & 4 = 4 then 'mentionsAndReplies' end,
                                         case when w.mask & 2 = 2 then 'taskUpdates' end,
                                         case when w.mask & 1 = 1 then 'tenderDeadlineReminders' end], null)
             as preferences,
           pg_catalog.decode(pg_catalog.replace(m.user_id::text, '-', ''), 'hex') as user_bytes,
           null::json as invitation
    from workspaces w
    join private.reminder_messages m on m.id = w.message_id
    join pg_temp.reminder_people r on r.user_id = m.user_id
    where m.state = 'pending'
    union all
    -- Invitations go to an address, not to a person: no preference, so no unsubscribe token.
    select m.id, m.kind, m.created_at, v.email, v.name, m.time_zone, m.local_day, m.user_id, v.workspaces,
           0, '{}'::text[], null::bytea, v.invitation
    from private.invitation_messages(p_claim) v
    join private.reminder_messages m on m.id = v.message_id
    where m.state = 'pending'
  )
  select pg_catalog.json_build_object(
    'claim', p_claim,
    'remaining', p_remaining,
    'messages', coalesce(pg_catalog.json_agg(pg_catalog.json_build_object(
      'id', x.id, 'kind', x.kind, 'to', x.email, 'name', x.name, 'time_zone', x.time_zone,
      'local_day', pg_catalog.to_char(x.local_day, 'YYYY-MM-DD'),
      'unsubscribe_token', case when x.mask > 0 then pg_catalog.translate(pg_catalog.encode(
        x.payload || extensions.hmac(x.payload, v_secret, 'sha256'), 'base64'), E'+/=\n', '-_') end,
      'unsubscribe', (
        select coalesce(pg_catalog.json_agg(pg_catalog.json_build_object('preference', u.preference, 'token',
                 pg_catalog.translate(pg_catalog.encode(u.payload || extensions.hmac(u.payload, v_secret, 'sha256'),
                                                        'base64'), E'+/=\n', '-_')) order by u.preference), '[]'::json)
        from (select p.preference, '\x02'::bytea || x.user_bytes
                     || pg_catalog.set_byte('\x00'::bytea, 0,
                          case p.preference when 'tenderDeadlineReminders' then 1 when 'taskUpdates' then 2
                                            else 4 end) as payload
              from pg_catalog.unnest(x.preferences) p (preference)) u),
      'workspaces', x.workspaces,
      'invitation', x.invitation,
      'comments', case when x.kind = 'comment' then private.comment_email_lines(x.id) end)
      order by x.created_at, x.id), '[]'::json))
  into v_result
  from (
    select m.*, '\x02'::bytea || m.user_bytes || pg_catalog.set_byte('\x00'::bytea, 0, m.mask) as payload
    from messages m
  ) x;
  return v_result;
end;
$$;

-- ---------------------------------------------------------------------------
-- By email: the reminder kind 'comment' (private.reminder_kinds, 08_reminders.sql)
-- ---------------------------------------------------------------------------

-- Decides: each person with mentions and replies not yet emailed nor seen in the app, from the
-- last day, in a workspace they still belong to, and 'Mentions and replies' on, gets one message
-- for all of them. The ledger (reminder_log, kind 'comment', the comment as the item) records
-- each as told, so none is emailed twice.
create function private.remind_comments(p_now timestamptz)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  drop table if exists pg_temp.reminder_comment_due;
  create temporary table reminder_comment_due on commit drop as
  select n.user_id, n.comment_id, r.local_day, r.time_zone
  from public.comment_notifications n
  join pg_temp.reminder_people r on r.user_id = n.user_id
  join public.user_profiles p on p.id = n.user_id
  join public.comments c on c.id = n.comment_id
  join public.workspace_members w on w.workspace_id = c.workspace_id and w.user_id = n.user_id
  where n.seen_at is null and n.created_at > p_now - interval '1 day' and n.created_at <= p_now
    and not coalesce(p.preferences -> 'mentionsAndReplies' = 'false'::jsonb, false)
    and not exists (
      select 1 from private.reminder_log g
      where g.user_id = n.user_id and g.item_kind = 'comment' and g.item_id = n.comment_id);

  with msgs as (
    insert into private.reminder_messages (user_id, kind, local_day, time_zone)
    select distinct d.user_id, 'comment', d.local_day, d.time_zone from pg_temp.reminder_comment_due d
    returning id, user_id
  )
  insert into private.reminder_log (user_id, item_kind, item_id, due_date, offset_days, message_id)
  select d.user_id, 'comment', d.comment_id, d.local_day, 0, m.id
  from pg_temp.reminder_comment_due d
  join msgs m on m.user_id = d.user_id
  on conflict do nothing;
end;
$$;

revoke all on function private.remind_comments(timestamptz) from public;

-- Claimed, a message keeps the comments still there, still unseen, in a workspace the person
-- still belongs to, with 'Mentions and replies' still on (none left: canceled).
create function private.render_comments(p_claim uuid)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into pg_temp.reminder_rendered
  select m.id, c.workspace_id, c.tender_id, 'comment', k.name, null::date, null::integer, true, c.id
  from private.reminder_messages m
  join private.reminder_log g on g.message_id = m.id and g.item_kind = 'comment'
  join public.comment_notifications n on n.user_id = m.user_id and n.comment_id = g.item_id
  join public.comments c on c.id = n.comment_id
  join public.workspace_members w on w.workspace_id = c.workspace_id and w.user_id = m.user_id
  join public.user_profiles p on p.id = m.user_id
  left join public.tasks k on k.id = c.task_id
  where m.claim_id = p_claim and m.kind = 'comment' and n.seen_at is null
    and not coalesce(p.preferences -> 'mentionsAndReplies' = 'false'::jsonb, false);
end;
$$;

revoke all on function private.render_comments(uuid) from public;

-- What a claimed message of mentions and replies says of each comment: why (mention or reply),
-- who wrote, where (tender, task), when, and its text (the email escapes it).
create function private.comment_email_lines(p_message_id uuid)
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return (
    select pg_catalog.json_agg(pg_catalog.json_build_object(
             'reason', n.reason, 'author_name', coalesce(nullif(a.name, ''), a.email),
             'tender_id', c.tender_id, 'tender_title', t.title, 'task_id', c.task_id, 'task_name', k.name,
             'created_at', c.created_at, 'body', pg_catalog.left(c.body, 1000))
             order by c.created_at, c.id)
    from pg_temp.reminder_rendered x
    join private.reminder_messages m on m.id = x.message_id
    join public.comments c on c.id = x.item_id
    join public.comment_notifications n on n.comment_id = c.id and n.user_id = m.user_id
    join public.tenders t on t.id = c.tender_id
    left join public.tasks k on k.id = c.task_id
    left join public.user_profiles a on a.id = c.author_id
    where x.message_id = p_message_id and x.kind = 'comment');
end;
$$;

revoke all on function private.comment_email_lines(uuid) from public;

insert into private.reminder_kinds (kind, preference, decide, render)
values ('comment', 'mentionsAndReplies', 'private.remind_comments', 'private.render_comments');
