-- The role table (docs/product.md), command by command, for an admin, a manager, a user and a
-- non-member of one workspace: each gets exactly what the table says — the rows (allowed),
-- 42501, or 0 rows. Then the last-admin rule and the assignee rule.
--
--   action                                              user  manager  admin
--   see the workspace's tenders, tasks, numbers          yes   yes      yes
--   add tasks, rename, move, assign, delete tasks        yes   yes      yes
--   create, edit, change status of, delete tenders       no    yes      yes
--   invite, change roles, remove members, rename         no    no       yes
begin;
create extension if not exists pgtap with schema extensions;

select plan(96);

-- Fixtures: "Matrix Co" with admin A, manager M, users U, X, Y and L; N is in "Other Co".
select tests.create_user('matrix-a@example.test', '{"full_name": "Ada Admin", "company": "Matrix Co"}',
                         'c6000000-0000-4000-8000-000000000001');
select tests.create_user('matrix-m@example.test', '{"full_name": "Max Manager"}', 'c6000000-0000-4000-8000-000000000002');
select tests.create_user('matrix-u@example.test', '{"full_name": "Uma User"}', 'c6000000-0000-4000-8000-000000000003');
select tests.create_user('matrix-n@example.test', '{"full_name": "Nia Nonmember", "company": "Other Co"}',
                         'c6000000-0000-4000-8000-000000000004');
select tests.create_user('matrix-x@example.test', '{"full_name": "Xavi"}', 'c6000000-0000-4000-8000-000000000005');
select tests.create_user('matrix-y@example.test', '{"full_name": "Yara"}', 'c6000000-0000-4000-8000-000000000006');
select tests.create_user('matrix-l@example.test', '{"full_name": "Leo Leaver"}', 'c6000000-0000-4000-8000-000000000007');

select tests.add_member(tests.workspace_named('Matrix Co'), 'c6000000-0000-4000-8000-000000000002', 'manager');
select tests.add_member(tests.workspace_named('Matrix Co'), 'c6000000-0000-4000-8000-000000000003', 'user');
select tests.add_member(tests.workspace_named('Matrix Co'), 'c6000000-0000-4000-8000-000000000005', 'user');
select tests.add_member(tests.workspace_named('Matrix Co'), 'c6000000-0000-4000-8000-000000000006', 'user');
select tests.add_member(tests.workspace_named('Matrix Co'), 'c6000000-0000-4000-8000-000000000007', 'user');

-- One tender per actor to edit and delete; tasks under a tender that stays.
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title)
select v.id::uuid, tests.workspace_named('Matrix Co'), 'c6000000-0000-4000-8000-000000000001', v.ref, 'Client', v.ref
from (values ('c6000000-0000-4000-8000-0000000000a1', 'T-ADMIN'),
             ('c6000000-0000-4000-8000-0000000000a2', 'T-MANAGER'),
             ('c6000000-0000-4000-8000-0000000000a3', 'T-USER'),
             ('c6000000-0000-4000-8000-0000000000a4', 'T-NONMEMBER'),
             ('c6000000-0000-4000-8000-0000000000a0', 'T-KEEP')) as v (id, ref);
insert into public.tasks (id, tender_id, user_id, name)
select v.id::uuid, 'c6000000-0000-4000-8000-0000000000a0', 'c6000000-0000-4000-8000-000000000001', v.name
from (values ('c6000000-0000-4000-8000-0000000000b1', 'K-ADMIN'),
             ('c6000000-0000-4000-8000-0000000000b2', 'K-MANAGER'),
             ('c6000000-0000-4000-8000-0000000000b3', 'K-USER'),
             ('c6000000-0000-4000-8000-0000000000b4', 'K-NONMEMBER')) as v (id, name);

-- Two pending invitations: one to look at, one to revoke.
insert into public.workspace_invitations (id, workspace_id, email, role, invited_by)
values ('c6000000-0000-4000-8000-0000000000c1', tests.workspace_named('Matrix Co'), 'look@example.test', 'user',
        'c6000000-0000-4000-8000-000000000001'),
       ('c6000000-0000-4000-8000-0000000000c2', tests.workspace_named('Matrix Co'), 'revoke@example.test', 'user',
        'c6000000-0000-4000-8000-000000000001');

-- ===================================================================================
-- Non-member: nothing of Matrix Co is visible; writes are refused or touch nothing
-- ===================================================================================
select tests.authenticate_as('c6000000-0000-4000-8000-000000000004');

