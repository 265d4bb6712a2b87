-- Seed data, applied after the migrations on a fresh database (`supabase db reset`,
-- `supabase start`, and the local stack in packages/local-supabase).
--
-- Two parts:
--   1. Default task templates (public.default_tasks). Every environment needs them.
--   2. A demo team (an admin, a manager and a user in one workspace) with about 40
--      tenders and their tasks, starting at the line
--      `-- demo account below`. The local stack cuts the file at that exact line when
--      SUPABASE_LOCAL_SEED=none, so only part 1 is applied. Keep the marker line as is.
--
-- Plain SQL, deterministic (no random()): fixed ids (workspaces get theirs from the sign-up
-- trigger), dates relative to now().

-- ---------------------------------------------------------------------------
-- 1. Default task templates, oldest first = the order tasks are created in a new tender;
--    only_with_bid_bond: only for tenders that require a bid bond; due_days_before: a new
--    tender's copy is due this many days before its submission deadline
-- ---------------------------------------------------------------------------

insert into public.default_tasks (id, name, description, created_at, only_with_bid_bond, due_days_before)
values
  ('00000000-0000-4000-8000-000000000101', 'Review tender documents',
   'Read the invitation, specifications, evaluation criteria and contract terms; note mandatory requirements and deadlines.',
   '2026-01-01 09:00:00+00', false, 21),
  ('00000000-0000-4000-8000-000000000102', 'Send clarification questions',
   'Collect open points from the team and submit clarification questions before the inquiry deadline.',
   '2026-01-01 09:01:00+00', false, 14),
  ('00000000-0000-4000-8000-000000000103', 'Attend site visit',
   'Register for the site visit or pre-bid meeting if one is offered, and record findings for the proposal.',
   '2026-01-01 09:02:00+00', false, 14),
  ('00000000-0000-4000-8000-000000000104', 'Prepare technical proposal',
   'Method statement, work plan, team CVs, references and compliance matrix against the specifications.',
   '2026-01-01 09:03:00+00', false, 5),
  ('00000000-0000-4000-8000-000000000105', 'Prepare financial proposal',
   'Price schedule, supplier and subcontractor quotes, margins and payment terms, checked against the budget.',
   '2026-01-01 09:04:00+00', false, 5),
  ('00000000-0000-4000-8000-000000000106', 'Arrange bid bond',
   'Request the bid bond from the bank or insurer in the required form, amount and validity.',
   '2026-01-01 09:05:00+00', true, 7),
  ('00000000-0000-4000-8000-000000000107', 'Final review and sign-off',
   'Check completeness against the submission checklist, signatures and stamps; management sign-off on price.',
   '2026-01-01 09:06:00+00', false, 1),
  ('00000000-0000-4000-8000-000000000108', 'Submit tender',
   'Upload or deliver the bid before the submission deadline and keep the receipt or confirmation.',
   '2026-01-01 09:07:00+00', false, 0)
on conflict (id) do nothing;

-- demo account below
-- The demo team, in the workspace "Northwind Builders":
--   demo@example.com    / demo-password     Dana Demo, admin
--   manager@example.com / manager-password  Morgan Reyes, manager
--   user@example.com    / user-password     Sam Okafor, user
-- Inserted the way Supabase's own seeds do it, so the same rows work on hosted Supabase,
-- `supabase start` and the local stack: empty-string token columns (GoTrue cannot read
-- NULL there), a confirmed email, and an email identity. The on_auth_user_created trigger
-- gives each a profile and a workspace of their own (Dana's is named after her company);
-- Morgan and Sam then join Dana's, as if they had accepted her invitations.

with team (id, identity_id, email, password, meta, days_ago) as (
  values
    ('de000000-0000-4000-8000-000000000001'::uuid, 'de000000-0000-4000-8000-000000000002'::uuid,
     'demo@example.com', 'demo-password',
     '{"first_name": "Dana", "last_name": "Demo", "full_name": "Dana Demo", "company": "Northwind Builders"}'::jsonb,
     240),
    ('de000000-0000-4000-8000-000000000003'::uuid, 'de000000-0000-4000-8000-000000000004'::uuid,
     'manager@example.com', 'manager-password',
     '{"first_name": "Morgan", "last_name": "Reyes", "full_name": "Morgan Reyes"}'::jsonb,
     230),
    ('de000000-0000-4000-8000-000000000005'::uuid, 'de000000-0000-4000-8000-000000000006'::uuid,
     'user@example.com', 'user-password',
     '{"first_name": "Sam", "last_name": "Okafor", "full_name": "Sam Okafor"}'::jsonb,
     120)
),
users as (
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    confirmation_token, recovery_token, email_change_token_new, email_change,
    raw_app_meta_data, raw_user_meta_data, last_sign_in_at, created_at, updated_at
  )
  select
    '00000000-0000-0000-0000-000000000000', t.id, 'authenticated', 'authenticated', t.email,
    extensions.crypt(t.password, extensions.gen_salt('bf', 10)),
    now() - t.days_ago * interval '1 day',
    '', '', '', '',
    '{"provider": "email", "providers": ["email"]}'::jsonb,
    t.meta,
    now() - interval '1 day',
    now() - t.days_ago * interval '1 day',
    now() - t.days_ago * interval '1 day'
  from team t
  on conflict (id) do nothing
  returning id
)
insert into auth.identities (
  id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
)
select
  t.identity_id, t.id::text, t.id,
  jsonb_build_object('sub', t.id, 'email', t.email, 'email_verified', true, 'phone_verified', false),
  'email',
  now() - interval '1 day',
  now() - t.days_ago * interval '1 day',
  now() - t.days_ago * interval '1 day'
