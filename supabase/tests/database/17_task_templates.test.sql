-- Task templates apply only where they fit: a template marked
-- only_with_bid_bond ('Arrange bid bond') goes into a new tender only when Bid Bond Required
-- is Yes, and into an existing tender when it turns Yes (once); turning it back to No leaves
-- the tasks as they are.
begin;
select plan(12);

select has_column('public', 'default_tasks', 'only_with_bid_bond', 'a template says whether it needs a bid bond');
select col_default_is('public', 'default_tasks', 'only_with_bid_bond', 'false',
  'a template fits every tender unless marked');
select trigger_is('public', 'tenders', 'tenders_add_templates_that_now_fit', 'private', 'add_templates_that_now_fit',
  'a tender whose Bid Bond Required changes gets the templates that now fit');

-- Fixtures: A, admin of "Templates"; three templates, the middle one only with a bid bond.

select tests.create_user('tt-a@example.test', '{"company": "Templates"}', 'f1700000-0000-4000-8000-00000000000a');

delete from public.default_tasks;
insert into public.default_tasks (name, description, created_at, only_with_bid_bond)
values ('Read the documents', '', now() - interval '2 days', false),
       ('Arrange bid bond', 'From the bank', now() - interval '1 day', true),
       ('Submit', '', now(), false);
-- Workspaces take their task templates from default_tasks when they are created: start the ones
-- made above from this set.
delete from public.task_templates;
select count(private.copy_default_task_templates(w.id)::text) from public.workspaces w;


-- A tender's task names, oldest first.
create function pg_temp.task_names(p_reference text) returns text[]
language sql stable set search_path = '' as $$
  select coalesce(pg_catalog.array_agg(t.name order by t.created_at, t.id), '{}')
  from public.tasks t join public.tenders d on d.id = t.tender_id
  where d.reference_number = p_reference
$$;

select tests.authenticate_as('f1700000-0000-4000-8000-00000000000a');

select public.save_tender('{"reference_number": "TT-1", "client": "Client", "title": "No bond", "bid_bond": false}');
select public.save_tender('{"reference_number": "TT-2", "client": "Client", "title": "With bond", "bid_bond": true}');

select is(pg_temp.task_names('TT-1'), array['Read the documents', 'Submit'],
  'a tender without a bid bond gets no bid-bond task');
select is(pg_temp.task_names('TT-2'), array['Read the documents', 'Arrange bid bond', 'Submit'],
  'a tender with a bid bond gets every template, in order');

-- Bid Bond Required turns Yes: the bid-bond task is added, as a new not-started task by the editor.
update public.tenders set bid_bond = true where reference_number = 'TT-1';
select is(pg_temp.task_names('TT-1'), array['Read the documents', 'Submit', 'Arrange bid bond'],
  'turning Bid Bond Required to Yes adds the bid-bond task');
select results_eq(
  $$select t.description, t.status::text, t.user_id, t.assignee_id
    from public.tasks t join public.tenders d on d.id = t.tender_id
    where d.reference_number = 'TT-1' and t.name = 'Arrange bid bond'$$,
  $$values ('From the bank', 'not-started', 'f1700000-0000-4000-8000-00000000000a'::uuid, null::uuid)$$,
  'the added task is the template''s, not started, created by whoever changed the tender');

-- Back to No: the task stays (it may hold work). Yes again: not added twice.
update public.tenders set bid_bond = false where reference_number = 'TT-1';
select is(pg_temp.task_names('TT-1'), array['Read the documents', 'Submit', 'Arrange bid bond'],
  'turning Bid Bond Required back to No leaves the tasks alone');
update public.tenders set bid_bond = true where reference_number = 'TT-1';
select is(pg_temp.task_names('TT-1'), array['Read the documents', 'Submit', 'Arrange bid bond'],
  'turning it to Yes again adds nothing the tender already has');

-- A renamed or differently cased task of that name counts as had; other edits add nothing.
update public.tasks set name = ' arrange BID bond ' where name = 'Arrange bid bond'
  and tender_id = (select id from public.tenders where reference_number = 'TT-2');
update public.tenders set bid_bond = false where reference_number = 'TT-2';
update public.tenders set bid_bond = true where reference_number = 'TT-2';
select is(pg_temp.task_names('TT-2'), array['Read the documents', ' arrange BID bond ', 'Submit'],
  'a task with the template''s name in other case or spacing counts as the tender having it');
update public.tenders set title = 'No bond, renamed' where reference_number = 'TT-1';
select is(pg_catalog.cardinality(pg_temp.task_names('TT-1')), 3, 'editing other fields adds no task');

-- Without a caller (SQL run by the owner), the task is the tender creator's.
select tests.clear_authentication();
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title)
values ('f1700000-0000-4000-8000-0000000000b1', tests.workspace_named('Templates'),
        'f1700000-0000-4000-8000-00000000000a', 'TT-3', 'Client', 'Set up by SQL');
update public.tenders set bid_bond = true where reference_number = 'TT-3';
select results_eq(
  $$select t.name, t.user_id from public.tasks t where t.tender_id = 'f1700000-0000-4000-8000-0000000000b1'$$,
  $$values ('Arrange bid bond', 'f1700000-0000-4000-8000-00000000000a'::uuid)$$,
  'without a signed-in caller the added task is the tender creator''s');

select * from finish();
rollback;
