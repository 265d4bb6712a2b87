-- Each library entry's usage as the triggers keep it (private.answer_usage_counts,
-- supabase/schemas/14_library.sql), for the search's 'Most won' order: always what
-- public.answer_usage counts, through links, unlinks, a link moved, outcomes and a deleted
-- tender; each writer locks the entries it counts; nobody reads the counts but the search;
-- another workspace's entries are never counted here.
begin;
create extension if not exists pgtap with schema extensions;

select plan(14);

-- "UC One": Ada (admin). "UC Other": Oli (admin).
select tests.create_user('uc-ada@example.test', '{"full_name": "Ada Usage", "company": "UC One"}',
                         'f5600000-0000-4000-8000-00000000000a');
select tests.create_user('uc-oli@example.test', '{"full_name": "Oli Usage", "company": "UC Other"}',
                         'f5600000-0000-4000-8000-00000000000b');

insert into public.answers (id, workspace_id, title, status) values
  ('f5600000-0000-4000-8000-0000000000a1', tests.workspace_named('UC One'), 'Quality plan', 'approved'),
  ('f5600000-0000-4000-8000-0000000000a2', tests.workspace_named('UC One'), 'Safety plan', 'approved'),
  ('f5600000-0000-4000-8000-0000000000a3', tests.workspace_named('UC One'), 'Never used', 'approved'),
  ('f5600000-0000-4000-8000-0000000000a4', tests.workspace_named('UC Other'), 'Their plan', 'approved');
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, status) values
  ('f5600000-0000-4000-8000-0000000000b1', tests.workspace_named('UC One'), 'f5600000-0000-4000-8000-00000000000a', 'UC-1', 'Client', 'One', 'submitted'),
  ('f5600000-0000-4000-8000-0000000000b2', tests.workspace_named('UC One'), 'f5600000-0000-4000-8000-00000000000a', 'UC-2', 'Client', 'Two', 'submitted'),
  ('f5600000-0000-4000-8000-0000000000b3', tests.workspace_named('UC Other'), 'f5600000-0000-4000-8000-00000000000b', 'UC-3', 'Client', 'Theirs', 'won');
insert into public.tender_requirements (id, tender_id, workspace_id, requirement) values
  ('f5600000-0000-4000-8000-0000000000c1', 'f5600000-0000-4000-8000-0000000000b1', tests.workspace_named('UC One'), 'Quality'),
  ('f5600000-0000-4000-8000-0000000000c2', 'f5600000-0000-4000-8000-0000000000b1', tests.workspace_named('UC One'), 'Quality again'),
  ('f5600000-0000-4000-8000-0000000000c3', 'f5600000-0000-4000-8000-0000000000b2', tests.workspace_named('UC One'), 'Safety'),
  ('f5600000-0000-4000-8000-0000000000c4', 'f5600000-0000-4000-8000-0000000000b3', tests.workspace_named('UC Other'), 'Theirs');

-- The counts and what answer_usage counts, side by side, for one workspace.
create function pg_temp.counts(p_workspace text) returns text language sql as $$
  select coalesce(pg_catalog.string_agg(a.title || ' ' || c.used || '/' || c.won, ', ' order by a.title), '')
  from private.answer_usage_counts c join public.answers a on a.id = c.answer_id
  where c.workspace_id = tests.workspace_named(p_workspace)
$$;
create function pg_temp.usage(p_workspace text) returns text language sql as $$
  select coalesce(pg_catalog.string_agg(a.title || ' ' || u.used || '/' || u.won, ', ' order by a.title), '')
  from public.answer_usage(tests.workspace_named(p_workspace)) u join public.answers a on a.id = u.answer_id
$$;

insert into public.requirement_answers (requirement_id, answer_id) values
  ('f5600000-0000-4000-8000-0000000000c1', 'f5600000-0000-4000-8000-0000000000a1'),
  ('f5600000-0000-4000-8000-0000000000c2', 'f5600000-0000-4000-8000-0000000000a1'),
  ('f5600000-0000-4000-8000-0000000000c3', 'f5600000-0000-4000-8000-0000000000a1'),
  ('f5600000-0000-4000-8000-0000000000c4', 'f5600000-0000-4000-8000-0000000000a4');
select is(pg_temp.counts('UC One'), 'Quality plan 2/0', 'links: each tender counted once, however many of its requirements use the entry');
select ok(exists (select 1 from pg_catalog.pg_locks l
                  where l.locktype = 'advisory' and l.pid = pg_catalog.pg_backend_pid() and l.granted
                    and l.classid::int = pg_catalog.hashtext('answer_usage_counts')
                    and l.objid::int = pg_catalog.hashtext('f5600000-0000-4000-8000-0000000000a1')),
  'a writer holds the entry''s lock until it commits: a second writer linking it waits, then counts both');