select is_empty($$select 1 from public.workspaces where id = tests.workspace_named('Matrix Co')$$, 'non-member: workspace not visible');
select is_empty($$update public.workspaces set name = 'Hijacked' where id = tests.workspace_named('Matrix Co') returning id$$,
  'non-member: rename touches 0 rows');
select throws_ok($$insert into public.workspaces (name) values ('New')$$, '42501', null, 'non-member: insert workspace → 42501');
select throws_ok($$delete from public.workspaces where id = tests.workspace_named('Matrix Co')$$, '42501', null,
  'non-member: delete workspace → 42501');
select is_empty($$select 1 from public.workspace_members where workspace_id = tests.workspace_named('Matrix Co')$$,
  'non-member: members not visible');
select throws_ok($$insert into public.workspace_members (workspace_id, user_id, role)
                   values (tests.workspace_named('Matrix Co'), 'c6000000-0000-4000-8000-000000000004', 'admin')$$,
  '42501', null, 'non-member: cannot add themselves → 42501');
select is_empty($$update public.workspace_members set role = 'admin'
                  where workspace_id = tests.workspace_named('Matrix Co') returning user_id$$,
  'non-member: role change touches 0 rows');
select is_empty($$delete from public.workspace_members where workspace_id = tests.workspace_named('Matrix Co') returning user_id$$,
  'non-member: removal touches 0 rows');
select is_empty($$select 1 from public.workspace_invitations where workspace_id = tests.workspace_named('Matrix Co')$$,
  'non-member: invitations not visible');
select throws_ok($$select public.create_invitation(tests.workspace_named('Matrix Co'), 'n@example.test', 'N', 'admin')$$,
  '42501', 'Only admins can invite members', 'non-member: invite → 42501');
select is_empty($$update public.workspace_invitations set revoked_at = now()
                  where workspace_id = tests.workspace_named('Matrix Co') returning id$$,
  'non-member: revoke touches 0 rows');
select is_empty($$select 1 from public.tenders where workspace_id = tests.workspace_named('Matrix Co')$$,
  'non-member: tenders not visible');
select throws_ok($$insert into public.tenders (workspace_id, reference_number, client, title)
                   values (tests.workspace_named('Matrix Co'), 'N-1', 'C', 'T')$$,
  '42501', 'new row violates row-level security policy for table "tenders"', 'non-member: create tender → 42501');
select is_empty($$update public.tenders set status = 'won' where id = 'c6000000-0000-4000-8000-0000000000a4' returning id$$,
  'non-member: edit tender touches 0 rows');
select is_empty($$delete from public.tenders where id = 'c6000000-0000-4000-8000-0000000000a4' returning id$$,
  'non-member: delete tender touches 0 rows');
select is_empty($$select 1 from public.tasks where workspace_id = tests.workspace_named('Matrix Co')$$, 'non-member: tasks not visible');
select throws_ok($$insert into public.tasks (tender_id, name) values ('c6000000-0000-4000-8000-0000000000a0', 'N task')$$,
  '42501', 'new row violates row-level security policy for table "tasks"', 'non-member: add task → 42501');
select is_empty($$update public.tasks set name = 'Renamed', status = 'completed' where id = 'c6000000-0000-4000-8000-0000000000b4' returning id$$,
  'non-member: edit task touches 0 rows');
select is_empty($$delete from public.tasks where id = 'c6000000-0000-4000-8000-0000000000b4' returning id$$,
  'non-member: delete task touches 0 rows');
select results_eq($$select (public.dashboard_summary(tests.workspace_named('Matrix Co'), 'UTC') ->> 'total')::int$$, $$values (0)$$,
  'non-member: the workspace''s numbers are zeros');
select is_empty($$select 1 from public.user_profiles where id = 'c6000000-0000-4000-8000-000000000001'$$,
  'non-member: profiles of the workspace''s members not visible');

-- ===================================================================================
-- User: sees everything, works on tasks, nothing else
-- ===================================================================================
select tests.authenticate_as('c6000000-0000-4000-8000-000000000003');

select results_eq($$select name from public.workspaces where id = tests.workspace_named('Matrix Co')$$, $$values ('Matrix Co')$$,
  'user: sees the workspace');
select is_empty($$update public.workspaces set name = 'Renamed by user' where id = tests.workspace_named('Matrix Co') returning id$$,
  'user: rename touches 0 rows');
