-- The bell's notices of moved deadlines: every change of an open tender's deadline
-- in the last 14 days reaches the workspace's other members, not the one who made it; closed
-- tenders and older changes stay out; 'Mark all as seen' marks them seen (and a later change
-- is new again); another workspace gets nothing and cannot mark anything.
begin;
create extension if not exists pgtap with schema extensions;

select plan(16);

select policies_are('public', 'seen_deadline_changes',
  array['seen_deadline_changes_select_own', 'seen_deadline_changes_insert_own', 'seen_deadline_changes_update_own'],
  'seen_deadline_changes: each user their own');

-- Fixtures: A admin of "Move One" with M (manager); C alone in "Move Other".
select tests.create_user('move-a@example.test', '{"company": "Move One", "name": "Ann Admin"}', 'f3700000-0000-4000-8000-00000000000a');
select tests.create_user('move-m@example.test', '{"company": "Move M"}', 'f3700000-0000-4000-8000-00000000000b');
select tests.create_user('move-c@example.test', '{"company": "Move Other"}', 'f3700000-0000-4000-8000-00000000000c');
select tests.add_member(tests.workspace_named('Move One'), 'f3700000-0000-4000-8000-00000000000b', 'manager');

insert into public.tenders (user_id, workspace_id, reference_number, client, title, status, tender_submission_date)
values ('f3700000-0000-4000-8000-00000000000a', tests.workspace_named('Move One'), 'MOVE-1', 'Client', 'Bridge', 'in-development', date '2030-03-15'),
       ('f3700000-0000-4000-8000-00000000000a', tests.workspace_named('Move One'), 'MOVE-2', 'Client', 'Lost road', 'lost', date '2030-04-15');

create function pg_temp.tender(p_reference text) returns uuid language sql security definer set search_path = '' as $$
  select t.id from public.tenders t where t.reference_number = p_reference
$$;
create function pg_temp.notices(p_workspace text) returns jsonb language sql as $$
  select public.deadline_change_notices(tests.workspace_named(p_workspace))
$$;
create function pg_temp.summary(p_workspace text) returns text language sql as $$
  select n ->> 'total' || ' ' || (n ->> 'unseen') || ' '
         || coalesce((select string_agg(c ->> 'reference_number' || ':' || (c ->> 'deadline') || ':' || coalesce(c ->> 'old_date', '-')
                                        || '>' || coalesce(c ->> 'new_date', '-') || ':' || (c ->> 'seen'), ', ')
                      from jsonb_array_elements(n -> 'changes') c), '')
  from pg_temp.notices(p_workspace) n
$$;

-- The manager moves the open tender's deadline, and the lost one's ----------------------------

select tests.authenticate_as('f3700000-0000-4000-8000-00000000000b');
update public.tenders set tender_submission_date = date '2030-05-01' where id = pg_temp.tender('MOVE-1');
update public.tenders set tender_submission_date = date '2030-05-02' where id = pg_temp.tender('MOVE-2');
select is(pg_temp.summary('Move One'), '0 0 ', 'whoever moved a deadline gets no notice of it');

select tests.authenticate_as('f3700000-0000-4000-8000-00000000000a');
select is(pg_temp.summary('Move One'), '1 1 MOVE-1:submission:2030-03-15>2030-05-01:false',
  'the other member sees the open tender''s move, unseen; a lost tender''s is left out');
select is((select n -> 'changes' -> 0 ->> 'changed_by_name' from pg_temp.notices('Move One') n), 'move-m',
  'with who moved it (the profile''s name, here the one made from the email)');
select is((select n -> 'changes' -> 0 ->> 'title' from pg_temp.notices('Move One') n), 'Bridge', 'and the tender''s title');

-- Through an addendum, named -----------------------------------------------------------------

select tests.authenticate_as('f3700000-0000-4000-8000-00000000000b');
select public.record_addendum(pg_temp.tender('MOVE-1'), '7', date '2030-03-01', 'Later date', null,
                              false, null, true, date '2030-05-10');
select tests.authenticate_as('f3700000-0000-4000-8000-00000000000a');
select is(pg_temp.summary('Move One'),
  '2 2 MOVE-1:submission:2030-05-01>2030-05-10:false, MOVE-1:submission:2030-03-15>2030-05-01:false',
  'latest first');
select is((select n -> 'changes' -> 0 ->> 'addendum_number' from pg_temp.notices('Move One') n), '7',
  'the addendum it came through is named');
select is((select jsonb_array_length(public.deadline_change_notices(tests.workspace_named('Move One'), 1) -> 'changes')), 1,
  'at most p_limit changes are listed (the counts stay whole)');

-- Mark all as seen ---------------------------------------------------------------------------

select public.mark_deadline_alerts_seen(tests.workspace_named('Move One'), 'UTC', 6);
select is(pg_temp.summary('Move One'),
  '2 0 MOVE-1:submission:2030-05-01>2030-05-10:true, MOVE-1:submission:2030-03-15>2030-05-01:true',
  '''Mark all as seen'' marks the changes seen');
select tests.authenticate_as('f3700000-0000-4000-8000-00000000000b');
select is((pg_temp.notices('Move One') ->> 'unseen'), '0', 'the manager''s own changes were never notices');
update public.tenders set tender_submission_date = date '2030-05-20' where id = pg_temp.tender('MOVE-1');
select tests.authenticate_as('f3700000-0000-4000-8000-00000000000a');
select is((pg_temp.notices('Move One') ->> 'unseen'), '1', 'a later change is new again');

-- Older than 14 days -------------------------------------------------------------------------

reset role;
update public.deadline_changes set changed_at = pg_catalog.now() - interval '15 days'
where tender_id = pg_temp.tender('MOVE-1') and new_date = date '2030-05-01';
select tests.authenticate_as('f3700000-0000-4000-8000-00000000000a');
select is((pg_temp.notices('Move One') ->> 'total'), '2', 'a change older than 14 days is no longer a notice');

-- Another workspace --------------------------------------------------------------------------

select tests.authenticate_as('f3700000-0000-4000-8000-00000000000c');
select is(pg_temp.summary('Move One'), '0 0 ', 'another workspace''s member gets nothing');
select lives_ok($$ select public.mark_deadline_alerts_seen(tests.workspace_named('Move One'), 'UTC', 6) $$,
  'marking another workspace''s alerts does nothing');
select throws_ok($$
  insert into public.seen_deadline_changes (workspace_id) values (tests.workspace_named('Move One'))
$$, '42501', null, 'nor can they write a seen mark there');
reset role;
select is((select count(*)::int from public.seen_deadline_changes where user_id = 'f3700000-0000-4000-8000-00000000000c'), 0,
  'no seen mark was stored for them');

select * from finish();
rollback;
