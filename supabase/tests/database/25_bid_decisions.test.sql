-- Bid/no-bid decisions (docs/product.md § Bid decision): the weighted score and its
-- rounding, the bands at their thresholds (69/70, 49/50, and thresholds an admin moved), kill
-- questions overriding the score, skips, what only the trigger writes, the settings RPC, the
-- won/lost report, and who may do what (another workspace sees nothing; a user neither edits
-- the criteria, questions or thresholds nor records a decision; a manager records).
begin;
create extension if not exists pgtap with schema extensions;

select plan(49);

-- Fixtures ---------------------------------------------------------------------------

select tests.create_user('ann@bd.test', '{"full_name": "Ann Admin"}', 'f2500000-0000-4000-8000-00000000000a');
select tests.create_user('mia@bd.test', '{"full_name": "Mia Manager"}', 'f2500000-0000-4000-8000-00000000000b');
select tests.create_user('leo@bd.test', '{"full_name": "Leo User"}', 'f2500000-0000-4000-8000-00000000000c');
select tests.create_user('oz@bd.test', '{"full_name": "Oz Other"}', 'f2500000-0000-4000-8000-00000000000d');
select tests.create_workspace('Alpha', 'f2500000-0000-4000-8000-00000000000a');
select tests.add_member(tests.workspace_named('Alpha'), 'f2500000-0000-4000-8000-00000000000b', 'manager');
select tests.add_member(tests.workspace_named('Alpha'), 'f2500000-0000-4000-8000-00000000000c', 'user');
select tests.create_workspace('Beta', 'f2500000-0000-4000-8000-00000000000d');

insert into public.tenders (id, workspace_id, user_id, reference_number, client, title)
select ('f2500000-0000-4000-8000-0000000001' || pg_catalog.lpad(n::text, 2, '0'))::uuid,
       tests.workspace_named('Alpha'), 'f2500000-0000-4000-8000-00000000000a', 'A-' || n, 'Client', 'Tender ' || n
from pg_catalog.generate_series(1, 12) n;
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title)
values ('f2500000-0000-4000-8000-0000000002b1', tests.workspace_named('Beta'), 'f2500000-0000-4000-8000-00000000000d',
        'B-1', 'Client', 'Secret Beta bid');

-- pg_temp.t(n): Alpha's tender n. pg_temp.scores(a, b, c, d): Alpha's four criteria (set
-- below) scored in order. pg_temp.crit(name) / pg_temp.kill(question): ids by name.
create function pg_temp.t(n integer) returns uuid language sql as
  $$ select ('f2500000-0000-4000-8000-0000000001' || pg_catalog.lpad(n::text, 2, '0'))::uuid $$;
create function pg_temp.crit(p_name text) returns text language sql security definer as
  $$ select c.id::text from public.bid_criteria c where c.workspace_id = tests.workspace_named('Alpha') and c.name = p_name $$;
create function pg_temp.kill(p_question text) returns text language sql security definer as
  $$ select q.id::text from public.bid_kill_questions q
     where q.workspace_id = tests.workspace_named('Alpha') and q.question = p_question $$;
create function pg_temp.scores(a integer, b integer, c integer, d integer) returns jsonb language sql as
  $$ select pg_catalog.jsonb_build_object(pg_temp.crit('A'), a, pg_temp.crit('B'), b, pg_temp.crit('C'), c,
                                          pg_temp.crit('D'), d) $$;
grant execute on all functions in schema pg_temp to authenticated;

-- Defaults ---------------------------------------------------------------------------

select results_eq($$
  select c.name, c.weight::integer from public.bid_criteria c
  where c.workspace_id = tests.workspace_named('Beta') order by c.position
$$, $$values ('Strategic fit', 2), ('Capability and track record', 2), ('Capacity to deliver', 2),
            ('Competition', 1), ('Client relationship', 1), ('Margin and risk', 2)$$,
  'a new workspace gets the six default criteria with their weights, in order');
select results_eq($$
  select c.top_score_means from public.bid_criteria c
  where c.workspace_id = tests.workspace_named('Beta') order by c.position
$$, $$values ('a close fit with our strategy'), ('proven on similar work'), ('people and plant free to deliver'),
            ('little competition'), ('a client who knows and rates us'), ('a good margin at low risk')$$,
  'each default criterion says what a 5 means');
