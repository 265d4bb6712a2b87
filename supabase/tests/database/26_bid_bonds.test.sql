-- Bid bonds: the table's checks and RLS (members read; admins and managers write;
-- another workspace sees nothing), the outstanding totals per currency (exact, never added
-- across currencies), and the three bond alerts at their boundaries, as deadline_alerts,
-- deadline_counts and 'Mark all as seen' carry them.
begin;
create extension if not exists pgtap with schema extensions;

select plan(28);

select has_table('public', 'bid_bonds', 'bid bonds are stored');
select has_table('public', 'seen_bond_alerts', 'seen bond alerts are stored per user');
select policies_are('public', 'bid_bonds', array['bid_bonds_select_members', 'bid_bonds_insert_managers',
  'bid_bonds_update_managers', 'bid_bonds_delete_managers'], 'bid_bonds: one policy per command');
select policies_are('public', 'seen_bond_alerts', array['seen_bond_alerts_select_own', 'seen_bond_alerts_insert_own',
  'seen_bond_alerts_update_own', 'seen_bond_alerts_delete_own'], 'seen_bond_alerts: one policy per command');
select col_type_is('public', 'bid_bonds', 'amount', 'numeric(15,2)', 'a bond''s amount is exact');
select col_type_is('public', 'tenders', 'bid_validity_end', 'date', 'tenders.bid_validity_end is a date');

-- Fixtures: A admin of "Bond One" with M (manager) and U (user); C alone in "Bond Other".
select tests.create_user('bond-a@example.test', '{"company": "Bond One"}', 'f2600000-0000-4000-8000-00000000000a');
select tests.create_user('bond-m@example.test', '{"company": "Bond M"}', 'f2600000-0000-4000-8000-00000000000b');
select tests.create_user('bond-u@example.test', '{"company": "Bond U"}', 'f2600000-0000-4000-8000-00000000000d');
select tests.create_user('bond-c@example.test', '{"company": "Bond Other"}', 'f2600000-0000-4000-8000-00000000000c');
select tests.add_member(tests.workspace_named('Bond One'), 'f2600000-0000-4000-8000-00000000000b', 'manager');
select tests.add_member(tests.workspace_named('Bond One'), 'f2600000-0000-4000-8000-00000000000d', 'user');

create function pg_temp.today() returns date language sql as $$ select (now() at time zone 'UTC')::date $$;

-- Tenders, as the service: (reference, status, submission, validity end, expected award).
insert into public.tenders (user_id, workspace_id, reference_number, client, title, status,
                            tender_submission_date, bid_validity_end, expected_award_date)
select 'f2600000-0000-4000-8000-00000000000a', tests.workspace_named('Bond One'), v.ref, 'Client', 'Tender ' || v.ref,
       v.status::public.tender_status, v.submission, v.validity, v.award
from (values
  ('EXP-1', 'submitted', null::date, pg_temp.today() + 5, null::date),
  ('EXP-2', 'submitted', null, pg_temp.today() + 5, null),
  ('EXP-3', 'in-development', null, null, pg_temp.today() + 6),
  ('EXP-4', 'submitted', null, pg_temp.today() + 5, null),
  ('RET-30', 'won', null, null, null),
  ('RET-29', 'lost', null, null, null),
  ('RET-40', 'won', null, null, null),
  ('ISS-3', 'in-development', pg_temp.today() + 3, null, null),
  ('ISS-4', 'under-review', pg_temp.today() + 4, null, null),
  ('ISS-OK', 'in-development', pg_temp.today() + 3, null, null),
  ('BIG-1', 'submitted', null, null, null),
  ('BIG-2', 'submitted', null, null, null),
  ('NEW', 'under-review', null, null, null)
) as v (ref, status, submission, validity, award);

insert into public.tender_outcomes (tender_id, workspace_id, award_date)
select t.id, t.workspace_id, pg_temp.today() - v.days
from public.tenders t join (values ('RET-30', 30), ('RET-29', 29), ('RET-40', 40)) as v (ref, days)
  on v.ref = t.reference_number;

-- Open tenders' tasks and deadlines stay out of the way of the counts below.
delete from public.tasks;

