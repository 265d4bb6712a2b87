-- Correcting bid costs (supabase/schemas/15_bid_costs.sql): a member edits and deletes their
-- own time entries and expenses; an admin or manager edits and deletes anyone's in their
-- workspace; nobody touches a colleague's as a user, nor another workspace's; who logged an
-- entry and which tender it is for stay as they were.
--
-- A is admin of "Edit One" (M manager, U and V users); B is admin of "Edit Two".
begin;
create extension if not exists pgtap with schema extensions;

select plan(24);

-- Fixtures ---------------------------------------------------------------------------

select tests.create_user('edit-a@example.test', '{"company": "Edit One"}', 'f5300000-0000-4000-8000-00000000000a');
select tests.create_user('edit-b@example.test', '{"company": "Edit Two"}', 'f5300000-0000-4000-8000-00000000000b');
select tests.create_user('edit-m@example.test', '{}', 'f5300000-0000-4000-8000-00000000000c');
select tests.create_user('edit-u@example.test', '{}', 'f5300000-0000-4000-8000-00000000000d');
select tests.create_user('edit-v@example.test', '{}', 'f5300000-0000-4000-8000-00000000000e');
select tests.add_member(tests.workspace_named('Edit One'), 'f5300000-0000-4000-8000-00000000000c', 'manager');
select tests.add_member(tests.workspace_named('Edit One'), 'f5300000-0000-4000-8000-00000000000d', 'user');
select tests.add_member(tests.workspace_named('Edit One'), 'f5300000-0000-4000-8000-00000000000e', 'user');

insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, currency)
values
  ('f5300000-0000-4000-8000-0000000000e1', tests.workspace_named('Edit One'), 'f5300000-0000-4000-8000-00000000000a',
   'E-1', 'Client', 'Corrected', 'EUR'),
  ('f5300000-0000-4000-8000-0000000000e2', tests.workspace_named('Edit One'), 'f5300000-0000-4000-8000-00000000000a',
   'E-2', 'Client', 'Other tender', 'EUR');

insert into public.tasks (id, tender_id, user_id, name)
values
  ('f5300000-0000-4000-8000-0000000000a1', 'f5300000-0000-4000-8000-0000000000e1', 'f5300000-0000-4000-8000-00000000000a', 'Price it'),
  ('f5300000-0000-4000-8000-0000000000a2', 'f5300000-0000-4000-8000-0000000000e1', 'f5300000-0000-4000-8000-00000000000a', 'Proofread');

-- U's and V's entries and expenses, as each logged them.
insert into public.time_entries (id, workspace_id, tender_id, user_id, work_date, hours, description)
values
  ('f5300000-0000-4000-8000-000000000101', tests.workspace_named('Edit One'), 'f5300000-0000-4000-8000-0000000000e1',
   'f5300000-0000-4000-8000-00000000000d', '2026-03-02', 1, 'U reading'),
  ('f5300000-0000-4000-8000-000000000102', tests.workspace_named('Edit One'), 'f5300000-0000-4000-8000-0000000000e1',
   'f5300000-0000-4000-8000-00000000000e', '2026-03-02', 2, 'V pricing'),
  ('f5300000-0000-4000-8000-000000000103', tests.workspace_named('Edit One'), 'f5300000-0000-4000-8000-0000000000e1',
   'f5300000-0000-4000-8000-00000000000e', '2026-03-03', 3, 'V writing');
insert into public.time_entries (id, workspace_id, tender_id, user_id, work_date, hours, task_id, description)
values
  ('f5300000-0000-4000-8000-000000000104', tests.workspace_named('Edit One'), 'f5300000-0000-4000-8000-0000000000e1',
   'f5300000-0000-4000-8000-00000000000d', '2026-03-04', 1, 'f5300000-0000-4000-8000-0000000000a1', ''),
  ('f5300000-0000-4000-8000-000000000105', tests.workspace_named('Edit One'), 'f5300000-0000-4000-8000-0000000000e1',
   'f5300000-0000-4000-8000-00000000000d', '2026-03-04', 1, 'f5300000-0000-4000-8000-0000000000a1', 'Pricing by hand');
