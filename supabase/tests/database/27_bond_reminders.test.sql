-- Bid bond alerts in the reminder emails (supabase/schemas/08_reminders.sql; docs/reminders.md):
-- collect_reminders puts private.bond_alerts' alerts in the morning digest of the workspace's
-- admins and managers (tenderDeadlineReminders on), at fixed stages — bond-expiry 14, 7, 3, 1,
-- 0 days before the expiry; bond-issue 3, 1, 0 before the submission deadline; bond-return on
-- award + 30 days — each once, overdue ones only riding along. The edges: 14 days and not 15,
-- 3 and not 4, award + 30 and not + 29; a plain member, another workspace's admin and a
-- manager with the preference off get none; a bond extended or returned before its digest is
-- sent is left out and the digest canceled. Every run as the service role. All users in UTC.
begin;
create extension if not exists pgtap with schema extensions;

select plan(30);

-- Fixtures ---------------------------------------------------------------------------
-- Bond Alpha: Ada (admin), Max (manager), Nia (manager, tenderDeadlineReminders off), Uri (user,
-- who created the tenders). Bond Beta: Oli, its admin, nothing of Alpha's.

select tests.create_user('ada@br.test', '{"full_name": "Ada Admin"}', 'f2700000-0000-4000-8000-00000000000a');
select tests.create_user('max@br.test', '{"full_name": "Max Manager"}', 'f2700000-0000-4000-8000-00000000000b');
select tests.create_user('nia@br.test', '{"full_name": "Nia Quiet"}', 'f2700000-0000-4000-8000-00000000000c');
select tests.create_user('uri@br.test', '{"full_name": "Uri User"}', 'f2700000-0000-4000-8000-00000000000d');
select tests.create_user('oli@br.test', '{"full_name": "Oli Other"}', 'f2700000-0000-4000-8000-00000000000e');
update public.user_profiles set preferences = '{"tenderDeadlineReminders": false, "workingDaysOnly": false}'
where id = 'f2700000-0000-4000-8000-00000000000c';

select tests.create_workspace('Bond Alpha', 'f2700000-0000-4000-8000-00000000000a');
select tests.add_member(tests.workspace_named('Bond Alpha'), 'f2700000-0000-4000-8000-00000000000b', 'manager');
select tests.add_member(tests.workspace_named('Bond Alpha'), 'f2700000-0000-4000-8000-00000000000c', 'manager');
select tests.add_member(tests.workspace_named('Bond Alpha'), 'f2700000-0000-4000-8000-00000000000d', 'user');
select tests.create_workspace('Bond Beta', 'f2700000-0000-4000-8000-00000000000e');

-- E-1: submitted, bid valid to 20 January, its bond expires on 15 January (too early).
-- I-1: in development, submission on 8 January, its bond only requested.
-- R-1, R-2: won on 3 December, lost on 4 December: their bonds are due back on 2 and 3 January.
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, status,
                            tender_submission_date, bid_validity_end)
values
  ('f2700000-0000-4000-8000-0000000000e1', tests.workspace_named('Bond Alpha'), 'f2700000-0000-4000-8000-00000000000d',
   'E-1', 'Client', 'Expiring', 'submitted', null, '2027-01-20'),
  ('f2700000-0000-4000-8000-0000000000f1', tests.workspace_named('Bond Alpha'), 'f2700000-0000-4000-8000-00000000000d',
   'I-1', 'Client', 'Issuing', 'in-development', '2027-01-08', null),
  ('f2700000-0000-4000-8000-0000000000a1', tests.workspace_named('Bond Alpha'), 'f2700000-0000-4000-8000-00000000000d',
   'R-1', 'Client', 'Returning', 'won', null, null),
  ('f2700000-0000-4000-8000-0000000000a2', tests.workspace_named('Bond Alpha'), 'f2700000-0000-4000-8000-00000000000d',
   'R-2', 'Client', 'Returning too', 'lost', null, null);
