-- Reminder settings, the user's time zone, unsubscribe tokens and the calendar feed
-- (docs/reminders.md): settings per workspace (members read, admins edit, named constraints),
-- time zones the database knows, signed unsubscribe links that work without a session, and a
-- feed token stored only as a hash, derived from a nonce and the server secret.
begin;
create extension if not exists pgtap with schema extensions;

select plan(34);

select tests.create_user('adm@t.test', '{"full_name": "Ada Admin"}', 'f2100000-0000-4000-8000-00000000000a');
select tests.create_user('usr@t.test', '{"full_name": "Uli User"}', 'f2100000-0000-4000-8000-00000000000b');
select tests.create_user('oth@t.test', '{"full_name": "Otto Other"}', 'f2100000-0000-4000-8000-00000000000c');
select tests.create_workspace('Tokens', 'f2100000-0000-4000-8000-00000000000a');
select tests.add_member(tests.workspace_named('Tokens'), 'f2100000-0000-4000-8000-00000000000b', 'user');
select tests.create_workspace('Elsewhere', 'f2100000-0000-4000-8000-00000000000c');

-- Settings --------------------------------------------------------------------------------

select results_eq(
  $$select submission_offsets, inquiry_offsets, task_offsets from public.reminder_settings
    where workspace_id = tests.workspace_named('Tokens')$$,
  $$values ('{14,7,3,1,0}'::int[], '{3,1,0}'::int[], '{1,0}'::int[])$$,
  'a new workspace gets the default offsets');
select is((select count(*)::int from public.workspaces w
           where not exists (select 1 from public.reminder_settings s where s.workspace_id = w.id)), 0,
  'every workspace has its settings row');
select policies_are('public', 'reminder_settings',
  array['reminder_settings_select_members', 'reminder_settings_update_admins'], 'members read, admins update');
select table_privs_are('public', 'reminder_settings', 'anon', array[]::text[], 'anon: nothing');
select table_privs_are('public', 'reminder_settings', 'authenticated', array['SELECT'],
  'authenticated: select (update per column)');

select tests.authenticate_as('f2100000-0000-4000-8000-00000000000b');
select is((select count(*)::int from public.reminder_settings), 2, 'a member reads their workspaces'' settings only');
update public.reminder_settings set task_offsets = '{2}' where workspace_id = tests.workspace_named('Tokens');
select tests.authenticate_as('f2100000-0000-4000-8000-00000000000a');
select is((select task_offsets from public.reminder_settings where workspace_id = tests.workspace_named('Tokens')),
  '{1,0}'::int[], 'a plain member cannot change them');
update public.reminder_settings set task_offsets = '{2,0}' where workspace_id = tests.workspace_named('Tokens');
select is((select task_offsets from public.reminder_settings where workspace_id = tests.workspace_named('Tokens')),
  '{2,0}'::int[], 'an admin can');
select throws_ok($$update public.reminder_settings set submission_offsets = '{91}'
                   where workspace_id = tests.workspace_named('Tokens')$$,
  '23514', null, 'an offset over 90 is refused');
select throws_like($$update public.reminder_settings set inquiry_offsets = '{3,3}'
                     where workspace_id = tests.workspace_named('Tokens')$$,
  '%reminder_settings_inquiry_offsets_distinct%', 'a duplicate offset is refused by a named constraint');
select throws_like($$update public.reminder_settings set task_offsets = '{0,1,2,3,4,5,6,7,8,9,10}'
                     where workspace_id = tests.workspace_named('Tokens')$$,
  '%reminder_settings_task_offsets_count%', 'more than ten offsets are refused by a named constraint');
select throws_like($$update public.reminder_settings set task_offsets = '{-1}'
                     where workspace_id = tests.workspace_named('Tokens')$$,
  '%reminder_settings_task_offsets_range%', 'a negative offset is refused by a named constraint');
select lives_ok($$update public.reminder_settings set inquiry_offsets = '{}'
                  where workspace_id = tests.workspace_named('Tokens')$$, 'an empty list (no reminders) is allowed');

