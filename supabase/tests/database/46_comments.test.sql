-- Comments: members of the tender's workspace read and post on the tender's and its tasks'
-- threads; another workspace reads and writes nothing; the author edits within 15 minutes
-- (marked edited) and deletes their own; a user or manager cannot delete another's, an admin
-- can; mentions and replies notify only people who can read the tender, and say who was not
-- notified; the counts are SQL's.
begin;
create extension if not exists pgtap with schema extensions;

select plan(58);

select has_table('public', 'comments', 'comments are stored');
select has_table('public', 'comment_mentions', 'mentions are rows');
select has_table('public', 'comment_notifications', 'mentions and replies are notifications');
select policies_are('public', 'comments',
  array['comments_select_members', 'comments_insert_members', 'comments_update_author',
        'comments_delete_author_or_admin'],
  'comments: members read and post, the author edits, the author or an admin deletes');
select policies_are('public', 'comment_notifications',
  array['comment_notifications_select_own', 'comment_notifications_update_own'],
  'notifications: each person reads and marks only their own; nobody writes one');

-- Fixtures: Ada (admin) of "Com One" with Mo (manager) and Uli (user); Xena alone in "Com Other".
select tests.create_user('com-a@example.test', '{"full_name": "Ada", "company": "Com One"}', 'a4600000-0000-4000-8000-00000000000a');
select tests.create_user('com-m@example.test', '{"full_name": "Mo", "company": "Com M"}', 'a4600000-0000-4000-8000-00000000000b');
select tests.create_user('com-u@example.test', '{"full_name": "Uli", "company": "Com U"}', 'a4600000-0000-4000-8000-00000000000d');
select tests.create_user('com-x@example.test', '{"full_name": "Xena", "company": "Com Other"}', 'a4600000-0000-4000-8000-00000000000c');
select tests.add_member(tests.workspace_named('Com One'), 'a4600000-0000-4000-8000-00000000000b', 'manager');
select tests.add_member(tests.workspace_named('Com One'), 'a4600000-0000-4000-8000-00000000000d', 'user');

create function pg_temp.tender() returns uuid language sql security definer set search_path = '' as $$
  select t.id from public.tenders t where t.reference_number = 'COM-1'
$$;
create function pg_temp.task() returns uuid language sql security definer set search_path = '' as $$
  select k.id from public.tasks k where k.tender_id = pg_temp.tender() and k.name = 'Pricing'
$$;
create function pg_temp.comment(p_body text) returns uuid language sql security definer set search_path = '' as $$
  select c.id from public.comments c where c.body = p_body
$$;
-- Who is told of a comment, whoever reads: 'Mo mention, Uli reply'.
create function pg_temp.told(p_body text) returns text language sql security definer set search_path = '' as $$
  select coalesce(string_agg(p.name || ' ' || n.reason, ', ' order by p.name), '')
  from public.comment_notifications n join public.user_profiles p on p.id = n.user_id
  where n.comment_id = pg_temp.comment(p_body)
$$;
create function pg_temp.post(p_body text, p_task boolean default false, p_mentions uuid[] default '{}')
returns jsonb language sql set search_path = '' as $$
  select public.post_comment(pg_temp.tender(), p_body, case when p_task then pg_temp.task() end, p_mentions)
$$;

select tests.authenticate_as('a4600000-0000-4000-8000-00000000000a');
insert into public.tenders (user_id, reference_number, client, title) values
  ('a4600000-0000-4000-8000-00000000000a', 'COM-1', 'Harbour', 'Quay');
insert into public.tasks (tender_id, name) values (pg_temp.tender(), 'Pricing');

-- Posting -------------------------------------------------------------------------------------

select tests.authenticate_as('a4600000-0000-4000-8000-00000000000d');
select lives_ok($$ select pg_temp.post('Uli on the tender') $$, 'a user comments on a tender');
select is((select workspace_id from public.comments where id = pg_temp.comment('Uli on the tender')),
  tests.workspace_named('Com One'), 'the comment is in the tender''s workspace');
select lives_ok($$ select pg_temp.post('Uli on the task', true) $$, 'and on a task');
select is((select tender_id from public.comments where id = pg_temp.comment('Uli on the task')), pg_temp.tender(),
  'a task''s comment belongs to its tender');
select is((select author_id from public.comments where id = pg_temp.comment('Uli on the task')),
  'a4600000-0000-4000-8000-00000000000d'::uuid, 'written by the caller');
select throws_ok($$ insert into public.comments (tender_id, body, author_id) values (pg_temp.tender(), 'As Mo', 'a4600000-0000-4000-8000-00000000000b') $$,
  '42501', null, 'nobody writes in another''s name');
select throws_ok($$ select pg_temp.post('   ') $$, '23514', null, 'an empty comment is refused');
select throws_ok($$ select pg_temp.post(repeat('x', 5001)) $$, '23514', null, 'so is one over 5,000 characters');
select lives_ok($$ select pg_temp.post(repeat('x', 5000)) $$, '5,000 characters are fine');
select is((select body from public.comments where id = pg_temp.comment('Uli on the tender')), 'Uli on the tender',
  'the text is stored as written, plain');

