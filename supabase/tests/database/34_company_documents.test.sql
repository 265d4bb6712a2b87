-- Company documents that expire (supabase/schemas/05_paper_trail.sql; docs/product.md § Company
-- documents): the library and what tenders require — RLS and roles (members read; admins and
-- managers write; a `user` cannot edit the library; another workspace sees and touches
-- nothing), the company-documents bucket's policies, the rule at its boundaries (expiring the
-- day before the submission date is a problem, on the day or after is not; no expiry never
-- expires; no submission date, no problem; open tenders only), the dashboard's aggregate, and
-- the reminders 30, 14 and 7 days before an expiry, to the workspace's admins only.
begin;
create extension if not exists pgtap with schema extensions;

select plan(72);

select has_table('public', 'company_documents', 'the library is stored');
select has_table('public', 'tender_required_documents', 'what a tender requires is stored');
select results_eq(
  $$select public, file_size_limit, 'application/pdf' = any (allowed_mime_types),
           'image/jpeg' = any (allowed_mime_types), 'application/x-msdownload' = any (allowed_mime_types)
    from storage.buckets where id = 'company-documents'$$,
  $$values (false, 26214400::bigint, true, true, false)$$,
  'company-documents is private, 25 MB a file, PDFs and scans in, executables out');
select policies_are('public', 'company_documents', array['company_documents_select_members',
  'company_documents_insert_managers', 'company_documents_update_managers', 'company_documents_delete_managers'],
  'the library''s policies: one per command');
select policies_are('public', 'tender_required_documents', array['tender_required_documents_select_members',
  'tender_required_documents_insert_managers', 'tender_required_documents_delete_managers'],
  'the requirements'' policies: no update (a requirement is added or removed)');

-- Fixtures: "CD One": Ada (admin), Max (manager), Uma (user). "CD Other": Oli (admin).
select tests.create_user('cd-ada@example.test', '{"full_name": "Ada Admin", "company": "CD One"}',
                         'f3400000-0000-4000-8000-00000000000a');
select tests.create_user('cd-max@example.test', '{"full_name": "Max Manager"}', 'f3400000-0000-4000-8000-00000000000b');
select tests.create_user('cd-uma@example.test', '{"full_name": "Uma User"}', 'f3400000-0000-4000-8000-00000000000c');
select tests.create_user('cd-oli@example.test', '{"full_name": "Oli Other", "company": "CD Other"}',
                         'f3400000-0000-4000-8000-00000000000d');
select tests.add_member(tests.workspace_named('CD One'), 'f3400000-0000-4000-8000-00000000000b', 'manager');
select tests.add_member(tests.workspace_named('CD One'), 'f3400000-0000-4000-8000-00000000000c', 'user');

-- T-OPEN in development, submission 10 March; T-EARLY under review, submission 1 February;
-- T-NODATE without a submission date; T-DONE submitted, submission 10 March. Oli's O-1.
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, status, tender_submission_date)
values
  ('f3400000-0000-4000-8000-0000000000a1', tests.workspace_named('CD One'), 'f3400000-0000-4000-8000-00000000000a',
   'T-OPEN', 'Client', 'Harbour cranes', 'in-development', '2027-03-10'),
  ('f3400000-0000-4000-8000-0000000000a2', tests.workspace_named('CD One'), 'f3400000-0000-4000-8000-00000000000a',
   'T-EARLY', 'Client', 'School roofs', 'under-review', '2027-02-01'),
  ('f3400000-0000-4000-8000-0000000000a3', tests.workspace_named('CD One'), 'f3400000-0000-4000-8000-00000000000a',
   'T-NODATE', 'Client', 'Road works', 'under-review', null),
  ('f3400000-0000-4000-8000-0000000000a4', tests.workspace_named('CD One'), 'f3400000-0000-4000-8000-00000000000a',
   'T-DONE', 'Client', 'Bridge paint', 'submitted', '2027-03-10'),
  ('f3400000-0000-4000-8000-0000000000b1', tests.workspace_named('CD Other'), 'f3400000-0000-4000-8000-00000000000d',
   'O-1', 'Client', 'Other tender', 'in-development', '2027-03-10');
-- Only what this file sets up is reminded: no tasks.
delete from public.tasks;