-- Time zone -------------------------------------------------------------------------------

update public.user_profiles set time_zone = 'Europe/Berlin' where id = 'f2100000-0000-4000-8000-00000000000a';
select is((select time_zone from public.user_profiles where id = 'f2100000-0000-4000-8000-00000000000a'),
  'Europe/Berlin', 'a user sets their own time zone');
select throws_ok($$update public.user_profiles set time_zone = 'Mars/Olympus_Mons'
                   where id = 'f2100000-0000-4000-8000-00000000000a'$$,
  '22023', 'Unknown time zone: Mars/Olympus_Mons', 'an unknown zone is refused with a clear message');
select lives_ok($$update public.user_profiles set time_zone = null where id = 'f2100000-0000-4000-8000-00000000000a'$$,
  'null (UTC until set) is allowed');
select tests.clear_authentication();

-- Unsubscribe -------------------------------------------------------------------------------

create temp table tokens as
select private.unsubscribe_token('f2100000-0000-4000-8000-00000000000b', '{taskUpdates}') as task_token;
grant select on tokens to anon;
select ok((select task_token ~ '^[A-Za-z0-9_-]{60,}$' from tokens), 'the token is base64url and long');
select ok(not exists (select 1 from private.reminder_secret s, tokens t
                      where position(encode(s.secret, 'hex') in t.task_token) > 0
                         or position(private.base64url(s.secret) in t.task_token) > 0),
  'the token does not carry the secret');

select tests.authenticate_as_anon();
select is(public.unsubscribe_reminders((select task_token from tokens)), 'taskUpdates',
  'without signing in, the link turns its preference off and names it');
select tests.clear_authentication();
select is((select preferences -> 'taskUpdates' from public.user_profiles where id = 'f2100000-0000-4000-8000-00000000000b'),
  'false'::jsonb, 'the preference is stored off (the settings screen reads it)');
select is((select preferences ? 'emailNotifications' from public.user_profiles
           where id = 'f2100000-0000-4000-8000-00000000000b'), false, 'the other preferences are left alone');
select tests.authenticate_as_anon();
select is(public.unsubscribe_reminders((select task_token from tokens)), 'taskUpdates', 'clicking twice is fine');
select throws_ok($$select public.unsubscribe_reminders((select overlay(task_token placing
                    case when substr(task_token, 30, 1) = 'A' then 'B' else 'A' end from 30 for 1) from tokens))$$,
  'TFR01', 'This unsubscribe link is not valid.', 'a tampered token is refused');
select throws_ok($$select public.unsubscribe_reminders('not-a-token')$$, 'TFR01',
  'This unsubscribe link is not valid.', 'garbage is refused');
select throws_ok($$select public.unsubscribe_reminders(null)$$, 'TFR01',
  'This unsubscribe link is not valid.', 'null is refused');
select tests.clear_authentication();

-- Calendar feed ------------------------------------------------------------------------------

insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, status,
                            inquiry_submission_date, tender_submission_date)
values
  ('f2100000-0000-4000-8000-0000000000a1', tests.workspace_named('Tokens'), 'f2100000-0000-4000-8000-00000000000a',
   'T-1', 'Client', 'Open bid', 'under-review', '2026-12-01', '2026-12-10'),
  ('f2100000-0000-4000-8000-0000000000a2', tests.workspace_named('Tokens'), 'f2100000-0000-4000-8000-00000000000a',
   'T-2', 'Client', 'Lost bid', 'lost', null, '2026-12-11'),
  ('f2100000-0000-4000-8000-0000000000a3', tests.workspace_named('Elsewhere'), 'f2100000-0000-4000-8000-00000000000c',
   'E-1', 'Client', 'Other workspace', 'under-review', null, '2026-12-12');
