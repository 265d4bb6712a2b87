-- Bid bond alerts in the reminder emails (issue 25 follow-up; docs/reminders.md, 'Bid bond alerts').
-- The alerts of private.bond_alerts (20260901000300_bid_bonds.sql) — 'bond-expiry',
-- 'bond-return', 'bond-issue' — join the morning digest, decided by the same
-- private.collect_reminders (replaced here; the body is 20260802000200_reminder_pages.sql's
-- with the bond items added, everything else unchanged).
--
-- Rules:
--   Who       a workspace's admins and managers (those who manage its bonds), with
--             tenderDeadlineReminders on (as for the 'Submission deadline missed' escalation).
--             A plain member (role 'user') gets no bond alert, whatever tender they work on.
--   What      one item per alert of private.bond_alerts (its definition, called per focus
--             workspace, not copied): item_id = the bond, tender_id = its tender, task_name
--             null, due_date = the alert's date (the expiry; award + 30 days; the submission
--             deadline), kind = the alert's kind. Called with p_today = the person's local day
--             and p_until = that day + 14 (the largest stage), so only alerts within reach.
--   Stages    fixed here, not per-workspace settings:
--               bond-expiry  14, 7, 3, 1 and 0 days before the expiry date
--               bond-issue   3, 1 and 0 days before the submission deadline (the alert exists
--                            from 3 days before)
--               bond-return  0 (dated award + 30 days: due the day it exists)
--             with the same catch-up (the smallest offset whose day has come, the last one
--             current until the day after) and the same re-arming (the ledger is keyed by the
--             date: a moved expiry or deadline is reminded again).
--   Overdue   an alert past its date rides along with a digest that has a reminder, like any
--             overdue item, and never sends one alone (a bond not returned is not mailed daily).
--             A bond not returned is the exception to catch-up's day limit: its one reminder
--             goes out whenever its alert first appears (an outcome recorded weeks after the
--             award raises it late), then it only rides along.
--   Preference  bond items are deadline items, not tasks: a digest of bond and tender
--             deadlines only unsubscribes from tenderDeadlineReminders; mixed with tasks,
--             emailNotifications.
--   As of the send, as for the others: a bond extended past the validity end, returned or
--   issued before its digest is sent is left out (the digest canceled if nothing is left).
--
-- The ledger's item_kind check (reminder_log_item_kind_check) gains the three kinds.
-- Cost: the alerts are asked only of focus workspaces that have a bond at all (an index probe
-- on bid_bonds (workspace_id, …)), once per workspace and local day, not per person.

alter table private.reminder_log drop constraint reminder_log_item_kind_check;
alter table private.reminder_log
  add constraint reminder_log_item_kind_check
    check (item_kind in ('submission', 'inquiry', 'task', 'missed', 'bond-expiry', 'bond-return', 'bond-issue'));

