-- 'My work' (supabase/schemas/03_tasks.sql; docs/product.md § My work): public.my_work(p_today)
-- lists the caller's own open tasks (assignee, or creator when unassigned; not completed,
-- canceled or not needed; on an open tender) by due date, undated last, and the submission
-- and inquiry deadlines of the open tenders they created or have an open own task on, by
-- date, across every workspace they belong to and no other. authenticated only.
begin;
create extension if not exists pgtap with schema extensions;

select plan(15);

-- Fixtures ---------------------------------------------------------------------------
-- Work One: Ann (admin, the caller), Ben (manager). Work Two: Ben (admin), Ann (user).
-- Work Three: Cat (admin); Ann was a member, made a tender and a task there, and left.

select tests.create_user('ann@mw.test', '{"full_name": "Ann", "company": "Work One"}', 'f2900000-0000-4000-8000-00000000000a');
select tests.create_user('ben@mw.test', '{"full_name": "Ben", "company": "Work Two"}', 'f2900000-0000-4000-8000-00000000000b');
select tests.create_user('cat@mw.test', '{"full_name": "Cat", "company": "Work Three"}', 'f2900000-0000-4000-8000-00000000000c');
select tests.add_member(tests.workspace_named('Work One'), 'f2900000-0000-4000-8000-00000000000b', 'manager');
select tests.add_member(tests.workspace_named('Work Two'), 'f2900000-0000-4000-8000-00000000000a', 'user');
select tests.add_member(tests.workspace_named('Work Three'), 'f2900000-0000-4000-8000-00000000000a', 'manager');

-- No template tasks: only the tasks below.
delete from public.default_tasks;

-- MW-1: Ben's, in development, inquiry 10 Jan, submission 20 Jan; Ann has open tasks on it.
-- MW-2: Ann's, under review, submission 15 Jan, no inquiry deadline, no tasks.
-- MW-3: Ben's, in development, submission 3 Jan; only Ben's task on it.
-- MW-4: Ann's, submitted (closed), submission 2 Jan, with an open task of Ann's.
-- MW-5: Ben's, in Work Two, submission 25 Jan, a task assigned to Ann.
-- MW-6: Ann's, in Work Three (which she left), submission 5 Jan, her unassigned task.
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, status,
                            inquiry_submission_date, tender_submission_date)
values
  ('f2900000-0000-4000-8000-0000000000e1', tests.workspace_named('Work One'), 'f2900000-0000-4000-8000-00000000000b',
   'MW-1', 'Client', 'Road works', 'in-development', '2027-01-10', '2027-01-20'),
  ('f2900000-0000-4000-8000-0000000000e2', tests.workspace_named('Work One'), 'f2900000-0000-4000-8000-00000000000a',
   'MW-2', 'Client', 'Bridge', 'under-review', null, '2027-01-15'),
  ('f2900000-0000-4000-8000-0000000000e3', tests.workspace_named('Work One'), 'f2900000-0000-4000-8000-00000000000b',
   'MW-3', 'Client', 'Not mine', 'in-development', null, '2027-01-03'),
  ('f2900000-0000-4000-8000-0000000000e4', tests.workspace_named('Work One'), 'f2900000-0000-4000-8000-00000000000a',
   'MW-4', 'Client', 'Sent off', 'submitted', null, '2027-01-02'),
  ('f2900000-0000-4000-8000-0000000000e5', tests.workspace_named('Work Two'), 'f2900000-0000-4000-8000-00000000000b',
   'MW-5', 'Client', 'Harbour', 'in-development', null, '2027-01-25'),
  ('f2900000-0000-4000-8000-0000000000e6', tests.workspace_named('Work Three'), 'f2900000-0000-4000-8000-00000000000a',
   'MW-6', 'Client', 'Left behind', 'in-development', null, '2027-01-05');