insert into public.expenses (id, workspace_id, tender_id, user_id, amount, currency, spent_on, category, receipt_path)
values
  ('f5300000-0000-4000-8000-000000000201', tests.workspace_named('Edit One'), 'f5300000-0000-4000-8000-0000000000e1',
   'f5300000-0000-4000-8000-00000000000d', 10, 'EUR', '2026-03-02', 'travel',
   tests.workspace_named('Edit One')::text || '/f5300000-0000-4000-8000-0000000000e1/receipt-1-taxi.pdf'),
  ('f5300000-0000-4000-8000-000000000202', tests.workspace_named('Edit One'), 'f5300000-0000-4000-8000-0000000000e1',
   'f5300000-0000-4000-8000-00000000000e', 20, 'EUR', '2026-03-02', 'other', null),
  ('f5300000-0000-4000-8000-000000000203', tests.workspace_named('Edit One'), 'f5300000-0000-4000-8000-0000000000e1',
   'f5300000-0000-4000-8000-00000000000e', 30, 'EUR', '2026-03-03', 'other', null);

-- What a row holds whoever is acting (RLS aside), or 'gone'.
create function tests.entry(p_id text) returns text language sql security definer set search_path = '' as $$
  select coalesce((select e.hours::text || ' ' || e.description from public.time_entries e where e.id = p_id::uuid), 'gone')
$$;
create function tests.expense(p_id text) returns text language sql security definer set search_path = '' as $$
  select coalesce((select x.amount::text || ' ' || x.note from public.expenses x where x.id = p_id::uuid), 'gone')
$$;
grant execute on function tests.entry(text), tests.expense(text) to authenticated;

-- A user: their own, not a colleague's ------------------------------------------------

select tests.authenticate_as('f5300000-0000-4000-8000-00000000000d');
update public.time_entries set hours = 1.5, description = 'U reading twice' where id = 'f5300000-0000-4000-8000-000000000101';
select is(tests.entry('f5300000-0000-4000-8000-000000000101'), '1.50 U reading twice', 'a user edits their own time entry');
update public.time_entries set hours = 9 where id = 'f5300000-0000-4000-8000-000000000102';
delete from public.time_entries where id = 'f5300000-0000-4000-8000-000000000102';
select is(tests.entry('f5300000-0000-4000-8000-000000000102'), '2.00 V pricing',
  'a user neither edits nor deletes a colleague''s time entry');
select throws_ok($$update public.time_entries set tender_id = 'f5300000-0000-4000-8000-0000000000e2'
                  where id = 'f5300000-0000-4000-8000-000000000101'$$,
  '42501', null, 'an entry stays on its tender');
update public.time_entries set task_id = 'f5300000-0000-4000-8000-0000000000a2'
where id in ('f5300000-0000-4000-8000-000000000104', 'f5300000-0000-4000-8000-000000000105');
select is(tests.entry('f5300000-0000-4000-8000-000000000104'), '1.00 Proofread',
  'an entry described by its task takes the new task''s name when its task is corrected');
select is(tests.entry('f5300000-0000-4000-8000-000000000105'), '1.00 Pricing by hand',
  'an entry described in its own words keeps them');
update public.expenses set amount = 12.5, note = 'Taxi' where id = 'f5300000-0000-4000-8000-000000000201';
select is(tests.expense('f5300000-0000-4000-8000-000000000201'), '12.50 Taxi', 'a user edits their own expense');
select throws_ok($$update public.expenses
                  set receipt_path = tests.workspace_named('Edit One')::text || '/f5300000-0000-4000-8000-0000000000e2/x.pdf'
                  where id = 'f5300000-0000-4000-8000-000000000201'$$,
  '23514', null, 'an edited receipt stays in the expense''s tender folder');
update public.expenses set amount = 99 where id = 'f5300000-0000-4000-8000-000000000202';
delete from public.expenses where id = 'f5300000-0000-4000-8000-000000000202';
select is(tests.expense('f5300000-0000-4000-8000-000000000202'), '20.00 ',
  'a user reads a colleague''s expense but neither edits nor deletes it');
