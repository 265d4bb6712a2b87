-- The activity log: every change path of a tender, its tasks, documents, outcome, bid
-- decision, bond, clarifications, addenda, requirements and of a member's role writes an entry
-- with who and old → new (only the changed fields); a write that changes only bookkeeping
-- writes none; a bulk insert is one entry a row; nobody may write, change or delete an entry;
-- another workspace reads nothing; a deleted tender's entries keep its title and only admins
-- read them.
begin;
create extension if not exists pgtap with schema extensions;

select plan(52);

select has_table('public', 'activity', 'the activity log is stored');
select policies_are('public', 'activity', array['activity_select_members'],
  'activity: members read, nobody writes');

-- Fixtures: Morgan (admin) of "Act One" with Max (manager) and Uma (user); Cleo alone in "Act Other".
select tests.create_user('act-a@example.test', '{"full_name": "Morgan", "company": "Act One"}', 'a4500000-0000-4000-8000-00000000000a');
select tests.create_user('act-m@example.test', '{"full_name": "Max", "company": "Act M"}', 'a4500000-0000-4000-8000-00000000000b');
select tests.create_user('act-u@example.test', '{"full_name": "Uma", "company": "Act U"}', 'a4500000-0000-4000-8000-00000000000d');
select tests.create_user('act-c@example.test', '{"full_name": "Cleo", "company": "Act Other"}', 'a4500000-0000-4000-8000-00000000000c');
select tests.add_member(tests.workspace_named('Act One'), 'a4500000-0000-4000-8000-00000000000b', 'manager');
select tests.add_member(tests.workspace_named('Act One'), 'a4500000-0000-4000-8000-00000000000d', 'user');

-- The newest entry of an entity, whoever reads (security definer): kind, label, old > new, who.
create function pg_temp.last(p_entity text) returns text language sql security definer set search_path = '' as $$
  select a.kind || ' ' || coalesce(a.entity_label, '-') || ' ' || coalesce(a.old_values::text, '-') || ' > '
         || coalesce(a.new_values::text, '-') || ' by ' || coalesce(a.actor_name, '-')
  from public.activity a where a.entity::text = p_entity order by a.id desc limit 1
$$;
create function pg_temp.entries() returns int language sql security definer set search_path = '' as $$
  select count(*)::int from public.activity a where a.workspace_id = tests.workspace_named('Act One')
$$;
create function pg_temp.tender(p_reference text default 'ACT-1') returns uuid language sql security definer
set search_path = '' as $$
  select t.id from public.tenders t where t.reference_number = p_reference
$$;
create function pg_temp.task() returns uuid language sql security definer set search_path = '' as $$
  select k.id from public.tasks k where k.tender_id = pg_temp.tender() and k.name like 'Site visit%'
$$;

-- The tender ---------------------------------------------------------------------------------

select tests.authenticate_as('a4500000-0000-4000-8000-00000000000a');
insert into public.tenders (user_id, reference_number, client, title, tender_submission_date)
values ('a4500000-0000-4000-8000-00000000000a', 'ACT-1', 'Harbour', 'Quay', date '2026-12-11');
select is(
  (select a.kind || ' ' || a.tender_title || ' ' || (a.new_values ->> 'status') || ' ' || a.actor_id::text
   from public.activity a where a.entity = 'tender'),
  'created Quay under-review a4500000-0000-4000-8000-00000000000a',
  'creating a tender is recorded, with its title, its fields and who');

select tests.clear_authentication();
select is((select string_agg(entity_label || ' ' || (new_values ->> 'role'), ', ' order by id) from public.activity
           where workspace_id = tests.workspace_named('Act One') and entity = 'member' and kind = 'created'),
  'Morgan admin, Max manager, Uma user', 'each member''s joining was recorded with their role');
delete from public.activity;
select tests.authenticate_as('a4500000-0000-4000-8000-00000000000a');

update public.tenders set status = 'in-development', title = 'Quay works' where id = pg_temp.tender();
select is(pg_temp.last('tender'),
  'updated Quay works {"title": "Quay", "status": "under-review"} > {"title": "Quay works", "status": "in-development"} by Morgan',
  'an edit records only the changed fields, old and new, and who');
