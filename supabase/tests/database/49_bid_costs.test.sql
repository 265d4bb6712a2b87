-- What bidding costs (supabase/schemas/15_bid_costs.sql): time entries in quarter hours for
-- a task of the tender or described; expenses in the tender's currency by default with a
-- receipt only in the tender's folder; cost rates per member or for the workspace from a date,
-- which only admins and managers read and only admins write; exchange rates by month or
-- tender; bid_cost's totals as each role sees them, with what it could not convert; one
-- running timer per person; another workspace sees nothing.
--
-- A is admin of "Cost One" (M manager, U user; default currency EUR); B is admin of
-- "Cost Two".
begin;
create extension if not exists pgtap with schema extensions;

select plan(77);

-- Fixtures ---------------------------------------------------------------------------

select tests.create_user('cost-a@example.test', '{"company": "Cost One", "full_name": "Ann Admin"}', 'f4900000-0000-4000-8000-00000000000a');
select tests.create_user('cost-b@example.test', '{"company": "Cost Two"}', 'f4900000-0000-4000-8000-00000000000b');
select tests.create_user('cost-m@example.test', '{"full_name": "Max Manager"}', 'f4900000-0000-4000-8000-00000000000c');
select tests.create_user('cost-u@example.test', '{"full_name": "Uma User"}', 'f4900000-0000-4000-8000-00000000000d');
select tests.add_member(tests.workspace_named('Cost One'), 'f4900000-0000-4000-8000-00000000000c', 'manager');
select tests.add_member(tests.workspace_named('Cost One'), 'f4900000-0000-4000-8000-00000000000d', 'user');
update public.pipeline_settings set default_currency = 'EUR' where workspace_id = tests.workspace_named('Cost One');

insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, estimated_value, currency, created_at)
values
  ('f4900000-0000-4000-8000-0000000000e1', tests.workspace_named('Cost One'), 'f4900000-0000-4000-8000-00000000000a',
   'C-1', 'Client', 'Costed', 100000, 'EUR', '2026-03-10 12:00:00+00'),
  ('f4900000-0000-4000-8000-0000000000e2', tests.workspace_named('Cost One'), 'f4900000-0000-4000-8000-00000000000a',
   'C-2', 'Client', 'In dollars', 20000, 'USD', '2026-03-10 12:00:00+00'),
  ('f4900000-0000-4000-8000-0000000000b1', tests.workspace_named('Cost Two'), 'f4900000-0000-4000-8000-00000000000b',
   'B-1', 'Client', 'Elsewhere', 5000, 'USD', '2026-03-10 12:00:00+00');

insert into public.tasks (id, tender_id, user_id, name)
values
  ('f4900000-0000-4000-8000-0000000000a1', 'f4900000-0000-4000-8000-0000000000e1', 'f4900000-0000-4000-8000-00000000000a', 'Write the method statement'),
  ('f4900000-0000-4000-8000-0000000000a2', 'f4900000-0000-4000-8000-0000000000e2', 'f4900000-0000-4000-8000-00000000000a', 'Price it');

-- Time entries: quarter hours, what for ----------------------------------------------------

select tests.authenticate_as('f4900000-0000-4000-8000-00000000000d');

select throws_ok($$insert into public.time_entries (tender_id, work_date, hours, description)
                  values ('f4900000-0000-4000-8000-0000000000e1', '2026-03-11', 1.3, 'Reading')$$,
  '23514', null, 'hours must be whole quarter hours (1.3 refused)');
select throws_ok($$insert into public.time_entries (tender_id, work_date, hours, description)
                  values ('f4900000-0000-4000-8000-0000000000e1', '2026-03-11', 0, 'Reading')$$,
  '23514', null, 'no entry of zero hours');
select throws_ok($$insert into public.time_entries (tender_id, work_date, hours, description)
                  values ('f4900000-0000-4000-8000-0000000000e1', '2026-03-11', 24.25, 'Reading')$$,
  '23514', null, 'no more than 24 hours in an entry');
