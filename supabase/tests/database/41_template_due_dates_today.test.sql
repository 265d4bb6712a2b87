-- A template's due date is never before its creator's today: a new tender (and a tender whose
-- Bid Bond Required turns Yes) gets tasks due the deadline minus the offset, or the creator's
-- local day (user_profiles.time_zone) when that day has passed; undated stays undated. Two
-- creators a day apart (UTC+14 and UTC-11), in two workspaces, each get their own today.
begin;
create extension if not exists pgtap with schema extensions;

select plan(6);

select tests.create_user('today-k@example.test', '{"company": "Today East"}', 'f4100000-0000-4000-8000-00000000000a');
select tests.create_user('today-p@example.test', '{"company": "Today West"}', 'f4100000-0000-4000-8000-00000000000c');
update public.user_profiles set time_zone = 'Pacific/Kiritimati' where id = 'f4100000-0000-4000-8000-00000000000a';
update public.user_profiles set time_zone = 'Pacific/Pago_Pago' where id = 'f4100000-0000-4000-8000-00000000000c';

delete from public.task_templates
where workspace_id in (tests.workspace_named('Today East'), tests.workspace_named('Today West'));
insert into public.task_templates (workspace_id, name, due_days_before, only_with_bid_bond, position)
select w, v.name, v.days, v.bond, v.pos
from (values (tests.workspace_named('Today East')), (tests.workspace_named('Today West'))) as ws (w)
cross join (values ('Read', 30, false, 0), ('Questions', 3, false, 1), ('Submit', 0, false, 2),
                   ('Undated', null, false, 3), ('Arrange bid bond', 20, true, 4)) as v (name, days, bond, pos);

create function pg_temp.zone_today(p_zone text) returns date language sql as $$
  select (now() at time zone p_zone)::date
$$;
-- Each task's due date as days from the zone's today ('-' when undated).
create function pg_temp.due(p_ref text, p_zone text) returns text language sql security definer set search_path = '' as $$
  select string_agg(k.name || ' ' || coalesce((k.due_date - pg_temp.zone_today(p_zone))::text, '-'),
                    ', ' order by k.created_at, k.id)
  from public.tasks k join public.tenders t on t.id = k.tender_id where t.reference_number = p_ref
$$;

select isnt(pg_temp.zone_today('Pacific/Kiritimati'), pg_temp.zone_today('Pacific/Pago_Pago'),
  'the two creators'' days differ (25 hours apart)');

select tests.authenticate_as('f4100000-0000-4000-8000-00000000000a');
select public.save_tender(jsonb_build_object('reference_number', 'TD-E', 'client', 'Client', 'title', 'East',
  'tender_submission_date', pg_temp.zone_today('Pacific/Kiritimati') + 5));
select is(pg_temp.due('TD-E', 'Pacific/Kiritimati'), 'Read 0, Questions 2, Submit 5, Undated -',
  'a date before the creator''s today becomes their today; later ones keep their offset; undated stays undated');

select public.save_tender(jsonb_build_object('reference_number', 'TD-PAST', 'client', 'Client', 'title', 'Past',
  'tender_submission_date', pg_temp.zone_today('Pacific/Kiritimati') - 2));
select is(pg_temp.due('TD-PAST', 'Pacific/Kiritimati'), 'Read 0, Questions 0, Submit 0, Undated -',
  'a deadline already past dates every task today, none overdue');

update public.tenders set bid_bond = true where reference_number = 'TD-E';
select is(pg_temp.due('TD-E', 'Pacific/Kiritimati'), 'Read 0, Questions 2, Submit 5, Undated -, Arrange bid bond 0',
  'a bid-bond task added later is never overdue either');

select tests.authenticate_as('f4100000-0000-4000-8000-00000000000c');
select public.save_tender(jsonb_build_object('reference_number', 'TD-W', 'client', 'Client', 'title', 'West',
  'tender_submission_date', pg_temp.zone_today('Pacific/Pago_Pago') + 5));
select is(pg_temp.due('TD-W', 'Pacific/Pago_Pago'), 'Read 0, Questions 2, Submit 5, Undated -',
  'another workspace''s creator gets their own today');
select is((select count(*)::int from public.tasks), 4, 'and sees only their own workspace''s tasks');

select * from finish();
rollback;
