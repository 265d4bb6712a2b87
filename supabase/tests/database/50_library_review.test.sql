-- Library answers due for review in the morning digest (the kind 'answer-review',
-- private.remind_answer_reviews in supabase/schemas/14_library.sql; docs/reminders.md): the
-- review falls due on the owner's local day (Auckland and Los Angeles either side of UTC's
-- midnight, at fixed instants), to the owner only, never an archived entry nor another
-- workspace's, once per review cycle.
begin;
create extension if not exists pgtap with schema extensions;

select plan(12);

-- "LR One": Kai (admin, Pacific/Auckland), Lou (user, America/Los_Angeles). "LR Other": Oz.
select tests.create_user('lr-kai@example.test', '{"full_name": "Kai Admin", "company": "LR One"}',
                         'f5000000-0000-4000-8000-00000000000a');
select tests.create_user('lr-lou@example.test', '{"full_name": "Lou User"}', 'f5000000-0000-4000-8000-00000000000b');
select tests.create_user('lr-oz@example.test', '{"full_name": "Oz Other", "company": "LR Other"}',
                         'f5000000-0000-4000-8000-00000000000c');
select tests.add_member(tests.workspace_named('LR One'), 'f5000000-0000-4000-8000-00000000000b', 'user');
update public.user_profiles set time_zone = 'Pacific/Auckland' where id = 'f5000000-0000-4000-8000-00000000000a';
update public.user_profiles set time_zone = 'America/Los_Angeles' where id = 'f5000000-0000-4000-8000-00000000000b';
-- Any day of the week (44_digest_news.test.sql holds the weekends).
update public.user_profiles set preferences = preferences || '{"workingDaysOnly": false}';

-- Reviewed on 1 June 2026 every 6 months: due on 1 December 2026.
insert into public.answers (id, workspace_id, title, owner_id, status, last_reviewed_on, review_every_months) values
  ('f5000000-0000-4000-8000-0000000000a1', tests.workspace_named('LR One'), 'Kai quality policy',
   'f5000000-0000-4000-8000-00000000000a', 'approved', '2026-06-01', 6),
  ('f5000000-0000-4000-8000-0000000000a2', tests.workspace_named('LR One'), 'Lou safety policy',
   'f5000000-0000-4000-8000-00000000000b', 'draft', '2026-06-01', 6),
  ('f5000000-0000-4000-8000-0000000000a3', tests.workspace_named('LR One'), 'Kai archived answer',
   'f5000000-0000-4000-8000-00000000000a', 'archived', '2020-01-01', 6),
  ('f5000000-0000-4000-8000-0000000000a4', tests.workspace_named('LR One'), 'Kai answer with no cycle',
   'f5000000-0000-4000-8000-00000000000a', 'approved', '2020-01-01', null),
  ('f5000000-0000-4000-8000-0000000000a5', tests.workspace_named('LR Other'), 'Oz environment policy',
   'f5000000-0000-4000-8000-00000000000c', 'approved', '2026-06-01', 6);

create table pg_temp.results (n serial, result jsonb);
create function pg_temp.run(p_now timestamptz) returns void language plpgsql as $$
declare
  r jsonb;
begin
  perform pg_catalog.set_config('role', 'service_role', true);
  r := public.collect_reminders(p_now)::jsonb;
  perform public.finish_reminders((r ->> 'claim')::uuid,
    (select coalesce(array_agg((m ->> 'id')::uuid), '{}') from jsonb_array_elements(r -> 'messages') m));
  perform tests.clear_authentication();
  insert into pg_temp.results (result) values (r);
end;
$$;
-- 'title kind days' of each answer review in the last run's digest to that address.
create function pg_temp.reviews(p_email text) returns text[] language sql as $$
  select coalesce(array_agg(concat_ws(' ', i ->> 'task_name', i ->> 'kind', i ->> 'days') order by i ->> 'task_name'), '{}')
  from pg_temp.results r
  cross join jsonb_array_elements(r.result -> 'messages') m
  cross join jsonb_array_elements(m -> 'workspaces') w
  cross join jsonb_array_elements(w -> 'sections') s
  cross join jsonb_array_elements(s -> 'items') i
  where r.n = (select max(n) from pg_temp.results) and m ->> 'to' = p_email and i ->> 'kind' = 'answer-review'
