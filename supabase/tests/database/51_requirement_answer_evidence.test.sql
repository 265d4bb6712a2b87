-- A requirement's evidence from the answer library: an entry of the same workspace, never
-- together with another piece of evidence, cleared when the entry goes.
begin;
create extension if not exists pgtap with schema extensions;

select plan(7);

select tests.create_user('ae-a@example.test', '{"company": "Ae One"}', 'f5100000-0000-4000-8000-00000000000a');
select tests.create_user('ae-c@example.test', '{"company": "Ae Other"}', 'f5100000-0000-4000-8000-00000000000c');

insert into public.tenders (id, user_id, workspace_id, reference_number, client, title)
values ('f5100000-0000-4000-8000-0000000000e1', 'f5100000-0000-4000-8000-00000000000a', tests.workspace_named('Ae One'),
        'AE-1', 'Client', 'Answer evidence');
insert into public.answers (id, workspace_id, title, body)
values ('f5100000-0000-4000-8000-0000000000a1', tests.workspace_named('Ae One'), 'Quality', 'ISO 9001.'),
       ('f5100000-0000-4000-8000-0000000000a2', tests.workspace_named('Ae Other'), 'Theirs', 'Not yours.');
insert into public.company_documents (id, workspace_id, name, category)
values ('f5100000-0000-4000-8000-0000000000d1', tests.workspace_named('Ae One'), 'ISO 9001', 'certificate');
insert into public.tender_requirements (id, tender_id, workspace_id, requirement)
values ('f5100000-0000-4000-8000-0000000000f1', 'f5100000-0000-4000-8000-0000000000e1', tests.workspace_named('Ae One'),
        'Quality management');

select tests.authenticate_as('f5100000-0000-4000-8000-00000000000a');
select lives_ok($$
  update public.tender_requirements set evidence_answer_id = 'f5100000-0000-4000-8000-0000000000a1'
$$, 'a member points a requirement at a library answer');
select throws_ok($$
  update public.tender_requirements set evidence_document = 'scan.pdf'
$$, '23514', null, 'not at a tender document as well');
select throws_ok($$
  update public.tender_requirements set evidence_company_document_id = 'f5100000-0000-4000-8000-0000000000d1'
$$, '23514', null, 'nor at a company document as well');
select throws_ok($$
  update public.tender_requirements set evidence_answer_id = 'f5100000-0000-4000-8000-0000000000a2'
$$, '23503', null, 'nor at another workspace''s answer');
select throws_ok($$
  insert into public.tender_requirements (tender_id, workspace_id, requirement, evidence_answer_id)
  values ('f5100000-0000-4000-8000-0000000000e1', tests.workspace_named('Ae One'), 'Theirs',
          'f5100000-0000-4000-8000-0000000000a2')
$$, '23503', null, 'and a new requirement cannot name one either');
select lives_ok($$delete from public.answers where id = 'f5100000-0000-4000-8000-0000000000a1'$$,
  'an admin deletes the answer');
select is((select evidence_answer_id from public.tender_requirements), null,
  'which clears the evidence, keeping the requirement');

select * from finish();
rollback;
