-- Signing up through an invitation (docs/security-checks.md B13) and deleting an empty
-- workspace (B14): a sign-up carrying the token of a pending invitation for its own address
-- joins the inviting workspace and gets none of its own; any other token falls back to a
-- workspace of its own. Joining renames a same-named workspace the joiner is alone in. The
-- last member of a workspace without tenders may delete it.
begin;
create extension if not exists pgtap with schema extensions;

select plan(40);

select trigger_is('auth', 'users', 'on_auth_user_confirmed', 'private', 'handle_confirmed_user',
  'B13: on_auth_user_confirmed runs private.handle_confirmed_user()');
select is_definer('private', 'handle_confirmed_user', array[]::name[], 'private.handle_confirmed_user is security definer');

-- Fixtures: Ines, admin of "Northwind Builders"; her invitations travel in settings.
select tests.create_user('ines@example.test', '{"full_name": "Ines Admin", "company": "Northwind Builders"}',
                         'd1300000-0000-4000-8000-000000000001');
create function pg_temp.token(p_name text) returns text language sql as
  $$ select current_setting('tap.' || p_name) $$;
create function pg_temp.invite(p_name text, p_email text, p_role public.workspace_role) returns void
language sql as $$
  select tests.authenticate_as('d1300000-0000-4000-8000-000000000001');
  select set_config('tap.' || p_name,
    public.create_invitation(tests.workspace_of('d1300000-0000-4000-8000-000000000001'), p_email, '', p_role), true);
  select tests.clear_authentication();
$$;
-- A user's memberships as (workspace name, role, current).
create function pg_temp.memberships(p_user uuid) returns table (name text, role text, is_current boolean)
language sql as $$
  select w.name, m.role::text, p.current_workspace_id = w.id
  from public.workspace_members m
  join public.workspaces w on w.id = m.workspace_id
  join public.user_profiles p on p.id = m.user_id
  where m.user_id = p_user
  order by w.name
$$;

-- B13: a valid token for that exact address ------------------------------------------
select pg_temp.invite('mo', 'morgan@example.test', 'manager');
select tests.create_user('  Morgan@Example.TEST ',
  jsonb_build_object('first_name', 'Morgan', 'last_name', 'Reyes', 'invitation_token', pg_temp.token('mo')),
  'd1300000-0000-4000-8000-000000000002');
select results_eq($$select * from pg_temp.memberships('d1300000-0000-4000-8000-000000000002')$$,
  $$values ('Northwind Builders', 'manager', true)$$,
  'B13: a sign-up with a pending invitation''s token for its address joins the inviting workspace with the invited role, as current');
select is((select count(*)::int from public.workspaces where created_by = 'd1300000-0000-4000-8000-000000000002'), 0,
  'B13: and gets no workspace of its own');
select results_eq(
  $$select accepted_by, accepted_at is not null from public.workspace_invitations where email = 'morgan@example.test'$$,
  $$values ('d1300000-0000-4000-8000-000000000002'::uuid, true)$$,
  'B13: the invitation is accepted, by the new user');
select tests.authenticate_as('d1300000-0000-4000-8000-000000000002');
select results_eq($$select status::text, joined from public.invitation_details(pg_temp.token('mo'))$$,
  $$values ('accepted', true)$$, 'invitation_details: accepted, and joined by the caller');
select throws_ok($$select public.accept_invitation(pg_temp.token('mo'))$$, 'TFI03', null,
  'B13: the token is used up (TFI03)');
select tests.authenticate_as('d1300000-0000-4000-8000-000000000001');
select results_eq($$select joined from public.invitation_details(pg_temp.token('mo'))$$, $$values (false)$$,
  'invitation_details: joined is false for anyone else');
select tests.clear_authentication();

-- A company in the metadata changes nothing: it stays on the profile only.
select pg_temp.invite('kim', 'kim@example.test', 'user');
select tests.create_user('kim@example.test',
  jsonb_build_object('first_name', 'Kim', 'company', 'Northwind Builders', 'invitation_token', pg_temp.token('kim')),
  'd1300000-0000-4000-8000-000000000003');