update public.tenders set status = 'won' where id = 'f5600000-0000-4000-8000-0000000000b2';
select is(pg_temp.counts('UC One'), 'Quality plan 2/1', 'a tender won counts a win for the entries it uses');
update public.tenders set title = 'Two, renamed' where id = 'f5600000-0000-4000-8000-0000000000b2';
select is(pg_temp.counts('UC One'), 'Quality plan 2/1', 'an edit that leaves the status alone changes nothing');

update public.requirement_answers set answer_id = 'f5600000-0000-4000-8000-0000000000a2'
where requirement_id = 'f5600000-0000-4000-8000-0000000000c3';
select is(pg_temp.counts('UC One'), 'Quality plan 1/0, Safety plan 1/1', 'a link moved to another entry: both counted again');

delete from public.requirement_answers where requirement_id = 'f5600000-0000-4000-8000-0000000000c1';
select is(pg_temp.counts('UC One'), 'Quality plan 1/0, Safety plan 1/1', 'one of two links of a tender gone: still used by it');
delete from public.tenders where id = 'f5600000-0000-4000-8000-0000000000b1';
select is(pg_temp.counts('UC One'), 'Safety plan 1/1', 'a deleted tender: its entries no longer used by it');
select is(pg_temp.counts('UC One'), pg_temp.usage('UC One'), 'the counts are what answer_usage counts');
select is(pg_temp.counts('UC Other'), 'Their plan 1/1', 'another workspace''s entries are counted apart');

select tests.authenticate_as('f5600000-0000-4000-8000-00000000000a');
select throws_ok($$select * from private.answer_usage_counts$$, '42501', null, 'a member cannot read the counts');
select results_eq(
  $$select title from public.search_answers(tests.workspace_named('UC One'), '', p_sort => 'wins')$$,
  $$values ('Safety plan'), ('Quality plan'), ('Never used')$$,
  '''Most won'' reads them: won first, then used, then the rest');
select results_eq(
  $$select title, used, won from public.search_answers(tests.workspace_named('UC One'), 'plan', p_sort => 'wins')$$,
  $$values ('Safety plan', 1, 1), ('Quality plan', 0, 0)$$,
  '''Most won'' with words: the matches in that order, with their usage');

-- Ties of wins and uses: the latest change first, kept with the counts by a trigger on entries.
select tests.clear_authentication();
update private.answer_usage_counts set updated_at = '2000-01-01' where answer_id = 'f5600000-0000-4000-8000-0000000000a2';
update public.answers set body = 'Our safety plan.' where id = 'f5600000-0000-4000-8000-0000000000a2';
select is((select c.updated_at = a.updated_at from private.answer_usage_counts c join public.answers a on a.id = c.answer_id
           where c.answer_id = 'f5600000-0000-4000-8000-0000000000a2'), true,
  'an edit of a used entry keeps its latest change with its counts');
insert into public.answers (id, workspace_id, title, status, updated_at) values
  ('f5600000-0000-4000-8000-0000000000a5', tests.workspace_named('UC One'), 'Old winner', 'approved', '2020-01-01'),
  ('f5600000-0000-4000-8000-0000000000a6', tests.workspace_named('UC One'), 'New winner', 'approved', '2026-01-01');
insert into public.tender_requirements (id, tender_id, workspace_id, requirement) values
  ('f5600000-0000-4000-8000-0000000000c5', 'f5600000-0000-4000-8000-0000000000b2', tests.workspace_named('UC One'), 'Old'),
  ('f5600000-0000-4000-8000-0000000000c6', 'f5600000-0000-4000-8000-0000000000b2', tests.workspace_named('UC One'), 'New');
insert into public.requirement_answers (requirement_id, answer_id) values
  ('f5600000-0000-4000-8000-0000000000c5', 'f5600000-0000-4000-8000-0000000000a5'),
  ('f5600000-0000-4000-8000-0000000000c6', 'f5600000-0000-4000-8000-0000000000a6');
select tests.authenticate_as('f5600000-0000-4000-8000-00000000000a');
select results_eq(
  $$select title from public.search_answers(tests.workspace_named('UC One'), '', p_sort => 'wins')$$,
  $$values ('Safety plan'), ('New winner'), ('Old winner'), ('Quality plan'), ('Never used')$$,
  '''Most won'': equal wins and uses, the latest change first');

select * from finish();
rollback;