select throws_ok($$insert into public.time_entries (tender_id, work_date, hours, description)
                  values ('f4900000-0000-4000-8000-0000000000e1', '2026-03-11', 1, '  ')$$,
  '23514', null, 'an entry without a task says what it was for');
select throws_ok($$insert into public.time_entries (tender_id, work_date, hours, task_id)
                  values ('f4900000-0000-4000-8000-0000000000e1', '2026-03-11', 1, 'f4900000-0000-4000-8000-0000000000a2')$$,
  '23503', 'The task is not one of this tender''s tasks', 'the task must be one of the tender''s');
select lives_ok($$insert into public.time_entries (id, tender_id, work_date, hours, task_id)
                 values ('f4900000-0000-4000-8000-000000000101', 'f4900000-0000-4000-8000-0000000000e1', '2026-03-11', 2.75,
                         'f4900000-0000-4000-8000-0000000000a1')$$,
  'a user logs 2.75 hours on a task');
select is((select description || ' / ' || workspace_id::text || ' / ' || user_id::text from public.time_entries
           where id = 'f4900000-0000-4000-8000-000000000101'),
  'Write the method statement / ' || tests.workspace_named('Cost One')::text || ' / f4900000-0000-4000-8000-00000000000d',
  'the entry is described by its task, in the tender''s workspace, by the caller');
select throws_ok($$insert into public.time_entries (tender_id, workspace_id, work_date, hours, description)
                  values ('f4900000-0000-4000-8000-0000000000b1', tests.workspace_named('Cost Two'), '2026-03-11', 1, 'Spying')$$,
  '42501', null, 'nobody logs time on another workspace''s tender');
select throws_ok($$update public.time_entries set user_id = 'f4900000-0000-4000-8000-00000000000c'$$,
  '42501', null, 'who worked cannot be changed');

select tests.authenticate_as('f4900000-0000-4000-8000-00000000000c');
insert into public.time_entries (id, tender_id, work_date, hours, description)
values ('f4900000-0000-4000-8000-000000000102', 'f4900000-0000-4000-8000-0000000000e1', '2026-04-02', 4, 'Site visit'),
       ('f4900000-0000-4000-8000-000000000103', 'f4900000-0000-4000-8000-0000000000e1', '2026-02-20', 1, 'Before any rate');
select is((select count(*)::int from public.time_entries), 3, 'a manager reads every entry of the workspace');

select tests.authenticate_as('f4900000-0000-4000-8000-00000000000d');
select is((select count(*)::int from public.time_entries), 1, 'a user reads only their own entries');
update public.time_entries set hours = 3 where id = 'f4900000-0000-4000-8000-000000000102';
delete from public.time_entries where id = 'f4900000-0000-4000-8000-000000000103';
select tests.authenticate_as('f4900000-0000-4000-8000-00000000000c');
select is((select string_agg(hours::text, ',' order by work_date) from public.time_entries
           where user_id = 'f4900000-0000-4000-8000-00000000000c'), '1.00,4.00',
  'a user can neither change nor delete a colleague''s entries');

select tests.authenticate_as('f4900000-0000-4000-8000-00000000000b');
select is((select count(*)::int from public.time_entries), 0, 'another workspace''s admin reads no entry');

-- Cost rates: admins write, admins and managers read -----------------------------------

select tests.authenticate_as('f4900000-0000-4000-8000-00000000000a');
select lives_ok($$insert into public.cost_rates (workspace_id, user_id, hourly_rate, effective_from)
  values (tests.workspace_named('Cost One'), null, 50, '2026-03-01'),
         (tests.workspace_named('Cost One'), 'f4900000-0000-4000-8000-00000000000c', 80, '2026-03-01'),
         (tests.workspace_named('Cost One'), 'f4900000-0000-4000-8000-00000000000c', 100, '2026-04-01')$$,
  'an admin sets the workspace''s rate and a member''s, each from a date');
