-- Row-level security behaviour: docs/security-checks.md B1–B8, B11, B12 in their team-aware form,
-- and the updated_at trigger. Users A and B sign up (tests.create_user); each gets a
-- workspace of their own (as its admin) from the sign-up trigger, so B is a non-member of
-- A's workspace. Requests are simulated with the role and JWT claims PostgREST would set
-- (tests.authenticate_as). The role matrix inside one workspace is 06_workspace_roles.
begin;
create extension if not exists pgtap with schema extensions;

select plan(75);

-- Fixtures (as the session user, which bypasses RLS) --------------------------------

select tests.create_user('rls-a@example.test', '{"full_name": "User A"}', 'aaaaaaaa-0000-4000-8000-000000000001');
select tests.create_user('rls-b@example.test', '{"full_name": "User B"}', 'bbbbbbbb-0000-4000-8000-000000000002');

insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, created_at, updated_at)
values
  ('aaaaaaaa-0000-4000-8000-00000000a001', tests.workspace_of('aaaaaaaa-0000-4000-8000-000000000001'),
   'aaaaaaaa-0000-4000-8000-000000000001', 'A-001', 'Client A',
   'Tender of A', '2020-01-01 00:00:00+00', '2020-01-01 00:00:00+00'),
  ('bbbbbbbb-0000-4000-8000-00000000b001', tests.workspace_of('bbbbbbbb-0000-4000-8000-000000000002'),
   'bbbbbbbb-0000-4000-8000-000000000002', 'B-001', 'Client B',
   'Tender of B', '2020-01-01 00:00:00+00', '2020-01-01 00:00:00+00');

-- Without workspace_id: the trigger puts each task in its tender's workspace.
insert into public.tasks (id, tender_id, user_id, name, created_at, updated_at)
values
  ('aaaaaaaa-0000-4000-8000-00000000a101', 'aaaaaaaa-0000-4000-8000-00000000a001',
   'aaaaaaaa-0000-4000-8000-000000000001', 'Task of A', '2020-01-01 00:00:00+00', '2020-01-01 00:00:00+00'),
  ('bbbbbbbb-0000-4000-8000-00000000b101', 'bbbbbbbb-0000-4000-8000-00000000b001',
   'bbbbbbbb-0000-4000-8000-000000000002', 'Task of B', '2020-01-01 00:00:00+00', '2020-01-01 00:00:00+00');

-- B1: anon ------------------------------------------------------------------------

select tests.authenticate_as_anon();

select throws_ok($$select * from public.tenders$$, '42501', null, 'B1: anon cannot read tenders');
select throws_ok($$select * from public.tasks$$, '42501', null, 'B1: anon cannot read tasks');
select throws_ok($$select * from public.default_tasks$$, '42501', null, 'B1: anon cannot read default_tasks');
select throws_ok($$select * from public.user_profiles$$, '42501', null, 'B1: anon cannot read user_profiles');
select throws_ok($$insert into public.tenders (reference_number, client, title) values ('X', 'X', 'X')$$,
  '42501', null, 'B1: anon cannot insert tenders');
select throws_ok($$insert into public.tasks (tender_id, name) values ('aaaaaaaa-0000-4000-8000-00000000a001', 'X')$$,
  '42501', null, 'B1: anon cannot insert tasks');
select throws_ok($$select * from public.workspaces$$, '42501', null, 'B1: anon cannot read workspaces');
select throws_ok($$select * from public.workspace_members$$, '42501', null, 'B1: anon cannot read workspace_members');
select throws_ok($$select * from public.workspace_invitations$$, '42501', null, 'B1: anon cannot read workspace_invitations');
select throws_ok($$select * from public.user_workspaces()$$, '42501', null, 'B1: anon cannot call the RPC functions');
select throws_ok($$select public.dashboard_summary('aaaaaaaa-0000-4000-8000-000000000001', 'UTC')$$, '42501', null,
  'B1: anon cannot call the dashboard');
select throws_ok($$select private.member_workspace_ids()$$, '42501', null, 'B1: anon cannot reach schema private');

-- B2 and B11: A on own rows ----------------------------------------------------------

