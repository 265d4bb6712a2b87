-- The tender-documents bucket: its limits, and every policy on storage.objects for a
-- manager and a user of the tender's workspace, a member of another workspace, and anon —
-- read, upload, overwrite, rename, delete, and paths that try to leave the tender's folder.
-- Plus the two read functions the app calls. Storage names the operation of each request in
-- the setting storage.operation (pg_temp.during below): objects are read only while they are
-- written (docs/security-checks.md G1, G2).
begin;
create extension if not exists pgtap with schema extensions;

select plan(39);

select results_eq(
  $$select public, file_size_limit, 'application/pdf' = any (allowed_mime_types),
           'application/x-msdownload' = any (allowed_mime_types)
    from storage.buckets where id = 'tender-documents'$$,
  $$values (false, 26214400::bigint, true, false)$$,
  'tender-documents is private, 25 MB per file, PDFs in, executables out');
select policies_are('storage', 'objects',
  array(select policyname::text from pg_catalog.pg_policies where schemaname = 'storage' and tablename = 'objects'
        and policyname not like 'tender_documents_%'
        union all select unnest(array['tender_documents_select_while_writing', 'tender_documents_insert_members',
                                      'tender_documents_update_editors', 'tender_documents_delete_editors'])),
  'the four tender-documents policies exist (one per command)');
select is_empty($$
  select policyname from pg_catalog.pg_policies
  where schemaname = 'storage' and tablename = 'objects' and policyname like 'tender_documents_%'
    and roles <> array['authenticated']::name[]
$$, 'every tender-documents policy applies to authenticated only');

-- Fixtures: Docs Co (manager M, user U) with tender T; Other Co (admin O) with tender P.
select tests.create_user('docs-m@example.test', '{"full_name": "Mia Manager", "company": "Docs Co"}',
                         'd0c00000-0000-4000-8000-000000000001');
select tests.create_user('docs-u@example.test', '{"full_name": "Udo User"}', 'd0c00000-0000-4000-8000-000000000002');
select tests.create_user('docs-o@example.test', '{"full_name": "Olga Other", "company": "Other Co"}',
                         'd0c00000-0000-4000-8000-000000000003');

-- Mia's own workspace becomes Docs Co with her as admin; Udo joins as a user.
select tests.add_member(tests.workspace_named('Docs Co'), 'd0c00000-0000-4000-8000-000000000002', 'user');
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title)
values ('d0c00000-0000-4000-8000-0000000000a1', tests.workspace_named('Docs Co'), 'd0c00000-0000-4000-8000-000000000001', 'D-1', 'C', 'T'),
       ('d0c00000-0000-4000-8000-0000000000b1', tests.workspace_named('Other Co'), 'd0c00000-0000-4000-8000-000000000003', 'O-1', 'C', 'P');

create function pg_temp.doc(p_ws uuid, p_tender text, p_file text) returns text language sql as
  $$ select p_ws || '/' || p_tender || '/' || p_file $$;
create function pg_temp.put(p_name text) returns text language sql as $$
  insert into storage.objects (bucket_id, name, owner, metadata)
  values ('tender-documents', p_name, (current_setting('request.jwt.claims')::jsonb ->> 'sub')::uuid,
          '{"size": 10, "mimetype": "application/pdf"}'::jsonb)
  returning name $$;
-- Acts as Storage's route `operation` would (null: no Storage operation, e.g. plain SQL).
create function pg_temp.during(p_operation text) returns text language sql as
  $$ select set_config('storage.operation', coalesce(p_operation, ''), true) $$;

-- Upload ------------------------------------------------------------------------------
select pg_temp.during('storage.object.upload');
select tests.authenticate_as('d0c00000-0000-4000-8000-000000000002');
select lives_ok($$select pg_temp.put(pg_temp.doc(tests.workspace_named('Docs Co'), 'd0c00000-0000-4000-8000-0000000000a1', 'notice.pdf'))$$,
  'a user of the workspace uploads to its tender''s folder');
select tests.authenticate_as('d0c00000-0000-4000-8000-000000000001');
select lives_ok(
  $$select pg_temp.put(pg_temp.doc(tests.workspace_named('Docs Co'), 'd0c00000-0000-4000-8000-0000000000a1', 'prices.xlsx'))$$,
  'the manager/admin uploads too');
select throws_ok($$select pg_temp.put(pg_temp.doc(tests.workspace_named('Docs Co'), 'd0c00000-0000-4000-8000-0000000000b1', 'x.pdf'))$$,
  '42501', null, 'not under another workspace''s tender, even inside your own workspace folder');
select throws_ok($$select pg_temp.put(pg_temp.doc(tests.workspace_named('Other Co'), 'd0c00000-0000-4000-8000-0000000000b1', 'x.pdf'))$$,
  '42501', null, 'not into a workspace you are not a member of');
