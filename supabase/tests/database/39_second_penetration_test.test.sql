-- The second penetration test's findings in the schema (docs/security-checks.md G2–G9): the
-- document link check, another workspace's ids, names that impersonate, a demoted uploader,
-- a decision replaced unseen, the reference rule's locks, the templates' limit and the
-- submission rule on insert. The document policies themselves (G1, G2) are in
-- 10_tender_documents and 34_company_documents.
begin;
create extension if not exists pgtap with schema extensions;

select plan(46);

-- Fixtures: Alpha Co (admin A, manager M, user U) with tender TA; Beta Co (admin B) with tender
-- TB, which has a decision, an outcome, a bond, an addendum and a clarification.
select tests.create_user('g-a@example.test', '{"full_name": "Ann Alpha", "company": "Alpha Co"}',
                         '99000000-0000-4000-8000-00000000000a');
select tests.create_user('g-m@example.test', '{"full_name": "Max Manager"}', '99000000-0000-4000-8000-00000000000b');
select tests.create_user('g-u@example.test', '{"full_name": "Uli User"}', '99000000-0000-4000-8000-00000000000c');
select tests.create_user('g-b@example.test', '{"full_name": "Bea Beta", "company": "Beta Co"}',
                         '99000000-0000-4000-8000-00000000000d');
select tests.add_member(tests.workspace_named('Alpha Co'), '99000000-0000-4000-8000-00000000000b', 'manager');
select tests.add_member(tests.workspace_named('Alpha Co'), '99000000-0000-4000-8000-00000000000c', 'user');

insert into public.tenders (id, workspace_id, user_id, reference_number, client, title)
values ('99000000-0000-4000-8000-0000000000a1', tests.workspace_named('Alpha Co'), '99000000-0000-4000-8000-00000000000a', 'A-1', 'C', 'TA'),
       ('99000000-0000-4000-8000-0000000000b1', tests.workspace_named('Beta Co'), '99000000-0000-4000-8000-00000000000d', 'B-1', 'C', 'TB');
insert into public.bid_decisions (tender_id, workspace_id, decision)
values ('99000000-0000-4000-8000-0000000000b1', tests.workspace_named('Beta Co'), 'skipped');
insert into public.tender_outcomes (tender_id, workspace_id, winner)
values ('99000000-0000-4000-8000-0000000000b1', tests.workspace_named('Beta Co'), 'Them');
insert into public.bid_bonds (tender_id, workspace_id, amount, currency)
values ('99000000-0000-4000-8000-0000000000b1', tests.workspace_named('Beta Co'), 100, 'EUR');
insert into public.tender_addenda (tender_id, workspace_id, number, issued_on)
values ('99000000-0000-4000-8000-0000000000b1', tests.workspace_named('Beta Co'), 'A1', date '2026-01-10');
insert into public.clarifications (tender_id, workspace_id, question)
values ('99000000-0000-4000-8000-0000000000b1', tests.workspace_named('Beta Co'), 'Q?');

-- What a statement answers: its SQLSTATE and message, or 'ok'.
create function pg_temp.answer(p_sql text) returns text language plpgsql as $$
begin
  execute p_sql;
  return 'ok';
exception when others then
  return sqlstate || ': ' || sqlerrm;
end;
$$;
-- The same insert with Beta's tender and with an id no tender has.
create function pg_temp.probe(p_template text) returns text[] language sql as $$
  select array[pg_temp.answer(pg_catalog.format(p_template, '99000000-0000-4000-8000-0000000000b1')),
               pg_temp.answer(pg_catalog.format(p_template, gen_random_uuid()))]
$$;
create function pg_temp.same(p_answers text[]) returns boolean language sql as
  $$ select p_answers[1] = p_answers[2] and p_answers[1] <> 'ok' $$;

-- G3: Alpha's admin writes with Beta's tender into Alpha --------------------------------------
select tests.authenticate_as('99000000-0000-4000-8000-00000000000a');
select ok(pg_temp.same(pg_temp.probe(pg_catalog.format(
  $$insert into public.bid_decisions (tender_id, workspace_id, decision, rationale) values (%%L, %L, 'bid', 'x')$$,
  tests.workspace_named('Alpha Co')))),
  'G3: a decision for another workspace''s tender answers as for no tender (not 23505)');
