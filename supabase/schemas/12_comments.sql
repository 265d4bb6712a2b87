-- Comments: a thread on each tender and on each of its tasks, in plain text, with @mentions
-- of workspace members. Members of the tender's workspace read and write; the author edits
-- within 15 minutes of posting (marked edited) and deletes their own; admins delete any.
--
-- A mention, or a new comment in a thread one wrote in before, notifies (comment_notices):
-- in the bell and on the notifications page, and by email (the reminder kind 'comment' in
-- 08_reminders.sql). Only people who can read the tender at that moment are notified or
-- recorded as mentioned; post_comment and edit_comment return the others, so the composer can
-- say who was not notified.

create table public.comments (
  id uuid primary key default gen_random_uuid(),
  -- Both set from the task or the tender by private.place_comment: a client gives tender_id
  -- (the tender's thread) or task_id (the task's).
  workspace_id uuid not null,
  tender_id uuid not null,
  task_id uuid references public.tasks (id) on delete cascade,
  -- Null once the author's account is deleted: the comment stays, by 'A former member'.
  author_id uuid default auth.uid() references public.user_profiles (id) on delete set null,
  body text not null,
  created_at timestamptz not null default pg_catalog.now(),
  -- Set when the body changes: the thread shows 'edited'.
  edited_at timestamptz,
  constraint comments_tender_id_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade,
  constraint comments_body_length check (
    pg_catalog.char_length(body) <= 5000 and pg_catalog.btrim(body, E' \t\r\n') <> '')
);

comment on table public.comments is
  'A thread''s comments: a tender''s (task_id null) or a task''s. Members read and post; the author edits within 15 minutes and deletes; admins delete any.';

create index comments_tender_id_idx on public.comments (tender_id, workspace_id, created_at, id);
create index comments_task_id_idx on public.comments (task_id, created_at, id) where task_id is not null;
create index comments_workspace_id_idx on public.comments (workspace_id);
create index comments_author_id_idx on public.comments (author_id);

alter table public.comments enable row level security;

-- Who a comment mentions: only members who could read the tender when it was posted or edited.
create table public.comment_mentions (
  comment_id uuid not null references public.comments (id) on delete cascade,
  user_id uuid not null references public.user_profiles (id) on delete cascade,
  primary key (comment_id, user_id)
);

create index comment_mentions_user_id_idx on public.comment_mentions (user_id);

alter table public.comment_mentions enable row level security;

-- A person told of a comment: mentioned in it, or a reply in a thread they wrote in. One per
-- person and comment (a mention wins over a reply). Read while the comment is readable (a
-- member removed since sees none); seen_at is the only thing the person changes.
create table public.comment_notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.user_profiles (id) on delete cascade,
  comment_id uuid not null references public.comments (id) on delete cascade,
  reason text not null constraint comment_notifications_reason_check check (reason in ('mention', 'reply')),
  created_at timestamptz not null default pg_catalog.now(),
  seen_at timestamptz,
  constraint comment_notifications_user_comment_key unique (user_id, comment_id)
);

comment on table public.comment_notifications is
  'Mentions and replies to tell a person of, in the bell and by email. Each person reads and marks seen only their own.';

create index comment_notifications_comment_id_idx on public.comment_notifications (comment_id);
create index comment_notifications_unseen_idx on public.comment_notifications (created_at)
  where seen_at is null;

alter table public.comment_notifications enable row level security;

-- ---------------------------------------------------------------------------
-- Rules kept by triggers
-- ---------------------------------------------------------------------------

-- A comment belongs where its task or tender is: the workspace (and for a task its tender)
-- are read from the row, never taken from the client. Security invoker: a tender or task the
-- caller cannot read is not found.
create function private.place_comment()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.task_id is not null then
    select k.tender_id, k.workspace_id into new.tender_id, new.workspace_id
    from public.tasks k where k.id = new.task_id;
  else
    select t.workspace_id into new.workspace_id from public.tenders t where t.id = new.tender_id;
  end if;
  if new.workspace_id is null then
    raise exception 'This tender or task no longer exists.' using errcode = 'TFC03';
  end if;
  return new;
end;
$$;

revoke all on function private.place_comment() from public;

-- Editing: only the body, only within 15 minutes of posting, and then it is marked edited.
create function private.check_comment_edit()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.body is distinct from old.body then
    if pg_catalog.now() > old.created_at + interval '15 minutes' then
      raise exception 'A comment can be edited only within 15 minutes of posting.' using errcode = 'TFC02';
    end if;
    new.edited_at := pg_catalog.now();
  end if;
  return new;
end;
$$;

