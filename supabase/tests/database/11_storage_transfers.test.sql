-- Objects never leave their bucket through the API, and are never copied by users: the
-- writes Storage makes to test a caller's move or copy (as the caller, before doing it as
-- its own role) are simulated here with `set local role` and the caller's claims. Policies
-- are OR-ed per command, so without private.guard_storage_object a move could pass the
-- tender-documents update policy on the old row and the avatars one on the new row, and a
-- copy needs only select on the source and insert on the destination. Also: a tender
-- document whose uploader is no longer a member is refused, whoever writes it (a signed
-- upload URL outlives membership).
begin;
create extension if not exists pgtap with schema extensions;

select plan(14);

-- Fixtures: Move Co (admin A, user U) with tender T and U's document on it.
select tests.create_user('move-a@example.test', '{"full_name": "Ada Admin", "company": "Move Co"}',
                         '5e000000-0000-4000-8000-000000000001');
select tests.create_user('move-u@example.test', '{"full_name": "Uma User"}', '5e000000-0000-4000-8000-000000000002');
select tests.add_member(tests.workspace_named('Move Co'), '5e000000-0000-4000-8000-000000000002', 'user');

-- A file in tender T's folder.
create function pg_temp.doc(p_file text) returns text language sql as
  $$ select tests.workspace_named('Move Co') || '/5e000000-0000-4000-8000-0000000000a1/' || p_file $$;

insert into public.tenders (id, workspace_id, user_id, reference_number, client, title)
values ('5e000000-0000-4000-8000-0000000000a1', tests.workspace_named('Move Co'), '5e000000-0000-4000-8000-000000000001', 'M-1', 'C', 'T');
-- A stored document carries the eTag of its bytes (what Storage writes once they are stored).
insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
values ('tender-documents', pg_temp.doc('bid.pdf'), '5e000000-0000-4000-8000-000000000002',
        '5e000000-0000-4000-8000-000000000002', '{"eTag": "\"abc\"", "size": 10, "mimetype": "image/png"}'),
       ('tender-documents', pg_temp.doc('old.pdf'), '5e000000-0000-4000-8000-000000000002',
        '5e000000-0000-4000-8000-000000000002', '{"eTag": "\"z\"", "size": 1}');

-- The admin, who may rename and delete, as Storage's move tests it (it reads the row first).
select set_config('storage.operation', 'storage.object.move', true);
select tests.authenticate_as('5e000000-0000-4000-8000-000000000001');

-- Move ----------------------------------------------------------------------------------
select throws_ok(
  $$update storage.objects set bucket_id = 'avatars', name = '5e000000-0000-4000-8000-000000000002/leak.png'
    where bucket_id = 'tender-documents' and name = pg_temp.doc('bid.pdf')$$,
  '42501', 'An object cannot move to another bucket',
  'an admin cannot move a document into the public avatars bucket (it would be published)');
select throws_ok(
  $$update storage.objects set bucket_id = 'avatars', name = '5e000000-0000-4000-8000-000000000002/gone.png'
    where bucket_id = 'tender-documents' and name = pg_temp.doc('bid.pdf')$$,
  '42501', null,
  'so nobody deletes a document by moving it where they may delete');
select results_eq(
  $$update storage.objects set name = pg_temp.doc('bid v2.pdf')
    where bucket_id = 'tender-documents' and name = pg_temp.doc('bid.pdf') returning storage.filename(name)$$,
  $$values ('bid v2.pdf')$$,
  'a rename within the bucket still works');

-- Copy ----------------------------------------------------------------------------------
select set_config('storage.operation', 'storage.object.copy', true);
select tests.authenticate_as('5e000000-0000-4000-8000-000000000002');
select throws_ok(
  $$insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
    values ('avatars', '5e000000-0000-4000-8000-000000000002/leak.png', '5e000000-0000-4000-8000-000000000002',
            '5e000000-0000-4000-8000-000000000002', '{"eTag": "\"abc\"", "size": 10, "mimetype": "image/png"}')$$,
  '42501', 'Objects cannot be copied',
  'a copy into avatars is refused (Storage tests it with the source''s stored metadata)');