select results_eq($$
  select q.question from public.bid_kill_questions q where q.workspace_id = tests.workspace_named('Beta') order by q.position
$$, $$values ('A mandatory certificate is missing'), ('We cannot meet the submission deadline')$$,
  'and the two default kill questions');
select results_eq($$
  select s.bid_threshold::integer, s.review_threshold::integer from public.pipeline_settings s
  where s.workspace_id = tests.workspace_named('Beta')
$$, $$values (70, 50)$$, 'the default thresholds: 70 Bid, 50 Review');

-- The score and its rounding (the default weights 2, 2, 2, 1, 1, 2: 2.5 points per weighted step).
select is(private.bid_score(tests.workspace_named('Beta'),
  (select pg_catalog.jsonb_object_agg(c.id, 5) from public.bid_criteria c where c.workspace_id = tests.workspace_named('Beta'))),
  100::smallint, 'every criterion at 5: 100');
select is(private.bid_score(tests.workspace_named('Beta'),
  (select pg_catalog.jsonb_object_agg(c.id, 1) from public.bid_criteria c where c.workspace_id = tests.workspace_named('Beta'))),
  0::smallint, 'every criterion at 1: 0');
-- 4, 4, 4, 4, 1, 4 → Σ w·(s−1) = 6+6+6+3+0+6 = 27 of 40 steps → 67.5 → 68.
select is(private.bid_score(tests.workspace_named('Beta'),
  (select pg_catalog.jsonb_object_agg(c.id, (array[4, 4, 4, 4, 1, 4])[c.position])
   from public.bid_criteria c where c.workspace_id = tests.workspace_named('Beta'))),
  68::smallint, '67.5 rounds half away from zero: 68');
select is(private.bid_score(tests.workspace_named('Beta'),
  (select pg_catalog.jsonb_object_agg(c.id, 5) from public.bid_criteria c
   where c.workspace_id = tests.workspace_named('Beta') and c.position < 6)),
  null::smallint, 'a criterion unscored: no score');

select is(private.bid_band(70, false, 70, 50), 'bid'::public.bid_band, 'band: 70 is Bid');
select is(private.bid_band(69, false, 70, 50), 'review'::public.bid_band, 'band: 69 is Review');
select is(private.bid_band(50, false, 70, 50), 'review'::public.bid_band, 'band: 50 is Review');
select is(private.bid_band(49, false, 70, 50), 'no-bid'::public.bid_band, 'band: 49 is No bid');
select is(private.bid_band(100, true, 70, 50), 'no-bid'::public.bid_band, 'band: a kill answered yes is No bid at 100');
select is(private.bid_band(null, false, 70, 50), null::public.bid_band, 'band: none without a score');

-- Settings: only admins ------------------------------------------------------------------

-- Alpha's criteria: weights 10, 10, 4, 1 (Σ 25), so the score is Σ w·(s−1) exactly.
select tests.authenticate_as('f2500000-0000-4000-8000-00000000000a');
select lives_ok($$
  select public.save_bid_settings(tests.workspace_named('Alpha'),
    '[{"name": "A", "weight": 10}, {"name": "B", "weight": 10}, {"name": "C", "weight": 4}, {"name": "D", "weight": 1}]',
    '[{"question": "A mandatory certificate is missing"}]', 70, 50)
$$, 'an admin saves criteria, kill questions and thresholds in one call');
select results_eq($$
  select c.name, c.weight::integer, c.position from public.bid_criteria c
  where c.workspace_id = tests.workspace_named('Alpha') order by c.position
$$, $$values ('A', 10, 1), ('B', 10, 2), ('C', 4, 3), ('D', 1, 4)$$,
  'the criteria are replaced by the list, in its order');
select is((select pg_catalog.count(*)::integer from public.bid_kill_questions q
           where q.workspace_id = tests.workspace_named('Alpha')), 1, 'the question not listed is deleted');