select is((select string_agg(currency, ',') from public.cost_rates), 'EUR,EUR,EUR',
  'a rate is in the workspace''s currency unless given');
select throws_ok($$insert into public.cost_rates (workspace_id, user_id, hourly_rate, effective_from)
  values (tests.workspace_named('Cost One'), null, 60, '2026-03-01')$$,
  '23505', null, 'one workspace rate per start date');
select throws_ok($$insert into public.cost_rates (workspace_id, user_id, hourly_rate, effective_from)
  values (tests.workspace_named('Cost One'), 'f4900000-0000-4000-8000-00000000000b', 60, '2026-03-01')$$,
  '23503', null, 'a member''s rate is for a member of the workspace');
select throws_ok($$insert into public.cost_rates (workspace_id, hourly_rate, effective_from)
  values (tests.workspace_named('Cost One'), -1, '2026-05-01')$$,
  '23514', null, 'no negative rate');

select tests.authenticate_as('f4900000-0000-4000-8000-00000000000c');
select is((select count(*)::int from public.cost_rates), 3, 'a manager reads the rates');
select throws_ok($$insert into public.cost_rates (workspace_id, hourly_rate, effective_from)
  values (tests.workspace_named('Cost One'), 10, '2026-06-01')$$, '42501', null, 'a manager cannot set a rate');

select tests.authenticate_as('f4900000-0000-4000-8000-00000000000d');
select is((select count(*)::int from public.cost_rates), 0, 'a user reads no rate');
select throws_ok($$insert into public.cost_rates (workspace_id, hourly_rate, effective_from)
  values (tests.workspace_named('Cost One'), 10, '2026-06-01')$$, '42501', null, 'a user cannot set a rate');

select tests.authenticate_as('f4900000-0000-4000-8000-00000000000b');
select is((select count(*)::int from public.cost_rates), 0, 'another workspace''s admin reads no rate');

-- Expenses ------------------------------------------------------------------------------

select tests.authenticate_as('f4900000-0000-4000-8000-00000000000d');
select lives_ok($$insert into public.expenses (id, tender_id, amount, spent_on, category, note, receipt_path)
  values ('f4900000-0000-4000-8000-000000000201', 'f4900000-0000-4000-8000-0000000000e1', 120.50, '2026-03-12',
          'printing-and-delivery', 'Courier',
          tests.workspace_named('Cost One')::text || '/f4900000-0000-4000-8000-0000000000e1/receipt.pdf')$$,
  'a user adds an expense with a receipt in the tender''s documents');
select is((select currency from public.expenses where id = 'f4900000-0000-4000-8000-000000000201'), 'EUR',
  'an expense is in the tender''s currency unless given');
select throws_ok($$insert into public.expenses (tender_id, amount, spent_on, category, receipt_path)
  values ('f4900000-0000-4000-8000-0000000000e1', 10, '2026-03-12', 'travel',
          tests.workspace_named('Cost One')::text || '/f4900000-0000-4000-8000-0000000000e2/receipt.pdf')$$,
  '23514', null, 'a receipt lies in the expense''s own tender folder');
select throws_ok($$insert into public.expenses (tender_id, amount, spent_on, category)
  values ('f4900000-0000-4000-8000-0000000000e1', 0, '2026-03-12', 'travel')$$,
  '23514', null, 'an expense is more than nothing');
select throws_ok($$insert into public.expenses (tender_id, amount, spent_on, category)
  values ('f4900000-0000-4000-8000-0000000000e1', 10, '2026-03-12', 'lunch')$$,
  '22P02', null, 'the category is one of the list');
insert into public.expenses (tender_id, amount, currency, spent_on, category)
values ('f4900000-0000-4000-8000-0000000000e1', 300, 'USD', '2026-03-20', 'travel'),
       ('f4900000-0000-4000-8000-0000000000e1', 79.50, 'EUR', '2026-03-21', 'travel');

