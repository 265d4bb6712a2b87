-- Reminder rules (docs/reminders.md): collect_reminders decides, as of an instant,
-- what is due and records it in the ledger; finish_reminders records what was sent. The edges:
-- users east (Pacific/Auckland) and west (America/Los_Angeles) of UTC, a month end, a
-- daylight-saving change, the 08:00 local cut-off, one digest per person and local day,
-- catch-up without stale offsets, re-arming a moved deadline, a failed send retried and never
-- recorded as sent, preferences, status changes, the escalation, assignments batched per run,
-- another workspace's data, and two runs claiming at once.
begin;
create extension if not exists pgtap with schema extensions;

select plan(47);

-- Fixtures ---------------------------------------------------------------------------

select tests.create_user('ann@r.test', '{"full_name": "Ann East"}', 'f2000000-0000-4000-8000-00000000000a');
select tests.create_user('leo@r.test', '{"full_name": "Leo West"}', 'f2000000-0000-4000-8000-00000000000b');
select tests.create_user('mia@r.test', '{"full_name": "Mia Utc"}', 'f2000000-0000-4000-8000-00000000000c');
select tests.create_user('out@r.test', '{"full_name": "Oz Other"}', 'f2000000-0000-4000-8000-00000000000d');
update public.user_profiles set time_zone = 'Pacific/Auckland' where id = 'f2000000-0000-4000-8000-00000000000a';
update public.user_profiles set time_zone = 'America/Los_Angeles' where id = 'f2000000-0000-4000-8000-00000000000b';

select tests.create_workspace('Alpha', 'f2000000-0000-4000-8000-00000000000a');
select tests.add_member(tests.workspace_named('Alpha'), 'f2000000-0000-4000-8000-00000000000b', 'user');
select tests.add_member(tests.workspace_named('Alpha'), 'f2000000-0000-4000-8000-00000000000c', 'manager');
select tests.create_workspace('Beta', 'f2000000-0000-4000-8000-00000000000d');
-- Leo is in Beta too, as a user, but holds nothing there: Beta's tender is Oz's alone.
select tests.add_member(tests.workspace_named('Beta'), 'f2000000-0000-4000-8000-00000000000b', 'user');

-- The workspaces people signed up with have no tenders; nothing else exists. Quiet the
-- sign-up workspaces' pre-existing data: none.
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, status, tender_submission_date)
values
  ('f2000000-0000-4000-8000-0000000000a1', tests.workspace_named('Alpha'), 'f2000000-0000-4000-8000-00000000000a',
   'A-1', 'Client', 'Bridge', 'in-development', '2026-12-01'),
  ('f2000000-0000-4000-8000-0000000000b1', tests.workspace_named('Beta'), 'f2000000-0000-4000-8000-00000000000d',
   'B-1', 'Client', 'Secret Beta bid', 'under-review', '2026-12-01'),
  -- closed: never reminded
  ('f2000000-0000-4000-8000-0000000000a9', tests.workspace_named('Alpha'), 'f2000000-0000-4000-8000-00000000000a',
   'A-9', 'Client', 'Won already', 'won', '2026-12-01');
insert into public.tasks (id, tender_id, workspace_id, user_id, assignee_id, name, due_date, status)
values
  ('f2000000-0000-4000-8000-0000000000c1', 'f2000000-0000-4000-8000-0000000000a1', tests.workspace_named('Alpha'),
   'f2000000-0000-4000-8000-00000000000a', 'f2000000-0000-4000-8000-00000000000b', 'Draft', '2026-12-01', 'in-progress'),
  ('f2000000-0000-4000-8000-0000000000c2', 'f2000000-0000-4000-8000-0000000000a1', tests.workspace_named('Alpha'),
   'f2000000-0000-4000-8000-00000000000a', 'f2000000-0000-4000-8000-00000000000b', 'Done already', '2026-12-01',
   'completed');

