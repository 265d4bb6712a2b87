-- Whose deadlines a calendar feed shows (docs/reminders.md, "Calendar feed"): an admin or
-- manager sees every open tender of the workspace; a member with the user role only the
-- tenders they created or have an open task on; nobody another workspace's. Task events carry
-- their tender's title; the feed carries the user's alarm choice as stored.
begin;
create extension if not exists pgtap with schema extensions;

select plan(6);

select tests.create_user('ada@cal.test', '{"full_name": "Ada Admin"}', 'f4300000-0000-4000-8000-00000000000a');
select tests.create_user('max@cal.test', '{"full_name": "Max Manager"}', 'f4300000-0000-4000-8000-00000000000b');
select tests.create_user('uma@cal.test', '{"full_name": "Uma User"}', 'f4300000-0000-4000-8000-00000000000c');
select tests.create_user('oz@cal.test', '{"full_name": "Oz Other"}', 'f4300000-0000-4000-8000-00000000000d');
select tests.create_workspace('Calendars', 'f4300000-0000-4000-8000-00000000000a');
select tests.add_member(tests.workspace_named('Calendars'), 'f4300000-0000-4000-8000-00000000000b', 'manager');
select tests.add_member(tests.workspace_named('Calendars'), 'f4300000-0000-4000-8000-00000000000c', 'user');
select tests.create_workspace('Elsewhere', 'f4300000-0000-4000-8000-00000000000d');

insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, status, tender_submission_date)
values
  -- Uma has an open task on it
  ('f4300000-0000-4000-8000-0000000000a1', tests.workspace_named('Calendars'), 'f4300000-0000-4000-8000-00000000000a',
   'C-1', 'Client', 'Quarry road', 'under-review', '2030-02-01'),
  -- Uma created it
  ('f4300000-0000-4000-8000-0000000000a2', tests.workspace_named('Calendars'), 'f4300000-0000-4000-8000-00000000000c',
   'C-2', 'Client', 'Her own bid', 'under-review', '2030-02-02'),
  -- nothing of Uma's
  ('f4300000-0000-4000-8000-0000000000a3', tests.workspace_named('Calendars'), 'f4300000-0000-4000-8000-00000000000a',
   'C-3', 'Client', 'Canal lock', 'in-development', '2030-02-03'),
  -- only a completed task of Uma's
  ('f4300000-0000-4000-8000-0000000000a4', tests.workspace_named('Calendars'), 'f4300000-0000-4000-8000-00000000000a',
   'C-4', 'Client', 'Old school', 'under-review', '2030-02-04'),
  ('f4300000-0000-4000-8000-0000000000a5', tests.workspace_named('Elsewhere'), 'f4300000-0000-4000-8000-00000000000d',
   'E-1', 'Client', 'Another firm''s', 'under-review', '2030-02-05');
insert into public.tasks (tender_id, workspace_id, user_id, assignee_id, name, due_date, status)
values
  ('f4300000-0000-4000-8000-0000000000a1', tests.workspace_named('Calendars'), 'f4300000-0000-4000-8000-00000000000a',
   'f4300000-0000-4000-8000-00000000000c', 'Survey', '2030-01-25', 'not-started'),
  ('f4300000-0000-4000-8000-0000000000a4', tests.workspace_named('Calendars'), 'f4300000-0000-4000-8000-00000000000a',
   'f4300000-0000-4000-8000-00000000000c', 'Done already', '2030-01-26', 'completed');

-- Each person's feed token, made as they would make it.
create temp table tokens (who text, token text);
grant insert, select on tokens to authenticated;
do $$
declare
  v_who record;
begin
  for v_who in select * from (values ('ada', 'f4300000-0000-4000-8000-00000000000a'::uuid),
                                     ('max', 'f4300000-0000-4000-8000-00000000000b'::uuid),
                                     ('uma', 'f4300000-0000-4000-8000-00000000000c'::uuid),
                                     ('oz', 'f4300000-0000-4000-8000-00000000000d'::uuid)) p (who, id) loop
    perform tests.authenticate_as(v_who.id);
    insert into tokens select v_who.who, f.token from public.calendar_feed() f;
    perform tests.clear_authentication();
  end loop;
end
$$;
create function pg_temp.titles(p_who text) returns text[] language sql as $$
  select array_agg(e ->> 'title' order by e ->> 'date')
  from jsonb_array_elements(public.calendar_feed_events((select token from tokens where who = p_who)) -> 'events') e
$$;

select is(pg_temp.titles('uma'),
  array['Survey', 'Submission deadline: Quarry road', 'Submission deadline: Her own bid'],
  'a user: her open task, and the deadlines of the tender she has it on and of the one she created; not the rest');
select is(pg_temp.titles('max'),
  array['Submission deadline: Quarry road', 'Submission deadline: Her own bid', 'Submission deadline: Canal lock',
        'Submission deadline: Old school'],
  'a manager: every open tender of the workspace');
select is(pg_temp.titles('ada'), pg_temp.titles('max'), 'an admin: the same');
select is(pg_temp.titles('oz'), array['Submission deadline: Another firm''s'], 'another workspace: only its own');
select is(
  (select e ->> 'tender_title'
   from jsonb_array_elements(public.calendar_feed_events((select token from tokens where who = 'uma')) -> 'events') e
   where e ->> 'kind' = 'task'),
  'Quarry road', 'a task event names its tender');

update public.user_profiles set preferences = '{"calendarAlarm": "week-before"}'
where id = 'f4300000-0000-4000-8000-00000000000c';
select is(public.calendar_feed_events((select token from tokens where who = 'uma')) -> 'alarm', '"week-before"'::jsonb,
  'the feed carries the alarm the user chose');

select * from finish();
rollback;