create function pg_temp.tender(p_ref text) returns uuid language sql security definer set search_path = '' as $$
  select t.id from public.tenders t where t.reference_number = p_ref
$$;
create function pg_temp.bond_alerts() returns text language sql as $$
  select coalesce(string_agg(a.reference_number || ' ' || a.kind || ' ' || a.days
                             || case when a.seen then ' seen' else '' end,
                             ', ' order by a.due_date, a.kind, a.reference_number), '')
  from public.deadline_alerts(tests.workspace_named('Bond One'), 'UTC', 6) a
  where a.kind like 'bond-%'
$$;

-- Writing: admins and managers; a user cannot --------------------------------------------

select tests.authenticate_as('f2600000-0000-4000-8000-00000000000a');
select lives_ok($$
  insert into public.bid_bonds (tender_id, workspace_id, amount, currency, issuer, status, issue_date, expiry_date)
  select pg_temp.tender(v.ref), tests.workspace_named('Bond One'), v.amount, v.currency, 'First Bank',
         v.status::public.bid_bond_status, pg_temp.today() - 60, v.expiry
  from (values
    ('EXP-1', 1000.10, 'EUR', 'issued', pg_temp.today() + 4),
    ('EXP-2', 2000.20, 'EUR', 'submitted', pg_temp.today() + 5),
    ('EXP-3', 0.10, 'USD', 'extended', pg_temp.today() + 5),
    ('EXP-4', 700.00, 'EUR', 'returned', pg_temp.today() + 1),
    ('RET-30', 0.20, 'USD', 'submitted', pg_temp.today() + 90),
    ('RET-29', 5.00, 'GBP', 'issued', pg_temp.today() + 90),
    ('RET-40', 9.00, 'GBP', 'forfeited', pg_temp.today() + 90),
    ('ISS-3', 500.00, 'EUR', 'requested', null),
    ('ISS-4', 500.00, 'EUR', 'requested', null),
    ('ISS-OK', 100.00, 'CHF', 'issued', pg_temp.today() + 90)
  ) as v (ref, amount, currency, status, expiry)
$$, 'an admin records bonds');

select tests.authenticate_as('f2600000-0000-4000-8000-00000000000b');
select lives_ok($$
  insert into public.bid_bonds (tender_id, workspace_id, amount, currency, status, issue_date, expiry_date)
  values (pg_temp.tender('BIG-1'), tests.workspace_named('Bond One'), 9999999999999.99, 'JPY', 'issued',
          pg_temp.today(), pg_temp.today() + 90),
         (pg_temp.tender('BIG-2'), tests.workspace_named('Bond One'), 0.01, 'JPY', 'issued',
          pg_temp.today(), pg_temp.today() + 90)
$$, 'a manager records bonds');

select tests.authenticate_as('f2600000-0000-4000-8000-00000000000d');
select throws_ok($$
  insert into public.bid_bonds (tender_id, workspace_id, amount, currency)
  values (pg_temp.tender('NEW'), tests.workspace_named('Bond One'), 1, 'EUR')
$$, '42501', null, 'a user cannot record a bond');
select is_empty($$update public.bid_bonds set amount = 1 returning id$$, 'a user cannot change a bond');
select is((select count(*)::int from public.bid_bonds), 12, 'a user reads the workspace''s bonds');

select tests.authenticate_as('f2600000-0000-4000-8000-00000000000c');
select is((select count(*)::int from public.bid_bonds), 0, 'another workspace sees no bond');
select is_empty($$select * from public.bid_bond_totals(tests.workspace_named('Bond One'))$$,
  'another workspace gets no totals');
select is_empty($$select * from public.deadline_alerts(tests.workspace_named('Bond One'), 'UTC', 6)$$,
  'another workspace gets no alerts');
select throws_ok($$
  insert into public.bid_bonds (tender_id, workspace_id, amount, currency)
  values (pg_temp.tender('NEW'), tests.workspace_named('Bond One'), 1, 'EUR')
$$, '42501', null, 'another workspace cannot record a bond');

-- Checks --------------------------------------------------------------------------------

