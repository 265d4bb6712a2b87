-- The digest as news (docs/reminders.md, "The digest"): what is ahead first, in sections (due
-- today, tomorrow, the week, later), then one line per tender for what is overdue; a tender
-- whose submission deadline has passed feeds only that line and records no reminder; 'Working
-- days only' holds a person's Saturday and Sunday digest until their Monday, in their own zone;
-- a task the same day's assignment email carries is not in the digest too; a member with the
-- user role gets the deadlines of tenders they have an open task on only; a digest's links turn
-- off the kinds it holds, never emailNotifications, and the escalation goes on regardless.
begin;
create extension if not exists pgtap with schema extensions;

select plan(26);

-- Fixtures ---------------------------------------------------------------------------

select tests.create_user('ada@news.test', '{"full_name": "Ada Admin"}', 'f4400000-0000-4000-8000-00000000000a');
select tests.create_user('uma@news.test', '{"full_name": "Uma User"}', 'f4400000-0000-4000-8000-00000000000b');
select tests.create_user('sam@news.test', '{"full_name": "Sam Site"}', 'f4400000-0000-4000-8000-00000000000c');
select tests.create_user('dee@news.test', '{"full_name": "Dee Digger"}', 'f4400000-0000-4000-8000-00000000000d');
select tests.create_user('kai@news.test', '{"full_name": "Kai Auckland"}', 'f4400000-0000-4000-8000-00000000000e');
select tests.create_user('kim@news.test', '{"full_name": "Kim Auckland"}', 'f4400000-0000-4000-8000-00000000000f');
select tests.create_user('lou@news.test', '{"full_name": "Lou Angeles"}', 'f4400000-0000-4000-8000-000000000010');
select tests.create_user('max@news.test', '{"full_name": "Max Manager"}', 'f4400000-0000-4000-8000-000000000011');
update public.user_profiles set time_zone = 'Pacific/Auckland'
where id in ('f4400000-0000-4000-8000-00000000000e', 'f4400000-0000-4000-8000-00000000000f');
update public.user_profiles set time_zone = 'America/Los_Angeles' where id = 'f4400000-0000-4000-8000-000000000010';
update public.user_profiles set preferences = '{"workingDaysOnly": false}' where id = 'f4400000-0000-4000-8000-00000000000f';

select tests.create_workspace('News', 'f4400000-0000-4000-8000-00000000000a');
select tests.add_member(tests.workspace_named('News'), u, 'user')
from unnest(array['f4400000-0000-4000-8000-00000000000b', 'f4400000-0000-4000-8000-00000000000c',
                  'f4400000-0000-4000-8000-00000000000d', 'f4400000-0000-4000-8000-00000000000e',
                  'f4400000-0000-4000-8000-00000000000f', 'f4400000-0000-4000-8000-000000000010']::uuid[]) u;
select tests.add_member(tests.workspace_named('News'), 'f4400000-0000-4000-8000-000000000011', 'manager');

-- Wednesday 6 January 2027 is "today" for Ada (UTC).
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, status,
                            inquiry_submission_date, tender_submission_date)
values
  ('f4400000-0000-4000-8000-0000000000a1', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'N-1', 'Client', 'Harbour wall', 'under-review', null, '2027-01-06'),
  ('f4400000-0000-4000-8000-0000000000a2', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'N-2', 'Client', 'School roof', 'in-development', null, '2027-01-07'),
  ('f4400000-0000-4000-8000-0000000000a3', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'N-3', 'Client', 'Depot', 'in-development', '2027-01-07', '2027-01-10'),
  ('f4400000-0000-4000-8000-0000000000a4', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'N-4', 'Client', 'Bridge deck', 'under-review', null, '2027-01-20'),
  -- its submission deadline passed weeks ago (escalated then); still under review
  ('f4400000-0000-4000-8000-0000000000a5', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'N-5', 'Client', 'Car park resurfacing', 'under-review', '2026-12-10', '2026-12-20'),
  ('f4400000-0000-4000-8000-0000000000a6', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'N-6', 'Client', 'Sea wall', 'under-review', null, '2027-03-01'),
  ('f4400000-0000-4000-8000-0000000000a7', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'D-1', 'Client', 'Drainage', 'under-review', null, '2027-01-20'),
  ('f4400000-0000-4000-8000-0000000000a8', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'W-1', 'Client', 'Weekend work', 'under-review', null, null);