create function pg_temp.doc(p_name text) returns uuid language sql security definer set search_path = '' as $$
  select d.id from public.company_documents d where d.name = p_name
$$;
create function pg_temp.expiring(p_tender uuid) returns text language sql as $$
  select coalesce(string_agg(e.name, ', ' order by e.expires_on, e.name), 'none')
  from public.expiring_required_documents(tests.workspace_named('CD One'), array[p_tender]) e
$$;

-- The library: a manager writes, a user reads ---------------------------------------------

select tests.authenticate_as('f3400000-0000-4000-8000-00000000000b');
select lives_ok($$
  insert into public.company_documents (workspace_id, name, category, issuer, expires_on, file_name)
  values (tests.workspace_named('CD One'), 'ISO 9001 certificate', 'certificate', 'Bureau Veritas', '2027-03-09', 'iso.pdf'),
         (tests.workspace_named('CD One'), 'Liability insurance', 'insurance', 'Allianz', '2027-03-10', null),
         (tests.workspace_named('CD One'), 'Company registration', 'registration', 'Registrar', null, null),
         (tests.workspace_named('CD One'), 'Tax clearance', 'tax-clearance', 'Revenue', '2027-03-11', null),
         (tests.workspace_named('CD One'), 'Safety accreditation', 'accreditation', 'SafeCo', '2027-01-15', null)
$$, 'a manager adds documents to the library');
select is((select uploaded_by::text from public.company_documents where name = 'ISO 9001 certificate'),
  'f3400000-0000-4000-8000-00000000000b', 'the uploader is the database''s: whoever added it');
select throws_ok($$
  insert into public.company_documents (workspace_id, name, uploaded_by)
  values (tests.workspace_named('CD One'), 'Forged', 'f3400000-0000-4000-8000-00000000000a')
$$, '42501', null, 'nobody writes the uploader');
select throws_ok($$
  insert into public.company_documents (workspace_id, name) values (tests.workspace_named('CD One'), '  ')
$$, '23514', null, 'a document has a name');
select throws_ok($$
  update public.company_documents set file_name = 'a/b.pdf' where name = 'ISO 9001 certificate'
$$, '23514', null, 'a file name is one name in the document''s folder');

select tests.authenticate_as('f3400000-0000-4000-8000-00000000000c');
select is((select count(*)::int from public.company_documents), 5, 'a user reads the library');
select throws_ok($$
  insert into public.company_documents (workspace_id, name) values (tests.workspace_named('CD One'), 'Mine')
$$, '42501', null, 'a user cannot add to the library');
select is_empty($$update public.company_documents set expires_on = '2030-01-01' returning id$$,
  'a user cannot edit the library');
select is_empty($$delete from public.company_documents returning id$$, 'a user cannot delete from the library');

select tests.authenticate_as('f3400000-0000-4000-8000-00000000000a');
select results_eq($$
  update public.company_documents set issuer = 'BV', file_name = 'iso-2027.pdf'
  where name = 'ISO 9001 certificate' returning issuer, uploaded_by::text
$$, $$values ('BV', 'f3400000-0000-4000-8000-00000000000a')$$,
  'an admin edits a document; a new file makes them its uploader');

-- What tenders require --------------------------------------------------------------------

select lives_ok($$
  insert into public.tender_required_documents (tender_id, workspace_id, company_document_id)
  select 'f3400000-0000-4000-8000-0000000000a1', tests.workspace_named('CD One'), d.id
  from public.company_documents d;
  insert into public.tender_required_documents (tender_id, workspace_id, company_document_id)
  values ('f3400000-0000-4000-8000-0000000000a2', tests.workspace_named('CD One'), pg_temp.doc('Safety accreditation')),
         ('f3400000-0000-4000-8000-0000000000a2', tests.workspace_named('CD One'), pg_temp.doc('Liability insurance')),
         ('f3400000-0000-4000-8000-0000000000a3', tests.workspace_named('CD One'), pg_temp.doc('ISO 9001 certificate')),
         ('f3400000-0000-4000-8000-0000000000a4', tests.workspace_named('CD One'), pg_temp.doc('ISO 9001 certificate'))
$$, 'an admin lists what the tenders require');
select throws_ok($$
  insert into public.tender_required_documents (tender_id, workspace_id, company_document_id)
  values ('f3400000-0000-4000-8000-0000000000a1', tests.workspace_named('CD One'), pg_temp.doc('ISO 9001 certificate'))
$$, '23505', null, 'a tender requires a document once');