select results_eq($$select * from pg_temp.memberships('d1300000-0000-4000-8000-000000000003')$$,
  $$values ('Northwind Builders', 'user', true)$$, 'B13: with a company too, only the inviting workspace');
select is((select company from public.user_profiles where id = 'd1300000-0000-4000-8000-000000000003'),
  'Northwind Builders', 'B13: the company is kept on the profile');

-- Not confirmed yet: no workspace until the address is confirmed, then the inviting one.
select pg_temp.invite('una', 'una@example.test', 'manager');
select tests.create_user('una@example.test', jsonb_build_object('first_name', 'Una', 'invitation_token', pg_temp.token('una')),
  'd1300000-0000-4000-8000-000000000004', p_confirmed => false);
select is_empty($$select * from pg_temp.memberships('d1300000-0000-4000-8000-000000000004')$$,
  'B13: an unconfirmed sign-up with a valid token has no workspace yet');
select is((select accepted_at from public.workspace_invitations where email = 'una@example.test'), null,
  'B13: and has not used the invitation');
update auth.users set email_confirmed_at = now() where id = 'd1300000-0000-4000-8000-000000000004';
select results_eq($$select * from pg_temp.memberships('d1300000-0000-4000-8000-000000000004')$$,
  $$values ('Northwind Builders', 'manager', true)$$, 'B13: confirming the address joins the inviting workspace');
update auth.users set email_confirmed_at = now() where id = 'd1300000-0000-4000-8000-000000000004';
select is((select count(*)::int from public.workspace_members where user_id = 'd1300000-0000-4000-8000-000000000004'), 1,
  'B13: confirming again changes nothing');

-- Unconfirmed, and the invitation expires before the confirmation: a workspace of their own.
select pg_temp.invite('vic', 'vic@example.test', 'manager');
select tests.create_user('vic@example.test', jsonb_build_object('first_name', 'Vic', 'invitation_token', pg_temp.token('vic')),
  'd1300000-0000-4000-8000-000000000005', p_confirmed => false);
update public.workspace_invitations set expires_at = now() - interval '1 second' where email = 'vic@example.test';
update auth.users set email_confirmed_at = now() where id = 'd1300000-0000-4000-8000-000000000005';
select results_eq($$select * from pg_temp.memberships('d1300000-0000-4000-8000-000000000005')$$,
  $$values ('Vic''s workspace', 'admin', true)$$,
  'B13: an invitation expired by the time of confirmation gives a workspace of their own');

-- B13: any other token falls back to today's behaviour ----------------------------------
select pg_temp.invite('exp', 'expired@example.test', 'manager');
update public.workspace_invitations set expires_at = now() - interval '1 second' where email = 'expired@example.test';
select tests.create_user('expired@example.test',
  jsonb_build_object('first_name', 'Eve', 'company', 'Eve Co', 'invitation_token', pg_temp.token('exp')),
  'd1300000-0000-4000-8000-000000000006');
select results_eq($$select * from pg_temp.memberships('d1300000-0000-4000-8000-000000000006')$$,
  $$values ('Eve Co', 'admin', true)$$, 'B13: an expired token: a workspace of their own, named after the company');
select is((select accepted_at from public.workspace_invitations where email = 'expired@example.test'), null,
  'B13: the expired invitation stays unused');

select pg_temp.invite('ada', 'ada@example.test', 'manager');
select tests.create_user('otto@example.test',
  jsonb_build_object('first_name', 'Otto', 'invitation_token', pg_temp.token('ada')),
  'd1300000-0000-4000-8000-000000000007');
select results_eq($$select * from pg_temp.memberships('d1300000-0000-4000-8000-000000000007')$$,
  $$values ('Otto''s workspace', 'admin', true)$$, 'B13: another address''s token: a workspace of their own');
select is((select accepted_at from public.workspace_invitations where email = 'ada@example.test'), null,
  'B13: the other address''s invitation stays pending');

select tests.create_user('wrong@example.test', '{"first_name": "Wes", "invitation_token": "not-a-real-token"}',
  'd1300000-0000-4000-8000-000000000008');
select results_eq($$select * from pg_temp.memberships('d1300000-0000-4000-8000-000000000008')$$,
  $$values ('Wes''s workspace', 'admin', true)$$, 'B13: an unknown token: a workspace of their own');

