-- Reminders that reach people: what to send is decided here, in SQL; sending is the
-- send-reminders Edge Function (collect → send → finish). docs/reminders.md explains the rules.
--
--   public.reminder_settings      per workspace: the offsets (days before) of each deadline kind
--   private.reminder_messages     the outbox: one row per email (digest | missed | assigned |
--                                 invitation: to an invited address, not to a person)
--   private.reminder_log          the ledger: each reminder (person, kind, item, date, offset) once
--   private.reminder_assignments  assignments waiting for the next run (batched per run)
--   private.reminder_secret       the server secret that signs unsubscribe and feed tokens
--   private.calendar_feeds        per user: a random nonce and the sha256 of the derived token
--   user_profiles.time_zone       (01_workspaces.sql) IANA name; null counts as UTC here
--
-- Public functions are security invoker wrappers around security-definer functions in
-- private (no security definer in the exposed schema, security check A6):
--   collect_reminders(p_now, p_limit), finish_reminders(…), calendar_feed_events(token)  service_role
--   calendar_feed(), regenerate_calendar_feed()                                          authenticated
--   unsubscribe_reminders(token)                                                         anon, authenticated

-- ---------------------------------------------------------------------------
-- Reminder settings (one row per workspace)
-- ---------------------------------------------------------------------------