-- pg_temp.run(now, deliver): one run as the Edge Function does it (collect, then finish with
-- every message sent, or failed when p_fail); each result is kept for the checks at the end.
create table pg_temp.results (n serial, at timestamptz, result jsonb);
grant select on pg_temp.results to anon;
create function pg_temp.run(p_now timestamptz, p_fail boolean default false)
returns jsonb
language plpgsql
as $$
declare
  r jsonb := public.collect_reminders(p_now)::jsonb;
  ids uuid[] := (select coalesce(array_agg((m ->> 'id')::uuid), '{}')
                 from jsonb_array_elements(r -> 'messages') m);
begin
  if p_fail then
    perform public.finish_reminders((r ->> 'claim')::uuid, '{}', ids);
  else
    perform public.finish_reminders((r ->> 'claim')::uuid, ids);
  end if;
  insert into pg_temp.results (at, result) values (p_now, r);
  return r;
end;
$$;

-- pg_temp.lines(result, email): 'kind ref item [task] days' for each item of each message to
-- that address, sorted.
create function pg_temp.lines(p_result jsonb, p_email text, p_kind text default null)
returns text[]
language sql
as $$
  select coalesce(array_agg(x.line order by x.line collate "C"), '{}')
  from (
    select m ->> 'kind' as kind, m ->> 'to' as email, concat_ws(' ', m ->> 'kind', t ->> 'reference_number', i ->> 'kind', i ->> 'task_name', i ->> 'days') as line
    from jsonb_array_elements(p_result -> 'messages') m
    cross join jsonb_array_elements(m -> 'workspaces') w
    cross join jsonb_array_elements(w -> 'tenders') t
    cross join jsonb_array_elements(t -> 'items') i
    union all
    -- a digest's sections, and its overdue line per tender ('digest A-1 overdue 2')
    select m ->> 'kind', m ->> 'to', concat_ws(' ', m ->> 'kind', i ->> 'reference_number', i ->> 'kind', i ->> 'task_name', i ->> 'days')
    from jsonb_array_elements(p_result -> 'messages') m
    cross join jsonb_array_elements(m -> 'workspaces') w
    cross join jsonb_array_elements(w -> 'sections') s
    cross join jsonb_array_elements(s -> 'items') i
    union all
    select m ->> 'kind', m ->> 'to', concat_ws(' ', m ->> 'kind', o ->> 'reference_number', 'overdue', o ->> 'count')
    from jsonb_array_elements(p_result -> 'messages') m
    cross join jsonb_array_elements(m -> 'workspaces') w
    cross join jsonb_array_elements(w -> 'overdue') o
  ) x
  where x.email = p_email and (p_kind is null or x.kind = p_kind)
$$;

create function pg_temp.message_id(p_n integer, p_email text)
returns text
language sql
as $$
  select m ->> 'id' from pg_temp.results r, jsonb_array_elements(r.result -> 'messages') m
  where r.n = p_n and m ->> 'to' = p_email
$$;

create function pg_temp.logged(p_user uuid, p_kind text, p_item uuid)
returns integer[]
language sql
as $$
  select coalesce(array_agg(g.offset_days order by g.offset_days desc), '{}')
  from private.reminder_log g where g.user_id = p_user and g.item_kind = p_kind and g.item_id = p_item
$$;

-- East and west of UTC on a month end, the 08:00 cut-off, catch-up without stale offsets --

-- 18:55 UTC on 30 November: Auckland (UTC+13) is 07:55 on 1 December, Los Angeles 10:55 on
-- 30 November.
-- These rules hold on any day of the week: 'Working days only' off (44_digest_news.test.sql
-- holds weekend digests).
update public.user_profiles set preferences = preferences || '{"workingDaysOnly": false}';

select pg_temp.run('2026-11-30 18:55Z');
select is(pg_temp.lines((select result from pg_temp.results where n = 1), 'ann@r.test'), '{}',
  'before 08:00 in Auckland: nothing for Ann yet');
select is(pg_temp.lines((select result from pg_temp.results where n = 1), 'leo@r.test'),
  array['digest A-1 submission 1', 'digest A-1 task Draft 1'],
  'Los Angeles, 30 Nov: Leo (open task on A-1) gets the deadline and his task, due tomorrow; completed tasks and won tenders not');
select is(pg_temp.logged('f2000000-0000-4000-8000-00000000000b', 'submission', 'f2000000-0000-4000-8000-0000000000a1'),
  array[1], 'catch-up: the first run records only the current stage (1 day before), never a stale 14, 7 or 3');
