-- The digest as news: what is ahead first, in sections (today, tomorrow, the week, later), then
-- one line per tender for what is overdue; a tender whose submission deadline has passed feeds
-- only that line. 'Working days only' (preferences.workingDaysOnly, on unless stored off) holds
-- a person's Saturday and Sunday digest until their Monday. A digest's task the same day's
-- assignment email carries is left out. Unsubscribe links name the digest kinds they turn off
-- (a set, never emailNotifications); the escalation is stopped only by emailNotifications. The
-- schedule runs every minute. (supabase/schemas/08_reminders.sql holds the definitions.)

drop function private.unsubscribe_token(uuid, text);
drop function private.preference_key(integer);

-- The preferences an unsubscribe link may turn off: the kinds a digest carries, each its own
-- bit of the token's set. Never emailNotifications: a digest's link leaves the escalation, the
-- assignment emails of another kind and invitations alone.
create function private.unsubscribe_mask(p_preferences text[])
returns integer
language sql
immutable
set search_path = ''
as $$
  select (case when 'tenderDeadlineReminders' = any (p_preferences) then 1 else 0 end)
         | (case when 'taskUpdates' = any (p_preferences) then 2 else 0 end);
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
                            case when p_mask & 2 = 2 then 'taskUpdates' end], null);
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
create or replace function private.unsubscribe_reminders(p_token text)
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
create or replace function private.collect_reminders(p_now timestamptz, p_limit integer)
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
create or replace function private.reminder_items()
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
create or replace function private.render_reminder_page(p_claim uuid, p_remaining integer)
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
-- message: by tender, soonest first, a workspace's items without a tender apart. Each message
-- offers an unsubscribe token per kind of digest line it holds (tenderDeadlineReminders,
-- taskUpdates) and one for all of them (the one-click header); the escalation offers none. The
-- token is private.unsubscribe_token(), inlined: a function call per message cost seconds.
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
           case when k.preference in ('tenderDeadlineReminders', 'taskUpdates') then k.preference end as offer
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
           (pg_catalog.array_agg(p.sections) filter (where p.sections is not null))[1] as sections,
           (pg_catalog.array_agg(p.overdue) filter (where p.overdue is not null))[1] as overdue,
           (pg_catalog.array_agg(p.tenders) filter (where p.tenders is not null))[1] as tenders,
           (pg_catalog.array_agg(p.documents) filter (where p.documents is not null))[1] as documents
    from (
      select s.message_id, s.workspace_id, null::boolean as deadlines, null::boolean as tasks, s.sections,
             null::json as overdue, null::json as tenders, null::json as documents
      from sections s
      union all
      select o.message_id, o.workspace_id, null, null, null, o.overdue, null, null from overdue o
      union all
      select x.message_id, x.workspace_id, null, null, null, null, x.tenders, null from tenders x
      union all
      select d.message_id, d.workspace_id, null, null, null, null, null, d.documents from documents d
      union all
      -- the kinds its links may turn off
      select l.message_id, l.workspace_id, pg_catalog.bool_or(l.offer = 'tenderDeadlineReminders'),
             pg_catalog.bool_or(l.offer = 'taskUpdates'), null, null, null, null
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
           pg_catalog.bool_or(k.deadlines)::integer | (pg_catalog.bool_or(k.tasks)::integer << 1) as mask,
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
           pg_catalog.array_remove(array[case when w.mask & 2 = 2 then 'taskUpdates' end,
                                         case when w.mask & 1 = 1 then 'tenderDeadlineReminders' end], null)
             as preferences,
           pg_catalog.decode(pg_catalog.replace(m.user_id::text, '-', ''), 'hex') as user_bytes
    from workspaces w
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
      'unsubscribe_token', case when x.mask > 0 then pg_catalog.translate(pg_catalog.encode(
        x.payload || extensions.hmac(x.payload, v_secret, 'sha256'), 'base64'), E'+/=\n', '-_') end,
      'unsubscribe', (
        select coalesce(pg_catalog.json_agg(pg_catalog.json_build_object('preference', u.preference, 'token',
                 pg_catalog.translate(pg_catalog.encode(u.payload || extensions.hmac(u.payload, v_secret, 'sha256'),
                                                        'base64'), E'+/=\n', '-_')) order by u.preference), '[]'::json)
        from (select p.preference, '\x02'::bytea || x.user_bytes
                     || pg_catalog.set_byte('\x00'::bytea, 0,
                          case p.preference when 'tenderDeadlineReminders' then 1 else 2 end) as payload
              from pg_catalog.unnest(x.preferences) p (preference)) u),
      'workspaces', x.workspaces) order by x.created_at, x.id), '[]'::json))
  into v_result
  from (
    select m.*, '\x02'::bytea || m.user_bytes || pg_catalog.set_byte('\x00'::bytea, 0, m.mask) as payload
    from messages m
  ) x;
  return v_result;
end;
$$;

revoke all on function private.reminder_page_json(uuid, integer) from public;

-- Tender deadlines, submission and inquiry (one definition, as the bond alerts are): an open
-- tender's, to its creator and every member with an open task on it (the task's assignee, or
-- its creator when unassigned), at the workspace's offsets for each.
create or replace function private.remind_tender_deadlines()
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

-- Task due dates: an open task's (on an open tender), to its assignee (its creator while
-- unassigned), at the workspace's task offsets. Found through the indexes on (workspace_id,
-- assignee_id) and (user_id).
create or replace function private.remind_task_due_dates()
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

-- Bid bond alerts (private.bond_alerts: expiring too early, not issued, not returned), to the
-- workspace's admins and managers (those who manage its bonds), as of their local day, at
-- fixed stages: expiry 14, 7, 3, 1 and 0 days before the expiry; issue 3, 1 and 0 before the
-- submission deadline (the alert exists from 3 days before); return on its date, award + 30
-- days. A bond not returned is reminded whenever its alert first appears, however late (an
-- outcome recorded weeks after the award raises it late, and it is news then). Asked once
-- per workspace and local day, and only of workspaces that have a bond at all.
create or replace function private.remind_bond_alerts()
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

-- The escalation ('Submission deadline missed'): the morning after a submission deadline
-- passed with the tender still open, its workspace's admins and managers, once per tender and
-- deadline (catch-up for a week; an older deadline is history, not news), in a message of its
-- own. Claimed, it says only what still holds: the tender still open, the deadline the same,
-- the recipient still an admin or manager. Only emailNotifications stops it: a digest's
-- 'Stop deadline reminders' (tenderDeadlineReminders) must not silence the escalation.
create or replace function private.remind_missed_submissions(p_now timestamptz)
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

create or replace function private.render_missed_submissions(p_claim uuid)
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

update private.reminder_kinds set preference = 'emailNotifications' where kind = 'missed';

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

