-- Duplicate reference numbers (supabase/schemas/02_tenders.sql): a workspace may
-- hold two tenders with one reference (lots of one procurement) only when the second was
-- confirmed; references compare trimmed and case-insensitively, per workspace;
-- tenders_with_reference finds the others under RLS.
begin;
create extension if not exists pgtap with schema extensions;

select plan(21);

select function_returns('public', 'tenders_with_reference', array['uuid', 'text', 'uuid'], 'setof record',
  'tenders_with_reference returns rows');
select is_empty($$
  select p.proname from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.proname in ('tenders_with_reference', 'save_tender')
    and (p.prosecdef or not ('search_path=""' = any (p.proconfig)))
$$, 'tenders_with_reference and save_tender are security invoker with search_path = ''''');
select function_privs_are('public', 'tenders_with_reference', array['uuid', 'text', 'uuid'], 'anon',
  array[]::text[], 'anon cannot execute tenders_with_reference');
select function_privs_are('public', 'save_tender', array['jsonb', 'uuid', 'timestamp with time zone'],
  'authenticated', array['EXECUTE'], 'authenticated may execute save_tender (the confirmation is a field of the tender)');

-- A is admin of "Acme Works" with U (user); B is alone in "Bravo".
select tests.create_user('dup-a@example.test', '{"company": "Acme Works"}', 'f1000000-0000-4000-8000-00000000000a');
select tests.create_user('dup-b@example.test', '{"company": "Bravo"}', 'f1000000-0000-4000-8000-00000000000b');
select tests.create_user('dup-u@example.test', '{}', 'f1000000-0000-4000-8000-00000000000d');
select tests.add_member(tests.workspace_named('Acme Works'), 'f1000000-0000-4000-8000-00000000000d', 'user');
delete from public.default_tasks;

select tests.authenticate_as('f1000000-0000-4000-8000-00000000000a');
select lives_ok($$select public.save_tender('{"reference_number": "RC-2026-014", "client": "City", "title": "Lot 1"}')$$,
  'a first tender takes a reference');

-- The warning's lookup.
select results_eq(
  $$select title from public.tenders_with_reference(tests.workspace_named('Acme Works'), '  rc-2026-014 ')$$,
  $$values ('Lot 1')$$,
  'tenders_with_reference: trimmed and case-insensitive');
select is_empty(
  $$select 1 from public.tenders_with_reference(tests.workspace_named('Acme Works'), 'RC-2026-014',
      (select id from public.tenders where title = 'Lot 1'))$$,
  'tenders_with_reference: leaves out the tender being edited');
select is_empty(
  $$select 1 from public.tenders_with_reference(tests.workspace_named('Acme Works'), '  ')$$,
  'tenders_with_reference: a blank reference matches nothing');

-- Saving a second one.
select throws_ok(
  $$select public.save_tender('{"reference_number": " rc-2026-014", "client": "City", "title": "Lot 2"}')$$, 'TFT01',
  'Another tender in this workspace has this reference number',
  'save_tender: a taken reference (any case, spaces around) is refused without confirmation');
select throws_ok(
  $$insert into public.tenders (workspace_id, reference_number, client, title)
    values (tests.workspace_named('Acme Works'), 'RC-2026-014', 'City', 'Lot 2')$$, 'TFT01', null,
  'insert: a taken reference is refused without confirmation');
select throws_ok(
  $$select public.save_tender('{"reference_number": "RC-2026-014", "client": "City", "title": "Lot 2",
                                 "shared_reference": "RC-2026-099"}')$$, 'TFT01', null,
  'save_tender: confirming another reference does not count');
select lives_ok(
  $$select public.save_tender('{"reference_number": "RC-2026-014", "client": "City", "title": "Lot 2",
                                 "shared_reference": "rc-2026-014"}')$$,
  'save_tender: a taken reference saves once confirmed');
select is((select shared_reference from public.tenders where title = 'Lot 2'), 'rc-2026-014',
  'the tender keeps the confirmation');
select lives_ok($$select public.save_tender('{"reference_number": "RC-2026-015", "client": "City", "title": "Other buy"}')$$,
  'another reference needs no confirmation');

-- Editing.
select throws_ok(
  $$update public.tenders set reference_number = 'RC-2026-015' where title = 'Lot 2'$$, 'TFT01', null,
  'update: giving a tender another taken reference asks again, whatever it confirmed before');
select lives_ok(
  $$update public.tenders set reference_number = 'RC-2026-015', shared_reference = 'RC-2026-015' where title = 'Lot 2'$$,
  'update: and saves once that reference is confirmed');
select lives_ok(
  $$update public.tenders set reference_number = 'RC-2026-015 ', title = 'Lot 2 of 3', shared_reference = null
    where title = 'Lot 2'$$,
  'update: a tender that keeps its reference (compared the same way) is not asked again');
select lives_ok(
  $$update public.tenders set reference_number = 'RC-2026-016' where title = 'Other buy'$$,
  'update: a free reference needs no confirmation');

-- Per workspace, and the role checks first.
select tests.authenticate_as('f1000000-0000-4000-8000-00000000000b');
select lives_ok($$select public.save_tender('{"reference_number": "RC-2026-014", "client": "Town", "title": "Bravo''s own"}')$$,
  'another workspace may use the same reference without a word');
select is_empty(
  $$select 1 from public.tenders_with_reference(tests.workspace_named('Acme Works'), 'RC-2026-014')$$,
  'tenders_with_reference: another workspace''s references stay hidden (RLS)');
select tests.authenticate_as('f1000000-0000-4000-8000-00000000000d');
select throws_ok(
  $$select public.save_tender(jsonb_build_object('reference_number', 'RC-2026-014', 'client', 'City', 'title', 'By a user',
      'workspace_id', tests.workspace_named('Acme Works')))$$,
  '42501', null,
  'a user who may not create tenders is refused for that (42501), not told the reference is taken');

select * from finish();
rollback;