select is(pg_temp.lines((select result from pg_temp.results where n = 1), 'mia@r.test'), '{}',
  'a member with no task on the tender and not its creator gets no deadline reminder');

select pg_temp.run('2026-11-30 19:05Z');
select is(pg_temp.lines((select result from pg_temp.results where n = 2), 'ann@r.test'),
  array['digest A-1 submission 0'], '08:05 in Auckland, 1 December: Ann''s digest says due today');
select is(pg_temp.lines((select result from pg_temp.results where n = 2), 'leo@r.test'), '{}',
  'at most one digest per person and local day: Leo''s 30 November is done');
select is((select (m ->> 'local_day') || ' ' || (m ->> 'time_zone') from pg_temp.results r,
            jsonb_array_elements(r.result -> 'messages') m where r.n = 2 and m ->> 'to' = 'ann@r.test'),
  '2026-12-01 Pacific/Auckland', 'the digest is for the recipient''s local day, in their zone');

select pg_temp.run('2026-12-01 16:05Z');
select is(pg_temp.lines((select result from pg_temp.results where n = 3), 'leo@r.test'),
  array['digest A-1 submission 0', 'digest A-1 task Draft 0'], '08:05 in Los Angeles, 1 December: due today');

-- The escalation: the morning after, admins and managers, once per tender and deadline ------

select pg_temp.run('2026-12-01 19:05Z');
select is(pg_temp.lines((select result from pg_temp.results where n = 4), 'ann@r.test'),
  array['missed A-1 submission -1'],
  'Auckland, 2 December 08:05: the admin gets Submission deadline missed (and no second reminder of A-1)');
select is(pg_temp.lines((select result from pg_temp.results where n = 4), 'mia@r.test'), '{}',
  'the manager in UTC: still 1 December, not yet');
select pg_temp.run('2026-12-02 08:05Z');
select is(pg_temp.lines((select result from pg_temp.results where n = 5), 'mia@r.test'),
  array['missed A-1 submission -1'], 'her morning after: the manager gets it too');
select pg_temp.run('2026-12-03 19:05Z');
select is((select count(*)::int from pg_temp.results r, jsonb_array_elements(r.result -> 'messages') m
           where m ->> 'kind' = 'missed' and m::text like '%A-1%'), 2, 'once per tender and deadline: no second escalation');
select ok(not exists (select 1 from pg_temp.results r, jsonb_array_elements(r.result -> 'messages') m
                      where m ->> 'to' = 'leo@r.test' and m ->> 'kind' = 'missed'),
  'a plain user gets no escalation');

-- Overdue rides along; a moved deadline is re-armed --------------------------------------

insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, status, tender_submission_date)
values ('f2000000-0000-4000-8000-0000000000a2', tests.workspace_named('Alpha'), 'f2000000-0000-4000-8000-00000000000c',
        'A-2', 'Client', 'Tunnel', 'under-review', '2026-12-13');
insert into public.tasks (id, tender_id, workspace_id, user_id, assignee_id, name)
values ('f2000000-0000-4000-8000-0000000000c3', 'f2000000-0000-4000-8000-0000000000a2', tests.workspace_named('Alpha'),
        'f2000000-0000-4000-8000-00000000000c', 'f2000000-0000-4000-8000-00000000000b', 'Price');

select pg_temp.run('2026-12-04 16:05Z');
select is(pg_temp.lines((select result from pg_temp.results where n = 7), 'leo@r.test'),
  array['digest A-1 overdue 2', 'digest A-2 submission 9'],
  'Leo, 4 December: A-2 due in 9 days (the 14-day stage, caught up) with everything overdue');
select is(pg_temp.lines((select result from pg_temp.results where n = 7), 'mia@r.test'),
  array['digest A-2 submission 9'], 'the tender''s creator gets its deadline');

update public.tenders set tender_submission_date = '2026-12-06' where reference_number = 'A-2';
select pg_temp.run('2026-12-05 16:05Z');
select is(pg_temp.lines((select result from pg_temp.results where n = 8), 'leo@r.test'),
  array['digest A-1 overdue 2', 'digest A-2 submission 1'],
  'moved to 6 December: re-armed for the new date, with the current stage only');