select tests.authenticate_as('f4900000-0000-4000-8000-00000000000c');
select is((select count(*)::int from public.expenses), 3, 'members read the tender''s expenses');
select lives_ok($$update public.expenses set note = 'Courier, two copies' where id = 'f4900000-0000-4000-8000-000000000201'$$,
  'a manager edits a colleague''s expense');

select tests.authenticate_as('f4900000-0000-4000-8000-00000000000b');
select is((select count(*)::int from public.expenses), 0, 'another workspace reads no expense');
select throws_ok($$insert into public.expenses (tender_id, workspace_id, amount, spent_on, category)
  values ('f4900000-0000-4000-8000-0000000000e1', tests.workspace_named('Cost One'), 10, '2026-03-12', 'travel')$$,
  '42501', null, 'nor adds one');

-- bid_cost -------------------------------------------------------------------------------

-- Hand computation for C-1 (EUR): U 2.75 h on 11 March at the workspace's 50 = 137.50; M 4 h
-- on 2 April at M's 100 = 400 and 1 h on 20 February before any rate (unrated). Expenses:
-- printing 120.50 EUR, travel 79.50 EUR + 300 USD (no rate yet). Total 137.50 + 400 + 200 =
-- 737.50, 0.7 % of 100,000 (0.7375 → 0.7).
select tests.authenticate_as('f4900000-0000-4000-8000-00000000000a');
select is(public.bid_cost('f4900000-0000-4000-8000-0000000000e1') - 'people' - 'expenses' - 'unconverted' - 'rates',
  '{"currency": "EUR", "see_money": true, "hours": 7.75, "unrated_hours": 1, "time_cost": 537.5,
    "expense_total": 200.00, "total": 737.50, "estimated_value": 100000.00, "share": 0.7}'::jsonb,
  'an admin sees the hours, their cost, the expenses and the share of the estimated value');
select is(public.bid_cost('f4900000-0000-4000-8000-0000000000e1') -> 'people',
  '[{"user_id": "f4900000-0000-4000-8000-00000000000c", "name": "Max Manager", "hours": 5, "cost": 400},
    {"user_id": "f4900000-0000-4000-8000-00000000000d", "name": "Uma User", "hours": 2.75, "cost": 137.5}]'::jsonb,
  'hours by person, each at their own rate of the day, else the workspace''s');
select is(public.bid_cost('f4900000-0000-4000-8000-0000000000e1') -> 'expenses',
  '[{"category": "printing-and-delivery", "count": 1, "amount": 120.50},
    {"category": "travel", "count": 2, "amount": 79.50}]'::jsonb,
  'expenses by category, only what converts');
select is(public.bid_cost('f4900000-0000-4000-8000-0000000000e1') -> 'unconverted',
  '[{"currency": "USD", "amount": 300, "count": 1}]'::jsonb,
  'an amount in another currency with no rate is listed, not converted');

insert into public.exchange_rates (workspace_id, currency, month, rate)
values (tests.workspace_named('Cost One'), 'USD', '2026-03-01', 0.9);
select is((public.bid_cost('f4900000-0000-4000-8000-0000000000e1') ->> 'expense_total')::numeric, 470.00,
  'with the month''s rate the dollars count: 200 + 300 × 0.9');
select is(public.bid_cost('f4900000-0000-4000-8000-0000000000e1') -> 'rates',
  '[{"currency": "USD", "rate": 0.9, "month": "2026-03-01", "tender": false}]'::jsonb,
  'and the rate used is named');
insert into public.exchange_rates (workspace_id, currency, tender_id, rate)
values (tests.workspace_named('Cost One'), 'USD', 'f4900000-0000-4000-8000-0000000000e1', 1.0);
select is((public.bid_cost('f4900000-0000-4000-8000-0000000000e1') ->> 'expense_total')::numeric, 500.00,
  'a tender''s own rate wins over the month''s');
