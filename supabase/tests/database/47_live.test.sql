-- Live screens: each change to a live table is broadcast to its workspace's private topic
-- (one message a row, or one `bulk` message for a large statement); members of the workspace
-- may read the topic's messages and be present on it; a member of another workspace reads
-- nothing and may not be present; no member may write a broadcast.
begin;
create extension if not exists pgtap with schema extensions;

select plan(25);

select policies_are('realtime', 'messages', array['live_members_receive', 'live_members_present'],
  'realtime.messages: members receive their workspace''s topics and may be present there');
select trigger_is('public', t, t || '_live_' || op, 'private', 'broadcast_live_changes',
  t || ' ' || op || 's are broadcast')
from unnest(array['tenders', 'tasks']) t, unnest(array['insert', 'update', 'delete']) op;
select is(
  (select array_agg(distinct c.relname::text order by c.relname::text)
   from pg_catalog.pg_trigger g join pg_catalog.pg_class c on c.oid = g.tgrelid
   where g.tgname like '%\_live\_%' and g.tgfoid = 'private.broadcast_live_changes'::regproc),
  array['bid_bonds', 'bid_decisions', 'clarifications', 'comments', 'deadline_changes', 'tasks', 'tender_addenda',
        'tender_outcomes', 'tender_requirements', 'tenders'],
  'every table a live screen shows is broadcast');

-- Fixtures: Lena (admin) of "Live One" with Lou (user); Oscar alone in "Live Other".
select tests.create_user('live-a@example.test', '{"full_name": "Lena", "company": "Live One"}', 'a4700000-0000-4000-8000-00000000000a');
select tests.create_user('live-u@example.test', '{"full_name": "Lou", "company": "Live U"}', 'a4700000-0000-4000-8000-00000000000b');
select tests.create_user('live-o@example.test', '{"full_name": "Oscar", "company": "Live Other"}', 'a4700000-0000-4000-8000-00000000000c');
select tests.add_member(tests.workspace_named('Live One'), 'a4700000-0000-4000-8000-00000000000b', 'user');

create function pg_temp.topic() returns text language sql security definer set search_path = '' as $$
  select 'workspace:' || tests.workspace_named('Live One')
$$;
-- The messages of a topic an event carried, whoever reads (security definer).
create function pg_temp.sent(p_event text) returns setof jsonb language sql security definer set search_path = '' as $$
  select m.payload from realtime.messages m where m.topic = pg_temp.topic() and m.event = p_event order by m.inserted_at, m.id
$$;
-- How many of Live One's messages the caller reads when asking about p_topic (as a join does).
create function pg_temp.readable(p_topic text) returns int language plpgsql set search_path = '' as $$
begin
  perform pg_catalog.set_config('realtime.topic', p_topic, true);
  return (select count(*)::int from realtime.messages m where m.topic like 'workspace:' || tests.workspace_named('Live One') || '%');
end
$$;

select tests.authenticate_as('a4700000-0000-4000-8000-00000000000a');
insert into public.tenders (user_id, reference_number, client, title)
values ('a4700000-0000-4000-8000-00000000000a', 'LIVE-1', 'Harbour', 'Quay');
select is(
  (select p ->> 'operation' || ' ' || (p -> 'record' ->> 'title') || ' ' || coalesce(p ->> 'old_record', 'null')
   from pg_temp.sent('tenders') p),
  'INSERT Quay null', 'a new tender is broadcast to its workspace''s topic with its row');

insert into public.tasks (tender_id, name) select id, 'Site visit' from public.tenders where reference_number = 'LIVE-1';
update public.tasks set status = 'in-progress', name = 'Site walk' where name = 'Site visit';
select is(
  (select p ->> 'operation' || ' ' || (p -> 'record' ->> 'name') || ' ' || (p -> 'record' ->> 'status')
   from pg_temp.sent('tasks') p where p ->> 'operation' = 'UPDATE'),
  'UPDATE Site walk in-progress', 'a moved and renamed task is broadcast with its new row');
delete from public.tasks where name = 'Site walk';
select is(
  (select p -> 'old_record' ->> 'name' || ' ' || coalesce(p ->> 'record', 'null')
   from pg_temp.sent('tasks') p where p ->> 'operation' = 'DELETE'),
  'Site walk null', 'a deleted task is broadcast with its old row');

