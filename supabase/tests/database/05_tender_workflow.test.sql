-- create_tender (tender + default tasks in one step), search_tenders (substring search
-- under RLS) and the deadline-sort index.
begin;
create extension if not exists pgtap with schema extensions;

select plan(19);

select function_returns('public', 'create_tender',
  array['text', 'text', 'text', 'text', 'tender_channel', 'tender_type', 'boolean', 'date', 'date'], 'tenders',
  'create_tender returns the new tender');
select function_returns('public', 'search_tenders', array['text'], 'setof tenders',
  'search_tenders(text) returns setof tenders');
select is_empty($$
  select p.proname from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.proname in ('create_tender', 'search_tenders')
    and (p.prosecdef or not ('search_path=""' = any (p.proconfig)))
$$, 'create_tender and search_tenders are security invoker with search_path = ''''');
select function_privs_are('public', 'search_tenders', array['text'], 'anon', array[]::text[],
  'anon cannot execute search_tenders');
select function_privs_are('public', 'create_tender',
  array['text', 'text', 'text', 'text', 'tender_channel', 'tender_type', 'boolean', 'date', 'date'], 'anon', array[]::text[],
  'anon cannot execute create_tender');
select has_index('public', 'tenders', 'tenders_user_id_submission_date_idx',
  'the deadline sort has its index (owner, submission date, newest)');

insert into auth.users (id, email)
values ('e0000000-0000-4000-8000-00000000000a', 'wf-a@example.test'),
       ('e0000000-0000-4000-8000-00000000000b', 'wf-b@example.test');
delete from public.default_tasks;
insert into public.default_tasks (name, description, created_at)
values ('Read the notice', '', now() - interval '1 day'), ('Price it', '', now());

set local role authenticated;
set local request.jwt.claims to '{"sub": "e0000000-0000-4000-8000-00000000000a", "role": "authenticated"}';

select results_eq(
  $$select reference_number, client, title, description, status::text, user_id
    from public.create_tender('RFP-1', 'City of Nairobi', 'Road works', 'Line one
line two', 'government-portal', 'limited-tender', true, '2026-12-01', '2026-12-15')$$,
  $$values ('RFP-1', 'City of Nairobi', 'Road works', 'Line one
line two', 'under-review', 'e0000000-0000-4000-8000-00000000000a'::uuid)$$,
  'create_tender: inserts the tender in status under-review for the caller');
select results_eq(
  $$select t.name, t.status::text from public.tasks t join public.tenders d on d.id = t.tender_id
    where d.reference_number = 'RFP-1' order by t.created_at$$,
  $$values ('Read the notice', 'not-started'), ('Price it', 'not-started')$$,
  'create_tender: the tender has its default tasks, template order kept');
select throws_ok(
  $$select public.create_tender(' ', 'Client', 'Title')$$, '23514', null,
  'create_tender: a blank reference number violates the constraint');

-- A failure while seeding the tasks leaves no tender behind.
reset role;
create function pg_temp.refuse_tasks() returns trigger language plpgsql as
  $f$ begin raise exception 'seeding failed' using errcode = 'P0001'; end; $f$;
create trigger refuse_tasks before insert on public.tasks for each row execute function pg_temp.refuse_tasks();
set local role authenticated;
select throws_ok($$select public.create_tender('RFP-2', 'Client', 'Half made')$$, 'P0001', 'seeding failed',
  'create_tender: a failing task insert fails the whole call');
select is_empty($$select 1 from public.tenders where reference_number = 'RFP-2'$$,
  'create_tender: nothing half-made is left behind');
reset role;
drop trigger refuse_tasks on public.tasks;
set local role authenticated;

set local request.jwt.claims to '{"role": "authenticated"}';
select throws_ok($$select public.create_tender('RFP-3', 'Client', 'Anonymous')$$, '42501', 'Not authenticated',
  'create_tender: not without a user');

-- search_tenders ---------------------------------------------------------------------
set local request.jwt.claims to '{"sub": "e0000000-0000-4000-8000-00000000000a", "role": "authenticated"}';
select public.create_tender('ABC-100%', 'Acme_Builders', 'Bridge repair');
select public.create_tender('XYZ-7', 'Ministry of Health', 'Hospital beds');
set local request.jwt.claims to '{"sub": "e0000000-0000-4000-8000-00000000000b", "role": "authenticated"}';
select public.create_tender('B-1', 'Acme Builders', 'Bridge for B');

set local request.jwt.claims to '{"sub": "e0000000-0000-4000-8000-00000000000a", "role": "authenticated"}';
select is((select count(*)::int from public.search_tenders('')), 3, 'search_tenders: an empty query matches every own tender');
select is((select count(*)::int from public.search_tenders(null)), 3, 'search_tenders: a null query matches every own tender');
select results_eq($$select reference_number from public.search_tenders('  bRiDgE ')$$, $$values ('ABC-100%')$$,
  'search_tenders: case-insensitive, trimmed, matches the title, never another user''s tender');
select results_eq($$select reference_number from public.search_tenders('health')$$, $$values ('XYZ-7')$$,
  'search_tenders: matches the client anywhere in the text');
select results_eq($$select reference_number from public.search_tenders('c-100%')$$, $$values ('ABC-100%')$$,
  'search_tenders: matches the reference number; % is plain text');
select results_eq($$select reference_number from public.search_tenders('e_b')$$, $$values ('ABC-100%')$$,
  'search_tenders: _ is plain text (Acme_Builders matches, Acme Builders would not)');
select is_empty($$select 1 from public.search_tenders('%%')$$, 'search_tenders: %% is plain text, so it matches nothing here');

reset role;
select * from finish();
rollback;