from team t
where t.id in (select id from users)
on conflict do nothing;

-- Dana's workspace takes a fixed id, so the demo documents seeded into Storage
-- (supabase/storage/tender-documents/<workspace>/<tender>/…) can name their folder.
insert into public.workspaces (id, name, created_by, created_at)
select 'de100000-0000-4000-8000-000000000001', w.name, w.created_by, w.created_at
from public.workspaces w
where w.created_by = 'de000000-0000-4000-8000-000000000001'
on conflict (id) do nothing;
insert into public.workspace_members (workspace_id, user_id, role)
values ('de100000-0000-4000-8000-000000000001', 'de000000-0000-4000-8000-000000000001', 'admin')
on conflict do nothing;
update public.user_profiles
set current_workspace_id = 'de100000-0000-4000-8000-000000000001'
where id = 'de000000-0000-4000-8000-000000000001';
delete from public.workspaces
where created_by = 'de000000-0000-4000-8000-000000000001' and id <> 'de100000-0000-4000-8000-000000000001';

update public.user_profiles p
set role = v.job_title
from (values
  ('de000000-0000-4000-8000-000000000001'::uuid, 'Bid Manager'),
  ('de000000-0000-4000-8000-000000000003'::uuid, 'Estimator'),
  ('de000000-0000-4000-8000-000000000005'::uuid, 'Bid Coordinator')
) as v (id, job_title)
where p.id = v.id;

-- Each workspace dates from its creator's sign-up.
update public.workspaces w
set created_at = u.created_at
from auth.users u
where u.id = w.created_by and u.id in (
  'de000000-0000-4000-8000-000000000001', 'de000000-0000-4000-8000-000000000003',
  'de000000-0000-4000-8000-000000000005');

update public.workspace_members m
set created_at = u.created_at
from auth.users u
where u.id = m.user_id and m.role = 'admin' and u.id in (
  'de000000-0000-4000-8000-000000000001', 'de000000-0000-4000-8000-000000000003',
  'de000000-0000-4000-8000-000000000005');

-- Morgan and Sam join Dana's workspace, which becomes their current one.
insert into public.workspace_members (workspace_id, user_id, role, created_at)
select w.id, v.user_id, v.role::public.workspace_role, now() - v.days_ago * interval '1 day'
from public.workspaces w
cross join (values
  ('de000000-0000-4000-8000-000000000003'::uuid, 'manager', 229),
  ('de000000-0000-4000-8000-000000000005'::uuid, 'user', 119)
) as v (user_id, role, days_ago)
where w.created_by = 'de000000-0000-4000-8000-000000000001'
on conflict do nothing;

update public.user_profiles p
set current_workspace_id = w.id
from public.workspaces w
where w.created_by = 'de000000-0000-4000-8000-000000000001'
  and p.id in ('de000000-0000-4000-8000-000000000003', 'de000000-0000-4000-8000-000000000005');