-- As in 20260802000200_reminder_pages.sql, with the bond alerts in the digest (the item list,
-- v_items_sql, and the stages of step 4). create or replace keeps the grants: service_role only.
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
  v_lease interval := interval '10 minutes';
  v_secret bytea := (select s.secret from private.reminder_secret s);
  v_count integer;
  v_result json;
  v_remaining integer;
  v_deciding boolean;
  -- Every open item of the people in pg_temp.reminder_focus (one definition, run twice: for
  -- the people whose digest is decided now, then for the people of the page's digests).
  v_items_sql constant text := $items$
    insert into pg_temp.reminder_items
    with focus_members as (
      -- The focus people's memberships, with how far ahead their workspace reminds of each
      -- kind (its largest offset; -1 for an empty list): only their workspaces are read, and
      -- only items that are overdue or within those days (nothing further can be due).
      select m.workspace_id, m.user_id, m.role, r.local_day, r.tasks_on, r.deadlines_on, f.needs_digest,
             coalesce((select pg_catalog.max(o) from pg_catalog.unnest(coalesce(s.submission_offsets, '{14,7,3,1,0}')) o), -1) as submission_ahead,
             coalesce((select pg_catalog.max(o) from pg_catalog.unnest(coalesce(s.inquiry_offsets, '{3,1,0}')) o), -1) as inquiry_ahead,
             coalesce((select pg_catalog.max(o) from pg_catalog.unnest(coalesce(s.task_offsets, '{1,0}')) o), -1) as task_ahead
      from pg_temp.reminder_focus f
      join pg_temp.reminder_people r on r.user_id = f.user_id
      join public.workspace_members m on m.user_id = f.user_id
      left join public.reminder_settings s on s.workspace_id = m.workspace_id
    ),
    -- The focus people's open tasks due within reach (assigned to them; created by them while
    -- unassigned), found through the indexes on (workspace_id, assignee_id) and (user_id).
    due_tasks as (
      select k.id, k.tender_id, k.workspace_id, k.name, k.due_date, fm.user_id as owner_id,
             k.due_date - fm.local_day as days, fm.needs_digest
      from focus_members fm
      join public.tasks k on k.workspace_id = fm.workspace_id and k.assignee_id = fm.user_id
      where fm.tasks_on and k.due_date - fm.local_day <= fm.task_ahead
        and k.status not in ('completed', 'canceled', 'not-needed')
      union all
      select k.id, k.tender_id, k.workspace_id, k.name, k.due_date, fm.user_id,
             k.due_date - fm.local_day, fm.needs_digest
      from focus_members fm
      join public.tasks k on k.user_id = fm.user_id and k.workspace_id = fm.workspace_id
      where fm.tasks_on and k.assignee_id is null and k.due_date - fm.local_day <= fm.task_ahead
        and k.status not in ('completed', 'canceled', 'not-needed')
    )
    -- A tender's deadlines go to its creator and every owner of an open task on it (asked only
    -- of the deadlines within reach, through the index on tasks' tender_id).
    select fm.user_id, t.workspace_id, t.id, d.kind, t.id, null::text, d.due_date,
           d.due_date - fm.local_day, fm.needs_digest
    from focus_members fm
    join public.tenders t on t.workspace_id = fm.workspace_id
    cross join lateral (values ('submission', t.tender_submission_date, fm.submission_ahead),
                               ('inquiry', t.inquiry_submission_date, fm.inquiry_ahead)) d (kind, due_date, ahead)
    where fm.deadlines_on and t.status in ('under-review', 'in-development')
      -- (the same reach, asked of the tender first: the ownership check runs only within it)
      and (t.tender_submission_date - fm.local_day <= fm.submission_ahead
           or t.inquiry_submission_date - fm.local_day <= fm.inquiry_ahead)
      and d.due_date - fm.local_day <= d.ahead
      and (t.user_id = fm.user_id
           or exists (select 1 from public.tasks k
                      where k.tender_id = t.id and coalesce(k.assignee_id, k.user_id) = fm.user_id
                        and k.status not in ('completed', 'canceled', 'not-needed')))
    union all
    -- A task's due date goes to its assignee (its creator while unassigned).
    select k.owner_id, k.workspace_id, k.tender_id, 'task', k.id, k.name, k.due_date, k.days, k.needs_digest
    from due_tasks k
    join public.tenders t on t.id = k.tender_id
    where t.status in ('under-review', 'in-development')
    union all
    -- A workspace's bid bond alerts go to its admins and managers: private.bond_alerts as of
    -- their local day, up to 14 days ahead (the largest bond stage; an issue alert exists from
    -- 3 days before, a return alert only once due). Asked once per workspace and local day,
    -- and only of workspaces that have a bond at all (most have none).
    select fm.user_id, fm.workspace_id, a.tender_id, a.kind, a.bond_id, null::text, a.due_date,
           a.due_date - fm.local_day, fm.needs_digest
    from (
      select distinct x.workspace_id, x.local_day
      from focus_members x
      where x.deadlines_on and x.role in ('admin', 'manager')
        and exists (select 1 from public.bid_bonds b where b.workspace_id = x.workspace_id)
    ) w
    cross join lateral private.bond_alerts(w.workspace_id, w.local_day, w.local_day + 14) a
    join focus_members fm on fm.workspace_id = w.workspace_id and fm.local_day = w.local_day
    where fm.deadlines_on and fm.role in ('admin', 'manager')
  $items$;