select tests.authenticate_as('aaaaaaaa-0000-4000-8000-000000000001');

select results_eq(
  $$insert into public.tenders (reference_number, client, title, channel, type, bid_bond,
                                inquiry_submission_date, tender_submission_date)
    values ('RFP-2026-014', 'City of Springfield',
            'Road resurfacing, district 4', 'government-portal', 'limited-tender', true,
            '2026-03-01', '2026-03-15')
    returning reference_number, client, title, description, channel::text, type::text, status::text,
              bid_bond, inquiry_submission_date, tender_submission_date, user_id, workspace_id$$,
  $$values ('RFP-2026-014', 'City of Springfield', 'Road resurfacing, district 4', '', 'government-portal',
            'limited-tender', 'under-review', true, '2026-03-01'::date, '2026-03-15'::date,
            'aaaaaaaa-0000-4000-8000-000000000001'::uuid, tests.workspace_of('aaaaaaaa-0000-4000-8000-000000000001'))$$,
  'B2/B11: A inserts a tender without user_id or workspace_id: created by A, in A''s current workspace, defaults applied');

select results_eq(
  $$select reference_number from public.tenders order by created_at, id$$,
  $$values ('A-001'), ('RFP-2026-014')$$,
  'B2: A sees exactly A''s tenders');

select results_eq(
  $$update public.tenders set status = 'submitted', title = 'Road resurfacing, district 4 (rev)'
    where reference_number = 'RFP-2026-014' returning status::text, title$$,
  $$values ('submitted', 'Road resurfacing, district 4 (rev)')$$,
  'B2: A updates own tender with returning');

select results_eq(
  $$insert into public.tasks (tender_id, name)
    values ((select id from public.tenders where reference_number = 'RFP-2026-014'), 'Prepare technical proposal')
    returning name, description, status::text, user_id, workspace_id, assignee_id$$,
  $$values ('Prepare technical proposal', '', 'not-started', 'aaaaaaaa-0000-4000-8000-000000000001'::uuid,
            tests.workspace_of('aaaaaaaa-0000-4000-8000-000000000001'), null::uuid)$$,
  'B2/B11: A inserts a task without user_id or workspace_id: created by A, in the tender''s workspace, unassigned');

select results_eq(
  $$select name from public.tasks order by name$$,
  $$values ('Prepare technical proposal'), ('Task of A')$$,
  'B2: A sees exactly A''s tasks');

select results_eq(
  $$update public.tasks set status = 'in-progress' where name = 'Prepare technical proposal'
    returning status::text$$,
  $$values ('in-progress')$$,
  'B2: A updates own task with returning');

select results_eq(
  $$delete from public.tasks where name = 'Prepare technical proposal' returning name$$,
  $$values ('Prepare technical proposal')$$,
  'B2: A deletes own task with returning');

select results_eq(
  $$delete from public.tenders where reference_number = 'RFP-2026-014' returning reference_number$$,
  $$values ('RFP-2026-014')$$,
  'B2: A deletes own tender with returning');

-- B3, B4: A cannot hand rows to B ------------------------------------------------------

select throws_ok(
  $$insert into public.tenders (reference_number, client, title, user_id)
    values ('X-1', 'X', 'X', 'bbbbbbbb-0000-4000-8000-000000000002')$$,
  '42501', 'new row violates row-level security policy for table "tenders"',
  'B3: A cannot insert a tender owned by B');
select throws_ok(
  $$insert into public.tenders (reference_number, client, title, workspace_id)
    values ('X-2', 'X', 'X', tests.workspace_of('bbbbbbbb-0000-4000-8000-000000000002'))$$,
  '42501', 'new row violates row-level security policy for table "tenders"',
  'B3: A cannot insert a tender into B''s workspace');
select throws_ok(
  $$insert into public.tasks (tender_id, name, user_id)
    values ('aaaaaaaa-0000-4000-8000-00000000a001', 'X', 'bbbbbbbb-0000-4000-8000-000000000002')$$,
  '42501', 'new row violates row-level security policy for table "tasks"',
  'B3: A cannot insert a task created by B');