select is((public.bid_cost('f4900000-0000-4000-8000-0000000000e2') ->> 'estimated_value')::numeric, 18000.00,
  'an estimate in another currency converts at its month''s rate');

select throws_ok($$insert into public.exchange_rates (workspace_id, currency, month, rate)
  values (tests.workspace_named('Cost One'), 'GBP', '2026-03-15', 1.1)$$, '23514', null,
  'a monthly rate is for a month (its first day)');
select throws_ok($$insert into public.exchange_rates (workspace_id, currency, month, tender_id, rate)
  values (tests.workspace_named('Cost One'), 'GBP', '2026-03-01', 'f4900000-0000-4000-8000-0000000000e1', 1.1)$$, '23514', null,
  'a rate is for a month or for a tender, not both');

select tests.authenticate_as('f4900000-0000-4000-8000-00000000000d');
select is(public.bid_cost('f4900000-0000-4000-8000-0000000000e1') - 'expenses' - 'unconverted' - 'rates' - 'estimated_value',
  '{"currency": "EUR", "see_money": false, "hours": 2.75, "unrated_hours": null, "time_cost": null,
    "people": [{"user_id": "f4900000-0000-4000-8000-00000000000d", "name": "Uma User", "hours": 2.75, "cost": null}],
    "expense_total": 500.00, "total": 500.00, "share": 0.5}'::jsonb,
  'a user sees their own hours and the expenses, and no money of time');
select throws_ok($$insert into public.exchange_rates (workspace_id, currency, month, rate)
  values (tests.workspace_named('Cost One'), 'GBP', '2026-03-01', 1.1)$$, '42501', null, 'a user cannot record a rate');

select tests.authenticate_as('f4900000-0000-4000-8000-00000000000b');
select is(public.bid_cost('f4900000-0000-4000-8000-0000000000e1'), null, 'another workspace gets nothing');

-- One running timer per person ----------------------------------------------------------------

select col_is_pk('public', 'running_timers', 'user_id',
  'the one-running-timer rule is the primary key on the person: two starts at once cannot both insert');
select tests.authenticate_as('f4900000-0000-4000-8000-00000000000d');
select is((public.start_timer('f4900000-0000-4000-8000-0000000000a1')).tender_id, 'f4900000-0000-4000-8000-0000000000e1'::uuid,
  'a user starts a timer on a task, on its tender');
select throws_ok($$select public.start_timer('f4900000-0000-4000-8000-0000000000a1')$$,
  'TFC01', 'A timer is already running', 'a second start is refused (TFC01), on any task');
select throws_ok($$insert into public.running_timers (tender_id, task_id)
                   values ('f4900000-0000-4000-8000-0000000000e1', 'f4900000-0000-4000-8000-0000000000a1')$$,
  '23505', null, 'also straight into the table');
select tests.authenticate_as('f4900000-0000-4000-8000-00000000000b');
select throws_ok($$select public.start_timer('f4900000-0000-4000-8000-0000000000a1')$$,
  'P0002', null, 'nobody times another workspace''s task');
select is((select count(*)::int from public.running_timers), 0, 'nor sees another person''s timer');

-- Started 1 h 40 min ago (the nearest quarter: 1.75 h), for a user in Pacific/Kiritimati (UTC+14).
select tests.clear_authentication();
update public.running_timers set started_at = now() - interval '100 minutes';
update public.user_profiles set time_zone = 'Pacific/Kiritimati' where id = 'f4900000-0000-4000-8000-00000000000d';
select tests.authenticate_as('f4900000-0000-4000-8000-00000000000d');
select is((select hours || ' ' || work_date || ' ' || description from public.stop_timer()),
  '1.75 ' || ((now() - interval '100 minutes') at time zone 'Pacific/Kiritimati')::date || ' Write the method statement',
  'stopping counts the time run to the nearest quarter hour, on the day it started in the user''s zone');