insert into public.tender_outcomes (tender_id, workspace_id, award_date)
values ('f2700000-0000-4000-8000-0000000000a1', tests.workspace_named('Bond Alpha'), '2026-12-03'),
       ('f2700000-0000-4000-8000-0000000000a2', tests.workspace_named('Bond Alpha'), '2026-12-04');
-- Only the tenders' deadlines and bonds here: no tasks.
delete from public.tasks where workspace_id = tests.workspace_named('Bond Alpha');

insert into public.bid_bonds (id, tender_id, workspace_id, amount, currency, status, issue_date, expiry_date)
values
  ('f2700000-0000-4000-8000-0000000000b1', 'f2700000-0000-4000-8000-0000000000e1', tests.workspace_named('Bond Alpha'),
   1000, 'EUR', 'issued', '2026-12-01', '2027-01-15'),
  ('f2700000-0000-4000-8000-0000000000b2', 'f2700000-0000-4000-8000-0000000000f1', tests.workspace_named('Bond Alpha'),
   500, 'EUR', 'requested', null, null),
  ('f2700000-0000-4000-8000-0000000000b3', 'f2700000-0000-4000-8000-0000000000a1', tests.workspace_named('Bond Alpha'),
   700, 'EUR', 'submitted', '2026-10-01', '2027-06-30'),
  ('f2700000-0000-4000-8000-0000000000b4', 'f2700000-0000-4000-8000-0000000000a2', tests.workspace_named('Bond Alpha'),
   800, 'EUR', 'issued', '2026-10-01', '2027-06-30');

-- pg_temp.run(now, fail): one run as the Edge Function does it, as the service role (collect,
-- then finish with every message sent, or failed when p_fail); each result kept for the checks.
create table pg_temp.results (n serial, at timestamptz, result jsonb);
create function pg_temp.run(p_now timestamptz, p_fail boolean default false)
returns jsonb
language plpgsql
as $$
declare
  r jsonb;
  ids uuid[];
begin
  perform pg_catalog.set_config('role', 'service_role', true);
  r := public.collect_reminders(p_now)::jsonb;
  ids := (select coalesce(array_agg((m ->> 'id')::uuid), '{}') from jsonb_array_elements(r -> 'messages') m);
  if p_fail then
    perform public.finish_reminders((r ->> 'claim')::uuid, '{}', ids);
  else
    perform public.finish_reminders((r ->> 'claim')::uuid, ids);
  end if;
  perform tests.clear_authentication();
  insert into pg_temp.results (at, result) values (p_now, r);
  return r;
end;
$$;

-- pg_temp.lines(n, email): 'kind ref item days' for each item of each digest of run n to that
-- address, sorted.
create function pg_temp.lines(p_n integer, p_email text)
returns text[]
language sql
as $$
  select coalesce(array_agg(x.line order by x.line collate "C"), '{}')
  from (
    -- a digest's sections, and its overdue line per tender ('digest R-1 overdue 1')
    select concat_ws(' ', m ->> 'kind', i ->> 'reference_number', i ->> 'kind', i ->> 'days') as line
    from pg_temp.results r
    cross join jsonb_array_elements(r.result -> 'messages') m
    cross join jsonb_array_elements(m -> 'workspaces') w
    cross join jsonb_array_elements(w -> 'sections') s
    cross join jsonb_array_elements(s -> 'items') i
    where r.n = p_n and m ->> 'to' = p_email and m ->> 'kind' = 'digest'
    union all
    select concat_ws(' ', m ->> 'kind', o ->> 'reference_number', 'overdue', o ->> 'count')
    from pg_temp.results r
    cross join jsonb_array_elements(r.result -> 'messages') m
    cross join jsonb_array_elements(m -> 'workspaces') w
    cross join jsonb_array_elements(w -> 'overdue') o
    where r.n = p_n and m ->> 'to' = p_email and m ->> 'kind' = 'digest'
  ) x
$$;