select ok(pg_temp.same(pg_temp.probe(pg_catalog.format(
  $$insert into public.tender_outcomes (tender_id, workspace_id, winner) values (%%L, %L, 'x')$$,
  tests.workspace_named('Alpha Co')))),
  'G3: an outcome: the same answer whether the tender has one or does not exist');
select ok(pg_temp.same(pg_temp.probe(pg_catalog.format(
  $$insert into public.bid_bonds (tender_id, workspace_id, amount, currency) values (%%L, %L, 1, 'EUR')$$,
  tests.workspace_named('Alpha Co')))),
  'G3: a bond: the same answer');
select ok(pg_temp.same(pg_temp.probe(pg_catalog.format(
  $$insert into public.tender_addenda (tender_id, workspace_id, number, issued_on) values (%%L, %L, 'A1', '2026-01-11')$$,
  tests.workspace_named('Alpha Co')))),
  'G3: an addendum numbered like one of the tender''s: the same answer');
select ok(pg_temp.same(pg_temp.probe(pg_catalog.format(
  $$insert into public.clarifications (tender_id, workspace_id, question) values (%%L, %L, 'Q')$$,
  tests.workspace_named('Alpha Co')))),
  'G3: a clarification: the same answer (not 23503 on the counter)');
select is(pg_temp.answer(pg_catalog.format(
  $$insert into public.clarifications (tender_id, workspace_id, question) values ('99000000-0000-4000-8000-0000000000b1', %L, 'Q')$$,
  tests.workspace_named('Alpha Co'))),
  '23503: insert or update on table "clarifications" violates foreign key constraint "clarifications_tender_fkey"',
  'G3: which is the foreign key''s refusal');
-- Into Beta itself: the policies answer first.
select ok(pg_temp.same(pg_temp.probe(pg_catalog.format(
  $$insert into public.clarifications (tender_id, workspace_id, question) values (%%L, %L, 'Q')$$,
  tests.workspace_named('Beta Co')))),
  'G3: a clarification into the other workspace: 42501 either way');
select ok(pg_temp.same(array[
    pg_temp.answer(pg_catalog.format(
      $$insert into public.tender_requirements (tender_id, workspace_id, requirement, owner_id)
        values ('99000000-0000-4000-8000-0000000000b1', %L, 'R', '99000000-0000-4000-8000-00000000000d')$$,
      tests.workspace_named('Beta Co'))),
    pg_temp.answer(pg_catalog.format(
      $$insert into public.tender_requirements (tender_id, workspace_id, requirement, owner_id)
        values ('99000000-0000-4000-8000-0000000000b1', %L, 'R', '99000000-0000-4000-8000-00000000000c')$$,
      tests.workspace_named('Beta Co')))]),
  'G3: a requirement owned by a member of the other workspace or by someone else: the same answer');
select is(pg_temp.answer(pg_catalog.format(
  $$insert into public.tender_requirements (tender_id, workspace_id, requirement, owner_id)
    values ('99000000-0000-4000-8000-0000000000a1', %L, 'R', '99000000-0000-4000-8000-00000000000d')$$,
  tests.workspace_named('Alpha Co'))),
  '23514: The owner must be a member of the workspace',
  'G3: in one''s own workspace the owner check still refuses a non-member');
select tests.clear_authentication();
select is((select last_number from private.clarification_numbers where tender_id = '99000000-0000-4000-8000-0000000000b1'), 1,
  'G3: and the other workspace''s clarification counter never moved');

-- G2: the link check ------------------------------------------------------------------------
insert into storage.objects (bucket_id, name, owner, metadata)
values ('tender-documents', tests.workspace_named('Alpha Co') || '/99000000-0000-4000-8000-0000000000a1/bid.pdf',
        '99000000-0000-4000-8000-00000000000c', '{"size": 1}');
create function pg_temp.can_open(p_name text) returns boolean language sql as
  $$ select public.can_open_document('tender-documents', tests.workspace_named('Alpha Co') || '/99000000-0000-4000-8000-0000000000a1/' || p_name) $$;
