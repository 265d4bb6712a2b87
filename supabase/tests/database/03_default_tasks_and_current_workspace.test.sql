-- RPC functions: create_default_tasks in a workspace, user_workspaces and the current
-- workspace (the profile column, the helper behind tenders.workspace_id's default).
-- Templates are replaced inside this transaction, so the test does not depend on the seed
-- (supabase test db runs against a seeded database).
begin;
create extension if not exists pgtap with schema extensions;

select plan(25);

select function_returns('public', 'create_default_tasks', array['uuid'], 'setof tasks',
  'create_default_tasks(uuid) returns setof tasks');
select function_returns('public', 'user_workspaces', array[]::text[], 'setof record',
  'user_workspaces() returns a table');
select is_empty($$
  select p.proname from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and (p.prosecdef or not ('search_path=""' = any (p.proconfig)))
$$, 'every RPC is security invoker with search_path = ''''');
select is(
  (select array_agg(p.proname::text order by p.proname) from pg_catalog.pg_proc p
   join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and p.provolatile = 's'),
  array['answer_tags', 'answer_usage', 'answer_win_rates', 'answers_due_for_review', 'bid_bond_totals', 'bid_cost', 'bid_cost_report', 'bid_score_report', 'can_open_document', 'clarification_counts', 'comment_notices', 'dashboard_summary', 'deadline_alerts', 'deadline_change_notices', 'deadline_counts', 'existing_answer_titles', 'existing_references', 'expected_bid_cost',
        'expiring_document_tenders', 'expiring_required_documents', 'invitation_details', 'invitation_preview', 'my_time', 'my_work', 'recorded_winners', 'requirement_progress', 'search_answers', 'search_tenders',
        'task_comment_counts', 'tender_comment_counts', 'tender_currencies', 'tender_document_counts',
        'tender_documents', 'tender_status_counts', 'tender_trends', 'tenders_with_reference', 'type_task_templates', 'user_workspaces',
        'value_report'],
  'the read-only RPC functions are stable');

-- Fixtures: A (admin of "Alpha") with C as a user in Alpha; B alone in "Beta".

select tests.create_user('fn-a@example.test', '{"company": "Alpha"}', 'f0000000-0000-4000-8000-00000000000a');
select tests.create_user('fn-b@example.test', '{"company": "Beta"}', 'f0000000-0000-4000-8000-00000000000b');
select tests.create_user('fn-c@example.test', '{"company": "Gamma"}', 'f0000000-0000-4000-8000-00000000000c');

select tests.add_member(tests.workspace_named('Alpha'), 'f0000000-0000-4000-8000-00000000000c', 'user',
                        now() + interval '1 second');

delete from public.default_tasks;
insert into public.default_tasks (name, description, created_at)
values ('Second', 'second template', now() - interval '1 day'),
       ('First', 'first template', now() - interval '2 days'),
       ('Third', 'third template', now());
-- Workspaces take their task templates from default_tasks when they are created: start the ones
-- made above from this set.
delete from public.task_templates;
select count(private.copy_default_task_templates(w.id)::text) from public.workspaces w;


insert into public.tenders (id, workspace_id, user_id, reference_number, client, title)
values ('f0000000-0000-4000-8000-0000000000a1', tests.workspace_named('Alpha'), 'f0000000-0000-4000-8000-00000000000a',
        'R-1', 'Client', 'Alpha tender'),
       ('f0000000-0000-4000-8000-0000000000a2', tests.workspace_named('Alpha'), 'f0000000-0000-4000-8000-00000000000a',
        'R-2', 'Client', 'Alpha tender 2'),
       ('f0000000-0000-4000-8000-0000000000b1', tests.workspace_named('Beta'), 'f0000000-0000-4000-8000-00000000000b',
        'R-B', 'Client', 'Beta tender');

-- create_default_tasks ----------------------------------------------------------------

select tests.authenticate_as('f0000000-0000-4000-8000-00000000000c');

select results_eq(
  $$select name, description, status::text, tender_id, workspace_id, user_id, assignee_id
    from public.create_default_tasks('f0000000-0000-4000-8000-0000000000a1')$$,
  $$values ('First', 'first template', 'not-started', 'f0000000-0000-4000-8000-0000000000a1'::uuid, tests.workspace_named('Alpha'),
            'f0000000-0000-4000-8000-00000000000c'::uuid, null::uuid),
           ('Second', 'second template', 'not-started', 'f0000000-0000-4000-8000-0000000000a1'::uuid, tests.workspace_named('Alpha'),
            'f0000000-0000-4000-8000-00000000000c'::uuid, null::uuid),
           ('Third', 'third template', 'not-started', 'f0000000-0000-4000-8000-0000000000a1'::uuid, tests.workspace_named('Alpha'),
            'f0000000-0000-4000-8000-00000000000c'::uuid, null::uuid)$$,
  'create_default_tasks: any member (here a user) gets one not-started task per template, oldest first, in the tender''s workspace');
select results_eq(
  $$select name from public.tasks where tender_id = 'f0000000-0000-4000-8000-0000000000a1' order by created_at$$,
  $$values ('First'), ('Second'), ('Third')$$,
  'create_default_tasks: listing the tender''s tasks by created_at keeps the template order');

select tests.authenticate_as('f0000000-0000-4000-8000-00000000000b');
select throws_ok($$select * from public.create_default_tasks('f0000000-0000-4000-8000-0000000000a2')$$,
  '42501', 'Tender not found', 'create_default_tasks: not for another workspace''s tender');
select throws_ok($$select * from public.create_default_tasks('f0000000-0000-4000-8000-0000000000ff')$$,
  '42501', 'Tender not found', 'create_default_tasks: not for a tender that does not exist');
set local request.jwt.claims to '{"role": "authenticated"}';
select throws_ok($$select * from public.create_default_tasks('f0000000-0000-4000-8000-0000000000a2')$$,
  '42501', 'Not authenticated', 'create_default_tasks: not without a user');

select tests.authenticate_as('f0000000-0000-4000-8000-00000000000a');
select is((select count(*)::int from public.tasks where tender_id = 'f0000000-0000-4000-8000-0000000000a2'), 0,
  'create_default_tasks: the refused calls created nothing');

select tests.clear_authentication();
delete from public.task_templates;
select tests.authenticate_as('f0000000-0000-4000-8000-00000000000a');
select is_empty($$select * from public.create_default_tasks('f0000000-0000-4000-8000-0000000000a2')$$,
  'create_default_tasks: nothing when there are no templates');
select is((select count(*)::int from public.tasks where tender_id = 'f0000000-0000-4000-8000-0000000000a2'), 0,
  'create_default_tasks: no task inserted when there are no templates');

-- user_workspaces and the current workspace ---------------------------------------------

select tests.authenticate_as('f0000000-0000-4000-8000-00000000000c');
select results_eq(
  $$select name, role::text, is_current from public.user_workspaces()$$,
  $$values ('Alpha', 'user', false), ('Gamma', 'admin', true)$$,
  'user_workspaces: each workspace with the caller''s role, by name; the own one is current after sign-up');

select results_eq(
  $$update public.user_profiles set current_workspace_id = tests.workspace_named('Alpha')
    where id = 'f0000000-0000-4000-8000-00000000000c' returning current_workspace_id$$,
  $$values (tests.workspace_named('Alpha'))$$,
  'current workspace: a member switches by updating their profile');
select results_eq(
  $$select name, is_current from public.user_workspaces()$$,
  $$values ('Alpha', true), ('Gamma', false)$$,
  'user_workspaces: is_current follows the profile');
select is((select private.current_workspace_id()), tests.workspace_named('Alpha'),
  'private.current_workspace_id(): the chosen workspace');
select throws_ok(
  $$update public.user_profiles set current_workspace_id = tests.workspace_named('Beta')
    where id = 'f0000000-0000-4000-8000-00000000000c'$$,
  '42501', 'Not a member of this workspace',
  'current workspace: a workspace the user is not a member of is refused');
select throws_ok(
  $$update public.user_profiles set current_workspace_id = gen_random_uuid()
    where id = 'f0000000-0000-4000-8000-00000000000c'$$,
  '42501', 'Not a member of this workspace',
  'current workspace: an unknown workspace is refused');
select lives_ok(
  $$update public.user_profiles set name = 'Casey' where id = 'f0000000-0000-4000-8000-00000000000c'$$,
  'current workspace: other profile edits are unaffected');

-- Removed from the current workspace, the user falls back to their earliest membership.
select tests.clear_authentication();
delete from public.workspace_members
where workspace_id = tests.workspace_named('Alpha') and user_id = 'f0000000-0000-4000-8000-00000000000c';
select tests.authenticate_as('f0000000-0000-4000-8000-00000000000c');
select is((select private.current_workspace_id()), tests.workspace_named('Gamma'),
  'private.current_workspace_id(): after removal from the chosen workspace, the earliest remaining membership');
select results_eq(
  $$select name, is_current from public.user_workspaces()$$,
  $$values ('Gamma', true)$$,
  'user_workspaces: the removed workspace is gone and the fallback is current');
select results_eq(
  $$insert into public.tenders (reference_number, client, title) values ('G-1', 'Client', 'Gamma tender')
    returning workspace_id$$,
  $$values (tests.workspace_named('Gamma'))$$,
  'tenders.workspace_id defaults to the current workspace (the fallback)');

set local request.jwt.claims to '{"role": "authenticated"}';
select is((select private.current_workspace_id()), null::uuid, 'private.current_workspace_id(): null without a user');
select is_empty($$select * from public.user_workspaces()$$, 'user_workspaces: nothing without a user');

select tests.clear_authentication();
select ok(not exists (
  select 1 from public.tasks k join public.tenders t on t.id = k.tender_id where k.workspace_id <> t.workspace_id
), 'every task is in its tender''s workspace');

select * from finish();
rollback;
