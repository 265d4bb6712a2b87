-- RPC functions: create_default_tasks, tender_status_counts, task_status_counts,
-- monthly_tender_trends. Templates are replaced inside this transaction, so the test does
-- not depend on the seed (supabase test db runs against a seeded database).
begin;
create extension if not exists pgtap with schema extensions;

select plan(28);

select function_returns('public', 'create_default_tasks', array['uuid'], 'setof tasks',
  'create_default_tasks(uuid) returns setof tasks');
select function_returns('public', 'tender_status_counts', array[]::text[], 'setof record',
  'tender_status_counts() returns a table');
select function_returns('public', 'monthly_tender_trends', array['integer'], 'setof record',
  'monthly_tender_trends(integer) returns a table');
select is_empty($$
  select p.proname from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public'
    and p.proname in ('create_default_tasks', 'tender_status_counts', 'task_status_counts', 'monthly_tender_trends')
    and (p.prosecdef or not ('search_path=""' = any (p.proconfig)))
$$, 'the RPC functions are security invoker with search_path = ''''');
select is(
  (select array_agg(p.proname::text order by p.proname) from pg_catalog.pg_proc p
   join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and p.provolatile = 's'),
  array['monthly_tender_trends', 'search_tenders', 'task_status_counts', 'tender_status_counts'],
  'the read-only RPC functions are stable');

-- Fixtures ----------------------------------------------------------------------------

insert into auth.users (id, email)
values ('f0000000-0000-4000-8000-00000000000a', 'fn-a@example.test'),
       ('f0000000-0000-4000-8000-00000000000b', 'fn-b@example.test'),
       ('f0000000-0000-4000-8000-00000000000c', 'fn-c@example.test');

delete from public.default_tasks;
insert into public.default_tasks (name, description, created_at)
values ('Second', 'second template', now() - interval '1 day'),
       ('First', 'first template', now() - interval '2 days'),
       ('Third', 'third template', now());

-- Tenders for A: statuses spread over months (created_at relative to the current UTC month).
insert into public.tenders (id, user_id, reference_number, client, title, status, created_at)
select v.id::uuid, 'f0000000-0000-4000-8000-00000000000a', 'R-' || v.n, 'Client', 'Tender ' || v.n,
       v.status::public.tender_status,
       (date_trunc('month', now() at time zone 'UTC') - make_interval(months => v.months_ago)
          + interval '3 days') at time zone 'UTC'
from (values
  (1, 'f0000000-0000-4000-8000-0000000000a1', 'under-review', 0),
  (2, 'f0000000-0000-4000-8000-0000000000a2', 'won', 0),
  (3, 'f0000000-0000-4000-8000-0000000000a3', 'submitted', 2),
  (4, 'f0000000-0000-4000-8000-0000000000a4', 'lost', 2),
  (5, 'f0000000-0000-4000-8000-0000000000a5', 'declined', 2),
  (6, 'f0000000-0000-4000-8000-0000000000a6', 'won', 5),
  (7, 'f0000000-0000-4000-8000-0000000000a7', 'won', 7),
  (8, 'f0000000-0000-4000-8000-0000000000a8', 'under-review', 1)
) as v (n, id, status, months_ago);

-- B's tender, to prove counts and trends are per user.
insert into public.tenders (id, user_id, reference_number, client, title, status)
values ('f0000000-0000-4000-8000-0000000000b1', 'f0000000-0000-4000-8000-00000000000b', 'R-B', 'Client', 'B', 'won');
insert into public.tasks (tender_id, user_id, name, status)
values ('f0000000-0000-4000-8000-0000000000b1', 'f0000000-0000-4000-8000-00000000000b', 'B task', 'completed');

-- create_default_tasks ----------------------------------------------------------------

set local role authenticated;
set local request.jwt.claims to '{"sub": "f0000000-0000-4000-8000-00000000000a", "role": "authenticated"}';

select results_eq(
  $$select name, description, status::text, tender_id, user_id
    from public.create_default_tasks('f0000000-0000-4000-8000-0000000000a1')$$,
  $$values ('First', 'first template', 'not-started', 'f0000000-0000-4000-8000-0000000000a1'::uuid, 'f0000000-0000-4000-8000-00000000000a'::uuid),
           ('Second', 'second template', 'not-started', 'f0000000-0000-4000-8000-0000000000a1'::uuid, 'f0000000-0000-4000-8000-00000000000a'::uuid),
           ('Third', 'third template', 'not-started', 'f0000000-0000-4000-8000-0000000000a1'::uuid, 'f0000000-0000-4000-8000-00000000000a'::uuid)$$,
  'create_default_tasks: one not-started task per template, oldest template first, owned by the caller');
select results_eq(
  $$select name from public.tasks where tender_id = 'f0000000-0000-4000-8000-0000000000a1' order by created_at$$,
  $$values ('First'), ('Second'), ('Third')$$,
  'create_default_tasks: listing the tender''s tasks by created_at keeps the template order');

set local request.jwt.claims to '{"sub": "f0000000-0000-4000-8000-00000000000b", "role": "authenticated"}';
select throws_ok($$select * from public.create_default_tasks('f0000000-0000-4000-8000-0000000000a2')$$,
  '42501', 'Tender not found', 'create_default_tasks: not for another user''s tender');
select throws_ok($$select * from public.create_default_tasks('f0000000-0000-4000-8000-0000000000ff')$$,
  '42501', 'Tender not found', 'create_default_tasks: not for a tender that does not exist');
set local request.jwt.claims to '{"role": "authenticated"}';
select throws_ok($$select * from public.create_default_tasks('f0000000-0000-4000-8000-0000000000a2')$$,
  '42501', 'Not authenticated', 'create_default_tasks: not without a user');

set local request.jwt.claims to '{"sub": "f0000000-0000-4000-8000-00000000000a", "role": "authenticated"}';
select is((select count(*)::int from public.tasks where tender_id = 'f0000000-0000-4000-8000-0000000000a2'), 0,
  'create_default_tasks: the refused calls created nothing');

reset role;
delete from public.default_tasks;
set local role authenticated;
select is_empty($$select * from public.create_default_tasks('f0000000-0000-4000-8000-0000000000a2')$$,
  'create_default_tasks: nothing when there are no templates');
select is((select count(*)::int from public.tasks where tender_id = 'f0000000-0000-4000-8000-0000000000a2'), 0,
  'create_default_tasks: no task inserted when there are no templates');

-- Give A some tasks in a few statuses for task_status_counts.
update public.tasks set status = 'completed' where name = 'First';
update public.tasks set status = 'not-needed' where name = 'Third';

-- tender_status_counts / task_status_counts ---------------------------------------------

select results_eq(
  $$select status::text, count from public.tender_status_counts()$$,
  $$values ('under-review', 2), ('in-development', 0), ('declined', 1), ('submitted', 1), ('won', 3), ('lost', 1)$$,
  'tender_status_counts: every status, in enum order, 0 when none, only the caller''s tenders');
select results_eq(
  $$select status::text, count from public.task_status_counts()$$,
  $$values ('not-started', 1), ('in-progress', 0), ('completed', 1), ('canceled', 0), ('not-needed', 1)$$,
  'task_status_counts: every status, in enum order, 0 when none, only the caller''s tasks');
select results_eq(
  $$select status from public.tender_status_counts()$$,
  $$select s from unnest(enum_range(null::public.tender_status)) as s$$,
  'tender_status_counts: exactly the known statuses (nothing unknown can be counted)');
select results_eq(
  $$select status from public.task_status_counts()$$,
  $$select s from unnest(enum_range(null::public.task_status)) as s$$,
  'task_status_counts: exactly the known statuses');

set local request.jwt.claims to '{"sub": "f0000000-0000-4000-8000-00000000000c", "role": "authenticated"}';
select results_eq(
  $$select status::text, count from public.tender_status_counts()$$,
  $$values ('under-review', 0), ('in-development', 0), ('declined', 0), ('submitted', 0), ('won', 0), ('lost', 0)$$,
  'tender_status_counts: a user without tenders gets every status with 0');
select results_eq(
  $$select status::text, count from public.task_status_counts()$$,
  $$values ('not-started', 0), ('in-progress', 0), ('completed', 0), ('canceled', 0), ('not-needed', 0)$$,
  'task_status_counts: a user without tasks gets every status with 0');

set local request.jwt.claims to '{"sub": "f0000000-0000-4000-8000-00000000000b", "role": "authenticated"}';
select results_eq(
  $$select status::text, count from public.tender_status_counts() where count > 0$$,
  $$values ('won', 1)$$,
  'tender_status_counts: B counts only B''s tender');

-- monthly_tender_trends ----------------------------------------------------------------

set local request.jwt.claims to '{"sub": "f0000000-0000-4000-8000-00000000000a", "role": "authenticated"}';

-- "submitted" counts tenders that reached submission: submitted, won and lost.
select results_eq(
  $$select month, total, submitted, won from public.monthly_tender_trends()$$,
  $$select (date_trunc('month', now() at time zone 'UTC') - make_interval(months => v.ago))::date,
           v.total, v.submitted, v.won
    from (values (5, 1, 1, 1), (4, 0, 0, 0), (3, 0, 0, 0), (2, 3, 2, 0), (1, 1, 0, 0), (0, 2, 1, 1))
      as v (ago, total, submitted, won)
    order by v.ago desc$$,
  'monthly_tender_trends(): 6 calendar months, oldest first, empty months present, submitted = submitted+won+lost');
select results_eq(
  $$select month, total, submitted, won from public.monthly_tender_trends(1)$$,
  $$select date_trunc('month', now() at time zone 'UTC')::date, 2, 1, 1$$,
  'monthly_tender_trends(1): only the current month');
select is((select count(*)::int from public.monthly_tender_trends(12)), 12,
  'monthly_tender_trends(12): 12 rows');
select is((select sum(total)::int from public.monthly_tender_trends(12)), 8,
  'monthly_tender_trends(12): includes the tender from 7 months ago');
select is((select sum(total)::int from public.monthly_tender_trends(6)), 7,
  'monthly_tender_trends(6): leaves out the tender from 7 months ago');
select throws_ok($$select * from public.monthly_tender_trends(0)$$, '22023', null,
  'monthly_tender_trends: p_months below 1 is rejected');
select throws_ok($$select * from public.monthly_tender_trends(null)$$, '22023', null,
  'monthly_tender_trends: null p_months is rejected');

set local request.jwt.claims to '{"sub": "f0000000-0000-4000-8000-00000000000c", "role": "authenticated"}';
select results_eq(
  $$select count(*)::int, sum(total)::int, sum(submitted)::int, sum(won)::int from public.monthly_tender_trends()$$,
  $$values (6, 0, 0, 0)$$,
  'monthly_tender_trends: a user without tenders gets 6 empty months');

reset role;

select * from finish();
rollback;