-- Whether an offsets list has no duplicates (check constraints cannot hold subqueries). The
-- settings' check constraint runs as whoever updates the row (an admin).
create function private.offsets_distinct(p_offsets integer[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.count(distinct o) = pg_catalog.count(*) from pg_catalog.unnest(p_offsets) o;
$$;

revoke all on function private.offsets_distinct(integer[]) from public;
grant execute on function private.offsets_distinct(integer[]) to authenticated;

create table public.reminder_settings (
  workspace_id uuid primary key references public.workspaces (id) on delete cascade,
  submission_offsets integer[] not null default '{14,7,3,1,0}',
  inquiry_offsets integer[] not null default '{3,1,0}',
  task_offsets integer[] not null default '{1,0}',
  updated_at timestamptz not null default pg_catalog.now(),
  constraint reminder_settings_submission_offsets_range check (
    0 <= all (submission_offsets) and 90 >= all (submission_offsets)
    and pg_catalog.array_position(submission_offsets, null) is null),
  constraint reminder_settings_submission_offsets_distinct check (private.offsets_distinct(submission_offsets)),
  constraint reminder_settings_submission_offsets_count check (pg_catalog.cardinality(submission_offsets) <= 10),
  constraint reminder_settings_inquiry_offsets_range check (
    0 <= all (inquiry_offsets) and 90 >= all (inquiry_offsets)
    and pg_catalog.array_position(inquiry_offsets, null) is null),
  constraint reminder_settings_inquiry_offsets_distinct check (private.offsets_distinct(inquiry_offsets)),
  constraint reminder_settings_inquiry_offsets_count check (pg_catalog.cardinality(inquiry_offsets) <= 10),
  constraint reminder_settings_task_offsets_range check (
    0 <= all (task_offsets) and 90 >= all (task_offsets)
    and pg_catalog.array_position(task_offsets, null) is null),
  constraint reminder_settings_task_offsets_distinct check (private.offsets_distinct(task_offsets)),
  constraint reminder_settings_task_offsets_count check (pg_catalog.cardinality(task_offsets) <= 10)
);

comment on table public.reminder_settings is
  'Reminder offsets (days before each deadline) per workspace. Members read; admins edit. One row per workspace, made with the workspace.';

alter table public.reminder_settings enable row level security;

create function private.create_reminder_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.reminder_settings (workspace_id) values (new.id) on conflict do nothing;
  return new;
end;
$$;

revoke all on function private.create_reminder_settings() from public;

-- ---------------------------------------------------------------------------
-- Secret, outbox, ledger, assignments, feeds (schema private: no API role reads them)
-- ---------------------------------------------------------------------------

create table private.reminder_secret (
  id boolean primary key default true constraint reminder_secret_single check (id),
  secret bytea not null default extensions.gen_random_bytes(32),
  created_at timestamptz not null default pg_catalog.now()
);

alter table private.reminder_secret enable row level security;

insert into private.reminder_secret default values;

create table private.reminder_messages (
  id uuid primary key default gen_random_uuid(),
  -- The recipient; an invitation's is its address (invitation_id), who may have no account.
  user_id uuid references public.user_profiles (id) on delete cascade,
  kind text not null
    constraint reminder_messages_kind_check check (kind in ('digest', 'missed', 'assigned', 'invitation', 'comment')),
  -- The recipient's day (in their zone) when the message was made; a digest is for that day.
  local_day date not null,
  time_zone text not null,
  -- pending → sent; pending → expired (a digest whose day passed unsent: its reminders are
  -- released for catch-up); pending → canceled (nothing left to say when it was claimed).
  state text not null default 'pending'
    constraint reminder_messages_state_check check (state in ('pending', 'sent', 'expired', 'canceled')),
  claim_id uuid,
  claimed_until timestamptz,
  attempts integer not null default 0,
  last_failed_at timestamptz,
  created_at timestamptz not null default pg_catalog.now(),
  sent_at timestamptz,
  invitation_id uuid references public.workspace_invitations (id) on delete cascade,
  constraint reminder_messages_sent_check check ((state = 'sent') = (sent_at is not null)),
  constraint reminder_messages_recipient_check check (
    (kind = 'invitation') = (invitation_id is not null) and (kind = 'invitation') = (user_id is null))
);

-- At most one digest per person and local day, whatever happens to it.
create unique index reminder_messages_digest_key on private.reminder_messages (user_id, local_day)
  where kind = 'digest';
create index reminder_messages_user_id_idx on private.reminder_messages (user_id, kind, local_day);
create index reminder_messages_pending_idx on private.reminder_messages (created_at) where state = 'pending';
create index reminder_messages_claim_id_idx on private.reminder_messages (claim_id) where claim_id is not null;
-- One email per invitation, whatever happens to it.
create unique index reminder_messages_invitation_key on private.reminder_messages (invitation_id)
  where invitation_id is not null;

alter table private.reminder_messages enable row level security;

create table private.reminder_log (
  user_id uuid not null references public.user_profiles (id) on delete cascade,
  -- A kind of private.reminder_kinds ('submission', 'task', 'missed', …). No foreign key: only
  -- the run writes here, and a check per row would cost it as the message's would (below).
  item_kind text not null,
  item_id uuid not null,
  due_date date not null,
  -- Days before the deadline (an offset of the workspace's list); -1 for the escalation.
  offset_days integer not null,
  -- The message that carries it. No foreign key: checked row by row, it cost a run at 1,000
  -- workspaces a second; messages are deleted only with their user, whose rows cascade here.
  message_id uuid not null,
  created_at timestamptz not null default pg_catalog.now(),
  primary key (user_id, item_kind, item_id, due_date, offset_days)
);

create index reminder_log_message_id_idx on private.reminder_log (message_id);

alter table private.reminder_log enable row level security;

create table private.reminder_assignments (
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null references public.tasks (id) on delete cascade,
  user_id uuid not null references public.user_profiles (id) on delete cascade,
  message_id uuid references private.reminder_messages (id) on delete cascade,
  created_at timestamptz not null default pg_catalog.now()
);

create index reminder_assignments_task_id_idx on private.reminder_assignments (task_id);
create index reminder_assignments_user_id_idx on private.reminder_assignments (user_id);
create index reminder_assignments_message_id_idx on private.reminder_assignments (message_id);
create index reminder_assignments_waiting_idx on private.reminder_assignments (created_at) where message_id is null;

alter table private.reminder_assignments enable row level security;

create table private.calendar_feeds (
  user_id uuid primary key references public.user_profiles (id) on delete cascade,
  nonce bytea not null,
  token_hash text not null unique,
  created_at timestamptz not null default pg_catalog.now(),
  last_fetched_at timestamptz
);

alter table private.calendar_feeds enable row level security;

-- ---------------------------------------------------------------------------
-- Assignments: recorded when a signed-in member assigns a task to someone else
-- ---------------------------------------------------------------------------

create function private.record_assignment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if new.assignee_id is not null and v_uid is not null and v_uid <> new.assignee_id
     and (tg_op = 'INSERT' or new.assignee_id is distinct from old.assignee_id) then
    insert into private.reminder_assignments (task_id, user_id) values (new.id, new.assignee_id);
  end if;
  return null;
end;
$$;

revoke all on function private.record_assignment() from public;

-- ---------------------------------------------------------------------------
-- Tokens: base64url, HMAC-SHA256 with the server secret
-- ---------------------------------------------------------------------------

create function private.base64url(p_bytes bytea)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.translate(pg_catalog.encode(p_bytes, 'base64'), E'+/=\n', '-_');
$$;

revoke all on function private.base64url(bytea) from public;

create function private.base64url_decode(p_text text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.decode(
    pg_catalog.rpad(pg_catalog.translate(p_text, '-_', '+/'),
                    ((pg_catalog.char_length(p_text) + 3) / 4) * 4, '='),
    'base64');
$$;

revoke all on function private.base64url_decode(text) from public;

create function private.reminder_hmac(p_data bytea)
returns bytea
language sql
stable
security definer
set search_path = ''
as $$
  select extensions.hmac(p_data, s.secret, 'sha256') from private.reminder_secret s;
$$;

revoke all on function private.reminder_hmac(bytea) from public;

-- The preferences an unsubscribe link may turn off: the kinds a digest carries and mentions and
-- replies, each its own bit of the token's set. Never emailNotifications: a digest's link leaves
-- the escalation, the assignment emails of another kind and invitations alone.
create function private.unsubscribe_mask(p_preferences text[])
returns integer
language sql
immutable
set search_path = ''
as $$
  select (case when 'tenderDeadlineReminders' = any (p_preferences) then 1 else 0 end)
         | (case when 'taskUpdates' = any (p_preferences) then 2 else 0 end)
         | (case when 'mentionsAndReplies' = any (p_preferences) then 4 else 0 end);
$$;

revoke all on function private.unsubscribe_mask(text[]) from public;

-- The preferences of a token's set, in a fixed order.
create function private.unsubscribe_keys(p_mask integer)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.array_remove(array[case when p_mask & 1 = 1 then 'tenderDeadlineReminders' end,
                            case when p_mask & 2 = 2 then 'taskUpdates' end,
                            case when p_mask & 4 = 4 then 'mentionsAndReplies' end], null);
$$;

revoke all on function private.unsubscribe_keys(integer) from public;

-- Token = base64url(version 2 | user id (16 bytes) | set of preferences | HMAC of those 18
-- bytes); null for a set with none of a digest's kinds. private.reminder_page_json inlines it.
create function private.unsubscribe_token(p_user uuid, p_preferences text[])
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.base64url(x.payload || private.reminder_hmac(x.payload))
  from (
    select '\x02'::bytea
           || pg_catalog.decode(pg_catalog.replace(p_user::text, '-', ''), 'hex')
           || pg_catalog.set_byte('\x00'::bytea, 0, private.unsubscribe_mask(p_preferences)) as payload
  ) x
  where private.unsubscribe_mask(p_preferences) > 0;
$$;

revoke all on function private.unsubscribe_token(uuid, text[]) from public;

-- An unsubscribe link's token turns its preferences off and returns their keys, comma-joined;
-- 'This unsubscribe link is not valid.' (TFR01) for anything else. Works without signing in.
-- Links of version 1 named one preference by its code (1 emailNotifications, 2
-- tenderDeadlineReminders, 3 taskUpdates); code 1 came only from digests of both kinds, so it
-- turns those two off, never emailNotifications.
create function private.unsubscribe_reminders(p_token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_raw bytea;
  v_mask integer;
  v_keys text[];
  v_user uuid;
begin
  if p_token is not null and pg_catalog.char_length(p_token) between 60 and 200
     and p_token ~ '^[A-Za-z0-9_-]+$' then
    begin
      v_raw := private.base64url_decode(p_token);
    exception when others then
      v_raw := null;
    end;
    if v_raw is not null and pg_catalog.length(v_raw) = 50 and pg_catalog.get_byte(v_raw, 0) in (1, 2)
       and pg_catalog.substr(v_raw, 19) = private.reminder_hmac(pg_catalog.substr(v_raw, 1, 18)) then
      v_user := pg_catalog.encode(pg_catalog.substr(v_raw, 2, 16), 'hex')::uuid;
      v_mask := case when pg_catalog.get_byte(v_raw, 0) = 2 then pg_catalog.get_byte(v_raw, 17)
                     else (array[3, 1, 2])[pg_catalog.get_byte(v_raw, 17)] end;
      v_keys := private.unsubscribe_keys(coalesce(v_mask, 0));
      if pg_catalog.cardinality(v_keys) > 0 then
        update public.user_profiles p
        set preferences = p.preferences
                          || (select pg_catalog.jsonb_object_agg(k, false) from pg_catalog.unnest(v_keys) k)
        where p.id = v_user;
        if found then
          return pg_catalog.array_to_string(v_keys, ',');
        end if;
      end if;
    end if;
  end if;
  raise exception 'This unsubscribe link is not valid.' using errcode = 'TFR01';
end;
$$;

revoke all on function private.unsubscribe_reminders(text) from public;
grant execute on function private.unsubscribe_reminders(text) to anon, authenticated;

create function public.unsubscribe_reminders(p_token text)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.unsubscribe_reminders(p_token);
$$;

revoke all on function public.unsubscribe_reminders(text) from public, service_role;
grant execute on function public.unsubscribe_reminders(text) to anon, authenticated;

-- ---------------------------------------------------------------------------
-- The calendar feed
-- ---------------------------------------------------------------------------

-- The calendar feed's token: HMAC of the feed's nonce; the table keeps its sha256 only.
create function private.feed_token(p_nonce bytea)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.base64url(private.reminder_hmac(p_nonce));
$$;

revoke all on function private.feed_token(bytea) from public;

create function private.feed_token_hash(p_token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.encode(extensions.digest(p_token, 'sha256'), 'hex');
$$;

revoke all on function private.feed_token_hash(text) from public;

-- The caller's feed (made on first use), or a new one replacing it (p_regenerate: the old
-- link stops working).
create function private.calendar_feed(p_regenerate boolean)
returns table (token text, created_at timestamptz, last_fetched_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_nonce bytea := extensions.gen_random_bytes(32);
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_regenerate then
    insert into private.calendar_feeds as f (user_id, nonce, token_hash)
    values (v_uid, v_nonce, private.feed_token_hash(private.feed_token(v_nonce)))
    on conflict (user_id) do update
      set nonce = excluded.nonce, token_hash = excluded.token_hash,
          created_at = pg_catalog.now(), last_fetched_at = null;
  else
    insert into private.calendar_feeds as f (user_id, nonce, token_hash)
    values (v_uid, v_nonce, private.feed_token_hash(private.feed_token(v_nonce)))
    on conflict (user_id) do nothing;
  end if;
  return query
    select private.feed_token(f.nonce), f.created_at, f.last_fetched_at
    from private.calendar_feeds f where f.user_id = v_uid;
end;
$$;

revoke all on function private.calendar_feed(boolean) from public;
grant execute on function private.calendar_feed(boolean) to authenticated;

create function public.calendar_feed()
returns table (token text, created_at timestamptz, last_fetched_at timestamptz)
language sql
volatile
security invoker
set search_path = ''
as $$
  select * from private.calendar_feed(false);
$$;

revoke all on function public.calendar_feed() from public, anon, service_role;
grant execute on function public.calendar_feed() to authenticated;

create function public.regenerate_calendar_feed()
returns table (token text, created_at timestamptz, last_fetched_at timestamptz)
language sql
volatile
security invoker
set search_path = ''
as $$
  select * from private.calendar_feed(true);
$$;

revoke all on function public.regenerate_calendar_feed() from public, anon, service_role;
grant execute on function public.regenerate_calendar_feed() to authenticated;

-- The feed's events for a token: deadlines of open tenders and due dates of the user's own open
-- tasks (assignee, or creator when unassigned) in open tenders, with the alarm the user chose
-- for submission deadlines (preferences.calendarAlarm; the feed reads it). An admin or manager
-- sees every open tender's deadlines in their workspaces; anyone else those of the tenders they
-- created or have an open task on, as the reminders do. null for an unknown or revoked token.
create function private.calendar_feed_events(p_token text)
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

revoke all on function private.calendar_feed_events(text) from public;
grant execute on function private.calendar_feed_events(text) to service_role;

create function public.calendar_feed_events(p_token text)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.calendar_feed_events(p_token);
$$;

revoke all on function public.calendar_feed_events(text) from public, anon, authenticated;
grant execute on function public.calendar_feed_events(text) to service_role;

-- ---------------------------------------------------------------------------
-- The run: collect (decide, record, claim a page) and finish
-- ---------------------------------------------------------------------------

-- The kinds of reminder, each defined once below: a function and a row here. A kind the
-- morning digest carries names its `items` function; a kind with messages of its own (the
-- escalation, assignments) names the function that `decide`s and records them and the one
-- that `render`s what a claimed one says. `preference` is the preference that stops it; a
-- message offers an unsubscribe link for each tenderDeadlineReminders, taskUpdates or
-- mentionsAndReplies kind it holds (a kind stopped only by emailNotifications offers none);
-- null: nothing stops it (an
-- invitation) and its message offers no link. A new kind is a function and a row; the run
-- calls whatever is here.
create table private.reminder_kinds (
  -- As in the ledger (reminder_log.item_kind) and in a message's lines.
  kind text primary key,
  preference text
    constraint reminder_kinds_preference_check
      check (preference in ('emailNotifications', 'tenderDeadlineReminders', 'taskUpdates', 'mentionsAndReplies')),
  items regproc,
  decide regproc,
  render regproc,
  constraint reminder_kinds_one_way check (
    (items is not null and decide is null and render is null)
    or (items is null and decide is not null and render is not null))
);

comment on table private.reminder_kinds is
  'The kinds of reminder: a digest kind''s items function, or a message kind''s decide and render functions, and the preference that stops it. Read by private.collect_reminders.';

alter table private.reminder_kinds enable row level security;
revoke all on table private.reminder_kinds from public, anon, authenticated;

-- Decides what is due as of p_now and returns a page of messages to send:
--   1. people who may get mail (an address, emailNotifications not off), with their local day;
--   2. a digest whose day has passed unsent expires (its reminders go back to the pool);
--   3. for the people whose digest for their day is not decided yet (their morning, from
--      08:00 local time; not their Saturday or Sunday with 'Working days only'), every open
--      item of every digest kind (private.reminder_items);
--   4. the new reminders: an item whose kind says a stage of it is due today and that the
--      ledger does not hold yet, recorded once and carried by that day's digest (one per
--      person and day); the kinds with messages of their own decide theirs;
--   5. a page: at most p_limit unsent messages no other run holds (a lease), oldest first,
--      and what each says as of now (private.render_reminder_page), with "remaining".
-- One call decides at a time; a call that finds another deciding only claims. The rules:
-- docs/reminders.md.
create function private.collect_reminders(p_now timestamptz, p_limit integer)
returns json
language plpgsql
volatile
security definer
set search_path = ''
-- One run sorts and hashes a few hundred thousand rows at 1,000 workspaces: in memory.
set work_mem = '64MB'
-- The work tables' estimates are rough: JIT compiling the plans cost ~0.4 s a statement.
set jit = off
as $$
declare
  v_claim uuid := gen_random_uuid();
  v_kind regproc;
  v_count integer;
  v_remaining integer;
  v_deciding boolean;
begin
  if p_now is null then
    raise exception 'collect_reminders: p_now is required' using errcode = '22004';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception 'collect_reminders: p_limit must be 1 to 1000' using errcode = '22023';
  end if;
  -- One call decides at a time (steps 2–4). A call that finds another deciding — an
  -- overlapping run, or a run's own next page claimed meanwhile — only claims (step 5): what
  -- the other decides it sends, and nothing waits on the lock.
  v_deciding := pg_catalog.pg_try_advisory_xact_lock(2420240802);

  -- 1. People who may get mail: an address, emailNotifications not off; their day and zone.
  drop table if exists pg_temp.reminder_people;
  create temporary table reminder_people on commit drop as
  select p.id as user_id, u.email::text as email, p.name, l.tz as time_zone,
         (p_now at time zone l.tz)::date as local_day,
         (p_now at time zone l.tz)::time >= time '08:00' as morning,
         not coalesce(p.preferences -> 'tenderDeadlineReminders' = 'false'::jsonb, false) as deadlines_on,
         not coalesce(p.preferences -> 'taskUpdates' = 'false'::jsonb, false) as tasks_on,
         -- 'Working days only' (on unless stored off): no digest on the person's Saturday or
         -- Sunday; Monday's catches up the weekend's last stages (from 3 days back, not 1).
         not coalesce(p.preferences -> 'workingDaysOnly' = 'false'::jsonb, false)
           and extract(isodow from (p_now at time zone l.tz)::date) >= 6 as weekend_held,
         case when not coalesce(p.preferences -> 'workingDaysOnly' = 'false'::jsonb, false)
                   and extract(isodow from (p_now at time zone l.tz)::date) = 1 then -3
              else -1 end as catch_up
  from public.user_profiles p
  join auth.users u on u.id = p.id
  cross join lateral (select coalesce(p.time_zone, 'UTC') as tz) l
  where u.email is not null
    and not coalesce(p.preferences -> 'emailNotifications' = 'false'::jsonb, false);
  alter table pg_temp.reminder_people add primary key (user_id);
  analyze pg_temp.reminder_people;

  -- 2. A digest whose day has passed unsent expires; its reminders go back to the pool
  --    (catch-up picks what is still current). A message being sent (lease) is left alone.
  if v_deciding then
    with expired as (
      update private.reminder_messages m set state = 'expired', claim_id = null, claimed_until = null
      from public.user_profiles p
      where p.id = m.user_id and m.kind = 'digest' and m.state = 'pending'
        and (m.claim_id is null or m.claimed_until <= p_now)
        and m.local_day < (p_now at time zone coalesce(p.time_zone, 'UTC'))::date
      returning m.id
    )
    delete from private.reminder_log g using expired e where g.message_id = e.id;
  end if;

  -- 3. Who needs today's digest decided (their morning, no digest yet today): on a run's
  --    later pages nobody, so deciding costs nothing there. For them, every open item.
  drop table if exists pg_temp.reminder_focus;
  create temporary table reminder_focus on commit drop as
  select r.user_id, true as needs_digest
  from pg_temp.reminder_people r
  where v_deciding and r.morning and not r.weekend_held and not exists (
           select 1 from private.reminder_messages m
           where m.user_id = r.user_id and m.kind = 'digest' and m.local_day = r.local_day);
  alter table pg_temp.reminder_focus add primary key (user_id);
  drop table if exists pg_temp.reminder_items;
  create temporary table reminder_items (
    user_id uuid, workspace_id uuid, tender_id uuid, kind text, item_id uuid, task_name text,
    due_date date, days integer, needs_digest boolean, stage integer,
    -- The item's tender is still open after its submission deadline (the person's day): old
    -- news (the escalation told it). No stage, and only the tender's overdue line lists it. Set
    -- by the kinds of a tender's own work (its deadlines, its tasks).
    dead boolean not null default false
  ) on commit drop;
  create index on pg_temp.reminder_items (user_id, kind, item_id);
  perform private.reminder_items();

  -- 4. New reminders, in that day's digest. Keyed by the date: a moved deadline is re-armed.
  drop table if exists pg_temp.reminder_new;
  create temporary table reminder_new on commit drop as
  select i.user_id, i.kind, i.item_id, i.due_date, i.stage
  from pg_temp.reminder_items i
  where i.needs_digest and i.stage is not null
    and not exists (
      select 1 from private.reminder_log g
      where g.user_id = i.user_id and g.item_kind = i.kind and g.item_id = i.item_id
        and g.due_date = i.due_date and g.offset_days = i.stage);
  analyze pg_temp.reminder_new;

  with digests as (
    insert into private.reminder_messages (user_id, kind, local_day, time_zone)
    select r.user_id, 'digest', r.local_day, r.time_zone
    from pg_temp.reminder_people r
    where r.user_id in (select n.user_id from pg_temp.reminder_new n)
    on conflict do nothing
    returning id, user_id
  )
  insert into private.reminder_log (user_id, item_kind, item_id, due_date, offset_days, message_id)
  select n.user_id, n.kind, n.item_id, n.due_date, n.stage, d.id
  from pg_temp.reminder_new n
  join digests d on d.user_id = n.user_id
  on conflict do nothing;
  -- A morning's first run can add tens of thousands of rows: without fresh statistics the next
  -- anti-joins against the ledger plan a nested loop over all of it.
  get diagnostics v_count = row_count;
  if v_count > 1000 then
    analyze private.reminder_log;
  end if;
  --    The kinds with messages of their own (the escalation, assignments) decide theirs.
  if v_deciding then
    for v_kind in select k.decide from private.reminder_kinds k where k.decide is not null order by k.kind loop
      execute pg_catalog.format('select %s($1)', v_kind) using p_now;
    end loop;
  end if;

  -- 5. Claim a page: at most p_limit unsent messages not being sent by another run (lease),
  --    oldest first. The function sends them, finishes, and asks for the next page.
  --    The page is chosen once, in a CTE: as an IN (subquery) the planner may run it again
  --    per row, and with SKIP LOCKED beside another claim each run locks other messages, so
  --    one claim could take more than p_limit.
  with page as materialized (
    select c.id from private.reminder_messages c
    where c.state = 'pending' and (c.claim_id is null or c.claimed_until <= p_now)
    order by c.created_at, c.id
    limit p_limit
    for update skip locked
  )
  update private.reminder_messages m
  set claim_id = v_claim, claimed_until = p_now + interval '10 minutes', attempts = m.attempts + 1
  from page
  where m.id = page.id;

  select pg_catalog.count(*) into v_remaining
  from private.reminder_messages m
  where m.state = 'pending' and (m.claim_id is null or m.claimed_until <= p_now);

  return private.render_reminder_page(v_claim, v_remaining);
end;
$$;

revoke all on function private.collect_reminders(timestamptz, integer) from public;
grant execute on function private.collect_reminders(timestamptz, integer) to service_role;

-- Every open item of the people in pg_temp.reminder_focus, of every digest kind: their
-- memberships (pg_temp.reminder_focus_members), then each kind's items function, which adds
-- the kind's items and the stage due today (null: none) to pg_temp.reminder_items.
create function private.reminder_items()
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_items regproc;
begin
  drop table if exists pg_temp.reminder_focus_members;
  create temporary table reminder_focus_members on commit drop as
  select m.workspace_id, m.user_id, m.role, r.local_day, r.tasks_on, r.deadlines_on, f.needs_digest, r.catch_up
  from pg_temp.reminder_focus f
  join pg_temp.reminder_people r on r.user_id = f.user_id
  join public.workspace_members m on m.user_id = f.user_id;
  if exists (select 1 from pg_temp.reminder_focus_members) then
    analyze pg_temp.reminder_focus_members;
    for v_items in select distinct k.items from private.reminder_kinds k where k.items is not null loop
      execute pg_catalog.format('select %s()', v_items);
    end loop;
  end if;
  -- An item of a kind not in the table would be recorded, then left out of its message.
  if exists (select 1 from pg_temp.reminder_items i
             where not exists (select 1 from private.reminder_kinds k where k.kind = i.kind)) then
    raise exception 'reminder_items: an items function added a kind missing from private.reminder_kinds';
  end if;
  analyze pg_temp.reminder_items;
end;
$$;

revoke all on function private.reminder_items() from public;

-- What each claimed message says, as of now: a digest its reminders that still hold and,
-- with them, everything overdue; a message of another kind what its render function says.
-- A message with nothing left is canceled. Returns the page (private.reminder_page_json).
create function private.render_reminder_page(p_claim uuid, p_remaining integer)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_kind regproc;
begin
  -- The open items of the people of the page's digests not itemised while deciding.
  delete from pg_temp.reminder_focus;
  insert into pg_temp.reminder_focus (user_id, needs_digest)
  select distinct m.user_id, false
  from private.reminder_messages m
  where m.claim_id = p_claim and m.kind = 'digest'
    and not exists (select 1 from pg_temp.reminder_items i where i.user_id = m.user_id);
  if found then
    perform private.reminder_items();
  end if;

  -- Only what is still open, still theirs, still on the same date, with the preference on
  -- and in a workspace they belong to.
  drop table if exists pg_temp.reminder_rendered;
  create temporary table reminder_rendered on commit drop as
  -- digests: their reminders ...
  -- (item_id last: a kind's render function adds its lines without it)
  select m.id as message_id, i.workspace_id, i.tender_id, i.kind, i.task_name, i.due_date, i.days, true as reminder,
         i.item_id
  from private.reminder_messages m
  join private.reminder_log g on g.message_id = m.id
  join pg_temp.reminder_items i
    on i.user_id = g.user_id and i.kind = g.item_kind and i.item_id = g.item_id and i.due_date = g.due_date
  where m.claim_id = p_claim and m.kind = 'digest' and not (i.dead and i.days >= 0)
  union all
  -- ... and, with them, everything overdue
  select m.id, i.workspace_id, i.tender_id, i.kind, i.task_name, i.due_date, i.days, false, i.item_id
  from private.reminder_messages m
  join pg_temp.reminder_items i on i.user_id = m.user_id
  where m.claim_id = p_claim and m.kind = 'digest' and i.days < 0
    and not exists (
      select 1 from private.reminder_log g
      where g.message_id = m.id and g.item_kind = i.kind and g.item_id = i.item_id and g.due_date = i.due_date);
  for v_kind in select k.render from private.reminder_kinds k where k.render is not null order by k.kind loop
    execute pg_catalog.format('select %s($1)', v_kind) using p_claim;
  end loop;
  -- The same item never twice to one person in a day: a task their assignment email of the
  -- same day carries (sent, or pending in this run) is left out of the digest.
  delete from pg_temp.reminder_rendered x
  using private.reminder_messages d, private.reminder_assignments a, private.reminder_messages am
  where x.kind = 'task' and d.id = x.message_id and d.claim_id = p_claim and d.kind = 'digest'
    and a.task_id = x.item_id and a.user_id = d.user_id
    and am.id = a.message_id and am.kind = 'assigned' and am.local_day = d.local_day
    and am.state in ('pending', 'sent');
  -- ... nor a submission deadline their escalation of the same day carries.
  delete from pg_temp.reminder_rendered x
  using private.reminder_messages d, private.reminder_log g, private.reminder_messages mm
  where x.kind = 'submission' and d.id = x.message_id and d.claim_id = p_claim and d.kind = 'digest'
    and g.user_id = d.user_id and g.item_kind = 'missed' and g.item_id = x.item_id and g.due_date = x.due_date
    and mm.id = g.message_id and mm.local_day = d.local_day and mm.state in ('pending', 'sent');
  analyze pg_temp.reminder_rendered;

  -- Reminders that no longer hold are not recorded as sent.
  delete from private.reminder_log g
  using private.reminder_messages m
  where g.message_id = m.id and m.claim_id = p_claim and m.kind = 'digest'
    and not exists (
      select 1 from pg_temp.reminder_items i
      where i.user_id = g.user_id and i.kind = g.item_kind and i.item_id = g.item_id and i.due_date = g.due_date);

  -- A message with no reminder left says nothing: canceled. (NOT IN: one hash of the page's
  -- lines, whatever the planner guesses of the claim; a per-message anti-join scanned them all.)
  update private.reminder_messages m
  set state = 'canceled', claim_id = null, claimed_until = null
  where m.claim_id = p_claim
    and m.id not in (select x.message_id from pg_temp.reminder_rendered x where x.reminder);

  return private.reminder_page_json(p_claim, p_remaining);
end;
$$;

revoke all on function private.render_reminder_page(uuid, integer) from public;

-- The claimed messages, grouped by workspace. A digest: what is ahead in sections, soonest first
-- (due today, tomorrow, within the week, later; each line naming its tender, or none for a
-- company document), then one line per tender for what is overdue (how many items). Another
-- message: by tender, soonest first, a workspace's items without a tender apart; a message of
-- mentions and replies also its comments (private.comment_email_lines). Each message offers an
-- unsubscribe token per kind of line it holds (tenderDeadlineReminders, taskUpdates,
-- mentionsAndReplies) and one for all of them (the one-click header); the escalation offers
-- none. The token is private.unsubscribe_token(), inlined: a function call per message cost seconds.
create function private.reminder_page_json(p_claim uuid, p_remaining integer)
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

revoke all on function private.reminder_page_json(uuid, integer) from public;

-- json, not jsonb: a page's answer is megabytes, and parsing it into jsonb and printing it
-- back cost time for nothing (PostgREST sends the same JSON text either way).
create function public.collect_reminders(p_now timestamptz default pg_catalog.now(), p_limit integer default 500)
returns json
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.collect_reminders(p_now, p_limit);
$$;

revoke all on function public.collect_reminders(timestamp with time zone, integer) from public, anon, authenticated;
grant execute on function public.collect_reminders(timestamp with time zone, integer) to service_role;

-- ---------------------------------------------------------------------------
-- The kinds
-- ---------------------------------------------------------------------------
-- An items function reads pg_temp.reminder_focus_members (a person's membership: workspace,
-- role, local day, preferences on, needs_digest) and adds to pg_temp.reminder_items each open
-- item the person is reminded of: overdue, or within the kind's reach (its largest stage,
-- nothing further can be due). `stage`, for an item whose digest is being decided, is the
-- current stage: the smallest of the kind's stages (days before the date) whose day has come
-- (due − stage ≤ today), so a missed run sends the latest reminder, never a stale one; the
-- last stage stays current until the day after the date. A stage is sent once (the ledger).

-- Tender deadlines, submission and inquiry (one definition, as the bond alerts are): an open
-- tender's, to its creator and every member with an open task on it (the task's assignee, or
-- its creator when unassigned), at the workspace's offsets for each.
create function private.remind_tender_deadlines()
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into pg_temp.reminder_items (user_id, workspace_id, tender_id, kind, item_id, task_name, due_date, days,
                                     needs_digest, stage, dead)
  with fm as materialized (
    -- Each membership with its workspace's offsets and their reach (the largest).
    select fm.user_id, fm.workspace_id, fm.local_day, fm.needs_digest, fm.catch_up, o.submission, o.inquiry,
           coalesce((select pg_catalog.max(x) from pg_catalog.unnest(o.submission) x), -1) as submission_reach,
           coalesce((select pg_catalog.max(x) from pg_catalog.unnest(o.inquiry) x), -1) as inquiry_reach
    from pg_temp.reminder_focus_members fm
    left join public.reminder_settings rs on rs.workspace_id = fm.workspace_id
    cross join lateral (select coalesce(rs.submission_offsets, '{14,7,3,1,0}') as submission,
                               coalesce(rs.inquiry_offsets, '{3,1,0}') as inquiry) o
    where fm.deadlines_on
  )
  select fm.user_id, t.workspace_id, t.id, d.kind, t.id, null, d.due_date, d.days, fm.needs_digest,
         case when fm.needs_digest and d.days >= fm.catch_up and not x.dead
              then (select pg_catalog.min(x) from pg_catalog.unnest(d.offsets) x where x >= d.days) end,
         x.dead
  from fm
  join public.tenders t on t.workspace_id = fm.workspace_id
  cross join lateral (
    values ('submission', t.tender_submission_date, t.tender_submission_date - fm.local_day, fm.submission,
            fm.submission_reach),
           ('inquiry', t.inquiry_submission_date, t.inquiry_submission_date - fm.local_day, fm.inquiry,
            fm.inquiry_reach)
  ) d (kind, due_date, days, offsets, reach)
  cross join lateral (select coalesce(t.tender_submission_date < fm.local_day, false) as dead) x
  where t.status in ('under-review', 'in-development')
    -- (the same reach, asked of the tender first: the ownership check runs only within it)
    and (t.tender_submission_date - fm.local_day <= fm.submission_reach
         or t.inquiry_submission_date - fm.local_day <= fm.inquiry_reach)
    and d.days <= d.reach
    and (t.user_id = fm.user_id
         or exists (select 1 from public.tasks k
                    where k.tender_id = t.id and coalesce(k.assignee_id, k.user_id) = fm.user_id
                      and k.status not in ('completed', 'canceled', 'not-needed')));
end;
$$;

revoke all on function private.remind_tender_deadlines() from public;

insert into private.reminder_kinds (kind, preference, items)
values ('submission', 'tenderDeadlineReminders', 'private.remind_tender_deadlines'),
       ('inquiry', 'tenderDeadlineReminders', 'private.remind_tender_deadlines');

-- Task due dates: an open task's (on an open tender), to its assignee (its creator while
-- unassigned), at the workspace's task offsets. Found through the indexes on (workspace_id,
-- assignee_id) and (user_id).
create function private.remind_task_due_dates()
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into pg_temp.reminder_items (user_id, workspace_id, tender_id, kind, item_id, task_name, due_date, days,
                                     needs_digest, stage, dead)
  with fm as materialized (
    select fm.user_id, fm.workspace_id, fm.local_day, fm.needs_digest, fm.catch_up, o.offsets,
           coalesce((select pg_catalog.max(x) from pg_catalog.unnest(o.offsets) x), -1) as reach
    from pg_temp.reminder_focus_members fm
    left join public.reminder_settings rs on rs.workspace_id = fm.workspace_id
    cross join lateral (select coalesce(rs.task_offsets, '{1,0}') as offsets) o
    where fm.tasks_on
  ),
  due as (
    select k.id, k.tender_id, k.workspace_id, k.name, k.due_date, fm.user_id as owner_id,
           k.due_date - fm.local_day as days, fm.needs_digest, fm.catch_up, fm.offsets
    from fm
    join public.tasks k on k.workspace_id = fm.workspace_id and k.assignee_id = fm.user_id
    where k.due_date - fm.local_day <= fm.reach and k.status not in ('completed', 'canceled', 'not-needed')
    union all
    select k.id, k.tender_id, k.workspace_id, k.name, k.due_date, fm.user_id,
           k.due_date - fm.local_day, fm.needs_digest, fm.catch_up, fm.offsets
    from fm
    join public.tasks k on k.user_id = fm.user_id and k.workspace_id = fm.workspace_id
    where k.assignee_id is null and k.due_date - fm.local_day <= fm.reach
      and k.status not in ('completed', 'canceled', 'not-needed')
  )
  select k.owner_id, k.workspace_id, k.tender_id, 'task', k.id, k.name, k.due_date, k.days, k.needs_digest,
         case when k.needs_digest and k.days >= k.catch_up and not x.dead
              then (select pg_catalog.min(x) from pg_catalog.unnest(k.offsets) x where x >= k.days) end,
         x.dead
  from due k
  join public.tenders t on t.id = k.tender_id
  -- (the tender deadlines' rule: its submission deadline passed on the person's day k.due_date - k.days)
  cross join lateral (select coalesce(t.tender_submission_date < k.due_date - k.days, false) as dead) x
  where t.status in ('under-review', 'in-development');
end;
$$;

revoke all on function private.remind_task_due_dates() from public;

insert into private.reminder_kinds (kind, preference, items)
values ('task', 'taskUpdates', 'private.remind_task_due_dates');

-- Bid bond alerts (private.bond_alerts: expiring too early, not issued, not returned), to the
-- workspace's admins and managers (those who manage its bonds), as of their local day, at
-- fixed stages: expiry 14, 7, 3, 1 and 0 days before the expiry; issue 3, 1 and 0 before the
-- submission deadline (the alert exists from 3 days before); return on its date, award + 30
-- days. A bond not returned is reminded whenever its alert first appears, however late (an
-- outcome recorded weeks after the award raises it late, and it is news then). Asked once
-- per workspace and local day, and only of workspaces that have a bond at all.
create function private.remind_bond_alerts()
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into pg_temp.reminder_items (user_id, workspace_id, tender_id, kind, item_id, task_name, due_date, days,
                                     needs_digest, stage)
  select fm.user_id, fm.workspace_id, a.tender_id, a.kind, a.bond_id, null, a.due_date, d.days, fm.needs_digest,
         case when fm.needs_digest and (d.days >= fm.catch_up or a.kind = 'bond-return')
              then (select pg_catalog.min(x)
                    from pg_catalog.unnest(case a.kind when 'bond-expiry' then '{14,7,3,1,0}'::integer[]
                                                       when 'bond-issue' then '{3,1,0}'::integer[]
                                                       else '{0}'::integer[] end) x
                    where x >= d.days) end
  from (
    select distinct x.workspace_id, x.local_day
    from pg_temp.reminder_focus_members x
    where x.deadlines_on and x.role in ('admin', 'manager')
      and exists (select 1 from public.bid_bonds b where b.workspace_id = x.workspace_id)
  ) w
  cross join lateral private.bond_alerts(w.workspace_id, w.local_day, w.local_day + 14) a
  join pg_temp.reminder_focus_members fm on fm.workspace_id = w.workspace_id and fm.local_day = w.local_day
  cross join lateral (select a.due_date - fm.local_day as days) d
  where fm.deadlines_on and fm.role in ('admin', 'manager');
end;
$$;

revoke all on function private.remind_bond_alerts() from public;

insert into private.reminder_kinds (kind, preference, items)
values ('bond-expiry', 'tenderDeadlineReminders', 'private.remind_bond_alerts'),
       ('bond-issue', 'tenderDeadlineReminders', 'private.remind_bond_alerts'),
       ('bond-return', 'tenderDeadlineReminders', 'private.remind_bond_alerts');

-- Company documents of the library expiring within 30 days, to the workspace's admins, at 30,
-- 14 and 7 days before the expiry; no tender, task_name = the document's name. Only until the
-- expiry day: an expired document is no news (the library keeps it, and a tender requiring it
-- shows the warning), so it never rides along.
create function private.remind_company_document_expiry()
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into pg_temp.reminder_items (user_id, workspace_id, tender_id, kind, item_id, task_name, due_date, days,
                                     needs_digest, stage)
  select fm.user_id, fm.workspace_id, null, 'document-expiry', d.id, d.name, d.expires_on,
         d.expires_on - fm.local_day, fm.needs_digest,
         case when fm.needs_digest
              then (select pg_catalog.min(x) from pg_catalog.unnest('{30,14,7}'::integer[]) x
                    where x >= d.expires_on - fm.local_day) end
  from pg_temp.reminder_focus_members fm
  join public.company_documents d
    on d.workspace_id = fm.workspace_id
   and d.expires_on between fm.local_day and fm.local_day + 30
  where fm.deadlines_on and fm.role = 'admin';
end;
$$;

revoke all on function private.remind_company_document_expiry() from public;

insert into private.reminder_kinds (kind, preference, items)
values ('document-expiry', 'tenderDeadlineReminders', 'private.remind_company_document_expiry');

-- The escalation ('Submission deadline missed'): the morning after a submission deadline
-- passed with the tender still open, its workspace's admins and managers, once per tender and
-- deadline (catch-up for a week; an older deadline is history, not news), in a message of its
-- own. Claimed, it says only what still holds: the tender still open, the deadline the same,
-- the recipient still an admin or manager. Only emailNotifications stops it: a digest's
-- 'Stop deadline reminders' (tenderDeadlineReminders) must not silence the escalation.
create function private.remind_missed_submissions(p_now timestamptz)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_count integer;
begin
  drop table if exists pg_temp.reminder_missed;
  create temporary table reminder_missed on commit drop as
  select r.user_id, t.id as tender_id, t.tender_submission_date as due_date
  from public.tenders t
  join public.workspace_members m on m.workspace_id = t.workspace_id and m.role in ('admin', 'manager')
  join pg_temp.reminder_people r on r.user_id = m.user_id
  where t.status in ('under-review', 'in-development')
    and t.tender_submission_date >= (p_now at time zone 'UTC')::date - 9
    and t.tender_submission_date <= (p_now at time zone 'UTC')::date + 1
    and r.morning
    and r.local_day - t.tender_submission_date between 1 and 7
    and not exists (
      select 1 from private.reminder_log g
      where g.user_id = r.user_id and g.item_kind = 'missed' and g.item_id = t.id
        and g.due_date = t.tender_submission_date and g.offset_days = -1);
  analyze pg_temp.reminder_missed;

  with msgs as (
    insert into private.reminder_messages (user_id, kind, local_day, time_zone)
    select r.user_id, 'missed', r.local_day, r.time_zone
    from pg_temp.reminder_people r
    where r.user_id in (select x.user_id from pg_temp.reminder_missed x)
    returning id, user_id
  )
  insert into private.reminder_log (user_id, item_kind, item_id, due_date, offset_days, message_id)
  select x.user_id, 'missed', x.tender_id, x.due_date, -1, g.id
  from pg_temp.reminder_missed x
  join msgs g on g.user_id = x.user_id
  on conflict do nothing;
  get diagnostics v_count = row_count;
  if v_count > 1000 then
    analyze private.reminder_log;
  end if;
end;
$$;

revoke all on function private.remind_missed_submissions(timestamptz) from public;

create function private.render_missed_submissions(p_claim uuid)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into pg_temp.reminder_rendered
  select m.id, t.workspace_id, t.id, 'submission', null, t.tender_submission_date,
         t.tender_submission_date - r.local_day, true
  from private.reminder_messages m
  join private.reminder_log g on g.message_id = m.id
  join pg_temp.reminder_people r on r.user_id = m.user_id
  join public.tenders t on t.id = g.item_id and t.tender_submission_date = g.due_date
  join public.workspace_members wm
    on wm.workspace_id = t.workspace_id and wm.user_id = m.user_id and wm.role in ('admin', 'manager')
  where m.claim_id = p_claim and m.kind = 'missed'
    and t.status in ('under-review', 'in-development');
end;
$$;

revoke all on function private.render_missed_submissions(uuid) from public;

insert into private.reminder_kinds (kind, preference, decide, render)
values ('missed', 'emailNotifications', 'private.remind_missed_submissions', 'private.render_missed_submissions');

-- Assignments since the last run (private.record_assignment), one message per person (a task
-- reassigned back and forth counts once, for whoever holds it now). Stale ones (reassigned,
-- closed, the preference off) are dropped; claimed, a message lists the tasks still theirs.
create function private.remind_assignments(p_now timestamptz)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  delete from private.reminder_assignments a
  where a.message_id is null
    and not exists (
      select 1 from public.tasks k
      join public.tenders t on t.id = k.tender_id
      join pg_temp.reminder_people r on r.user_id = a.user_id
      where k.id = a.task_id and k.assignee_id = a.user_id and r.tasks_on
        and k.status not in ('completed', 'canceled', 'not-needed'));

  with msgs as (
    insert into private.reminder_messages (user_id, kind, local_day, time_zone)
    select r.user_id, 'assigned', r.local_day, r.time_zone
    from pg_temp.reminder_people r
    where r.user_id in (select a.user_id from private.reminder_assignments a where a.message_id is null)
    returning id, user_id
  )
  update private.reminder_assignments a set message_id = g.id
  from msgs g
  where a.user_id = g.user_id and a.message_id is null;
end;
$$;

revoke all on function private.remind_assignments(timestamptz) from public;

create function private.render_assignments(p_claim uuid)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into pg_temp.reminder_rendered
  select distinct m.id, k.workspace_id, k.tender_id, 'task', k.name, k.due_date, k.due_date - r.local_day, true
  from private.reminder_messages m
  join private.reminder_assignments a on a.message_id = m.id
  join pg_temp.reminder_people r on r.user_id = m.user_id
  join public.tasks k on k.id = a.task_id and k.assignee_id = m.user_id
  where m.claim_id = p_claim and m.kind = 'assigned' and r.tasks_on
    and k.status not in ('completed', 'canceled', 'not-needed');
end;
$$;

revoke all on function private.render_assignments(uuid) from public;

insert into private.reminder_kinds (kind, preference, decide, render)
values ('assigned', 'taskUpdates', 'private.remind_assignments', 'private.render_assignments');

-- Invitations: each new pending invitation is emailed once, on the next run, to its address
-- (who may have no account, so no person's preferences apply and nothing turns it off). The
-- link carries the token, which is derived from the invitation's id with the server secret
-- (private.invitation_token; create_invitation returns the same): nothing is kept in clear.
-- Claimed, it is sent only while the invitation is still pending (a revoked, replaced, used or
-- expired one is canceled).
create function private.invitation_token(p_invitation uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.base64url(private.reminder_hmac(pg_catalog.convert_to('invitation:' || p_invitation::text, 'UTF8')));
$$;

revoke all on function private.invitation_token(uuid) from public;

create function private.remind_invitations(p_now timestamptz)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into private.reminder_messages (user_id, kind, invitation_id, local_day, time_zone)
  select null, 'invitation', i.id, (p_now at time zone 'UTC')::date, 'UTC'
  from public.workspace_invitations i
  where i.accepted_at is null and i.revoked_at is null and i.expires_at > p_now
    and not exists (select 1 from private.reminder_messages m where m.invitation_id = i.id);
end;
$$;

revoke all on function private.remind_invitations(timestamptz) from public;

create function private.render_invitations(p_claim uuid)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into pg_temp.reminder_rendered
  select m.id, i.workspace_id, null, 'invitation', null, null, null, true
  from private.reminder_messages m
  join public.workspace_invitations i on i.id = m.invitation_id
  where m.claim_id = p_claim and m.kind = 'invitation'
    and i.accepted_at is null and i.revoked_at is null and i.expires_at > pg_catalog.now();
end;
$$;

revoke all on function private.render_invitations(uuid) from public;

-- The claimed invitation messages still to send (private.render_invitations kept them): the
-- address and name invited, the workspace, and what the email says (who invites, as what, the
-- link's token and its expiry).
create function private.invitation_messages(p_claim uuid)
returns table (message_id uuid, email text, name text, workspaces json, invitation json)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return query
  select m.id, i.email, i.name,
         pg_catalog.json_build_array(pg_catalog.json_build_object(
           'id', w.id, 'name', w.name, 'tenders', '[]'::json, 'documents', '[]'::json)),
         pg_catalog.json_build_object(
           'token', private.invitation_token(i.id), 'inviter_name', coalesce(p.name, ''),
           'workspace_name', w.name, 'role', i.role, 'expires_at', i.expires_at)
  from pg_temp.reminder_rendered x
  join private.reminder_messages m on m.id = x.message_id and m.claim_id = p_claim and m.kind = 'invitation'
  join public.workspace_invitations i on i.id = m.invitation_id
  join public.workspaces w on w.id = i.workspace_id
  left join public.user_profiles p on p.id = i.invited_by
  where x.kind = 'invitation';
end;
$$;

revoke all on function private.invitation_messages(uuid) from public;

insert into private.reminder_kinds (kind, preference, decide, render)
values ('invitation', null, 'private.remind_invitations', 'private.render_invitations');

-- Sent ones are recorded as sent; failed ones are released for the next run (never sent).
-- Ids not of this claim are ignored; ids in neither list stay claimed until the lease ends.
create function private.finish_reminders(p_claim uuid, p_sent uuid[], p_failed uuid[])
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.reminder_messages m
  set state = 'sent', sent_at = pg_catalog.now(), claim_id = null, claimed_until = null
  where m.claim_id = p_claim and m.state = 'pending' and m.id = any (coalesce(p_sent, '{}'));

  update private.reminder_messages m
  set claim_id = null, claimed_until = null, last_failed_at = pg_catalog.now()
  where m.claim_id = p_claim and m.state = 'pending' and m.id = any (coalesce(p_failed, '{}'))
    and not (m.id = any (coalesce(p_sent, '{}')));
$$;

revoke all on function private.finish_reminders(uuid, uuid[], uuid[]) from public;
grant execute on function private.finish_reminders(uuid, uuid[], uuid[]) to service_role;

create function public.finish_reminders(p_claim uuid, p_sent uuid[], p_failed uuid[] default '{}')
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.finish_reminders(p_claim, p_sent, p_failed);
$$;

revoke all on function public.finish_reminders(uuid, uuid[], uuid[]) from public, anon, authenticated;
grant execute on function public.finish_reminders(uuid, uuid[], uuid[]) to service_role;

-- ---------------------------------------------------------------------------
-- Triggers, row-level security, privileges
-- ---------------------------------------------------------------------------

create trigger workspaces_create_reminder_settings
  after insert on public.workspaces
  for each row execute function private.create_reminder_settings();

create trigger reminder_settings_set_updated_at
  before update on public.reminder_settings
  for each row execute function private.set_updated_at();

create trigger tasks_record_assignment
  after insert or update of assignee_id on public.tasks
  for each row execute function private.record_assignment();

create policy reminder_settings_select_members on public.reminder_settings
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy reminder_settings_update_admins on public.reminder_settings
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

revoke all on table public.reminder_settings from anon, authenticated;
grant select on table public.reminder_settings to authenticated;
grant update (submission_offsets, inquiry_offsets, task_offsets)
  on table public.reminder_settings to authenticated;

revoke all on table private.reminder_secret from public, anon, authenticated;

revoke all on table private.reminder_messages from public, anon, authenticated;

revoke all on table private.reminder_log from public, anon, authenticated;

revoke all on table private.reminder_assignments from public, anon, authenticated;

revoke all on table private.calendar_feeds from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- The schedule
-- ---------------------------------------------------------------------------

-- The reminder schedule on hosted Supabase (docs/reminders.md, docs/deploying.md):
-- pg_cron calls the send-reminders Edge Function every minute through pg_net (an assignment
-- email goes out within a minute; a digest still once a day per person), the way
-- Supabase's "Scheduling Edge Functions" guide does it. The project URL and the service-role
-- key are read from Vault at each run (secrets 'project_url' and 'service_role_key', created
-- once per project with vault.create_secret), so neither is written into a migration.
--
-- Only where both extensions are available (hosted Supabase, or a Postgres with them
-- installed). The local stack (PGlite, plain PostgreSQL) has neither: this block does
-- nothing there, and the local stack runs the function on its own timer instead.
-- Re-running it is harmless: cron.schedule with an existing job name updates that job.

do $schedule$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    raise notice 'reminder schedule: pg_cron or pg_net is not available here; nothing scheduled';
    return;
  end if;

  -- Supabase installs pg_cron in pg_catalog and pg_net in extensions. A Postgres that has the
  -- files but does not preload pg_cron (shared_preload_libraries) refuses it: nothing scheduled.
  begin
    execute 'create extension if not exists pg_cron with schema pg_catalog';
    execute 'create extension if not exists pg_net with schema extensions';
  exception when others then
    raise notice 'reminder schedule: % — nothing scheduled', sqlerrm;
    return;
  end;

  execute $sql$
    select cron.schedule(
      'send-reminders',
      '* * * * *',
      $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
               || '/functions/v1/send-reminders',
        headers := pg_catalog.jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets
                                         where name = 'service_role_key')),
        body := '{}'::jsonb,
        timeout_milliseconds := 60000
      ) as request_id;
      $job$
    )
  $sql$;
end;
$schedule$;