select throws_ok($$update public.expenses set user_id = 'f5300000-0000-4000-8000-00000000000e'
                  where id = 'f5300000-0000-4000-8000-000000000201'$$,
  '42501', null, 'who paid cannot be changed');
delete from public.expenses where id = 'f5300000-0000-4000-8000-000000000201';
select is(tests.expense('f5300000-0000-4000-8000-000000000201'), 'gone', 'a user deletes their own expense');

-- Another workspace: nothing --------------------------------------------------------------

select tests.authenticate_as('f5300000-0000-4000-8000-00000000000b');
update public.time_entries set hours = 9 where id = 'f5300000-0000-4000-8000-000000000103';
delete from public.time_entries where id = 'f5300000-0000-4000-8000-000000000103';
select is(tests.entry('f5300000-0000-4000-8000-000000000103'), '3.00 V writing',
  'another workspace''s admin neither edits nor deletes a time entry');
update public.expenses set amount = 99 where id = 'f5300000-0000-4000-8000-000000000203';
delete from public.expenses where id = 'f5300000-0000-4000-8000-000000000203';
select is(tests.expense('f5300000-0000-4000-8000-000000000203'), '30.00 ',
  'another workspace''s admin neither edits nor deletes an expense');
select throws_ok($$update public.time_entries set workspace_id = tests.workspace_named('Edit Two')$$,
  '42501', null, 'an entry cannot be moved to another workspace');

-- A manager and an admin: anyone's in their workspace -------------------------------------

select tests.authenticate_as('f5300000-0000-4000-8000-00000000000c');
update public.time_entries set hours = 2.25, description = 'V pricing, corrected'
where id = 'f5300000-0000-4000-8000-000000000102';
select is(tests.entry('f5300000-0000-4000-8000-000000000102'), '2.25 V pricing, corrected',
  'a manager corrects a member''s time entry');
select is((select user_id::text from public.time_entries where id = 'f5300000-0000-4000-8000-000000000102'),
  'f5300000-0000-4000-8000-00000000000e', 'the corrected entry is still the member''s');
update public.expenses set amount = 21, note = 'Checked' where id = 'f5300000-0000-4000-8000-000000000202';
select is(tests.expense('f5300000-0000-4000-8000-000000000202'), '21.00 Checked', 'a manager corrects a member''s expense');
delete from public.time_entries where id = 'f5300000-0000-4000-8000-000000000102';
select is(tests.entry('f5300000-0000-4000-8000-000000000102'), 'gone', 'a manager deletes a member''s time entry');
delete from public.expenses where id = 'f5300000-0000-4000-8000-000000000202';
select is(tests.expense('f5300000-0000-4000-8000-000000000202'), 'gone', 'a manager deletes a member''s expense');

select tests.authenticate_as('f5300000-0000-4000-8000-00000000000a');
update public.time_entries set hours = 2.5 where id = 'f5300000-0000-4000-8000-000000000103';
select is(tests.entry('f5300000-0000-4000-8000-000000000103'), '2.50 V writing', 'an admin corrects a member''s time entry');
select throws_ok($$update public.time_entries set hours = 1.1 where id = 'f5300000-0000-4000-8000-000000000103'$$,
  '23514', null, 'a correction is in quarter hours too');
delete from public.expenses where id = 'f5300000-0000-4000-8000-000000000203';
select is(tests.expense('f5300000-0000-4000-8000-000000000203'), 'gone', 'an admin deletes a member''s expense');

-- Back to the user: the colleague's corrections are not theirs to see or undo ---------------

select tests.authenticate_as('f5300000-0000-4000-8000-00000000000d');
select is((select count(*)::int from public.time_entries), 3, 'a user still reads only their own entries');
delete from public.time_entries where id = 'f5300000-0000-4000-8000-000000000101';
select is(tests.entry('f5300000-0000-4000-8000-000000000101'), 'gone', 'a user deletes their own time entry');
select is(tests.entry('f5300000-0000-4000-8000-000000000103'), '2.50 V writing',
  'and a colleague''s entry is untouched');

select * from finish();
rollback;