select throws_ok($$delete from public.workspaces where id = tests.workspace_named('Matrix Co')$$,
  '42501', null, 'user: delete workspace → 42501');
select is((select count(*)::int from public.workspace_members where workspace_id = tests.workspace_named('Matrix Co')), 6,
  'user: sees every member');
select is((select count(*)::int from public.user_profiles p
           join public.workspace_members m on m.user_id = p.id and m.workspace_id = tests.workspace_named('Matrix Co')), 6,
  'user: sees every member''s profile (name, email, avatar)');
select throws_ok($$insert into public.workspace_members (workspace_id, user_id, role)
                   values (tests.workspace_named('Matrix Co'), 'c6000000-0000-4000-8000-000000000004', 'user')$$,
  '42501', null, 'user: add member → 42501');
select is_empty($$update public.workspace_members set role = 'admin'
                  where workspace_id = tests.workspace_named('Matrix Co') and user_id = 'c6000000-0000-4000-8000-000000000003'
                  returning user_id$$,
  'user: cannot promote themselves (0 rows)');
select is_empty($$delete from public.workspace_members
                  where workspace_id = tests.workspace_named('Matrix Co') and user_id = 'c6000000-0000-4000-8000-000000000005'
                  returning user_id$$,
  'user: cannot remove another member (0 rows)');
select is_empty($$select 1 from public.workspace_invitations$$, 'user: invitations not visible');
select throws_ok($$select public.create_invitation(tests.workspace_named('Matrix Co'), 'u@example.test', 'U', 'user')$$,
  '42501', 'Only admins can invite members', 'user: invite → 42501');
select is_empty($$update public.workspace_invitations set revoked_at = now() returning id$$, 'user: revoke touches 0 rows');
select throws_ok($$insert into public.workspace_invitations (workspace_id, email)
                   values (tests.workspace_named('Matrix Co'), 'x@example.test')$$,
  '42501', null, 'user: insert invitation → 42501');
select is((select count(*)::int from public.tenders where workspace_id = tests.workspace_named('Matrix Co')), 5, 'user: sees every tender');
select throws_ok($$insert into public.tenders (workspace_id, reference_number, client, title)
                   values (tests.workspace_named('Matrix Co'), 'U-1', 'C', 'T')$$,
  '42501', 'new row violates row-level security policy for table "tenders"', 'user: create tender → 42501');
select is_empty($$update public.tenders set status = 'submitted' where id = 'c6000000-0000-4000-8000-0000000000a3' returning id$$,
  'user: change tender status touches 0 rows');
select is_empty($$delete from public.tenders where id = 'c6000000-0000-4000-8000-0000000000a3' returning id$$,
  'user: delete tender touches 0 rows');
select is((select count(*)::int from public.tasks where workspace_id = tests.workspace_named('Matrix Co')), 4, 'user: sees every task');
select results_eq($$insert into public.tasks (tender_id, name) values ('c6000000-0000-4000-8000-0000000000a0', 'Added by user')
                    returning name, workspace_id$$,
  $$values ('Added by user', tests.workspace_named('Matrix Co'))$$, 'user: adds a task');
select results_eq($$update public.tasks set name = 'K-USER renamed', status = 'in-progress',
                      assignee_id = 'c6000000-0000-4000-8000-000000000002'
                    where id = 'c6000000-0000-4000-8000-0000000000b3' returning name, status::text, assignee_id$$,
  $$values ('K-USER renamed', 'in-progress', 'c6000000-0000-4000-8000-000000000002'::uuid)$$,
  'user: renames, moves and assigns a task');
select results_eq($$delete from public.tasks where id = 'c6000000-0000-4000-8000-0000000000b3' returning name$$,
  $$values ('K-USER renamed')$$, 'user: deletes a task');
select results_eq($$select (public.dashboard_summary(tests.workspace_named('Matrix Co'), 'UTC') ->> 'total')::int$$, $$values (5)$$,
  'user: sees the workspace''s numbers');

-- ===================================================================================
-- Manager: tenders too, but not members, invitations or the workspace
-- ===================================================================================
select tests.authenticate_as('c6000000-0000-4000-8000-000000000002');

select is_empty($$update public.workspaces set name = 'Renamed by manager' where id = tests.workspace_named('Matrix Co') returning id$$,
  'manager: rename touches 0 rows');
