-- Deadline windows: deadline_alerts takes its window explicitly and says
-- what the caller has seen; deadline_counts counts the alerts per window in SQL; 'Mark all
-- as seen' is stored per user (RLS: each user their own rows, only for tenders they can
-- see), and new alerts count again: a new tender's, one whose date moved, one that enters
-- the window later. dashboard_summary no longer has a window of its own.
begin;
create extension if not exists pgtap with schema extensions;

select plan(45);

-- Shape and privileges ---------------------------------------------------------------

select has_table('public', 'seen_deadline_alerts', 'seen_deadline_alerts exists');
select columns_are('public', 'seen_deadline_alerts', array['user_id', 'tender_id', 'kind', 'due_date', 'seen_at'],
  'seen_deadline_alerts columns');
select col_is_pk('public', 'seen_deadline_alerts', array['user_id', 'tender_id', 'kind'],
  'one row per user, tender and deadline');
select col_default_is('public', 'seen_deadline_alerts', 'user_id', 'auth.uid()', 'user_id is always the caller''s');
select policies_are('public', 'seen_deadline_alerts', array['seen_deadline_alerts_select_own',
  'seen_deadline_alerts_insert_own', 'seen_deadline_alerts_update_own', 'seen_deadline_alerts_delete_own'],
  'one policy per command');
select table_privs_are('public', 'seen_deadline_alerts', 'anon', array[]::text[], 'anon has no privilege');
select table_privs_are('public', 'seen_deadline_alerts', 'authenticated', array['SELECT', 'DELETE'],
  'authenticated: select and delete (insert and update per column)');
select is(
  (select array_agg(a.attname::text || ' ' || p.privilege order by a.attname, p.privilege)
   from pg_catalog.pg_attribute a
   cross join (values ('INSERT'), ('UPDATE')) as p (privilege)
   where a.attrelid = 'public.seen_deadline_alerts'::regclass and a.attnum > 0
     and pg_catalog.has_column_privilege('authenticated', a.attrelid, a.attnum, p.privilege)),
  array['due_date INSERT', 'due_date UPDATE', 'kind INSERT', 'seen_at UPDATE', 'tender_id INSERT'],
  'nobody writes user_id: a row is always its writer''s');
select function_returns('public', 'deadline_counts', array['uuid', 'text', 'integer[]'], 'setof record',
  'deadline_counts returns a table');
select function_returns('public', 'mark_deadline_alerts_seen', array['uuid', 'text', 'integer'], 'integer',
  'mark_deadline_alerts_seen returns how many alerts it marked');
select is(
  (select array_agg(p.proname || ' ' || p.provolatile::text || ' ' || p.pronargdefaults::text order by p.proname)
   from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and p.proname in ('deadline_alerts', 'deadline_counts', 'mark_deadline_alerts_seen')
     and not p.prosecdef and 'search_path=""' = any (p.proconfig)),
  array['deadline_alerts s 0', 'deadline_counts s 0', 'mark_deadline_alerts_seen v 0'],
  'security invoker with an empty search_path; the reads stable; no default window anywhere');

-- Fixtures ---------------------------------------------------------------------------
-- A (admin) and B (user) share "Win One"; C is alone in "Win Other".

select tests.create_user('win-a@example.test', '{"company": "Win One"}', 'd8000000-0000-4000-8000-00000000000a');
select tests.create_user('win-b@example.test', '{"company": "Win B"}', 'd8000000-0000-4000-8000-00000000000b');
select tests.create_user('win-c@example.test', '{"company": "Win Other"}', 'd8000000-0000-4000-8000-00000000000c');
select tests.add_member(tests.workspace_named('Win One'), 'd8000000-0000-4000-8000-00000000000b', 'user');

-- Days from today (UTC): W1 inquiry -1 and submission 6 (the last day of 'Next 7 days'),
-- W2 submission 0, W3 submission 7 (just outside), W4 29 (the last of 'Next 30 days'),
-- W5 30 (outside); X1 is won (never an alert).
insert into public.tenders (workspace_id, user_id, reference_number, client, title, status,
                            inquiry_submission_date, tender_submission_date)
select tests.workspace_named('Win One'), 'd8000000-0000-4000-8000-00000000000a', v.ref, 'Client', v.ref,
       v.status::public.tender_status,
       (now() at time zone 'UTC')::date + v.inquiry, (now() at time zone 'UTC')::date + v.submission
