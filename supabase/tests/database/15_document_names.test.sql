-- A tender document keeps its file extension: a rename through the API (Storage's move runs
-- as the caller) may change the name before it, never drop or change the extension, so
-- 'site-photo.png' renamed to 'Site photo north gate' is refused and its download keeps
-- '.png'. A name without an extension ('README', 'Minutes 12.03.2026') cannot gain one.
-- The service role (Storage's own writes, seeds) is not held to it.
begin;
create extension if not exists pgtap with schema extensions;

select plan(10);

-- Fixtures: Name Co (admin A, user U) with tender T and three documents on it.
select tests.create_user('names-a@example.test', '{"full_name": "Ann Admin", "company": "Name Co"}',
                         '5a000000-0000-4000-8000-000000000001');
select tests.create_user('names-u@example.test', '{"full_name": "Ugo User"}', '5a000000-0000-4000-8000-000000000002');
select tests.add_member(tests.workspace_named('Name Co'), '5a000000-0000-4000-8000-000000000002', 'user');

create function pg_temp.doc(p_file text) returns text language sql as
  $$ select tests.workspace_named('Name Co') || '/5a000000-0000-4000-8000-0000000000a1/' || p_file $$;

insert into public.tenders (id, workspace_id, user_id, reference_number, client, title)
values ('5a000000-0000-4000-8000-0000000000a1', tests.workspace_named('Name Co'), '5a000000-0000-4000-8000-000000000001', 'N-1', 'C', 'T');
insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
select 'tender-documents', pg_temp.doc(file), '5a000000-0000-4000-8000-000000000002',
       '5a000000-0000-4000-8000-000000000002', pg_catalog.jsonb_build_object('size', 10, 'mimetype', type)
from (values ('site-photo.png', 'image/png'), ('Minutes 12.03.2026', 'text/plain'), ('plan.v2.PDF', 'application/pdf'))
  as f (file, type);

create function pg_temp.rename(p_from text, p_to text) returns text language sql as $$
  update storage.objects set name = pg_temp.doc(p_to)
  where bucket_id = 'tender-documents' and name = pg_temp.doc(p_from)
  returning storage.filename(name)
$$;

-- Renames are the admins' and managers' (Storage's move reads the row first).
select set_config('storage.operation', 'storage.object.move', true);
select tests.authenticate_as('5a000000-0000-4000-8000-000000000001');

select throws_ok($$select pg_temp.rename('site-photo.png', 'Site photo north gate')$$,
  '42501', 'A document keeps its file extension',
  'a rename that drops the extension is refused');
select throws_ok($$select pg_temp.rename('site-photo.png', 'site-photo.exe')$$,
  '42501', 'A document keeps its file extension',
  'a rename that changes the extension is refused');
select throws_ok($$select pg_temp.rename('site-photo.png', 'site-photo.PNG')$$,
  '42501', 'A document keeps its file extension',
  'the extension is kept exactly as stored (its case too)');
select throws_ok($$select pg_temp.rename('Minutes 12.03.2026', 'Minutes.exe')$$,
  '42501', 'A document keeps its file extension',
  'a name without an extension (digits after the dot are not one) cannot gain one');
select is(pg_temp.rename('site-photo.png', 'Site photo north gate.png'), 'Site photo north gate.png',
  'a rename that keeps the extension works');
select is(pg_temp.rename('plan.v2.PDF', 'Ground floor plan.PDF'), 'Ground floor plan.PDF',
  'only the last extension counts, kept as stored');
select is(pg_temp.rename('Minutes 12.03.2026', 'Minutes of 12 March'), 'Minutes of 12 March',
  'a name without an extension may be renamed to another without one');

-- The user who uploaded them may not rename at all.
select tests.authenticate_as('5a000000-0000-4000-8000-000000000002');
select is(pg_temp.rename('Site photo north gate.png', 'Site photo north gate 2.png'), null,
  'a user renames nothing, not even their own upload');

-- Storage's own writes (service role) are not API renames.
reset role;
set local role service_role;
select is(pg_temp.rename('Site photo north gate.png', 'restored'), 'restored',
  'the service role may rename freely');
reset role;

select is(
  (select array_agg(storage.filename(name) order by name) from storage.objects
   where bucket_id = 'tender-documents' and name like tests.workspace_named('Name Co') || '/%'),
  array['Ground floor plan.PDF', 'Minutes of 12 March', 'restored'],
  'what is stored after the renames');

select * from finish();
rollback;
