-- The bid cost totals (private.bid_cost_totals in supabase/schemas/15_bid_costs.sql): per
-- tender and month, kept by triggers through inserts, updates and deletes of time entries
-- and expenses and through cost rate changes, always equal to a recount from the rows; read
-- only by admins and managers; the report reads them (at the exchange rate of the tender,
-- else of the month) and still lists what it cannot convert; per-tender exchange rates:
-- admins write, members read, and the report names the tender whose rate it used.
-- Two entries added at once on one tender: both counted, because every recount of a workspace
-- runs under one lock (proven held below); tests/integration/bid-cost-totals.test.ts races
-- two clients on PostgreSQL.
--
-- A is admin of "Totals One" (M manager, U user; EUR); B is admin of "Totals Two".
begin;
create extension if not exists pgtap with schema extensions;

select plan(28);

select tests.create_user('tot-a@example.test', '{"company": "Totals One"}', 'f5400000-0000-4000-8000-00000000000a');
select tests.create_user('tot-b@example.test', '{"company": "Totals Two"}', 'f5400000-0000-4000-8000-00000000000b');
select tests.create_user('tot-m@example.test', '{"full_name": "Mo Manager"}', 'f5400000-0000-4000-8000-00000000000c');
select tests.create_user('tot-u@example.test', '{"full_name": "Ulla User"}', 'f5400000-0000-4000-8000-00000000000d');
select tests.add_member(tests.workspace_named('Totals One'), 'f5400000-0000-4000-8000-00000000000c', 'manager');
select tests.add_member(tests.workspace_named('Totals One'), 'f5400000-0000-4000-8000-00000000000d', 'user');
update public.pipeline_settings set default_currency = 'EUR' where workspace_id = tests.workspace_named('Totals One');

insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, currency, status, bid_price)
values ('f5400000-0000-4000-8000-0000000000e1', tests.workspace_named('Totals One'), 'f5400000-0000-4000-8000-00000000000a',
        'T-1', 'Client', 'Totalled', 'EUR', 'in-development', 10000);
insert into public.cost_rates (id, workspace_id, user_id, hourly_rate, currency, effective_from)
values ('f5400000-0000-4000-8000-000000000c01', tests.workspace_named('Totals One'), null, 40, 'EUR', '2026-01-01');

-- The tender's totals, month by month: month kind currency items hours amount.
create function pg_temp.totals(p_tender uuid) returns text language sql security definer set search_path = '' as $$
  select coalesce(pg_catalog.string_agg(
           pg_catalog.concat_ws(' ', b.month, b.kind, nullif(b.currency, ''), b.items, b.hours, b.amount),
           ' | ' order by b.month, b.kind, b.currency), '')
  from private.bid_cost_totals b where b.tender_id = p_tender
$$;
-- Every total of the workspace, then the same after recounting every month of every tender
-- from the rows: equal unless a change was missed.
create function pg_temp.all_totals(p_workspace uuid) returns text language sql security definer set search_path = '' as $$
  select coalesce(pg_catalog.string_agg(
           pg_catalog.concat_ws(' ', b.tender_id, b.month, b.kind, b.currency, b.items, b.hours, b.amount),
           ' | ' order by b.tender_id, b.month, b.kind, b.currency), '')
  from private.bid_cost_totals b where b.workspace_id = p_workspace
$$;
create function pg_temp.recounted(p_workspace uuid) returns text language plpgsql security definer set search_path = '' as $$
begin
  perform private.recount_bid_costs('time', pg_catalog.array_agg(p.tender_id), pg_catalog.array_agg(p.month))
  from (select t.id as tender_id, m::date as month from public.tenders t,
          pg_catalog.generate_series('2025-01-01'::date, '2027-12-01'::date, interval '1 month') m
        where t.workspace_id = p_workspace) p;
  perform private.recount_bid_costs('expense', pg_catalog.array_agg(p.tender_id), pg_catalog.array_agg(p.month))
  from (select t.id as tender_id, m::date as month from public.tenders t,
          pg_catalog.generate_series('2025-01-01'::date, '2027-12-01'::date, interval '1 month') m
        where t.workspace_id = p_workspace) p;
  return pg_temp.all_totals(p_workspace);
end;
$$;