select throws_ok(
  $$update public.tenders set user_id = 'bbbbbbbb-0000-4000-8000-000000000002'
    where id = 'aaaaaaaa-0000-4000-8000-00000000a001'$$,
  '42501', 'permission denied for table tenders',
  'B4: A cannot give own tender to B (user_id is not updatable)');
select throws_ok(
  $$update public.tenders set workspace_id = tests.workspace_of('bbbbbbbb-0000-4000-8000-000000000002')
    where id = 'aaaaaaaa-0000-4000-8000-00000000a001'$$,
  '42501', 'permission denied for table tenders',
  'B4: A cannot move own tender to B''s workspace (workspace_id is not updatable)');
select throws_ok(
  $$update public.tasks set user_id = 'bbbbbbbb-0000-4000-8000-000000000002'
    where id = 'aaaaaaaa-0000-4000-8000-00000000a101'$$,
  '42501', 'permission denied for table tasks',
  'B4: A cannot give own task to B');
select throws_ok(
  $$update public.tasks set workspace_id = tests.workspace_of('bbbbbbbb-0000-4000-8000-000000000002')
    where id = 'aaaaaaaa-0000-4000-8000-00000000a101'$$,
  '42501', 'permission denied for table tasks',
  'B4: A cannot move own task to B''s workspace');

-- B12: constraints (as A, so RLS passes and the constraint speaks) --------------------

select throws_ok($$insert into public.tenders (reference_number, client, title) values ('R', 'C', '')$$,
  '23514', null, 'B12: empty title is rejected');
select throws_ok($$insert into public.tenders (reference_number, client, title) values ('R', 'C', '   ')$$,
  '23514', null, 'B12: whitespace title is rejected');
select throws_ok($$insert into public.tenders (reference_number, client, title) values ('R', 'C', null)$$,
  '23502', null, 'B12: null title is rejected');
select throws_ok($$insert into public.tenders (reference_number, client, title) values ('R', 'C', repeat('x', 301))$$,
  '23514', null, 'B12: title over 300 characters is rejected');
select throws_ok($$insert into public.tenders (reference_number, client, title) values (' ', 'C', 'T')$$,
  '23514', null, 'B12: blank reference number is rejected');
select throws_ok($$insert into public.tenders (reference_number, client, title) values ('R', '', 'T')$$,
  '23514', null, 'B12: blank client is rejected');
select throws_ok($$insert into public.tenders (reference_number, client, title, status) values ('R', 'C', 'T', 'pending')$$,
  '22P02', null, 'B12: unknown tender status is rejected');
select throws_ok($$insert into public.tenders (reference_number, client, title, channel) values ('R', 'C', 'T', 'email')$$,
  '22P02', null, 'B12: unknown channel is rejected');
select throws_ok($$update public.tasks set status = 'done' where id = 'aaaaaaaa-0000-4000-8000-00000000a101'$$,
  '22P02', null, 'B12: unknown task status is rejected');
select throws_ok($$insert into public.tasks (tender_id, name) values ('aaaaaaaa-0000-4000-8000-00000000a001', '  ')$$,
  '23514', null, 'B12: blank task name is rejected');
select throws_ok($$insert into public.tasks (tender_id, name) values ('aaaaaaaa-0000-4000-8000-00000000a001', null)$$,
  '23502', null, 'B12: null task name is rejected');
select throws_ok($$insert into public.tenders (reference_number, client, title, description) values ('R', 'C', 'T', null)$$,
  '23502', null, 'B12: null description is rejected (it defaults to empty)');

-- updated_at is maintained by the trigger, whatever the client sends.
select results_eq(
  $$update public.tenders set title = 'Tender of A', updated_at = '2000-01-01'
    where id = 'aaaaaaaa-0000-4000-8000-00000000a001' returning updated_at = now()$$,
  $$values (true)$$,
  'tenders.updated_at is set to now() on update');
select results_eq(
  $$update public.tasks set status = 'completed', updated_at = '2000-01-01'
    where id = 'aaaaaaaa-0000-4000-8000-00000000a101' returning updated_at = now()$$,
  $$values (true)$$,
  'tasks.updated_at is set to now() on update');

-- B5, B6: B against A's rows -----------------------------------------------------------