select tests.authenticate_as('f3400000-0000-4000-8000-00000000000c');
select is((select count(*)::int from public.tender_required_documents), 9, 'a user reads what the tenders require');
select throws_ok($$
  insert into public.tender_required_documents (tender_id, workspace_id, company_document_id)
  values ('f3400000-0000-4000-8000-0000000000a3', tests.workspace_named('CD One'), pg_temp.doc('Tax clearance'))
$$, '42501', null, 'a user cannot add a required document');
select is_empty($$delete from public.tender_required_documents returning tender_id$$,
  'a user cannot remove one');

-- The rule, at its boundaries ---------------------------------------------------------------

select is(pg_temp.expiring('f3400000-0000-4000-8000-0000000000a1'), 'Safety accreditation, ISO 9001 certificate',
  'submission 10 March: expiring on 15 January and on 9 March (the day before) are problems; on 10 March (the day itself), 11 March and never are not');
select results_eq($$
  select e.company_document_id, e.expires_on, e.tender_submission_date
  from public.expiring_required_documents(tests.workspace_named('CD One'), array['f3400000-0000-4000-8000-0000000000a1'::uuid]) e
  order by e.expires_on
$$, $$values (pg_temp.doc('Safety accreditation'), '2027-01-15'::date, '2027-03-10'::date),
             (pg_temp.doc('ISO 9001 certificate'), '2027-03-09'::date, '2027-03-10'::date)$$,
  'each row names the document, its expiry and the submission date');
select is(pg_temp.expiring('f3400000-0000-4000-8000-0000000000a3'), 'none', 'a tender without a submission date has no warning');
select is(pg_temp.expiring('f3400000-0000-4000-8000-0000000000a4'), 'none', 'a submitted tender is not checked (open tenders only)');
select is(pg_temp.expiring('f3400000-0000-4000-8000-0000000000a2'), 'Safety accreditation',
  'submission 1 February: the accreditation (15 January) is a problem, the insurance (10 March) is not');

select tests.authenticate_as('f3400000-0000-4000-8000-00000000000a');
update public.tenders set tender_submission_date = '2027-03-09' where reference_number = 'T-OPEN';
select is(pg_temp.expiring('f3400000-0000-4000-8000-0000000000a1'), 'Safety accreditation',
  'the submission moved to 9 March: the certificate expiring on 9 March is valid that day');
update public.tenders set tender_submission_date = '2027-03-12' where reference_number = 'T-OPEN';
select is(pg_temp.expiring('f3400000-0000-4000-8000-0000000000a1'),
  'Safety accreditation, ISO 9001 certificate, Liability insurance, Tax clearance',
  'moved to 12 March: everything expiring up to 11 March; the registration never expires');
update public.company_documents set expires_on = '2027-03-12' where name = 'Tax clearance';
select is(pg_temp.expiring('f3400000-0000-4000-8000-0000000000a1'),
  'Safety accreditation, ISO 9001 certificate, Liability insurance',
  'the tax clearance renewed to the submission date: no longer a problem');

-- The dashboard's aggregate
select results_eq($$
  select reference_number, tender_submission_date, documents, first_expires_on, tenders
  from public.expiring_document_tenders(tests.workspace_named('CD One'))
$$, $$values ('T-EARLY', '2027-02-01'::date, array['Safety accreditation'], '2027-01-15'::date, 2),
             ('T-OPEN', '2027-03-12'::date, array['Safety accreditation', 'ISO 9001 certificate', 'Liability insurance'],
              '2027-01-15'::date, 2)$$,
  'the dashboard: open tenders concerned, soonest submission first, their documents soonest expiry first, and how many');
select results_eq($$
  select tender_id, tenders from public.expiring_document_tenders(tests.workspace_named('CD One'), 1)
$$, $$values ('f3400000-0000-4000-8000-0000000000a2'::uuid, 2)$$, 'at most p_limit tenders, with the count of all');
select lives_ok($$
  delete from public.tender_required_documents
  where tender_id = 'f3400000-0000-4000-8000-0000000000a2' and company_document_id = pg_temp.doc('Safety accreditation')
$$, 'an admin removes a required document');
select is((select count(*)::int from public.expiring_document_tenders(tests.workspace_named('CD One'))), 1,
  'and the tender leaves the alert');