select throws_ok($$select pg_temp.put(tests.workspace_named('Docs Co') || '/d0c00000-0000-4000-8000-0000000000a1/../../'
                                        || tests.workspace_named('Other Co') || '/x.pdf')$$,
  '42501', null, 'path traversal with .. is refused');
select throws_ok($$select pg_temp.put(tests.workspace_named('Docs Co') || '/notice.pdf')$$,
  '42501', null, 'not at the workspace root (a tender folder is required)');
select throws_ok($$select pg_temp.put(tests.workspace_named('Docs Co') || '/d0c00000-0000-4000-8000-0000000000a1/sub/deep.pdf')$$,
  '42501', null, 'not in a deeper folder');

select tests.authenticate_as('d0c00000-0000-4000-8000-000000000003');
select throws_ok($$select pg_temp.put(pg_temp.doc(tests.workspace_named('Docs Co'), 'd0c00000-0000-4000-8000-0000000000a1', 'evil.pdf'))$$,
  '42501', null, 'a non-member cannot upload to the tender');
select lives_ok($$select pg_temp.put(pg_temp.doc(tests.workspace_named('Other Co'), 'd0c00000-0000-4000-8000-0000000000b1', 'own.pdf'))$$,
  'the other workspace''s admin uploads to their own tender');

-- Read --------------------------------------------------------------------------------
-- G2: nobody reads an object outside a write, so nobody signs, downloads or lists one through
-- Storage; the app's lists come from the definer functions below.
select pg_temp.during('storage.object.sign');
select is((select count(*)::int from storage.objects
           where bucket_id = 'tender-documents' and name like tests.workspace_named('Docs Co') || '/%'),
  0, 'a non-member sees none of the documents');
select tests.authenticate_as('d0c00000-0000-4000-8000-000000000002');
select is((select count(*)::int from storage.objects where bucket_id = 'tender-documents'), 0,
  'G2: a user cannot read a document to sign a link (storage.object.sign)');
select tests.authenticate_as('d0c00000-0000-4000-8000-000000000001');
select is((select count(*)::int from storage.objects where bucket_id = 'tender-documents'), 0,
  'G2: nor can the manager/admin');
select pg_temp.during('storage.object.get_authenticated');
select is((select count(*)::int from storage.objects where bucket_id = 'tender-documents'), 0,
  'G2: nor download one as themselves');
select pg_temp.during(null);
select is((select count(*)::int from storage.objects where bucket_id = 'tender-documents'), 0,
  'G2: nor read one outside Storage');
select tests.authenticate_as('d0c00000-0000-4000-8000-000000000002');
select results_eq(
  $$select name, size, mimetype, uploader_name from public.tender_documents('d0c00000-0000-4000-8000-0000000000a1') order by name$$,
  $$values ('notice.pdf', 10::bigint, 'application/pdf', 'Udo User'), ('prices.xlsx', 10::bigint, 'application/pdf', 'Mia Manager')$$,
  'tender_documents lists the files with who uploaded them');
select results_eq(
  $$select tender_id, documents from public.tender_document_counts(array['d0c00000-0000-4000-8000-0000000000a1',
    'd0c00000-0000-4000-8000-0000000000b1']::uuid[])$$,
  $$values ('d0c00000-0000-4000-8000-0000000000a1'::uuid, 2)$$,
  'tender_document_counts counts per tender, never another workspace''s');
select tests.authenticate_as('d0c00000-0000-4000-8000-000000000003');
select is_empty($$select * from public.tender_documents('d0c00000-0000-4000-8000-0000000000a1')$$,
  'tender_documents lists nothing of another workspace''s tender');

-- Overwrite and rename ----------------------------------------------------------------
-- G1: a user adds files but never replaces or renames one; nobody overwrites one in place.
select pg_temp.during('storage.object.upload');
select tests.authenticate_as('d0c00000-0000-4000-8000-000000000002');
select throws_ok(
  $$insert into storage.objects (bucket_id, name, owner, metadata, version)
    values ('tender-documents', pg_temp.doc(tests.workspace_named('Docs Co'), 'd0c00000-0000-4000-8000-0000000000a1', 'prices.xlsx'),
            'd0c00000-0000-4000-8000-000000000002', '{"size": 1}', '1')
    on conflict (bucket_id, name) do update set metadata = excluded.metadata, version = excluded.version$$,
  '42501', null, 'G1: a user cannot overwrite a document (an upload with x-upsert)');
