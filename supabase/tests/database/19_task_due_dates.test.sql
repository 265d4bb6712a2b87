-- Task due dates: a due date is a plausible calendar date (tasks_due_date_check);
-- a new tender's tasks are due due_days_before days before its submission deadline (undated
-- without a deadline or an offset, also when added later by Bid Bond Required); the open
-- tasks' due dates join the deadline alerts (the bell, the dashboard, the notifications page)
-- as kind 'task', are counted by deadline_counts and cleared by 'Mark all as seen'.
begin;
create extension if not exists pgtap with schema extensions;

select plan(17);

select col_has_check('public', 'tasks', 'due_date', 'a due date is checked');
select has_table('public', 'seen_task_alerts', 'seen task alerts are stored per user');
select policies_are('public', 'seen_task_alerts', array['seen_task_alerts_select_own',
  'seen_task_alerts_insert_own', 'seen_task_alerts_update_own', 'seen_task_alerts_delete_own'],
  'one policy per command');

-- Fixtures: A (admin of "Due One"), C alone in "Due Other"; three templates.
select tests.create_user('due-a@example.test', '{"company": "Due One"}', 'f1900000-0000-4000-8000-00000000000a');
select tests.create_user('due-c@example.test', '{"company": "Due Other"}', 'f1900000-0000-4000-8000-00000000000c');

delete from public.default_tasks;
insert into public.default_tasks (name, description, created_at, only_with_bid_bond, due_days_before)
values ('Site visit', '', now() - interval '3 days', false, 10),
       ('Arrange bid bond', '', now() - interval '2 days', true, 5),
       ('Read', '', now() - interval '1 day', false, null),
       ('Submit', '', now(), false, 0);
-- Workspaces take their task templates from default_tasks when they are created: start the ones
-- made above from this set.
delete from public.task_templates;
select count(private.copy_default_task_templates(w.id)::text) from public.workspaces w;


create function pg_temp.due(p_reference text) returns text language sql security definer set search_path = '' as $$
  select string_agg(t.name || ' ' || coalesce(t.due_date::text, '-'), ', ' order by t.created_at, t.id)
  from public.tasks t join public.tenders d on d.id = t.tender_id where d.reference_number = p_reference
$$;
create function pg_temp.alerts(p_days integer) returns text language sql as $$
  select coalesce(string_agg(a.reference_number || ' ' || a.kind || coalesce(' ' || a.task_name, '') || ' ' || a.days
                             || case when a.seen then ' seen' else '' end,
                             ', ' order by a.due_date, a.kind, a.title, a.task_name), '')
  from public.deadline_alerts(tests.workspace_named('Due One'), 'UTC', p_days) a
$$;
create function pg_temp.counts(p_ends integer[]) returns text language sql as $$
  select string_agg(c.bucket || ':' || c.total || '/' || c.unseen, ' ' order by c.bucket)
  from public.deadline_counts(tests.workspace_named('Due One'), 'UTC', p_ends) c
$$;

select tests.authenticate_as('f1900000-0000-4000-8000-00000000000a');

select public.save_tender('{"reference_number": "DD-1", "client": "Client", "title": "Dated",
                             "tender_submission_date": "2026-12-20", "bid_bond": true}');
select public.save_tender('{"reference_number": "DD-2", "client": "Client", "title": "Undated", "bid_bond": false}');

select is(pg_temp.due('DD-1'),
  'Site visit 2026-12-10, Arrange bid bond 2026-12-15, Read -, Submit 2026-12-20',
  'a new tender''s tasks are due their offset before its submission deadline (no offset: undated)');
select is(pg_temp.due('DD-2'), 'Site visit -, Read -, Submit -',
  'a tender created without a submission deadline gets undated tasks');

update public.tenders set tender_submission_date = date '2027-01-31', bid_bond = true
where reference_number = 'DD-2';
select is(pg_temp.due('DD-2'), 'Site visit -, Read -, Submit -, Arrange bid bond 2027-01-26',
  'a template added when Bid Bond Required turns Yes is dated from the deadline');

-- The database refuses an implausible date (the app's zod says the same first).
select throws_ok($$update public.tasks set due_date = date '1999-12-31' where name = 'Read'$$,
  '23514', null, 'a due date before 2000 is refused');
select lives_ok($$update public.tasks set due_date = null where name = 'Submit'$$, 'a due date can be cleared');

-- Alerts. Clean slate: only the tasks below are dated; tenders open, no tender deadlines.
update public.tenders set tender_submission_date = null where reference_number in ('DD-1', 'DD-2');
update public.tasks set due_date = null;
update public.tasks set due_date = (now() at time zone 'UTC')::date - 1 where name = 'Site visit';
update public.tasks set due_date = (now() at time zone 'UTC')::date + 2 where name = 'Submit';
update public.tasks t set due_date = (now() at time zone 'UTC')::date, status = 'completed'
from public.tenders d where d.id = t.tender_id and d.reference_number = 'DD-1' and t.name = 'Read';
update public.tasks t set due_date = (now() at time zone 'UTC')::date + 6
from public.tenders d where d.id = t.tender_id and d.reference_number = 'DD-2' and t.name = 'Read';

select is(pg_temp.alerts(6),
  'DD-1 task Site visit -1, DD-2 task Site visit -1, DD-1 task Submit 2, DD-2 task Submit 2, DD-2 task Read 6',
  'open tasks'' due dates are alerts of kind task with their name (completed ones are not)');
select is(pg_temp.counts(array[0, 7]), '1:2/2 2:3/3', 'deadline_counts counts the task alerts');

update public.tasks set status = 'not-needed' where name = 'Site visit';
update public.tenders set status = 'won' where reference_number = 'DD-2';
select is(pg_temp.alerts(6), 'DD-1 task Submit 2',
  'tasks not needed, and the tasks of a decided tender, are no alerts');

select is(public.mark_deadline_alerts_seen(tests.workspace_named('Due One'), 'UTC', 6), 1,
  'Mark all as seen marks the task alerts');
select is(pg_temp.alerts(6), 'DD-1 task Submit 2 seen', 'a seen task alert says so');
select is(pg_temp.counts(array[0, 7]), '1:0/0 2:1/0', 'and no longer counts as unseen');

update public.tasks set due_date = due_date + 1 where name = 'Submit';
select is(pg_temp.alerts(6), 'DD-1 task Submit 3', 'a task whose due date moves is new again');

-- Another workspace sees none of it.
select tests.authenticate_as('f1900000-0000-4000-8000-00000000000c');
select is(pg_temp.alerts(6), '', 'a non-member sees no task alerts');
select is((select count(*)::int from public.seen_task_alerts), 0, 'nor anyone''s seen task alerts');

select * from finish();
rollback;
