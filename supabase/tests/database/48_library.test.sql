-- The answer library (supabase/schemas/14_library.sql; docs/product.md § Answer library):
-- categories per workspace with their defaults, RLS (another workspace sees and touches
-- nothing; a user proposes and edits drafts but cannot approve or archive; admins and
-- managers approve), a version kept on every edit and restorable.
begin;
create extension if not exists pgtap with schema extensions;

select plan(48);

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

-- Search: a fixed set in AL One (as the session user), searched as Ada.
select tests.clear_authentication();
insert into public.answers (workspace_id, title, body, tags, status, review_every_months, last_reviewed_on) values
  (tests.workspace_named('AL One'), 'Environmental management', 'Our approach to waste on site.', '{}', 'approved', 12, '2020-01-01'),
  (tests.workspace_named('AL One'), 'Site logistics', 'Waste segregation and environmental controls at every depot.', '{}', 'approved', null, null),
  (tests.workspace_named('AL One'), 'Traffic management', 'Banksmen and barriers.', array['environmental'], 'draft', 12, current_date),
  (tests.workspace_named('AL One'), 'Health and safety policy', 'Signed by the managing director every year.', '{}', 'approved', null, null);
select tests.authenticate_as('f4800000-0000-4000-8000-00000000000a');

select results_eq(
  $$select title from public.search_answers(tests.workspace_named('AL One'), 'environmental')$$,
  $$values ('Environmental management'), ('Site logistics'), ('Traffic management')$$,
  'ranking: a match in the title over one in the answer over one in the tags');
select results_eq(
  $$select title from public.search_answers(tests.workspace_named('AL One'), 'environ')$$,
  $$values ('Environmental management'), ('Site logistics'), ('Traffic management')$$,
  'a prefix matches while typing');
select results_eq(
  $$select title from public.search_answers(tests.workspace_named('AL One'), 'helth and safty')$$,
  $$values ('Health and safety policy')$$,
  'a misspelt query finds the title it is close to (trigrams)');
select results_eq(
  $$select title_marked, excerpt_marked from public.search_answers(tests.workspace_named('AL One'), 'waste segregation')$$,
  $$values ('Site logistics', chr(2) || 'Waste' || chr(3) || ' ' || chr(2) || 'segregation' || chr(3)
            || ' and environmental controls at every depot')$$,
  'the matched words come back between markers, never as HTML');
select results_eq(
  $$select title from public.search_answers(tests.workspace_named('AL One'), 'environmental', p_statuses => '{draft}')$$,
  $$values ('Traffic management')$$, 'a status filter');
select results_eq(
  $$select title from public.search_answers(tests.workspace_named('AL One'), '', p_tag => 'environmental')$$,
  $$values ('Traffic management')$$, 'a tag filter');
select results_eq(
  $$select title, review_due from public.search_answers(tests.workspace_named('AL One'), 'management', p_sort => 'title')$$,
  $$values ('Environmental management', true), ('Health and safety policy', false), ('Traffic management', false)$$,
  'review due: the cycle has passed since the last review (and not when reviewed today)');
select results_eq(
  $$select a.title from public.answers_due_for_review(tests.workspace_named('AL One')) d
    join public.answers a on a.id = d.answer_id$$,
  $$values ('Environmental management')$$, 'the entries due for review, for the tender pages');
select is_empty($$select * from public.search_answers(tests.workspace_named('AL One'), 'zebra crossing')$$,
  'nothing close, nothing found');
-- The total is counted only as far as the page needs: one more than a page of 50 means "more".
select tests.clear_authentication();
insert into public.answers (workspace_id, title, status)
select tests.workspace_named('AL One'), 'Method statement ' || i, 'approved' from generate_series(1, 55) i;
select tests.authenticate_as('f4800000-0000-4000-8000-00000000000a');
select results_eq(
  $$select count(*), max(total), min(total) from public.search_answers(tests.workspace_named('AL One'), 'method statement')$$,
  $$values (50::bigint, 51::bigint, 51::bigint)$$, '55 matches: a page of 50, and the total stops at 51 (more than 50)');
select results_eq(
  $$select title, total from public.search_answers(tests.workspace_named('AL One'), 'environmental', p_limit => 1,
                                                   p_offset => 1)$$,
  $$values ('Site logistics', 3::bigint)$$, 'the next page goes on in the same order, and fewer matches are all counted');
select tests.clear_authentication();
delete from public.answers where title like 'Method statement %';
select tests.authenticate_as('f4800000-0000-4000-8000-00000000000a');

-- Usage and outcomes: two tenders use 'Site logistics'; one is won, then the other lost.
select tests.clear_authentication();
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, status) values
  ('f4800000-0000-4000-8000-0000000000b1', tests.workspace_named('AL One'), 'f4800000-0000-4000-8000-00000000000a', 'AL-1', 'Client', 'Depot A', 'submitted'),
  ('f4800000-0000-4000-8000-0000000000b2', tests.workspace_named('AL One'), 'f4800000-0000-4000-8000-00000000000a', 'AL-2', 'Client', 'Depot B', 'won'),
  ('f4800000-0000-4000-8000-0000000000b3', tests.workspace_named('AL Other'), 'f4800000-0000-4000-8000-00000000000d', 'O-1', 'Client', 'Other', 'won');