select has_table('private', 'bid_cost_totals', 'the totals are kept in private');

-- Inserts ------------------------------------------------------------------------------------

-- U: 1.5 h on 10 Feb and 2.25 h on 5 Mar at the workspace's 40 € (60, 90); M: 1 h on 6 Mar
-- (40) and 2 h on 20 Dec 2025, before any rate. Expenses: 100 € and 50 $ + 25 $ in March.
select tests.authenticate_as('f5400000-0000-4000-8000-00000000000d');
insert into public.time_entries (id, tender_id, work_date, hours, description)
values ('f5400000-0000-4000-8000-000000000101', 'f5400000-0000-4000-8000-0000000000e1', '2026-02-10', 1.5, 'Reading'),
       ('f5400000-0000-4000-8000-000000000102', 'f5400000-0000-4000-8000-0000000000e1', '2026-03-05', 2.25, 'Writing');
insert into public.expenses (id, tender_id, amount, currency, spent_on, category)
values ('f5400000-0000-4000-8000-000000000201', 'f5400000-0000-4000-8000-0000000000e1', 100, 'EUR', '2026-03-02', 'travel'),
       ('f5400000-0000-4000-8000-000000000202', 'f5400000-0000-4000-8000-0000000000e1', 50, 'USD', '2026-03-03', 'travel'),
       ('f5400000-0000-4000-8000-000000000203', 'f5400000-0000-4000-8000-0000000000e1', 25, 'USD', '2026-03-04', 'other');
select tests.authenticate_as('f5400000-0000-4000-8000-00000000000c');
insert into public.time_entries (id, tender_id, work_date, hours, description)
values ('f5400000-0000-4000-8000-000000000103', 'f5400000-0000-4000-8000-0000000000e1', '2026-03-06', 1, 'Pricing');
insert into public.time_entries (id, tender_id, work_date, hours, description)
values ('f5400000-0000-4000-8000-000000000104', 'f5400000-0000-4000-8000-0000000000e1', '2025-12-20', 2, 'Early');

select is(pg_temp.totals('f5400000-0000-4000-8000-0000000000e1'),
  '2025-12-01 unrated 1 2.00 0 | 2026-02-01 time EUR 1 1.50 60.00 | 2026-03-01 expense EUR 1 0 100.00 | '
  '2026-03-01 expense USD 2 0 75.00 | 2026-03-01 time EUR 2 3.25 130.00',
  'inserts: hours and money per month, each currency apart, hours before any rate unrated');
select ok(exists (select 1 from pg_catalog.pg_locks l
                  where l.locktype = 'advisory' and l.pid = pg_catalog.pg_backend_pid() and l.granted
                    and ((l.classid::bigint << 32) | l.objid::bigint)
                        = pg_catalog.hashtext('bid-cost-totals:' || tests.workspace_named('Totals One')::text)::bigint),
  'a writer holds the workspace''s totals lock until it commits: a second writer on the tender waits, then recounts with both entries');

-- Who reads them -----------------------------------------------------------------------------

select is((select count(*)::int from private.bid_cost_totals), 5, 'a manager reads the totals');
select tests.authenticate_as('f5400000-0000-4000-8000-00000000000d');
select is((select count(*)::int from private.bid_cost_totals), 0, 'a user reads none (they value everyone''s time)');
select throws_ok($$delete from private.bid_cost_totals$$, '42501', null, 'nor changes them');
select tests.authenticate_as('f5400000-0000-4000-8000-00000000000b');
select is((select count(*)::int from private.bid_cost_totals), 0, 'another workspace reads none');

-- Updates and deletes ---------------------------------------------------------------------------

select tests.authenticate_as('f5400000-0000-4000-8000-00000000000d');
update public.time_entries set hours = 3 where id = 'f5400000-0000-4000-8000-000000000102';
select is(pg_temp.totals('f5400000-0000-4000-8000-0000000000e1'),
  '2025-12-01 unrated 1 2.00 0 | 2026-02-01 time EUR 1 1.50 60.00 | 2026-03-01 expense EUR 1 0 100.00 | '
  '2026-03-01 expense USD 2 0 75.00 | 2026-03-01 time EUR 2 4.00 160.00',
  'an entry''s hours changed: its month follows (2.25 → 3 h)');