insert into public.tasks (id, tender_id, workspace_id, user_id, assignee_id, name, due_date, status)
values
  ('f2100000-0000-4000-8000-0000000000c1', 'f2100000-0000-4000-8000-0000000000a1', tests.workspace_named('Tokens'),
   'f2100000-0000-4000-8000-00000000000a', 'f2100000-0000-4000-8000-00000000000b', 'Mine', '2026-12-05', 'not-started'),
  ('f2100000-0000-4000-8000-0000000000c2', 'f2100000-0000-4000-8000-0000000000a1', tests.workspace_named('Tokens'),
   'f2100000-0000-4000-8000-00000000000a', 'f2100000-0000-4000-8000-00000000000a', 'Not mine', '2026-12-06', 'not-started'),
  ('f2100000-0000-4000-8000-0000000000c3', 'f2100000-0000-4000-8000-0000000000a1', tests.workspace_named('Tokens'),
   'f2100000-0000-4000-8000-00000000000a', 'f2100000-0000-4000-8000-00000000000b', 'Done', '2026-12-07', 'completed');

select tests.authenticate_as('f2100000-0000-4000-8000-00000000000b');
create temp table feed as select * from public.calendar_feed();
select ok((select char_length(token) >= 43 and token ~ '^[A-Za-z0-9_-]+$' and last_fetched_at is null from feed),
  'calendar_feed: a base64url token of 32 bytes, never fetched yet');
select is((select token from public.calendar_feed()), (select token from feed), 'the same token on the next call');
select tests.clear_authentication();
select ok(not exists (select 1 from private.calendar_feeds f, feed
                      where f.token_hash = feed.token or position(feed.token in encode(f.nonce, 'escape')) > 0)
      and exists (select 1 from private.calendar_feeds f, feed
                  where f.token_hash = encode(extensions.digest(feed.token, 'sha256'), 'hex')),
  'the table holds only the token''s sha256 and a nonce');

select is(
  (select array_agg((e ->> 'uid') || ' ' || (e ->> 'date') order by e ->> 'date')
   from jsonb_array_elements(public.calendar_feed_events((select token from feed)) -> 'events') e),
  array['tender-f2100000-0000-4000-8000-0000000000a1-inquiry@tenderflow 2026-12-01',
        'task-f2100000-0000-4000-8000-0000000000c1@tenderflow 2026-12-05',
        'tender-f2100000-0000-4000-8000-0000000000a1-submission@tenderflow 2026-12-10'],
  'the feed: open tenders'' deadlines and the user''s own open tasks; nothing closed, nobody else''s, no other workspace');
select ok((select last_fetched_at is not null from private.calendar_feeds
           where user_id = 'f2100000-0000-4000-8000-00000000000b'), 'fetching records last_fetched_at');

select tests.authenticate_as('f2100000-0000-4000-8000-00000000000b');
create temp table feed2 as select * from public.regenerate_calendar_feed();
select tests.clear_authentication();
select is(public.calendar_feed_events((select token from feed)), null, 'Regenerate: the old token stops at once');
select ok(public.calendar_feed_events((select token from feed2)) is not null and
          (select token from feed2) <> (select token from feed), 'the new one works');
select ok(not pg_catalog.has_function_privilege('anon', 'public.calendar_feed()', 'EXECUTE')
      and not pg_catalog.has_function_privilege('authenticated', 'public.calendar_feed_events(text)', 'EXECUTE')
      and pg_catalog.has_function_privilege('service_role', 'public.calendar_feed_events(text)', 'EXECUTE')
      and pg_catalog.has_function_privilege('anon', 'public.unsubscribe_reminders(text)', 'EXECUTE'),
  'who may call what: the feed token by the service role, the feed URL by its user, unsubscribe by anyone');

-- The reminder schedule (08_reminders.sql) does nothing without pg_cron and pg_net ----------

select ok(not exists (select 1 from pg_catalog.pg_extension where extname in ('pg_cron', 'pg_net'))
          = not exists (select 1 from pg_catalog.pg_namespace where nspname = 'cron'),
  'no pg_cron here, no cron schema: the schedule left the local database alone');

select * from finish();
rollback;