-- Another workspace -----------------------------------------------------------------------------

select tests.authenticate_as('a4600000-0000-4000-8000-00000000000c');
select is((select count(*)::int from public.comments), 0, 'another workspace reads no comment');
select is((select count(*)::int from public.comment_mentions), 0, 'nor any mention');
select is((select count(*)::int from public.tender_comment_counts(array[pg_temp.tender()])), 0, 'nor counts');
select throws_ok($$ select pg_temp.post('Xena was here') $$, 'TFC03', null,
  'nor posts on its tender (it is not found)');
select throws_ok($$ insert into public.comments (tender_id, body) select pg_temp.tender(), 'Xena again' $$,
  'TFC03', null, 'not even by insert');
delete from public.comments where id = pg_temp.comment('Uli on the tender');
update public.comments set body = 'Xena edits' where id = pg_temp.comment('Uli on the tender');
select isnt(pg_temp.comment('Uli on the tender'), null, 'nor deletes or edits one');

-- Editing ---------------------------------------------------------------------------------------

select tests.authenticate_as('a4600000-0000-4000-8000-00000000000d');
select lives_ok($$ select public.edit_comment(pg_temp.comment('Uli on the tender'), 'Uli on the tender, edited') $$,
  'the author edits within 15 minutes');
select isnt((select edited_at from public.comments where body = 'Uli on the tender, edited'), null,
  'and the comment is marked edited');
select tests.authenticate_as('a4600000-0000-4000-8000-00000000000a');
select throws_ok($$ select public.edit_comment(pg_temp.comment('Uli on the task'), 'Ada rewrites') $$, 'TFC04', null,
  'nobody edits another''s comment, an admin neither');
update public.comments set body = 'Ada rewrites' where id = pg_temp.comment('Uli on the task');
select is(pg_temp.comment('Ada rewrites'), null, 'not even by update');
select tests.clear_authentication();
update public.comments set created_at = pg_catalog.now() - interval '16 minutes'
where id = pg_temp.comment('Uli on the task');
select tests.authenticate_as('a4600000-0000-4000-8000-00000000000d');
select throws_ok($$ select public.edit_comment(pg_temp.comment('Uli on the task'), 'Too late') $$, 'TFC02',
  'A comment can be edited only within 15 minutes of posting.', 'after 15 minutes the comment is fixed');
select throws_ok($$ update public.comments set body = 'Too late' where id = pg_temp.comment('Uli on the task') $$,
  'TFC02', null, 'by update too');
select throws_ok($$ update public.comments set created_at = pg_catalog.now() where id = pg_temp.comment('Uli on the task') $$,
  '42501', null, 'and its time cannot be moved');

-- Mentions and replies --------------------------------------------------------------------------

select tests.authenticate_as('a4600000-0000-4000-8000-00000000000d');
select is(pg_temp.post('@Mo and @Xena, look', false,
    array['a4600000-0000-4000-8000-00000000000b', 'a4600000-0000-4000-8000-00000000000c']::uuid[]) -> 'not_notified',
  '["a4600000-0000-4000-8000-00000000000c"]'::jsonb,
  'a mention of someone of another workspace is returned as not notified');
select is((select string_agg(user_id::text, ',') from public.comment_mentions where comment_id = pg_temp.comment('@Mo and @Xena, look')),
  'a4600000-0000-4000-8000-00000000000b', 'only the member is recorded as mentioned');
select is(pg_temp.told('@Mo and @Xena, look'), 'Mo mention', 'and only the member is told');

select tests.authenticate_as('a4600000-0000-4000-8000-00000000000b');
select lives_ok($$ select pg_temp.post('Mo replies') $$, 'a reply in the tender''s thread');
select is(pg_temp.told('Mo replies'), 'Uli reply', 'tells who wrote in the thread before (not Ada, not Mo himself)');
delete from public.comments where id = pg_temp.comment('Uli on the tender, edited');
select isnt(pg_temp.comment('Uli on the tender, edited'), null, 'a manager cannot delete another''s comment');
select lives_ok($$ select pg_temp.post('Mo on the task, @Uli', true, array['a4600000-0000-4000-8000-00000000000d']::uuid[]) $$,
  'a reply that mentions too');
select is(pg_temp.told('Mo on the task, @Uli'), 'Uli mention', 'is one notification, a mention');
select is((public.comment_notices(tests.workspace_named('Com One')) -> 'unseen')::int, 1,
  'Mo''s bell counts his mention');
select is(public.comment_notices(tests.workspace_named('Com One')) -> 'notices' -> 0 ->> 'excerpt', '@Mo and @Xena, look',
  'with the comment''s text');