-- Another workspace sees and touches nothing ------------------------------------------------

select tests.authenticate_as('f3400000-0000-4000-8000-00000000000d');
select is((select count(*)::int from public.company_documents) + (select count(*)::int from public.tender_required_documents), 0,
  'another workspace sees no document and no requirement');
select is_empty($$update public.company_documents set name = 'x' returning id$$, 'and edits none');
select is_empty($$delete from public.company_documents returning id$$, 'and deletes none');
select throws_ok($$
  insert into public.company_documents (workspace_id, name) values (tests.workspace_named('CD One'), 'Planted')
$$, '42501', null, 'and adds none to the library');
select throws_ok($$
  insert into public.tender_required_documents (tender_id, workspace_id, company_document_id)
  values ('f3400000-0000-4000-8000-0000000000a1', tests.workspace_named('CD One'), pg_temp.doc('Tax clearance'))
$$, '42501', null, 'and requires nothing of its tenders');
select is_empty($$select * from public.expiring_required_documents(tests.workspace_named('CD One'))$$,
  'and gets nothing of the rule');
insert into public.company_documents (workspace_id, name, expires_on) values (tests.workspace_named('CD Other'), 'Other cert', '2027-01-01');
select throws_ok($$
  insert into public.tender_required_documents (tender_id, workspace_id, company_document_id)
  values ('f3400000-0000-4000-8000-0000000000b1', tests.workspace_named('CD Other'), pg_temp.doc('ISO 9001 certificate'))
$$, '23503', null, 'a tender requires only documents of its own workspace (composite key)');

-- The bucket --------------------------------------------------------------------------------

create function pg_temp.path(p_ws text, p_doc text, p_file text) returns text language sql as $$
  select tests.workspace_named(p_ws) || '/' || pg_temp.doc(p_doc) || '/' || p_file
$$;
create function pg_temp.put(p_name text) returns text language sql as $$
  insert into storage.objects (bucket_id, name, owner, metadata)
  values ('company-documents', p_name, (current_setting('request.jwt.claims')::jsonb ->> 'sub')::uuid,
          '{"size": 10, "mimetype": "application/pdf"}'::jsonb)
  returning name $$;

-- Uploads as Storage tests them (it reads the new row back).
select set_config('storage.operation', 'storage.object.upload', true);
select tests.authenticate_as('f3400000-0000-4000-8000-00000000000b');
select lives_ok($$select pg_temp.put(pg_temp.path('CD One', 'ISO 9001 certificate', 'iso-2027.pdf'))$$,
  'a manager uploads a document''s file into its folder');
select throws_ok($$select pg_temp.put(tests.workspace_named('CD One') || '/' || gen_random_uuid() || '/x.pdf')$$,
  '42501', null, 'not under a document that is not in the library');
select throws_ok($$select pg_temp.put(tests.workspace_named('CD One') || '/x.pdf')$$,
  '42501', null, 'not at the workspace root');
select throws_ok($$select pg_temp.put(pg_temp.path('CD One', 'ISO 9001 certificate', 'sub/deep.pdf'))$$,
  '42501', null, 'not in a deeper folder');
select throws_ok($$select pg_temp.put(tests.workspace_named('CD One') || '/' || pg_temp.doc('Other cert') || '/x.pdf')$$,
  '42501', null, 'not under another workspace''s document');

select tests.authenticate_as('f3400000-0000-4000-8000-00000000000c');
select throws_ok($$select pg_temp.put(pg_temp.path('CD One', 'Tax clearance', 'tax.pdf'))$$,
  '42501', null, 'a user cannot upload to the library');
-- G2: nobody reads a file through Storage outside a manager's write (links come from the
-- document-link Edge Function, which checks membership at the click).
select set_config('storage.operation', 'storage.object.sign', true);
select is((select count(*)::int from storage.objects where bucket_id = 'company-documents'), 0,
  'G2: a user cannot read a file to sign a link');