select is((select count(*)::int from public.running_timers), 0, 'and the timer is gone');
select throws_ok($$select public.stop_timer()$$, 'P0002', 'No timer is running', 'no timer, nothing to stop');

select public.start_timer('f4900000-0000-4000-8000-0000000000a1');
select tests.clear_authentication();
update public.running_timers set started_at = now() - interval '11 hours';
select tests.authenticate_as('f4900000-0000-4000-8000-00000000000d');
select throws_ok($$select public.stop_timer()$$, 'TFC02', 'The timer has run for more than 10 hours',
  'a timer run over 10 hours asks before it counts');
select is((select count(*)::int from public.running_timers), 1, 'and keeps running until answered');
select is((public.stop_timer(2.5)).hours, 2.50, 'the hours the user gives count instead');

-- My time ---------------------------------------------------------------------------------

select is(public.my_time('2026-03-09') - 'days',
  '{"entries": [{"id": "f4900000-0000-4000-8000-000000000101", "work_date": "2026-03-11", "hours": 2.75,
     "task_id": "f4900000-0000-4000-8000-0000000000a1",
     "description": "Write the method statement", "tender_id": "f4900000-0000-4000-8000-0000000000e1",
     "title": "Costed", "reference_number": "C-1", "workspace_name": "Cost One"}], "total": 2.75}'::jsonb,
  'My time: the user''s own entries of the week and their total');
select is(public.my_time('2026-03-09') -> 'days' -> 2, '{"date": "2026-03-11", "hours": 2.75}'::jsonb,
  'and each day''s hours');
select is(jsonb_array_length(public.my_time('2026-03-09') -> 'days'), 7, 'seven days');
select tests.authenticate_as('f4900000-0000-4000-8000-00000000000a');
select is((public.my_time('2026-03-09') ->> 'total')::numeric, 0::numeric, 'an admin''s My time holds only their own hours');

-- The report at its edges --------------------------------------------------------------------

select tests.clear_authentication();
select tests.create_workspace('Cost Report', 'f4900000-0000-4000-8000-00000000000a');
select tests.add_member(tests.workspace_named('Cost Report'), 'f4900000-0000-4000-8000-00000000000d', 'user');
update public.pipeline_settings set default_currency = 'EUR' where workspace_id = tests.workspace_named('Cost Report');
insert into public.cost_rates (workspace_id, hourly_rate, currency, effective_from)
values (tests.workspace_named('Cost Report'), 50, 'EUR', '2000-01-01');
select tests.authenticate_as('f4900000-0000-4000-8000-00000000000a');

select is(public.bid_cost_report(tests.workspace_named('Cost Report'), 'UTC', 'all') -> 'overall',
  '{"tenders": 0, "bids": 0, "wins": 0, "cost": 0, "value_won": 0, "cost_per_bid": null, "cost_per_win": null, "share": null}'::jsonb,
  'report: no tenders, no figures');

select tests.clear_authentication();
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, currency, status, bid_price)
values ('f4900000-0000-4000-8000-0000000000f1', tests.workspace_named('Cost Report'), 'f4900000-0000-4000-8000-00000000000a',
        'R-1', 'North', 'Submitted', 'EUR', 'submitted', 5000);
insert into public.expenses (tender_id, user_id, amount, spent_on, category)
values ('f4900000-0000-4000-8000-0000000000f1', 'f4900000-0000-4000-8000-00000000000a', 100, current_date, 'travel');
select tests.authenticate_as('f4900000-0000-4000-8000-00000000000a');
select is(public.bid_cost_report(tests.workspace_named('Cost Report'), 'UTC', 'all') -> 'overall',
  '{"tenders": 1, "bids": 1, "wins": 0, "cost": 100.00, "value_won": 0, "cost_per_bid": 100.00, "cost_per_win": null, "share": null}'::jsonb,
  'report: no decided tender, a cost per bid and no cost per win');