select is((select tender_title from public.activity order by id desc limit 1), 'Quay works',
  'with the tender''s title as it is now');
update public.tenders set updated_at = pg_catalog.now() + interval '1 minute', shared_reference = null where id = pg_temp.tender();
select is(pg_temp.entries(), 1, 'a write of only updated_at (bookkeeping) records nothing');
update public.tenders set title = 'Quay works' where id = pg_temp.tender();
select is(pg_temp.entries(), 1, 'nor does a write of the same value');
select lives_ok($$
  select public.save_tender(jsonb_build_object('tender_submission_date', '2026-12-18'), pg_temp.tender(),
                            (select updated_at from public.tenders where id = pg_temp.tender()))
$$, 'the tender form saves through save_tender');
select is(pg_temp.last('tender'),
  'updated Quay works {"tender_submission_date": "2026-12-11"} > {"tender_submission_date": "2026-12-18"} by Morgan',
  'a deadline moved through save_tender is recorded');
update public.tenders set estimated_value = 125000, bid_bond = true where id = pg_temp.tender();
select is(pg_temp.last('tender'),
  'updated Quay works {"bid_bond": false, "estimated_value": null} > {"bid_bond": true, "estimated_value": 125000.00} by Morgan',
  'the value and the bid bond flag');

-- Tasks ----------------------------------------------------------------------------------------

select tests.authenticate_as('a4500000-0000-4000-8000-00000000000d');
insert into public.tasks (tender_id, name) values (pg_temp.tender(), 'Site visit');
select is(pg_temp.last('task'), 'created Site visit - > {"name": "Site visit", "status": "not-started", "description": ""} by Uma',
  'a member creates a task');
select is((select tender_title from public.activity order by id desc limit 1), 'Quay works', 'on the tender');
update public.tasks set status = 'in-progress' where id = pg_temp.task();
select is(pg_temp.last('task'), 'updated Site visit {"status": "not-started"} > {"status": "in-progress"} by Uma',
  'moving a task records its old and new status');
update public.tasks set name = 'Site visit (north)' where id = pg_temp.task();
select is(pg_temp.last('task'), 'updated Site visit (north) {"name": "Site visit"} > {"name": "Site visit (north)"} by Uma',
  'renaming a task');
update public.tasks set assignee_id = 'a4500000-0000-4000-8000-00000000000b' where id = pg_temp.task();
select is(pg_temp.last('task'),
  'updated Site visit (north) {"assignee_id": null} > {"assignee_id": "a4500000-0000-4000-8000-00000000000b"} by Uma',
  'assigning a task');
update public.tasks set due_date = date '2026-12-01' where id = pg_temp.task();
select is(pg_temp.last('task'), 'updated Site visit (north) {"due_date": null} > {"due_date": "2026-12-01"} by Uma',
  'dating a task');
update public.tasks set updated_at = pg_catalog.now() + interval '1 hour' where id = pg_temp.task();
select is(pg_temp.last('task'), 'updated Site visit (north) {"due_date": null} > {"due_date": "2026-12-01"} by Uma',
  'touching only updated_at records nothing');
update public.tenders set tender_submission_date = date '2026-12-20' where id = pg_temp.tender();
select is((select count(*)::int from public.activity where entity = 'tender' and new_values ? 'tender_submission_date'
           and new_values ->> 'tender_submission_date' = '2026-12-20'), 0,
  'a write RLS refuses records nothing');
delete from public.tasks where id = pg_temp.task();
select is(pg_temp.last('task'), 'deleted Site visit (north) - > - by Uma', 'deleting a task');

-- Documents -------------------------------------------------------------------------------------

insert into storage.objects (bucket_id, name, owner, metadata)
values ('tender-documents', tests.workspace_named('Act One') || '/' || pg_temp.tender() || '/plan.pdf',
        'a4500000-0000-4000-8000-00000000000d', '{"size": 10, "mimetype": "application/pdf"}');
select is(pg_temp.last('document'), 'created plan.pdf - > {"name": "plan.pdf"} by Uma', 'uploading a document');
-- Storage renames and deletes as the caller, naming its operation (the policies read it).
select tests.authenticate_as('a4500000-0000-4000-8000-00000000000a');
select set_config('storage.operation', 'object.move', true);
update storage.objects set name = tests.workspace_named('Act One') || '/' || pg_temp.tender() || '/site plan.pdf'
where name like '%/plan.pdf';
select is(pg_temp.last('document'), 'updated site plan.pdf {"name": "plan.pdf"} > {"name": "site plan.pdf"} by Morgan',
  'renaming a document');
