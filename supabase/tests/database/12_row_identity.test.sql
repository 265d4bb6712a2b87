-- Who a row says it is cannot be forged: a profile's email is the account's own address
-- (kept in step with auth.users, not writable by users), and tender and task ids are the
-- database's (not chosen on insert, never changed), so nobody can pose as a colleague in
-- the member list or confirm that another workspace's tender id exists.
begin;
create extension if not exists pgtap with schema extensions;

select plan(15);

-- Fixtures: Ida and Oren, each alone in the workspace sign-up gave them.
select tests.create_user('ida@example.test', '{"full_name": "Ida Ident"}', '1d000000-0000-4000-8000-000000000001');
select tests.create_user('other@example.test', '{"full_name": "Oren Other"}', '1d000000-0000-4000-8000-000000000002');

-- The other workspace's tender, whose id Ida may have learnt.
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title)
values ('1d000000-0000-4000-8000-0000000000b1', tests.workspace_of('1d000000-0000-4000-8000-000000000002'),
        '1d000000-0000-4000-8000-000000000002', 'O-1', 'C', 'Theirs'),
       ('1d000000-0000-4000-8000-0000000000a1', tests.workspace_of('1d000000-0000-4000-8000-000000000001'),
        '1d000000-0000-4000-8000-000000000001', 'I-1', 'C', 'Mine');

select tests.authenticate_as('1d000000-0000-4000-8000-000000000001');

-- The profile's email ----------------------------------------------------------------------
select throws_ok(
  $$update public.user_profiles set name = 'Dana Demo', email = 'demo@example.com'
    where id = '1d000000-0000-4000-8000-000000000001'$$,
  '42501', 'permission denied for table user_profiles',
  'a user cannot set the email their colleagues see');
select results_eq(
  $$update public.user_profiles set name = 'Ida I.', company = 'Ident Ltd', role = 'Estimator'
    where id = '1d000000-0000-4000-8000-000000000001' returning name, email$$,
  $$values ('Ida I.', 'ida@example.test')$$,
  'what Settings edits is still updated, and the email stays the account''s');
select throws_ok(
  $$update public.user_profiles set avatar = 'https://tracker.example/pixel.png'
    where id = '1d000000-0000-4000-8000-000000000001'$$,
  '23514', null, 'a profile photo cannot be any URL');
select throws_ok(
  $$update public.user_profiles set avatar = 'https://x.supabase.co/storage/v1/object/public/avatars/1d000000-0000-4000-8000-000000000002/avatar-1.webp'
    where id = '1d000000-0000-4000-8000-000000000001'$$,
  '23514', null, 'nor another user''s photo');
select results_eq(
  $$update public.user_profiles set avatar = 'https://x.supabase.co/storage/v1/object/public/avatars/1d000000-0000-4000-8000-000000000001/avatar-1.webp'
    where id = '1d000000-0000-4000-8000-000000000001' returning storage.filename(avatar)$$,
  $$values ('avatar-1.webp')$$, 'a photo in the user''s own avatars folder is saved');
select tests.clear_authentication();

update auth.users set email = 'ida.new@example.test' where id = '1d000000-0000-4000-8000-000000000001';
select is((select email from public.user_profiles where id = '1d000000-0000-4000-8000-000000000001'),
  'ida.new@example.test', 'a changed account address reaches the profile (trigger on auth.users)');
select trigger_is('auth', 'users', 'on_auth_user_email_changed', 'private', 'sync_profile_email',
  'the address is kept in step by on_auth_user_email_changed');
select is((select email from public.user_profiles where id = '1d000000-0000-4000-8000-000000000002'),
  'other@example.test', 'nobody else''s profile changes');

select tests.authenticate_as('1d000000-0000-4000-8000-000000000001');

-- Ids ------------------------------------------------------------------------------------
select throws_ok(
  $$update public.tenders set id = '1d000000-0000-4000-8000-0000000000b1'
    where id = '1d000000-0000-4000-8000-0000000000a1'$$,
  '42501', 'permission denied for table tenders',
  'changing a tender''s id to another workspace''s is refused before any uniqueness check (no 23505)');
select throws_ok(
  $$update public.tenders set id = gen_random_uuid() where id = '1d000000-0000-4000-8000-0000000000a1'$$,
  '42501', 'permission denied for table tenders',
  'and to a fresh id the same way: the answer says nothing about other rows');
select throws_ok(
  $$insert into public.tenders (id, reference_number, client, title)
    values ('1d000000-0000-4000-8000-0000000000b1', 'X', 'X', 'X') on conflict do nothing$$,
  '42501', 'permission denied for table tenders',
  'an insert with another workspace''s id (PostgREST''s ignore-duplicates upsert) is refused');
select throws_ok(
  $$insert into public.tenders (id, reference_number, client, title) values (gen_random_uuid(), 'X', 'X', 'X')$$,
  '42501', 'permission denied for table tenders',
  'and so is one with an unused id: existence cannot be told apart');
select throws_ok(
  $$insert into public.tasks (id, tender_id, name)
    values (gen_random_uuid(), '1d000000-0000-4000-8000-0000000000a1', 'T')$$,
  '42501', 'permission denied for table tasks',
  'task ids are the database''s too');
select throws_ok(
  $$update public.tasks set id = gen_random_uuid()$$,
  '42501', 'permission denied for table tasks',
  'and never change');
select results_eq(
  $$insert into public.tenders (reference_number, client, title) values ('I-2', 'C', 'New') returning title$$,
  $$values ('New')$$,
  'an insert without an id works as before');

select * from finish();
rollback;