-- About 40 tenders over the last 8 months. Statuses follow an SME's pipeline: older bids
-- decided (4 won, 11 lost; 4 declined; 1 cancelled by the buyer), recent ones still
-- open. Open tenders have deadlines in the coming weeks; decided ones in the past.
-- Columns: n, days ago, reference prefix, number, client, title, channel, type, status,
-- bid bond, days from creation (decided) or from today (open) to the submission deadline.
with demo (n, days_ago, prefix, num, client, title, channel, type, status, bid_bond, due) as (
  values
    (1, 235, 'RFP', 3, 'City of Springfield', 'Road resurfacing, district 4', 'government-portal', 'public-tender', 'lost', true, 28),
    (2, 228, 'ITB', 5, 'Springfield Unified School District', 'HVAC replacement at Lincoln Elementary', 'government-portal', 'public-tender', 'won', true, 30),
    (3, 221, 'RFQ', 11, 'Shelbyville Water Authority', 'Pump station maintenance contract', 'vendor-portal', 'limited-tender', 'lost', false, 21),
    (4, 214, 'RFP', 14, 'State Department of Transportation', 'Bridge deck rehabilitation, Route 9', 'government-portal', 'two-stage-tender', 'declined', true, 35),
    (5, 205, 'ITB', 17, 'Capital City Council', 'Library roof waterproofing', 'government-portal', 'public-tender', 'lost', false, 24),
    (6, 198, 'RFQ', 21, 'Evergreen Housing Association', 'Kitchen refurbishment, 24 units', 'other', 'direct-purchase', 'lost', false, 14),
    (7, 190, 'RFP', 22, 'Ogdenville Community Hospital', 'Car park lighting upgrade to LED', 'vendor-portal', 'limited-tender', 'won', false, 21),
    (8, 182, 'ITB', 26, 'City of Springfield', 'Sidewalk repairs, downtown core', 'government-portal', 'public-tender', 'lost', true, 28),
    (9, 175, 'EOI', 29, 'Regional Transit Agency', 'Depot electrification, phase 1', 'government-portal', 'two-stage-tender', 'declined', true, 42),
    (10, 168, 'RFQ', 31, 'North Haverbrook Parks Department', 'Playground equipment installation', 'vendor-portal', 'direct-purchase', 'lost', false, 14),
    (11, 160, 'RFP', 34, 'Springfield Unified School District', 'Framework for minor building works', 'government-portal', 'framework-agreement', 'lost', false, 35),
    (12, 152, 'ITB', 38, 'Shelbyville Water Authority', 'Water main replacement, Elm Street', 'government-portal', 'public-tender', 'won', true, 28),
    (13, 145, 'RFQ', 40, 'Greenfield Logistics Ltd', 'Warehouse racking and floor marking', 'other', 'other', 'cancelled', false, 10),
    (14, 137, 'RFP', 43, 'Capital City Council', 'Street tree planting programme 2026', 'government-portal', 'public-tender', 'submitted', false, 30),
    (15, 130, 'ITB', 47, 'State University Facilities Office', 'Laboratory fume hood replacement', 'vendor-portal', 'limited-tender', 'lost', true, 25),
    (16, 122, 'RFP', 50, 'Port of Springfield', 'Quay wall inspection and repair', 'government-portal', 'two-stage-tender', 'declined', true, 40),
    (17, 115, 'RFQ', 52, 'Evergreen Housing Association', 'Window replacement, Maple Court', 'other', 'direct-purchase', 'lost', false, 12),
    (18, 108, 'ITB', 55, 'City of Springfield', 'Fire station 3 extension', 'government-portal', 'public-tender', 'won', true, 32),
    (19, 100, 'RFP', 58, 'County Health Services', 'Clinic accessibility works (ramps and lifts)', 'government-portal', 'public-tender', 'lost', false, 28),
    (20, 93, 'RFQ', 61, 'Ogdenville Community Hospital', 'Emergency generator servicing', 'vendor-portal', 'limited-tender', 'submitted', false, 20),
    (21, 85, 'ITB', 63, 'Shelbyville Town Council', 'Town hall facade restoration', 'government-portal', 'public-tender', 'lost', true, 30),
    (22, 78, 'RFP', 66, 'Regional Airport Authority', 'Terminal baggage hall refurbishment', 'government-portal', 'two-stage-tender', 'declined', true, 45),
    (23, 70, 'ITB', 70, 'Springfield Unified School District', 'Gymnasium floor replacement', 'government-portal', 'public-tender', 'submitted', false, 26),
    (24, 63, 'RFQ', 72, 'Greenfield Logistics Ltd', 'Loading dock levellers supply and fit', 'other', 'direct-purchase', 'submitted', false, 14),
    (25, 56, 'RFP', 75, 'State Department of Transportation', 'Highway signage replacement, I-12 corridor', 'government-portal', 'framework-agreement', 'in-development', true, 18),
    (26, 49, 'EOI', 78, 'Capital City Council', 'Solar panels on municipal buildings', 'government-portal', 'two-stage-tender', 'under-review', false, 25),
    (27, 44, 'ITB', 80, 'North Haverbrook Parks Department', 'Skate park resurfacing', 'vendor-portal', 'public-tender', 'submitted', false, 21),
    (28, 40, 'RFP', 83, 'County Health Services', 'Medical centre fit-out, level 2', 'government-portal', 'public-tender', 'in-development', true, 12),
    (29, 35, 'RFQ', 85, 'Evergreen Housing Association', 'Roof repairs, Birch House', 'other', 'direct-purchase', 'under-review', false, 9),
    (30, 31, 'ITB', 88, 'City of Springfield', 'Storm drain clearing, spring programme', 'government-portal', 'public-tender', 'submitted', false, 20),
    (31, 27, 'RFP', 90, 'State University Facilities Office', 'Student residence refurbishment, block C', 'vendor-portal', 'limited-tender', 'in-development', true, 16),
    (32, 23, 'RFQ', 93, 'Ogdenville Community Hospital', 'Nurse call system upgrade', 'vendor-portal', 'limited-tender', 'under-review', false, 21),
    (33, 20, 'ITB', 95, 'Shelbyville Water Authority', 'Reservoir fencing and access gates', 'government-portal', 'public-tender', 'submitted', false, 14),
    (34, 16, 'RFP', 97, 'Port of Springfield', 'Warehouse 7 roof replacement', 'government-portal', 'public-tender', 'in-development', true, 24),
    (35, 13, 'RFQ', 99, 'Greenfield Logistics Ltd', 'Office partitioning, second floor', 'other', 'other', 'under-review', false, 30),
    (36, 10, 'ITB', 102, 'Capital City Council', 'Community centre heating upgrade', 'government-portal', 'public-tender', 'in-development', false, 19),
    (37, 7, 'RFP', 104, 'Regional Transit Agency', 'Bus shelter replacement, 40 sites', 'government-portal', 'framework-agreement', 'under-review', true, 35),
    (38, 5, 'ITB', 106, 'Springfield Unified School District', 'Science block electrical rewiring', 'government-portal', 'public-tender', 'in-development', false, 26),
    (39, 3, 'RFQ', 108, 'County Health Services', 'Ambulance station doors and shutters', 'vendor-portal', 'limited-tender', 'in-development', false, 15),
    (40, 1, 'RFP', 110, 'City of Springfield', 'Road resurfacing, district 7', 'government-portal', 'public-tender', 'under-review', true, 40)
),
dated as (
  select d.*,
         now() - d.days_ago * interval '1 day' - (d.n % 5) * interval '1 hour' as created,
         d.status in ('under-review', 'in-development') as open
  from demo d
)
insert into public.tenders (
  id, workspace_id, user_id, reference_number, client, title, description, channel, type, status,
  bid_bond, inquiry_submission_date, tender_submission_date, created_at, updated_at
)
select
  md5('demo-tender-' || x.n)::uuid,
  (select w.id from public.workspaces w where w.created_by = 'de000000-0000-4000-8000-000000000001'),
  -- Dana (admin) created most bids, Morgan (manager) every third.
  case when x.n % 3 = 0 then 'de000000-0000-4000-8000-000000000003'::uuid
       else 'de000000-0000-4000-8000-000000000001'::uuid end,
  x.prefix || '-' || to_char(x.created, 'YYYY') || '-' || lpad(x.num::text, 3, '0'),
  x.client,
  x.title,
  x.client || ' invites bids for: ' || lower(x.title) || '. Scope, specifications and evaluation criteria are in the tender documents.',
  x.channel::public.tender_channel,
  x.type::public.tender_type,
  x.status::public.tender_status,
  x.bid_bond,
  x.due_date - 10,
  x.due_date,
  x.created,
  case when x.open then x.created + interval '1 day' else x.created + (x.due + 7) * interval '1 day' end
