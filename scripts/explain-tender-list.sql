-- The tender list's query plans on PostgreSQL 15 (docs/performance.md, Tender list indexes):
-- 10,000 tenders in one member's workspace and 90,000 in another, then EXPLAIN ANALYZE as
-- that member under RLS. Run with psql -f against a database migrated with no seed.
insert into auth.users (id, email, raw_user_meta_data) values
  ('e0000000-0000-4000-8000-000000000001', 'explain@example.com', '{"full_name": "Explain One"}'),
  ('e0000000-0000-4000-8000-000000000002', 'other@example.com', '{"full_name": "Other Two"}');
insert into public.tenders (workspace_id, user_id, reference_number, client, title, status,
                            tender_submission_date, created_at)
select m.workspace_id, m.user_id, 'REF-' || i, 'Client ' || (i % 97), 'Works ' || i,
       (enum_range(null::public.tender_status))[1 + i % 6], current_date + (i % 90) - 10,
       now() - make_interval(mins => i)
from public.workspace_members m,
     generate_series(1, case when m.user_id = 'e0000000-0000-4000-8000-000000000001' then 10000 else 90000 end) as s(i)
where m.user_id in ('e0000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000002');
insert into public.tasks (tender_id, workspace_id, user_id, name, status)
select t.id, t.workspace_id, t.user_id, 'Task ' || n, (enum_range(null::public.task_status))[1 + n % 5]
from public.tenders t, generate_series(1, 8) as g(n)
where t.user_id = 'e0000000-0000-4000-8000-000000000001';
analyze public.tenders;
analyze public.tasks;
select workspace_id as ws from public.workspace_members
where user_id = 'e0000000-0000-4000-8000-000000000001' \gset
begin;
set local role authenticated;
select set_config('request.jwt.claims',
  '{"sub": "e0000000-0000-4000-8000-000000000001", "role": "authenticated"}', true);
explain analyze select * from public.search_tenders('works 12', :'ws') order by created_at desc, id limit 25;
explain analyze select count(*) from public.search_tenders('works 12', :'ws');
explain analyze select * from public.tenders where workspace_id = :'ws'
  order by created_at desc, id limit 25 offset 200;
explain analyze select public.dashboard_summary(:'ws', 'UTC');
rollback;
