-- Invitations: an admin invites by email with a role; the token exists in clear only in
-- create_invitation's answer (its sha256 is stored out of the API's reach); the invitee,
-- signed in with that email, accepts once. Wrong email, expired, used and revoked links are
-- refused, each with its own SQLSTATE.
begin;
create extension if not exists pgtap with schema extensions;

select plan(46);

-- Fixtures: Ines, admin of "Invite Co", and Mo, a user there; Ivy and Otto to invite; Una,
-- whose address is not confirmed.
select tests.create_user('inv-admin@example.test', '{"full_name": "Ines Admin", "company": "Invite Co"}',
                         'c7000000-0000-4000-8000-000000000001');
select tests.create_user('invitee@example.test', '{"full_name": "Ivy Invitee"}', 'c7000000-0000-4000-8000-000000000002');
select tests.create_user('other@example.test', '{"full_name": "Otto Other"}', 'c7000000-0000-4000-8000-000000000003');
select tests.create_user('member@example.test', '{"full_name": "Mo Member"}', 'c7000000-0000-4000-8000-000000000004');
select tests.create_user('unconfirmed@example.test', '{"full_name": "Una Unconfirmed"}',
                         'c7000000-0000-4000-8000-000000000005', p_confirmed => false);
select tests.add_member(tests.workspace_named('Invite Co'), 'c7000000-0000-4000-8000-000000000004', 'user');

-- Tokens travel between statements (and roles) in settings local to this transaction.
create function pg_temp.token(p_name text) returns text language sql as
  $$ select current_setting('tap.' || p_name) $$;

-- Creating ---------------------------------------------------------------------------
select tests.authenticate_as('c7000000-0000-4000-8000-000000000001');
select set_config('tap.ivy',
  public.create_invitation(tests.workspace_named('Invite Co'), '  Invitee@Example.TEST ', ' Ivy Invitee ', 'manager'), true);

select ok(pg_temp.token('ivy') ~ '^[A-Za-z0-9_-]{43}$', 'create_invitation returns a 43-character base64url token (32 random bytes)');
select results_eq(
  $$select email, name, role::text, invited_by, expires_at - created_at, accepted_at, revoked_at
    from public.workspace_invitations where workspace_id = tests.workspace_named('Invite Co')$$,
  $$values ('invitee@example.test', 'Ivy Invitee', 'manager', 'c7000000-0000-4000-8000-000000000001'::uuid,
            interval '7 days', null::timestamptz, null::timestamptz)$$,
  'the invitation: email trimmed and lower-cased, name trimmed, role, inviter, 7-day expiry, pending');
select throws_ok($$select token_hash from public.workspace_invitations$$, '42703', null,
  'the admin cannot read a token hash through the invitations (there is no such column)');
select throws_ok($$select * from private.workspace_invitation_tokens$$, '42501', null,
  'the admin cannot read the token hashes');
select throws_ok($$select public.create_invitation(tests.workspace_named('Invite Co'), 'not-an-email', 'X', 'user')$$,
  '22023', 'Invalid email address', 'an address that is not an email is refused (22023)');
select throws_ok($$select public.create_invitation(tests.workspace_named('Invite Co'), null, 'X', 'user')$$,
  '22023', 'Invalid email address', 'a missing address is refused (22023)');
select throws_ok($$select public.create_invitation(tests.workspace_named('Invite Co'), 'MEMBER@example.test', 'Mo', 'user')$$,
  '23505', 'Already a member of this workspace', 'an address that is already a member is refused (23505)');
select throws_ok($$select public.create_invitation(tests.workspace_named('Invite Co'), 'x@example.test', repeat('n', 201), 'user')$$,
  '23514', null, 'a name over 200 characters is refused (23514)');
select results_eq($$select public.create_invitation(tests.workspace_named('Invite Co'), 'plain@example.test') is not null$$,
  $$values (true)$$, 'name and role are optional (role user)');
select is((select role::text from public.workspace_invitations where email = 'plain@example.test'), 'user',
  'the default role is user');

select tests.clear_authentication();
select is((select count(*)::int from private.workspace_invitation_tokens k
           join public.workspace_invitations i on i.id = k.invitation_id
           where i.email = 'invitee@example.test'
             and k.token_hash = encode(sha256(convert_to(pg_temp.token('ivy'), 'UTF8')), 'hex')), 1,
  'the database keeps the sha256 of the token');