select throws_ok($$
  select public.save_bid_settings(tests.workspace_named('Alpha'), '[{"name": "A", "weight": 1}, {"name": " a ", "weight": 2}]',
    '[]', 70, 50)
$$, '22023', null, 'a criterion named twice is refused');
select lives_ok($$
  select public.save_bid_settings(tests.workspace_named('Alpha'),
    pg_catalog.jsonb_build_array(
      pg_catalog.jsonb_build_object('id', pg_temp.crit('A'), 'name', 'A', 'weight', 10, 'top_score_means', ' few rivals '),
      pg_catalog.jsonb_build_object('id', pg_temp.crit('B'), 'name', 'B', 'weight', 10),
      pg_catalog.jsonb_build_object('id', pg_temp.crit('C'), 'name', 'C', 'weight', 4),
      pg_catalog.jsonb_build_object('name', 'D', 'weight', 1, 'top_score_means', 'a sure thing')),
    '[{"question": "A mandatory certificate is missing"}]', 70, 50)
$$, 'what a 5 means is saved with the criteria');
select results_eq($$
  select c.name, c.top_score_means from public.bid_criteria c
  where c.workspace_id = tests.workspace_named('Alpha') order by c.position
$$, $$values ('A', 'few rivals'), ('B', ''), ('C', ''), ('D', 'a sure thing')$$,
  'trimmed, on an edited criterion and a new one; left out, it says nothing');
select throws_ok($$
  select public.save_bid_settings(tests.workspace_named('Alpha'),
    pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object('name', 'A', 'weight', 1,
      'top_score_means', pg_catalog.repeat('x', 101))), '[]', 70, 50)
$$, '23514', null, 'what a 5 means is at most 100 characters');
select throws_ok($$ select public.save_bid_settings(tests.workspace_named('Alpha'), '[]', '[]', 70, 50) $$,
  '22023', null, 'no criterion is refused');
select throws_ok($$
  select public.save_bid_settings(tests.workspace_named('Alpha'), '[{"name": "A", "weight": 11}]', '[]', 70, 50)
$$, '23514', null, 'a weight over 10 is refused');
select throws_ok($$
  update public.pipeline_settings set review_threshold = 70 where workspace_id = tests.workspace_named('Alpha')
$$, '23514', null, 'the review threshold must stay under the bid threshold');

select tests.authenticate_as('f2500000-0000-4000-8000-00000000000c');
select throws_ok($$
  select public.save_bid_settings(tests.workspace_named('Alpha'), '[{"name": "X", "weight": 1}]', '[]', 10, 5)
$$, 'P0002', null, 'a user cannot save the bid settings');
select is_empty($$
  update public.bid_criteria set weight = 1 where workspace_id = tests.workspace_named('Alpha') returning id
$$, 'a user cannot edit a criterion');
select throws_ok($$
  insert into public.bid_kill_questions (workspace_id, question) values (tests.workspace_named('Alpha'), 'Sneaky?')
$$, '42501', null, 'a user cannot add a kill question');
select is_empty($$
  delete from public.bid_kill_questions where workspace_id = tests.workspace_named('Alpha') returning id
$$, 'a user cannot delete a kill question');
select is_empty($$
  update public.pipeline_settings set bid_threshold = 90 where workspace_id = tests.workspace_named('Alpha') returning 1
$$, 'a user cannot move the thresholds');
select tests.authenticate_as('f2500000-0000-4000-8000-00000000000b');
select is_empty($$
  update public.bid_criteria set weight = 1 where workspace_id = tests.workspace_named('Alpha') returning id
$$, 'nor can a manager edit criteria (admins only)');

-- Decisions: the manager records -------------------------------------------------------

select is((public.record_bid_decision(pg_temp.t(1), 'bid', 'Core work', pg_temp.scores(5, 4, 1, 1))).score,
  70::smallint, 'scores 5, 4, 1, 1 → 70');
select is((select d.band from public.bid_decisions d where d.tender_id = pg_temp.t(1)), 'bid'::public.bid_band,
  '70: Bid (the threshold is inclusive)');
select is((public.record_bid_decision(pg_temp.t(2), 'bid', 'Close call', pg_temp.scores(5, 3, 3, 2))).band,
  'review'::public.bid_band, '69 (5, 3, 3, 2): Review');
select is((public.record_bid_decision(pg_temp.t(3), 'no-bid', 'Thin margin', pg_temp.scores(5, 2, 1, 1))).band,
  'review'::public.bid_band, '50 (5, 2, 1, 1): Review');
select is((public.record_bid_decision(pg_temp.t(4), 'no-bid', 'Weak', pg_temp.scores(5, 1, 3, 2))).band,
  'no-bid'::public.bid_band, '49 (5, 1, 3, 2): No bid');