begin
  if p_now is null then
    raise exception 'collect_reminders: p_now is required' using errcode = '22004';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception 'collect_reminders: p_limit must be 1 to 1000' using errcode = '22023';
  end if;
  -- One call decides at a time (steps 2–6). A call that finds another deciding — an
  -- overlapping run, or a run's own next page claimed meanwhile — only claims (step 7): what
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
    due_date date, days integer, needs_digest boolean
  ) on commit drop;
  create index on pg_temp.reminder_items (user_id, kind, item_id);
  if exists (select 1 from pg_temp.reminder_focus) then
    analyze pg_temp.reminder_focus;
    execute v_items_sql;
  end if;
  analyze pg_temp.reminder_items;

  -- 4. New reminders: per item, the current stage — the smallest offset whose day has come
  --    (due − offset ≤ today), so a missed run sends the latest reminder, never a stale one;
  --    the last stage stays current until the day after the deadline. Keyed by the date:
  --    a moved deadline is re-armed.
  --    Bid bond alerts have fixed stages: expiry 14, 7, 3, 1, 0; issue 3, 1, 0; return 0.
  drop table if exists pg_temp.reminder_new;
  create temporary table reminder_new on commit drop as
  select i.user_id, i.kind, i.item_id, i.due_date, x.stage
  from pg_temp.reminder_items i
  left join public.reminder_settings s on s.workspace_id = i.workspace_id
  cross join lateral (
    select pg_catalog.min(o) as stage
    from pg_catalog.unnest(
      case i.kind
        when 'submission' then coalesce(s.submission_offsets, '{14,7,3,1,0}')
        when 'inquiry' then coalesce(s.inquiry_offsets, '{3,1,0}')
        -- Bid bond alerts: fixed stages, not settings (the reach of v_items_sql: 14 days).
        when 'bond-expiry' then '{14,7,3,1,0}'::integer[]
        when 'bond-issue' then '{3,1,0}'::integer[]
        when 'bond-return' then '{0}'::integer[]
        else coalesce(s.task_offsets, '{1,0}')
      end) o
    where o >= i.days
  ) x
  -- (A bond not returned is reminded whenever its alert first appears: an outcome recorded
  -- long after the award raises it weeks late, and it is news then.)
  where i.needs_digest and (i.days >= -1 or i.kind = 'bond-return') and x.stage is not null
    and not exists (
      select 1 from private.reminder_log g
      where g.user_id = i.user_id and g.item_kind = i.kind and g.item_id = i.item_id
        and g.due_date = i.due_date and g.offset_days = x.stage);
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

  if v_deciding then
    -- 5. Escalation: the morning after a submission deadline passed with the tender still
    --    open, its workspace's admins and managers, once per tender and deadline (catch-up for
    --    a week; an older deadline is history, not news).
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

    -- 6. Assignments since the last run, one message per person (a task reassigned back and
    --    forth counts once, for whoever holds it now). Stale ones (reassigned, closed, the
    --    preference off) are dropped.
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
  end if;

  -- 7. Claim a page: at most p_limit unsent messages not being sent by another run (lease),
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
  set claim_id = v_claim, claimed_until = p_now + v_lease, attempts = m.attempts + 1
  from page
  where m.id = page.id;

  select pg_catalog.count(*) into v_remaining
  from private.reminder_messages m
  where m.state = 'pending' and (m.claim_id is null or m.claimed_until <= p_now);

  --    The open items of the people of the page's digests not itemised in step 3.
  delete from pg_temp.reminder_focus;
  insert into pg_temp.reminder_focus (user_id, needs_digest)
  select distinct m.user_id, false
  from private.reminder_messages m
  where m.claim_id = v_claim and m.kind = 'digest'
    and not exists (select 1 from pg_temp.reminder_items i where i.user_id = m.user_id);
  if found then
    analyze pg_temp.reminder_focus;
    execute v_items_sql;
    analyze pg_temp.reminder_items;
  end if;

  -- 8. What each claimed message says, as of now: only what is still open, still theirs,
  --    still on the same date, with the preference on and in a workspace they belong to.
  drop table if exists pg_temp.reminder_rendered;
  create temporary table reminder_rendered on commit drop as
  -- digests: their reminders ...
  select m.id as message_id, i.workspace_id, i.tender_id, i.kind, i.task_name, i.due_date, i.days, true as reminder
  from private.reminder_messages m
  join private.reminder_log g on g.message_id = m.id
  join pg_temp.reminder_items i
    on i.user_id = g.user_id and i.kind = g.item_kind and i.item_id = g.item_id and i.due_date = g.due_date
  where m.claim_id = v_claim and m.kind = 'digest'
  union all
  -- ... and, with them, everything overdue
  select m.id, i.workspace_id, i.tender_id, i.kind, i.task_name, i.due_date, i.days, false
  from private.reminder_messages m
  join pg_temp.reminder_items i on i.user_id = m.user_id
  where m.claim_id = v_claim and m.kind = 'digest' and i.days < 0
    and not exists (
      select 1 from private.reminder_log g
      where g.message_id = m.id and g.item_kind = i.kind and g.item_id = i.item_id and g.due_date = i.due_date)
  union all
  -- escalations
  select m.id, t.workspace_id, t.id, 'submission', null, t.tender_submission_date,
         t.tender_submission_date - r.local_day, true
  from private.reminder_messages m
  join private.reminder_log g on g.message_id = m.id
  join pg_temp.reminder_people r on r.user_id = m.user_id
  join public.tenders t on t.id = g.item_id and t.tender_submission_date = g.due_date
  join public.workspace_members wm
    on wm.workspace_id = t.workspace_id and wm.user_id = m.user_id and wm.role in ('admin', 'manager')
  where m.claim_id = v_claim and m.kind = 'missed' and r.deadlines_on
    and t.status in ('under-review', 'in-development')
  union all
  -- assignments
  select distinct m.id, k.workspace_id, k.tender_id, 'task', k.name, k.due_date, k.due_date - r.local_day, true
  from private.reminder_messages m
  join private.reminder_assignments a on a.message_id = m.id
  join pg_temp.reminder_people r on r.user_id = m.user_id
  join public.tasks k on k.id = a.task_id and k.assignee_id = m.user_id
  where m.claim_id = v_claim and m.kind = 'assigned' and r.tasks_on
    and k.status not in ('completed', 'canceled', 'not-needed');

  analyze pg_temp.reminder_rendered;

  -- Reminders that no longer hold are not recorded as sent.
  delete from private.reminder_log g
  using private.reminder_messages m
  where g.message_id = m.id and m.claim_id = v_claim and m.kind = 'digest'
    and not exists (
      select 1 from pg_temp.reminder_items i
      where i.user_id = g.user_id and i.kind = g.item_kind and i.item_id = g.item_id and i.due_date = g.due_date);

  -- A message with no reminder left says nothing: canceled. (NOT IN: one hash of the page's
  -- lines, whatever the planner guesses of the claim; a per-message anti-join scanned them all.)
  update private.reminder_messages m
  set state = 'canceled', claim_id = null, claimed_until = null
  where m.claim_id = v_claim
    and m.id not in (select x.message_id from pg_temp.reminder_rendered x where x.reminder);

  -- 9. The messages, grouped by workspace and tender.
  with items as (
    select x.message_id, x.workspace_id, x.tender_id,
           pg_catalog.json_agg(pg_catalog.json_build_object(
             'kind', x.kind, 'task_name', x.task_name,
             'due_date', pg_catalog.to_char(x.due_date, 'YYYY-MM-DD'), 'days', x.days)
             order by x.due_date nulls last, x.kind, x.task_name) as items,
           pg_catalog.bool_and(x.kind = 'task') as all_tasks,
           pg_catalog.bool_and(x.kind <> 'task') as no_tasks,
           pg_catalog.min(x.due_date) as first_due
    from pg_temp.reminder_rendered x
    join private.reminder_messages m on m.id = x.message_id and m.claim_id = v_claim
    group by x.message_id, x.workspace_id, x.tender_id
  ),
  tenders as (
    select i.message_id, i.workspace_id,
           pg_catalog.json_agg(pg_catalog.json_build_object(
             'id', t.id, 'title', t.title, 'reference_number', t.reference_number, 'items', i.items)
             order by i.first_due nulls last, t.title, t.id) as tenders,
           pg_catalog.bool_and(i.all_tasks) as all_tasks,
           pg_catalog.bool_and(i.no_tasks) as no_tasks
    from items i
    join public.tenders t on t.id = i.tender_id
    group by i.message_id, i.workspace_id
  ),
  workspaces as (
    select x.message_id,
           pg_catalog.json_agg(pg_catalog.json_build_object('id', w.id, 'name', w.name, 'tenders', x.tenders)
             order by w.name, w.id) as workspaces,
           pg_catalog.bool_and(x.all_tasks) as all_tasks,
           pg_catalog.bool_and(x.no_tasks) as no_tasks
    from tenders x
    join public.workspaces w on w.id = x.workspace_id
    group by x.message_id
  ),
  messages as (
    select m.id, m.kind, m.created_at, r.email, r.name, m.time_zone, m.local_day, m.user_id, w.workspaces,
           case
             when m.kind = 'missed' then 'tenderDeadlineReminders'
             when m.kind = 'assigned' then 'taskUpdates'
             when w.all_tasks then 'taskUpdates'
             when w.no_tasks then 'tenderDeadlineReminders'
             else 'emailNotifications'
           end as preference
    from workspaces w
    join private.reminder_messages m on m.id = w.message_id
    join pg_temp.reminder_people r on r.user_id = m.user_id
    where m.state = 'pending'
  )
  select pg_catalog.json_build_object(
    'claim', v_claim,
    'remaining', v_remaining,
    'messages', coalesce(pg_catalog.json_agg(pg_catalog.json_build_object(
      'id', x.id, 'kind', x.kind, 'to', x.email, 'name', x.name, 'time_zone', x.time_zone,
      'local_day', pg_catalog.to_char(x.local_day, 'YYYY-MM-DD'),
      -- private.unsubscribe_token(), inlined: a function call per message cost seconds.
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

-- create or replace keeps the function's owner and grants (execute: service_role only, through
-- public.collect_reminders; pgTAP 27_bond_reminders checks it).