select throws_ok($$insert into public.workspaces (name) values ('New')$$, '42501', null, 'manager: insert workspace → 42501');
select is_empty($$update public.workspace_members set role = 'admin'
                  where workspace_id = tests.workspace_named('Matrix Co') and user_id = 'c6000000-0000-4000-8000-000000000002'
                  returning user_id$$,
  'manager: cannot promote themselves (0 rows)');
select is_empty($$delete from public.workspace_members
                  where workspace_id = tests.workspace_named('Matrix Co') and user_id = 'c6000000-0000-4000-8000-000000000005'
                  returning user_id$$,
  'manager: cannot remove another member (0 rows)');
select is_empty($$select 1 from public.workspace_invitations$$, 'manager: invitations not visible');
select throws_ok($$select public.create_invitation(tests.workspace_named('Matrix Co'), 'm@example.test', 'M', 'user')$$,
  '42501', 'Only admins can invite members', 'manager: invite → 42501');
select is_empty($$update public.workspace_invitations set revoked_at = now() returning id$$, 'manager: revoke touches 0 rows');
select results_eq($$insert into public.tenders (workspace_id, reference_number, client, title)
                    values (tests.workspace_named('Matrix Co'), 'M-1', 'C', 'By manager') returning user_id$$,
  $$values ('c6000000-0000-4000-8000-000000000002'::uuid)$$, 'manager: creates a tender');
select results_eq($$update public.tenders set title = 'Edited', status = 'submitted'
                    where id = 'c6000000-0000-4000-8000-0000000000a2' returning title, status::text$$,
  $$values ('Edited', 'submitted')$$, 'manager: edits a tender and changes its status');
select results_eq($$delete from public.tenders where id = 'c6000000-0000-4000-8000-0000000000a2' returning reference_number$$,
  $$values ('T-MANAGER')$$, 'manager: deletes a tender');
select results_eq($$insert into public.tasks (tender_id, name) values ('c6000000-0000-4000-8000-0000000000a0', 'Added by manager')
                    returning name$$, $$values ('Added by manager')$$, 'manager: adds a task');
select results_eq($$update public.tasks set status = 'completed' where id = 'c6000000-0000-4000-8000-0000000000b2'
                    returning status::text$$, $$values ('completed')$$, 'manager: moves a task');
select results_eq($$delete from public.tasks where id = 'c6000000-0000-4000-8000-0000000000b2' returning name$$,
  $$values ('K-MANAGER')$$, 'manager: deletes a task');

-- ===================================================================================
-- Admin: everything
-- ===================================================================================
select tests.authenticate_as('c6000000-0000-4000-8000-000000000001');

select results_eq($$update public.workspaces set name = 'Matrix Company' where id = tests.workspace_named('Matrix Co') returning name$$,
  $$values ('Matrix Company')$$, 'admin: renames the workspace');
select throws_ok($$update public.workspaces set name = '  ' where id = tests.workspace_named('Matrix Company')$$, '23514', null,
  'admin: a blank workspace name is refused (23514)');
select throws_ok($$update public.workspaces set created_by = null where id = tests.workspace_named('Matrix Company')$$, '42501', null,
  'admin: only the name of a workspace is editable → 42501');
select throws_ok($$insert into public.workspaces (name) values ('New')$$, '42501', null, 'admin: insert workspace → 42501');
select throws_ok($$delete from public.workspaces where id = tests.workspace_named('Matrix Company')$$, '42501', null,
  'admin: delete workspace → 42501');
select throws_ok($$insert into public.workspace_members (workspace_id, user_id, role)
                   values (tests.workspace_named('Matrix Company'), 'c6000000-0000-4000-8000-000000000004', 'user')$$,
  '42501', null, 'admin: members are added by invitation only (insert → 42501)');
select results_eq($$update public.workspace_members set role = 'manager'
                    where workspace_id = tests.workspace_named('Matrix Company') and user_id = 'c6000000-0000-4000-8000-000000000005'
                    returning role::text$$,
  $$values ('manager')$$, 'admin: changes a member''s role');
select throws_ok($$update public.workspace_members set role = 'owner'
                   where workspace_id = tests.workspace_named('Matrix Company') and user_id = 'c6000000-0000-4000-8000-000000000005'$$,
  '22P02', null, 'admin: an unknown role is refused (22P02)');
select throws_ok($$update public.workspace_members set user_id = 'c6000000-0000-4000-8000-000000000004'
                   where workspace_id = tests.workspace_named('Matrix Company') and user_id = 'c6000000-0000-4000-8000-000000000005'$$,
  '42501', null, 'admin: only a member''s role is editable → 42501');