-- R-2 won: 200 € of expenses and 2 h at the workspace's 50 € = 300 €, for a bid of 20,000 €.
select tests.clear_authentication();
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, currency, status, bid_price, type)
values ('f4900000-0000-4000-8000-0000000000f2', tests.workspace_named('Cost Report'), 'f4900000-0000-4000-8000-00000000000a',
        'R-2', 'South', 'Won', 'EUR', 'won', 20000, 'limited-tender');
insert into public.expenses (tender_id, user_id, amount, spent_on, category)
values ('f4900000-0000-4000-8000-0000000000f2', 'f4900000-0000-4000-8000-00000000000a', 200, current_date, 'printing-and-delivery');
insert into public.time_entries (tender_id, user_id, work_date, hours, description)
values ('f4900000-0000-4000-8000-0000000000f2', 'f4900000-0000-4000-8000-00000000000d', current_date, 2, 'Writing');
select tests.authenticate_as('f4900000-0000-4000-8000-00000000000a');
select is(public.bid_cost_report(tests.workspace_named('Cost Report'), 'UTC', 'all') -> 'overall',
  '{"tenders": 2, "bids": 2, "wins": 1, "cost": 400.00, "value_won": 20000.00, "cost_per_bid": 200.00, "cost_per_win": 400.00, "share": 2.0}'::jsonb,
  'report: a single win gives the cost per win and the share of the value won');
select is((select jsonb_agg(g - 'dimension' - 'tenders' - 'cost_per_bid' - 'cost_per_win' - 'share')
           from jsonb_array_elements(public.bid_cost_report(tests.workspace_named('Cost Report'), 'UTC', 'all') -> 'groups') g
           where g ->> 'dimension' = 'client'),
  '[{"key": "North", "bids": 1, "wins": 0, "cost": 100.00, "value_won": 0, "value_per_cost": 0.0},
    {"key": "South", "bids": 1, "wins": 1, "cost": 300.00, "value_won": 20000.00, "value_per_cost": 66.7}]'::jsonb,
  'report: by client, value won per unit of bid cost beside the counts');
select is((select string_agg(g ->> 'key' || ':' || (g ->> 'cost'), ',' order by g ->> 'key')
           from jsonb_array_elements(public.bid_cost_report(tests.workspace_named('Cost Report'), 'UTC', 'all') -> 'groups') g
           where g ->> 'dimension' in ('type', 'band')),
  'limited-tender:300.00,none:400.00,public-tender:100.00', 'report: by type and by bid/no-bid band (none without a decision)');

-- R-3 won in dollars with a 50 $ expense, and no rate for dollars.
select tests.clear_authentication();
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, currency, status, bid_price)
values ('f4900000-0000-4000-8000-0000000000f3', tests.workspace_named('Cost Report'), 'f4900000-0000-4000-8000-00000000000a',
        'R-3', 'West', 'Dollars', 'USD', 'won', 1000);
insert into public.expenses (tender_id, user_id, amount, spent_on, category)
values ('f4900000-0000-4000-8000-0000000000f3', 'f4900000-0000-4000-8000-00000000000a', 50, current_date, 'travel');
select tests.authenticate_as('f4900000-0000-4000-8000-00000000000a');
select is(public.bid_cost_report(tests.workspace_named('Cost Report'), 'UTC', 'all') -> 'unconverted',
  '[{"what": "expense", "currency": "USD", "amount": 50, "count": 1}, {"what": "value won", "currency": "USD", "amount": 1000, "count": 1}]'::jsonb,
  'report: without a rate the dollars are listed, not converted');
select is((public.bid_cost_report(tests.workspace_named('Cost Report'), 'UTC', 'all') -> 'overall') ->> 'value_won', '20000.00',
  'report: and are in no figure');