select tests.authenticate_as('99000000-0000-4000-8000-00000000000c');
select ok(pg_temp.can_open('bid.pdf'), 'G2: a member may open the tender''s document');
select ok(not pg_temp.can_open('missing.pdf'), 'G2: not a file that is not there');
select ok(not public.can_open_document('company-documents',
            tests.workspace_named('Alpha Co') || '/99000000-0000-4000-8000-0000000000a1/bid.pdf'),
  'G2: nor the path in another bucket');
select tests.authenticate_as('99000000-0000-4000-8000-00000000000d');
select ok(not pg_temp.can_open('bid.pdf'), 'G2: another workspace''s member may not');
select tests.clear_authentication();
delete from public.workspace_members
where workspace_id = tests.workspace_named('Alpha Co') and user_id = '99000000-0000-4000-8000-00000000000c';
select tests.authenticate_as('99000000-0000-4000-8000-00000000000c');
select ok(not pg_temp.can_open('bid.pdf'), 'G2: nor a member removed since (membership is checked at the click)');
select tests.clear_authentication();
select tests.add_member(tests.workspace_named('Alpha Co'), '99000000-0000-4000-8000-00000000000c', 'user');

-- G4: names ---------------------------------------------------------------------------------
select tests.authenticate_as('99000000-0000-4000-8000-00000000000c');
select throws_ok($$update public.user_profiles set name = 'Ann Alpha' where id = '99000000-0000-4000-8000-00000000000c'$$,
  'TFP01', 'Another member of a workspace you belong to has this name',
  'G4: a user cannot take the name of another member');
select throws_ok($$update public.user_profiles set name = E'  ann\u200b  ALPHA ' where id = '99000000-0000-4000-8000-00000000000c'$$,
  'TFP01', null, 'G4: nor the same name in other case, spacing or with invisible characters');
select throws_ok($$update public.user_profiles set name = E'\uff21nn Alpha' where id = '99000000-0000-4000-8000-00000000000c'$$,
  'TFP01', null, 'G4: nor in full-width letters');
select lives_ok($$update public.user_profiles set name = 'Bea Beta' where id = '99000000-0000-4000-8000-00000000000c'$$,
  'G4: the name of someone who shares no workspace is free');
select lives_ok($$update public.user_profiles set name = 'Uli User' where id = '99000000-0000-4000-8000-00000000000c'$$,
  'G4: and one''s own name can be kept');
select tests.clear_authentication();
select tests.create_user('g-ann2@example.test', '{"full_name": "Ann Alpha"}', '99000000-0000-4000-8000-00000000000e');
select tests.add_member(tests.workspace_named('Alpha Co'), '99000000-0000-4000-8000-00000000000e', 'user');
select is((select name from public.user_profiles where id = '99000000-0000-4000-8000-00000000000e'),
  'Ann Alpha (g-ann2@example.test)', 'G4: a newcomer with a member''s name gets their address beside it');
select is((select name from public.user_profiles where id = '99000000-0000-4000-8000-00000000000a'),
  'Ann Alpha', 'G4: and the member keeps theirs');

-- G5: a demoted uploader of company documents ------------------------------------------------
insert into public.company_documents (id, workspace_id, name)
values ('99000000-0000-4000-8000-0000000000c1', tests.workspace_named('Alpha Co'), 'ISO');
update public.workspace_members set role = 'user'
where workspace_id = tests.workspace_named('Alpha Co') and user_id = '99000000-0000-4000-8000-00000000000b';
-- As Storage writes an upload through a signed URL: as itself, with the URL's owner.
select throws_ok(pg_catalog.format(
  $$insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
    values ('company-documents', %L, '99000000-0000-4000-8000-00000000000b', '99000000-0000-4000-8000-00000000000b', '{"size": 1}')$$,
  tests.workspace_named('Alpha Co') || '/99000000-0000-4000-8000-0000000000c1/iso.pdf'),
  '42501', 'The uploader may not write to this workspace''s documents',
  'G5: a manager demoted to user cannot write a company document through a link signed before');
select lives_ok(pg_catalog.format(
  $$insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
    values ('company-documents', %L, '99000000-0000-4000-8000-00000000000a', '99000000-0000-4000-8000-00000000000a', '{"size": 1}')$$,
  tests.workspace_named('Alpha Co') || '/99000000-0000-4000-8000-0000000000c1/iso.pdf'),
  'G5: an admin''s upload is written');