update public.tasks set assignee_id = 'c6000000-0000-4000-8000-000000000006' where id = 'c6000000-0000-4000-8000-0000000000b1';
select results_eq($$delete from public.workspace_members
                    where workspace_id = tests.workspace_named('Matrix Company') and user_id = 'c6000000-0000-4000-8000-000000000006'
                    returning user_id$$,
  $$values ('c6000000-0000-4000-8000-000000000006'::uuid)$$, 'admin: removes a member');
select results_eq($$select name, assignee_id from public.tasks where id = 'c6000000-0000-4000-8000-0000000000b1'$$,
  $$values ('K-ADMIN', null::uuid)$$, 'admin: the removed member''s tasks stay, unassigned');
select results_eq($$select email from public.workspace_invitations order by email$$,
  $$values ('look@example.test'), ('revoke@example.test')$$, 'admin: sees the workspace''s invitations');
select isnt_empty($$select public.create_invitation(tests.workspace_named('Matrix Company'), 'new@example.test', 'New Person', 'manager')$$,
  'admin: invites');
select results_eq($$update public.workspace_invitations set revoked_at = now()
                    where id = 'c6000000-0000-4000-8000-0000000000c2' returning email$$,
  $$values ('revoke@example.test')$$, 'admin: revokes an invitation');
select throws_ok($$update public.workspace_invitations set revoked_at = null where id = 'c6000000-0000-4000-8000-0000000000c2'$$,
  '42501', 'new row violates row-level security policy for table "workspace_invitations"',
  'admin: a revoke cannot be undone');
select throws_ok($$update public.workspace_invitations set role = 'admin' where id = 'c6000000-0000-4000-8000-0000000000c1'$$,
  '42501', null, 'admin: only revoked_at of an invitation is editable → 42501');
select throws_ok($$insert into public.workspace_invitations (workspace_id, email)
                   values (tests.workspace_named('Matrix Company'), 'x@example.test')$$,
  '42501', null, 'admin: invitations are created by create_invitation only (insert → 42501)');
select throws_ok($$delete from public.workspace_invitations where id = 'c6000000-0000-4000-8000-0000000000c1'$$,
  '42501', null, 'admin: invitations are revoked, not deleted (delete → 42501)');
select results_eq($$insert into public.tenders (workspace_id, reference_number, client, title)
                    values (tests.workspace_named('Matrix Company'), 'A-1', 'C', 'By admin') returning reference_number$$,
  $$values ('A-1')$$, 'admin: creates a tender');
select results_eq($$update public.tenders set status = 'won' where id = 'c6000000-0000-4000-8000-0000000000a1' returning status::text$$,
  $$values ('won')$$, 'admin: changes a tender''s status');
select results_eq($$delete from public.tenders where id = 'c6000000-0000-4000-8000-0000000000a1' returning reference_number$$,
  $$values ('T-ADMIN')$$, 'admin: deletes a tender');
select results_eq($$update public.tasks set name = 'K-ADMIN renamed' where id = 'c6000000-0000-4000-8000-0000000000b1' returning name$$,
  $$values ('K-ADMIN renamed')$$, 'admin: renames a task');
select results_eq($$delete from public.tasks where id = 'c6000000-0000-4000-8000-0000000000b1' returning name$$,
  $$values ('K-ADMIN renamed')$$, 'admin: deletes a task');

-- What the user and the non-member could not touch is still there.
select results_eq($$select reference_number, status::text from public.tenders
                    where id in ('c6000000-0000-4000-8000-0000000000a3', 'c6000000-0000-4000-8000-0000000000a4') order by 1$$,
  $$values ('T-NONMEMBER', 'under-review'), ('T-USER', 'under-review')$$,
  'the tenders the user and the non-member tried to change are unchanged');
select results_eq($$select name from public.tasks where id = 'c6000000-0000-4000-8000-0000000000b4'$$,
  $$values ('K-NONMEMBER')$$, 'the task the non-member tried to change is unchanged');

-- ===================================================================================
-- Leaving, and the last admin
-- ===================================================================================

select tests.authenticate_as('c6000000-0000-4000-8000-000000000007');
select results_eq($$delete from public.workspace_members
                    where workspace_id = tests.workspace_named('Matrix Company') and user_id = 'c6000000-0000-4000-8000-000000000007'
                    returning role::text$$,
  $$values ('user')$$, 'a user may leave the workspace');