insert into public.exchange_rates (workspace_id, currency, month, rate)
values (tests.workspace_named('Cost Report'), 'USD', date_trunc('month', now() at time zone 'UTC')::date, 0.5);
select is((public.bid_cost_report(tests.workspace_named('Cost Report'), 'UTC', 'all') -> 'overall') - 'tenders' - 'bids' - 'wins',
  '{"cost": 425.00, "value_won": 20500.00, "cost_per_bid": 141.67, "cost_per_win": 212.50, "share": 2.1}'::jsonb,
  'report: with the month''s rate they count');
select is(jsonb_array_length(public.bid_cost_report(tests.workspace_named('Cost Report'), 'UTC', 'all') -> 'rates'), 1,
  'report: and the rate used is named');
select is(public.bid_cost_report(tests.workspace_named('Cost Report'), 'UTC', '6m') -> 'months' -> 5,
  jsonb_build_object('month', date_trunc('month', now() at time zone 'UTC')::date, 'time', 100.00, 'expenses', 325.00, 'total', 425.00),
  'report: the cost of bidding by month, six months to this one');

select tests.authenticate_as('f4900000-0000-4000-8000-00000000000d');
select is(public.bid_cost_report(tests.workspace_named('Cost Report'), 'UTC', 'all'), null, 'report: a user gets none');
select tests.authenticate_as('f4900000-0000-4000-8000-00000000000b');
select is(public.bid_cost_report(tests.workspace_named('Cost Report'), 'UTC', 'all'), null, 'report: nor does another workspace');
select throws_ok($$select public.bid_cost_report(tests.workspace_named('Cost Report'), 'Mars/Olympus', 'all')$$,
  '22023', null, 'report: an unknown time zone is refused');

-- The expected bid cost ------------------------------------------------------------------------

-- Five submitted public tenders worth 10,000 € (small) with bid costs 100, 200, 300, 400 and
-- 1,000 €: the median is 300. A sixth, the one being decided, has none yet.
select tests.clear_authentication();
select tests.create_workspace('Cost Expect', 'f4900000-0000-4000-8000-00000000000a');
update public.pipeline_settings set default_currency = 'EUR' where workspace_id = tests.workspace_named('Cost Expect');
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, currency, status, estimated_value)
select ('f4900000-0000-4000-8000-0000000003' || lpad(n::text, 2, '0'))::uuid, tests.workspace_named('Cost Expect'),
       'f4900000-0000-4000-8000-00000000000a', 'X-' || n, 'Client', 'Alike', 'EUR',
       case when n = 6 then 'under-review' else 'submitted' end::public.tender_status, 10000
from generate_series(1, 6) n;
insert into public.expenses (tender_id, user_id, amount, spent_on, category)
select ('f4900000-0000-4000-8000-0000000003' || lpad(n::text, 2, '0'))::uuid, 'f4900000-0000-4000-8000-00000000000a',
       case n when 5 then 1000 else n * 100 end, current_date, 'other'
from generate_series(1, 4) n;
select tests.authenticate_as('f4900000-0000-4000-8000-00000000000a');
select is(public.expected_bid_cost('f4900000-0000-4000-8000-000000000306'),
  '{"currency": "EUR", "band": "small", "count": 4, "median": null}'::jsonb,
  'expected bid cost: under five alike bids, none');
select tests.clear_authentication();
insert into public.expenses (tender_id, user_id, amount, spent_on, category)
values ('f4900000-0000-4000-8000-000000000305', 'f4900000-0000-4000-8000-00000000000a', 1000, current_date, 'other');
select tests.authenticate_as('f4900000-0000-4000-8000-00000000000a');
select is(public.expected_bid_cost('f4900000-0000-4000-8000-000000000306'),
  '{"currency": "EUR", "band": "small", "count": 5, "median": 300.00}'::jsonb,
  'expected bid cost: the median of five alike bids');
select tests.authenticate_as('f4900000-0000-4000-8000-00000000000b');
select is(public.expected_bid_cost('f4900000-0000-4000-8000-000000000306'), null, 'expected bid cost: not for another workspace');

select * from finish();
rollback;