select is(
  (select count(*)::int from pg_temp.sent('bulk')), 0, 'no bulk message for small statements');
insert into public.tasks (tender_id, name)
select t.id, 'Step ' || n from public.tenders t, generate_series(1, 51) n where t.reference_number = 'LIVE-1';
select is(
  (select string_agg(p ->> 'operation' || ' ' || (p ->> 'table') || ' ' || (p ->> 'count'), ', ') from pg_temp.sent('bulk') p),
  'INSERT tasks 51', 'a statement of more than 50 rows is one bulk message');
select is(
  (select count(*)::int from pg_temp.sent('tasks') p where p -> 'record' ->> 'name' like 'Step %'), 0,
  '… and not one message a row');

-- Documents: which tender's documents changed, never the file's name.
insert into storage.objects (bucket_id, name, owner, metadata)
select 'tender-documents', t.workspace_id || '/' || t.id || '/secret-plan.pdf', 'a4700000-0000-4000-8000-00000000000a',
       '{"size": 10, "mimetype": "application/pdf"}'
from public.tenders t where t.reference_number = 'LIVE-1';
select is(
  (select string_agg((p ->> 'operation') || ' ' || (p ->> 'tender_id'), ', ') from pg_temp.sent('documents') p),
  'INSERT ' || (select id::text from public.tenders where reference_number = 'LIVE-1'),
  'an uploaded document is broadcast as a change to its tender''s documents');
select ok(not exists (select from pg_temp.sent('documents') p where p::text like '%secret-plan%'),
  '… without its name');
select tests.clear_authentication();
delete from storage.objects where name like '%/secret-plan.pdf';
select tests.authenticate_as('a4700000-0000-4000-8000-00000000000a');
select is((select count(*)::int from pg_temp.sent('documents') p where p ->> 'operation' = 'DELETE'), 1,
  'deleting it is broadcast too');

select ok(pg_temp.readable(pg_temp.topic()) > 0, 'the admin reads the workspace''s topic');
select tests.authenticate_as('a4700000-0000-4000-8000-00000000000b');
select ok(pg_temp.readable(pg_temp.topic()) > 0, 'a member with the user role reads it too');
select is(pg_temp.readable(pg_temp.topic() || ':tender:' || gen_random_uuid()), 0,
  'a topic''s messages are not read under another topic''s name');

select tests.authenticate_as('a4700000-0000-4000-8000-00000000000c');
select is(pg_temp.readable(pg_temp.topic()), 0, 'a member of another workspace reads none of its messages');
select is(pg_temp.readable('workspace:' || tests.workspace_named('Live Other')), 0,
  'nor when asking about their own workspace''s topic');

-- Presence: a member may be present on the workspace's topics; nobody may write a broadcast.
select tests.authenticate_as('a4700000-0000-4000-8000-00000000000b');
select set_config('realtime.topic', pg_temp.topic() || ':tender:a4700000-0000-4000-8000-0000000000ff', true);
select lives_ok(
  format($$insert into realtime.messages (topic, extension, private) values (%L, 'presence', true)$$,
         pg_temp.topic() || ':tender:a4700000-0000-4000-8000-0000000000ff'),
  'a member may be present on a tender of the workspace');
select set_config('realtime.topic', pg_temp.topic(), true);
select throws_ok(
  format($$insert into realtime.messages (topic, extension, event, payload, private)
           values (%L, 'broadcast', 'tasks', '{"operation": "DELETE"}', true)$$, pg_temp.topic()),
  '42501', null, 'a member may not forge a change on the workspace''s topic');

select tests.authenticate_as('a4700000-0000-4000-8000-00000000000c');
select set_config('realtime.topic', pg_temp.topic() || ':tender:a4700000-0000-4000-8000-0000000000ff', true);
select throws_ok(
  format($$insert into realtime.messages (topic, extension, private) values (%L, 'presence', true)$$,
         pg_temp.topic() || ':tender:a4700000-0000-4000-8000-0000000000ff'),
  '42501', null, 'a member of another workspace may not be present there');

select * from finish();
rollback;
