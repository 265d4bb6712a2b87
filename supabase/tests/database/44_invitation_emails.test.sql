-- Invitations by email: the reminder job sends each new pending invitation once, to the
-- invited address, with the link's token (which create_invitation returned; the database
-- keeps only its sha256) and no unsubscribe token; a revoked one is not sent. Signed out, the
-- invitation page learns who invites, to which workspace and as what (invitation_preview) for
-- a link that still works, and nothing for a wrong, expired, used or revoked one.
begin;
create extension if not exists pgtap with schema extensions;

select plan(23);

select tests.create_user('rob@ie.test', '{"full_name": "Rob Carter", "company": "Ridgeline Civils"}',
                         'c4400000-0000-4000-8000-000000000001');
select tests.create_user('kim@ie.test', '{"full_name": "Kim Other", "company": "Other Co"}',
                         'c4400000-0000-4000-8000-000000000002');
select tests.create_user('joined@ie.test', '{"full_name": "Jo Joined"}', 'c4400000-0000-4000-8000-000000000003');

create function pg_temp.token(p_name text) returns text language sql as
  $$ select current_setting('tap.' || p_name) $$;

create temporary table run (result jsonb);
-- The invitation messages of one run (at the transaction's instant), as jsonb.
create function pg_temp.invitation_mail(p_to text) returns jsonb language sql as $$
  select m from pg_temp.run r, jsonb_array_elements(r.result -> 'messages') m
  where m ->> 'kind' = 'invitation' and m ->> 'to' = p_to
$$;

select tests.authenticate_as('c4400000-0000-4000-8000-000000000001');
select set_config('tap.sam',
  public.create_invitation(tests.workspace_named('Ridgeline Civils'), 'sam@ie.test', 'Sam New', 'manager'), true);
select set_config('tap.gone',
  public.create_invitation(tests.workspace_named('Ridgeline Civils'), 'gone@ie.test', 'Gone', 'user'), true);
select set_config('tap.jo',
  public.create_invitation(tests.workspace_named('Ridgeline Civils'), 'joined@ie.test', 'Jo', 'user'), true);
select set_config('tap.old',
  public.create_invitation(tests.workspace_named('Ridgeline Civils'), 'old@ie.test', 'Old', 'user'), true);
-- Revoked before any run: never sent.
update public.workspace_invitations set revoked_at = now() where email = 'gone@ie.test';
select tests.authenticate_as('c4400000-0000-4000-8000-000000000002');
select set_config('tap.other',
  public.create_invitation(tests.workspace_named('Other Co'), 'pat@ie.test', 'Pat', 'admin'), true);
select tests.clear_authentication();
update public.workspace_invitations set expires_at = now() - interval '1 second' where email = 'old@ie.test';

-- The page, signed out ----------------------------------------------------------------
select tests.authenticate_as_anon();
select results_eq($$select inviter_name, workspace_name, role::text from public.invitation_preview(pg_temp.token('sam'))$$,
  $$values ('Rob Carter', 'Ridgeline Civils', 'manager')$$,
  'invitation_preview: anon learns who invites, to which workspace and as what');
select is_empty($$select * from public.invitation_preview('not-a-token')$$, 'invitation_preview: nothing for a wrong token');
select is_empty($$select * from public.invitation_preview(pg_temp.token('sam') || 'x')$$,
  'invitation_preview: nothing for a token one character off');
select is_empty($$select * from public.invitation_preview(null)$$, 'invitation_preview: nothing for a null token');
select is_empty($$select * from public.invitation_preview(repeat('x', 100000))$$,
  'invitation_preview: nothing for an absurdly long token');
select is_empty($$select * from public.invitation_preview(pg_temp.token('old'))$$, 'invitation_preview: nothing once expired');
select is_empty($$select * from public.invitation_preview(pg_temp.token('gone'))$$, 'invitation_preview: nothing once revoked');
select throws_ok($$select email from public.invitation_preview(pg_temp.token('sam'))$$, '42703', null,
  'invitation_preview: the invited address is not among what it tells');
select throws_ok($$select * from public.workspace_invitations$$, '42501', null, 'anon reads no invitation');

-- The run ---------------------------------------------------------------------------------
select tests.clear_authentication();
insert into pg_temp.run select public.collect_reminders(now(), 500)::jsonb;

select is((select count(*)::int from pg_temp.run r, jsonb_array_elements(r.result -> 'messages') m
           where m ->> 'kind' = 'invitation'), 3,
  'the run makes one email per pending invitation (Sam, Jo, Pat): not the revoked one, not the expired one');
select results_eq(
  $$select m ->> 'name', m -> 'invitation' ->> 'inviter_name', m -> 'invitation' ->> 'workspace_name',
           m -> 'invitation' ->> 'role' from pg_temp.invitation_mail('sam@ie.test') m$$,
  $$values ('Sam New', 'Rob Carter', 'Ridgeline Civils', 'manager')$$,
  'the email to the invited address names its name, the inviter, the workspace and the role');
select is((select m -> 'invitation' ->> 'token' from pg_temp.invitation_mail('sam@ie.test') m), pg_temp.token('sam'),
  'the email carries the token create_invitation returned (derived again, never stored)');
select ok((select m -> 'unsubscribe_token' = 'null'::jsonb and m -> 'unsubscribe' = '[]'::jsonb
           from pg_temp.invitation_mail('sam@ie.test') m),
  'an invitation email has no unsubscribe token and no per-kind link: nothing turns invitations off');
select is((select m -> 'invitation' ->> 'workspace_name' from pg_temp.invitation_mail('pat@ie.test') m), 'Other Co',
  'another workspace''s invitation names its own workspace');
select is_empty($$
  select 1 from private.workspace_invitation_tokens k
  where k.token_hash not in (select private.invitation_token_hash(private.invitation_token(k.invitation_id)))
$$, 'every stored hash is that of the token the job derives');

-- The invitee signs up and joins before the email is finished: the link is used.
select tests.authenticate_as('c4400000-0000-4000-8000-000000000003');
select public.accept_invitation(pg_temp.token('jo'));
select tests.clear_authentication();
select is_empty($$select * from public.invitation_preview(pg_temp.token('jo'))$$, 'invitation_preview: nothing once used');

select public.finish_reminders((select (r.result ->> 'claim')::uuid from pg_temp.run r),
  (select array_agg((m ->> 'id')::uuid) from pg_temp.run r, jsonb_array_elements(r.result -> 'messages') m), '{}');
select is((select count(*)::int from private.reminder_messages where kind = 'invitation' and state = 'sent'), 3,
  'finished, the invitation emails are recorded as sent');
select is(
  (select count(*)::int from jsonb_array_elements(public.collect_reminders(now() + interval '1 minute', 500)::jsonb -> 'messages') m
   where m ->> 'kind' = 'invitation'), 0,
  'the next run sends no invitation again');

-- A new invitation to the same address replaces the old one and is emailed too, once.
select tests.authenticate_as('c4400000-0000-4000-8000-000000000001');
select set_config('tap.sam2',
  public.create_invitation(tests.workspace_named('Ridgeline Civils'), 'sam@ie.test', 'Sam New', 'user'), true);
select tests.clear_authentication();
select is(
  (select m -> 'invitation' ->> 'token' from jsonb_array_elements(public.collect_reminders(now() + interval '2 minutes', 500)::jsonb -> 'messages') m
   where m ->> 'kind' = 'invitation'), pg_temp.token('sam2'),
  'a replacing invitation is emailed with its own link');

-- Revoked after it was claimed but before the claim was rendered: canceled, not sent.
select tests.authenticate_as('c4400000-0000-4000-8000-000000000001');
select set_config('tap.late', public.create_invitation(tests.workspace_named('Ridgeline Civils'), 'late@ie.test', 'L', 'user'), true);
select tests.clear_authentication();
select private.remind_invitations(now());
update public.workspace_invitations set revoked_at = now() where email = 'late@ie.test';
select is(
  (select count(*)::int from jsonb_array_elements(public.collect_reminders(now() + interval '3 minutes', 500)::jsonb -> 'messages') m
   where m ->> 'to' = 'late@ie.test'), 0,
  'an invitation revoked before its email went out is not sent');
select is((select m.state from private.reminder_messages m join public.workspace_invitations i on i.id = m.invitation_id
           where i.email = 'late@ie.test'), 'canceled', 'its message is canceled');

-- Nobody signed in reads the outbox; another workspace's admin sees none of these invitations.
select tests.authenticate_as('c4400000-0000-4000-8000-000000000002');
select throws_ok($$select * from private.reminder_messages$$, '42501', null, 'a member cannot read the outbox');
select is_empty($$select 1 from public.workspace_invitations where workspace_id = tests.workspace_named('Ridgeline Civils')$$,
  'another workspace''s admin sees none of its invitations');

select * from finish();
rollback;