from (values ('W1', 'under-review', -1, 6), ('W2', 'in-development', null, 0), ('W3', 'under-review', null, 7),
             ('W4', 'under-review', null, 29), ('W5', 'under-review', null, 30), ('X1', 'won', null, 1))
  as v (ref, status, inquiry, submission);

-- Lookups that see past RLS (the fixtures' ids) and a delete that says how many rows went.
create function pg_temp.tender_id(p_ref text) returns uuid language sql security definer as $$
  select id from public.tenders where reference_number = p_ref
$$;
create function pg_temp.delete_seen() returns integer language sql as $$
  with d as (delete from public.seen_deadline_alerts returning 1) select count(*)::int from d
$$;
create function pg_temp.alerts(p_days integer) returns text language sql as $$
  select coalesce(string_agg(a.reference_number || ' ' || a.kind || ' ' || a.days || case when a.seen then ' seen' else '' end,
                             ', ' order by a.due_date, a.kind, a.title), '')
  from public.deadline_alerts(tests.workspace_named('Win One'), 'UTC', p_days) a
$$;
create function pg_temp.counts(p_ends integer[]) returns text language sql as $$
  select string_agg(c.bucket || ':' || c.total || '/' || c.unseen, ' ' order by c.bucket)
  from public.deadline_counts(tests.workspace_named('Win One'), 'UTC', p_ends) c
$$;

-- deadline_alerts and deadline_counts ---------------------------------------------------

select tests.authenticate_as('d8000000-0000-4000-8000-00000000000a');

select is(pg_temp.alerts(6), 'W1 inquiry -1, W2 submission 0, W1 submission 6',
  'alerts, p_days 6 (Next 7 days): overdue, today and day 6; day 7 out; none seen yet');
select is(pg_temp.alerts(29), 'W1 inquiry -1, W2 submission 0, W1 submission 6, W3 submission 7, W4 submission 29',
  'alerts, p_days 29 (Next 30 days): day 29 in, day 30 out');
select is(pg_temp.counts(array[0, 7]), '1:1/1 2:2/2', 'counts [0, 7]: 1 overdue, 2 in the next 7 days, all unseen');
select is(pg_temp.counts(array[0, 3, 7, 30]), '1:1/1 2:1/1 3:1/1 4:2/2',
  'counts per window: overdue, days 0-2, 3-6, 7-29 (the page''s groups)');
select is(pg_temp.counts(array[0, 1, 2]), '1:1/1 2:1/1 3:0/0', 'every window comes back, zeros when empty');
select is(pg_temp.counts(array[-5]), '1:0/0', 'a window may end in the past');

select throws_ok($$select * from public.deadline_counts(tests.workspace_named('Win One'), 'UTC', array[7, 0])$$,
  '22023', 'p_ends must be 1 to 10 ascending days between -3660 and 3661', 'counts: ends must ascend');
select throws_ok($$select * from public.deadline_counts(tests.workspace_named('Win One'), 'UTC', array[]::integer[])$$,
  '22023', null, 'counts: at least one window');
select throws_ok($$select * from public.deadline_counts(tests.workspace_named('Win One'), 'UTC', null)$$,
  '22023', null, 'counts: null is refused');
select throws_ok($$select * from public.deadline_counts(tests.workspace_named('Win One'), 'UTC', array[0, null])$$,
  '22023', null, 'counts: a null end is refused');
select throws_ok($$select * from public.deadline_counts(tests.workspace_named('Win One'), 'UTC', array[0, 4000])$$,
  '22023', null, 'counts: an end past ten years is refused');
select throws_ok($$select * from public.deadline_counts(tests.workspace_named('Win One'), 'UTC',
  array[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])$$, '22023', null, 'counts: at most 10 windows');
select throws_ok($$select * from public.deadline_counts(tests.workspace_named('Win One'), 'Mars/Olympus', array[0, 7])$$,
  '22023', 'Unknown time zone: Mars/Olympus', 'counts: an unknown time zone is refused');
select throws_ok($$select public.mark_deadline_alerts_seen(tests.workspace_named('Win One'), 'UTC', -1)$$,
  '22023', 'p_days must be between 0 and 3660', 'mark: a negative window is refused');

-- Mark all as seen ---------------------------------------------------------------------

select is(public.mark_deadline_alerts_seen(tests.workspace_named('Win One'), 'UTC', 6), 3,
  'mark (A, Next 7 days): the three alerts');
select is(pg_temp.alerts(6), 'W1 inquiry -1 seen, W2 submission 0 seen, W1 submission 6 seen', 'A has seen them');
select is(pg_temp.counts(array[0, 7]), '1:1/0 2:2/0', 'A''s count of unseen alerts is 0; the totals stay');
select is(pg_temp.counts(array[0, 8]), '1:1/0 2:3/1',
  'a deadline that enters the window later (W3, day 7, once the window reaches it) counts again');
select results_eq($$select kind::text, due_date - (now() at time zone 'UTC')::date from public.seen_deadline_alerts order by due_date$$,
  $$values ('inquiry', -1), ('submission', 0), ('submission', 6)$$, 'A reads A''s rows: each deadline on its date');

select tests.authenticate_as('d8000000-0000-4000-8000-00000000000b');
select is(pg_temp.counts(array[0, 7]), '1:1/1 2:2/2', 'per user: B, in the same workspace, has seen nothing');
select is_empty($$select * from public.seen_deadline_alerts$$, 'B reads none of A''s rows');
select throws_ok($$insert into public.seen_deadline_alerts (user_id, tender_id, kind, due_date)
  select 'd8000000-0000-4000-8000-00000000000a', id, 'inquiry', current_date from public.tenders where reference_number = 'W3'$$,
  '42501', null, 'B cannot write a row for A (user_id is not writable)');
select is(pg_temp.delete_seen(), 0, 'B cannot delete A''s rows');

select tests.authenticate_as('d8000000-0000-4000-8000-00000000000c');
select throws_ok($$insert into public.seen_deadline_alerts (tender_id, kind, due_date)
  values (pg_temp.tender_id('W3'), 'submission', current_date)$$,
  '42501', null, 'C, not a member, cannot mark a tender of Win One (RLS)');
select is(public.mark_deadline_alerts_seen(tests.workspace_named('Win One'), 'UTC', 6), 0,
  'C''s mark on Win One marks nothing');
select is(pg_temp.counts(array[0, 7]), '1:0/0 2:0/0', 'C counts nothing of Win One');

-- New alerts count again ------------------------------------------------------------------

select tests.authenticate_as('d8000000-0000-4000-8000-00000000000a');
insert into public.tenders (workspace_id, reference_number, client, title, tender_submission_date)
values (tests.workspace_named('Win One'), 'W6', 'Client', 'W6', (now() at time zone 'UTC')::date + 2);
select is(pg_temp.counts(array[0, 7]), '1:1/0 2:3/1', 'a new tender''s deadline counts again');
update public.tenders set tender_submission_date = tender_submission_date + 1 where reference_number = 'W2';
select is(pg_temp.counts(array[0, 7]), '1:1/0 2:3/2', 'a deadline whose date moved counts again');
select is(pg_temp.alerts(6), 'W1 inquiry -1 seen, W2 submission 1, W6 submission 2, W1 submission 6 seen',
  'the alerts say which are new');

update public.tenders set status = 'submitted' where reference_number = 'W1';
select is(public.mark_deadline_alerts_seen(tests.workspace_named('Win One'), 'UTC', 6), 2,
  'mark again: the two current alerts');
select results_eq($$select t.reference_number, s.kind::text from public.seen_deadline_alerts s
    join public.tenders t on t.id = s.tender_id order by t.reference_number$$,
  $$values ('W2', 'submission'), ('W6', 'submission')$$,
  'marking forgets what is no longer an alert (W1 was submitted) and keeps each deadline once, on its new date');
select is(pg_temp.counts(array[0, 7]), '1:0/0 2:2/0', 'nothing unseen');

delete from public.tenders where reference_number = 'W6';
select is((select count(*)::int from public.seen_deadline_alerts), 1, 'deleting a tender deletes its seen rows');

-- dashboard_summary --------------------------------------------------------------------

select ok(not (public.dashboard_summary(tests.workspace_named('Win One'), 'UTC') ? 'upcoming'),
  'dashboard_summary has no window of its own: the dashboard lists deadline_alerts');

reset role;
select * from finish();
rollback;
