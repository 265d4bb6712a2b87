-- Reminders in pages (supabase/schemas/08_reminders.sql): a run decides once, then
-- claims its messages at most p_limit at a time; pages are disjoint, every message comes in
-- exactly one, "remaining" counts what no run holds yet, and the last page is empty.
begin;
create extension if not exists pgtap with schema extensions;

select plan(8);

-- Three people with a task due tomorrow (UTC): three digests at 08:05.
select tests.create_user('p1@p.test', '{"full_name": "Pia One"}', 'f2200000-0000-4000-8000-000000000001');
select tests.create_user('p2@p.test', '{"full_name": "Pia Two"}', 'f2200000-0000-4000-8000-000000000002');
select tests.create_user('p3@p.test', '{"full_name": "Pia Three"}', 'f2200000-0000-4000-8000-000000000003');
select tests.create_workspace('Paged', 'f2200000-0000-4000-8000-000000000001');
select tests.add_member(tests.workspace_named('Paged'), 'f2200000-0000-4000-8000-000000000002', 'user');
select tests.add_member(tests.workspace_named('Paged'), 'f2200000-0000-4000-8000-000000000003', 'user');
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, status, tender_submission_date)
values ('f2200000-0000-4000-8000-0000000000a1', tests.workspace_named('Paged'), 'f2200000-0000-4000-8000-000000000001',
        'P-1', 'Client', 'Paged bid', 'in-development', null);
insert into public.tasks (tender_id, workspace_id, user_id, assignee_id, name, due_date, status)
select 'f2200000-0000-4000-8000-0000000000a1', tests.workspace_named('Paged'), 'f2200000-0000-4000-8000-000000000001',
       u, 'Part', '2027-02-02', 'in-progress'
from unnest(array['f2200000-0000-4000-8000-000000000001', 'f2200000-0000-4000-8000-000000000002',
                  'f2200000-0000-4000-8000-000000000003']::uuid[]) u;

create table pg_temp.pages (n serial, page jsonb);
insert into pg_temp.pages (page) values (public.collect_reminders('2027-02-01 08:05Z', 2)::jsonb);
insert into pg_temp.pages (page) values (public.collect_reminders('2027-02-01 08:06Z', 2)::jsonb);
insert into pg_temp.pages (page) values (public.collect_reminders('2027-02-01 08:07Z', 2)::jsonb);

create function pg_temp.ids(p_n integer)
returns text[]
language sql
as $$
  select coalesce(array_agg(m ->> 'id' order by m ->> 'id'), '{}')
  from pg_temp.pages p, jsonb_array_elements(p.page -> 'messages') m where p.n = p_n
$$;

select is(cardinality(pg_temp.ids(1)), 2, 'the first page holds p_limit (2) messages');
select is((select (page ->> 'remaining')::int from pg_temp.pages where n = 1), 1,
  'the first page says one message remains');
select is(cardinality(pg_temp.ids(2)), 1, 'the second page holds the one left');
select ok(not (pg_temp.ids(1) && pg_temp.ids(2)), 'the two pages are disjoint (the first is still leased)');
select is((select array_agg(distinct m ->> 'to' order by m ->> 'to') from pg_temp.pages p,
           jsonb_array_elements(p.page -> 'messages') m),
  array['p1@p.test', 'p2@p.test', 'p3@p.test'], 'each person''s digest comes in exactly one page');
select is((select page -> 'messages' from pg_temp.pages where n = 3), '[]'::jsonb, 'the last page is empty');
select is((select (page ->> 'remaining')::int from pg_temp.pages where n = 3), 0, '... and nothing remains');

select throws_ok($$ select public.collect_reminders('2027-02-01 08:05Z', 0) $$, '22023',
  'collect_reminders: p_limit must be 1 to 1000', 'a page of 0 messages is refused');

select * from finish();
rollback;