select tests.authenticate_as('f3400000-0000-4000-8000-00000000000b');
select is((select count(*)::int from storage.objects where bucket_id = 'company-documents'), 0,
  'G2: nor can a manager');
select ok(private.can_open_document('company-documents',
            pg_temp.path('CD One', 'ISO 9001 certificate', 'iso-2027.pdf')),
  'G2: the link check lets a manager open the file');
select tests.authenticate_as('f3400000-0000-4000-8000-00000000000c');
select ok(public.can_open_document('company-documents',
            pg_temp.path('CD One', 'ISO 9001 certificate', 'iso-2027.pdf')),
  'G2: and a user (every member reads the library)');
select set_config('storage.operation', 'storage.object.delete_many', true);
select is_empty($$update storage.objects set metadata = '{}' where bucket_id = 'company-documents' returning name$$,
  'a user cannot replace a file');
select is_empty($$delete from storage.objects where bucket_id = 'company-documents' returning name$$,
  'a user cannot delete a file');

select tests.authenticate_as('f3400000-0000-4000-8000-00000000000d');
select is((select count(*)::int from storage.objects where bucket_id = 'company-documents'), 0,
  'another workspace sees no file');
select ok(not public.can_open_document('company-documents',
            pg_temp.path('CD One', 'ISO 9001 certificate', 'iso-2027.pdf')),
  'G2: nor may it open one through the link check');
select set_config('storage.operation', 'storage.object.upload', true);
select throws_ok($$select pg_temp.put(pg_temp.path('CD One', 'ISO 9001 certificate', 'evil.pdf'))$$,
  '42501', null, 'and uploads none into the library');
select is_empty($$delete from storage.objects where bucket_id = 'company-documents' returning name$$,
  'and deletes none');

select tests.authenticate_as_anon();
select is((select count(*)::int from storage.objects where bucket_id = 'company-documents'), 0, 'anon sees no file');

select tests.authenticate_as('f3400000-0000-4000-8000-00000000000b');
select results_eq($$delete from storage.objects where bucket_id = 'company-documents' returning storage.filename(name)$$,
  $$values ('iso-2027.pdf')$$, 'a manager deletes a file');
select results_eq($$
  with d as (delete from public.company_documents where name = 'Liability insurance' returning id) select count(*)::int from d
$$, $$values (1)$$, 'a manager deletes a document from the library');
select is((select count(*)::int from public.tender_required_documents), 6,
  'and it leaves the two tenders that required it');
select tests.clear_authentication();

-- Reminders: 30, 14 and 7 days before the expiry, to admins ------------------------------------

-- "CD Remind": Rae (admin), Meg (manager). One certificate expiring on 31 March 2027.
select tests.create_user('cd-rae@example.test', '{"full_name": "Rae Admin"}', 'f3400000-0000-4000-8000-0000000000e1');
select tests.create_user('cd-meg@example.test', '{"full_name": "Meg Manager"}', 'f3400000-0000-4000-8000-0000000000e2');
select tests.create_workspace('CD Remind', 'f3400000-0000-4000-8000-0000000000e1');
select tests.add_member(tests.workspace_named('CD Remind'), 'f3400000-0000-4000-8000-0000000000e2', 'manager');
insert into public.company_documents (id, workspace_id, name, expires_on)
values ('f3400000-0000-4000-8000-0000000000f1', tests.workspace_named('CD Remind'), 'Quality certificate', '2027-03-31');

create table pg_temp.results (n serial, result jsonb);
create function pg_temp.run(p_now timestamptz) returns void language plpgsql as $$
declare
  r jsonb;
begin
  perform pg_catalog.set_config('role', 'service_role', true);
  r := public.collect_reminders(p_now)::jsonb;
  perform public.finish_reminders((r ->> 'claim')::uuid,
    (select coalesce(array_agg((m ->> 'id')::uuid), '{}') from jsonb_array_elements(r -> 'messages') m));
  perform tests.clear_authentication();
  insert into pg_temp.results (result) values (r);
