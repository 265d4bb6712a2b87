-- Addenda and the deadline history: the history is written for every change path
-- (an edit of the tender, save_tender, an addendum) by a trigger no client can skip or imitate;
-- an addendum applies its deadlines atomically and is named in the history; reminders re-arm
-- for a moved date (their log is keyed by the date); RLS and roles (members read; admins and
-- managers record; a user cannot; another workspace sees and touches nothing).
begin;
create extension if not exists pgtap with schema extensions;

select plan(25);

select has_table('public', 'tender_addenda', 'addenda are stored');
select has_table('public', 'deadline_changes', 'deadline changes are stored');
select policies_are('public', 'deadline_changes', array['deadline_changes_select_members'],
  'deadline_changes: members read, nobody writes');

-- Fixtures: A admin of "Add One" with U (user); C alone in "Add Other".
select tests.create_user('add-a@example.test', '{"company": "Add One"}', 'f3100000-0000-4000-8000-00000000000a');
select tests.create_user('add-u@example.test', '{"company": "Add U"}', 'f3100000-0000-4000-8000-00000000000d');
select tests.create_user('add-c@example.test', '{"company": "Add Other"}', 'f3100000-0000-4000-8000-00000000000c');
select tests.add_member(tests.workspace_named('Add One'), 'f3100000-0000-4000-8000-00000000000d', 'user');

insert into public.tenders (user_id, workspace_id, reference_number, client, title, inquiry_submission_date, tender_submission_date)
values ('f3100000-0000-4000-8000-00000000000a', tests.workspace_named('Add One'), 'ADD-1', 'Client', 'Quay',
        date '2030-03-01', date '2030-03-15');

create function pg_temp.tender() returns uuid language sql security definer set search_path = '' as $$
  select t.id from public.tenders t where t.reference_number = 'ADD-1'
$$;
create function pg_temp.history() returns text language sql security definer set search_path = '' as $$
  select coalesce(string_agg(c.deadline || ' ' || coalesce(c.old_date::text, '-') || '>' || coalesce(c.new_date::text, '-')
                             || case when c.addendum_id is null then '' else ' by ' || a.number end,
                             ', ' order by c.changed_at, c.deadline), '')
  from public.deadline_changes c left join public.tender_addenda a on a.id = c.addendum_id
  where c.tender_id = pg_temp.tender()
$$;

-- Editing the tender ---------------------------------------------------------------------

select tests.authenticate_as('f3100000-0000-4000-8000-00000000000a');
update public.tenders set title = 'Quay works' where id = pg_temp.tender();
select is(pg_temp.history(), '', 'a change that moves no deadline writes no history');
update public.tenders set tender_submission_date = date '2030-03-20' where id = pg_temp.tender();
select is(pg_temp.history(), 'submission 2030-03-15>2030-03-20', 'an edit of the submission deadline is recorded');
select is((select changed_by from public.deadline_changes where tender_id = pg_temp.tender()),
  'f3100000-0000-4000-8000-00000000000a'::uuid, 'with who changed it');
update public.tenders set inquiry_submission_date = null where id = pg_temp.tender();
select is(pg_temp.history(), 'submission 2030-03-15>2030-03-20, inquiry 2030-03-01>-',
  'clearing a deadline is a change too');

select lives_ok($$
  select public.save_tender(jsonb_build_object('inquiry_submission_date', '2030-03-02'), pg_temp.tender(),
                            (select updated_at from public.tenders where id = pg_temp.tender()))
$$, 'the tender form saves through save_tender');
select is(pg_temp.history(), 'submission 2030-03-15>2030-03-20, inquiry 2030-03-01>-, inquiry ->2030-03-02',
  'and its deadline change is recorded as well');

-- Recording an addendum --------------------------------------------------------------------

select lives_ok($$
  select public.record_addendum(pg_temp.tender(), ' 2 ', date '2030-03-05', 'Extra quay section.', 'addendum-2.pdf',
                                true, date '2030-03-08', true, date '2030-03-27')
$$, 'an admin records an addendum that moves both deadlines');
select is(pg_temp.history(),
  'submission 2030-03-15>2030-03-20, inquiry 2030-03-01>-, inquiry ->2030-03-02, '
  || 'inquiry 2030-03-02>2030-03-08 by 2, submission 2030-03-20>2030-03-27 by 2',
  'the addendum''s changes are applied and name it');
select is((select number || ' ' || issued_on || ' ' || document_name from public.tender_addenda), '2 2030-03-05 addendum-2.pdf',
  'the addendum is stored, its number trimmed');
select lives_ok($$
  select public.record_addendum(pg_temp.tender(), '3', date '2030-03-06', 'Drawings only.')
$$, 'an addendum that moves no deadline');
select is((select count(*)::int from public.deadline_changes), 5, 'writes no history');
select throws_ok($$
  select public.record_addendum(pg_temp.tender(), '3', date '2030-03-06')
$$, '23505', null, 'an addendum number is given once per tender');
select throws_ok($$
  select public.record_addendum(pg_temp.tender(), '4', date '2030-03-06', '', 'folder/file.pdf')
$$, '23514', null, 'the document is a file of the tender''s own folder');
select throws_ok($$
  insert into public.deadline_changes (tender_id, workspace_id, deadline, new_date)
  values (pg_temp.tender(), tests.workspace_named('Add One'), 'submission', date '2030-01-01')
$$, '42501', null, 'no client writes a change of its own');
select throws_ok($$delete from public.deadline_changes$$, '42501', null, 'nor deletes one');

-- A plain edit after an addendum names no addendum (the setting lasts only for record_addendum).
update public.tenders set tender_submission_date = date '2030-03-28' where id = pg_temp.tender();
select is((select addendum_id from public.deadline_changes order by changed_at desc, id limit 1), null,
  'a later edit is not put down to the addendum');

-- Reminders re-arm: their log is keyed by the date, so a moved deadline is a new item.
select col_is_pk('private', 'reminder_log', array['user_id', 'item_kind', 'item_id', 'due_date', 'offset_days'],
  'a reminder is logged per date: a moved deadline is reminded again');

-- Roles and another workspace ---------------------------------------------------------------

select tests.authenticate_as('f3100000-0000-4000-8000-00000000000d');
select is((select count(*)::int from public.deadline_changes), 6, 'a user reads the history');
select throws_ok($$
  select public.record_addendum(pg_temp.tender(), '9', date '2030-03-06', '', null, true, date '2030-01-01')
$$, '42501', null, 'a user cannot record an addendum');
select is((select inquiry_submission_date from public.tenders where id = pg_temp.tender()), date '2030-03-08',
  'and the deadline did not move');

select tests.authenticate_as('f3100000-0000-4000-8000-00000000000c');
select is((select count(*)::int from public.deadline_changes) + (select count(*)::int from public.tender_addenda), 0,
  'another workspace sees no history and no addendum');
select throws_ok($$
  select public.record_addendum(pg_temp.tender(), '9', date '2030-03-06')
$$, 'P0002', 'Tender not found', 'another workspace cannot record an addendum to a tender it does not see');

select * from finish();
rollback;