select tests.authenticate_as('c6000000-0000-4000-8000-000000000001');
select throws_ok($$update public.workspace_members set role = 'manager'
                   where workspace_id = tests.workspace_named('Matrix Company') and user_id = 'c6000000-0000-4000-8000-000000000001'$$,
  'TFA01', 'Cannot delete the admin user', 'last admin: demoting the only admin is refused');
select throws_ok($$delete from public.workspace_members
                   where workspace_id = tests.workspace_named('Matrix Company') and user_id = 'c6000000-0000-4000-8000-000000000001'$$,
  'TFA01', 'Cannot delete the admin user', 'last admin: the only admin cannot leave');
select results_eq($$select role::text from public.workspace_members
                    where workspace_id = tests.workspace_named('Matrix Company') and user_id = 'c6000000-0000-4000-8000-000000000001'$$,
  $$values ('admin')$$, 'last admin: still admin after the refusals');
select lives_ok($$update public.workspace_members set role = 'admin'
                  where workspace_id = tests.workspace_named('Matrix Company') and user_id = 'c6000000-0000-4000-8000-000000000002'$$,
  'last admin: the admin promotes the manager');
select results_eq($$update public.workspace_members set role = 'user'
                    where workspace_id = tests.workspace_named('Matrix Company') and user_id = 'c6000000-0000-4000-8000-000000000001'
                    returning role::text$$,
  $$values ('user')$$, 'last admin: with a second admin, the first may step down');

select tests.authenticate_as('c6000000-0000-4000-8000-000000000002');
select throws_ok($$delete from public.workspace_members
                   where workspace_id = tests.workspace_named('Matrix Company') and user_id = 'c6000000-0000-4000-8000-000000000002'$$,
  'TFA01', 'Cannot delete the admin user', 'last admin: the new only admin cannot leave either');
select throws_ok($$update public.workspace_members set role = 'user' where workspace_id = tests.workspace_named('Matrix Company')$$,
  'TFA01', 'Cannot delete the admin user', 'last admin: demoting everyone at once is refused');
select results_eq($$delete from public.workspace_members
                    where workspace_id = tests.workspace_named('Matrix Company') and user_id = 'c6000000-0000-4000-8000-000000000001'
                    returning user_id$$,
  $$values ('c6000000-0000-4000-8000-000000000001'::uuid)$$, 'the admin removes the former admin');

-- ===================================================================================
-- Assignees are members of the task's workspace
-- ===================================================================================
select throws_ok($$update public.tasks set assignee_id = 'c6000000-0000-4000-8000-000000000004'
                   where id = 'c6000000-0000-4000-8000-0000000000b4'$$,
  '23503', null, 'assignee: a non-member cannot be assigned');
select throws_ok($$update public.tasks set assignee_id = 'c6000000-0000-4000-8000-000000000001'
                   where id = 'c6000000-0000-4000-8000-0000000000b4'$$,
  '23503', null, 'assignee: a former member cannot be assigned');
select throws_ok($$insert into public.tasks (tender_id, name, assignee_id)
                   values ('c6000000-0000-4000-8000-0000000000a0', 'Assigned out', 'c6000000-0000-4000-8000-000000000004')$$,
  '23503', null, 'assignee: a task cannot be created for a non-member');
select results_eq($$update public.tasks set assignee_id = 'c6000000-0000-4000-8000-000000000003'
                    where id = 'c6000000-0000-4000-8000-0000000000b4' returning assignee_id$$,
  $$values ('c6000000-0000-4000-8000-000000000003'::uuid)$$, 'assignee: a member can be assigned');
select results_eq($$update public.tasks set assignee_id = null where id = 'c6000000-0000-4000-8000-0000000000b4'
                    returning assignee_id$$,
  $$values (null::uuid)$$, 'assignee: a task can be unassigned');

-- Deleting the whole workspace (as the service; not through the API) takes its members,
-- last admin included, and its data.
reset role;
select lives_ok($$delete from public.workspaces where id = tests.workspace_named('Matrix Company')$$,
  'a workspace can be deleted outside the API even though its admin goes with it');
select is_empty($$select 1 from public.tenders where reference_number in ('T-KEEP', 'T-USER', 'A-1', 'M-1')$$,
  'deleting a workspace deletes its tenders (and with them its tasks)');

select * from finish();
rollback;
