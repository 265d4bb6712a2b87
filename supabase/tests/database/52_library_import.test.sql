-- Importing library entries (supabase/schemas/16_library_import.sql): one call imports all or
-- nothing, owned by the importer as drafts; categories matched by name and added only by
-- admins and managers; duplicates skipped; roles, another workspace and the row limit.
begin;
create extension if not exists pgtap with schema extensions;

select plan(19);

-- "LI One": Ada (admin), Uma (user). "LI Other": Oli (admin).
select tests.create_user('li-ada@example.test', '{"full_name": "Ada Admin", "company": "LI One"}',
                         'f5200000-0000-4000-8000-00000000000a');
select tests.create_user('li-uma@example.test', '{"full_name": "Uma User"}', 'f5200000-0000-4000-8000-00000000000c');
select tests.create_user('li-oli@example.test', '{"full_name": "Oli Other", "company": "LI Other"}',
                         'f5200000-0000-4000-8000-00000000000d');
select tests.add_member(tests.workspace_named('LI One'), 'f5200000-0000-4000-8000-00000000000c', 'user');
create function pg_temp.count_answers() returns integer language sql security definer set search_path = '' as $$
  select count(*)::integer from public.answers a
  where a.workspace_id = (select w.id from public.workspaces w where w.name = 'LI One')
$$;

-- Uma (a user) imports drafts; an unknown category is left empty, a known one matched in any case.
select tests.authenticate_as('f5200000-0000-4000-8000-00000000000c');
select is(
  public.import_answers(tests.workspace_named('LI One'), $$[
    {"line": 2, "title": "Quality policy", "body": "We hold **ISO 9001**.", "category": "  quality ", "tags": ["iso", "quality"]},
    {"line": 3, "title": "Carbon plan", "body": "Net zero by 2040.", "category": "Carbon", "tags": []}
  ]$$::jsonb),
  '{"imported": 2, "skipped": 0, "categories_created": []}'::jsonb,
  'a user imports two entries');
select results_eq(
  $$select a.title, a.status::text, a.owner_id, c.name, a.tags from public.answers a
    left join public.answer_categories c on c.id = a.category_id order by a.title$$,
  $$values ('Carbon plan', 'draft', 'f5200000-0000-4000-8000-00000000000c'::uuid, null::text, '{}'::text[]),
           ('Quality policy', 'draft', 'f5200000-0000-4000-8000-00000000000c'::uuid, 'Quality', array['iso', 'quality'])$$,
  'drafts owned by the importer; the category matched by name; an unknown one left empty for a user');
select is((select count(*)::int from public.answer_categories where name = 'Carbon'), 0,
  'a user adds no category');
select throws_ok(
  $$select public.import_answers(tests.workspace_named('LI One'), '[{"line": 2, "title": "A", "body": "B"}]', 'approved')$$,
  '42501', 'Only admins and managers import approved answers', 'a user cannot import approved answers');
select throws_ok(
  $$select public.import_answers(tests.workspace_named('LI One'), '[{"line": 2, "title": "A", "body": "B"}]', 'archived')$$,
  '22023', null, 'nor archived ones');

-- All or nothing: a bad entry late in the file refuses the whole import, naming its line.
select throws_ok(
  $$select public.import_answers(tests.workspace_named('LI One'), $j$[
      {"line": 2, "title": "Fine one", "body": "Text"},
      {"line": 3, "title": "", "body": "Text"}]$j$)$$,
  '22023', 'Line 3: the question is empty', 'an empty question refuses the import');
select throws_ok(
  $$select public.import_answers(tests.workspace_named('LI One'),
      pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object('line', 2, 'title', 'Fine one', 'body', 'Text'),
        pg_catalog.jsonb_build_object('line', 7, 'title', pg_catalog.repeat('x', 301), 'body', 'Text')))$$,
  '22023', 'Line 7: the question is longer than 300 characters', 'a question over 300 characters refuses it');
select throws_ok(
  $$select public.import_answers(tests.workspace_named('LI One'),
      pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object('line', 4, 'title', 'Long', 'body', pg_catalog.repeat('x', 50001))))$$,
  '22023', 'Line 4: the answer is longer than 50,000 characters', 'an answer over 50,000 characters refuses it');
select throws_ok(
  $$select public.import_answers(tests.workspace_named('LI One'), '[{"line": 5, "title": "No text", "body": "  "}]')$$,
  '22023', 'Line 5: the answer is empty', 'an empty answer refuses it');
select is(pg_temp.count_answers(), 2, 'nothing of a refused import was saved');

-- The limit: at most 500 entries a call.
select throws_ok(
  $$select public.import_answers(tests.workspace_named('LI One'),
      (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('line', i, 'title', 'T' || i, 'body', 'B'))
       from pg_catalog.generate_series(1, 501) i))$$,
  '22023', 'An import is 1 to 500 answers', 'at most 500 entries in one import');

-- Duplicates: the wizard's flag, and skipped (the library's and an earlier entry's title).
select is(public.existing_answer_titles(tests.workspace_named('LI One'), array['QUALITY POLICY ', 'New one']),
  array['QUALITY POLICY '], 'existing titles are found trimmed and case-insensitively');
select is(
  public.import_answers(tests.workspace_named('LI One'), $$[
    {"line": 2, "title": "quality policy", "body": "Again"},
    {"line": 3, "title": "Site safety", "body": "Text"},
    {"line": 4, "title": "Site Safety", "body": "Repeat"}]$$::jsonb),
  '{"imported": 1, "skipped": 2, "categories_created": []}'::jsonb,
  'titles the library has, or an earlier entry has, are skipped');
select is(
  public.import_answers(tests.workspace_named('LI One'), '[{"line": 2, "title": "Site safety", "body": "Kept too"}]',
                        p_skip_duplicates => false),
  '{"imported": 1, "skipped": 0, "categories_created": []}'::jsonb,
  'or imported when the importer asks');

-- An admin may import approved entries and adds the categories the workspace lacks.
select tests.authenticate_as('f5200000-0000-4000-8000-00000000000a');
select is(
  public.import_answers(tests.workspace_named('LI One'), $$[
    {"line": 2, "title": "Bridge works", "body": "Text", "category": "Civils"},
    {"line": 3, "title": "Road works", "body": "Text", "category": "CIVILS"}]$$::jsonb, 'approved'),
  '{"imported": 2, "skipped": 0, "categories_created": ["Civils"]}'::jsonb,
  'an admin imports approved entries; an unknown category is added once');
select results_eq(
  $$select a.status::text, c.name from public.answers a join public.answer_categories c on c.id = a.category_id
    where a.title in ('Bridge works', 'Road works')$$,
  $$values ('approved', 'Civils'), ('approved', 'Civils')$$, 'both in the new category, approved');

-- Another workspace: Oli cannot import into LI One, nor see its titles.
select tests.authenticate_as('f5200000-0000-4000-8000-00000000000d');
select throws_ok(
  $$select public.import_answers(tests.workspace_named('LI One'), '[{"line": 2, "title": "A", "body": "B"}]')$$,
  '42501', 'Only members of the workspace import answers', 'another workspace''s member cannot import');
select is(public.existing_answer_titles(tests.workspace_named('LI One'), array['Quality policy']), '{}'::text[],
  'nor learn its titles');
select tests.authenticate_as_anon();
select throws_ok(
  $$select public.import_answers(tests.workspace_named('LI One'), '[{"line": 2, "title": "A", "body": "B"}]')$$,
  '42501', null, 'anon cannot import');

select * from finish();
rollback;