create function pg_temp.logged(p_user uuid, p_kind text, p_item uuid)
returns integer[]
language sql
as $$
  select coalesce(array_agg(g.offset_days order by g.offset_days desc), '{}')
  from private.reminder_log g where g.user_id = p_user and g.item_kind = p_kind and g.item_id = p_item
$$;

create function pg_temp.digest_state(p_user uuid, p_day date)
returns text
language sql
as $$
  select m.state from private.reminder_messages m where m.user_id = p_user and m.kind = 'digest' and m.local_day = p_day
$$;

-- bond-expiry: 14 days before, not 15; once ------------------------------------------------

-- These rules hold on any day of the week: 'Working days only' off (44_digest_news.test.sql
-- holds weekend digests).
update public.user_profiles set preferences = preferences || '{"workingDaysOnly": false}';

select pg_temp.run('2026-12-31 08:05Z');
select is(pg_temp.lines(1, 'ada@br.test'), '{}',
  '31 December: E-1''s bond expires in 15 days, beyond the first stage (14): no reminder yet');
select is(pg_temp.lines(1, 'uri@br.test'), array['digest I-1 submission 8'],
  'the tenders'' creator gets I-1''s submission deadline as before (its 14-day stage, caught up)');

select pg_temp.run('2027-01-01 08:05Z');
select is(pg_temp.lines(2, 'ada@br.test'), array['digest E-1 bond-expiry 14'],
  '1 January, 14 days before the expiry: the admin is reminded of the bond expiring too early');
select is(pg_temp.lines(2, 'max@br.test'), array['digest E-1 bond-expiry 14'], 'and so is the manager');
select is((select m #>> '{unsubscribe,0,preference}' from pg_temp.results r, jsonb_array_elements(r.result -> 'messages') m
           where r.n = 2 and m ->> 'to' = 'ada@br.test'), 'tenderDeadlineReminders',
  'a digest of bond alerts is a deadline digest: its link turns tenderDeadlineReminders off');
select is((select m #>> '{workspaces,0,sections,0,items,0,due_date}' from pg_temp.results r,
             jsonb_array_elements(r.result -> 'messages') m
           where r.n = 2 and m ->> 'to' = 'ada@br.test'), '2027-01-15', 'the item is dated on the bond''s expiry');
select is(pg_temp.logged('f2700000-0000-4000-8000-00000000000a', 'bond-expiry', 'f2700000-0000-4000-8000-0000000000b1'),
  array[14], 'the ledger holds the bond (its id) at offset 14');

select pg_temp.run('2027-01-01 12:05Z');
select is((select result -> 'messages' from pg_temp.results where n = 3), '[]'::jsonb,
  'a second run the same day sends nothing new');

-- bond-return: on award + 30 days, not + 29; overdue only rides along -----------------------

select pg_temp.run('2027-01-02 08:05Z');
select is(pg_temp.lines(4, 'ada@br.test'), array['digest R-1 bond-return 0'],
  '2 January: R-1''s bond is due back (award + 30 days), R-2''s not yet (award + 29); E-1''s 14 was sent, its 7 is not due');

select pg_temp.run('2027-01-03 08:05Z');
select is(pg_temp.lines(5, 'ada@br.test'), array['digest R-1 overdue 1', 'digest R-2 bond-return 0'],
  '3 January: R-2 on its award + 30 days, with R-1 riding along in its tender''s overdue line');

select pg_temp.run('2027-01-04 08:05Z');
select is(pg_temp.lines(6, 'ada@br.test'), '{}',
  '4 January: bonds not returned, overdue, send no digest alone; I-1''s bond, 4 days before the deadline, is no alert yet');
select is(pg_temp.logged('f2700000-0000-4000-8000-00000000000a', 'bond-return', 'f2700000-0000-4000-8000-0000000000b3'),
  array[0], 'a bond not returned is reminded once (offset 0), never again each day');

-- bond-issue: 3 days before the submission deadline, not 4 --------------------------------