insert into public.tasks (tender_id, workspace_id, user_id, assignee_id, name, due_date, status)
values
  -- N-5: three overdue tasks and one due today, all Ada's
  ('f4400000-0000-4000-8000-0000000000a5', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'f4400000-0000-4000-8000-00000000000a', 'Measure', '2026-12-15', 'in-progress'),
  ('f4400000-0000-4000-8000-0000000000a5', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'f4400000-0000-4000-8000-00000000000a', 'Price', '2026-12-16', 'not-started'),
  ('f4400000-0000-4000-8000-0000000000a5', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'f4400000-0000-4000-8000-00000000000a', 'Sign', '2026-12-18', 'not-started'),
  ('f4400000-0000-4000-8000-0000000000a5', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'f4400000-0000-4000-8000-00000000000a', 'Too late', '2027-01-06', 'not-started'),
  -- N-6: one overdue task on a live tender
  ('f4400000-0000-4000-8000-0000000000a6', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'f4400000-0000-4000-8000-00000000000a', 'Survey', '2027-01-04', 'in-progress'),
  -- the site engineers: Uma has an open task on N-3, Sam only a completed one on N-1
  ('f4400000-0000-4000-8000-0000000000a3', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'f4400000-0000-4000-8000-00000000000b', 'Site visit', null, 'not-started'),
  ('f4400000-0000-4000-8000-0000000000a1', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'f4400000-0000-4000-8000-00000000000c', 'Photos', null, 'completed'),
  -- Max, a manager, works on N-1 (due today) and has a task due on Friday on N-4
  ('f4400000-0000-4000-8000-0000000000a1', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'f4400000-0000-4000-8000-000000000011', 'Max on N-1', null, 'not-started'),
  ('f4400000-0000-4000-8000-0000000000a4', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'f4400000-0000-4000-8000-000000000011', 'Max task', '2027-01-08', 'not-started'),
  -- the weekend: each due on Saturday 9 January
  ('f4400000-0000-4000-8000-0000000000a8', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'f4400000-0000-4000-8000-00000000000e', 'Kai task', '2027-01-09', 'not-started'),
  ('f4400000-0000-4000-8000-0000000000a8', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'f4400000-0000-4000-8000-00000000000f', 'Kim task', '2027-01-09', 'not-started'),
  ('f4400000-0000-4000-8000-0000000000a8', tests.workspace_named('News'), 'f4400000-0000-4000-8000-00000000000a',
   'f4400000-0000-4000-8000-000000000010', 'Lou task', '2027-01-09', 'not-started');
-- Dee is given a task due tomorrow by Ada, just before the morning run.
insert into public.tasks (id, tender_id, workspace_id, user_id, name, due_date, status)
values ('f4400000-0000-4000-8000-0000000000c1', 'f4400000-0000-4000-8000-0000000000a7', tests.workspace_named('News'),
        'f4400000-0000-4000-8000-00000000000a', 'Dig', '2027-01-07', 'not-started');
select tests.authenticate_as('f4400000-0000-4000-8000-00000000000a');
update public.tasks set assignee_id = 'f4400000-0000-4000-8000-00000000000d' where name = 'Dig';
select tests.clear_authentication();

create table pg_temp.results (n serial, result jsonb);
grant select on pg_temp.results to anon;
create function pg_temp.run(p_now timestamptz) returns jsonb language plpgsql as $$
declare
  r jsonb := public.collect_reminders(p_now)::jsonb;
begin
  perform public.finish_reminders((r ->> 'claim')::uuid,
    (select coalesce(array_agg((m ->> 'id')::uuid), '{}') from jsonb_array_elements(r -> 'messages') m));
  insert into pg_temp.results (result) values (r);
  return r;
end;
$$;
create function pg_temp.message(p_n integer, p_email text, p_kind text default 'digest') returns jsonb language sql as $$
  select m from pg_temp.results r, jsonb_array_elements(r.result -> 'messages') m
  where r.n = p_n and m ->> 'to' = p_email and m ->> 'kind' = p_kind