select is(pg_temp.logged('f2000000-0000-4000-8000-00000000000b', 'submission', 'f2000000-0000-4000-8000-0000000000a2'),
  array[14, 1], 'the ledger: 14 days before the old date (sent), 1 day before the new one; no stale 7 or 3');
select pg_temp.run('2026-12-05 17:05Z');
select is(pg_temp.lines((select result from pg_temp.results where n = 9), 'leo@r.test'), '{}',
  'overdue items alone send no second mail the same day');

-- A failed send is retried and never recorded as sent ----------------------------------

select pg_temp.run('2026-12-06 16:05Z', true);
select is(pg_temp.lines((select result from pg_temp.results where n = 10), 'leo@r.test'),
  array['digest A-1 overdue 2', 'digest A-2 submission 0'],
  'Leo, 6 December: A-2 due today (this send fails)');
select is((select m.state || ' ' || coalesce(m.sent_at::text, 'unsent') from private.reminder_messages m
           where m.user_id = 'f2000000-0000-4000-8000-00000000000b' and m.local_day = '2026-12-06'),
  'pending unsent', 'a failed send is not recorded as sent');
select pg_temp.run('2026-12-06 16:20Z');
select is(pg_temp.lines((select result from pg_temp.results where n = 11), 'leo@r.test'),
  array['digest A-1 overdue 2', 'digest A-2 submission 0'],
  'the next run retries it');
select is(pg_temp.message_id(11, 'leo@r.test'), pg_temp.message_id(10, 'leo@r.test'),
  'the same message (one digest that day)');
select is((select m.state from private.reminder_messages m
           where m.user_id = 'f2000000-0000-4000-8000-00000000000b' and m.local_day = '2026-12-06'),
  'sent', 'recorded as sent once it was');

-- Two runs at once: the second claims nothing the first holds ------------------------------

update public.tenders set tender_submission_date = '2026-12-08' where reference_number = 'A-2';
select is(jsonb_array_length(public.collect_reminders('2026-12-07 16:05Z')::jsonb -> 'messages'), 2,
  'run 1 claims Leo''s and Mia''s digests');
select is(public.collect_reminders('2026-12-07 16:06Z')::jsonb -> 'messages', '[]'::jsonb,
  'run 2, before run 1 finished: nothing to claim, nothing recorded twice');
select is((select count(*)::int from private.reminder_messages where local_day = '2026-12-07' and kind = 'digest'), 2,
  'one digest per person for the day');
select is(jsonb_array_length(public.collect_reminders('2026-12-07 16:20Z')::jsonb -> 'messages'), 2,
  'run 1 died without finishing: once its lease is over, the next run claims the same messages');

-- Status changes and preferences stop reminders at once ---------------------------------

update public.tenders set tender_submission_date = '2026-12-10' where reference_number = 'A-2';
select pg_temp.run('2026-12-09 16:05Z', true);
select is(pg_temp.lines((select result from pg_temp.results where n = 12), 'mia@r.test'),
  array['digest A-2 submission 1'], 'Mia''s digest of 9 December (the send fails)');
update public.tenders set status = 'submitted' where reference_number = 'A-2';
select pg_temp.run('2026-12-09 16:20Z');
select is(pg_temp.lines((select result from pg_temp.results where n = 13), 'mia@r.test'), '{}',
  'the tender was submitted before the retry: the digest is not sent');
select is((select m.state from private.reminder_messages m
           where m.user_id = 'f2000000-0000-4000-8000-00000000000c' and m.local_day = '2026-12-09'),
  'canceled', 'and it is canceled, its reminders not recorded as sent');
select is(pg_temp.logged('f2000000-0000-4000-8000-00000000000c', 'submission', 'f2000000-0000-4000-8000-0000000000a2'),
  array[14, 1, 0], 'the ledger keeps what was sent (14 and 1 before the old dates, 0 of 6 December); not the canceled 1 of 10 December');

update public.tasks set status = 'completed' where name = 'Draft';
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, status, tender_submission_date)
values ('f2000000-0000-4000-8000-0000000000a3', tests.workspace_named('Alpha'), 'f2000000-0000-4000-8000-00000000000b',
        'A-3', 'Client', 'Road', 'in-development', '2026-12-11');