update storage.objects set metadata = '{"size": 11, "mimetype": "application/pdf"}' where name like '%/site plan.pdf';
select is(pg_temp.last('document'), 'updated site plan.pdf {"name": "plan.pdf"} > {"name": "site plan.pdf"} by Morgan',
  'a document''s metadata alone records nothing');
select set_config('storage.operation', 'object.delete', true);
delete from storage.objects where name like '%/site plan.pdf';
select set_config('storage.operation', '', true);
select is(pg_temp.last('document'), 'deleted site plan.pdf - > - by Morgan', 'deleting a document');

-- Outcome, bid decision, bond, clarifications, addenda, requirements --------------------------------

select lives_ok($$ select public.record_bid_decision(pg_temp.tender(), 'bid', 'Core work', '{}'::jsonb) $$,
  'a bid decision is recorded');
select matches(pg_temp.last('bid-decision'), '^created - - > \{.*"decision": "bid".*"rationale": "Core work".*\} by Morgan$',
  'the bid decision, with its verdict and rationale');
insert into public.bid_bonds (tender_id, workspace_id, amount, currency)
values (pg_temp.tender(), tests.workspace_named('Act One'), 5000, 'EUR');
update public.bid_bonds set status = 'issued', expiry_date = date '2027-03-01' where tender_id = pg_temp.tender();
select is(pg_temp.last('bid-bond'),
  'updated - {"status": "requested", "expiry_date": null} > {"status": "issued", "expiry_date": "2027-03-01"} by Morgan',
  'the bond''s status');
insert into public.clarifications (tender_id, workspace_id, question) values (pg_temp.tender(), tests.workspace_named('Act One'), 'Which quay?');
update public.clarifications set status = 'sent', asked_on = date '2026-11-30' where tender_id = pg_temp.tender();
select is(pg_temp.last('clarification'),
  'updated 1 {"status": "draft", "asked_on": null} > {"status": "sent", "asked_on": "2026-11-30"} by Morgan',
  'a clarification, named by its number');
select lives_ok($$ select public.record_addendum(pg_temp.tender(), '2', date '2026-11-29', 'Extra section.') $$,
  'an addendum is recorded');
select is(pg_temp.last('addendum'),
  'created 2 - > {"number": "2", "summary": "Extra section.", "issued_on": "2026-11-29"} by Morgan', 'the addendum, by its number');
insert into public.tender_requirements (tender_id, workspace_id, requirement) values (pg_temp.tender(), tests.workspace_named('Act One'), 'ISO 9001');
update public.tender_requirements set status = 'complete', position = 3 where tender_id = pg_temp.tender();
select is(pg_temp.last('requirement'), 'updated ISO 9001 {"status": "not-started"} > {"status": "complete"} by Morgan',
  'a requirement''s status (its position is bookkeeping)');
update public.tenders set status = 'lost' where id = pg_temp.tender();
insert into public.tender_outcomes (tender_id, workspace_id, winner) values (pg_temp.tender(), tests.workspace_named('Act One'), 'Rival Ltd');
update public.tender_outcomes set winner = 'Rival plc' where tender_id = pg_temp.tender();
select is(pg_temp.last('outcome'), 'updated - {"winner": "Rival Ltd"} > {"winner": "Rival plc"} by Morgan', 'the outcome');

-- Members -------------------------------------------------------------------------------------

update public.workspace_members set role = 'manager' where user_id = 'a4500000-0000-4000-8000-00000000000d';
select is(pg_temp.last('member'), 'updated Uma {"role": "user"} > {"role": "manager"} by Morgan', 'a member''s role');
select is((select tender_id from public.activity where entity = 'member' order by id desc limit 1), null,
  'on no tender');
update public.workspace_members set role = 'user' where user_id = 'a4500000-0000-4000-8000-00000000000d';

-- A bulk insert ---------------------------------------------------------------------------------