select tests.authenticate_as('bbbbbbbb-0000-4000-8000-000000000002');

select is_empty($$select * from public.tenders where id = 'aaaaaaaa-0000-4000-8000-00000000a001'$$,
  'B5: B cannot see A''s tender');
select results_eq($$select id from public.tenders$$, $$values ('bbbbbbbb-0000-4000-8000-00000000b001'::uuid)$$,
  'B5: B sees only B''s tender');
select is_empty($$select * from public.tasks where tender_id = 'aaaaaaaa-0000-4000-8000-00000000a001'$$,
  'B5: B cannot see A''s tasks');
select is_empty($$update public.tenders set title = 'hacked' where id = 'aaaaaaaa-0000-4000-8000-00000000a001' returning id$$,
  'B5: B''s update of A''s tender touches nothing');
select is_empty($$update public.tasks set name = 'hacked' where id = 'aaaaaaaa-0000-4000-8000-00000000a101' returning id$$,
  'B5: B''s update of A''s task touches nothing');
select is_empty($$delete from public.tasks where id = 'aaaaaaaa-0000-4000-8000-00000000a101' returning id$$,
  'B5: B''s delete of A''s task touches nothing');
select is_empty($$delete from public.tenders where id = 'aaaaaaaa-0000-4000-8000-00000000a001' returning id$$,
  'B5: B''s delete of A''s tender touches nothing');
select throws_ok($$update public.tenders set user_id = 'bbbbbbbb-0000-4000-8000-000000000002'
                  where id = 'aaaaaaaa-0000-4000-8000-00000000a001'$$,
  '42501', 'permission denied for table tenders', 'B5: B cannot take over A''s tender');

select throws_ok(
  $$insert into public.tasks (tender_id, name) values ('aaaaaaaa-0000-4000-8000-00000000a001', 'Sneaky task')$$,
  '42501', 'new row violates row-level security policy for table "tasks"',
  'B6: B cannot add a task under A''s tender');
select throws_ok(
  $$insert into public.tasks (tender_id, name, workspace_id)
    values ('aaaaaaaa-0000-4000-8000-00000000a001', 'Sneaky task', tests.workspace_of('aaaaaaaa-0000-4000-8000-000000000001'))$$,
  '42501', 'new row violates row-level security policy for table "tasks"',
  'B6: B cannot add a task to A''s workspace, naming it');
select throws_ok(
  $$insert into public.tasks (tender_id, name, workspace_id)
    values ('aaaaaaaa-0000-4000-8000-00000000a001', 'Sneaky task', tests.workspace_of('bbbbbbbb-0000-4000-8000-000000000002'))$$,
  '23503', null,
  'B6: B cannot hang a task in B''s workspace under A''s tender (the composite foreign key)');
select throws_ok(
  $$update public.tasks set tender_id = 'aaaaaaaa-0000-4000-8000-00000000a001'
    where id = 'bbbbbbbb-0000-4000-8000-00000000b101'$$,
  '23503', null,
  'B6: B cannot move own task under A''s tender (the composite foreign key)');
select throws_ok(
  $$update public.tasks set assignee_id = 'aaaaaaaa-0000-4000-8000-000000000001'
    where id = 'bbbbbbbb-0000-4000-8000-00000000b101'$$,
  '23503', null,
  'B6: B cannot assign own task to A, who is not a member of B''s workspace');
select is_empty($$select * from public.workspaces where id = tests.workspace_of('aaaaaaaa-0000-4000-8000-000000000001')$$,
  'B5: B cannot see A''s workspace');
select is_empty($$select * from public.workspace_members where user_id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  'B5: B cannot see A''s memberships');

select tests.authenticate_as('aaaaaaaa-0000-4000-8000-000000000001');

select results_eq(
  $$select t.title, (select count(*)::int from public.tasks k where k.tender_id = t.id)
    from public.tenders t where t.id = 'aaaaaaaa-0000-4000-8000-00000000a001'$$,
  $$values ('Tender of A', 1)$$,
  'B5: A''s tender and task are unchanged after B''s attempts');
