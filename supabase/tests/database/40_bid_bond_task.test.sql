-- The bid-bond task: a task made from a template needed only with a bid bond is marked so
-- (tasks.bid_bond_task), and recording the tender's bond as issued (or submitted, extended)
-- completes it when open; a bond still requested, a task not needed, another tender's or
-- another workspace's task are left alone; a later status change does not complete a task
-- the team reopened.
begin;
create extension if not exists pgtap with schema extensions;

select plan(9);

select has_column('public', 'tasks', 'bid_bond_task', 'a task says whether it is the bid-bond task');

-- Fixtures: A admin of "Bond Task One" with M (manager); C alone in "Bond Task Other".
select tests.create_user('bt-a@example.test', '{"company": "Bond Task One"}', 'f4000000-0000-4000-8000-00000000000a');
select tests.create_user('bt-m@example.test', '{"company": "Bond Task M"}', 'f4000000-0000-4000-8000-00000000000b');
select tests.create_user('bt-c@example.test', '{"company": "Bond Task Other"}', 'f4000000-0000-4000-8000-00000000000c');
select tests.add_member(tests.workspace_named('Bond Task One'), 'f4000000-0000-4000-8000-00000000000b', 'manager');

delete from public.task_templates
where workspace_id in (tests.workspace_named('Bond Task One'), tests.workspace_named('Bond Task Other'));
insert into public.task_templates (workspace_id, name, only_with_bid_bond, position)
select w, v.name, v.bond, v.pos
from (values (tests.workspace_named('Bond Task One')), (tests.workspace_named('Bond Task Other'))) as ws (w)
cross join (values ('Read the documents', false, 0), ('Arrange bid bond', true, 1)) as v (name, bond, pos);

create function pg_temp.tasks(p_ref text) returns text language sql security definer set search_path = '' as $$
  select string_agg(k.name || ' ' || k.status || case when k.bid_bond_task then ' (bond)' else '' end,
                    ', ' order by k.created_at, k.id)
  from public.tasks k join public.tenders t on t.id = k.tender_id where t.reference_number = p_ref
$$;
create function pg_temp.tender(p_ref text) returns uuid language sql security definer set search_path = '' as $$
  select t.id from public.tenders t where t.reference_number = p_ref
$$;

select tests.authenticate_as('f4000000-0000-4000-8000-00000000000c');
select public.save_tender('{"reference_number": "BT-C", "client": "Client", "title": "Theirs", "bid_bond": true}');

select tests.authenticate_as('f4000000-0000-4000-8000-00000000000a');
select public.save_tender('{"reference_number": "BT-1", "client": "Client", "title": "Bonded", "bid_bond": true}');
select public.save_tender('{"reference_number": "BT-2", "client": "Client", "title": "Later", "bid_bond": false}');
select public.save_tender('{"reference_number": "BT-3", "client": "Client", "title": "Not needed", "bid_bond": true}');
update public.tenders set bid_bond = true where reference_number = 'BT-2';
update public.tasks set status = 'not-needed' where tender_id = pg_temp.tender('BT-3') and bid_bond_task;

select is(pg_temp.tasks('BT-1'), 'Read the documents not-started, Arrange bid bond not-started (bond)',
  'a new tender''s task from a bid-bond template is the bid-bond task');
select is(pg_temp.tasks('BT-2'), 'Read the documents not-started, Arrange bid bond not-started (bond)',
  'so is one added when Bid Bond Required turns Yes');

select tests.authenticate_as('f4000000-0000-4000-8000-00000000000b');
insert into public.bid_bonds (tender_id, workspace_id, amount, currency, status)
values (pg_temp.tender('BT-1'), tests.workspace_named('Bond Task One'), 500, 'EUR', 'requested');
select is(pg_temp.tasks('BT-1'), 'Read the documents not-started, Arrange bid bond not-started (bond)',
  'a bond still requested completes nothing');

update public.bid_bonds set status = 'issued', expiry_date = date '2030-01-31' where tender_id = pg_temp.tender('BT-1');
select is(pg_temp.tasks('BT-1'), 'Read the documents not-started, Arrange bid bond completed (bond)',
  'recording the bond as issued completes the bid-bond task, and only it');

update public.tasks set status = 'in-progress' where tender_id = pg_temp.tender('BT-1') and bid_bond_task;
update public.bid_bonds set status = 'submitted' where tender_id = pg_temp.tender('BT-1');
select is(pg_temp.tasks('BT-1'), 'Read the documents not-started, Arrange bid bond in-progress (bond)',
  'a bond already out that changes status leaves a reopened task alone');

insert into public.bid_bonds (tender_id, workspace_id, amount, currency, status, expiry_date)
values (pg_temp.tender('BT-2'), tests.workspace_named('Bond Task One'), 500, 'EUR', 'submitted', date '2030-01-31'),
       (pg_temp.tender('BT-3'), tests.workspace_named('Bond Task One'), 500, 'EUR', 'issued', date '2030-01-31');
select is(pg_temp.tasks('BT-2'), 'Read the documents not-started, Arrange bid bond completed (bond)',
  'a bond recorded already submitted completes it');
select is(pg_temp.tasks('BT-3'), 'Read the documents not-started, Arrange bid bond not-needed (bond)',
  'a bid-bond task marked not needed stays so');

select is(pg_temp.tasks('BT-C'), 'Read the documents not-started, Arrange bid bond not-started (bond)',
  'another workspace''s bid-bond task is untouched');

select * from finish();
rollback;
