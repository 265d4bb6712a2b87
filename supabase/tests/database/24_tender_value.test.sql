-- The bid pipeline in money (supabase/schemas/02_tenders.sql, 04_money.sql): save_tender, the one
-- path for creating and editing a tender; money stored and summed exactly; totals per
-- currency, never added across; the weighted pipeline (a tender's own probability, else its
-- status's default, closed tenders out); the win rate by value (bid price, else estimate;
-- cancelled left out); loss reasons and the competitors who beat us; a new workspace's
-- defaults; row-level security and column privileges on pipeline_settings, loss_reasons and
-- tender_outcomes.
--
-- A is admin of "Value One" (with M, manager, and U, user), "Value Money", "Value Pipeline"
-- and "Value Wins" (M manager there too); B is alone in "Value Two".
begin;
create extension if not exists pgtap with schema extensions;

select plan(88);

-- Signatures and properties ----------------------------------------------------------

select function_returns('public', 'save_tender', array['jsonb', 'uuid', 'timestamp with time zone'], 'tenders',
  'save_tender returns the saved tender');
select function_returns('public', 'value_report', array['uuid', 'text', 'report_period'], 'jsonb',
  'value_report returns one document');
select function_returns('public', 'recorded_winners', array['uuid'], 'setof record', 'recorded_winners returns rows');
select is_empty($$
  select p.proname from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.proname in ('save_tender', 'value_report', 'recorded_winners')
    and (p.prosecdef or not ('search_path=""' = any (p.proconfig))
         or p.provolatile <> case p.proname when 'save_tender' then 'v' else 's' end)
$$, 'save_tender (volatile), value_report and recorded_winners (stable) are security invoker with search_path = ''''');

-- Fixtures ---------------------------------------------------------------------------

select tests.create_user('val-a@example.test', '{"company": "Value One"}', 'f2400000-0000-4000-8000-00000000000a');
select tests.create_user('val-b@example.test', '{"company": "Value Two"}', 'f2400000-0000-4000-8000-00000000000b');
select tests.create_user('val-m@example.test', '{}', 'f2400000-0000-4000-8000-00000000000c');
select tests.create_user('val-u@example.test', '{}', 'f2400000-0000-4000-8000-00000000000d');
select tests.add_member(tests.workspace_named('Value One'), 'f2400000-0000-4000-8000-00000000000c', 'manager');
select tests.add_member(tests.workspace_named('Value One'), 'f2400000-0000-4000-8000-00000000000d', 'user');
select tests.create_workspace('Value Money', 'f2400000-0000-4000-8000-00000000000a');
select tests.create_workspace('Value Pipeline', 'f2400000-0000-4000-8000-00000000000a');
select tests.create_workspace('Value Wins', 'f2400000-0000-4000-8000-00000000000a');
select tests.add_member(tests.workspace_named('Value Wins'), 'f2400000-0000-4000-8000-00000000000c', 'manager');

delete from public.default_tasks;
insert into public.default_tasks (name, description, created_at)
values ('Read the notice', '', now() - interval '1 day'), ('Price it', '', now());
-- Workspaces take their task templates from default_tasks when they are created: start the ones
-- made above from this set.
delete from public.task_templates;
select count(private.copy_default_task_templates(w.id)::text) from public.workspaces w;


-- A tender of Value One last saved long ago (the edits), and one of Value Two.
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, description,
                            estimated_value, currency, probability, created_at, updated_at)
values
  ('f2400000-0000-4000-8000-0000000000e1', tests.workspace_named('Value One'), 'f2400000-0000-4000-8000-00000000000a',
   'E-1', 'Client', 'Edit me', 'Keep this', 100, 'EUR', 40, '2020-01-01 00:00:00+00', '2020-01-01 00:00:00+00'),
  ('f2400000-0000-4000-8000-0000000000b1', tests.workspace_named('Value Two'), 'f2400000-0000-4000-8000-00000000000b',
   'B-1', 'Client', 'Secret', '', 5000, 'USD', null, now(), now());

-- pg_temp.lines(array, fields): each element of a JSON array as its fields' texts joined by
-- spaces ('-' for a missing one), in order: numbers as the database wrote them (1500.00).
create function pg_temp.lines(p_array jsonb, p_fields text[]) returns text[] language sql as $$
  select coalesce(array_agg(
           (select string_agg(coalesce(e.value ->> f.name, '-'), ' ' order by f.n)
            from unnest(p_fields) with ordinality as f (name, n))
           order by e.n), '{}')
  from jsonb_array_elements(p_array) with ordinality as e (value, n)
$$;

-- A new workspace's defaults ----------------------------------------------------------

select results_eq(
  $$select w.name::text, s.default_currency, s.probability_under_review::int, s.probability_in_development::int,
           s.probability_submitted::int
    from public.pipeline_settings s join public.workspaces w on w.id = s.workspace_id
    where w.name in ('Value Two', 'Value Pipeline') order by w.name$$,
  $$values ('Value Pipeline', 'USD', 10, 30, 50), ('Value Two', 'USD', 10, 30, 50)$$,
  'a new workspace (signed up or created) has its pipeline settings: USD, 10 / 30 / 50 %');
select is(
  (select array_agg(r.label order by r.position) from public.loss_reasons r where r.workspace_id = tests.workspace_named('Value Two')),
  array['Price', 'Technical score', 'Compliance or eligibility', 'Experience', 'Relationship', 'Other'],
  'a new workspace has the six default loss reasons, in order');
select is((select count(*)::int from public.loss_reasons r where r.workspace_id = tests.workspace_named('Value Wins')), 6,
  'every workspace made has them');

-- save_tender: create -----------------------------------------------------------------

select tests.authenticate_as('f2400000-0000-4000-8000-00000000000a');

select isnt_empty(
  $$update public.pipeline_settings set default_currency = 'EUR'
    where workspace_id = tests.workspace_named('Value One') returning 1$$,
  'an admin sets the workspace''s default currency');

select results_eq(
  $$select reference_number, status::text, currency, estimated_value::text, probability, user_id, workspace_id
    from public.save_tender('{"reference_number": "N-1", "client": "City", "title": "New", "estimated_value": 1234.5}')$$,
  $$values ('N-1', 'under-review', 'EUR', '1234.50', null::smallint, 'f2400000-0000-4000-8000-00000000000a'::uuid,
            tests.workspace_named('Value One'))$$,
  'create: under review, in the current workspace, by the caller, in the workspace''s default currency, the amount exact');
select results_eq(
  $$select k.name, k.workspace_id from public.tasks k join public.tenders t on t.id = k.tender_id
    where t.reference_number = 'N-1' order by k.created_at$$,
  $$values ('Read the notice', tests.workspace_named('Value One')), ('Price it', tests.workspace_named('Value One'))$$,
  'create: the tender comes with its default tasks, in the same call (a failing task undoes it: 05_tender_workflow)');
select results_eq(
  $$select currency, status::text, probability::int, expected_award_date, bid_price::text
    from public.save_tender(jsonb_build_object('reference_number', 'N-2', 'client', 'City', 'title', 'Given',
      'currency', 'GBP', 'status', 'submitted', 'probability', 0, 'expected_award_date', '2027-03-31',
      'bid_price', '9999999999999.99', 'workspace_id', tests.workspace_named('Value One')))$$,
  $$values ('GBP', 'submitted', 0, '2027-03-31'::date, '9999999999999.99')$$,
  'create: the fields given are kept (a currency, a status, a 0 % probability, the largest 15,2 amount)');
select throws_ok($$select public.save_tender('{"reference_number": "N-3", "client": "C", "title": "T", "colour": "red"}')$$,
  '22023', 'Unknown tender field: colour', 'create: an unknown field is refused (22023), nothing guessed');
select throws_ok($$select public.save_tender('[{"title": "T"}]')$$, '22023', 'A tender is a JSON object of its fields',
  'create: a JSON array is refused (22023)');
select throws_ok($$select public.save_tender('{}')$$, '22023', null, 'create: an empty object is refused (22023)');
select throws_ok(
  $$select public.save_tender('{"id": "f2400000-0000-4000-8000-0000000000ff", "reference_number": "N-4", "client": "C", "title": "T"}')$$,
  '42501', 'permission denied for table tenders', 'create: a column the caller may not write (id) is refused (42501)');
select throws_ok($$select public.save_tender('{"reference_number": "N-5", "client": "C", "title": "T", "currency": "eur"}')$$,
  '23514', null, 'create: a currency is an ISO 4217 code in capitals');
select throws_ok($$select public.save_tender('{"reference_number": "N-6", "client": "C", "title": "T", "probability": 101}')$$,
  '23514', null, 'create: a probability is 0-100');
select throws_ok($$select public.save_tender('{"reference_number": "N-7", "client": "C", "title": "T", "estimated_value": -0.01}')$$,
  '23514', null, 'create: an amount is not negative');
select throws_ok($$select public.save_tender('{"reference_number": "N-8", "client": "C", "title": "T", "bid_price": 10000000000000}')$$,
  '22003', null, 'create: an amount beyond numeric(15,2) is refused, not rounded');

select tests.authenticate_as('f2400000-0000-4000-8000-00000000000d');
select throws_ok(
  $$select public.save_tender(jsonb_build_object('reference_number', 'N-U', 'client', 'C', 'title', 'T',
      'workspace_id', tests.workspace_named('Value One')))$$,
  '42501', 'new row violates row-level security policy for table "tenders"', 'create: a user may not create tenders');

-- save_tender: edit -------------------------------------------------------------------

select throws_ok(
  $$select public.save_tender('{"title": "By a user"}', 'f2400000-0000-4000-8000-0000000000e1', '2020-01-01 00:00:00+00')$$,
  '42501', 'You may not edit this tender', 'edit: a user who can read the tender may not edit it (42501, not a conflict)');

select tests.authenticate_as('f2400000-0000-4000-8000-00000000000c');
select results_eq(
  $$select title, description, estimated_value::text, currency, probability::int, reference_number, updated_at = now()
    from public.save_tender('{"title": "Edited", "estimated_value": 250.5}', 'f2400000-0000-4000-8000-0000000000e1',
                            '2020-01-01 00:00:00+00')$$,
  $$values ('Edited', 'Keep this', '250.50', 'EUR', 40, 'E-1', true)$$,
  'edit: only the columns given change; updated_at moves on');
select throws_ok(
  $$select public.save_tender('{"title": "Stale"}', 'f2400000-0000-4000-8000-0000000000e1', '2020-01-01 00:00:00+00')$$,
  'TFT02', 'This tender was changed by someone else', 'edit: from a stale version is refused (TFT02)');
select is((select title from public.tenders where id = 'f2400000-0000-4000-8000-0000000000e1'), 'Edited',
  'edit: and the stale save changed nothing');
select throws_ok(
  $$select public.save_tender('{"title": "T"}', 'f2400000-0000-4000-8000-0000000000e1', null)$$,
  '22023', null, 'edit: without the version loaded is refused (22023)');
select throws_ok(
  $$select public.save_tender('{"title": "Gone"}', 'f2400000-0000-4000-8000-0000000000ff', now())$$,
  'P0002', 'Tender not found', 'edit: a tender that does not exist (P0002)');
select throws_ok(
  $$select public.save_tender('{"title": "Theirs"}', 'f2400000-0000-4000-8000-0000000000b1', now())$$,
  'P0002', 'Tender not found', 'edit: another workspace''s tender is not found either (P0002)');
select throws_ok(
  $$select public.save_tender(jsonb_build_object('workspace_id', tests.workspace_named('Value Wins')),
                              'f2400000-0000-4000-8000-0000000000e1', now())$$,
  '42501', 'permission denied for table tenders', 'edit: a column the caller may not update (workspace_id) is refused');
select throws_ok(
  $$select public.save_tender('{"colour": "red"}', 'f2400000-0000-4000-8000-0000000000e1', now())$$,
  '22023', 'Unknown tender field: colour', 'edit: an unknown field is refused');

select tests.clear_authentication();
select throws_ok($$select public.save_tender('{"title": "T"}', 'f2400000-0000-4000-8000-0000000000e1', now())$$,
  '42501', 'Not authenticated', 'not without a user');

-- Money exactness: 10,000 amounts whose float sum drifts --------------------------------

select isnt((select sum(case when g % 2 = 0 then 0.10::float8 else 0.20::float8 end) from generate_series(1, 10000) g),
  1500::float8, 'the amounts chosen: 5,000 × 0.10 + 5,000 × 0.20 in floating point is not 1500');

-- Each with its reference confirmed (shared_reference), so the duplicate check takes no
-- advisory lock per row: 10,000 in one transaction would exceed max_locks_per_transaction.
select tests.authenticate_as('f2400000-0000-4000-8000-00000000000a');
select lives_ok(
  $$insert into public.tenders (workspace_id, reference_number, client, title, status, estimated_value, currency,
                                shared_reference)
    select tests.workspace_named('Value Money'), 'M-' || g, 'Client', 'Tender ' || g, 'submitted'::public.tender_status,
           case when g % 2 = 0 then 0.10 else 0.20 end, 'EUR', 'M-' || g
    from generate_series(1, 10000) g$$,
  'an admin inserts 10,000 tenders of 0.10 and 0.20 in one statement');
select is(
  pg_temp.lines(public.value_report(tests.workspace_named('Value Money'), 'UTC') -> 'pipeline',
                array['status', 'currency', 'count', 'valued', 'total', 'weighted']),
  array['submitted EUR 10000 10000 1500.00 750.00'],
  'value_report: the 10,000 sum to exactly 1500.00, weighted (50 %) to exactly 750.00');
select is(
  pg_temp.lines(public.dashboard_summary(tests.workspace_named('Value Money'), 'UTC') -> 'pipeline',
                array['currency', 'count', 'valued', 'total', 'weighted']),
  array['EUR 10000 10000 1500.00 750.00'],
  'dashboard_summary: the same exact pipeline');
select is(
  (select sum(estimated_value)::text from public.tenders where workspace_id = tests.workspace_named('Value Money')),
  '1500.00', 'the column sums exactly too (numeric(15,2))');

-- Per currency and the weighted pipeline ------------------------------------------------

select isnt_empty(
  $$update public.pipeline_settings
    set probability_under_review = 20, probability_in_development = 40, probability_submitted = 60
    where workspace_id = tests.workspace_named('Value Pipeline') returning 1$$,
  'an admin sets the default probability of each open status');

reset role;
insert into public.tenders (workspace_id, user_id, reference_number, client, title, status, estimated_value, bid_price,
                            probability, currency)
select tests.workspace_named('Value Pipeline'), 'f2400000-0000-4000-8000-00000000000a', v.ref, 'Client', v.ref,
       v.status::public.tender_status, v.estimate, v.bid, v.probability, v.currency
from (values
  ('P1', 'under-review', 1000, null, null, 'EUR'),    -- status default 20 %: 200
  ('P2', 'under-review', 1000, null, 0, 'EUR'),       -- its own 0 %: 0
  ('P3', 'in-development', 1000, null, null, 'EUR'),  -- 40 %: 400
  ('P4', 'submitted', 1000, 2000, 100, 'EUR'),        -- the bid price, 100 %: 2000
  ('P5', 'submitted', 1000, null, null, 'EUR'),       -- 60 %: 600
  ('P6', 'under-review', null, null, 90, 'EUR'),      -- no value yet: counted, not valued
  ('P7', 'won', 1000, null, null, 'EUR'),             -- closed: not in the pipeline
  ('P8', 'lost', 1000, null, 50, 'EUR'),
  ('P9', 'declined', 1000, null, null, 'EUR'),
  ('P10', 'cancelled', 1000, null, null, 'EUR'),
  ('P11', 'under-review', 300.10, null, null, 'USD'), -- 20 %: 60.02
  ('P12', 'in-development', 199.90, null, 75, 'USD')  -- 75 %: 149.925
) as v (ref, status, estimate, bid, probability, currency);
set local role authenticated;

select is(
  pg_temp.lines(public.dashboard_summary(tests.workspace_named('Value Pipeline'), 'UTC') -> 'pipeline',
                array['currency', 'count', 'valued', 'total', 'weighted']),
  array['EUR 6 5 6000.00 3200.00', 'USD 2 2 500.00 209.95'],
  'dashboard: the open pipeline per currency (never EUR and USD added), weighted by each tender''s own probability, else its status''s');
select is(
  pg_temp.lines(public.value_report(tests.workspace_named('Value Pipeline'), 'UTC', '6m') -> 'pipeline',
                array['status', 'currency', 'count', 'valued', 'total', 'weighted']),
  array['under-review EUR 3 2 2000.00 200.00', 'under-review USD 1 1 300.10 60.02',
        'in-development EUR 1 1 1000.00 400.00', 'in-development USD 1 1 199.90 149.93',
        'submitted EUR 2 2 3000.00 2600.00'],
  'value_report: the pipeline by open status and currency; won, lost, declined and cancelled are not in it');
select results_eq(
  $$select private.effective_probability(v.probability::smallint, v.status::public.tender_status, s)
    from public.pipeline_settings s,
         (values (1, null, 'under-review'), (2, 0, 'under-review'), (3, null, 'in-development'), (4, null, 'submitted'),
                 (5, 100, 'submitted'), (6, 70, 'won'), (7, null, 'lost'), (8, 50, 'declined'), (9, 50, 'cancelled'))
           as v (n, probability, status)
    where s.workspace_id = tests.workspace_named('Value Pipeline') order by v.n$$,
  $$values (20), (0), (40), (60), (100), (null::int), (null), (null), (null)$$,
  'effective_probability: its own (0 included) beats the status default; a closed tender has none');
select results_eq(
  $$select private.tender_value(v.bid, v.estimate) from (values (1, 800.00, 1000.00), (2, null, 500.00), (3, null, null),
      (4, 0, 10.00)) as v (n, bid, estimate) order by v.n$$,
  $$values (800.00), (500.00), (null::numeric), (0)$$,
  'tender_value: our bid price, else the estimate');

-- Win rate by value, loss reasons, competitors -----------------------------------------

reset role;
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, status, estimated_value,
                            bid_price, currency, created_at)
select v.id::uuid, tests.workspace_named('Value Wins'), 'f2400000-0000-4000-8000-00000000000a', v.ref, 'Client', v.ref,
       v.status::public.tender_status, v.estimate, v.bid, v.currency, now() - v.age
from (values
  ('f2400000-0000-4000-8000-0000000000f1', 'V1', 'won', 1000, 800, 'EUR', interval '0'),        -- 800 (bid)
  ('f2400000-0000-4000-8000-0000000000f2', 'V2', 'won', 500, null, 'EUR', interval '0'),        -- 500 (estimate)
  ('f2400000-0000-4000-8000-0000000000f3', 'V3', 'lost', 2500, 3000, 'EUR', interval '0'),      -- 3000
  ('f2400000-0000-4000-8000-0000000000f4', 'V4', 'lost', 700, null, 'EUR', interval '0'),       -- 700
  ('f2400000-0000-4000-8000-0000000000f5', 'V5', 'lost', 100, null, 'EUR', interval '0'),       -- 100
  ('f2400000-0000-4000-8000-0000000000f6', 'V6', 'lost', null, null, 'EUR', interval '0'),      -- no value
  ('f2400000-0000-4000-8000-0000000000f7', 'V7', 'cancelled', 9999, 9999, 'EUR', interval '0'), -- never counted
  ('f2400000-0000-4000-8000-0000000000f8', 'V8', 'declined', 50, null, 'EUR', interval '0'),    -- not a bid
  ('f2400000-0000-4000-8000-0000000000f9', 'V9', 'won', 100, null, 'USD', interval '0'),
  ('f2400000-0000-4000-8000-0000000000fa', 'V10', 'won', 1000, null, 'EUR', interval '8 months') -- before the 6 months
) as v (id, ref, status, estimate, bid, currency, age);
set local role authenticated;

select is(
  pg_temp.lines(public.value_report(tests.workspace_named('Value Wins'), 'UTC', '6m') -> 'win_rates',
                array['currency', 'won', 'lost', 'won_value', 'lost_value']),
  array['EUR 2 4 1300.00 3800.00', 'USD 1 0 100.00 0'],
  'value_report: win rate by count and by value per currency, bid price else estimate, cancelled and declined left out');
select is(
  pg_temp.lines(public.value_report(tests.workspace_named('Value Wins'), 'UTC', 'all') -> 'win_rates',
                array['currency', 'won', 'lost', 'won_value', 'lost_value']),
  array['EUR 3 4 2300.00 3800.00', 'USD 1 0 100.00 0'],
  'value_report (all): the tender from 8 months ago counts too');
select is(
  pg_temp.lines(public.dashboard_summary(tests.workspace_named('Value Wins'), 'UTC') -> 'win_value',
                array['currency', 'won', 'lost', 'won_value', 'lost_value']),
  array['EUR 3 4 2300.00 3800.00', 'USD 1 0 100.00 0'],
  'dashboard: the win rate by value over every tender, cancelled left out');
select results_eq(
  $$select (d ->> 'won')::int, (d ->> 'lost')::int, (d -> 'statuses' -> 6 ->> 'status'), (d -> 'statuses' -> 6 ->> 'count')::int
    from (select public.dashboard_summary(tests.workspace_named('Value Wins'), 'UTC') as d) x$$,
  $$values (4, 4, 'cancelled', 1)$$,
  'dashboard: cancelled is neither won nor lost; it has its own status count, last');
select is(
  pg_temp.lines(public.value_report(tests.workspace_named('Value Wins'), 'UTC') -> 'won_by_month', array['month', 'currency', 'count', 'value']),
  array[to_char(now() at time zone 'UTC', 'YYYY-MM-01') || ' EUR 2 1300.00', to_char(now() at time zone 'UTC', 'YYYY-MM-01') || ' USD 1 100.00'],
  'value_report: won value per month and currency');

-- Outcomes, recorded by the manager.
select tests.authenticate_as('f2400000-0000-4000-8000-00000000000c');
create function pg_temp.reason(p_workspace text, p_label text) returns uuid language sql as $$
  select r.id from public.loss_reasons r where r.workspace_id = tests.workspace_named(p_workspace) and r.label = p_label
$$;
select lives_ok(
  $$insert into public.tender_outcomes (tender_id, workspace_id, winner, winning_price, our_rank, loss_reason_id, loss_note)
    values ('f2400000-0000-4000-8000-0000000000f3', tests.workspace_named('Value Wins'), 'Acme Ltd', 2900, 2,
            pg_temp.reason('Value Wins', 'Price'), 'Undercut by 100'),
           ('f2400000-0000-4000-8000-0000000000f4', tests.workspace_named('Value Wins'), '  acme LTD ', 650, 3,
            pg_temp.reason('Value Wins', 'Price'), null),
           ('f2400000-0000-4000-8000-0000000000f5', tests.workspace_named('Value Wins'), 'Beta Corp', 90, null,
            pg_temp.reason('Value Wins', 'Experience'), null),
           ('f2400000-0000-4000-8000-0000000000f1', tests.workspace_named('Value Wins'), 'Our Firm', 800, 1, null, null)$$,
  'a manager records outcomes');
select is((select updated_by from public.tender_outcomes where tender_id = 'f2400000-0000-4000-8000-0000000000f3'),
  'f2400000-0000-4000-8000-00000000000c'::uuid, 'an outcome records who wrote it');
select isnt_empty(
  $$update public.tender_outcomes set lessons = 'Price the logistics lower'
    where tender_id = 'f2400000-0000-4000-8000-0000000000f3' returning 1$$,
  'a manager edits an outcome');

select is(
  pg_temp.lines(public.value_report(tests.workspace_named('Value Wins'), 'UTC') -> 'loss_reasons', array['reason', 'count']),
  array['Price 2', 'Experience 1', '- 1'],
  'value_report: lost tenders by reason, most first; a loss without a recorded reason counts as none');
select is(
  (select array_agg(lower(e ->> 'winner') || ' ' || (e ->> 'currency') || ' ' || (e ->> 'count') || ' ' || (e ->> 'value')
                    order by n)
   from jsonb_array_elements(public.value_report(tests.workspace_named('Value Wins'), 'UTC') -> 'competitors')
          with ordinality as x (e, n)),
  array['acme ltd EUR 2 3550.00', 'beta corp EUR 1 90.00'],
  'value_report: the competitors who beat us, one per name whatever its case and spaces, with the value they won');
select is(
  (select array_agg(lower(winner) || ' ' || times) from public.recorded_winners(tests.workspace_named('Value Wins'))),
  array['acme ltd 2', 'beta corp 1', 'our firm 1'],
  'recorded_winners: every winner recorded, grouped the same way, most frequent first');

-- Row-level security and privileges on the new tables ---------------------------------

-- B, of another workspace: sees nothing, changes nothing.
select tests.authenticate_as('f2400000-0000-4000-8000-00000000000b');
select is(
  (select count(*)::int from public.pipeline_settings where workspace_id <> tests.workspace_named('Value Two'))
  + (select count(*)::int from public.loss_reasons where workspace_id <> tests.workspace_named('Value Two'))
  + (select count(*)::int from public.tender_outcomes), 0,
  'another workspace''s settings, loss reasons and outcomes are invisible');
select is(public.value_report(tests.workspace_named('Value Wins'), 'UTC', 'all'),
  '{"pipeline": [], "won_by_month": [], "win_rates": [], "loss_reasons": [], "competitors": []}'::jsonb,
  'value_report of another workspace: empty');
select is_empty($$select * from public.recorded_winners(tests.workspace_named('Value Wins'))$$,
  'recorded_winners of another workspace: none');
select is_empty(
  $$update public.pipeline_settings set default_currency = 'JPY' where workspace_id = tests.workspace_named('Value Wins')
    returning 1$$,
  'another workspace''s settings cannot be changed');
select throws_ok(
  $$insert into public.loss_reasons (workspace_id, label) values (tests.workspace_named('Value Wins'), 'Sabotage')$$,
  '42501', 'new row violates row-level security policy for table "loss_reasons"',
  'no loss reason in another workspace');
select throws_ok(
  $$insert into public.tender_outcomes (tender_id, workspace_id, winner)
    values ('f2400000-0000-4000-8000-0000000000f2', tests.workspace_named('Value Wins'), 'Me')$$,
  '42501', 'new row violates row-level security policy for table "tender_outcomes"',
  'no outcome in another workspace');

-- U, a user of Value One: reads, never edits.
select tests.authenticate_as('f2400000-0000-4000-8000-00000000000d');
select results_eq(
  $$select (select count(*)::int from public.pipeline_settings where workspace_id = tests.workspace_named('Value One')),
           (select count(*)::int from public.loss_reasons where workspace_id = tests.workspace_named('Value One'))$$,
  $$values (1, 6)$$, 'a user reads the settings and the loss reasons of the workspace');
select is_empty(
  $$update public.pipeline_settings set probability_submitted = 99 where workspace_id = tests.workspace_named('Value One')
    returning 1$$,
  'a user cannot change the pipeline settings');
select throws_ok(
  $$insert into public.loss_reasons (workspace_id, label) values (tests.workspace_named('Value One'), 'Weather')$$,
  '42501', 'new row violates row-level security policy for table "loss_reasons"', 'a user cannot add a loss reason');
select is_empty(
  $$update public.loss_reasons set label = 'Cost' where workspace_id = tests.workspace_named('Value One') returning 1$$,
  'a user cannot rename a loss reason');
select is_empty($$delete from public.loss_reasons where workspace_id = tests.workspace_named('Value One') returning 1$$,
  'a user cannot delete a loss reason');

-- The outcome rules, in Value One: E-1 lost, then U and M try.
reset role;
update public.tenders set status = 'lost' where id = 'f2400000-0000-4000-8000-0000000000e1';
insert into public.tender_outcomes (tender_id, workspace_id, winner)
values ('f2400000-0000-4000-8000-0000000000e1', tests.workspace_named('Value One'), 'Rival');
set local role authenticated;
select throws_ok(
  $$insert into public.tender_outcomes (tender_id, workspace_id, winner)
    values ((select id from public.tenders where reference_number = 'N-1'), tests.workspace_named('Value One'), 'X')$$,
  '42501', 'new row violates row-level security policy for table "tender_outcomes"', 'a user cannot record an outcome');
select is_empty(
  $$update public.tender_outcomes set winner = 'Someone' where tender_id = 'f2400000-0000-4000-8000-0000000000e1' returning 1$$,
  'a user cannot edit an outcome');
select is_empty($$delete from public.tender_outcomes where workspace_id = tests.workspace_named('Value One') returning 1$$,
  'a user cannot delete an outcome');

-- M, a manager of Value One: outcomes yes, settings and reasons no.
select tests.authenticate_as('f2400000-0000-4000-8000-00000000000c');
select lives_ok(
  $$insert into public.tender_outcomes (tender_id, workspace_id, award_date, winning_price)
    values ((select id from public.tenders where reference_number = 'N-2'), tests.workspace_named('Value One'),
            '2027-04-01', 12.5)$$,
  'a manager records an outcome in the workspace');
select isnt_empty(
  $$delete from public.tender_outcomes where tender_id = (select id from public.tenders where reference_number = 'N-2')
    returning 1$$,
  'a manager deletes an outcome');
select is_empty(
  $$update public.pipeline_settings set probability_submitted = 99 where workspace_id = tests.workspace_named('Value One')
    returning 1$$,
  'a manager cannot change the pipeline settings');
select throws_ok(
  $$insert into public.loss_reasons (workspace_id, label) values (tests.workspace_named('Value One'), 'Weather')$$,
  '42501', 'new row violates row-level security policy for table "loss_reasons"', 'a manager cannot add a loss reason');
select is_empty($$delete from public.loss_reasons where workspace_id = tests.workspace_named('Value One') returning 1$$,
  'a manager cannot delete a loss reason');
select throws_ok(
  $$update public.tender_outcomes set updated_by = 'f2400000-0000-4000-8000-00000000000a'
    where tender_id = 'f2400000-0000-4000-8000-0000000000e1'$$,
  '42501', 'permission denied for table tender_outcomes', 'who wrote an outcome is not the API''s to set');

-- A, the admin: settings and reasons, within their columns and rules.
select tests.authenticate_as('f2400000-0000-4000-8000-00000000000a');
select throws_ok(
  $$insert into public.pipeline_settings (workspace_id) values (tests.workspace_named('Value One'))$$,
  '42501', 'permission denied for table pipeline_settings', 'settings are one row per workspace, made with it: no insert');
select throws_ok(
  $$update public.pipeline_settings set workspace_id = tests.workspace_named('Value Wins')
    where workspace_id = tests.workspace_named('Value One')$$,
  '42501', 'permission denied for table pipeline_settings', 'a settings row cannot move to another workspace');
select throws_ok(
  $$update public.pipeline_settings set probability_in_development = 101 where workspace_id = tests.workspace_named('Value One')$$,
  '23514', null, 'a default probability is 0-100');
select throws_ok(
  $$update public.pipeline_settings set default_currency = 'Euro' where workspace_id = tests.workspace_named('Value One')$$,
  '23514', null, 'the default currency is an ISO 4217 code');
select lives_ok(
  $$insert into public.loss_reasons (workspace_id, label, position) values (tests.workspace_named('Value One'), 'Weather', 7)$$,
  'an admin adds a loss reason');
select throws_ok(
  $$insert into public.loss_reasons (workspace_id, label) values (tests.workspace_named('Value One'), '  weather ')$$,
  '23505', null, 'a loss reason is there once per workspace, whatever its case and spaces');
select isnt_empty(
  $$update public.loss_reasons set label = 'Bad weather'
    where label = 'Weather' and workspace_id = tests.workspace_named('Value One') returning 1$$,
  'an admin renames a loss reason');
select isnt_empty(
  $$delete from public.loss_reasons where label = 'Bad weather' and workspace_id = tests.workspace_named('Value One')
    returning 1$$,
  'an admin deletes a loss reason nobody used');
select lives_ok(
  $$update public.tender_outcomes set loss_reason_id = pg_temp.reason('Value One', 'Relationship')
    where tender_id = 'f2400000-0000-4000-8000-0000000000e1'$$,
  'an admin gives an outcome a reason of its workspace');
select is((select updated_by from public.tender_outcomes where tender_id = 'f2400000-0000-4000-8000-0000000000e1'),
  'f2400000-0000-4000-8000-00000000000a'::uuid, 'an outcome records who wrote it last');
select throws_ok(
  $$delete from public.loss_reasons where label = 'Relationship' and workspace_id = tests.workspace_named('Value One')$$,
  '23503', null, 'a loss reason in use cannot be deleted');
select throws_ok(
  $$update public.tender_outcomes set loss_reason_id = pg_temp.reason('Value Wins', 'Price')
    where tender_id = 'f2400000-0000-4000-8000-0000000000e1'$$,
  '23503', null, 'an outcome cannot take a loss reason of another workspace, even one the admin also runs');
select throws_ok(
  $$insert into public.tender_outcomes (tender_id, workspace_id, winner)
    values ('f2400000-0000-4000-8000-0000000000f2', tests.workspace_named('Value One'), 'Elsewhere')$$,
  '23503', null, 'an outcome is in its tender''s workspace');
select throws_ok(
  $$insert into public.tender_outcomes (tender_id, workspace_id, winner)
    values ('f2400000-0000-4000-8000-0000000000e1', tests.workspace_named('Value One'), 'Twice')$$,
  '23505', null, 'one outcome per tender');

-- The workspace's default currency: new tenders take the new one, old ones keep theirs.
select isnt_empty(
  $$update public.pipeline_settings set default_currency = 'KES' where workspace_id = tests.workspace_named('Value One')
    returning 1$$,
  'an admin changes the default currency');
select results_eq(
  $$select (public.save_tender('{"reference_number": "N-9", "client": "C", "title": "T"}')).currency,
           (select currency from public.tenders where reference_number = 'N-1')$$,
  $$values ('KES', 'EUR')$$,
  'a new tender takes the new default; a saved one keeps its currency');

-- Deleting a workspace takes its outcomes and reasons with it (the restrict only guards a
-- reason still in use by a live outcome).
reset role;
delete from public.workspaces where id = tests.workspace_named('Value Wins');
select is((select count(*)::int from public.tender_outcomes o where o.tender_id = 'f2400000-0000-4000-8000-0000000000f3'), 0,
  'a deleted workspace takes its outcomes and loss reasons with it');

select * from finish();
rollback;