select pg_temp.run('2027-01-05 08:05Z');
select is(pg_temp.lines(7, 'ada@br.test'),
  array['digest I-1 bond-issue 3', 'digest R-1 overdue 1', 'digest R-2 overdue 1'],
  '5 January, 3 days before I-1''s deadline: its requested bond is not issued yet; the overdue returns ride along');
select is(pg_temp.lines(7, 'uri@br.test'), array['digest I-1 submission 3'],
  'a plain member (role user) gets the deadline of the tender they created, but no bond alert');
select is((select i ->> 'due_date' from pg_temp.results r
           cross join jsonb_array_elements(r.result -> 'messages') m
           cross join jsonb_array_elements(m -> 'workspaces') w
           cross join jsonb_array_elements(w -> 'sections') s
           cross join jsonb_array_elements(s -> 'items') i
           where r.n = 7 and m ->> 'to' = 'ada@br.test' and i ->> 'kind' = 'bond-issue'), '2027-01-08',
  'bond-issue is dated on the submission deadline');

-- As of the send: returned, issued, extended bonds drop out -----------------------------------

update public.bid_bonds set status = 'returned' where id in ('f2700000-0000-4000-8000-0000000000b3',
                                                            'f2700000-0000-4000-8000-0000000000b4');
update public.bid_bonds set status = 'issued', issue_date = '2027-01-06', expiry_date = '2027-03-31'
where id = 'f2700000-0000-4000-8000-0000000000b2';
update public.tenders set status = 'submitted' where reference_number = 'I-1';

select pg_temp.run('2027-01-08 08:05Z', true);
select is(pg_temp.lines(8, 'ada@br.test'), array['digest E-1 bond-expiry 7'],
  '8 January (this send fails): E-1 at 7 days; the returned bonds and the issued one are gone');
update public.bid_bonds set status = 'extended', expiry_date = '2027-01-20' where id = 'f2700000-0000-4000-8000-0000000000b1';
select pg_temp.run('2027-01-08 08:20Z');
select is(pg_temp.lines(9, 'ada@br.test'), '{}',
  'the bond was extended to the bid validity end before the retry: its reminder is not rendered');
select is(pg_temp.digest_state('f2700000-0000-4000-8000-00000000000a', '2027-01-08'), 'canceled',
  'and the digest, with nothing else to say, is canceled');
select is(pg_temp.logged('f2700000-0000-4000-8000-00000000000a', 'bond-expiry', 'f2700000-0000-4000-8000-0000000000b1'),
  array[14], 'the canceled 7 is not recorded as sent');

update public.bid_bonds set expiry_date = '2027-01-12' where id = 'f2700000-0000-4000-8000-0000000000b1';
select pg_temp.run('2027-01-09 08:05Z', true);
select is(pg_temp.lines(10, 'ada@br.test'), array['digest E-1 bond-expiry 3'],
  'the expiry moved to 12 January: re-armed for the new date, at its current stage (3 days before; the send fails)');
update public.bid_bonds set status = 'returned' where id = 'f2700000-0000-4000-8000-0000000000b1';
select pg_temp.run('2027-01-09 08:20Z');
select is(pg_temp.digest_state('f2700000-0000-4000-8000-00000000000a', '2027-01-09'), 'canceled',
  'the bond was returned before the retry: the digest is canceled');

-- bond-return raised late: an outcome recorded weeks after the award ---------------------------

insert into public.tenders (id, workspace_id, user_id, reference_number, client, title, status)
values ('f2700000-0000-4000-8000-0000000000a3', tests.workspace_named('Bond Alpha'), 'f2700000-0000-4000-8000-00000000000d',
        'R-3', 'Client', 'Returning late', 'won');
insert into public.tender_outcomes (tender_id, workspace_id, award_date)
values ('f2700000-0000-4000-8000-0000000000a3', tests.workspace_named('Bond Alpha'), '2026-11-01');
insert into public.bid_bonds (id, tender_id, workspace_id, amount, currency, status, issue_date, expiry_date)
values ('f2700000-0000-4000-8000-0000000000b5', 'f2700000-0000-4000-8000-0000000000a3', tests.workspace_named('Bond Alpha'),
        900, 'EUR', 'submitted', '2026-09-01', '2027-06-30');
