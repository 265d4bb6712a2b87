-- The tender list as a bid pipeline: search_tenders filters by several
-- statuses at once and sorts in SQL — by deadline with the nearest upcoming first (today
-- counts as upcoming, yesterday as past; past deadlines after, latest first; none last), by
-- reference, title or client (case-insensitive), by status (the enum's order: under review … lost) or by
-- creation — either way, always ending in created_at desc, id so a page never shifts.
-- "Today" is the caller's local day, passed in as p_today.
begin;
create extension if not exists pgtap with schema extensions;

select plan(25);

-- Signature --------------------------------------------------------------------------

select function_returns('public', 'search_tenders',
  array['text', 'uuid', 'tender_status[]', 'tender_sort_key', 'boolean', 'date', 'text', 'numeric', 'numeric'], 'setof tenders',
  'search_tenders(query, workspace, statuses, sort, descending, today, currency, min value, max value) returns setof tenders');
select hasnt_function('public', 'search_tenders', array['text', 'uuid'],
  'the two-argument search_tenders is gone (one function, no ambiguous overloads)');
select enum_has_labels('public', 'tender_sort_key',
  array['created', 'deadline', 'reference', 'title', 'client', 'status', 'value'], 'tender_sort_key labels');
select is_empty($$
  select p.proname from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.proname = 'search_tenders'
    and (p.prosecdef or p.provolatile <> 's' or not ('search_path=""' = any (p.proconfig)))
$$, 'search_tenders is security invoker, stable, with search_path = ''''');
select function_privs_are('public', 'search_tenders',
  array['text', 'uuid', 'tender_status[]', 'tender_sort_key', 'boolean', 'date', 'text', 'numeric', 'numeric'], 'anon',
  array[]::text[], 'anon cannot execute search_tenders');

-- Fixtures: Pia alone in "Pipeline Co", seven tenders around "today" = 2026-06-15; Quin's
-- tender in another workspace has the nearest deadline of all.
select tests.create_user('tl-p@example.test', '{"company": "Pipeline Co"}', '14000000-0000-4000-8000-00000000000a');
select tests.create_user('tl-q@example.test', '{"company": "Quin Ltd"}', '14000000-0000-4000-8000-00000000000b');

insert into public.tenders
  (workspace_id, user_id, reference_number, title, client, status, tender_submission_date, created_at)
select tests.workspace_named('Pipeline Co'), '14000000-0000-4000-8000-00000000000a', ref, title, client,
       status::public.tender_status, due::date, now() - created * interval '1 day'
from (values
  ('P-OLD',   'Old lost bid', 'zeta Works', 'lost',           '2026-01-10', 10),
  ('P-YDAY',  'Yesterday',    'Alpha',      'under-review',   '2026-06-14', 9),
  ('P-TODAY', 'today bid',    'beta',       'in-development', '2026-06-15', 8),
  ('P-TMRW',  'Tomorrow',     'Gamma',      'under-review',   '2026-06-16', 7),
  ('P-LATER', 'Later',        'delta',      'submitted',      '2026-07-01', 6),
  ('P-NONE',  'No date',      'Epsilon',    'won',            null,         5),
  ('P-DECL',  'declined',     'eta',        'declined',       '2026-06-20', 4)
) as f(ref, title, client, status, due, created);
insert into public.tenders (workspace_id, user_id, reference_number, title, client, tender_submission_date)
values (tests.workspace_named('Quin Ltd'), '14000000-0000-4000-8000-00000000000b', 'Q-1', 'Theirs', 'Quin',
        '2026-06-15');

select tests.authenticate_as('14000000-0000-4000-8000-00000000000a');

create function pg_temp.refs(p_statuses public.tender_status[], p_sort public.tender_sort_key,
                             p_descending boolean, p_today date default '2026-06-15', p_query text default '')
returns text[] language sql as $$
  select pg_catalog.array_agg(t.reference_number)
  from public.search_tenders(p_query, tests.workspace_named('Pipeline Co'), p_statuses, p_sort, p_descending, p_today) t
$$;

-- Deadline: nearest upcoming first ---------------------------------------------------

select is(pg_temp.refs(null, 'deadline', false),
  array['P-TODAY', 'P-TMRW', 'P-DECL', 'P-LATER', 'P-YDAY', 'P-OLD', 'P-NONE'],
  'deadline: today and the upcoming ones nearest first, then past ones latest first, then none');
select is(pg_temp.refs(null, 'deadline', false, '2026-06-16'),
  array['P-TMRW', 'P-DECL', 'P-LATER', 'P-TODAY', 'P-YDAY', 'P-OLD', 'P-NONE'],
  'deadline: a day later, the day before is past (the edge moves with p_today)');
select is(pg_temp.refs(null, 'deadline', false, '2025-01-01'),
  array['P-OLD', 'P-YDAY', 'P-TODAY', 'P-TMRW', 'P-DECL', 'P-LATER', 'P-NONE'],
  'deadline: with every deadline ahead, plain date order, none last');
select is(pg_temp.refs(array['under-review', 'in-development']::public.tender_status[], 'deadline', false),
  array['P-TODAY', 'P-TMRW', 'P-YDAY'],
  'deadline with the open statuses: the live bids, the nearest first, the overdue one after');
select is(pg_temp.refs(null, 'deadline', true),
  array['P-LATER', 'P-DECL', 'P-TMRW', 'P-TODAY', 'P-YDAY', 'P-OLD', 'P-NONE'],
  'deadline descending: the latest deadline first, none last');
select is(
  (select pg_catalog.array_agg(t.reference_number) from public.search_tenders('', null, null, 'deadline', false,
    '2026-06-15') t),
  array['P-TODAY', 'P-TMRW', 'P-DECL', 'P-LATER', 'P-YDAY', 'P-OLD', 'P-NONE'],
  'without a workspace: only the caller''s workspaces (Quin''s tender due today is not there)');

-- Several statuses ---------------------------------------------------------------------

select is(pg_temp.refs(array['won', 'lost']::public.tender_status[], 'created', true),
  array['P-NONE', 'P-OLD'], 'two statuses: exactly those, newest first');
select is(pg_temp.refs(array['declined']::public.tender_status[], 'created', true),
  array['P-DECL'], 'one status');
select is(pg_temp.refs(array[]::public.tender_status[], 'created', true),
  array['P-DECL', 'P-NONE', 'P-LATER', 'P-TMRW', 'P-TODAY', 'P-YDAY', 'P-OLD'],
  'no status chosen: every status, newest first');
select is(pg_temp.refs(null, 'created', true), pg_temp.refs(array[]::public.tender_status[], 'created', true),
  'a null status list is no filter too');
select is(pg_temp.refs(array['under-review']::public.tender_status[], 'created', true, '2026-06-15', 'TO'),
  array['P-TMRW'], 'statuses and the search together');
select is(pg_temp.refs(array['submitted', 'won']::public.tender_status[], 'created', true, '2026-06-15', 'nothing'),
  null::text[], 'nothing matching: no rows');
select is(pg_temp.refs(null, 'created', true, '2026-06-15', $$' or ''='$$), null::text[],
  'a quote in the search is plain text (the search is a parameter of the statement, never part of it)');

-- The other sorts ------------------------------------------------------------------------

select is(pg_temp.refs(null, 'created', false),
  array['P-OLD', 'P-YDAY', 'P-TODAY', 'P-TMRW', 'P-LATER', 'P-NONE', 'P-DECL'], 'created ascending: oldest first');
select is(pg_temp.refs(null, 'reference', false),
  array['P-DECL', 'P-LATER', 'P-NONE', 'P-OLD', 'P-TMRW', 'P-TODAY', 'P-YDAY'], 'reference A–Z');
select is(pg_temp.refs(null, 'title', false),
  array['P-DECL', 'P-LATER', 'P-NONE', 'P-OLD', 'P-TODAY', 'P-TMRW', 'P-YDAY'],
  'title A–Z ignores case (declined before Later, today bid before Tomorrow)');
select is(pg_temp.refs(null, 'client', true),
  array['P-OLD', 'P-TMRW', 'P-DECL', 'P-NONE', 'P-LATER', 'P-TODAY', 'P-YDAY'], 'client Z–A ignores case');
select is(pg_temp.refs(null, 'status', false),
  array['P-TMRW', 'P-YDAY', 'P-TODAY', 'P-DECL', 'P-LATER', 'P-NONE', 'P-OLD'],
  'status in the enum''s order (under review, in development, declined, submitted, won, lost), newest first within one');
select is(pg_temp.refs(null, 'status', true),
  array['P-OLD', 'P-NONE', 'P-LATER', 'P-DECL', 'P-TODAY', 'P-TMRW', 'P-YDAY'],
  'status reversed (lost first), still newest first within one status');
select throws_ok($$select public.search_tenders('', null, null, 'colour'::public.tender_sort_key)$$, '22P02', null,
  'an unknown sort is refused by the database');

reset role;
select * from finish();
rollback;