insert into public.tasks (id, tender_id, workspace_id, user_id, assignee_id, name, due_date)
values ('f2000000-0000-4000-8000-0000000000c4', 'f2000000-0000-4000-8000-0000000000a3', tests.workspace_named('Alpha'),
        'f2000000-0000-4000-8000-00000000000a', 'f2000000-0000-4000-8000-00000000000b', 'Check', '2026-12-11');
update public.user_profiles set preferences = '{"taskUpdates": false, "workingDaysOnly": false}' where id = 'f2000000-0000-4000-8000-00000000000b';
select pg_temp.run('2026-12-10 16:05Z');
select is(pg_temp.lines((select result from pg_temp.results where n = 14), 'leo@r.test'),
  array['digest A-3 submission 1'],
  'taskUpdates off: no task reminder (Check is due tomorrow too; the completed Draft is gone)');
update public.user_profiles set preferences = '{"tenderDeadlineReminders": false, "workingDaysOnly": false}'
where id = 'f2000000-0000-4000-8000-00000000000b';
select pg_temp.run('2026-12-11 16:05Z');
select is(pg_temp.lines((select result from pg_temp.results where n = 15), 'leo@r.test'),
  array['digest A-3 task Check 0'], 'tenderDeadlineReminders off: only the task');
update public.user_profiles set preferences = '{"emailNotifications": false, "workingDaysOnly": false}'
where id = 'f2000000-0000-4000-8000-00000000000b';
update public.tasks set due_date = '2026-12-13' where name = 'Check';
select pg_temp.run('2026-12-12 16:05Z');
select is(pg_temp.lines((select result from pg_temp.results where n = 16), 'leo@r.test'), '{}',
  'emailNotifications off: nothing at all');
update public.user_profiles set preferences = '{"workingDaysOnly": false}' where id = 'f2000000-0000-4000-8000-00000000000b';

-- Assignments: batched per run, for whoever holds the task --------------------------------

update public.tenders set status = 'in-development', tender_submission_date = null where reference_number = 'A-2';
insert into public.tasks (tender_id, workspace_id, user_id, name)
values ('f2000000-0000-4000-8000-0000000000a2', tests.workspace_named('Alpha'), 'f2000000-0000-4000-8000-00000000000a', 'Self');
select tests.authenticate_as('f2000000-0000-4000-8000-00000000000a');
update public.tasks set assignee_id = 'f2000000-0000-4000-8000-00000000000c' where name = 'Price';
update public.tasks set assignee_id = 'f2000000-0000-4000-8000-00000000000b' where name = 'Price';
update public.tasks set assignee_id = 'f2000000-0000-4000-8000-00000000000c' where name = 'Price';
update public.tasks set assignee_id = 'f2000000-0000-4000-8000-00000000000c' where name = 'Check';
select tests.authenticate_as('f2000000-0000-4000-8000-00000000000c');
update public.tasks set assignee_id = 'f2000000-0000-4000-8000-00000000000c' where name = 'Self';
select tests.clear_authentication();
select pg_temp.run('2026-12-12 16:20Z');
select is(pg_temp.lines((select result from pg_temp.results where n = 17), 'mia@r.test', 'assigned'),
  array['assigned A-2 task Price', 'assigned A-3 task Check 1'],
  'reassigned three times: one email to whoever holds it, both tasks in one message; taking a task oneself sends nothing');
select is((select count(*)::int from pg_temp.results r, jsonb_array_elements(r.result -> 'messages') m
           where r.n = 17 and m ->> 'to' = 'leo@r.test' and m ->> 'kind' = 'assigned'), 0,
  'Leo no longer holds it: nothing for him');
select pg_temp.run('2026-12-12 16:35Z');
select is((select count(*)::int from pg_temp.results r, jsonb_array_elements(r.result -> 'messages') m
           where r.n = 18 and m ->> 'kind' = 'assigned'), 0, 'the next run sends no assignment again');

-- A daylight-saving change: Los Angeles moves to UTC−7 on 14 March 2027 ---------------------