select is(public.mark_comment_notices_seen(tests.workspace_named('Com One')), 1, 'Mark all as seen marks it');
select is((public.comment_notices(tests.workspace_named('Com One')) -> 'unseen')::int, 0, 'and the count clears');
select throws_ok($$ insert into public.comment_notifications (user_id, comment_id, reason)
                    values ('a4600000-0000-4000-8000-00000000000b', pg_temp.comment('Mo replies'), 'mention') $$,
  '42501', null, 'nobody writes a notification');

select tests.authenticate_as('a4600000-0000-4000-8000-00000000000d');
select is((select count(*)::int from public.comment_notifications), 2, 'Uli reads his own notifications only');

-- A member removed since: not notified, and reads nothing any more.
select tests.clear_authentication();
delete from public.workspace_members
where user_id = 'a4600000-0000-4000-8000-00000000000b' and workspace_id = tests.workspace_named('Com One');
select tests.authenticate_as('a4600000-0000-4000-8000-00000000000d');
select is(pg_temp.post('@Mo still there?', false, array['a4600000-0000-4000-8000-00000000000b']::uuid[]) -> 'not_notified',
  '["a4600000-0000-4000-8000-00000000000b"]'::jsonb, 'a member removed since is not notified, and the answer says so');
select is(pg_temp.told('@Mo still there?'), '', 'nobody is told, not even as a past writer of the thread');
select tests.authenticate_as('a4600000-0000-4000-8000-00000000000b');
select is((public.comment_notices(tests.workspace_named('Com One')) -> 'total')::int, 0,
  'and the removed member''s earlier notifications are no longer readable');

-- Counts ----------------------------------------------------------------------------------------

select tests.authenticate_as('a4600000-0000-4000-8000-00000000000d');
select is((select comments from public.tender_comment_counts(array[pg_temp.tender()])), 7,
  'the tender''s count holds its thread and its tasks''');
select is((select comments from public.task_comment_counts(pg_temp.tender()) where task_id = pg_temp.task()), 2,
  'each task has its own count');

-- Deleting --------------------------------------------------------------------------------------

select tests.authenticate_as('a4600000-0000-4000-8000-00000000000d');
delete from public.comments where id = pg_temp.comment('Mo on the task, @Uli');
select isnt(pg_temp.comment('Mo on the task, @Uli'), null, 'a user cannot delete another''s comment');
delete from public.comments where id = pg_temp.comment('Uli on the task');
select is(pg_temp.comment('Uli on the task'), null, 'but deletes their own');
select tests.authenticate_as('a4600000-0000-4000-8000-00000000000a');
delete from public.comments where id = pg_temp.comment('Mo on the task, @Uli');
select is(pg_temp.comment('Mo on the task, @Uli'), null, 'an admin deletes anyone''s');

-- By email: one more kind of the reminder job -------------------------------------------------

select tests.authenticate_as('a4600000-0000-4000-8000-00000000000a');
select lives_ok($$ select pg_temp.post('Ada asks @Uli', false, array['a4600000-0000-4000-8000-00000000000d']::uuid[]) $$,
  'Ada mentions Uli');
select tests.authenticate_as('a4600000-0000-4000-8000-00000000000d');
update public.comment_notifications set seen_at = pg_catalog.now() where comment_id = pg_temp.comment('Mo replies');
select tests.clear_authentication();
create temporary table page on commit drop as
select m as message from jsonb_array_elements(private.collect_reminders(pg_catalog.now(), 100)::jsonb -> 'messages') m
where m ->> 'kind' = 'comment';
select is((select string_agg(message ->> 'to', ', ') from page), 'com-u@example.test',
  'one email of mentions and replies, to Uli (nobody else has one unseen in a workspace they belong to)');
select is((select string_agg((c ->> 'reason') || ' by ' || (c ->> 'author_name') || ': ' || (c ->> 'body'), ', ')
           from page, jsonb_array_elements(message -> 'comments') c),
  'mention by Ada: Ada asks @Uli', 'it holds the comment, why and who; not the reply Uli already saw in the app');
select is((select message -> 'unsubscribe' -> 0 ->> 'preference' from page), 'mentionsAndReplies',
  'its link stops mentions and replies');
select is(private.unsubscribe_reminders((select message -> 'unsubscribe' -> 0 ->> 'token' from page)),
  'mentionsAndReplies', 'the link turns Mentions and replies off');
select is((select count(*)::int from jsonb_array_elements(private.collect_reminders(pg_catalog.now(), 100)::jsonb -> 'messages') m
           where m ->> 'kind' = 'comment'), 0, 'a claimed message is not made again');
select tests.authenticate_as('a4600000-0000-4000-8000-00000000000a');
select lives_ok($$ select pg_temp.post('Ada again @Uli', false, array['a4600000-0000-4000-8000-00000000000d']::uuid[]) $$, 'Ada mentions Uli again');
select tests.clear_authentication();
select is((select count(*)::int from jsonb_array_elements(private.collect_reminders(pg_catalog.now() + interval '11 minutes', 100)::jsonb -> 'messages') m
           where m ->> 'kind' = 'comment'), 0, 'with Mentions and replies off, a new mention is in the bell only');

select * from finish();
rollback;