select pg_temp.invite('rev', 'revoked@example.test', 'manager');
select tests.authenticate_as('d1300000-0000-4000-8000-000000000001');
update public.workspace_invitations set revoked_at = now() where email = 'revoked@example.test';
select tests.clear_authentication();
select tests.create_user('revoked@example.test',
  jsonb_build_object('first_name', 'Rae', 'invitation_token', pg_temp.token('rev')),
  'd1300000-0000-4000-8000-000000000009');
select results_eq($$select * from pg_temp.memberships('d1300000-0000-4000-8000-000000000009')$$,
  $$values ('Rae''s workspace', 'admin', true)$$, 'B13: a revoked token: a workspace of their own');

select tests.create_user('used@example.test',
  jsonb_build_object('first_name', 'Uli', 'invitation_token', pg_temp.token('mo')),
  'd1300000-0000-4000-8000-00000000000a');
select results_eq($$select * from pg_temp.memberships('d1300000-0000-4000-8000-00000000000a')$$,
  $$values ('Uli''s workspace', 'admin', true)$$, 'B13: a used token: a workspace of their own');

select lives_ok($$select tests.create_user('odd@example.test', '{"first_name": "Odd", "invitation_token": {"x": 1}}',
  'd1300000-0000-4000-8000-00000000000b')$$, 'B13: a token that is not a string does not break sign-up');
select results_eq($$select * from pg_temp.memberships('d1300000-0000-4000-8000-00000000000b')$$,
  $$values ('Odd''s workspace', 'admin', true)$$, 'B13: and gives a workspace of their own');

-- Joining renames a same-named workspace the joiner is alone in ------------------------
-- Sol signed up before being invited, typing the firm's name: "Northwind Builders" too.
select tests.create_user('sol@example.test', '{"first_name": "Sol", "company": " northwind builders "}',
  'd1300000-0000-4000-8000-00000000000c');
select pg_temp.invite('sol', 'sol@example.test', 'manager');
select tests.authenticate_as('d1300000-0000-4000-8000-00000000000c');
select lives_ok($$select public.accept_invitation(pg_temp.token('sol'))$$, 'accept: Sol joins');
select results_eq($$select name, role::text, is_current from public.user_workspaces()$$,
  $$values ('Northwind Builders', 'manager', true), ('Sol''s workspace', 'admin', false)$$,
  'joining renames the joiner''s own same-named workspace after them; the joined one is current');
select tests.clear_authentication();

-- A same-named workspace shared with others keeps its name.
select tests.create_user('pat@example.test', '{"first_name": "Pat", "company": "Northwind Builders"}',
  'd1300000-0000-4000-8000-00000000000d');
select tests.add_member(tests.workspace_of('d1300000-0000-4000-8000-00000000000d'), 'd1300000-0000-4000-8000-000000000007', 'user');
select pg_temp.invite('pat', 'pat@example.test', 'user');
select tests.authenticate_as('d1300000-0000-4000-8000-00000000000d');
select lives_ok($$select public.accept_invitation(pg_temp.token('pat'))$$, 'accept: Pat joins');
select results_eq($$select name, role::text from public.user_workspaces() order by role$$,
  $$values ('Northwind Builders', 'admin'), ('Northwind Builders', 'user')$$,
  'a same-named workspace with other members is not renamed');
select tests.clear_authentication();

-- A personal name that would clash itself gets " (personal)".
select tests.create_user('quinn@example.test', '{"first_name": "Quinn", "company": "Quinn''s workspace"}',
  'd1300000-0000-4000-8000-00000000000e');
select tests.create_user('quinn-boss@example.test', '{"first_name": "Boss", "company": "Quinn''s workspace"}',
  'd1300000-0000-4000-8000-00000000000f');
select tests.authenticate_as('d1300000-0000-4000-8000-00000000000f');
select set_config('tap.quinn', public.create_invitation(tests.workspace_of('d1300000-0000-4000-8000-00000000000f'),
  'quinn@example.test', '', 'user'), true);
select tests.authenticate_as('d1300000-0000-4000-8000-00000000000e');
select public.accept_invitation(pg_temp.token('quinn'));
select results_eq($$select name, role::text from public.user_workspaces()$$,
  $$values ('Quinn''s workspace', 'user'), ('Quinn''s workspace (personal)', 'admin')$$,
  'a personal name equal to the joined one gets " (personal)"');
