-- A requirement's evidence from the company library: a document of the same
-- workspace, not together with a tender document, cleared when the library document goes.
begin;
create extension if not exists pgtap with schema extensions;

select plan(5);

select tests.create_user('ev-a@example.test', '{"company": "Ev One"}', 'f3600000-0000-4000-8000-00000000000a');
select tests.create_user('ev-c@example.test', '{"company": "Ev Other"}', 'f3600000-0000-4000-8000-00000000000c');

insert into public.tenders (id, user_id, workspace_id, reference_number, client, title)
values ('f3600000-0000-4000-8000-0000000000e1', 'f3600000-0000-4000-8000-00000000000a', tests.workspace_named('Ev One'),
        'EV-1', 'Client', 'Evidence');
insert into public.company_documents (id, workspace_id, name, category)
values ('f3600000-0000-4000-8000-0000000000d1', tests.workspace_named('Ev One'), 'ISO 9001', 'certificate'),
       ('f3600000-0000-4000-8000-0000000000d2', tests.workspace_named('Ev Other'), 'Theirs', 'certificate');
insert into public.tender_requirements (id, tender_id, workspace_id, requirement)
values ('f3600000-0000-4000-8000-0000000000f1', 'f3600000-0000-4000-8000-0000000000e1', tests.workspace_named('Ev One'),
        'Quality certificate');

select tests.authenticate_as('f3600000-0000-4000-8000-00000000000a');
select lives_ok($$
  update public.tender_requirements set evidence_company_document_id = 'f3600000-0000-4000-8000-0000000000d1'
$$, 'a member points a requirement at a library document');
select throws_ok($$
  update public.tender_requirements set evidence_document = 'scan.pdf'
$$, '23514', null, 'not at a tender document as well');
select throws_ok($$
  update public.tender_requirements set evidence_company_document_id = 'f3600000-0000-4000-8000-0000000000d2'
$$, '23503', null, 'nor at another workspace''s document');
select lives_ok($$delete from public.company_documents where id = 'f3600000-0000-4000-8000-0000000000d1'$$,
  'an admin deletes the library document');
select is((select evidence_company_document_id from public.tender_requirements), null,
  'which clears the evidence, keeping the requirement');

select * from finish();
rollback;