select tests.authenticate_as('f2600000-0000-4000-8000-00000000000a');
select throws_ok($$
  insert into public.bid_bonds (tender_id, workspace_id, amount, currency)
  values (pg_temp.tender('NEW'), tests.workspace_named('Bond One'), -1, 'EUR')
$$, '23514', null, 'a negative amount is refused');
select throws_ok($$
  insert into public.bid_bonds (tender_id, workspace_id, amount, currency)
  values (pg_temp.tender('NEW'), tests.workspace_named('Bond One'), 1, 'eur')
$$, '23514', null, 'a currency is an ISO 4217 code');
select throws_ok($$
  insert into public.bid_bonds (tender_id, workspace_id, amount, currency, status)
  values (pg_temp.tender('NEW'), tests.workspace_named('Bond One'), 1, 'EUR', 'issued')
$$, '23514', null, 'an issued bond has an expiry date');
select throws_ok($$
  insert into public.bid_bonds (tender_id, workspace_id, amount, currency)
  values (pg_temp.tender('EXP-1'), tests.workspace_named('Bond One'), 1, 'EUR')
$$, '23505', null, 'one bond per tender');
select throws_ok($$
  update public.bid_bonds set status = 'extended' where tender_id = pg_temp.tender('EXP-1')
$$, '23514', null, 'extended without a later expiry date is refused');

-- Totals ------------------------------------------------------------------------------------

select results_eq($$select currency, amount, bonds from public.bid_bond_totals(tests.workspace_named('Bond One'))$$,
  $$values ('CHF', '100.00', 1), ('EUR', '3000.30', 2), ('GBP', '5.00', 1), ('JPY', '10000000000000.00', 2),
           ('USD', '0.30', 2)$$,
  'outstanding (issued, submitted, extended) per currency, exact; requested, returned and forfeited left out');

-- Alerts --------------------------------------------------------------------------------------

select is(pg_temp.bond_alerts(),
  'RET-30 bond-return 0, ISS-3 bond-issue 3, EXP-1 bond-expiry 4, EXP-3 bond-expiry 5',
  'expiring the day before the validity end (EXP-1) or before the award (EXP-3) but not on it (EXP-2) nor '
  'returned (EXP-4); not returned 30 days after the award (not 29; not forfeited); requested 3 days before '
  'the deadline (not 4; not once issued)');
select is(
  (select sum(c.total)::int from public.deadline_counts(tests.workspace_named('Bond One'), 'UTC', array[0, 7]) c),
  (select count(*)::int from public.deadline_alerts(tests.workspace_named('Bond One'), 'UTC', 6)),
  'deadline_counts counts the bond alerts with the others');

update public.tenders set status = 'won' where reference_number = 'EXP-1';
select is(pg_temp.bond_alerts(),
  'RET-30 bond-return 0, ISS-3 bond-issue 3, EXP-3 bond-expiry 5',
  'a decided tender''s bond raises no expiry alert');
update public.tenders set status = 'submitted' where reference_number = 'EXP-1';

select is(public.mark_deadline_alerts_seen(tests.workspace_named('Bond One'), 'UTC', 6) >= 4, true,
  'Mark all as seen marks the bond alerts');
select is(pg_temp.bond_alerts(),
  'RET-30 bond-return 0 seen, ISS-3 bond-issue 3 seen, EXP-1 bond-expiry 4 seen, EXP-3 bond-expiry 5 seen',
  'the bond alerts are seen');

update public.bid_bonds set status = 'extended', expiry_date = pg_temp.today() + 5
where tender_id = pg_temp.tender('EXP-1');
update public.bid_bonds set expiry_date = pg_temp.today() + 2 where tender_id = pg_temp.tender('EXP-3');
select is(pg_temp.bond_alerts(),
  'RET-30 bond-return 0 seen, EXP-3 bond-expiry 2, ISS-3 bond-issue 3 seen',
  'extended to the validity end: no alert; an expiry moved: new again');

select tests.authenticate_as('f2600000-0000-4000-8000-00000000000d');
select is((select count(*)::int from public.deadline_alerts(tests.workspace_named('Bond One'), 'UTC', 6) a
           where a.kind like 'bond-%' and not a.seen), 3, 'seen is per user');

select * from finish();
rollback;