select is_empty($$
  select 1 from public.workspace_invitations i, private.workspace_invitation_tokens k
  where row_to_json(i)::text like '%' || pg_temp.token('ivy') || '%'
     or row_to_json(k)::text like '%' || pg_temp.token('ivy') || '%'
$$, 'the token itself is stored nowhere');

-- Non-admins never see invitations or hashes.
select tests.authenticate_as('c7000000-0000-4000-8000-000000000004');
select is_empty($$select 1 from public.workspace_invitations$$, 'a member who is not an admin sees no invitation');
select throws_ok($$select * from private.workspace_invitation_tokens$$, '42501', null,
  'a member who is not an admin cannot read the token hashes');
select tests.authenticate_as('c7000000-0000-4000-8000-000000000002');
select is_empty($$select 1 from public.workspace_invitations$$, 'the invitee sees no invitation row either');
select throws_ok($$select * from private.workspace_invitation_tokens$$, '42501', null,
  'the invitee cannot read the token hashes');

-- Reading by token -------------------------------------------------------------------
select results_eq(
  $$select workspace_name, inviter_name, email, role::text, status::text from public.invitation_details(pg_temp.token('ivy'))$$,
  $$values ('Invite Co', 'Ines Admin', 'invitee@example.test', 'manager', 'pending')$$,
  'invitation_details: workspace, inviter, invited email, role and status for the token holder');
select is_empty($$select * from public.invitation_details('not-a-token')$$, 'invitation_details: nothing for an unknown token');
select is_empty($$select * from public.invitation_details(null)$$, 'invitation_details: nothing for a null token');
select is_empty($$select * from public.invitation_details(repeat('x', 100000))$$,
  'invitation_details: nothing for an absurdly long token');
set local request.jwt.claims to '{"role": "authenticated"}';
select is_empty($$select * from public.invitation_details(pg_temp.token('ivy'))$$,
  'invitation_details: nothing without a signed-in user');
select tests.authenticate_as_anon();
select throws_ok($$select * from public.invitation_details(pg_temp.token('ivy'))$$, '42501', null,
  'invitation_details: anon may not call it');
select throws_ok($$select public.accept_invitation(pg_temp.token('ivy'))$$, '42501', null,
  'accept_invitation: anon may not call it');

-- Accepting ----------------------------------------------------------------------------
select tests.authenticate_as('c7000000-0000-4000-8000-000000000003');
select throws_ok($$select public.accept_invitation(pg_temp.token('ivy'))$$, 'TFI05',
  'This invitation was sent to another email address', 'accept: another account''s email is refused (TFI05)');
select tests.authenticate_as('c7000000-0000-4000-8000-000000000001');
select set_config('tap.una', public.create_invitation(tests.workspace_named('Invite Co'), 'unconfirmed@example.test', 'Una', 'user'), true);
select tests.authenticate_as('c7000000-0000-4000-8000-000000000005');
select throws_ok($$select public.accept_invitation(pg_temp.token('una'))$$, 'TFI06',
  'Confirm your email address before accepting the invitation',
  'accept: an account whose address is not confirmed is refused (TFI06)');
select tests.authenticate_as('c7000000-0000-4000-8000-000000000002');
select throws_ok($$select public.accept_invitation('not-a-token')$$, 'TFI01', 'Invitation not found',
  'accept: an unknown token is refused (TFI01)');
select throws_ok($$select public.accept_invitation(null)$$, 'TFI01', 'Invitation not found',
  'accept: a null token is refused (TFI01)');
set local request.jwt.claims to '{"role": "authenticated"}';
select throws_ok($$select public.accept_invitation(pg_temp.token('ivy'))$$, '42501', 'Not authenticated',
  'accept: not without a user');
select tests.authenticate_as('c7000000-0000-4000-8000-000000000002');
select results_eq($$select public.accept_invitation(pg_temp.token('ivy'))$$, $$values (tests.workspace_named('Invite Co'))$$,
  'accept: the invitee joins; the workspace id is returned');
select results_eq(
  $$select role::text from public.workspace_members
    where workspace_id = tests.workspace_named('Invite Co') and user_id = 'c7000000-0000-4000-8000-000000000002'$$,
  $$values ('manager')$$, 'accept: the membership has the invitation''s role');
select results_eq($$select name, is_current from public.user_workspaces() order by name$$,
  $$values ('Invite Co', true), ('Ivy''s workspace', false)$$,
  'accept: the invited workspace becomes the current one');
select results_eq($$select status::text from public.invitation_details(pg_temp.token('ivy'))$$, $$values ('accepted')$$,
  'invitation_details: accepted');