select throws_ok(pg_catalog.format(
  $$insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
    values ('company-documents', %L, '99000000-0000-4000-8000-00000000000a', '99000000-0000-4000-8000-00000000000a', '{"size": 2}', 'v2')
    on conflict (bucket_id, name) do update set version = excluded.version, metadata = excluded.metadata$$,
  tests.workspace_named('Alpha Co') || '/99000000-0000-4000-8000-0000000000c1/iso.pdf'),
  '42501', 'A document is never overwritten: upload the new file under a new name',
  'G1: not even the admin''s own signed upload URL overwrites a stored file');
update public.workspace_members set role = 'manager'
where workspace_id = tests.workspace_named('Alpha Co') and user_id = '99000000-0000-4000-8000-00000000000b';

-- G6: a decision is never replaced unseen ----------------------------------------------------
select tests.authenticate_as('99000000-0000-4000-8000-00000000000a');
select is((public.record_bid_decision('99000000-0000-4000-8000-0000000000a1', 'bid', 'First', '{}')).decision,
  'bid'::public.bid_decision_value, 'G6: the first decision is recorded');
select tests.authenticate_as('99000000-0000-4000-8000-00000000000b');
select throws_ok($$select public.record_bid_decision('99000000-0000-4000-8000-0000000000a1', 'no-bid', 'Second', '{}')$$,
  'TFB01', 'Someone recorded a decision on this tender meanwhile',
  'G6: a second decision made without seeing the first is refused');
select is(pg_temp.answer($$select public.record_bid_decision('99000000-0000-4000-8000-0000000000a1', 'no-bid', 'Second', '{}',
                                                           '{}', '2000-01-01 00:00:00+00')$$),
  'TFB01: Someone recorded a decision on this tender meanwhile',
  'G6: so is one over a decision that is no longer the tender''s');
create function pg_temp.conflict_detail() returns text language plpgsql as $$
declare v_detail text;
begin
  perform public.record_bid_decision('99000000-0000-4000-8000-0000000000a1', 'no-bid', 'Second', '{}');
  return null;
exception when sqlstate 'TFB01' then
  get stacked diagnostics v_detail = pg_exception_detail;
  return v_detail;
end;
$$;
select is(pg_temp.conflict_detail(), 'Ann Alpha', 'G6: the refusal names who decided meanwhile');
select is((public.record_bid_decision('99000000-0000-4000-8000-0000000000a1', 'no-bid', 'Seen it', '{}', '{}',
            (select decided_at from public.bid_decisions where tender_id = '99000000-0000-4000-8000-0000000000a1'))).rationale,
  'Seen it', 'G6: a decision over the one loaded replaces it');
select is((select rationale from public.bid_decisions where tender_id = '99000000-0000-4000-8000-0000000000a1'), 'Seen it',
  'G6: and nothing else was written');
select tests.authenticate_as('99000000-0000-4000-8000-00000000000c');
select throws_ok($$select public.record_bid_decision('99000000-0000-4000-8000-0000000000a1', 'bid', 'Me', '{}', '{}',
                   (select decided_at from public.bid_decisions where tender_id = '99000000-0000-4000-8000-0000000000a1'))$$,
  '42501', null, 'G6: a user still may not record one');

-- G7: one lock per workspace, whatever the number of rows ------------------------------------
create function pg_temp.advisory_locks() returns integer language sql as $$
  select count(*)::int from pg_catalog.pg_locks
  where locktype = 'advisory' and pid = pg_catalog.pg_backend_pid() and granted
$$;
select tests.authenticate_as('99000000-0000-4000-8000-00000000000a');
select set_config('tests.locks_before', pg_temp.advisory_locks()::text, true);
insert into public.tenders (reference_number, client, title)
select 'LOCK-' || i, 'C', 'T' from pg_catalog.generate_series(1, 300) i;
select cmp_ok(pg_temp.advisory_locks() - current_setting('tests.locks_before')::int, '<=', 1,
  'G7: 300 tenders with new references in one insert take at most one more advisory lock, not 300');
