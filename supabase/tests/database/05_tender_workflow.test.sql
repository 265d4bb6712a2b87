-- save_tender creating a tender (tender + default tasks in one step, in a workspace, by an
-- admin or a manager) and search_tenders (substring search under RLS, per workspace). Its
-- edits, fields and errors: 24_tender_value.
begin;
create extension if not exists pgtap with schema extensions;

select plan(23);

select function_returns('public', 'save_tender', array['jsonb', 'uuid', 'timestamp with time zone'], 'tenders',
  'save_tender returns the saved tender');
select function_returns('public', 'search_tenders',
  array['text', 'uuid', 'tender_status[]', 'tender_sort_key', 'boolean', 'date', 'text', 'numeric', 'numeric'], 'setof tenders',
  'search_tenders returns setof tenders (its filters and orders: 14_tender_list_pipeline)');
select is_empty($$
  select p.proname from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.proname in ('save_tender', 'search_tenders')
    and (p.prosecdef or not ('search_path=""' = any (p.proconfig)))
$$, 'save_tender and search_tenders are security invoker with search_path = ''''');
select function_privs_are('public', 'search_tenders',
  array['text', 'uuid', 'tender_status[]', 'tender_sort_key', 'boolean', 'date', 'text', 'numeric', 'numeric'], 'anon', array[]::text[],
  'anon cannot execute search_tenders');
select function_privs_are('public', 'save_tender', array['jsonb', 'uuid', 'timestamp with time zone'], 'anon',
  array[]::text[], 'anon cannot execute save_tender');

-- A is admin of "Acme Works", with M (manager) and U (user); B is alone in "Bravo".
select tests.create_user('wf-a@example.test', '{"company": "Acme Works"}', 'e0000000-0000-4000-8000-00000000000a');
select tests.create_user('wf-b@example.test', '{"company": "Bravo"}', 'e0000000-0000-4000-8000-00000000000b');
select tests.create_user('wf-m@example.test', '{}', 'e0000000-0000-4000-8000-00000000000c');
select tests.create_user('wf-u@example.test', '{}', 'e0000000-0000-4000-8000-00000000000d');
select tests.add_member(tests.workspace_named('Acme Works'), 'e0000000-0000-4000-8000-00000000000c', 'manager');
select tests.add_member(tests.workspace_named('Acme Works'), 'e0000000-0000-4000-8000-00000000000d', 'user');
delete from public.default_tasks;
insert into public.default_tasks (name, description, created_at)
values ('Read the notice', '', now() - interval '1 day'), ('Price it', '', now());
-- Workspaces take their task templates from default_tasks when they are created: start the ones
-- made above from this set.
delete from public.task_templates;
select count(private.copy_default_task_templates(w.id)::text) from public.workspaces w;


select tests.authenticate_as('e0000000-0000-4000-8000-00000000000a');

select results_eq(
  $$select reference_number, client, title, description, status::text, user_id, workspace_id
    from public.save_tender(jsonb_build_object(
      'reference_number', 'RFP-1', 'client', 'City of Nairobi', 'title', 'Road works', 'description', 'Line one
line two', 'channel', 'government-portal', 'type', 'limited-tender', 'bid_bond', true,
      'inquiry_submission_date', '2026-12-01', 'tender_submission_date', '2026-12-15'))$$,
  $$values ('RFP-1', 'City of Nairobi', 'Road works', 'Line one
line two', 'under-review', 'e0000000-0000-4000-8000-00000000000a'::uuid, tests.workspace_named('Acme Works'))$$,
  'save_tender: without a workspace, the tender goes to the caller''s current one, under review, created by the caller');
select results_eq(
  $$select t.name, t.status::text, t.workspace_id from public.tasks t join public.tenders d on d.id = t.tender_id
    where d.reference_number = 'RFP-1' order by t.created_at$$,
  $$values ('Read the notice', 'not-started', tests.workspace_named('Acme Works')),
           ('Price it', 'not-started', tests.workspace_named('Acme Works'))$$,
  'save_tender: the new tender has its default tasks in its workspace, template order kept');
select throws_ok(
  $$select public.save_tender('{"reference_number": " ", "client": "Client", "title": "Title"}')$$, '23514', null,
  'save_tender: a blank reference number violates the constraint');
select throws_ok(
  $$select public.save_tender(jsonb_build_object('reference_number', 'RFP-X', 'client', 'Client', 'title', 'Elsewhere',
      'workspace_id', tests.workspace_named('Bravo')))$$,
  '42501', 'new row violates row-level security policy for table "tenders"',
  'save_tender: not in a workspace the caller is not a member of');

select tests.authenticate_as('e0000000-0000-4000-8000-00000000000c');
select results_eq(
  $$select user_id, workspace_id
    from public.save_tender(jsonb_build_object('reference_number', 'RFP-M', 'client', 'Client', 'title', 'By the manager',
      'workspace_id', tests.workspace_named('Acme Works')))$$,
  $$values ('e0000000-0000-4000-8000-00000000000c'::uuid, tests.workspace_named('Acme Works'))$$,
  'save_tender: a manager creates tenders in the workspace named');
select tests.authenticate_as('e0000000-0000-4000-8000-00000000000d');
select throws_ok(
  $$select public.save_tender(jsonb_build_object('reference_number', 'RFP-U', 'client', 'Client', 'title', 'By the user',
      'workspace_id', tests.workspace_named('Acme Works')))$$,
  '42501', 'new row violates row-level security policy for table "tenders"',
  'save_tender: a user cannot create tenders');
select tests.authenticate_as('e0000000-0000-4000-8000-00000000000a');

-- A failure while seeding the tasks leaves no tender behind.
reset role;
create function pg_temp.refuse_tasks() returns trigger language plpgsql as
  $f$ begin raise exception 'seeding failed' using errcode = 'P0001'; end; $f$;
create trigger refuse_tasks before insert on public.tasks for each row execute function pg_temp.refuse_tasks();
set local role authenticated;
select throws_ok($$select public.save_tender('{"reference_number": "RFP-2", "client": "Client", "title": "Half made"}')$$,
  'P0001', 'seeding failed', 'save_tender: a failing task insert fails the whole call');
select is_empty($$select 1 from public.tenders where reference_number = 'RFP-2'$$,
  'save_tender: nothing half-made is left behind');
reset role;
drop trigger refuse_tasks on public.tasks;
set local role authenticated;

set local request.jwt.claims to '{"role": "authenticated"}';
select throws_ok($$select public.save_tender('{"reference_number": "RFP-3", "client": "Client", "title": "Anonymous"}')$$,
  '42501', 'Not authenticated', 'save_tender: not without a user');

-- search_tenders ---------------------------------------------------------------------
select tests.authenticate_as('e0000000-0000-4000-8000-00000000000a');
select public.save_tender('{"reference_number": "ABC-100%", "client": "Acme_Builders", "title": "Bridge repair"}');
select public.save_tender('{"reference_number": "XYZ-7", "client": "Ministry of Health", "title": "Hospital beds"}');
select tests.authenticate_as('e0000000-0000-4000-8000-00000000000b');
select public.save_tender('{"reference_number": "B-1", "client": "Acme Builders", "title": "Bridge for B"}');

select tests.authenticate_as('e0000000-0000-4000-8000-00000000000d');
select is((select count(*)::int from public.search_tenders('', tests.workspace_named('Acme Works'))), 4,
  'search_tenders: an empty query matches every tender of the workspace (a user sees them all)');
select is((select count(*)::int from public.search_tenders(null, tests.workspace_named('Acme Works'))), 4,
  'search_tenders: a null query matches every tender of the workspace');
select results_eq($$select reference_number from public.search_tenders('  bRiDgE ', tests.workspace_named('Acme Works'))$$,
  $$values ('ABC-100%')$$,
  'search_tenders: case-insensitive, trimmed, matches the title, never another workspace''s tender');
select results_eq($$select reference_number from public.search_tenders('health', tests.workspace_named('Acme Works'))$$,
  $$values ('XYZ-7')$$, 'search_tenders: matches the client anywhere in the text');
select results_eq($$select reference_number from public.search_tenders('c-100%', tests.workspace_named('Acme Works'))$$,
  $$values ('ABC-100%')$$, 'search_tenders: matches the reference number; % is plain text');
select results_eq($$select reference_number from public.search_tenders('e_b', tests.workspace_named('Acme Works'))$$,
  $$values ('ABC-100%')$$, 'search_tenders: _ is plain text (Acme_Builders matches, Acme Builders would not)');
select is_empty($$select 1 from public.search_tenders('%%', tests.workspace_named('Acme Works'))$$,
  'search_tenders: %% is plain text, so it matches nothing here');
select is_empty($$select 1 from public.search_tenders('bridge', tests.workspace_named('Bravo'))$$,
  'search_tenders: another workspace named explicitly gives nothing');
select results_eq($$select reference_number from public.search_tenders('bridge') order by 1$$,
  $$values ('ABC-100%')$$,
  'search_tenders: without a workspace, every workspace the caller belongs to (and no other)');

reset role;
select * from finish();
rollback;