select pg_temp.run('2027-01-10 08:05Z');
select is(pg_temp.lines(12, 'ada@br.test'), array['digest R-3 overdue 1'],
  'an outcome recorded 70 days after the award: its bond, due back 40 days ago, is reminded the next morning (in its tender''s overdue line)');
select pg_temp.run('2027-01-11 08:05Z');
select is(pg_temp.lines(13, 'ada@br.test'), '{}', 'once: the next morning it only rides along');

-- Who gets none ------------------------------------------------------------------------------

select ok(not exists (select 1 from pg_temp.results r, jsonb_array_elements(r.result -> 'messages') m
                      where m ->> 'to' = 'uri@br.test' and m::text like '%"bond-%'),
  'the plain member never gets a bond alert');
select ok(not exists (select 1 from pg_temp.results r, jsonb_array_elements(r.result -> 'messages') m
                      where m ->> 'to' = 'nia@br.test'),
  'a manager with tenderDeadlineReminders off gets nothing');
select ok(not exists (select 1 from pg_temp.results r, jsonb_array_elements(r.result -> 'messages') m
                      where m ->> 'to' = 'oli@br.test'),
  'another workspace''s admin gets nothing');
select is_empty($$
  select r.n, m ->> 'to', w ->> 'id'
  from pg_temp.results r
  cross join jsonb_array_elements(r.result -> 'messages') m
  cross join jsonb_array_elements(m -> 'workspaces') w
  where not exists (
    select 1 from public.workspace_members wm join auth.users u on u.id = wm.user_id
    where u.email = m ->> 'to' and wm.workspace_id = (w ->> 'id')::uuid)
$$, 'every workspace in every message is one the recipient belongs to');

-- The ledger and the grants ------------------------------------------------------------------

select is_empty($$
  select distinct g.item_kind from private.reminder_log g
  where not exists (select 1 from private.reminder_kinds k where k.kind = g.item_kind)
$$, 'every kind the ledger holds is a kind of private.reminder_kinds');

-- A kind's items function that adds a kind the table does not have stops the run: its lines
-- would be recorded, then left out of the message.
create function private.remind_test_unlisted() returns void language plpgsql set search_path = '' as $fn$
begin
  insert into pg_temp.reminder_items (user_id, workspace_id, kind, item_id, due_date, days, needs_digest, stage)
  select f.user_id, f.workspace_id, 'bond-other', gen_random_uuid(), f.local_day, 0, f.needs_digest, 0
  from pg_temp.reminder_focus_members f;
end;
$fn$;
insert into private.reminder_kinds (kind, preference, items)
values ('bond-test', 'tenderDeadlineReminders', 'private.remind_test_unlisted');
select throws_ok($$ select pg_temp.run('2027-02-01 08:05+00') $$, 'P0001',
  'reminder_items: an items function added a kind missing from private.reminder_kinds',
  'an items function adding a kind missing from private.reminder_kinds stops the run');
select ok(pg_catalog.has_function_privilege('service_role', 'public.collect_reminders(timestamptz,integer)', 'EXECUTE')
      and pg_catalog.has_function_privilege('service_role', 'private.collect_reminders(timestamptz,integer)', 'EXECUTE')
      and not pg_catalog.has_function_privilege('authenticated', 'public.collect_reminders(timestamptz,integer)', 'EXECUTE')
      and not pg_catalog.has_function_privilege('authenticated', 'private.collect_reminders(timestamptz,integer)', 'EXECUTE')
      and not pg_catalog.has_function_privilege('anon', 'private.collect_reminders(timestamptz,integer)', 'EXECUTE'),
  'collect_reminders, replaced, is still the service role''s only');

select * from finish();
rollback;
