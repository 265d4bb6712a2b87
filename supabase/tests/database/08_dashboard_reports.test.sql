-- Dashboard, reports and deadline alerts: counts per status and per month of the
-- workspace only, in the user's time zone; every month present; alerts exactly at their
-- boundaries, across a month end and a year end, east and west of UTC.
--
-- pgTAP cannot move the clock, so fixtures are placed relative to now() in the zone under
-- test, and expectations are fixed numbers (days -1, 0, 7, 8…) or months derived from one
-- anchor month that every zone's 6-month window contains.
begin;
create extension if not exists pgtap with schema extensions;

select plan(58);

-- Signatures and properties ----------------------------------------------------------

select function_returns('public', 'dashboard_summary', array['uuid', 'text'], 'jsonb', 'dashboard_summary returns jsonb');
select function_returns('public', 'tender_trends', array['uuid', 'text', 'report_period'], 'setof record',
  'tender_trends returns a table');
select function_returns('public', 'tender_status_counts', array['uuid', 'text', 'report_period'], 'setof record',
  'tender_status_counts returns a table');
select function_returns('public', 'deadline_alerts', array['uuid', 'text', 'integer'], 'setof record',
  'deadline_alerts returns a table');
select enum_has_labels('public', 'report_period', array['6m', '12m', 'year', 'all'], 'report_period labels');
select enum_has_labels('public', 'deadline_kind', array['inquiry', 'submission'], 'deadline_kind labels');
select is_empty($$
  select p.proname from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public'
    and p.proname in ('dashboard_summary', 'tender_trends', 'tender_status_counts', 'deadline_alerts')
    and (p.prosecdef or p.provolatile <> 's' or not ('search_path=""' = any (p.proconfig)))
$$, 'the four functions are security invoker, stable, with search_path = ''''');

select is_empty($$select name from pg_catalog.pg_timezone_names except select name from private.time_zone_names$$,
  'the copy of the time zone names has every name pg_timezone_names has');
delete from private.time_zone_names where name = 'Asia/Kathmandu';
select is(private.checked_time_zone('Asia/Kathmandu'), 'Asia/Kathmandu',
  'a zone missing from the copy (added by a later tzdata) is still accepted, through pg_timezone_names');

-- Fixtures -------------------------------------------------------------------------------
-- A is admin of "Dash One" (counts), "Dash Deadlines", "Dash Zones" and "Dash Years";
-- B of "Dash Two" (never counted); C of "Dash Three" and a member of nothing else.

select tests.create_user('dash-a@example.test', '{"company": "Dash One"}', 'c8000000-0000-4000-8000-00000000000a');
select tests.create_user('dash-b@example.test', '{"company": "Dash Two"}', 'c8000000-0000-4000-8000-00000000000b');
select tests.create_user('dash-c@example.test', '{"company": "Dash Three"}', 'c8000000-0000-4000-8000-00000000000c');

select tests.create_workspace('Dash Deadlines', 'c8000000-0000-4000-8000-00000000000a');
select tests.create_workspace('Dash Zones', 'c8000000-0000-4000-8000-00000000000a');
select tests.create_workspace('Dash Years', 'c8000000-0000-4000-8000-00000000000a');
select tests.create_workspace('Dash Many', 'c8000000-0000-4000-8000-00000000000a');

-- The first instant of the month k months before the current one in zone tz.
create function pg_temp.month_start(p_tz text, k integer) returns timestamptz language sql as $$
  select (date_trunc('month', now() at time zone p_tz) - make_interval(months => k)) at time zone p_tz
$$;

-- "Dash One": 9 tenders over 8 months (mid-month, UTC), 6 tasks.
insert into public.tenders (workspace_id, user_id, reference_number, client, title, status, created_at)
select tests.workspace_named('Dash One'), 'c8000000-0000-4000-8000-00000000000a', 'R-' || v.n, 'Client', 'Tender ' || v.n,
       v.status::public.tender_status, pg_temp.month_start('UTC', v.months_ago) + interval '10 days 12 hours'
from (values (1, 'under-review', 0), (2, 'won', 0), (3, 'in-development', 0),
             (4, 'under-review', 1),
             (5, 'submitted', 2), (6, 'lost', 2), (7, 'declined', 2),
             (8, 'won', 5),
             (9, 'won', 7)) as v (n, status, months_ago);
insert into public.tasks (tender_id, user_id, name, status)
select t.id, t.user_id, 'Task ' || v.k, v.status::public.task_status
from public.tenders t
cross join (values (1, 'completed'), (2, 'completed'), (3, 'completed'), (4, 'not-started'), (5, 'not-started'),
                   (6, 'canceled')) as v (k, status)
where t.reference_number = 'R-1';

-- "Dash Two": what must never be counted for A.
insert into public.tenders (workspace_id, user_id, reference_number, client, title, status, tender_submission_date)
values (tests.workspace_named('Dash Two'), 'c8000000-0000-4000-8000-00000000000b', 'B-1', 'Client', 'B', 'won', null),
       (tests.workspace_named('Dash Two'), 'c8000000-0000-4000-8000-00000000000b', 'B-2', 'Client', 'B open', 'under-review',
        current_date);
insert into public.tasks (tender_id, user_id, name, status)
select id, user_id, 'B task', 'completed' from public.tenders where reference_number = 'B-1';

-- "Dash Deadlines": open tenders (alerts) and decided ones (never alerted), dated by
-- pg_temp.set_deadlines relative to a zone's today.
insert into public.tenders (workspace_id, user_id, reference_number, client, title, status)
select tests.workspace_named('Dash Deadlines'), 'c8000000-0000-4000-8000-00000000000a', v.ref, 'Client', v.ref,
       v.status::public.tender_status
from (values ('D1', 'under-review'), ('D2', 'in-development'), ('D3', 'under-review'), ('D4', 'under-review'),
             ('D5', 'under-review'), ('X1', 'submitted'), ('X2', 'won'), ('X3', 'lost'), ('X4', 'declined'))
  as v (ref, status);
create function pg_temp.set_deadlines(p_tz text) returns void language sql security definer as $$
  update public.tenders t
  set inquiry_submission_date = (now() at time zone p_tz)::date + v.inquiry,
      tender_submission_date = (now() at time zone p_tz)::date + v.submission
  from (values ('D1', -1, 7), ('D2', 0, 8), ('D3', null, 14), ('D4', null, 15), ('D5', -40, null),
               ('X1', -2, 1), ('X2', null, 0), ('X3', null, -1), ('X4', null, 3)) as v (ref, inquiry, submission)
  where t.reference_number = v.ref and t.workspace_id = tests.workspace_named('Dash Deadlines');
$$;
create function pg_temp.alerts(p_tz text, p_days integer) returns text language sql as $$
  select coalesce(string_agg(a.reference_number || ' ' || a.kind || ' ' || a.days, ', '
                             order by a.due_date, a.kind, a.title), '')
  from public.deadline_alerts(tests.workspace_named('Dash Deadlines'), p_tz, p_days) a
$$;

select tests.authenticate_as('c8000000-0000-4000-8000-00000000000a');

-- dashboard_summary --------------------------------------------------------------------

select pg_temp.set_deadlines('UTC');
create temp view summary with (security_invoker = true) as select public.dashboard_summary(tests.workspace_named('Dash One'), 'UTC') as d;
grant select on summary to authenticated;

select results_eq(
  $$select (d ->> 'total')::int, (d ->> 'submitted')::int, (d ->> 'won')::int, (d ->> 'lost')::int from summary$$,
  $$values (9, 5, 3, 1)$$,
  'dashboard: total, submitted (submitted + won + lost), won, lost — of this workspace only');
select is((select d -> 'statuses' from summary),
  '[{"status": "under-review", "count": 2}, {"status": "in-development", "count": 1},
    {"status": "submitted", "count": 1}, {"status": "won", "count": 3}, {"status": "lost", "count": 1},
    {"status": "declined", "count": 1}, {"status": "cancelled", "count": 0}]'::jsonb,
  'dashboard: every status with its count, in the product''s order');
select is((select d -> 'tasks' from summary),
  '{"total": 6, "completed": 3, "statuses": [{"status": "not-started", "count": 2},
    {"status": "in-progress", "count": 0}, {"status": "completed", "count": 3}, {"status": "canceled", "count": 1},
    {"status": "not-needed", "count": 0}]}'::jsonb,
  'dashboard: tasks total, completed and every status (0 when none), of this workspace only');
select is((select d -> 'today' from summary), to_jsonb((now() at time zone 'UTC')::date), 'dashboard: today in the zone');
select is((select array(select jsonb_object_keys(d) order by 1) from summary),
  array['lost', 'pipeline', 'statuses', 'submitted', 'tasks', 'today', 'total', 'win_value', 'won'],
  'dashboard: counts and value totals (24_tender_value); its deadlines are deadline_alerts'' (one window for every list, 18_deadline_windows)');

-- deadline_alerts: boundaries in three zones -----------------------------------------

select is(pg_temp.alerts('UTC', 7), 'D5 inquiry -40, D1 inquiry -1, D2 inquiry 0, D1 submission 7',
  'alerts (UTC): overdue (-40, -1), today (0) and day 7 in; day 8 out; decided tenders never');
select is(pg_temp.alerts('UTC', 8), 'D5 inquiry -40, D1 inquiry -1, D2 inquiry 0, D1 submission 7, D2 submission 8',
  'alerts (UTC): a horizon of 8 takes day 8');
select is(pg_temp.alerts('UTC', 0), 'D5 inquiry -40, D1 inquiry -1, D2 inquiry 0',
  'alerts (UTC): a horizon of 0 gives the overdue and today''s');
select results_eq(
  $$select tender_id, title, reference_number, kind::text, due_date, days
    from public.deadline_alerts(tests.workspace_named('Dash Deadlines'), 'UTC', 7) where reference_number = 'D1' order by days$$,
  $$select t.id, 'D1', 'D1', v.kind, (now() at time zone 'UTC')::date + v.days, v.days
    from public.tenders t, (values ('inquiry', -1), ('submission', 7)) as v (kind, days)
    where t.reference_number = 'D1'$$,
  'alerts: each row has the tender, which deadline, its date and days from today');

select pg_temp.set_deadlines('Pacific/Kiritimati');
select is(pg_temp.alerts('Pacific/Kiritimati', 7), 'D5 inquiry -40, D1 inquiry -1, D2 inquiry 0, D1 submission 7',
  'alerts (UTC+14, east): the same boundaries on the zone''s own today');
select pg_temp.set_deadlines('Pacific/Pago_Pago');
select is(pg_temp.alerts('Pacific/Pago_Pago', 7), 'D5 inquiry -40, D1 inquiry -1, D2 inquiry 0, D1 submission 7',
  'alerts (UTC-11, west): the same boundaries on the zone''s own today');
select pg_temp.set_deadlines('Africa/Nairobi');
select is(pg_temp.alerts('Africa/Nairobi', 7), 'D5 inquiry -40, D1 inquiry -1, D2 inquiry 0, D1 submission 7',
  'alerts (UTC+3): the same boundaries on the zone''s own today');

-- Dated on Kiritimati's today (a day or two ahead of Pago Pago's), the same deadlines are
-- further away in Pago Pago: "today" is the user's.
select pg_temp.set_deadlines('Pacific/Kiritimati');
select is(
  (select string_agg(a.reference_number || ' ' || a.kind || ' ' || a.days, ', ' order by a.due_date, a.kind)
   from public.deadline_alerts(tests.workspace_named('Dash Deadlines'), 'Pacific/Pago_Pago', 7) a),
  (select string_agg(v.label || ' ' || (v.days + ((now() at time zone 'Pacific/Kiritimati')::date
                                                  - (now() at time zone 'Pacific/Pago_Pago')::date)), ', ' order by v.days)
   from (values ('D5 inquiry', -40), ('D1 inquiry', -1), ('D2 inquiry', 0)) as v (label, days)),
  'alerts: days count from the zone''s today (west of the dates'' zone, D1''s submission falls beyond 7 days)');

-- Across a month end and a year end (Nairobi).
reset role;
update public.tenders set inquiry_submission_date = null, tender_submission_date = null
where workspace_id = tests.workspace_named('Dash Deadlines');
update public.tenders
set inquiry_submission_date = (date_trunc('month', now() at time zone 'Africa/Nairobi') + interval '1 month - 1 day')::date,
    tender_submission_date = (date_trunc('month', now() at time zone 'Africa/Nairobi') + interval '1 month')::date
where reference_number = 'D1';
update public.tenders
set inquiry_submission_date = (date_trunc('year', now() at time zone 'Africa/Nairobi') + interval '1 year - 1 day')::date,
    tender_submission_date = (date_trunc('year', now() at time zone 'Africa/Nairobi') + interval '1 year')::date
where reference_number = 'D2';
set local role authenticated;
create function pg_temp.days_to(p_date timestamp) returns integer language sql as
  $$ select (p_date::date - (now() at time zone 'Africa/Nairobi')::date) $$;

select results_eq(
  $$select kind::text, days from public.deadline_alerts(tests.workspace_named('Dash Deadlines'), 'Africa/Nairobi',
      pg_temp.days_to(date_trunc('month', now() at time zone 'Africa/Nairobi') + interval '1 month'))
    where reference_number = 'D1' order by due_date$$,
  $$values ('inquiry', pg_temp.days_to(date_trunc('month', now() at time zone 'Africa/Nairobi') + interval '1 month - 1 day')),
           ('submission', pg_temp.days_to(date_trunc('month', now() at time zone 'Africa/Nairobi') + interval '1 month'))$$,
  'alerts across a month end: the last day of the month and the first of the next, a day apart, both in');
select is(
  (select count(*)::int from public.deadline_alerts(tests.workspace_named('Dash Deadlines'), 'Africa/Nairobi',
     pg_temp.days_to(date_trunc('month', now() at time zone 'Africa/Nairobi') + interval '1 month') - 1)
   where reference_number = 'D1'), 1,
  'alerts across a month end: one day less of horizon leaves the first of the next month out');
select results_eq(
  $$select kind::text, days from public.deadline_alerts(tests.workspace_named('Dash Deadlines'), 'Africa/Nairobi',
      pg_temp.days_to(date_trunc('year', now() at time zone 'Africa/Nairobi') + interval '1 year'))
    where reference_number = 'D2' order by due_date$$,
  $$values ('inquiry', pg_temp.days_to(date_trunc('year', now() at time zone 'Africa/Nairobi') + interval '1 year - 1 day')),
           ('submission', pg_temp.days_to(date_trunc('year', now() at time zone 'Africa/Nairobi') + interval '1 year'))$$,
  'alerts across a year end: 31 December and 1 January, a day apart, both in');
select is(
  (select count(*)::int from public.deadline_alerts(tests.workspace_named('Dash Deadlines'), 'Africa/Nairobi',
     pg_temp.days_to(date_trunc('year', now() at time zone 'Africa/Nairobi') + interval '1 year') - 1)
   where reference_number = 'D2'), 1,
  'alerts across a year end: one day less of horizon leaves 1 January out');

-- tender_trends ----------------------------------------------------------------------

select results_eq(
  $$select month, total, submitted, won, lost from public.tender_trends(tests.workspace_named('Dash One'), 'UTC')$$,
  $$select (date_trunc('month', now() at time zone 'UTC') - make_interval(months => v.ago))::date,
           v.total, v.submitted, v.won, v.lost
    from (values (5, 1, 1, 1, 0), (4, 0, 0, 0, 0), (3, 0, 0, 0, 0), (2, 3, 2, 0, 1), (1, 1, 0, 0, 0), (0, 3, 1, 1, 0))
      as v (ago, total, submitted, won, lost)
    order by v.ago desc$$,
  'trends (6m, the default): 6 calendar months oldest first, empty months present, submitted = submitted + won + lost');
select results_eq(
  $$select count(*)::int, sum(total)::int, min(month) from public.tender_trends(tests.workspace_named('Dash One'), 'UTC', '12m')$$,
  $$select 12, 9, (date_trunc('month', now() at time zone 'UTC') - interval '11 months')::date$$,
  'trends (12m): 12 months, including the tender from 7 months ago');
select results_eq(
  $$select count(*)::int, min(month), max(month) from public.tender_trends(tests.workspace_named('Dash One'), 'UTC', 'year')$$,
  $$select extract(month from now() at time zone 'UTC')::int, date_trunc('year', now() at time zone 'UTC')::date,
           date_trunc('month', now() at time zone 'UTC')::date$$,
  'trends (year): January of this year to this month');
select results_eq(
  $$select count(*)::int, sum(total)::int, min(month) from public.tender_trends(tests.workspace_named('Dash One'), 'UTC', 'all')$$,
  $$select 8, 9, (date_trunc('month', now() at time zone 'UTC') - interval '7 months')::date$$,
  'trends (all): from the month of the oldest tender, every month present');
select results_eq(
  $$select count(*)::int, sum(total)::int, max(month) from public.tender_trends(tests.workspace_named('Dash Deadlines'), 'UTC', '6m')$$,
  $$select 6, 9, date_trunc('month', now() at time zone 'UTC')::date$$,
  'trends: a workspace whose tenders are all new still gets 6 months');
select results_eq(
  $$select count(*)::int, sum(total)::int from public.tender_trends(tests.workspace_named('Dash Many'), 'UTC', 'all')$$,
  $$values (1, 0)$$,
  'trends (all) without tenders: this month, with zeros');
select throws_ok($$select * from public.tender_trends(tests.workspace_named('Dash One'), 'UTC', 'week')$$, '22P02', null,
  'trends: an unknown period is refused (22P02)');

-- The user's months: one anchor month M, two months back, is inside every zone's 6 months.
reset role;
insert into public.tenders (workspace_id, user_id, reference_number, client, title, status, created_at)
select tests.workspace_named('Dash Zones'), 'c8000000-0000-4000-8000-00000000000a', v.ref, 'Client', v.ref, 'submitted',
       ((date_trunc('month', now() at time zone 'UTC') - interval '2 months') + v.shift) at time zone v.tz
from (values
  -- 00:01 on the 1st of M in Nairobi = 21:01 UTC on the last day of M-1
  ('N1', interval '1 minute', 'Africa/Nairobi'),
  -- 23:30 on the last day of M-1 in Nairobi (the issue's example, a month earlier)
  ('N2', interval '-30 minutes', 'Africa/Nairobi'),
  -- 23:59 on the last day of M-1 in Los Angeles = the 1st of M in UTC
  ('L1', interval '-1 minute', 'America/Los_Angeles')) as v (ref, shift, tz);
set local role authenticated;
create function pg_temp.month_total(p_tz text, k integer) returns integer language sql as $$
  select total from public.tender_trends(tests.workspace_named('Dash Zones'), p_tz, '6m')
  where month = (date_trunc('month', now() at time zone 'UTC') - make_interval(months => k))::date
$$;
select results_eq($$select pg_temp.month_total('Africa/Nairobi', 3), pg_temp.month_total('Africa/Nairobi', 2)$$,
  $$values (1, 2)$$, 'trends in Nairobi: 23:30 on the last day counts in that month, 00:01 on the 1st in the next');
select results_eq($$select pg_temp.month_total('UTC', 3), pg_temp.month_total('UTC', 2)$$,
  $$values (2, 1)$$, 'trends in UTC: the same tenders by UTC months');
select results_eq($$select pg_temp.month_total('America/Los_Angeles', 3), pg_temp.month_total('America/Los_Angeles', 2)$$,
  $$values (3, 0)$$, 'trends in Los Angeles (west): all three in the earlier month');
select results_eq(
  $$select status::text, count from public.tender_status_counts(tests.workspace_named('Dash Zones'), 'America/Los_Angeles', '6m')
    where count > 0$$,
  $$values ('submitted', 3)$$, 'status counts follow the same months');

-- A year end: a minute after midnight on 1 January in Kiritimati (UTC+14) and a minute
-- before it in Pago Pago (UTC-11), 25 hours apart.
reset role;
insert into public.tenders (workspace_id, user_id, reference_number, client, title, status, created_at)
select tests.workspace_named('Dash Years'), 'c8000000-0000-4000-8000-00000000000a', v.ref, 'Client', v.ref, 'won',
       (date_trunc('year', now() at time zone 'UTC') + v.shift) at time zone v.tz
from (values ('Y1', interval '1 minute', 'Pacific/Kiritimati'),
             ('Y2', interval '-1 minute', 'Pacific/Pago_Pago')) as v (ref, shift, tz);
set local role authenticated;
create function pg_temp.year_end(p_tz text) returns text language sql as $$
  select string_agg(to_char(month, 'YYYY-MM') || ':' || total, ' ' order by month)
  from public.tender_trends(tests.workspace_named('Dash Years'), p_tz, 'all')
  where month between (date_trunc('year', now() at time zone 'UTC') - interval '1 month')::date
                  and date_trunc('year', now() at time zone 'UTC')::date
$$;
select is(pg_temp.year_end('Pacific/Kiritimati'),
  to_char(date_trunc('year', now() at time zone 'UTC'), 'YYYY-MM') || ':2',
  'trends (all) in Kiritimati: both in January, and the series starts there');
select is(pg_temp.year_end('Pacific/Pago_Pago'),
  to_char(date_trunc('year', now() at time zone 'UTC') - interval '1 month', 'YYYY-MM') || ':2 '
    || to_char(date_trunc('year', now() at time zone 'UTC'), 'YYYY-MM') || ':0',
  'trends (all) in Pago Pago: both in December of the year before; January present with 0');
select is(pg_temp.year_end('UTC'),
  to_char(date_trunc('year', now() at time zone 'UTC') - interval '1 month', 'YYYY-MM') || ':1 '
    || to_char(date_trunc('year', now() at time zone 'UTC'), 'YYYY-MM') || ':1',
  'trends (all) in UTC: one each side of the year end');
select is((select sum(total)::int from public.tender_trends(tests.workspace_named('Dash Years'), 'UTC', 'year')), 1,
  'trends (year): the tender of last December is not this year''s');

-- tender_status_counts -----------------------------------------------------------------

select results_eq(
  $$select status::text, count from public.tender_status_counts(tests.workspace_named('Dash One'), 'UTC')$$,
  $$values ('under-review', 2), ('in-development', 1), ('submitted', 1), ('won', 2), ('lost', 1), ('declined', 1),
           ('cancelled', 0)$$,
  'status counts (6m): every status in the product''s order, 0 when none, this workspace only');
select results_eq(
  $$select status::text, count from public.tender_status_counts(tests.workspace_named('Dash One'), 'UTC', 'all') where status = 'won'$$,
  $$values ('won', 3)$$, 'status counts (all): every tender');
select results_eq(
  $$select status from public.tender_status_counts(tests.workspace_named('Dash One'), 'UTC', 'year')$$,
  $$select s from unnest(array['under-review', 'in-development', 'submitted', 'won', 'lost', 'declined',
                               'cancelled']::public.tender_status[]) s$$,
  'status counts: exactly the known statuses');

-- Time zones and arguments ------------------------------------------------------------

select throws_ok($$select public.dashboard_summary(tests.workspace_named('Dash One'), 'Mars/Olympus')$$, '22023',
  'Unknown time zone: Mars/Olympus', 'dashboard: an unknown time zone is refused (22023)');
select throws_ok($$select public.dashboard_summary(tests.workspace_named('Dash One'), null)$$, '22023', 'Unknown time zone: null',
  'dashboard: a missing time zone is refused');
select throws_ok($$select * from public.tender_trends(tests.workspace_named('Dash One'), '+03:00')$$, '22023', null,
  'trends: an offset is not a time zone name');
select throws_ok($$select * from public.tender_status_counts(tests.workspace_named('Dash One'), 'Europe/Nowhere')$$, '22023', null,
  'status counts: an unknown time zone is refused');
select throws_ok($$select * from public.deadline_alerts(tests.workspace_named('Dash One'), 'UTC; drop table tenders', 7)$$, '22023', null,
  'alerts: an unknown time zone is refused');
select throws_ok($$select * from public.deadline_alerts(tests.workspace_named('Dash One'), 'UTC', -1)$$, '22023',
  'p_days must be between 0 and 3660', 'alerts: a negative horizon is refused');
select throws_ok($$select * from public.deadline_alerts(tests.workspace_named('Dash One'), 'UTC', null)$$, '22023', null,
  'alerts: a null horizon is refused');
select throws_ok($$select * from public.deadline_alerts(tests.workspace_named('Dash One'), 'UTC', 3661)$$, '22023', null,
  'alerts: a horizon over ten years is refused');
select lives_ok($$select public.dashboard_summary(tests.workspace_named('Dash One'), 'America/Argentina/Buenos_Aires')$$,
  'dashboard: a three-part zone name is accepted');

-- Other people: B and C --------------------------------------------------------------

select tests.authenticate_as('c8000000-0000-4000-8000-00000000000b');
select results_eq(
  $$select (d ->> 'total')::int, (d ->> 'won')::int, (d -> 'tasks' ->> 'total')::int
    from (select public.dashboard_summary(tests.workspace_named('Dash Two'), 'UTC') as d) x$$,
  $$values (2, 1, 1)$$, 'dashboard: B counts only B''s workspace');

select tests.authenticate_as('c8000000-0000-4000-8000-00000000000c');
select is(public.dashboard_summary(tests.workspace_named('Dash One'), 'UTC') - 'today',
  '{"total": 0, "submitted": 0, "won": 0, "lost": 0,
    "statuses": [{"status": "under-review", "count": 0}, {"status": "in-development", "count": 0},
                 {"status": "submitted", "count": 0}, {"status": "won", "count": 0}, {"status": "lost", "count": 0},
                 {"status": "declined", "count": 0}, {"status": "cancelled", "count": 0}],
    "pipeline": [], "win_value": [],
    "tasks": {"total": 0, "completed": 0, "statuses": [{"status": "not-started", "count": 0},
              {"status": "in-progress", "count": 0}, {"status": "completed", "count": 0},
              {"status": "canceled", "count": 0}, {"status": "not-needed", "count": 0}]}}'::jsonb,
  'dashboard: a non-member gets zeros and every status');
select results_eq(
  $$select count(*)::int, sum(total)::int from public.tender_trends(tests.workspace_named('Dash One'), 'UTC', '6m')$$,
  $$values (6, 0)$$, 'trends: a non-member gets empty months');
select is((select sum(count)::int from public.tender_status_counts(tests.workspace_named('Dash One'), 'UTC', 'all')), 0,
  'status counts: a non-member gets zeros');
select is_empty($$select * from public.deadline_alerts(tests.workspace_named('Dash Deadlines'), 'UTC', 3660)$$,
  'alerts: a non-member gets none');

reset role;
select * from finish();
rollback;