insert into public.tasks (tender_id, workspace_id, user_id, assignee_id, name, status, due_date)
values
  ('f2900000-0000-4000-8000-0000000000e1', tests.workspace_named('Work One'), 'f2900000-0000-4000-8000-00000000000b',
   'f2900000-0000-4000-8000-00000000000a', 'Price schedule', 'not-started', '2027-01-05'),
  ('f2900000-0000-4000-8000-0000000000e1', tests.workspace_named('Work One'), 'f2900000-0000-4000-8000-00000000000a',
   null, 'Site visit', 'in-progress', null),
  ('f2900000-0000-4000-8000-0000000000e1', tests.workspace_named('Work One'), 'f2900000-0000-4000-8000-00000000000b',
   null, 'Ben unassigned', 'not-started', '2027-01-01'),
  ('f2900000-0000-4000-8000-0000000000e1', tests.workspace_named('Work One'), 'f2900000-0000-4000-8000-00000000000a',
   'f2900000-0000-4000-8000-00000000000b', 'Given to Ben', 'not-started', '2027-01-02'),
  ('f2900000-0000-4000-8000-0000000000e1', tests.workspace_named('Work One'), 'f2900000-0000-4000-8000-00000000000a',
   null, 'Done', 'completed', '2027-01-02'),
  ('f2900000-0000-4000-8000-0000000000e1', tests.workspace_named('Work One'), 'f2900000-0000-4000-8000-00000000000a',
   'f2900000-0000-4000-8000-00000000000a', 'Dropped', 'canceled', '2027-01-02'),
  ('f2900000-0000-4000-8000-0000000000e1', tests.workspace_named('Work One'), 'f2900000-0000-4000-8000-00000000000a',
   null, 'Skipped', 'not-needed', '2027-01-02'),
  ('f2900000-0000-4000-8000-0000000000e3', tests.workspace_named('Work One'), 'f2900000-0000-4000-8000-00000000000b',
   'f2900000-0000-4000-8000-00000000000b', 'Ben only', 'not-started', '2027-01-02'),
  ('f2900000-0000-4000-8000-0000000000e4', tests.workspace_named('Work One'), 'f2900000-0000-4000-8000-00000000000a',
   'f2900000-0000-4000-8000-00000000000a', 'On a closed tender', 'not-started', '2027-01-02'),
  ('f2900000-0000-4000-8000-0000000000e5', tests.workspace_named('Work Two'), 'f2900000-0000-4000-8000-00000000000b',
   'f2900000-0000-4000-8000-00000000000a', 'Harbour drawings', 'not-started', '2027-01-04'),
  ('f2900000-0000-4000-8000-0000000000e6', tests.workspace_named('Work Three'), 'f2900000-0000-4000-8000-00000000000a',
   null, 'Left task', 'not-started', '2027-01-03');

-- Ann leaves Work Three: her tender and her unassigned task there stay hers (user_id).
delete from public.workspace_members
where workspace_id = tests.workspace_named('Work Three') and user_id = 'f2900000-0000-4000-8000-00000000000a';

-- pg_temp.tasks(day) / pg_temp.deadlines(day): the caller's lists as text, in the order given.
create function pg_temp.tasks(p_today date) returns text[] language sql as $$
  select coalesce(array_agg(concat_ws(' ', k ->> 'name', coalesce(k ->> 'due_date', '-'), coalesce(k ->> 'days', '-'),
                                      k ->> 'reference_number', k ->> 'workspace_name') order by n), '{}')
  from jsonb_array_elements(public.my_work(p_today) -> 'tasks') with ordinality as x (k, n)
$$;
create function pg_temp.deadlines(p_today date) returns text[] language sql as $$
  select coalesce(array_agg(concat_ws(' ', d ->> 'reference_number', d ->> 'kind', d ->> 'due_date', d ->> 'days',
                                      d ->> 'status', d ->> 'workspace_name') order by n), '{}')
  from jsonb_array_elements(public.my_work(p_today) -> 'deadlines') with ordinality as x (d, n)