from (
  select dated.*,
         case
           when dated.open then current_date + dated.due
           else least(dated.created::date + dated.due, current_date - 1)
         end as due_date
  from dated
) x
on conflict (id) do nothing;

-- 5 to 10 tasks per tender, statuses that fit the tender's stage, created by the tender's
-- creator and assigned in turn to Dana, Morgan and Sam.
with pool (k, name, description) as (
  values
    (1, 'Review tender documents', 'Read the specifications and evaluation criteria; list mandatory requirements.'),
    (2, 'Send clarification questions', 'Submit open questions before the inquiry deadline.'),
    (3, 'Prepare technical proposal', 'Method statement, programme, team CVs and references.'),
    (4, 'Prepare financial proposal', 'Price schedule with supplier and subcontractor quotes.'),
    (5, 'Final review and sign-off', 'Checklist, signatures and management sign-off on price.'),
    (6, 'Submit tender', 'Upload before the deadline and keep the confirmation.'),
    (7, 'Attend site visit', 'Walk the site with the estimator and record constraints.'),
    (8, 'Arrange bid bond', 'Request the bond from the bank in the required form and amount.'),
    (9, 'Collect supplier quotations', 'At least three quotes for the main materials.'),
    (10, 'Update company credentials pack', 'Insurance certificates, accounts, health and safety policy.')
),
tender_tasks as (
  select t.id as tender_id, t.workspace_id, t.user_id, t.status, t.created_at,
         (substr(t.reference_number, length(t.reference_number) - 2))::int as num,
         5 + ((substr(t.reference_number, length(t.reference_number) - 2))::int % 6) as task_count
  from public.tenders t
  join public.workspaces w on w.id = t.workspace_id
  where w.created_by = 'de000000-0000-4000-8000-000000000001'
),
team (pos, user_id) as (
  values
    (0, 'de000000-0000-4000-8000-000000000001'::uuid),
    (1, 'de000000-0000-4000-8000-000000000003'::uuid),
    (2, 'de000000-0000-4000-8000-000000000005'::uuid)
)
insert into public.tasks (
  id, tender_id, workspace_id, user_id, assignee_id, name, description, status, created_at, updated_at
)
select
  md5('demo-task-' || tt.tender_id || '-' || p.k)::uuid,
  tt.tender_id,
  tt.workspace_id,
  tt.user_id,
  (select m.user_id from team m where m.pos = (tt.num + p.k) % 3),
  p.name,
  p.description,
  (case
     when tt.status = 'under-review' then
       case
         when p.k = 1 and tt.num % 2 = 0 then 'in-progress'
         when p.k = tt.task_count and tt.num % 3 = 0 then 'not-needed'
         else 'not-started'
       end
     when tt.status = 'in-development' then
       case
         when p.k <= tt.task_count / 2 then 'completed'
         when p.k = tt.task_count / 2 + 1 then 'in-progress'
         when p.k = 7 and tt.num % 2 = 0 then 'not-needed'
         else 'not-started'
       end
     when tt.status = 'declined' then
       case when p.k = 1 then 'completed' else 'canceled' end
     else
       case
         when p.k = 7 and tt.num % 3 = 0 then 'not-needed'
         when p.k = 9 and tt.num % 4 = 0 then 'canceled'
         else 'completed'
       end
   end)::public.task_status,
  tt.created_at + p.k * interval '1 minute',
  tt.created_at + p.k * interval '1 minute' + interval '1 day'
from tender_tasks tt
join pool p on p.k <= tt.task_count
on conflict (id) do nothing;

