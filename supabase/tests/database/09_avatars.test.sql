-- The `avatars` bucket: its limits, and every policy on storage.objects for the
-- owner of a folder, another user and anon — read, upload, overwrite, delete, and paths
-- outside one's own folder (another user's folder, the bucket's root, another bucket).
-- Requests are simulated the way the Storage service runs them: the caller's role and JWT
-- claims (tests.authenticate_as). (Public photos are served by the public URL, which
-- skips RLS.)
begin;
create extension if not exists pgtap with schema extensions;

select plan(38);

-- Fixtures (as the session user, which bypasses RLS) --------------------------------

select tests.create_user('avatar-a@example.test', '{"full_name": "Avery Owner"}', 'a9000000-0000-4000-8000-000000000001');
select tests.create_user('avatar-b@example.test', '{"full_name": "Blake Other"}', 'a9000000-0000-4000-8000-000000000002');

-- Another bucket, to show the avatar policies grant nothing outside `avatars`.
insert into storage.buckets (id, name, public) values ('tap-other', 'tap-other', false);

-- B's photo, already there.
insert into storage.objects (bucket_id, name, owner, metadata)
values ('avatars', 'a9000000-0000-4000-8000-000000000002/avatar-1.webp',
        'a9000000-0000-4000-8000-000000000002', '{"mimetype": "image/webp", "size": 10}');

-- The bucket -------------------------------------------------------------------------

select results_eq(
  $$select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'avatars'$$,
  $$values (true, 2097152::bigint, array['image/jpeg', 'image/png', 'image/webp'])$$,
  'avatars is public, limited to 2 MB of JPEG, PNG or WebP');

select policy_cmd_is('storage', 'objects', 'avatars_select_own', 'select', 'select policy');
select policy_cmd_is('storage', 'objects', 'avatars_insert_own', 'insert', 'insert policy');
select policy_cmd_is('storage', 'objects', 'avatars_update_own', 'update', 'update policy');
select policy_cmd_is('storage', 'objects', 'avatars_delete_own', 'delete', 'delete policy');
select policy_roles_are('storage', 'objects', 'avatars_select_own', array['authenticated'], 'select: authenticated only');
select policy_roles_are('storage', 'objects', 'avatars_insert_own', array['authenticated'], 'insert: authenticated only');
select policy_roles_are('storage', 'objects', 'avatars_update_own', array['authenticated'], 'update: authenticated only');
select policy_roles_are('storage', 'objects', 'avatars_delete_own', array['authenticated'], 'delete: authenticated only');

-- The owner: their own folder ----------------------------------------------------------

select tests.authenticate_as('a9000000-0000-4000-8000-000000000001');

select results_eq(
  $$insert into storage.objects (bucket_id, name, owner, metadata)
    values ('avatars', 'a9000000-0000-4000-8000-000000000001/avatar-1.webp',
            'a9000000-0000-4000-8000-000000000001', '{"mimetype": "image/webp", "size": 20}')
    returning name$$,
  $$values ('a9000000-0000-4000-8000-000000000001/avatar-1.webp')$$,
  'owner: uploads into their own folder');
select results_eq(
  $$select name from storage.objects where bucket_id = 'avatars'$$,
  $$values ('a9000000-0000-4000-8000-000000000001/avatar-1.webp')$$,
  'owner: reads only their own folder through the API');
select results_eq(
  $$update storage.objects set metadata = '{"mimetype": "image/webp", "size": 30}'
    where bucket_id = 'avatars' and name = 'a9000000-0000-4000-8000-000000000001/avatar-1.webp'
    returning (metadata->>'size')::int$$,
  $$values (30)$$,
  'owner: overwrites their own photo (upsert)');
select lives_ok(
  $$insert into storage.objects (bucket_id, name, owner)
    values ('avatars', 'a9000000-0000-4000-8000-000000000001/avatar-2.webp', 'a9000000-0000-4000-8000-000000000001')$$,
  'owner: adds a second photo (the replacement) in their own folder');
select results_eq(
  $$delete from storage.objects
    where bucket_id = 'avatars' and name = 'a9000000-0000-4000-8000-000000000001/avatar-1.webp'
    returning name$$,
  $$values ('a9000000-0000-4000-8000-000000000001/avatar-1.webp')$$,
  'owner: deletes their previous photo');

-- The owner: paths outside their folder -------------------------------------------------

select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('avatars', 'a9000000-0000-4000-8000-000000000002/mine.webp')$$,
  '42501', null, 'owner: cannot upload into another user''s folder');
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('avatars', 'avatar.webp')$$,
  '42501', null, 'owner: cannot upload at the bucket''s root');
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('avatars', 'photos/a9000000-0000-4000-8000-000000000001/x.webp')$$,
  '42501', null, 'owner: cannot upload into a folder merely containing their id');
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('tap-other', 'a9000000-0000-4000-8000-000000000001/x.webp')$$,
  '42501', null, 'owner: their folder in another bucket is not theirs through these policies');