$$;
-- Every digest line ever sent to that address, as text.
create function pg_temp.everything(p_email text) returns text language sql as $$
  select coalesce(string_agg(m::text, ' '), '') from pg_temp.results r
  cross join jsonb_array_elements(r.result -> 'messages') m where m ->> 'to' = p_email
$$;

-- 30 November 19:05 UTC: 1 December 08:05 in Auckland, 30 November 11:05 in Los Angeles.
select pg_temp.run('2026-11-30 19:05Z');
select is(pg_temp.reviews('lr-kai@example.test'), array['Kai quality policy answer-review 0'],
  'Auckland''s 1 December has come: its owner is told the review is due');
select is(pg_temp.reviews('lr-lou@example.test'), '{}', 'in Los Angeles it is still 30 November: not yet');
select is((select jsonb_build_array(m #>> '{unsubscribe,0,preference}', m #>> '{workspaces,0,sections,0,section}',
                                     m #>> '{workspaces,0,sections,0,items,0,tender_id}',
                                     m #>> '{workspaces,0,sections,0,items,0,due_date}')
           from pg_temp.results r, jsonb_array_elements(r.result -> 'messages') m
           where r.n = 1 and m ->> 'to' = 'lr-kai@example.test'),
  '["tenderDeadlineReminders", "today", null, "2026-12-01"]'::jsonb,
  'a line of the day (no tender), dated the day the review fell due; its link turns tenderDeadlineReminders off');

-- 1 December 16:05 UTC: 08:05 in Los Angeles (1 December), 05:05 on 2 December in Auckland.
select pg_temp.run('2026-12-01 16:05Z');
select is(pg_temp.reviews('lr-lou@example.test'), array['Lou safety policy answer-review 0'],
  'Los Angeles'' 1 December has come: a user owning a draft is told too');

-- 2 December 19:05 UTC: 3 December 08:05 in Auckland; the same cycle, still unreviewed.
select pg_temp.run('2026-12-02 19:05Z');
select is(pg_temp.reviews('lr-kai@example.test'), '{}', 'not sent twice in one review cycle');
select is((select count(*)::int from private.reminder_log g where g.item_kind = 'answer-review'
             and g.item_id = 'f5000000-0000-4000-8000-0000000000a1'), 1, 'the ledger holds it once');

-- A review recorded on 3 December, every month: due again on 3 January 2027.
update public.answers set last_reviewed_on = '2026-12-03', review_every_months = 1
where id = 'f5000000-0000-4000-8000-0000000000a1';
select pg_temp.run('2027-01-01 19:05Z');
select is(pg_temp.reviews('lr-kai@example.test'), '{}', 'reviewed: nothing before the next cycle''s day');
select pg_temp.run('2027-01-02 19:05Z');
select is(pg_temp.reviews('lr-kai@example.test'), array['Kai quality policy answer-review 0'],
  'the next cycle''s day (3 January in Auckland): told again');

select ok(pg_temp.everything('lr-kai@example.test') not like '%Kai archived answer%'
          and pg_temp.everything('lr-kai@example.test') not like '%Kai answer with no cycle%',
  'never an archived entry, nor one without a review cycle');
select ok(pg_temp.everything('lr-kai@example.test') not like '%Lou safety policy%'
          and pg_temp.everything('lr-lou@example.test') not like '%Kai quality policy%',
  'the owner only: a colleague is not told of another''s answer');
select ok(pg_temp.everything('lr-oz@example.test') like '%Oz environment policy%'
          and pg_temp.everything('lr-oz@example.test') not like '%Kai quality policy%'
          and pg_temp.everything('lr-kai@example.test') not like '%Oz environment policy%',
  'another workspace sees nothing of this one''s answers, nor this one of its');

-- Turning 'Tender deadline reminders' off stops it (the kind's preference).
update public.user_profiles set preferences = preferences || '{"tenderDeadlineReminders": false}'
where id = 'f5000000-0000-4000-8000-00000000000b';
update public.answers set last_reviewed_on = '2026-12-01', review_every_months = 1
where id = 'f5000000-0000-4000-8000-0000000000a2';
select pg_temp.run('2027-01-01 16:05Z');
select is(pg_temp.reviews('lr-lou@example.test'), '{}', '''Tender deadline reminders'' off: not told');

select * from finish();
rollback;