-- What each demo tender is worth (USD, the workspace's default), a few with a probability of
-- their own, when the award is expected, and our price once we bid; the outcome of every
-- decided bid: the winner and their price, our rank, the reason for a loss, a lesson.
update public.tenders t
set estimated_value = v.estimate,
    probability = case when v.n % 4 = 0 and t.status in ('under-review', 'in-development', 'submitted')
                       then 20 + (v.n % 5) * 15 end,
    expected_award_date = t.tender_submission_date + 30,
    bid_price = case when t.status in ('submitted', 'won', 'lost')
                     then round(v.estimate * (0.92 + (v.n % 7) / 100.0), -2) end
from (
  select d.n, md5('demo-tender-' || d.n)::uuid as id, (40 + (d.n * 37) % 460) * 1000.00 as estimate
  from generate_series(1, 40) as d (n)
) v
where t.id = v.id;

with decided as (
  select t.id, t.workspace_id, t.status, t.bid_price, t.tender_submission_date,
         (substr(t.reference_number, length(t.reference_number) - 2))::int as num
  from public.tenders t
  join public.workspaces w on w.id = t.workspace_id
  where w.created_by = 'de000000-0000-4000-8000-000000000001' and t.status in ('won', 'lost')
),
rivals (k, name) as (
  values (0, 'Apex Construction'), (1, 'Riverside Builders'), (2, 'Apex Construction'), (3, 'Northgate Contractors')
)
insert into public.tender_outcomes (
  tender_id, workspace_id, award_date, winner, winning_price, our_rank, loss_reason_id, loss_note, lessons
)
select
  d.id,
  d.workspace_id,
  least(d.tender_submission_date + 28, current_date - 1),
  case when d.status = 'won' then 'Northwind Builders' else (select r.name from rivals r where r.k = d.num % 4) end,
  case when d.status = 'won' then d.bid_price else round(d.bid_price * 0.93, -2) end,
  case when d.status = 'won' then 1 else 2 + d.num % 2 end,
  case when d.status = 'lost' then (
    select lr.id from public.loss_reasons lr
    where lr.workspace_id = d.workspace_id
      and lr.label = (array['Price', 'Price', 'Technical score', 'Experience', 'Compliance or eligibility'])[1 + d.num % 5]
  ) end,
  case when d.status = 'lost' then 'From the buyer''s debrief.' end,
  case when d.status = 'won' then 'Early site visit and a clear programme scored well.'
       else 'Get supplier quotes in earlier to sharpen the price.' end
from decided d
on conflict (tender_id, workspace_id) do nothing;

-- Bid decisions (docs/product.md § Bid decision), recorded as Dana (the trigger takes who
-- decided from the JWT claims, as over the API): every tender past review was decided Bid on
-- its scorecard, the won ones scored higher than the lost ones; the declined ones No bid, every
-- other one on the kill question 'A mandatory certificate is missing'.
select set_config('request.jwt.claims', '{"sub": "de000000-0000-4000-8000-000000000001", "role": "authenticated"}', false);

with decided as (
  select t.id, t.workspace_id, t.status,
         (substr(t.reference_number, length(t.reference_number) - 2))::int as num
  from public.tenders t
  join public.workspaces w on w.id = t.workspace_id
  where w.created_by = 'de000000-0000-4000-8000-000000000001'
    and t.status in ('in-development', 'submitted', 'won', 'lost', 'declined')
)
insert into public.bid_decisions (tender_id, workspace_id, decision, rationale, scores, kill_answers)
select
  d.id,
  d.workspace_id,
  (case when d.status = 'declined' then 'no-bid' else 'bid' end)::public.bid_decision_value,
  case when d.status = 'declined' then 'Outside our core work, and the margin is too thin.'
       else 'Fits our track record, and the team has the capacity.' end,
  (select jsonb_object_agg(c.id, case d.status
                                   when 'won' then 4 + (d.num + c.position) % 2
                                   when 'declined' then 1 + (d.num + c.position) % 2
                                   else 3 + (d.num + c.position) % 2
                                 end)
   from public.bid_criteria c where c.workspace_id = d.workspace_id),
  case when d.status = 'declined' and d.num % 2 = 0 then
    (select jsonb_object_agg(q.id, q.position = 1) from public.bid_kill_questions q where q.workspace_id = d.workspace_id)
  else '{}' end
from decided d
on conflict (tender_id, workspace_id) do nothing;

select set_config('request.jwt.claims', '', false);

-- Bid bonds: every demo tender that requires one and was not declined or cancelled
-- has it, in each state (requested or issued while in preparation, submitted or extended once
-- submitted, returned, forfeited or still out after the decision; one in euros), and the open
-- ones' bid validity ends, so the Bid bonds page, its totals and the bond alerts show something.
with bonded as (
  select t.id, t.workspace_id, t.status, t.currency, t.estimated_value,
         (substr(t.reference_number, length(t.reference_number) - 2))::int as num,
         row_number() over (order by t.reference_number) as rn
  from public.tenders t
  join public.workspaces w on w.id = t.workspace_id
  where w.created_by = 'de000000-0000-4000-8000-000000000001'
    and t.bid_bond and t.status not in ('declined', 'cancelled')
),
planned as (
  select b.*, (case
           when b.status in ('under-review', 'in-development') then
             case when b.num % 2 = 0 then 'requested' else 'issued' end
           when b.status = 'submitted' then case when b.num % 3 = 0 then 'extended' else 'submitted' end
           when b.status = 'won' then (array['returned', 'extended', 'submitted'])[1 + b.rn % 3]
           else case when b.rn % 3 = 0 then 'forfeited' else 'returned' end
         end)::public.bid_bond_status as bond_status
  from bonded b
)
insert into public.bid_bonds (tender_id, workspace_id, amount, currency, issuer, reference, issue_date,
                              expiry_date, status)
select p.id, p.workspace_id,
       coalesce(round(p.estimated_value * 0.02, 2), 10000 + p.num * 500),
       case when p.rn % 5 = 0 then 'EUR' else coalesce(p.currency, 'USD') end,
       (array['First Harbour Bank', 'Northwind Surety', 'Kingsway Insurance', 'Atlas Trade Bank'])[1 + p.num % 4],
       case when p.bond_status = 'requested' then '' else 'BG-' || lpad(p.num::text, 4, '0') end,
       case when p.bond_status = 'requested' then null else current_date - 20 - p.num % 30 end,
       case when p.bond_status = 'requested' then null else current_date + 5 + (p.num % 9) * 10 end,
       p.bond_status
from planned p
on conflict (tender_id, workspace_id) do nothing;

update public.tenders t
set bid_validity_end = current_date + 60
from public.workspaces w
where w.id = t.workspace_id and w.created_by = 'de000000-0000-4000-8000-000000000001'
  and t.bid_bond and t.status in ('in-development', 'submitted');

-- The answer library: answers Northwind Builders reuses, written for this demo. Most are
-- approved; a few are drafts, one archived, and two are past their review date. Columns:
-- key, category, title, tags, status, owner (1 Dana, 3 Morgan, 5 Sam), review every N
-- months, last reviewed (days ago), the answer (Markdown).
with entry (k, category, title, tags, status, owner, months, reviewed, body) as (
  values
  (1, 'Quality', 'Quality management system', '{iso 9001,quality}', 'approved', 1, 12, 40,
   E'## Our quality management system\n\nNorthwind Builders operates a quality management system certified to **ISO 9001:2015** (certificate QMS-44871, renewed every three years).\n\n- A quality plan for every contract, agreed with the client before mobilisation\n- Inspection and test plans for each trade, signed off by the site manager\n- Monthly internal audits and an annual external audit'),
  (2, 'Quality', 'Inspection and test plans', '{quality,handover}', 'approved', 3, 12, 120,
   E'Every work package has an **inspection and test plan** listing hold points, who inspects and the records kept.\n\nThe client''s representative is invited to each hold point with 48 hours'' notice; defects are logged on site tablets and closed out before handover.'),
  (3, 'Quality', 'Snagging and handover', '{handover,defects}', 'approved', 3, 24, 200,
   E'We aim for **zero defects at handover**. Snagging starts at 80 % completion, room by room, with the client invited to a joint walk-round.\n\nThe handover pack includes O&M manuals, as-built drawings, test certificates and a 12-month defects schedule.'),
  (4, 'Health and safety', 'Health and safety policy', '{safety,policy}', 'approved', 1, 12, 400,
   E'## Health and safety policy\n\nOur policy is signed by the managing director and reviewed every year. It commits us to:\n\n- Planning every task with a risk assessment and method statement\n- Consulting workers through monthly toolbox talks\n- Stopping work when anyone believes it is unsafe\n\nOur accident frequency rate over the last three years is **0.08** per 100,000 hours worked.'),
  (5, 'Health and safety', 'Working at height', '{safety,scaffolding}', 'approved', 3, 12, 60,
   E'Work at height is avoided where possible and planned where not. We use MEWPs operated by IPAF-trained staff and scaffolds erected, inspected and tagged by CISRS-qualified scaffolders.\n\nLadders are used only for short-duration, low-risk work after a documented assessment.'),
  (6, 'Health and safety', 'Working in occupied buildings', '{safety,schools,hospitals}', 'approved', 1, 12, 90,
   E'Many of our projects are in **live schools and clinics**. We agree segregated access routes, noisy-work windows and daily briefings with the building manager.\n\n| Measure | Where |\n| --- | --- |\n| Solid hoarding, 2.4 m | Every work area next to public routes |\n| Enhanced DBS checks | All staff in schools |\n| Dust extraction at source | Every cutting operation |'),
  (7, 'Health and safety', 'Accident and incident reporting', '{safety,riddor}', 'draft', 5, null, null,
   E'All accidents, incidents and near misses are reported to the site manager the same day and entered in our online log. Reportable incidents are notified within the statutory time limits.'),
  (8, 'Environment', 'Environmental management', '{iso 14001,environment}', 'approved', 1, 12, 30,
   E'Our environmental management system is certified to **ISO 14001:2015**. Each site has an environmental plan covering waste, noise, dust, water and ecology, checked in the weekly site inspection.'),
  (9, 'Environment', 'Site waste management', '{waste,recycling}', 'approved', 3, 12, 75,
   E'## Waste\n\nWe segregate waste on site into timber, metal, plasterboard, inert and general skips. Over the last year **94 %** of our construction waste was diverted from landfill.\n\nWaste transfer notes are kept for every load and reported to the client monthly.'),
  (10, 'Environment', 'Carbon reduction plan', '{carbon,net zero}', 'approved', 1, 12, 380,
   E'We publish a carbon reduction plan in the PPN 06/21 format. Our commitments:\n\n1. Net zero scope 1 and 2 emissions by 2035\n2. An all-electric van fleet by 2028\n3. HVO fuel for site plant from this year\n\nOur baseline (2022) was **412 tCO2e**; last year''s figure was 318 tCO2e.'),
  (11, 'Environment', 'Noise and dust control', '{dust,noise,neighbours}', 'approved', 3, 24, 150,
   E'Noisy work runs from 08:00 to 17:00 on weekdays only unless agreed otherwise. We use water suppression and on-tool extraction for dust, and a named contact answers neighbours'' concerns within one working day.'),
  (12, 'Social value', 'Local employment and apprenticeships', '{social value,apprentices}', 'approved', 1, 12, 45,
   E'On contracts above £500,000 we commit to **one apprentice per £1m** of contract value and to advertising vacancies through the local job centre first.\n\nLast year 62 % of our site workforce lived within 20 miles of the site.'),
  (13, 'Social value', 'Supporting local SMEs', '{social value,supply chain}', 'approved', 3, 12, 100,
   E'We buy locally wherever value allows: 71 % of last year''s subcontract spend went to SMEs within 30 miles. We pay subcontractors within **21 days** and publish our payment performance twice a year.'),
  (14, 'Social value', 'Community engagement', '{social value,schools}', 'draft', 5, null, null,
   E'Each project offers a site visit for a local school or college and at least one volunteering day for a community project chosen with the client.'),
  (15, 'Experience', 'Case study: school HVAC replacement', '{schools,hvac,case study}', 'approved', 1, 24, 60,
   E'## HVAC replacement, Lincoln Elementary\n\n**Client:** Springfield Unified School District  \n**Value:** £1.2m, completed on time over the summer break\n\nWe replaced boilers, air handling units and controls in an occupied school, phasing the work so that classrooms reopened on the first day of term.'),
  (16, 'Experience', 'Case study: water main replacement', '{water,civils,case study}', 'approved', 3, 24, 80,
   E'## Water main replacement, Elm Street\n\n**Client:** Shelbyville Water Authority  \n**Value:** £2.4m\n\n1.8 km of ductile iron main replaced with PE100 using open-cut and directional drilling, keeping every property supplied through temporary overland mains.'),
  (17, 'Experience', 'Case study: fire station extension', '{emergency services,case study}', 'approved', 1, 24, 70,
   E'A two-storey extension to a working fire station, delivered with **no interruption to emergency response**: appliance bays stayed open throughout, with a banksman at every vehicle movement.'),
  (18, 'Experience', 'Case study: car park LED lighting', '{lighting,hospitals,case study}', 'archived', 3, null, null,
   E'Replacement of 140 car park columns with LED lanterns at Ogdenville Community Hospital, cutting the lighting''s energy use by 68 %.'),
  (19, 'Company', 'Company overview', '{company,about us}', 'approved', 1, 12, 20,
   E'Northwind Builders is a regional contractor founded in 2004, with **48 staff** and a turnover of £14m. We deliver building, refurbishment and civils work for public-sector clients, typically between £100,000 and £5m.'),
  (20, 'Company', 'Insurances', '{insurance,company}', 'approved', 1, 12, 200,
   E'| Cover | Limit |\n| --- | --- |\n| Employer''s liability | £10m |\n| Public liability | £10m |\n| Contract works | Full reinstatement value |\n| Professional indemnity | £2m |\n\nCertificates are in the company documents and renewed every March.'),
  (21, 'Company', 'Equality, diversity and inclusion', '{edi,policy}', 'approved', 3, 12, 500,
   E'Our equality policy covers recruitment, training, promotion and how we treat subcontractors and the public. Every manager completes inclusive-recruitment training, and we monitor the diversity of applicants each year.'),
  (22, 'CVs', 'CV: Dana Demo, Bid Manager', '{cv,bid management}', 'approved', 1, 12, 100,
   E'**Dana Demo**, Bid Manager, 14 years in construction.\n\n- Led 120 public-sector bids with a 38 % win rate\n- APMP Practitioner\n- Previously a site engineer on schools and healthcare projects'),
  (23, 'CVs', 'CV: Morgan Reyes, Estimator', '{cv,estimating}', 'approved', 3, 12, 100,
   E'**Morgan Reyes**, Estimator, 11 years in building services and civils estimating.\n\n- Prices mechanical, electrical and civils packages up to £5m\n- MCIOB\n- Builds every estimate from first-principles labour and plant rates'),
  (24, 'Pricing notes', 'Preliminaries and overheads', '{pricing,preliminaries}', 'approved', 3, 6, 20,
   E'Our preliminaries are priced from a programme-based schedule: site management, welfare, hoarding, temporary services and plant, each with its duration. Overheads and profit are shown as one percentage on the form of tender.')
)
insert into public.answers (id, workspace_id, title, body, category_id, tags, owner_id, status,
                            review_every_months, last_reviewed_on, created_at, updated_at)
select md5('demo-answer-' || e.k)::uuid, 'de100000-0000-4000-8000-000000000001', e.title, e.body,
       (select c.id from public.answer_categories c
        where c.workspace_id = 'de100000-0000-4000-8000-000000000001' and c.name = e.category),
       e.tags::text[], ('de000000-0000-4000-8000-00000000000' || e.owner)::uuid,
       e.status::public.answer_status, e.months::smallint, current_date - e.reviewed,
       now() - (200 - e.k * 3) * interval '1 day', now() - (60 - e.k * 2) * interval '1 day'
from entry e
on conflict (id) do nothing;

-- Decided tenders and what they asked, answered from the library: some won (2, 7, 12, 18),
-- some lost (1, 3, 5, 8). Columns: tender, position, requirement, its section; then the
-- answers each requirement used (tender, position, answer keys).
with asked (n, pos, requirement, source) as (
  values
  (2, 1, 'Describe your quality management system', 'Section 2 Quality'),
  (2, 2, 'How will you keep the school safe while it is occupied?', 'Section 3 Health and safety'),
  (2, 3, 'Give a comparable project', 'Section 4 Experience'),
  (2, 4, 'What social value will the contract deliver?', 'Section 5 Social value'),
  (7, 1, 'Describe your approach to working in a live hospital', 'Section 3 Health and safety'),
  (7, 2, 'Environmental management and waste', 'Section 4 Environment'),
  (12, 1, 'Quality assurance for the works', 'Section 2 Quality'),
  (12, 2, 'Give two comparable projects', 'Section 4 Experience'),
  (12, 3, 'Carbon reduction plan (PPN 06/21)', 'Section 5 Environment'),
  (18, 1, 'Health and safety policy and record', 'Section 3 Health and safety'),
  (18, 2, 'Keeping the station operational', 'Section 4 Method'),
  (18, 3, 'Local employment', 'Section 5 Social value'),
  (1, 1, 'Quality plan for the resurfacing', 'Section 2 Quality'),
  (1, 2, 'Traffic management and safety', 'Section 3 Health and safety'),
  (3, 1, 'Environmental controls at the pump stations', 'Section 2 Environment'),
  (5, 1, 'Working at height on the roof', 'Section 3 Health and safety'),
  (5, 2, 'Company information and insurances', 'Section 1 Company'),
  (8, 1, 'Quality and handover', 'Section 2 Quality'),
  (8, 2, 'Noise and dust in the town centre', 'Section 4 Environment')
)
insert into public.tender_requirements (id, tender_id, workspace_id, requirement, source, status, position)
select md5('demo-requirement-' || a.n || '-' || a.pos)::uuid, md5('demo-tender-' || a.n)::uuid,
       'de100000-0000-4000-8000-000000000001', a.requirement, a.source, 'complete', a.pos
from asked a
on conflict (id) do nothing;

insert into public.requirement_answers (requirement_id, tender_id, workspace_id, answer_id)
select md5('demo-requirement-' || a.n || '-' || a.pos)::uuid, md5('demo-tender-' || a.n)::uuid,
       'de100000-0000-4000-8000-000000000001', md5('demo-answer-' || x.k)::uuid
from (values
  (2, 1, '{1,2}'::int[]), (2, 2, '{4,6}'), (2, 3, '{15}'), (2, 4, '{12}'), (7, 1, '{6}'), (7, 2, '{8,9}'),
  (12, 1, '{1}'), (12, 2, '{16,15}'), (12, 3, '{10}'), (18, 1, '{4,5}'), (18, 2, '{17}'), (18, 3, '{12,13}'),
  (1, 1, '{1}'), (1, 2, '{4}'), (3, 1, '{8,11}'), (5, 1, '{5}'), (5, 2, '{19,20}'), (8, 1, '{3}'), (8, 2, '{11}')
) as a (n, pos, answers)
cross join lateral unnest(a.answers) as x (k)
on conflict (requirement_id, answer_id) do nothing;

-- Bid cost: hourly cost rates (the workspace's, and Dana's own), then time and expenses on
-- every demo tender past review — a few hours from each of the team in the weeks after it was
-- created, printing and delivery for each submitted bid, travel or a site visit for some — so
-- the Bid cost cards and the Cost of bidding report have something to show.
insert into public.cost_rates (workspace_id, user_id, hourly_rate, currency, effective_from)
select s.workspace_id, r.user_id, r.rate, s.default_currency, date '2000-01-01'
from public.pipeline_settings s
cross join (values (null::uuid, 45.00), ('de000000-0000-4000-8000-000000000001'::uuid, 65.00)) r (user_id, rate)
where s.workspace_id = 'de100000-0000-4000-8000-000000000001'
on conflict do nothing;

with past as (
  select t.id, t.workspace_id, t.status, t.created_at::date as created,
         (substr(t.reference_number, length(t.reference_number) - 2))::int as num
  from public.tenders t
  where t.workspace_id = 'de100000-0000-4000-8000-000000000001'
    and t.status not in ('under-review')
)
insert into public.time_entries (tender_id, workspace_id, user_id, work_date, hours, description)
select p.id, p.workspace_id, who.user_id,
       least(current_date, p.created + who.n * 3 + p.num % 4),
       (1 + (p.num * who.n) % 12) * 0.25 + case when p.status in ('submitted', 'won', 'lost') then 2 else 0 end,
       who.what
from past p
cross join (values (1, 'de000000-0000-4000-8000-000000000001'::uuid, 'Reading the tender documents'),
                   (2, 'de000000-0000-4000-8000-000000000003'::uuid, 'Pricing'),
                   (3, 'de000000-0000-4000-8000-000000000005'::uuid, 'Writing the method statement')) who (n, user_id, what)
where who.n = 1 or p.status <> 'declined';

insert into public.expenses (tender_id, workspace_id, user_id, amount, currency, spent_on, category, note)
select t.id, t.workspace_id, 'de000000-0000-4000-8000-000000000003', x.amount, t.currency,
       least(current_date, t.created_at::date + x.days), x.category::public.expense_category, x.note
from public.tenders t
cross join lateral (
  select 80 + (substr(t.reference_number, length(t.reference_number) - 2))::int * 7 as amount, 10 as days,
         'printing-and-delivery' as category, 'Printed copies and courier' as note
  where t.status in ('submitted', 'won', 'lost')
  union all
  select 240, 5, case when t.reference_number like '%1' or t.reference_number like '%6' then 'site-visit' else 'travel' end,
         'Visit to the client'
  where (substr(t.reference_number, length(t.reference_number) - 2))::int % 5 in (1, 2, 6)
) x
where t.workspace_id = 'de100000-0000-4000-8000-000000000001'
  and t.status not in ('under-review', 'declined');