select throws_ok($$insert into public.tenders (reference_number, client, title) values ('lock-7 ', 'C', 'T')$$,
  'TFT01', null, 'G7: and the reference rule still holds');

-- G8: templates per workspace and type -------------------------------------------------------
insert into public.task_templates (workspace_id, tender_type, name)
select tests.workspace_named('Alpha Co'), 'framework-agreement', 'Task ' || i from pg_catalog.generate_series(1, 100) i;
select is((select count(*)::int from public.task_templates
           where workspace_id = tests.workspace_named('Alpha Co') and tender_type = 'framework-agreement'),
  100, 'G8: a type takes 100 task templates');
select throws_ok(pg_catalog.format(
  $$insert into public.task_templates (workspace_id, tender_type, name) values (%L, 'framework-agreement', 'One more')$$,
  tests.workspace_named('Alpha Co')),
  'TFL01', 'A tender type has at most 100 templates of each kind', 'G8: not 101');
insert into public.task_templates (workspace_id, name) values (tests.workspace_named('Alpha Co'), 'Spare');
select throws_ok($$update public.task_templates set tender_type = 'framework-agreement' where name = 'Spare'$$,
  'TFL01', null, 'G8: nor by moving one from another type');
select lives_ok(pg_catalog.format(
  $$insert into public.requirement_templates (workspace_id, tender_type, requirement)
    select %L, 'framework-agreement', 'Requirement ' || i from pg_catalog.generate_series(1, 100) i$$,
  tests.workspace_named('Alpha Co')),
  'G8: requirements count on their own: 100 more');
select throws_ok(pg_catalog.format(
  $$insert into public.requirement_templates (workspace_id, tender_type, requirement) values (%L, 'framework-agreement', 'One more')$$,
  tests.workspace_named('Alpha Co')),
  'TFL01', null, 'G8: and no more');

-- G9: the submission rule on insert, and the mandatory flag ----------------------------------
select throws_ok($$select public.save_tender('{"reference_number": "S-1", "client": "C", "title": "T",
                   "type": "framework-agreement", "status": "submitted"}'::jsonb)$$,
  'TFT05', 'Mandatory requirements are incomplete',
  'G9: a tender created as Submitted with mandatory templates is refused');
select is(public.import_tenders(tests.workspace_named('Alpha Co'),
            '[{"line": 2, "tender": {"reference_number": "S-2", "client": "C", "title": "T", "type": "framework-agreement", "status": "submitted"}}]'::jsonb,
            'skip', 'UTC', true) -> 0 ->> 'outcome',
  'imported',
  'G9: an imported Submitted row is a record: it gets no checklist (even when templates are asked for), so nothing blocks it');
select is((select string_agg(reference_number, ', ') from public.tenders t where reference_number in ('S-1', 'S-2')
           and not exists (select 1 from public.tender_requirements r where r.tender_id = t.id)), 'S-2',
  'G9: the refused one was not created; the imported one has no requirements');
select lives_ok($$select public.save_tender('{"reference_number": "S-3", "client": "C", "title": "T",
                  "type": "two-stage-tender", "status": "submitted"}'::jsonb)$$,
  'G9: a type whose templates hold no mandatory requirement may be created as Submitted');
insert into public.tender_requirements (tender_id, workspace_id, requirement, mandatory)
values ('99000000-0000-4000-8000-0000000000a1', tests.workspace_named('Alpha Co'), 'Mandatory one', true);
select tests.authenticate_as('99000000-0000-4000-8000-00000000000c');
select throws_ok($$update public.tender_requirements set mandatory = false where requirement = 'Mandatory one'$$,
  '42501', 'Only admins and managers make a mandatory requirement optional',
  'G9: a user cannot make a mandatory requirement optional');
select results_eq($$update public.tender_requirements set status = 'drafting' where requirement = 'Mandatory one' returning status::text$$,
  $$values ('drafting')$$, 'G9: but still works on it');
select tests.authenticate_as('99000000-0000-4000-8000-00000000000b');
select results_eq($$update public.tender_requirements set mandatory = false where requirement = 'Mandatory one' returning mandatory$$,
  $$values (false)$$, 'G9: a manager may');
select tests.clear_authentication();

select * from finish();
rollback;
