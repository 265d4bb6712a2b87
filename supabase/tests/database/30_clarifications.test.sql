-- Clarification questions: numbering per tender by the database (never the
-- client's, never reused), the status rules (sent needs the date asked; answered needs the
-- answer and its date), RLS (members read; admins and managers write; another workspace sees
-- and touches nothing) and the counts per tender. Two people adding at once get distinct
-- numbers: tests/integration/clarifications.test.ts proves that with concurrent clients.
begin;
create extension if not exists pgtap with schema extensions;

select plan(24);

select has_table('public', 'clarifications', 'clarification questions are stored');
select policies_are('public', 'clarifications', array['clarifications_select_members',
  'clarifications_insert_managers', 'clarifications_update_managers', 'clarifications_delete_managers'],
  'clarifications: one policy per command');

-- Fixtures: A admin of "Clar One" with M (manager) and U (user); C alone in "Clar Other".
select tests.create_user('clar-a@example.test', '{"company": "Clar One"}', 'f3000000-0000-4000-8000-00000000000a');
select tests.create_user('clar-m@example.test', '{"company": "Clar M"}', 'f3000000-0000-4000-8000-00000000000b');
select tests.create_user('clar-u@example.test', '{"company": "Clar U"}', 'f3000000-0000-4000-8000-00000000000d');
select tests.create_user('clar-c@example.test', '{"company": "Clar Other"}', 'f3000000-0000-4000-8000-00000000000c');
select tests.add_member(tests.workspace_named('Clar One'), 'f3000000-0000-4000-8000-00000000000b', 'manager');
select tests.add_member(tests.workspace_named('Clar One'), 'f3000000-0000-4000-8000-00000000000d', 'user');

insert into public.tenders (user_id, workspace_id, reference_number, client, title)
select 'f3000000-0000-4000-8000-00000000000a', tests.workspace_named('Clar One'), v.ref, 'Client', 'Tender ' || v.ref
from (values ('Q-1'), ('Q-2')) as v (ref);
insert into public.tenders (user_id, workspace_id, reference_number, client, title)
values ('f3000000-0000-4000-8000-00000000000c', tests.workspace_named('Clar Other'), 'Q-OTHER', 'Client', 'Other');

create function pg_temp.tender(p_ref text) returns uuid language sql security definer set search_path = '' as $$
  select t.id from public.tenders t where t.reference_number = p_ref
$$;
create function pg_temp.numbers(p_ref text) returns text language sql security definer set search_path = '' as $$
  select coalesce(string_agg(c.number::text, ',' order by c.number), '')
  from public.clarifications c where c.tender_id = pg_temp.tender(p_ref)
$$;

-- Numbering ---------------------------------------------------------------------------

select tests.authenticate_as('f3000000-0000-4000-8000-00000000000a');
select lives_ok($$
  insert into public.clarifications (tender_id, workspace_id, clause, question)
  values (pg_temp.tender('Q-1'), tests.workspace_named('Clar One'), '4.2', 'Is the steel galvanised?'),
         (pg_temp.tender('Q-1'), tests.workspace_named('Clar One'), '', 'Can we visit the site?'),
         (pg_temp.tender('Q-2'), tests.workspace_named('Clar One'), 'Annex B', 'Which crane class?')
$$, 'an admin adds questions');
select is(pg_temp.numbers('Q-1'), '1,2', 'questions are numbered 1, 2, … per tender');
select is(pg_temp.numbers('Q-2'), '1', 'another tender starts at 1');
select is((select asked_by from public.clarifications where tender_id = pg_temp.tender('Q-2')),
  'f3000000-0000-4000-8000-00000000000a'::uuid, 'the question records who added it');
select throws_ok($$
  insert into public.clarifications (tender_id, workspace_id, number, question)
  values (pg_temp.tender('Q-1'), tests.workspace_named('Clar One'), 99, 'Mine?')
$$, '42501', null, 'a client cannot choose the number');
select throws_ok($$
  update public.clarifications set number = 7 where tender_id = pg_temp.tender('Q-1')
$$, '42501', null, 'nor change it');

select tests.authenticate_as('f3000000-0000-4000-8000-00000000000b');
select lives_ok($$
  delete from public.clarifications where tender_id = pg_temp.tender('Q-1') and number = 2
$$, 'a manager deletes a question');
select lives_ok($$
  insert into public.clarifications (tender_id, workspace_id, question)
  values (pg_temp.tender('Q-1'), tests.workspace_named('Clar One'), 'Is the deadline firm?')
$$, 'a manager adds a question');
select is(pg_temp.numbers('Q-1'), '1,3', 'a deleted question''s number is not given again');

-- Status rules ------------------------------------------------------------------------------

select throws_ok($$
  update public.clarifications set status = 'sent' where tender_id = pg_temp.tender('Q-1') and number = 1
$$, '23514', null, 'sent needs the date it was asked');
select throws_ok($$
  update public.clarifications set status = 'answered', asked_on = date '2030-01-10', answered_on = date '2030-01-12'
  where tender_id = pg_temp.tender('Q-1') and number = 1
$$, '23514', null, 'answered needs the answer');
select throws_ok($$
  update public.clarifications set status = 'answered', asked_on = date '2030-01-10', answer = 'Yes.',
    answered_on = date '2030-01-09'
  where tender_id = pg_temp.tender('Q-1') and number = 1
$$, '23514', null, 'an answer cannot come before the question');
select throws_ok($$
  update public.clarifications set question = '   ' where tender_id = pg_temp.tender('Q-1') and number = 1
$$, '23514', null, 'a question is not blank');
select lives_ok($$
  update public.clarifications set status = 'answered', asked_on = date '2030-01-10', answer = 'Yes, hot-dip.',
    answered_on = date '2030-01-10'
  where tender_id = pg_temp.tender('Q-1') and number = 1
$$, 'answered the day it was asked');

-- Reading and writing by role, and another workspace -------------------------------------

select tests.authenticate_as('f3000000-0000-4000-8000-00000000000d');
select is((select count(*)::int from public.clarifications), 3, 'a user reads the workspace''s questions');
select throws_ok($$
  insert into public.clarifications (tender_id, workspace_id, question)
  values (pg_temp.tender('Q-2'), tests.workspace_named('Clar One'), 'Me too?')
$$, '42501', null, 'a user cannot add a question');
select is_empty($$update public.clarifications set clause = 'x' returning id$$, 'a user cannot edit a question');
select is_empty($$delete from public.clarifications returning id$$, 'a user cannot delete a question');

select tests.authenticate_as('f3000000-0000-4000-8000-00000000000c');
select is((select count(*)::int from public.clarifications), 0, 'another workspace sees no question');
select throws_ok($$
  insert into public.clarifications (tender_id, workspace_id, question)
  values (pg_temp.tender('Q-1'), tests.workspace_named('Clar One'), 'Hello?')
$$, '42501', null, 'another workspace cannot add to a tender it does not see');
select is_empty($$select * from public.clarification_counts(tests.workspace_named('Clar One'))$$,
  'another workspace gets no counts');

-- Counts ----------------------------------------------------------------------------------------

select tests.authenticate_as('f3000000-0000-4000-8000-00000000000a');
select results_eq($$
  select t.reference_number, c.questions, c.drafts, c.answered
  from public.clarification_counts(tests.workspace_named('Clar One')) c
  join public.tenders t on t.id = c.tender_id
  order by t.reference_number
$$, $$values ('Q-1', 2, 1, 1), ('Q-2', 1, 1, 0)$$, 'questions, drafts and answered per tender');

select * from finish();
rollback;