select throws_ok($$select public.accept_invitation(pg_temp.token('ivy'))$$, 'TFI03',
  'This invitation has already been used', 'accept: a token works once (TFI03)');
select is((select count(*)::int from public.workspace_members
           where workspace_id = tests.workspace_named('Invite Co') and user_id = 'c7000000-0000-4000-8000-000000000002'), 1,
  'accept: still exactly one membership');

select tests.authenticate_as('c7000000-0000-4000-8000-000000000001');
select results_eq(
  $$select accepted_by, accepted_at is not null, revoked_at from public.workspace_invitations
    where email = 'invitee@example.test'$$,
  $$values ('c7000000-0000-4000-8000-000000000002'::uuid, true, null::timestamptz)$$,
  'the admin sees the invitation accepted, and by whom');

-- Expired, revoked, replaced -----------------------------------------------------------
select set_config('tap.late', public.create_invitation(tests.workspace_named('Invite Co'), 'other@example.test', 'Otto', 'user'), true);
select tests.clear_authentication();
update public.workspace_invitations set expires_at = now() - interval '1 second' where email = 'other@example.test';
select tests.authenticate_as('c7000000-0000-4000-8000-000000000003');
select results_eq($$select status::text from public.invitation_details(pg_temp.token('late'))$$, $$values ('expired')$$,
  'invitation_details: expired after 7 days');
select throws_ok($$select public.accept_invitation(pg_temp.token('late'))$$, 'TFI02', 'This invitation has expired',
  'accept: an expired invitation is refused (TFI02)');

select tests.authenticate_as('c7000000-0000-4000-8000-000000000001');
select set_config('tap.fresh', public.create_invitation(tests.workspace_named('Invite Co'), 'other@example.test', 'Otto', 'user'), true);
select results_eq(
  $$select count(*)::int, count(*) filter (where revoked_at is null)::int from public.workspace_invitations
    where email = 'other@example.test'$$,
  $$values (2, 1)$$,
  'inviting the same address again replaces the open invitation (the old one is revoked)');
select results_eq(
  $$update public.workspace_invitations set revoked_at = now()
    where email = 'other@example.test' and revoked_at is null returning email$$,
  $$values ('other@example.test')$$, 'the admin revokes the new invitation');
select tests.authenticate_as('c7000000-0000-4000-8000-000000000003');
select results_eq($$select status::text from public.invitation_details(pg_temp.token('fresh'))$$, $$values ('revoked')$$,
  'invitation_details: revoked');
select results_eq($$select status::text from public.invitation_details(pg_temp.token('late'))$$, $$values ('revoked')$$,
  'invitation_details: the replaced link says revoked');
select throws_ok($$select public.accept_invitation(pg_temp.token('fresh'))$$, 'TFI04', 'This invitation has been revoked',
  'accept: a revoked invitation is refused (TFI04)');
select is_empty($$select 1 from public.workspace_members where user_id = 'c7000000-0000-4000-8000-000000000003'
                    and workspace_id = tests.workspace_named('Invite Co')$$,
  'no refused acceptance created a membership');

-- Accepting an invitation to a workspace one already belongs to.
select tests.authenticate_as('c7000000-0000-4000-8000-000000000001');
select set_config('tap.again', public.create_invitation(tests.workspace_named('Invite Co'), 'other@example.test', 'Otto', 'admin'), true);
select tests.clear_authentication();
select tests.add_member(tests.workspace_named('Invite Co'), 'c7000000-0000-4000-8000-000000000003', 'user');
select tests.authenticate_as('c7000000-0000-4000-8000-000000000003');
select throws_ok($$select public.accept_invitation(pg_temp.token('again'))$$, '23505', 'Already a member of this workspace',
  'accept: an existing member cannot accept again (23505), so no role is changed that way');
select results_eq($$select role::text from public.workspace_members
                    where user_id = 'c7000000-0000-4000-8000-000000000003' and workspace_id = tests.workspace_named('Invite Co')$$,
  $$values ('user')$$, 'the member''s role is unchanged');

-- Deleting the workspace takes its invitations and their hashes with it.
select tests.clear_authentication();
delete from public.workspaces where id = tests.workspace_named('Invite Co');
select is((select count(*)::int from private.workspace_invitation_tokens k
           where not exists (select 1 from public.workspace_invitations i where i.id = k.invitation_id)), 0,
  'no token hash outlives its invitation');

select * from finish();
rollback;