select tests.clear_authentication();

-- Nobody is left without a workspace ----------------------------------------------------
-- Kim joined only by invitation; Ines removes her: she gets a workspace of her own.
select tests.authenticate_as('d1300000-0000-4000-8000-000000000001');
delete from public.workspace_members
where workspace_id = tests.workspace_of('d1300000-0000-4000-8000-000000000001')
  and user_id = 'd1300000-0000-4000-8000-000000000003';
select tests.clear_authentication();
select results_eq($$select * from pg_temp.memberships('d1300000-0000-4000-8000-000000000003')$$,
  $$values ('Kim''s workspace', 'admin', true)$$,
  'losing one''s last membership gives a workspace of one''s own, named after the first name, not the company');
-- Deleting accounts leaves no workspace without members behind.
delete from auth.users where id in ('d1300000-0000-4000-8000-000000000009', 'd1300000-0000-4000-8000-000000000004');
select is_empty($$select w.name from public.workspaces w
  where not exists (select 1 from public.workspace_members m where m.workspace_id = w.id)$$,
  'deleting an account (alone in its workspace, or only invited) makes no new workspace');

-- B14: deleting an empty workspace ----------------------------------------------------
-- Sol: alone in "Sol's workspace", no tenders, also in Northwind Builders.
select tests.authenticate_as('d1300000-0000-4000-8000-000000000002');
select throws_ok($$select public.delete_workspace(tests.workspace_named('Sol''s workspace'))$$, '42501', null,
  'B14: a non-member cannot delete a workspace (42501)');
select throws_ok($$select public.delete_workspace(tests.workspace_of('d1300000-0000-4000-8000-000000000001'))$$, '42501', null,
  'B14: a manager cannot delete their workspace (42501)');
select tests.authenticate_as('d1300000-0000-4000-8000-000000000001');
select throws_ok($$select public.delete_workspace(tests.workspace_of('d1300000-0000-4000-8000-000000000001'))$$, 'TFW01',
  'Only the last member can delete a workspace', 'B14: an admin with other members cannot (TFW01)');
-- Wes: alone in his own workspace, and in no other.
select tests.authenticate_as('d1300000-0000-4000-8000-000000000008');
select throws_ok($$select public.delete_workspace(tests.workspace_of('d1300000-0000-4000-8000-000000000008'))$$, 'TFW03',
  'You cannot delete your only workspace', 'B14: nobody deletes their only workspace (TFW03)');
-- Sol with a tender in his own workspace.
select tests.authenticate_as('d1300000-0000-4000-8000-00000000000c');
insert into public.tenders (workspace_id, reference_number, client, title)
values (tests.workspace_named('Sol''s workspace'), 'S-1', 'City', 'Sol''s tender');
select throws_ok($$select public.delete_workspace(tests.workspace_named('Sol''s workspace'))$$, 'TFW02',
  'Only a workspace without tenders can be deleted', 'B14: a workspace with tenders cannot be deleted (TFW02)');
delete from public.tenders where reference_number = 'S-1';
update public.user_profiles set current_workspace_id = tests.workspace_named('Sol''s workspace')
where id = 'd1300000-0000-4000-8000-00000000000c';
select lives_ok($$select public.delete_workspace(tests.workspace_named('Sol''s workspace'))$$,
  'B14: the last member deletes an empty workspace while they belong to another');
select results_eq($$select name, role::text, is_current from public.user_workspaces()$$,
  $$values ('Northwind Builders', 'manager', true)$$,
  'B14: it is gone, and their other workspace becomes current');
select tests.authenticate_as_anon();
select throws_ok($$select public.delete_workspace(tests.workspace_of('d1300000-0000-4000-8000-000000000001'))$$, '42501', null,
  'B14: anon may not call delete_workspace');
select tests.clear_authentication();
select is((select count(*)::int from public.workspaces where name = 'Northwind Builders' and created_by = 'd1300000-0000-4000-8000-000000000001'), 1,
  'B14: the refused deletions deleted nothing');

select * from finish();
rollback;