select results_eq($$
  select d.score::integer, d.killed, d.band::text from public.record_bid_decision(pg_temp.t(5), 'no-bid', 'No certificate',
    pg_temp.scores(5, 5, 5, 5), pg_catalog.jsonb_build_object(pg_temp.kill('A mandatory certificate is missing'), true)) d
$$, $$values (100, true, 'no-bid')$$, 'a kill question answered yes: No bid at 100');
select results_eq($$
  select d.score, d.band::text, d.decided_by from public.record_bid_decision(pg_temp.t(6), 'bid', 'Gut feeling',
    pg_catalog.jsonb_build_object(pg_temp.crit('A'), 5, '00000000-0000-4000-8000-000000000000', 3)) d
$$, $$values (null::smallint, null::text, 'f2500000-0000-4000-8000-00000000000b'::uuid)$$,
  'criteria unscored: no score, no band; ids not of the workspace''s criteria are dropped; who decided is the caller');
select is((select d.scores from public.bid_decisions d where d.tender_id = pg_temp.t(6)),
  pg_catalog.jsonb_build_object(pg_temp.crit('A'), 5), 'only the workspace''s criteria are kept in scores');
select throws_ok($$ select public.record_bid_decision(pg_temp.t(7), 'bid', 'x', pg_temp.scores(6, 1, 1, 1)) $$,
  '23514', null, 'a score of 6 is refused');
select throws_ok($$ select public.record_bid_decision(pg_temp.t(7), 'bid', '  ', pg_temp.scores(1, 1, 1, 1)) $$,
  '23514', null, 'a decision needs a rationale');
select throws_ok($$
  insert into public.bid_decisions (tender_id, workspace_id, decision, rationale, score)
  values (pg_temp.t(7), tests.workspace_named('Alpha'), 'bid', 'x', 100)
$$, '42501', null, 'nobody writes a score: it is computed');

-- Skips never replace a decision.
select is((public.record_bid_decision(pg_temp.t(8), 'skipped')).decision, 'skipped'::public.bid_decision_value,
  'a skip is recorded when there is no decision');
select is((public.record_bid_decision(pg_temp.t(1), 'skipped')).decision, 'bid'::public.bid_decision_value,
  'a skip leaves a recorded decision as it is');

-- An admin moves the thresholds: new decisions are banded by them.
select tests.authenticate_as('f2500000-0000-4000-8000-00000000000a');
update public.pipeline_settings set bid_threshold = 80, review_threshold = 75
where workspace_id = tests.workspace_named('Alpha');
select is((public.record_bid_decision(pg_temp.t(9), 'bid', 'Moved', pg_temp.scores(5, 4, 1, 1))).band,
  'no-bid'::public.bid_band, 'at thresholds 80/75, 70 is No bid');

-- A user records nothing; another workspace sees nothing --------------------------------

select tests.authenticate_as('f2500000-0000-4000-8000-00000000000c');
select throws_ok($$ select public.record_bid_decision(pg_temp.t(10), 'bid', 'Me too', '{}') $$,
  '42501', null, 'a user cannot record a decision');
select throws_ok($$ select public.record_bid_decision(pg_temp.t(10), 'skipped') $$,
  '42501', null, 'nor skip one');

select tests.authenticate_as('f2500000-0000-4000-8000-00000000000d');
select is((select pg_catalog.count(*)::integer from public.bid_criteria c where c.workspace_id = tests.workspace_named('Alpha'))
        + (select pg_catalog.count(*)::integer from public.bid_kill_questions q where q.workspace_id = tests.workspace_named('Alpha'))
        + (select pg_catalog.count(*)::integer from public.bid_decisions d where d.workspace_id = tests.workspace_named('Alpha')),
  0, 'another workspace''s admin sees none of Alpha''s criteria, questions or decisions');
select throws_ok($$ select public.record_bid_decision(pg_temp.t(10), 'bid', 'Sabotage', '{}') $$,
  'P0002', null, 'and cannot record a decision on Alpha''s tender');

-- The report: average score of won against lost -----------------------------------------

select tests.clear_authentication();
update public.tenders set status = 'won' where id in (pg_temp.t(1), pg_temp.t(2), pg_temp.t(8));
update public.tenders set status = 'lost' where id in (pg_temp.t(4));
update public.tenders set status = 'cancelled' where id in (pg_temp.t(5));
select tests.authenticate_as('f2500000-0000-4000-8000-00000000000c');
select results_eq($$
  select outcome::text, scored, average_score from public.bid_score_report(tests.workspace_named('Alpha'), 'Europe/Berlin', '6m')
$$, $$values ('won', 2, 69.5::numeric), ('lost', 1, 49.0::numeric)$$,
  'report: won 70 and 69 (the skip has no score) average 69.5; lost 49; cancelled counts in neither');

select * from finish();
rollback;