update public.time_entries set work_date = '2026-03-09' where id = 'f5400000-0000-4000-8000-000000000101';
select is(pg_temp.totals('f5400000-0000-4000-8000-0000000000e1'),
  '2025-12-01 unrated 1 2.00 0 | 2026-03-01 expense EUR 1 0 100.00 | '
  '2026-03-01 expense USD 2 0 75.00 | 2026-03-01 time EUR 3 5.50 220.00',
  'an entry moved to another month leaves the old one and counts in the new');
update public.expenses set currency = 'EUR' where id = 'f5400000-0000-4000-8000-000000000203';
delete from public.expenses where id = 'f5400000-0000-4000-8000-000000000201';
select is(pg_temp.totals('f5400000-0000-4000-8000-0000000000e1'),
  '2025-12-01 unrated 1 2.00 0 | 2026-03-01 expense EUR 1 0 25.00 | '
  '2026-03-01 expense USD 1 0 50.00 | 2026-03-01 time EUR 3 5.50 220.00',
  'an expense''s currency changed and another deleted: the totals follow');
select tests.authenticate_as('f5400000-0000-4000-8000-00000000000c');
delete from public.time_entries where id = 'f5400000-0000-4000-8000-000000000103';
select is(pg_temp.totals('f5400000-0000-4000-8000-0000000000e1'),
  '2025-12-01 unrated 1 2.00 0 | 2026-03-01 expense EUR 1 0 25.00 | '
  '2026-03-01 expense USD 1 0 50.00 | 2026-03-01 time EUR 2 4.50 180.00',
  'a deleted entry no longer counts');

-- Rate changes ----------------------------------------------------------------------------------

select tests.authenticate_as('f5400000-0000-4000-8000-00000000000a');
update public.cost_rates set hourly_rate = 50 where id = 'f5400000-0000-4000-8000-000000000c01';
select is(pg_temp.totals('f5400000-0000-4000-8000-0000000000e1'),
  '2025-12-01 unrated 1 2.00 0 | 2026-03-01 expense EUR 1 0 25.00 | '
  '2026-03-01 expense USD 1 0 50.00 | 2026-03-01 time EUR 2 4.50 225.00',
  'a rate changed: the hours it reaches are valued again (4.5 h × 50)');
insert into public.cost_rates (workspace_id, user_id, hourly_rate, currency, effective_from)
values (tests.workspace_named('Totals One'), null, 30, 'EUR', '2025-12-01'),
       (tests.workspace_named('Totals One'), 'f5400000-0000-4000-8000-00000000000d', 70.01, 'EUR', '2026-03-06');
select is(pg_temp.totals('f5400000-0000-4000-8000-0000000000e1'),
  '2025-12-01 time EUR 1 2.00 60.00 | 2026-03-01 expense EUR 1 0 25.00 | '
  '2026-03-01 expense USD 1 0 50.00 | 2026-03-01 time EUR 2 4.50 255.02',
  'an earlier rate values the unrated hours (2 h × 30); a member''s own rate values their hours from its date (9 March: 1.5 h × 70.01 = 105.02, each entry to the cent; 5 March: 3 h × 50)');
delete from public.cost_rates where effective_from = '2025-12-01';
select is(pg_temp.totals('f5400000-0000-4000-8000-0000000000e1') like '2025-12-01 unrated 1 2.00 0 | %', true,
  'a rate deleted: the hours it valued are unrated again');
select tests.clear_authentication();
create temp table kept as select pg_temp.all_totals(tests.workspace_named('Totals One')) as totals;
select is(pg_temp.recounted(tests.workspace_named('Totals One')), (select totals from kept),
  'after all of it, the totals equal a recount from the entries and expenses');

-- The report reads them --------------------------------------------------------------------------

-- T-1 now: 2 h in December with no rate, 4.5 h in March (255.02 €), 25 € and 50 $ of expenses.
select tests.authenticate_as('f5400000-0000-4000-8000-00000000000a');
select is(public.bid_cost_report(tests.workspace_named('Totals One'), 'UTC', 'all') -> 'overall',
  '{"tenders": 1, "bids": 0, "wins": 0, "cost": 280.02, "value_won": 0, "cost_per_bid": null, "cost_per_win": null, "share": null}'::jsonb,
  'report: the cost from the totals, no decided tender, no cost per bid');