select throws_ok(
  $$insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
    values ('tender-documents', pg_temp.doc('copy.pdf'), '5e000000-0000-4000-8000-000000000002',
            '5e000000-0000-4000-8000-000000000002', '{"eTag": "\"abc\"", "size": 10, "mimetype": "image/png"}')$$,
  '42501', 'Objects cannot be copied',
  'users do not copy within a bucket either');
select lives_ok(
  $$insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
    values ('avatars', '5e000000-0000-4000-8000-000000000002/avatar-1.webp', '5e000000-0000-4000-8000-000000000002',
            '5e000000-0000-4000-8000-000000000002', '{"mimetype": "image/webp", "contentLength": 10}')$$,
  'an upload is tested before its bytes are stored (type and length only) and passes');

-- anon gets no further.
reset role;
set local role anon;
select is_empty(
  $$update storage.objects set bucket_id = 'avatars' where bucket_id = 'tender-documents' returning name$$,
  'anon moves nothing (no policy lets it see an object)');

-- The service (superuser or service_role) still moves and copies: the guard is for API roles.
reset role;
set local role service_role;
select lives_ok(
  $$update storage.objects set bucket_id = 'avatars', name = 'service/moved.png'
    where bucket_id = 'tender-documents' and name = pg_temp.doc('bid v2.pdf')$$,
  'the service role may move between buckets');
select lives_ok(
  $$insert into storage.objects (bucket_id, name, metadata)
    values ('tender-documents', pg_temp.doc('seeded.pdf'), '{"eTag": "\"def\"", "size": 10}')$$,
  'the service role may write rows with stored metadata (seeds, Storage''s own writes)');
reset role;

-- Membership at write time ---------------------------------------------------------------
delete from public.workspace_members
where workspace_id = tests.workspace_named('Move Co') and user_id = '5e000000-0000-4000-8000-000000000002';

select throws_ok(
  $$insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
    values ('tender-documents', pg_temp.doc('late.pdf'), '5e000000-0000-4000-8000-000000000002',
            '5e000000-0000-4000-8000-000000000002', '{"eTag": "\"x\"", "size": 1}')$$,
  '42501', 'The uploader may not write to this workspace''s documents',
  'an upload landing after its uploader left the workspace is refused, even when Storage writes it itself');
select throws_ok(
  $$insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
    values ('tender-documents', pg_temp.doc('seeded.pdf'), '5e000000-0000-4000-8000-000000000002',
            '5e000000-0000-4000-8000-000000000002', '{"eTag": "\"x\"", "size": 1}')
    on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id$$,
  '42501', 'The uploader may not write to this workspace''s documents',
  'nor may a former member overwrite a document through a signed upload URL');
select lives_ok(
  $$insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
    values ('tender-documents', pg_temp.doc('current.pdf'), '5e000000-0000-4000-8000-000000000001',
            '5e000000-0000-4000-8000-000000000001', '{"eTag": "\"y\"", "size": 1}')$$,
  'a current member''s upload is written');

-- A former member's earlier document stays usable: the admin renames it.
select set_config('storage.operation', 'storage.object.move', true);
select tests.authenticate_as('5e000000-0000-4000-8000-000000000001');
select results_eq(
  $$update storage.objects set name = pg_temp.doc('old renamed.pdf')
    where bucket_id = 'tender-documents' and name = pg_temp.doc('old.pdf') returning storage.filename(name)$$,
  $$values ('old renamed.pdf')$$,
  'a former member''s document can still be renamed by the admin (only a new owner is checked)');
reset role;

select trigger_is('storage', 'objects', 'guard_storage_object', 'private', 'guard_storage_object',
  'the guard runs on every write to storage.objects');

select * from finish();
rollback;