$$;
-- A digest's lines in order: 'section ref kind [task] days', then 'overdue ref count'.
create function pg_temp.lines(p_message jsonb) returns text[] language sql as $$
  select coalesce(array_agg(x.line order by x.w, x.s, x.i), '{}') from (
    select w.n as w, s.n as s, i.n as i,
           concat_ws(' ', s.v ->> 'section', i.v ->> 'reference_number', i.v ->> 'kind', i.v ->> 'task_name', i.v ->> 'days') as line
    from jsonb_array_elements(p_message -> 'workspaces') with ordinality w (v, n)
    cross join jsonb_array_elements(w.v -> 'sections') with ordinality s (v, n)
    cross join jsonb_array_elements(s.v -> 'items') with ordinality i (v, n)
    union all
    select w.n, 1000, o.n, concat_ws(' ', 'overdue', o.v ->> 'reference_number', o.v ->> 'count')
    from jsonb_array_elements(p_message -> 'workspaces') with ordinality w (v, n)
    cross join jsonb_array_elements(w.v -> 'overdue') with ordinality o (v, n)
  ) x
$$;
create function pg_temp.logged(p_item uuid) returns integer language sql as $$
  select count(*)::int from private.reminder_log g
  where g.item_id = p_item or g.item_id in (select k.id from public.tasks k where k.tender_id = p_item)
$$;

-- 1. Wednesday 6 January, 08:05 UTC ------------------------------------------------------------

select pg_temp.run('2027-01-06 08:05Z');

select is(pg_temp.lines(pg_temp.message(1, 'ada@news.test')),
  array['today N-1 submission 0',
        'tomorrow N-3 inquiry 1', 'tomorrow N-2 submission 1',
        'week N-3 submission 4',
        'later N-4 submission 14', 'later D-1 submission 14',
        'overdue N-5 5', 'overdue N-6 1'],
  'today and tomorrow first, then the week and later, then one line per tender for what is overdue');
select is((select array_agg(s ->> 'section') from jsonb_array_elements(pg_temp.message(1, 'ada@news.test') -> 'workspaces') w,
           jsonb_array_elements(w -> 'sections') s), array['today', 'tomorrow', 'week', 'later'],
  'the sections in that order');
select is((select o ->> 'title' from jsonb_array_elements(pg_temp.message(1, 'ada@news.test') -> 'workspaces') w,
           jsonb_array_elements(w -> 'overdue') o where o ->> 'reference_number' = 'N-5'), 'Car park resurfacing',
  'the overdue line names its tender');
select is(pg_temp.logged('f4400000-0000-4000-8000-0000000000a5'), 0,
  'a tender past its submission deadline records no reminder: its task due today is not news, only its overdue line');
select is(pg_temp.lines(pg_temp.message(1, 'uma@news.test')), array['tomorrow N-3 inquiry 1', 'week N-3 submission 4'],
  'a member with the user role gets the deadlines of the tender she has an open task on');
select is(pg_temp.message(1, 'sam@news.test'), null,
  'a member with the user role and only a completed task gets no deadline of that tender');
select is(pg_temp.lines(pg_temp.message(1, 'dee@news.test')), array['later D-1 submission 14'],
  'the task the same run''s assignment email carries is not in the digest too');
select is((select array_agg(i ->> 'task_name') from jsonb_array_elements(pg_temp.message(1, 'dee@news.test', 'assigned') -> 'workspaces') w,
           jsonb_array_elements(w -> 'tenders') t, jsonb_array_elements(t -> 'items') i), array['Dig'],
  '... which carries it');

-- 2. A digest's links turn off the kinds it holds ------------------------------------------

select is((select array_agg(u ->> 'preference' order by u ->> 'preference')
           from jsonb_array_elements(pg_temp.message(1, 'ada@news.test') -> 'unsubscribe') u),
  array['taskUpdates', 'tenderDeadlineReminders'], 'a digest of deadlines and tasks offers a link for each');
create temp table tokens as
select (select u ->> 'token' from jsonb_array_elements(pg_temp.message(1, 'ada@news.test') -> 'unsubscribe') u
        where u ->> 'preference' = 'tenderDeadlineReminders') as deadlines,
       pg_temp.message(1, 'ada@news.test') ->> 'unsubscribe_token' as header,
       -- a link of the first version that named emailNotifications (a digest of both kinds)
       (select private.base64url(x.p || private.reminder_hmac(x.p))
        from (select '\x01'::bytea || decode(replace('f4400000-0000-4000-8000-00000000000c', '-', ''), 'hex')
                     || '\x01'::bytea as p) x) as old_all,
       (select private.base64url(x.p || private.reminder_hmac(x.p))
        from (select '\x02'::bytea || decode(replace('f4400000-0000-4000-8000-00000000000c', '-', ''), 'hex')
                     || '\x08'::bytea as p) x) as unknown_kind;