insert into public.tender_requirements (id, tender_id, workspace_id, requirement) values
  ('f4800000-0000-4000-8000-0000000000c1', 'f4800000-0000-4000-8000-0000000000b1', tests.workspace_named('AL One'), 'Describe your logistics'),
  ('f4800000-0000-4000-8000-0000000000c2', 'f4800000-0000-4000-8000-0000000000b1', tests.workspace_named('AL One'), 'Describe your waste plan'),
  ('f4800000-0000-4000-8000-0000000000c3', 'f4800000-0000-4000-8000-0000000000b2', tests.workspace_named('AL One'), 'Logistics'),
  ('f4800000-0000-4000-8000-0000000000c4', 'f4800000-0000-4000-8000-0000000000b3', tests.workspace_named('AL Other'), 'Theirs');
select tests.authenticate_as('f4800000-0000-4000-8000-00000000000c');
select lives_ok(
  $$insert into public.requirement_answers (requirement_id, answer_id) values
      ('f4800000-0000-4000-8000-0000000000c1', pg_temp.answer('Site logistics')),
      ('f4800000-0000-4000-8000-0000000000c2', pg_temp.answer('Site logistics')),
      ('f4800000-0000-4000-8000-0000000000c3', pg_temp.answer('Site logistics'))$$,
  'a user links an answer to requirements');
select results_eq(
  $$select tender_id, workspace_id from public.requirement_answers where requirement_id = 'f4800000-0000-4000-8000-0000000000c3'$$,
  $$values ('f4800000-0000-4000-8000-0000000000b2'::uuid, tests.workspace_named('AL One'))$$,
  'the link takes its requirement''s tender and workspace');
select lives_ok(
  $$update public.requirement_answers set adapted_body = 'Depot A''s own text'
    where requirement_id = 'f4800000-0000-4000-8000-0000000000c1'$$,
  'a user adapts the answer for this tender');
select results_eq(
  $$select body from public.answers where id = pg_temp.answer('Site logistics')$$,
  $$values ('Waste segregation and environmental controls at every depot.')$$,
  'adapting leaves the library''s entry as it was');
select throws_ok(
  $$insert into public.requirement_answers (requirement_id, answer_id)
    values ('f4800000-0000-4000-8000-0000000000c4', pg_temp.answer('Site logistics'))$$,
  '42501', null, 'another workspace''s requirement cannot take the answer');
select results_eq(
  $$select used, won, lost, undecided from public.answer_usage(tests.workspace_named('AL One'), array[pg_temp.answer('Site logistics')])$$,
  $$values (2, 1, 0, 1)$$, 'used in 2 bids (two requirements of one count once): won 1, undecided 1');
select tests.clear_authentication();
update public.tenders set status = 'lost' where id = 'f4800000-0000-4000-8000-0000000000b1';
select tests.authenticate_as('f4800000-0000-4000-8000-00000000000a');
select results_eq(
  $$select used, won, lost, undecided from public.search_answers(tests.workspace_named('AL One'), 'logistics')$$,
  $$values (2, 1, 1, 0)$$, 'the counts follow the outcome');
select results_eq(
  $$select title from public.search_answers(tests.workspace_named('AL One'), '', p_sort => 'wins') limit 1$$,
  $$values ('Site logistics')$$, 'the library sorts by wins');
select is_empty($$select * from public.answer_win_rates(tests.workspace_named('AL One'))$$,
  'win rate by answer: not before an entry is used in three bids');
select tests.clear_authentication();
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, status) values
  ('f4800000-0000-4000-8000-0000000000b4', tests.workspace_named('AL One'), 'f4800000-0000-4000-8000-00000000000a', 'AL-4', 'Client', 'Depot C', 'won');
insert into public.tender_requirements (id, tender_id, workspace_id, requirement) values
  ('f4800000-0000-4000-8000-0000000000c5', 'f4800000-0000-4000-8000-0000000000b4', tests.workspace_named('AL One'), 'Logistics');
insert into public.requirement_answers (requirement_id, tender_id, workspace_id, answer_id)
  values ('f4800000-0000-4000-8000-0000000000c5', 'f4800000-0000-4000-8000-0000000000b4', tests.workspace_named('AL One'),
          pg_temp.answer('Site logistics'));
select tests.authenticate_as('f4800000-0000-4000-8000-00000000000a');
select results_eq(
  $$select title, used, won, lost, win_rate from public.answer_win_rates(tests.workspace_named('AL One'))$$,
  $$values ('Site logistics', 3, 2, 1, 67)$$, 'win rate by answer: used in 3 bids, won 2 of the 3 decided');
select throws_ok(
  $$delete from public.answers where id = pg_temp.answer('Site logistics')$$,
  '23503', null, 'an answer in use is not deleted (archive it instead)');
select tests.authenticate_as('f4800000-0000-4000-8000-00000000000d');
select is_empty($$select * from public.search_answers(tests.workspace_named('AL One'), '')$$,
  'another workspace''s search finds nothing');
select is_empty($$select * from public.answer_usage(tests.workspace_named('AL One'))$$,
  'nor its usage');
insert into public.answers (workspace_id, title, body) values (tests.workspace_named('AL Other'), 'Insurance cover',
  'Employers liability of ten million pounds and public liability of five million pounds for each and every claim, '
  || 'professional indemnity of two million pounds in the aggregate, all held with an insurer rated A or better, '
  || 'renewed every April, with the certificates sent to the client before work starts on site.');
select results_eq(
  $$select title_marked, pg_catalog.strpos(excerpt_marked, chr(2) || 'insurer' || chr(3)) > 0
    from public.search_answers(tests.workspace_named('AL Other'), 'insurnce')$$,
  $$values (chr(2) || 'Insurance' || chr(3) || ' cover', true)$$,
  'an entry found by the words close to a misspelling has those words marked, in its title and its excerpt');

select * from finish();
rollback;
