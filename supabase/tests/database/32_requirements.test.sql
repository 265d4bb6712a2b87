-- The compliance checklist: requirements' checks (the owner a member of the
-- workspace), progress at its edges (not applicable leaves the count; mandatory apart), the
-- override of a submission with incomplete mandatory requirements (who, which; only those who
-- change a tender's status), RLS (members read and write; admins and managers delete; another
-- workspace sees and touches nothing).
begin;
create extension if not exists pgtap with schema extensions;

select plan(17);

select has_table('public', 'tender_requirements', 'requirements are stored');
select has_table('public', 'requirement_overrides', 'submission overrides are stored');

-- Fixtures: A admin of "Req One" with U (user); C alone in "Req Other".
select tests.create_user('req-a@example.test', '{"company": "Req One"}', 'f3200000-0000-4000-8000-00000000000a');
select tests.create_user('req-u@example.test', '{"company": "Req U"}', 'f3200000-0000-4000-8000-00000000000d');
select tests.create_user('req-c@example.test', '{"company": "Req Other"}', 'f3200000-0000-4000-8000-00000000000c');
select tests.add_member(tests.workspace_named('Req One'), 'f3200000-0000-4000-8000-00000000000d', 'user');

insert into public.tenders (user_id, workspace_id, reference_number, client, title)
values ('f3200000-0000-4000-8000-00000000000a', tests.workspace_named('Req One'), 'REQ-1', 'Client', 'Checklist'),
       ('f3200000-0000-4000-8000-00000000000a', tests.workspace_named('Req One'), 'REQ-EMPTY', 'Client', 'Empty');

create function pg_temp.tender(p_ref text) returns uuid language sql security definer set search_path = '' as $$
  select t.id from public.tenders t where t.reference_number = p_ref
$$;
create function pg_temp.progress() returns text language sql as $$
  select coalesce(string_agg(p.complete || '/' || p.applicable || ' mandatory ' || p.mandatory_complete || '/' || p.mandatory, ', '), 'none')
  from public.requirement_progress(tests.workspace_named('Req One'), array[pg_temp.tender('REQ-1'), pg_temp.tender('REQ-EMPTY')]) p
$$;

-- A user fills the checklist --------------------------------------------------------------

select tests.authenticate_as('f3200000-0000-4000-8000-00000000000d');
select lives_ok($$
  insert into public.tender_requirements (tender_id, workspace_id, requirement, source, mandatory, status, position)
  values (pg_temp.tender('REQ-1'), tests.workspace_named('Req One'), 'ISO 9001 certificate', '§2.1', true, 'complete', 0),
         (pg_temp.tender('REQ-1'), tests.workspace_named('Req One'), 'Method statement', '§3', true, 'drafting', 1),
         (pg_temp.tender('REQ-1'), tests.workspace_named('Req One'), 'Insurance', '§2.4', true, 'not-applicable', 2),
         (pg_temp.tender('REQ-1'), tests.workspace_named('Req One'), 'Case studies', '', false, 'not-started', 3)
$$, 'a user adds requirements (members write the checklist, as tasks)');
select is(pg_temp.progress(), '1/3 mandatory 1/2', 'progress: complete ÷ applicable, not applicable left out, mandatory apart');
select lives_ok($$
  update public.tender_requirements set status = 'complete', owner_id = 'f3200000-0000-4000-8000-00000000000d'
  where requirement = 'Method statement'
$$, 'a user completes one and owns it');
select is(pg_temp.progress(), '2/3 mandatory 2/2', 'mandatory all complete');
select throws_ok($$
  update public.tender_requirements set owner_id = 'f3200000-0000-4000-8000-00000000000c' where requirement = 'Case studies'
$$, '23514', 'The owner must be a member of the workspace', 'the owner is a member of the workspace');
select throws_ok($$
  update public.tender_requirements set requirement = ' ' where requirement = 'Case studies'
$$, '23514', null, 'a requirement is not blank');
select is_empty($$delete from public.tender_requirements returning id$$, 'a user cannot delete requirements');
select throws_ok($$
  insert into public.requirement_overrides (tender_id, workspace_id, incomplete)
  values (pg_temp.tender('REQ-1'), tests.workspace_named('Req One'), array['Method statement'])
$$, '42501', null, 'a user (who cannot change the status) records no override');

-- An admin overrides, deletes ------------------------------------------------------------

select tests.authenticate_as('f3200000-0000-4000-8000-00000000000a');
select lives_ok($$
  insert into public.requirement_overrides (tender_id, workspace_id, incomplete)
  values (pg_temp.tender('REQ-1'), tests.workspace_named('Req One'), array['Method statement'])
$$, 'an admin records the override');
select is((select confirmed_by::text || ' ' || incomplete[1] from public.requirement_overrides),
  'f3200000-0000-4000-8000-00000000000a Method statement', 'with who confirmed it and which were incomplete');
select throws_ok($$
  insert into public.requirement_overrides (tender_id, workspace_id, incomplete)
  values (pg_temp.tender('REQ-1'), tests.workspace_named('Req One'), array[]::text[])
$$, '23514', null, 'an override names at least one requirement');
select results_eq($$
  with d as (delete from public.tender_requirements where requirement = 'Insurance' returning id) select count(*)::int from d
$$, $$values (1)$$, 'an admin deletes a requirement');

-- Another workspace -------------------------------------------------------------------------

select tests.authenticate_as('f3200000-0000-4000-8000-00000000000c');
select is((select count(*)::int from public.tender_requirements) + (select count(*)::int from public.requirement_overrides), 0,
  'another workspace sees no requirement and no override');
select throws_ok($$
  insert into public.tender_requirements (tender_id, workspace_id, requirement)
  values (pg_temp.tender('REQ-1'), tests.workspace_named('Req One'), 'Mine')
$$, '42501', null, 'and adds none');
select is_empty($$select * from public.requirement_progress(tests.workspace_named('Req One'), array[pg_temp.tender('REQ-1')])$$,
  'and gets no progress');

select * from finish();
rollback;