$$;

-- Who may call it -------------------------------------------------------------------------

select isnt_definer('public', 'my_work', array['date'], 'my_work runs as the caller (the policies decide)');
select ok(not has_function_privilege('anon', 'public.my_work(date)', 'execute'), 'anon may not execute my_work');
select ok(has_function_privilege('authenticated', 'public.my_work(date)', 'execute'), 'authenticated may');

select tests.authenticate_as_anon();
select throws_ok($$select public.my_work('2027-01-01')$$, '42501', null, 'called without signing in: permission denied');

-- Ann's work -----------------------------------------------------------------------------

select tests.authenticate_as('f2900000-0000-4000-8000-00000000000a');

select is(pg_temp.tasks('2027-01-01'), array[
  'Harbour drawings 2027-01-04 3 MW-5 Work Two',
  'Price schedule 2027-01-05 4 MW-1 Work One',
  'Site visit - - MW-1 Work One'],
  'her tasks: assigned to her, or created by her and unassigned, soonest first, undated last, from both her workspaces');
select ok(not (pg_temp.tasks('2027-01-01')::text ~ 'Ben unassigned|Given to Ben|Ben only'),
  'someone else''s tasks are not hers: Ben''s unassigned one, and one she created but assigned to Ben');
select ok(not (pg_temp.tasks('2027-01-01')::text ~ 'Done|Dropped|Skipped'),
  'completed, canceled and not-needed tasks are left out');
select ok(not (pg_temp.tasks('2027-01-01')::text ~ 'On a closed tender'),
  'an open task on a submitted tender is left out');

select is(pg_temp.deadlines('2027-01-01'), array[
  'MW-1 inquiry 2027-01-10 9 in-development Work One',
  'MW-2 submission 2027-01-15 14 under-review Work One',
  'MW-1 submission 2027-01-20 19 in-development Work One',
  'MW-5 submission 2027-01-25 24 in-development Work Two'],
  'deadlines of the open tenders she created (MW-2) or has an open task on (MW-1, MW-5), soonest first; none unset');
select ok(not (pg_temp.deadlines('2027-01-01')::text ~ 'MW-3|MW-4'),
  'a tender she neither created nor has a task on (MW-3), and a closed one of hers (MW-4), are left out');
select ok(not (pg_temp.tasks('2027-01-01')::text || pg_temp.deadlines('2027-01-01')::text ~ 'MW-6|Left task|Work Three'),
  'nothing from a workspace she is no longer a member of, though the tender and task there are hers');

select is((pg_temp.deadlines('2027-01-12'))[1:2], array[
  'MW-1 inquiry 2027-01-10 -2 in-development Work One',
  'MW-2 submission 2027-01-15 3 under-review Work One'],
  'days count from the day given (her local day); a deadline passed on an open tender stays, overdue');
update public.tenders set inquiry_submission_date = '2027-01-11' where reference_number = 'MW-2';
select is((pg_temp.deadlines('2027-01-12'))[1:3], array[
  'MW-1 inquiry 2027-01-10 -2 in-development Work One',
  'MW-2 inquiry 2027-01-11 -1 under-review Work One',
  'MW-2 submission 2027-01-15 3 under-review Work One'],
  'a deadline set on a tender shows at once, in its place');

select throws_ok($$select public.my_work(null)$$, '22023', null, 'the day is required');

-- Ben's view of the same tenders ----------------------------------------------------------

select tests.authenticate_as('f2900000-0000-4000-8000-00000000000b');
select is(pg_temp.tasks('2027-01-01'), array[
  'Ben unassigned 2027-01-01 0 MW-1 Work One',
  'Ben only 2027-01-02 1 MW-3 Work One',
  'Given to Ben 2027-01-02 1 MW-1 Work One'],
  'Ben gets his: his unassigned task and the ones assigned to him (ties by tender title)');

select * from finish();
rollback;
