-- The answer library (supabase/schemas/14_library.sql; docs/product.md § Answer library):
-- categories per workspace with their defaults, RLS (another workspace sees and touches
-- nothing; a user proposes and edits drafts but cannot approve or archive; admins and
-- managers approve), a version kept on every edit and restorable.
begin;
create extension if not exists pgtap with schema extensions;

select plan(23);

select policies_are('public', 'answers', array['answers_select_members', 'answers_insert_members',
  'answers_update_members', 'answers_delete_managers'], 'the library''s policies: one per command');
select policies_are('public', 'answer_versions', array['answer_versions_select_members'],
  'versions are read only: the trigger writes them');

-- Fixtures: "AL One": Ada (admin), Max (manager), Uma (user). "AL Other": Oli (admin).
select tests.create_user('al-ada@example.test', '{"full_name": "Ada Admin", "company": "AL One"}',
                         'f4800000-0000-4000-8000-00000000000a');
select tests.create_user('al-max@example.test', '{"full_name": "Max Manager"}', 'f4800000-0000-4000-8000-00000000000b');
select tests.create_user('al-uma@example.test', '{"full_name": "Uma User"}', 'f4800000-0000-4000-8000-00000000000c');
select tests.create_user('al-oli@example.test', '{"full_name": "Oli Other", "company": "AL Other"}',
                         'f4800000-0000-4000-8000-00000000000d');
select tests.add_member(tests.workspace_named('AL One'), 'f4800000-0000-4000-8000-00000000000b', 'manager');
select tests.add_member(tests.workspace_named('AL One'), 'f4800000-0000-4000-8000-00000000000c', 'user');
create function pg_temp.answer(p_title text) returns uuid language sql security definer set search_path = '' as $$
  select a.id from public.answers a where a.title = p_title
$$;

select results_eq(
  $$select string_agg(name, ', ' order by position) from public.answer_categories
    where workspace_id = tests.workspace_named('AL One')$$,
  $$values ('Quality, Health and safety, Environment, Social value, Experience, Company, CVs, Pricing notes')$$,
  'a new workspace starts with the default categories');

-- Uma (a user) proposes a draft; she cannot write one approved.
select tests.authenticate_as('f4800000-0000-4000-8000-00000000000c');
select lives_ok(
  $$insert into public.answers (workspace_id, title, body, tags, category_id)
    values (tests.workspace_named('AL One'), 'Quality policy',
            'We hold **ISO 9001**.', array['iso', ' quality ', 'iso'],
            (select id from public.answer_categories where name = 'Quality'
               and workspace_id = tests.workspace_named('AL One')))$$,
  'a user proposes a draft');
select throws_ok(
  $$insert into public.answers (workspace_id, title, status) values (tests.workspace_named('AL One'), 'Sneaky', 'approved')$$,
  '42501', null, 'a user cannot add an approved answer');
select results_eq($$select tags from public.answers where id = pg_temp.answer('Quality policy')$$,
  $$values (array['iso', 'quality'])$$, 'tags are trimmed and kept once each');
select lives_ok($$update public.answers set body = 'We hold ISO 9001:2015.' where id = pg_temp.answer('Quality policy')$$,
  'a user edits a draft');
select is((select count(*)::int from public.answer_versions where answer_id = pg_temp.answer('Quality policy')), 1,
  'the edit kept one version');
select results_eq(
  $$select body, written_by, replaced_by from public.answer_versions where answer_id = pg_temp.answer('Quality policy')$$,
  $$values ('We hold **ISO 9001**.', 'f4800000-0000-4000-8000-00000000000c'::uuid, 'f4800000-0000-4000-8000-00000000000c'::uuid)$$,
  'the version holds the previous text, who wrote it and who replaced it');
select throws_ok($$update public.answers set status = 'approved' where id = pg_temp.answer('Quality policy')$$,
  '42501', null, 'a user cannot approve');
select is((select status::text from public.answers where id = pg_temp.answer('Quality policy')), 'draft', 'still a draft');
select throws_ok(
  $$insert into public.answer_categories (workspace_id, name) values (tests.workspace_named('AL One'), 'Mine')$$,
  '42501', null, 'a user cannot edit the categories');
select throws_ok(
  $$insert into public.answer_versions (answer_id, workspace_id, title, body, tags, status, written_at)
    values (pg_temp.answer('Quality policy'), tests.workspace_named('AL One'), 'x', 'x', '{}', 'draft', now())$$,
  '42501', null, 'nobody writes a version directly');

-- Max (a manager) approves; then Uma can no longer edit it.
select tests.authenticate_as('f4800000-0000-4000-8000-00000000000b');
select lives_ok($$update public.answers set status = 'approved' where id = pg_temp.answer('Quality policy')$$,
  'a manager approves');
select lives_ok(
  $$insert into public.answer_categories (workspace_id, name) values (tests.workspace_named('AL One'), 'Method statements')$$,
  'a manager adds a category');
select throws_ok(
  $$insert into public.answer_categories (workspace_id, name) values (tests.workspace_named('AL One'), ' quality ')$$,
  '23505', null, 'a category name is used once per workspace, whatever its case');
select tests.authenticate_as('f4800000-0000-4000-8000-00000000000c');
select is_empty($$update public.answers set body = 'changed' where id = pg_temp.answer('Quality policy') returning id$$,
  'a user cannot edit an approved answer');

-- Restoring puts the first text back as a new edit (as the manager).
select tests.authenticate_as('f4800000-0000-4000-8000-00000000000b');
select is(
  (public.restore_answer_version((select id from public.answer_versions
     where answer_id = pg_temp.answer('Quality policy') and body = 'We hold **ISO 9001**.'))).body,
  'We hold **ISO 9001**.', 'a version is restored');
select is((select count(*)::int from public.answer_versions where answer_id = pg_temp.answer('Quality policy')), 3,
  'the edit, the approval and the restore each kept a version');

-- Oli (another workspace) sees and touches nothing.
select tests.authenticate_as('f4800000-0000-4000-8000-00000000000d');
select is_empty($$select id from public.answers where workspace_id = tests.workspace_named('AL One')$$,
  'another workspace sees no answers');
select is_empty($$select id from public.answer_versions where workspace_id = tests.workspace_named('AL One')$$,
  'another workspace sees no versions');
select is_empty($$update public.answers set title = 'x' where id = pg_temp.answer('Quality policy') returning id$$,
  'another workspace cannot edit');
select throws_ok(
  $$insert into public.answers (workspace_id, title) values (tests.workspace_named('AL One'), 'Intruder')$$,
  '42501', null, 'another workspace cannot add');

select * from finish();
rollback;