select tests.authenticate_as('d0c00000-0000-4000-8000-000000000001');
select throws_ok(
  $$insert into storage.objects (bucket_id, name, owner, metadata, version)
    values ('tender-documents', pg_temp.doc(tests.workspace_named('Docs Co'), 'd0c00000-0000-4000-8000-0000000000a1', 'notice.pdf'),
            'd0c00000-0000-4000-8000-000000000001', '{"size": 1}', '1')
    on conflict (bucket_id, name) do update set metadata = excluded.metadata, version = excluded.version$$,
  '42501', 'A document is never overwritten: upload the new file under a new name',
  'G1: nor can the manager/admin: a replacement is a new object under a new name');
select pg_temp.during('storage.object.move');
select tests.authenticate_as('d0c00000-0000-4000-8000-000000000002');
select is_empty(
  $$update storage.objects set name = replace(name, 'notice.pdf', 'renamed.pdf')
    where bucket_id = 'tender-documents' and name like '%/notice.pdf' returning name$$,
  'G1: a user cannot rename a document');
select tests.authenticate_as('d0c00000-0000-4000-8000-000000000001');
select results_eq(
  $$update storage.objects set name = replace(name, 'notice.pdf', 'tender notice.pdf')
    where bucket_id = 'tender-documents' and name like '%/notice.pdf' returning storage.filename(name)$$,
  $$values ('tender notice.pdf')$$, 'the manager/admin renames a document within the tender''s folder');
select throws_ok(
  $$update storage.objects set name = pg_temp.doc(tests.workspace_named('Other Co'), 'd0c00000-0000-4000-8000-0000000000b1', 'moved.pdf')
    where bucket_id = 'tender-documents' and name like '%/prices.xlsx'$$,
  '42501', null, 'a document cannot be moved into another workspace');
select tests.authenticate_as('d0c00000-0000-4000-8000-000000000003');
select is_empty($$update storage.objects set name = name || '.x' where bucket_id = 'tender-documents'
    and name like tests.workspace_named('Docs Co') || '/%' returning name$$, 'a non-member renames nothing');

-- Delete ------------------------------------------------------------------------------
select pg_temp.during('storage.object.delete_many');
select is_empty($$delete from storage.objects
                  where bucket_id = 'tender-documents' and name like tests.workspace_named('Docs Co') || '/%' returning name$$,
  'a non-member deletes nothing');
select tests.authenticate_as('d0c00000-0000-4000-8000-000000000002');
select is_empty($$delete from storage.objects where bucket_id = 'tender-documents' returning name$$,
  'a user cannot delete documents (only those who may edit the tender)');
select tests.authenticate_as('d0c00000-0000-4000-8000-000000000001');
select results_eq($$delete from storage.objects where bucket_id = 'tender-documents' and name like '%/prices.xlsx' returning storage.filename(name)$$,
  $$values ('prices.xlsx')$$, 'the manager/admin deletes a document');

-- Anon --------------------------------------------------------------------------------
select pg_temp.during('storage.object.upload');
select tests.authenticate_as_anon();
select is((select count(*)::int from storage.objects where bucket_id = 'tender-documents'), 0, 'anon sees no document');
select throws_ok($$insert into storage.objects (bucket_id, name) values ('tender-documents',
    pg_temp.doc(tests.workspace_named('Docs Co'), 'd0c00000-0000-4000-8000-0000000000a1', 'anon.pdf'))$$, '42501', null,
  'anon cannot upload');
select is_empty($$delete from storage.objects where bucket_id = 'tender-documents' returning name$$, 'anon deletes nothing');
select throws_ok($$select * from public.tender_documents('d0c00000-0000-4000-8000-0000000000a1')$$, '42501', null,
  'anon cannot call tender_documents');
select tests.clear_authentication();

-- The public functions are invoker, with an empty search_path; the lists they return are the
-- definer functions' in private, which check membership themselves.
select is_empty($$
  select p.proname from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where (n.nspname, p.proname) in (('public', 'tender_documents'), ('public', 'tender_document_counts'),
                                    ('private', 'tender_document_path_ok'))
    and (p.prosecdef or not ('search_path=""' = any (p.proconfig)))
$$, 'the document functions are security invoker with search_path = ''''');
select ok((select bool_and(p.prosecdef) from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
           where n.nspname = 'private' and p.proname in ('tender_documents', 'tender_document_counts', 'can_open_document')),
  'the lists and the link check read the objects as their owner');
select function_privs_are('private', 'tender_document_path_ok', array['text', 'workspace_role[]'], 'anon', array[]::text[],
  'anon cannot execute the path check');
select function_privs_are('public', 'tender_document_counts', array['uuid[]'], 'authenticated', array['EXECUTE'],
  'authenticated may count documents');
select has_function('public', 'tender_documents', array['uuid'], 'tender_documents(uuid) exists');
select has_function('public', 'tender_document_counts', array['uuid[]'], 'tender_document_counts(uuid[]) exists');

select * from finish();
rollback;