update public.tasks set assignee_id = 'f2000000-0000-4000-8000-00000000000b', due_date = '2027-03-15'
where name = 'Check';
update public.tenders set tender_submission_date = null where reference_number in ('A-1', 'A-3');
select pg_temp.run('2027-03-14 14:55Z');
select is(pg_temp.lines((select result from pg_temp.results where n = 19), 'leo@r.test'), '{}',
  '14 March 14:55 UTC is 07:55 PDT in Los Angeles: not yet');
select pg_temp.run('2027-03-14 15:05Z');
select is(pg_temp.lines((select result from pg_temp.results where n = 20), 'leo@r.test'),
  array['digest A-3 task Check 1'], '15:05 UTC is 08:05 PDT (it would be 07:05 in PST): the digest goes');

-- The message's unsubscribe links turn off the kinds of what it holds ------------------------

select is((select m #>> '{unsubscribe,0,preference}' from pg_temp.results r, jsonb_array_elements(r.result -> 'messages') m
           where r.n = 20 and m ->> 'to' = 'leo@r.test'), 'taskUpdates', 'a digest of tasks only: taskUpdates');
select is((select array_agg(u ->> 'preference' order by u ->> 'preference') from pg_temp.results r,
             jsonb_array_elements(r.result -> 'messages') m, jsonb_array_elements(m -> 'unsubscribe') u
           where r.n = 1 and m ->> 'to' = 'leo@r.test'), array['taskUpdates', 'tenderDeadlineReminders'],
  'a mixed digest: a link for each kind, never emailNotifications');
select tests.authenticate_as_anon();
select is(public.unsubscribe_reminders((select m ->> 'unsubscribe_token' from pg_temp.results r,
                                        jsonb_array_elements(r.result -> 'messages') m
                                        where r.n = 20 and m ->> 'to' = 'leo@r.test')),
  'taskUpdates', 'the token in the message is valid and names its preference');
select tests.clear_authentication();

-- Never another workspace's data -----------------------------------------------------------

select is_empty($$
  select r.n, m ->> 'to', w ->> 'id'
  from pg_temp.results r
  cross join jsonb_array_elements(r.result -> 'messages') m
  cross join jsonb_array_elements(m -> 'workspaces') w
  where not exists (
    select 1 from public.workspace_members wm join auth.users u on u.id = wm.user_id
    where u.email = m ->> 'to' and wm.workspace_id = (w ->> 'id')::uuid)
$$, 'every workspace in every message is one the recipient belongs to');
select ok(not exists (select 1 from pg_temp.results r, jsonb_array_elements(r.result -> 'messages') m
                      -- (the workspaces only: a random unsubscribe token may spell 'B-1')
                      where m ->> 'to' <> 'out@r.test' and (m -> 'workspaces')::text like '%B-1%'),
  'Beta''s tender reaches nobody outside it (Leo is a member of Beta, but holds nothing there)');
select is(pg_temp.lines((select result from pg_temp.results where n = 1), 'out@r.test'),
  array['digest B-1 submission 1'], 'Oz, the creator of B-1, gets its reminder (UTC, 30 November at 18:55)');

-- Who may run it ------------------------------------------------------------------------

select ok(pg_catalog.has_function_privilege('service_role', 'public.collect_reminders(timestamptz,integer)', 'EXECUTE')
      and pg_catalog.has_function_privilege('service_role', 'public.finish_reminders(uuid,uuid[],uuid[])', 'EXECUTE')
      and not pg_catalog.has_function_privilege('authenticated', 'public.collect_reminders(timestamptz,integer)', 'EXECUTE')
      and not pg_catalog.has_function_privilege('anon', 'public.finish_reminders(uuid,uuid[],uuid[])', 'EXECUTE')
      and not pg_catalog.has_function_privilege('authenticated', 'private.collect_reminders(timestamptz,integer)', 'EXECUTE'),
  'collect_reminders and finish_reminders: service_role only');
select pg_catalog.set_config('role', 'service_role', true);
select is(json_typeof(public.collect_reminders('2027-03-14 15:35Z') -> 'messages'), 'array',
  'the service role runs it');
select tests.clear_authentication();

select * from finish();
rollback;