select is(public.bid_cost_report(tests.workspace_named('Totals One'), 'UTC', 'all') -> 'unconverted',
  '[{"what": "expense", "currency": "USD", "amount": 50.00, "count": 1}]'::jsonb,
  'report: dollars with no rate are listed with how many expenses they are, in no figure');
select is(public.bid_cost_report(tests.workspace_named('Totals One'), 'UTC', 'all') -> 'unrated_hours', '2.00'::jsonb,
  'report: and the hours with no cost rate');
select tests.clear_authentication();
insert into public.expenses (tender_id, user_id, amount, currency, spent_on, category)
values ('f5400000-0000-4000-8000-0000000000e1', 'f5400000-0000-4000-8000-00000000000a', 30, 'USD', '2026-03-20', 'other');
select tests.authenticate_as('f5400000-0000-4000-8000-00000000000a');
select is(public.bid_cost_report(tests.workspace_named('Totals One'), 'UTC', 'all') -> 'unconverted',
  '[{"what": "expense", "currency": "USD", "amount": 80.00, "count": 2}]'::jsonb,
  'report: the count is of expenses, not of total rows');
insert into public.exchange_rates (workspace_id, currency, month, rate)
values (tests.workspace_named('Totals One'), 'USD', '2026-03-01', 0.9);
select is((public.bid_cost_report(tests.workspace_named('Totals One'), 'UTC', 'all') -> 'overall') ->> 'cost', '352.02',
  'report: with the month''s rate the dollars count (80 $ × 0.9 = 72 €), without recounting');

-- Exchange rates for one tender ---------------------------------------------------------------

select tests.authenticate_as('f5400000-0000-4000-8000-00000000000c');
select throws_ok($$insert into public.exchange_rates (workspace_id, currency, tender_id, rate)
  values (tests.workspace_named('Totals One'), 'USD', 'f5400000-0000-4000-8000-0000000000e1', 1)$$,
  '42501', null, 'a manager cannot record a tender''s rate');
select tests.authenticate_as('f5400000-0000-4000-8000-00000000000b');
select throws_ok($$insert into public.exchange_rates (workspace_id, currency, tender_id, rate)
  values (tests.workspace_named('Totals Two'), 'USD', 'f5400000-0000-4000-8000-0000000000e1', 1)$$,
  '23503', null, 'nor can another workspace, for a tender not its own');
select tests.authenticate_as('f5400000-0000-4000-8000-00000000000a');
select lives_ok($$insert into public.exchange_rates (workspace_id, currency, tender_id, rate)
  values (tests.workspace_named('Totals One'), 'USD', 'f5400000-0000-4000-8000-0000000000e1', 1)$$,
  'an admin records a rate for one tender');
select tests.authenticate_as('f5400000-0000-4000-8000-00000000000d');
select is((select count(*)::int from public.exchange_rates where tender_id is not null), 1, 'members read it');
select tests.authenticate_as('f5400000-0000-4000-8000-00000000000a');
select is((public.bid_cost_report(tests.workspace_named('Totals One'), 'UTC', 'all') -> 'overall') ->> 'cost', '360.02',
  'report: the tender''s own rate wins over the month''s (80 $ × 1)');
select is(public.bid_cost_report(tests.workspace_named('Totals One'), 'UTC', 'all') -> 'rates',
  '[{"currency": "USD", "rate": 1, "month": null, "tender": true, "reference_number": "T-1"}]'::jsonb,
  'report: and names the tender whose rate it used');

select tests.authenticate_as('f5400000-0000-4000-8000-00000000000b');
select is(public.bid_cost_report(tests.workspace_named('Totals One'), 'UTC', 'all'), null,
  'report: another workspace gets nothing');

-- A deleted tender takes its totals ----------------------------------------------------------------

select tests.authenticate_as('f5400000-0000-4000-8000-00000000000a');
delete from public.tenders where id = 'f5400000-0000-4000-8000-0000000000e1';
select tests.clear_authentication();
select is(pg_temp.totals('f5400000-0000-4000-8000-0000000000e1'), '', 'a deleted tender leaves no totals');

select * from finish();
rollback;
