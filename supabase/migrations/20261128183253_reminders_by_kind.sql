-- Reminders by kind: the reminder job becomes a small core (private.collect_reminders, with
-- private.reminder_items, private.render_reminder_page and private.reminder_page_json) plus
-- one definition per kind of reminder — a function and a row of private.reminder_kinds — so a
-- new kind adds its own and changes no other. What is sent, to whom and when is unchanged.
-- The ledger's item_kind is now any kind of private.reminder_kinds.
alter table private.reminder_log drop constraint reminder_log_item_kind_check;

-- The kinds of reminder, each defined once below: a function and a row here. A kind the
-- morning digest carries names its `items` function; a kind with messages of its own (the
-- escalation, assignments) names the function that `decide`s and records them and the one
-- that `render`s what a claimed one says. `preference` is the preference that stops it: a
-- message whose lines all stop by one preference unsubscribes from that one, else from
-- emailNotifications. A new kind is a function and a row; the run calls whatever is here.
create table private.reminder_kinds (
  -- As in the ledger (reminder_log.item_kind) and in a message's lines.
  kind text primary key,
  preference text not null
    constraint reminder_kinds_preference_check
      check (preference in ('emailNotifications', 'tenderDeadlineReminders', 'taskUpdates')),
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
--      08:00 local time), every open item of every digest kind (private.reminder_items);
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
         not coalesce(p.preferences -> 'taskUpdates' = 'false'::jsonb, false) as tasks_on
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
  where v_deciding and r.morning and not exists (
           select 1 from private.reminder_messages m
           where m.user_id = r.user_id and m.kind = 'digest' and m.local_day = r.local_day);
  alter table pg_temp.reminder_focus add primary key (user_id);
  drop table if exists pg_temp.reminder_items;
  create temporary table reminder_items (
    user_id uuid, workspace_id uuid, tender_id uuid, kind text, item_id uuid, task_name text,
    due_date date, days integer, needs_digest boolean, stage integer
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
  select m.workspace_id, m.user_id, m.role, r.local_day, r.tasks_on, r.deadlines_on, f.needs_digest
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
  select m.id as message_id, i.workspace_id, i.tender_id, i.kind, i.task_name, i.due_date, i.days, true as reminder
  from private.reminder_messages m
  join private.reminder_log g on g.message_id = m.id
  join pg_temp.reminder_items i
    on i.user_id = g.user_id and i.kind = g.item_kind and i.item_id = g.item_id and i.due_date = g.due_date
  where m.claim_id = p_claim and m.kind = 'digest'
  union all
  -- ... and, with them, everything overdue
  select m.id, i.workspace_id, i.tender_id, i.kind, i.task_name, i.due_date, i.days, false
  from private.reminder_messages m
  join pg_temp.reminder_items i on i.user_id = m.user_id
  where m.claim_id = p_claim and m.kind = 'digest' and i.days < 0
    and not exists (
      select 1 from private.reminder_log g
      where g.message_id = m.id and g.item_kind = i.kind and g.item_id = i.item_id and g.due_date = i.due_date);
  for v_kind in select k.render from private.reminder_kinds k where k.render is not null order by k.kind loop
    execute pg_catalog.format('select %s($1)', v_kind) using p_claim;
  end loop;
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

-- The claimed messages, grouped by workspace and tender; a workspace's items without a tender
-- (company documents) apart, soonest first. A message's preference: the one that stops all
-- its lines, else emailNotifications. The unsubscribe token is private.unsubscribe_token(),
-- inlined: a function call per message cost seconds.
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
  workspaces as (
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

revoke all on function private.reminder_page_json(uuid, integer) from public;

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
                                     needs_digest, stage)
  with fm as materialized (
    -- Each membership with its workspace's offsets and their reach (the largest).
    select fm.user_id, fm.workspace_id, fm.local_day, fm.needs_digest, o.submission, o.inquiry,
           coalesce((select pg_catalog.max(x) from pg_catalog.unnest(o.submission) x), -1) as submission_reach,
           coalesce((select pg_catalog.max(x) from pg_catalog.unnest(o.inquiry) x), -1) as inquiry_reach
    from pg_temp.reminder_focus_members fm
    left join public.reminder_settings rs on rs.workspace_id = fm.workspace_id
    cross join lateral (select coalesce(rs.submission_offsets, '{14,7,3,1,0}') as submission,
                               coalesce(rs.inquiry_offsets, '{3,1,0}') as inquiry) o
    where fm.deadlines_on
  )
  select fm.user_id, t.workspace_id, t.id, d.kind, t.id, null, d.due_date, d.days, fm.needs_digest,
         case when fm.needs_digest and d.days >= -1
              then (select pg_catalog.min(x) from pg_catalog.unnest(d.offsets) x where x >= d.days) end
  from fm
  join public.tenders t on t.workspace_id = fm.workspace_id
  cross join lateral (
    values ('submission', t.tender_submission_date, t.tender_submission_date - fm.local_day, fm.submission,
            fm.submission_reach),
           ('inquiry', t.inquiry_submission_date, t.inquiry_submission_date - fm.local_day, fm.inquiry,
            fm.inquiry_reach)
  ) d (kind, due_date, days, offsets, reach)
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
                                     needs_digest, stage)
  with fm as materialized (
    select fm.user_id, fm.workspace_id, fm.local_day, fm.needs_digest, o.offsets,
           coalesce((select pg_catalog.max(x) from pg_catalog.unnest(o.offsets) x), -1) as reach
    from pg_temp.reminder_focus_members fm
    left join public.reminder_settings rs on rs.workspace_id = fm.workspace_id
    cross join lateral (select coalesce(rs.task_offsets, '{1,0}') as offsets) o
    where fm.tasks_on
  ),
  due as (
    select k.id, k.tender_id, k.workspace_id, k.name, k.due_date, fm.user_id as owner_id,
           k.due_date - fm.local_day as days, fm.needs_digest, fm.offsets
    from fm
    join public.tasks k on k.workspace_id = fm.workspace_id and k.assignee_id = fm.user_id
    where k.due_date - fm.local_day <= fm.reach and k.status not in ('completed', 'canceled', 'not-needed')
    union all
    select k.id, k.tender_id, k.workspace_id, k.name, k.due_date, fm.user_id,
           k.due_date - fm.local_day, fm.needs_digest, fm.offsets
    from fm
    join public.tasks k on k.user_id = fm.user_id and k.workspace_id = fm.workspace_id
    where k.assignee_id is null and k.due_date - fm.local_day <= fm.reach
      and k.status not in ('completed', 'canceled', 'not-needed')
  )
  select k.owner_id, k.workspace_id, k.tender_id, 'task', k.id, k.name, k.due_date, k.days, k.needs_digest,
         case when k.needs_digest and k.days >= -1
              then (select pg_catalog.min(x) from pg_catalog.unnest(k.offsets) x where x >= k.days) end
  from due k
  join public.tenders t on t.id = k.tender_id
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
         case when fm.needs_digest and (d.days >= -1 or a.kind = 'bond-return')
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
-- the recipient still an admin or manager with the preference on.
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
    and r.morning and r.deadlines_on
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
  where m.claim_id = p_claim and m.kind = 'missed' and r.deadlines_on
    and t.status in ('under-review', 'in-development');
end;
$$;

revoke all on function private.render_missed_submissions(uuid) from public;

insert into private.reminder_kinds (kind, preference, decide, render)
values ('missed', 'tenderDeadlineReminders', 'private.remind_missed_submissions', 'private.render_missed_submissions');

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
