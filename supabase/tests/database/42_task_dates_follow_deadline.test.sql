-- Task dates follow a moved deadline: when a tender's submission deadline moves (an edit
-- through save_tender, or an addendum), its open tasks counted from it move by the same number
-- of days; completed ones, tasks dated by hand and another tender's stay; the change lists the
-- moved tasks and the open hand-dated ones. A deadline set or cleared moves nothing. Undo moves
-- them back once (they count as hand-dated afterwards); 'move-hand-dated' moves the others once.
-- Another workspace can do neither.
begin;
create extension if not exists pgtap with schema extensions;

select plan(14);

select has_column('public', 'tasks', 'due_anchor', 'a task says which deadline its date counts from');

select tests.create_user('mv-a@example.test', '{"company": "Move One"}', 'f4200000-0000-4000-8000-00000000000a');
select tests.create_user('mv-c@example.test', '{"company": "Move Other"}', 'f4200000-0000-4000-8000-00000000000c');

delete from public.task_templates where workspace_id = tests.workspace_named('Move One');
insert into public.task_templates (workspace_id, name, due_days_before, position)
values (tests.workspace_named('Move One'), 'Read', 10, 0),
       (tests.workspace_named('Move One'), 'Questions', 5, 1),
       (tests.workspace_named('Move One'), 'Submit', 0, 2),
       (tests.workspace_named('Move One'), 'Undated', null, 3);

create function pg_temp.due(p_ref text) returns text language sql security definer set search_path = '' as $$
  select string_agg(k.name || ' ' || coalesce(pg_catalog.to_char(k.due_date, 'MM-DD'), '-')
                    || coalesce(' ' || k.due_anchor, ''), ', ' order by k.created_at, k.id)
  from public.tasks k join public.tenders t on t.id = k.tender_id where t.reference_number = p_ref
$$;
create function pg_temp.tender(p_ref text) returns public.tenders language sql security definer set search_path = '' as $$
  select * from public.tenders t where t.reference_number = p_ref
$$;
create function pg_temp.last_change(p_ref text) returns public.deadline_changes language sql security definer set search_path = '' as $$
  select c.* from public.deadline_changes c join public.tenders t on t.id = c.tender_id
  where t.reference_number = p_ref order by c.changed_at desc limit 1
$$;
create function pg_temp.counts(p_ref text) returns text language sql as $$
  select cardinality(c.moved_task_ids) || ' moved, ' || cardinality(c.hand_dated_task_ids) || ' by hand'
  from pg_temp.last_change(p_ref) c
$$;

select tests.authenticate_as('f4200000-0000-4000-8000-00000000000a');
select public.save_tender('{"reference_number": "MV-1", "client": "Client", "title": "Moves",
                             "tender_submission_date": "2030-12-11"}');
select public.save_tender('{"reference_number": "MV-2", "client": "Client", "title": "Neighbour",
                             "tender_submission_date": "2030-12-11"}');
select is(pg_temp.due('MV-1'), 'Read 12-01 submission, Questions 12-06 submission, Submit 12-11 submission, Undated -',
  'a template''s dated task counts from the submission deadline');

-- The team works: one task done, one redated by hand (it forgets the deadline).
update public.tasks k set status = 'completed' from public.tenders t
where t.id = k.tender_id and t.reference_number = 'MV-1' and k.name = 'Read';
update public.tasks k set due_date = date '2030-12-08' from public.tenders t
where t.id = k.tender_id and t.reference_number = 'MV-1' and k.name = 'Questions';
select is(pg_temp.due('MV-1'), 'Read 12-01 submission, Questions 12-08, Submit 12-11 submission, Undated -',
  'a due date changed by hand forgets its deadline');

select public.record_addendum((pg_temp.tender('MV-1')).id, '1', date '2030-11-20', 'Extension',
                              null, false, null, true, date '2030-12-18');
select is(pg_temp.due('MV-1'), 'Read 12-01 submission, Questions 12-08, Submit 12-18 submission, Undated -',
  'an addendum moving the deadline 7 days moves the open tasks counted from it by 7 days, and only them');
select is(pg_temp.counts('MV-1'), '1 moved, 1 by hand', 'the change lists the moved task and the hand-dated one');
select is(pg_temp.due('MV-2'), 'Read 12-01 submission, Questions 12-06 submission, Submit 12-11 submission, Undated -',
  'another tender''s tasks stay');

select is(public.move_task_dates((pg_temp.last_change('MV-1')).id, 'move-hand-dated'), 1, 'moving the hand-dated too moves one');
select is(pg_temp.due('MV-1'), 'Read 12-01 submission, Questions 12-15, Submit 12-18 submission, Undated -',
  'by the same 7 days');
select is(public.move_task_dates((pg_temp.last_change('MV-1')).id, 'move-hand-dated'), 0, 'and only once');

-- An edit through save_tender moves them too, back 3 days.
select public.save_tender('{"tender_submission_date": "2030-12-15"}', (pg_temp.tender('MV-1')).id,
                          (pg_temp.tender('MV-1')).updated_at);
select is(pg_temp.due('MV-1'), 'Read 12-01 submission, Questions 12-15, Submit 12-15 submission, Undated -',
  'an edit that moves the deadline back 3 days moves them back 3 days');

-- Another workspace can neither undo nor move.
select tests.authenticate_as('f4200000-0000-4000-8000-00000000000c');
select throws_ok(format('select public.move_task_dates(%L, ''undo'')', (pg_temp.last_change('MV-1')).id),
  'P0002', null, 'another workspace cannot undo the move');

select tests.authenticate_as('f4200000-0000-4000-8000-00000000000a');
select is(public.move_task_dates((pg_temp.last_change('MV-1')).id, 'undo'), 1, 'Undo moves the moved task back');
select is(pg_temp.due('MV-1'), 'Read 12-01 submission, Questions 12-15, Submit 12-18, Undated -',
  'to its date before, now dated by hand');

select public.save_tender('{"tender_submission_date": null}', (pg_temp.tender('MV-2')).id,
                          (pg_temp.tender('MV-2')).updated_at);
select is(pg_temp.due('MV-2') || ' / ' || pg_temp.counts('MV-2'),
  'Read 12-01 submission, Questions 12-06 submission, Submit 12-11 submission, Undated - / 0 moved, 0 by hand',
  'a cleared deadline moves nothing');

select * from finish();
rollback;