select throws_ok(
  $$update storage.objects set name = 'a9000000-0000-4000-8000-000000000002/avatar-9.webp'
    where bucket_id = 'avatars' and name = 'a9000000-0000-4000-8000-000000000001/avatar-2.webp'$$,
  '42501', null, 'owner: cannot move their photo into another user''s folder');
select throws_ok(
  $$update storage.objects set bucket_id = 'tap-other'
    where bucket_id = 'avatars' and name = 'a9000000-0000-4000-8000-000000000001/avatar-2.webp'$$,
  '42501', null, 'owner: cannot move their photo into another bucket');
select is_empty(
  $$select 1 from storage.objects where name like 'a9000000-0000-4000-8000-000000000002/%'$$,
  'owner: cannot read another user''s folder through the API');
select is_empty(
  $$update storage.objects set metadata = '{}'
    where bucket_id = 'avatars' and name = 'a9000000-0000-4000-8000-000000000002/avatar-1.webp' returning 1$$,
  'owner: overwriting another user''s photo touches 0 rows');
select is_empty(
  $$delete from storage.objects
    where bucket_id = 'avatars' and name = 'a9000000-0000-4000-8000-000000000002/avatar-1.webp' returning 1$$,
  'owner: deleting another user''s photo touches 0 rows');

-- Another user: nothing of A's folder --------------------------------------------------

select tests.authenticate_as('a9000000-0000-4000-8000-000000000002');

select is_empty(
  $$select 1 from storage.objects where name like 'a9000000-0000-4000-8000-000000000001/%'$$,
  'other: cannot read A''s folder');
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('avatars', 'a9000000-0000-4000-8000-000000000001/avatar-2.webp')$$,
  '42501', null, 'other: cannot upload into A''s folder');
select is_empty(
  $$update storage.objects set metadata = '{"size": 1}'
    where bucket_id = 'avatars' and name = 'a9000000-0000-4000-8000-000000000001/avatar-2.webp' returning 1$$,
  'other: overwriting A''s photo touches 0 rows');
select is_empty(
  $$update storage.objects set name = 'a9000000-0000-4000-8000-000000000002/stolen.webp'
    where bucket_id = 'avatars' and name = 'a9000000-0000-4000-8000-000000000001/avatar-2.webp' returning 1$$,
  'other: moving A''s photo into their own folder touches 0 rows');
select is_empty(
  $$delete from storage.objects
    where bucket_id = 'avatars' and name = 'a9000000-0000-4000-8000-000000000001/avatar-2.webp' returning 1$$,
  'other: deleting A''s photo touches 0 rows');
select results_eq(
  $$select name from storage.objects where bucket_id = 'avatars'$$,
  $$values ('a9000000-0000-4000-8000-000000000002/avatar-1.webp')$$,
  'other: sees only their own photo');
select results_eq(
  $$update storage.objects set metadata = '{"size": 11}'
    where bucket_id = 'avatars' and name = 'a9000000-0000-4000-8000-000000000002/avatar-1.webp'
    returning (metadata->>'size')::int$$,
  $$values (11)$$,
  'other: overwrites their own photo');

-- anon: nothing at all ------------------------------------------------------------------

select tests.authenticate_as_anon();

select is_empty($$select 1 from storage.objects where bucket_id = 'avatars'$$, 'anon: reads nothing through the API');
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('avatars', 'anon/avatar.webp')$$,
  '42501', null, 'anon: cannot upload');
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('avatars', 'a9000000-0000-4000-8000-000000000001/anon.webp')$$,
  '42501', null, 'anon: cannot upload into a user''s folder');
select is_empty(
  $$update storage.objects set metadata = '{}' where bucket_id = 'avatars' returning 1$$,
  'anon: overwriting touches 0 rows');
select is_empty($$delete from storage.objects where bucket_id = 'avatars' returning 1$$, 'anon: deleting touches 0 rows');

-- Nothing above changed what it should not ----------------------------------------------

select tests.clear_authentication();

select results_eq(
  $$select name, (metadata->>'size')::int from storage.objects where bucket_id = 'avatars' order by name$$,
  $$values ('a9000000-0000-4000-8000-000000000001/avatar-2.webp', null::int),
           ('a9000000-0000-4000-8000-000000000002/avatar-1.webp', 11)$$,
  'after everything: A''s replacement and B''s photo, each changed only by its owner');

-- The owner can clear their folder entirely (Remove photo).
select tests.authenticate_as('a9000000-0000-4000-8000-000000000001');
select results_eq(
  $$delete from storage.objects where bucket_id = 'avatars' returning name$$,
  $$values ('a9000000-0000-4000-8000-000000000001/avatar-2.webp')$$,
  'owner: removing deletes only their own photo, even without a name filter');
select tests.clear_authentication();
select results_eq(
  $$select count(*)::int from storage.objects where bucket_id = 'avatars'$$,
  $$values (1)$$,
  'B''s photo is still there');

select * from finish();
rollback;