revoke all on function private.check_comment_edit() from public;

create trigger comments_place before insert on public.comments
  for each row execute function private.place_comment();

create trigger comments_check_edit before update on public.comments
  for each row execute function private.check_comment_edit();

-- ---------------------------------------------------------------------------
-- Mentions and notifications
-- ---------------------------------------------------------------------------

-- Records the caller's comment's mentions and tells: each mentioned person who can read the
-- tender now (a member of its workspace), and each earlier writer in the same thread (a
-- reply), never the author. Returns the mentioned who cannot read the tender: nobody is told,
-- nothing is recorded of them. Security definer: it reads other people's memberships; it acts
-- only on a comment of the caller's.
create function private.notify_comment(p_comment_id uuid, p_mentions uuid[])
returns uuid[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_comment public.comments;
  v_readers uuid[];
begin
  select c.* into v_comment from public.comments c
  where c.id = p_comment_id and c.author_id = auth.uid();
  if not found then
    return '{}';
  end if;
  select coalesce(pg_catalog.array_agg(m.user_id), '{}') into v_readers
  from public.workspace_members m where m.workspace_id = v_comment.workspace_id;

  insert into public.comment_mentions (comment_id, user_id)
  select p_comment_id, u from pg_catalog.unnest(p_mentions) u
  where u = any (v_readers) and u <> v_comment.author_id
  on conflict do nothing;

  insert into public.comment_notifications (user_id, comment_id, reason)
  select m.user_id, p_comment_id, 'mention' from public.comment_mentions m where m.comment_id = p_comment_id
  union
  select distinct c.author_id, p_comment_id, 'reply'
  from public.comments c
  where c.tender_id = v_comment.tender_id and c.task_id is not distinct from v_comment.task_id
    and c.id <> p_comment_id and c.created_at <= v_comment.created_at
    and c.author_id <> v_comment.author_id and c.author_id = any (v_readers)
    and not exists (select 1 from public.comment_mentions m
                    where m.comment_id = p_comment_id and m.user_id = c.author_id)
  on conflict (user_id, comment_id) do update set reason = 'mention'
    where excluded.reason = 'mention';

  return array(select distinct u from pg_catalog.unnest(p_mentions) u
               where u is not null and not (u = any (v_readers)));
end;
$$;

revoke all on function private.notify_comment(uuid, uuid[]) from public;
grant execute on function private.notify_comment(uuid, uuid[]) to authenticated;

-- Posts a comment on a tender's thread (p_task_id null) or a task's, with its mentions:
-- {comment: the row, not_notified: the mentioned who cannot read the tender}.
create function public.post_comment(
  p_tender_id uuid, p_body text, p_task_id uuid default null, p_mentions uuid[] default '{}')
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_comment public.comments;
begin
  insert into public.comments (tender_id, task_id, body)
  values (p_tender_id, p_task_id, p_body)
  returning * into v_comment;
  return pg_catalog.jsonb_build_object(
    'comment', pg_catalog.to_jsonb(v_comment),
    'not_notified', pg_catalog.to_jsonb(private.notify_comment(v_comment.id, coalesce(p_mentions, '{}'))));
end;
$$;

revoke all on function public.post_comment(uuid, text, uuid, uuid[]) from public, anon;
grant execute on function public.post_comment(uuid, text, uuid, uuid[]) to authenticated;

-- Edits one's own comment (within 15 minutes: private.check_comment_edit); a person newly
-- mentioned is told, one mentioned before is not told again. Same answer as post_comment.
create function public.edit_comment(p_comment_id uuid, p_body text, p_mentions uuid[] default '{}')
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_comment public.comments;
begin
  update public.comments c set body = p_body
  where c.id = p_comment_id and c.author_id = (select auth.uid())
  returning * into v_comment;
  if not found then
    raise exception 'This comment no longer exists or is not yours.' using errcode = 'TFC04';
  end if;
  return pg_catalog.jsonb_build_object(
    'comment', pg_catalog.to_jsonb(v_comment),
    'not_notified', pg_catalog.to_jsonb(private.notify_comment(v_comment.id, coalesce(p_mentions, '{}'))));
end;
$$;

revoke all on function public.edit_comment(uuid, text, uuid[]) from public, anon;
grant execute on function public.edit_comment(uuid, text, uuid[]) to authenticated;

-- ---------------------------------------------------------------------------
-- Counts and the bell
-- ---------------------------------------------------------------------------

-- How many comments each of these tenders has, its own thread and its tasks' together (the
-- list's speech bubble). Security invoker: another workspace's tenders count nothing.
create function public.tender_comment_counts(p_tender_ids uuid[])
returns table (tender_id uuid, comments integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.tender_id, pg_catalog.count(*)::integer
  from public.comments c
  where c.tender_id = any (p_tender_ids)
  group by c.tender_id;
$$;

revoke all on function public.tender_comment_counts(uuid[]) from public, anon;
grant execute on function public.tender_comment_counts(uuid[]) to authenticated;

-- How many comments each task of a tender has (the task card's speech bubble).
create function public.task_comment_counts(p_tender_id uuid)
returns table (task_id uuid, comments integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.task_id, pg_catalog.count(*)::integer
  from public.comments c
  where c.tender_id = p_tender_id and c.task_id is not null
  group by c.task_id;
$$;

revoke all on function public.task_comment_counts(uuid) from public, anon;
grant execute on function public.task_comment_counts(uuid) to authenticated;

-- The caller's mentions and replies in a workspace, newest first (at most p_limit, up to 100),
-- with who wrote, where (tender, task) and the start of the comment, and how many there are
-- and are unseen. Security invoker: only comments the caller can read now.
create function public.comment_notices(p_workspace_id uuid, p_limit integer default 20)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with notices as (
    select n.id, n.reason, n.created_at, n.seen_at is not null as seen, c.id as comment_id,
           c.tender_id, t.title as tender_title, c.task_id, k.name as task_name,
           pg_catalog.left(c.body, 200) as excerpt,
           coalesce(nullif(p.name, ''), p.email) as author_name,
           pg_catalog.row_number() over (order by n.created_at desc, n.id) as position
    from public.comment_notifications n
    join public.comments c on c.id = n.comment_id
    join public.tenders t on t.id = c.tender_id
    left join public.tasks k on k.id = c.task_id
    left join public.user_profiles p on p.id = c.author_id
    where n.user_id = (select auth.uid()) and c.workspace_id = p_workspace_id
  )
  select pg_catalog.jsonb_build_object(
    'total', pg_catalog.count(*),
    'unseen', pg_catalog.count(*) filter (where not n.seen),
    'notices', coalesce(
      pg_catalog.jsonb_agg(pg_catalog.to_jsonb(n) - 'position' order by n.position)
        filter (where n.position <= least(greatest(p_limit, 0), 100)),
      '[]'::jsonb))
  from notices n
$$;

revoke all on function public.comment_notices(uuid, integer) from public, anon;
grant execute on function public.comment_notices(uuid, integer) to authenticated;

-- 'Mark all as seen' for the caller's mentions and replies in a workspace; how many it marked.
create function public.mark_comment_notices_seen(p_workspace_id uuid)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_marked integer;
begin
  update public.comment_notifications n set seen_at = pg_catalog.now()
  from public.comments c
  where c.id = n.comment_id and c.workspace_id = p_workspace_id
    and n.user_id = (select auth.uid()) and n.seen_at is null;
  get diagnostics v_marked = row_count;
  return v_marked;
end;
$$;

revoke all on function public.mark_comment_notices_seen(uuid) from public, anon;
grant execute on function public.mark_comment_notices_seen(uuid) to authenticated;

-- ---------------------------------------------------------------------------
-- Row-level security, privileges
-- ---------------------------------------------------------------------------

create policy comments_select_members on public.comments
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy comments_insert_members on public.comments
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and workspace_id in (select private.member_workspace_ids()));

-- The window of 15 minutes is private.check_comment_edit's (a clear error, not a silent no-op).
create policy comments_update_author on public.comments
  for update to authenticated
  using (author_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()))
  with check (author_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()));

create policy comments_delete_author_or_admin on public.comments
  for delete to authenticated
  using (
    (author_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()))
    or workspace_id in (select private.member_workspace_ids('{admin}')));

-- A comment's mentions are read with it (its own policy decides).
create policy comment_mentions_select_members on public.comment_mentions
  for select to authenticated
  using (comment_id in (select c.id from public.comments c));

create policy comment_notifications_select_own on public.comment_notifications
  for select to authenticated
  using (user_id = (select auth.uid()) and comment_id in (select c.id from public.comments c));

create policy comment_notifications_update_own on public.comment_notifications
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

revoke all on table public.comments from anon, authenticated;
grant select, delete on table public.comments to authenticated;
grant insert (tender_id, task_id, body), update (body) on table public.comments to authenticated;

revoke all on table public.comment_mentions from anon, authenticated;
grant select on table public.comment_mentions to authenticated;

revoke all on table public.comment_notifications from anon, authenticated;
grant select on table public.comment_notifications to authenticated;
grant update (seen_at) on table public.comment_notifications to authenticated;

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