grant select on tokens to anon;

select tests.authenticate_as_anon();
select is(public.unsubscribe_reminders((select deadlines from tokens)), 'tenderDeadlineReminders',
  'Stop deadline reminders turns off deadline reminders');
select tests.clear_authentication();
select is((select preferences from public.user_profiles where id = 'f4400000-0000-4000-8000-00000000000a'),
  '{"tenderDeadlineReminders": false}'::jsonb, '... only them');
select tests.authenticate_as_anon();
select is(public.unsubscribe_reminders((select header from tokens)), 'tenderDeadlineReminders,taskUpdates',
  'the one-click header of a mixed digest turns off both of its kinds');
select is(public.unsubscribe_reminders((select old_all from tokens)), 'tenderDeadlineReminders,taskUpdates',
  'an older link that named all e-mail turns off the digest''s kinds');
select throws_ok($$select public.unsubscribe_reminders((select unknown_kind from tokens))$$, 'TFR01',
  'This unsubscribe link is not valid.', 'a signed link naming no kind it knows is refused');
select tests.clear_authentication();
select is((select preferences from public.user_profiles where id = 'f4400000-0000-4000-8000-00000000000c'),
  '{"taskUpdates": false, "tenderDeadlineReminders": false}'::jsonb, 'e-mail as a whole stays on');

-- The escalation goes on with deadline reminders off, and offers no unsubscribe link.
select pg_temp.run('2027-01-07 08:05Z');
select is((select array_agg(t ->> 'reference_number') from jsonb_array_elements(pg_temp.message(2, 'ada@news.test', 'missed') -> 'workspaces') w,
           jsonb_array_elements(w -> 'tenders') t), array['N-1'],
  'Submission deadline missed reaches the admin with deadline reminders off');
select is(pg_temp.message(2, 'ada@news.test', 'missed') -> 'unsubscribe', '[]'::jsonb,
  'the escalation offers no digest link');
select is(pg_temp.message(2, 'ada@news.test', 'missed') ->> 'unsubscribe_token', null, '... and no one-click token');
select is(pg_temp.lines(pg_temp.message(2, 'max@news.test')), array['tomorrow N-4 task Max task 1'],
  'the manager''s digest of that morning leaves out the deadline his escalation carries');
select isnt(pg_temp.message(2, 'max@news.test', 'missed'), null, '... which he gets');

-- 3. Working days only, in each person's own zone ------------------------------------------

-- Saturday 9 January 05:05 UTC: Friday 21:05 in Los Angeles, Saturday 18:05 in Auckland.
select pg_temp.run('2027-01-09 05:05Z');
select is(pg_temp.lines(pg_temp.message(3, 'lou@news.test')), array['tomorrow W-1 task Lou task 1'],
  'Saturday in UTC but Friday in Los Angeles: Lou''s digest goes');
select is(pg_temp.message(3, 'kai@news.test'), null, 'Saturday in Auckland: Kai''s digest is held');
select is(pg_temp.lines(pg_temp.message(3, 'kim@news.test')), array['today W-1 task Kim task 0'],
  'Kim turned Working days only off: hers goes');
-- Sunday 10 January 16:05 UTC: Sunday 08:05 in Los Angeles.
select pg_temp.run('2027-01-10 16:05Z');
select is(pg_temp.message(4, 'lou@news.test'), null, 'Sunday in Los Angeles: held');
-- Sunday 10 January 19:05 UTC: Monday 08:05 in Auckland.
select pg_temp.run('2027-01-10 19:05Z');
select is(pg_temp.lines(pg_temp.message(5, 'kai@news.test')), array['overdue W-1 1'],
  'Monday in Auckland (Sunday in UTC): Kai''s digest catches up the task due on Saturday');
select is((select array_agg(g.offset_days) from private.reminder_log g
           where g.user_id = 'f4400000-0000-4000-8000-00000000000e' and g.item_kind = 'task'), array[0],
  '... recorded once, at its last stage');

select * from finish();
rollback;