insert into public.tenders (user_id, reference_number, client, title)
select 'a4500000-0000-4000-8000-00000000000a', 'BULK-' || i, 'Client', 'Bulk ' || i from generate_series(1, 3) i;
select is((select count(*)::int from public.activity where entity = 'tender' and kind = 'created' and tender_title like 'Bulk %'),
  3, 'a bulk insert records each tender');

-- Nobody writes the log ------------------------------------------------------------------------

select throws_ok($$
  insert into public.activity (workspace_id, kind, entity, entity_id)
  values (tests.workspace_named('Act One'), 'created', 'tender', gen_random_uuid())
$$, '42501', null, 'an admin cannot write an entry');
select throws_ok($$ update public.activity set actor_name = 'Nobody' $$, '42501', null, 'nor change one');
select throws_ok($$ delete from public.activity $$, '42501', null, 'nor delete one');
select tests.authenticate_as('a4500000-0000-4000-8000-00000000000d');
select throws_ok($$ delete from public.activity $$, '42501', null, 'nor may a user');
select tests.authenticate_as_anon();
select throws_ok($$ select count(*) from public.activity $$, '42501', null, 'anon reads nothing');

-- Who reads -----------------------------------------------------------------------------------

select tests.authenticate_as('a4500000-0000-4000-8000-00000000000d');
select is((select count(*)::int from public.activity), pg_temp.entries(), 'a member reads the workspace''s entries');
select tests.authenticate_as('a4500000-0000-4000-8000-00000000000c');
select is((select count(*)::int from public.activity where workspace_id = tests.workspace_named('Act One')), 0,
  'another workspace reads none of them');

-- A new tender's checklist ---------------------------------------------------------------------

select tests.authenticate_as('a4500000-0000-4000-8000-00000000000a');
insert into public.task_templates (workspace_id, name) values (tests.workspace_named('Act One'), 'Read the pier specification');
insert into public.requirement_templates (workspace_id, requirement) values (tests.workspace_named('Act One'), 'Marine insurance');
create temporary table pier on commit drop as
select (public.save_tender(jsonb_build_object('reference_number', 'ACT-9', 'client', 'Harbour', 'title', 'Pier',
                                              'tender_submission_date', '2026-12-20'), null, null)).id;
select ok((select count(*) from public.tasks where tender_id = (select id from pier)) > 0,
  'a tender created through save_tender gets its templates'' tasks');
select ok((select count(*) from public.tender_requirements where tender_id = (select id from pier)) > 0,
  'and requirements');
select is((select string_agg(entity || ' ' || kind, ', ') from public.activity where tender_id = (select id from pier)),
  'tender created', 'and one entry: its checklist is part of its creation');
insert into public.tasks (tender_id, name) values ((select id from pier), 'Pier survey');
select is((select count(*)::int from public.activity where tender_id = (select id from pier) and entity = 'task'), 1,
  'a task added to it afterwards is an entry of its own');

-- Deleting the tender --------------------------------------------------------------------------

select tests.authenticate_as('a4500000-0000-4000-8000-00000000000b');
create temporary table before_delete on commit drop as select pg_temp.entries() as n;
delete from public.tenders where id = pg_temp.tender();
select is(pg_temp.entries(), (select n + 1 from before_delete),
  'deleting a tender is one entry: its tasks, bond, requirements… deleted with it write none');
select is(pg_temp.last('tender'), 'deleted Quay works - > - by Max', 'the deletion, by whom');
select is((select count(*)::int from public.activity where entity_label = 'Quay works' or tender_title = 'Quay works'), 0,
  'a manager no longer reads the deleted tender''s entries');
select tests.authenticate_as('a4500000-0000-4000-8000-00000000000d');
select is((select count(*)::int from public.activity where tender_title = 'Quay works'), 0, 'nor does a user');
select tests.authenticate_as('a4500000-0000-4000-8000-00000000000a');
select ok((select count(*) >= 20 and bool_and(tender_title = 'Quay works') from public.activity
           where tender_id = (select tender_id from public.activity where entity = 'tender' and kind = 'deleted')),
  'an admin reads them all, with the tender''s title as it was');
select is((select count(*)::int from public.activity where tender_title like 'Bulk %'), 3,
  'the other tenders'' entries stay as they were');

select * from finish();
rollback;