select results_eq(
  $$select name, status::text from public.tasks where id = 'aaaaaaaa-0000-4000-8000-00000000a101'$$,
  $$values ('Task of A', 'completed')$$,
  'B5: A''s task is unchanged after B''s attempts');

-- B7: default_tasks is read-only --------------------------------------------------------

select lives_ok($$select count(*) from public.default_tasks$$, 'B7: authenticated can read default_tasks');
select throws_ok($$insert into public.default_tasks (name) values ('Mine')$$, '42501', null,
  'B7: authenticated cannot insert default_tasks');
select throws_ok($$update public.default_tasks set name = 'Mine'$$, '42501', null,
  'B7: authenticated cannot update default_tasks');
select throws_ok($$delete from public.default_tasks$$, '42501', null,
  'B7: authenticated cannot delete default_tasks');

-- B8: user_profiles ------------------------------------------------------------------

select results_eq($$select id, name, email from public.user_profiles$$,
  $$values ('aaaaaaaa-0000-4000-8000-000000000001'::uuid, 'User A', 'rls-a@example.test')$$,
  'B8: A sees only A''s profile');
select results_eq(
  $$update public.user_profiles set name = 'Ann Able', company = 'Able Ltd', role = 'Bid Manager',
      preferences = '{"theme": "dark"}'
    where id = 'aaaaaaaa-0000-4000-8000-000000000001' returning name, company, role, preferences$$,
  $$values ('Ann Able', 'Able Ltd', 'Bid Manager', '{"theme": "dark"}'::jsonb)$$,
  'B8: A updates own profile');
select is_empty($$select * from public.user_profiles where id = 'bbbbbbbb-0000-4000-8000-000000000002'$$,
  'B8: A cannot read B''s profile');
select is_empty($$update public.user_profiles set name = 'hacked' where id = 'bbbbbbbb-0000-4000-8000-000000000002' returning id$$,
  'B8: A cannot update B''s profile');
select throws_ok($$update public.user_profiles set id = 'bbbbbbbb-0000-4000-8000-000000000002'
                   where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '42501', null, 'B8: A cannot move own profile to B''s id');
select throws_ok($$insert into public.user_profiles (id, name) values ('bbbbbbbb-0000-4000-8000-000000000002', 'x')$$,
  '42501', 'permission denied for table user_profiles',
  'B8: A cannot insert a profile for B (profiles come from the sign-up trigger only)');
select throws_ok($$insert into public.user_profiles (id, name) values ('cccccccc-0000-4000-8000-000000000003', 'x')$$,
  '42501', 'permission denied for table user_profiles',
  'B8: A cannot insert a profile for a foreign id');
select throws_ok($$delete from public.user_profiles where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '42501', null, 'B8: profiles cannot be deleted through the API');
select throws_ok($$update public.user_profiles set preferences = '[]' where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '23514', null, 'preferences must be a JSON object');

-- No user at all (a token without sub): nothing visible, nothing insertable.
set local request.jwt.claims to '{"role": "authenticated"}';
select is_empty($$select * from public.tenders$$, 'authenticated without sub sees no tenders');
select throws_ok($$insert into public.tenders (reference_number, client, title) values ('R', 'C', 'T')$$,
  '42501', null, 'authenticated without sub cannot insert (RLS rejects a null owner)');

select tests.clear_authentication();

-- As the service (bypasses RLS): everything is where it should be.
select results_eq(
  $$select user_id, workspace_id, count(*)::int from public.tenders
    where user_id in ('aaaaaaaa-0000-4000-8000-000000000001', 'bbbbbbbb-0000-4000-8000-000000000002')
    group by user_id, workspace_id order by user_id$$,
  $$values ('aaaaaaaa-0000-4000-8000-000000000001'::uuid, tests.workspace_of('aaaaaaaa-0000-4000-8000-000000000001'), 1),
           ('bbbbbbbb-0000-4000-8000-000000000002'::uuid, tests.workspace_of('bbbbbbbb-0000-4000-8000-000000000002'), 1)$$,
  'no row changed owner or workspace and no row leaked');
select is((select title from public.tenders where id = 'bbbbbbbb-0000-4000-8000-00000000b001'), 'Tender of B',
  'B''s tender is untouched');

select * from finish();
rollback;
