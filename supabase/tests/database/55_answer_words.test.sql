-- The library's word list (private.answer_words, supabase/schemas/14_library.sql) and the
-- misspellings it forgives: an entry's words join its workspace's list when it is written
-- (letters only, lower case, 3 to 40 long), an edit that leaves the text alone adds nothing,
-- nobody reads the list but the search, and a misspelt word finds entries by the words close
-- to it anywhere in their text, in their own workspace only, ranked below every text match.
begin;
create extension if not exists pgtap with schema extensions;

select plan(12);

-- "AW One": Ada (admin). "AW Other": Oli (admin).
select tests.create_user('aw-ada@example.test', '{"full_name": "Ada Words", "company": "AW One"}',
                         'f5500000-0000-4000-8000-00000000000a');
select tests.create_user('aw-oli@example.test', '{"full_name": "Oli Words", "company": "AW Other"}',
                         'f5500000-0000-4000-8000-00000000000b');

insert into public.answers (id, workspace_id, title, body, tags) values
  ('f5500000-0000-4000-8000-0000000000a1', tests.workspace_named('AW One'), 'Site set-up',
   'Every ASBESTOS survey is read before work starts; ISO 9001 audits yearly.', array['Surveys']),
  ('f5500000-0000-4000-8000-0000000000a2', tests.workspace_named('AW One'), 'Asbestos management plan',
   'Licensed contractors only.', '{}'),
  ('f5500000-0000-4000-8000-0000000000a3', tests.workspace_named('AW Other'), 'Scaffolding',
   'Inspected every week.', '{}');

select ok(
  (select pg_catalog.array_agg(word order by word) from private.answer_words
   where workspace_id = tests.workspace_named('AW One'))
  @> array['asbestos', 'audits', 'every', 'iso', 'read', 'set', 'site', 'survey', 'surveys', 'work'],
  'an entry''s words join its workspace''s list: title, answer and tags, lower case');
select is_empty(
  $$select word from private.answer_words where workspace_id = tests.workspace_named('AW One')
      and (word !~ '^[a-z]{3,40}$' or word in ('is', 'up'))$$,
  'letters only, 3 to 40 long (no numbers, no short words)');
select is(
  (select pg_catalog.count(*) from private.answer_words
   where workspace_id = tests.workspace_named('AW Other') and word in ('asbestos', 'survey')),
  0::bigint, 'another workspace''s list is its own');

delete from private.answer_words where workspace_id = tests.workspace_named('AW One');
update public.answers set status = 'approved' where id = 'f5500000-0000-4000-8000-0000000000a1';
select is_empty($$select word from private.answer_words where workspace_id = tests.workspace_named('AW One')$$,
  'an edit that leaves the text alone adds no words');
update public.answers set body = body || ' Dust suppression.' where id = 'f5500000-0000-4000-8000-0000000000a1';
select ok(
  (select pg_catalog.array_agg(word) from private.answer_words
   where workspace_id = tests.workspace_named('AW One')) @> array['suppression', 'asbestos'],
  'an edit of the text adds the entry''s words');
insert into private.answer_words (workspace_id, word)
select a.workspace_id, w.word from public.answers a, private.answer_text_words(a.title, a.body, a.tags) w(word)
on conflict do nothing;

select tests.authenticate_as('f5500000-0000-4000-8000-00000000000a');
select throws_ok($$select * from private.answer_words$$, '42501', null, 'a member cannot read the word list');
select results_eq(
  $$select title from public.search_answers(tests.workspace_named('AW One'), 'suppresion')$$,
  $$values ('Site set-up')$$,
  'a misspelt word finds the entry whose answer has the word it is close to');
select results_eq(
  $$select title from public.search_answers(tests.workspace_named('AW One'), 'asbestoss survy')$$,
  $$values ('Site set-up')$$,
  'every misspelt word must be close to one of the entry''s words (all words)');
select results_eq(
  $$select title from public.search_answers(tests.workspace_named('AW One'), 'asbestoss', p_sort => 'relevance')$$,
  $$values ('Asbestos management plan'), ('Site set-up')$$,
  'found by close words: the title''s match first');
select is_empty($$select * from public.search_answers(tests.workspace_named('AW One'), 'scafolding')$$,
  'another workspace''s words correct nothing here');
select results_eq(
  $$select title, rank < 1 from public.search_answers(tests.workspace_named('AW One'), 'licensed asbestoss',
                                                        p_any => true)$$,
  $$values ('Asbestos management plan', false), ('Site set-up', true)$$,
  'an entry found by close words alone ranks below every text match');

select is(public.answer_tags(tests.workspace_named('AW One')), array['Surveys'],
  'the tag filter''s tags: the workspace''s, each once');

select * from finish();
rollback;