end;
$$;
-- 'name kind days' for each company document in the last run's digest to that address.
create function pg_temp.documents(p_email text) returns text[] language sql as $$
  select coalesce(array_agg(concat_ws(' ', i ->> 'task_name', i ->> 'kind', i ->> 'days') order by i ->> 'task_name'), '{}')
  from pg_temp.results r
  cross join jsonb_array_elements(r.result -> 'messages') m
  cross join jsonb_array_elements(m -> 'workspaces') w
  cross join jsonb_array_elements(w -> 'sections') s
  cross join jsonb_array_elements(s -> 'items') i
  where r.n = (select max(n) from pg_temp.results) and m ->> 'to' = p_email and i ->> 'tender_id' is null
$$;

-- These rules hold on any day of the week: 'Working days only' off (44_digest_news.test.sql
-- holds weekend digests).
update public.user_profiles set preferences = preferences || '{"workingDaysOnly": false}';

select pg_temp.run('2027-02-28 08:05Z');
select is(pg_temp.documents('cd-rae@example.test'), '{}', '31 days before the expiry: nothing yet');
select pg_temp.run('2027-03-01 08:05Z');
select is(pg_temp.documents('cd-rae@example.test'), array['Quality certificate document-expiry 30'],
  '30 days before: the admin is reminded');
select is((select jsonb_build_array(m #>> '{unsubscribe,0,preference}', m #>> '{workspaces,0,sections,0,items,0,tender_id}',
                                     m #>> '{workspaces,0,sections,0,items,0,due_date}')
           from pg_temp.results r, jsonb_array_elements(r.result -> 'messages') m
           where r.n = 2 and m ->> 'to' = 'cd-rae@example.test'),
  '["tenderDeadlineReminders", null, "2027-03-31"]'::jsonb,
  'a deadline digest (its link turns tenderDeadlineReminders off), the document with no tender, dated on its expiry');
select pg_temp.run('2027-03-01 12:05Z');
select is((select result -> 'messages' from pg_temp.results where n = 3), '[]'::jsonb, 'once: not again that day');
select pg_temp.run('2027-03-10 08:05Z');
select is(pg_temp.documents('cd-rae@example.test'), '{}', '21 days before: no stage');
select pg_temp.run('2027-03-17 08:05Z');
select is(pg_temp.documents('cd-rae@example.test'), array['Quality certificate document-expiry 14'], '14 days before');
select pg_temp.run('2027-03-24 08:05Z');
select is(pg_temp.documents('cd-rae@example.test'), array['Quality certificate document-expiry 7'], '7 days before');
select pg_temp.run('2027-03-27 08:05Z');
select is(pg_temp.documents('cd-rae@example.test'), '{}', '4 days before: the last stage was sent');
select pg_temp.run('2027-04-01 08:05Z');
select is(pg_temp.documents('cd-rae@example.test'), '{}', 'the day after the expiry: an expired document is not mailed');
update public.company_documents set expires_on = '2027-04-10' where id = 'f3400000-0000-4000-8000-0000000000f1';
select pg_temp.run('2027-04-02 08:05Z');
select is(pg_temp.documents('cd-rae@example.test'), array['Quality certificate document-expiry 8'],
  'renewed to 10 April: re-armed for the new date, at its current stage (14 days before, caught up)');
select ok(not exists (select 1 from pg_temp.results r, jsonb_array_elements(r.result -> 'messages') m
                      where m ->> 'to' in ('cd-meg@example.test', 'cd-max@example.test', 'cd-uma@example.test')
                        and m::text like '%document-expiry%'),
  'managers and users get no company document reminder');
select ok(exists (select 1 from pg_temp.results r, jsonb_array_elements(r.result -> 'messages') m
                  where m ->> 'to' = 'cd-ada@example.test' and m::text like '%ISO 9001 certificate%')
      and not exists (select 1 from pg_temp.results r, jsonb_array_elements(r.result -> 'messages') m
                      where (m ->> 'to' = 'cd-ada@example.test' and m::text like '%Quality certificate%')
                         or (m ->> 'to' = 'cd-rae@example.test' and m::text like '%ISO 9001%')),
  'each admin is reminded of their own workspace''s documents only');
select is((select array_agg(g.offset_days order by g.due_date, g.offset_days desc) from private.reminder_log g
           where g.item_kind = 'document-expiry' and g.item_id = 'f3400000-0000-4000-8000-0000000000f1'),
  array[30, 14, 7, 14], 'the ledger: 30, 14 and 7 for 31 March, then 14 for 10 April');

select * from finish();
rollback;
