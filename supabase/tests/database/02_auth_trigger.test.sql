-- Sign-up trigger and account deletion: docs/security-checks.md B9 and B10, with workspaces:
-- every sign-up gets a workspace of its own as admin; deleting a user keeps what they made
-- in shared workspaces.
begin;
create extension if not exists pgtap with schema extensions;

select plan(45);

-- B9: one profile per new auth user, metadata copied ---------------------------------
-- Each sign-up is an insert into auth.users (tests.create_user, as GoTrue would).

select tests.create_user('dana@example.test',
  '{"first_name": "Dana", "last_name": "Demo", "full_name": "Dana Demo", "company": "Northwind Builders"}',
  'a9000000-0000-4000-8000-000000000001');

select is((select count(*)::int from public.user_profiles where id = 'a9000000-0000-4000-8000-000000000001'), 1,
  'B9: inserting an auth user creates exactly one profile');
select results_eq(
  $$select name, email, company, avatar, role, preferences from public.user_profiles
    where id = 'a9000000-0000-4000-8000-000000000001'$$,
  $$values ('Dana Demo', 'dana@example.test', 'Northwind Builders', null::text, null::text, '{}'::jsonb)$$,
  'B9: name, email and company are copied from the metadata');
select results_eq(
  $$select w.name, w.created_by, m.role::text, p.current_workspace_id = w.id
    from public.workspace_members m
    join public.workspaces w on w.id = m.workspace_id
    join public.user_profiles p on p.id = m.user_id
    where m.user_id = 'a9000000-0000-4000-8000-000000000001'$$,
  $$values ('Northwind Builders', 'a9000000-0000-4000-8000-000000000001'::uuid, 'admin', true)$$,
  'B9: sign-up creates one workspace named after the company, with the user as admin, current');

-- The new workspace's currency: the one the sign-up form read from the browser's locale.
select is((select s.default_currency from public.pipeline_settings s join public.workspaces w on w.id = s.workspace_id
           where w.created_by = 'a9000000-0000-4000-8000-000000000001'), 'USD',
  'B9: without a currency in the metadata, a new workspace''s tenders start in USD');
select tests.create_user('gb@example.test', '{"first_name": "Gail", "currency": " gbp "}',
  'a9000000-0000-4000-8000-000000000011');
select is((select s.default_currency from public.pipeline_settings s join public.workspaces w on w.id = s.workspace_id
           where w.created_by = 'a9000000-0000-4000-8000-000000000011'), 'GBP',
  'B9: the metadata''s currency (an en-GB browser: GBP) is the new workspace''s default currency');
select tests.create_user('odd@example.test', '{"first_name": "Odd", "currency": ["GBP"]}',
  'a9000000-0000-4000-8000-000000000012');
select tests.create_user('odd2@example.test', '{"first_name": "Odd", "currency": "POUNDS"}',
  'a9000000-0000-4000-8000-000000000013');
select results_eq(
  $$select s.default_currency from public.pipeline_settings s join public.workspaces w on w.id = s.workspace_id
    where w.created_by in ('a9000000-0000-4000-8000-000000000012', 'a9000000-0000-4000-8000-000000000013')$$,
  $$values ('USD'), ('USD')$$,
  'B9: a currency that is not three letters is ignored, and sign-up still succeeds');

-- Fallbacks
select tests.create_user('first.last@example.test', '{"first_name": " Ann ", "last_name": "Lee"}',
  'a9000000-0000-4000-8000-000000000002');
select is((select name from public.user_profiles where id = 'a9000000-0000-4000-8000-000000000002'), 'Ann Lee',
  'B9: without full_name, first and last name are joined');
select is((select w.name from public.workspaces w where w.created_by = 'a9000000-0000-4000-8000-000000000002'),
  'Ann''s workspace', 'B9: without a company, the workspace is named after the first name');

select tests.create_user('jo.smith@example.test', '{}', 'a9000000-0000-4000-8000-000000000003');
select is((select name from public.user_profiles where id = 'a9000000-0000-4000-8000-000000000003'), 'jo.smith',
  'B9: without any name, the email''s local part is used');
select is((select w.name from public.workspaces w where w.created_by = 'a9000000-0000-4000-8000-000000000003'),
  'jo.smith''s workspace', 'B9: without a name, the workspace is named after the email''s local part');

-- Odd metadata never breaks sign-up
select lives_ok(
  $$select tests.create_user('null-meta@example.test', null, 'a9000000-0000-4000-8000-000000000004')$$,
  'B9: null metadata does not break sign-up');
select results_eq(
  $$select name, company from public.user_profiles where id = 'a9000000-0000-4000-8000-000000000004'$$,
  $$values ('null-meta', null::text)$$,
  'B9: null metadata gives the email fallback and no company');

select lives_ok(
  $$select tests.create_user('json-null@example.test', '{"full_name": null, "first_name": null, "company": null}',
                             'a9000000-0000-4000-8000-000000000005')$$,
  'B9: JSON nulls in the metadata do not break sign-up');
select is((select name from public.user_profiles where id = 'a9000000-0000-4000-8000-000000000005'), 'json-null',
  'B9: JSON null names fall back to the email');

select lives_ok(
  $$select tests.create_user('unicode@example.test',
                             '{"full_name": "Zoë Ångström-李雷 🚀", "company": "Société Générale d''Études"}',
                             'a9000000-0000-4000-8000-000000000006')$$,
  'B9: unicode metadata does not break sign-up');
select results_eq(
  $$select name, company from public.user_profiles where id = 'a9000000-0000-4000-8000-000000000006'$$,
  $$values ('Zoë Ångström-李雷 🚀', 'Société Générale d''Études')$$,
  'B9: unicode is kept as is');
select is((select w.name from public.workspaces w where w.created_by = 'a9000000-0000-4000-8000-000000000006'),
  'Société Générale d''Études', 'B9: a unicode company names the workspace');

select lives_ok(
  $$select tests.create_user('long@example.test',
                             jsonb_build_object('full_name', repeat('N', 5000), 'company', repeat('C', 5000),
                                                'avatar_url', 'https://example.test/' || repeat('a', 5000)),
                             'a9000000-0000-4000-8000-000000000007')$$,
  'B9: very long metadata does not break sign-up');
select results_eq(
  $$select char_length(name), char_length(company), avatar from public.user_profiles
    where id = 'a9000000-0000-4000-8000-000000000007'$$,
  $$values (200, 200, null::text)$$,
  'B9: long values are cut to the column limits (a photo URL in the metadata is not taken)');
select is((select char_length(w.name) from public.workspaces w where w.created_by = 'a9000000-0000-4000-8000-000000000007'),
  200, 'B9: a very long company gives a workspace name cut to 200 characters');

select lives_ok(
  $$select tests.create_user('array@example.test', '["not", "an", "object"]', 'a9000000-0000-4000-8000-000000000008')$$,
  'B9: metadata that is not an object does not break sign-up');
select lives_ok(
  $$select tests.create_user('number@example.test', '{"full_name": 42, "company": {"x": 1}}',
                             'a9000000-0000-4000-8000-000000000009')$$,
  'B9: non-string metadata values do not break sign-up');
select is((select name from public.user_profiles where id = 'a9000000-0000-4000-8000-000000000009'), '42',
  'B9: a numeric full_name is stored as text');
select is((select w.name from public.workspaces w where w.created_by = 'a9000000-0000-4000-8000-000000000009'),
  '42''s workspace', 'B9: a company that is not a string is ignored; the workspace is named after the name');
select is((select company from public.user_profiles where id = 'a9000000-0000-4000-8000-000000000009'), null,
  'B9: a company that is not a string is not copied to the profile');

-- A phone sign-up has no email, so it is inserted by hand (tests.create_user signs up by email).
select lives_ok(
  $$insert into auth.users (id, phone, raw_user_meta_data)
    values ('a9000000-0000-4000-8000-00000000000a', '+15550100', '{}')$$,
  'B9: a user without email (phone sign-up) gets a profile too');
select results_eq(
  $$select name, email from public.user_profiles where id = 'a9000000-0000-4000-8000-00000000000a'$$,
  $$values ('', null::text)$$,
  'B9: without email or name, the profile name is empty');
select is((select w.name from public.workspaces w where w.created_by = 'a9000000-0000-4000-8000-00000000000a'),
  'My workspace', 'B9: without email, name or company, the workspace is "My workspace"');

select is(
  (select count(*)::int from public.user_profiles where id::text like 'a9000000-0000-4000-8000-%'),
  (select count(*)::int from auth.users where id::text like 'a9000000-0000-4000-8000-%'),
  'B9: one profile per auth user');
select results_eq(
  $$select count(distinct m.workspace_id)::int, count(*)::int, bool_and(m.role = 'admin'),
           bool_and(p.current_workspace_id = m.workspace_id)
    from public.workspace_members m join public.user_profiles p on p.id = m.user_id
    where m.user_id::text like 'a9000000-0000-4000-8000-%'$$,
  $$select count(*)::int, count(*)::int, true, true from auth.users where id::text like 'a9000000-0000-4000-8000-%'$$,
  'B9: every new user is admin of exactly one workspace of their own, and it is current');

-- B10: deleting the auth user ---------------------------------------------------------
-- A solo user: their workspace goes, with its tenders and tasks, and their profile.

insert into public.tenders (id, workspace_id, user_id, reference_number, client, title)
select 'a9000000-0000-4000-8000-0000000000f1', w.id, 'a9000000-0000-4000-8000-000000000001', 'R-1', 'C', 'T'
from public.workspaces w where w.created_by = 'a9000000-0000-4000-8000-000000000001';
insert into public.tasks (tender_id, user_id, assignee_id, name)
values ('a9000000-0000-4000-8000-0000000000f1', 'a9000000-0000-4000-8000-000000000001',
        'a9000000-0000-4000-8000-000000000001', 'One'),
       ('a9000000-0000-4000-8000-0000000000f1', 'a9000000-0000-4000-8000-000000000001', null, 'Two');

delete from auth.users where id = 'a9000000-0000-4000-8000-000000000001';

select is_empty($$select 1 from public.tenders where user_id = 'a9000000-0000-4000-8000-000000000001'$$,
  'B10: the user''s tenders are gone');
select is_empty($$select 1 from public.tasks where user_id = 'a9000000-0000-4000-8000-000000000001'$$,
  'B10: the user''s tasks are gone');
select is_empty($$select 1 from public.user_profiles where id = 'a9000000-0000-4000-8000-000000000001'$$,
  'B10: the user''s profile is gone');
select is_empty($$select 1 from public.workspaces where name = 'Northwind Builders'$$,
  'B10: the workspace only they belonged to is gone');
select is_empty($$select 1 from public.workspace_members where user_id = 'a9000000-0000-4000-8000-000000000001'$$,
  'B10: their memberships are gone');
select is((select count(*)::int from public.user_profiles where id = 'a9000000-0000-4000-8000-000000000002'), 1,
  'B10: other users'' profiles stay');

-- A shared workspace: Ann (admin, who created it) with Jo (user) and Zoë (manager, who
-- joined later). Ann leaves the company: the workspace stays, Jo — the longest-standing
-- other member — becomes admin and inherits what Ann created; Ann's assigned tasks are
-- unassigned; what Jo and Zoë made is untouched.
select tests.add_member(tests.workspace_of('a9000000-0000-4000-8000-000000000002'),
                        'a9000000-0000-4000-8000-000000000003', 'user', now() - interval '2 days');
select tests.add_member(tests.workspace_of('a9000000-0000-4000-8000-000000000002'),
                        'a9000000-0000-4000-8000-000000000006', 'manager', now() - interval '1 day');
insert into public.tenders (id, workspace_id, user_id, reference_number, client, title)
values ('a9000000-0000-4000-8000-0000000000f2', tests.workspace_of('a9000000-0000-4000-8000-000000000002'),
        'a9000000-0000-4000-8000-000000000002', 'R-2', 'C', 'Ann''s tender'),
       ('a9000000-0000-4000-8000-0000000000f3', tests.workspace_of('a9000000-0000-4000-8000-000000000002'),
        'a9000000-0000-4000-8000-000000000006', 'R-3', 'C', 'Zoë''s tender'),
       -- Ann once worked in Jo's own workspace too, and left it; her tender there stays.
       ('a9000000-0000-4000-8000-0000000000f4', tests.workspace_of('a9000000-0000-4000-8000-000000000003'),
        'a9000000-0000-4000-8000-000000000002', 'R-4', 'C', 'Left behind');
insert into public.tasks (id, tender_id, user_id, assignee_id, name)
values ('a9000000-0000-4000-8000-0000000000e1', 'a9000000-0000-4000-8000-0000000000f2',
        'a9000000-0000-4000-8000-000000000002', 'a9000000-0000-4000-8000-000000000002', 'Ann''s, for Ann'),
       ('a9000000-0000-4000-8000-0000000000e2', 'a9000000-0000-4000-8000-0000000000f2',
        'a9000000-0000-4000-8000-000000000003', 'a9000000-0000-4000-8000-000000000002', 'Jo''s, for Ann'),
       ('a9000000-0000-4000-8000-0000000000e3', 'a9000000-0000-4000-8000-0000000000f3',
        'a9000000-0000-4000-8000-000000000002', 'a9000000-0000-4000-8000-000000000006', 'Ann''s, for Zoë');

delete from auth.users where id = 'a9000000-0000-4000-8000-000000000002';

select results_eq(
  $$select u.email::text, m.role::text from public.workspace_members m join auth.users u on u.id = m.user_id
    where m.workspace_id = (select id from public.workspaces where name = 'Ann''s workspace') order by m.created_at$$,
  $$values ('jo.smith@example.test', 'admin'), ('unicode@example.test', 'manager')$$,
  'B10: a shared workspace stays; its longest-standing other member becomes admin');
select results_eq(
  $$select id, user_id from public.tenders where id::text like 'a9000000-0000-4000-8000-0000000000f%' order by id$$,
  $$values ('a9000000-0000-4000-8000-0000000000f2'::uuid, 'a9000000-0000-4000-8000-000000000003'::uuid),
           ('a9000000-0000-4000-8000-0000000000f3'::uuid, 'a9000000-0000-4000-8000-000000000006'::uuid),
           ('a9000000-0000-4000-8000-0000000000f4'::uuid, 'a9000000-0000-4000-8000-000000000003'::uuid)$$,
  'B10: tenders the user created in workspaces that stay pass to the workspace''s admin; others are untouched');
select results_eq(
  $$select id, user_id, assignee_id from public.tasks where id::text like 'a9000000-0000-4000-8000-0000000000e%' order by id$$,
  $$values ('a9000000-0000-4000-8000-0000000000e1'::uuid, 'a9000000-0000-4000-8000-000000000003'::uuid, null::uuid),
           ('a9000000-0000-4000-8000-0000000000e2'::uuid, 'a9000000-0000-4000-8000-000000000003'::uuid, null::uuid),
           ('a9000000-0000-4000-8000-0000000000e3'::uuid, 'a9000000-0000-4000-8000-000000000003'::uuid,
            'a9000000-0000-4000-8000-000000000006'::uuid)$$,
  'B10: their tasks pass to the admin too; tasks assigned to them become unassigned');
select is_empty($$select 1 from public.workspace_members where user_id = 'a9000000-0000-4000-8000-000000000002'$$,
  'B10: the departed user has no membership left');
select is((select created_by from public.workspaces where name = 'Ann''s workspace'), null::uuid,
  'B10: the workspace keeps its name; created_by is cleared');

-- A member who is not an admin: only their own things move.
delete from auth.users where id = 'a9000000-0000-4000-8000-000000000006';
select results_eq(
  $$select user_id from public.tenders where id = 'a9000000-0000-4000-8000-0000000000f3'$$,
  $$values ('a9000000-0000-4000-8000-000000000003'::uuid)$$,
  'B10: a departed manager''s tender passes to the admin');
select is((select count(*)::int from public.workspace_members where workspace_id =
            (select id from public.workspaces where name = 'Ann''s workspace')), 1,
  'B10: the admin remains the only member');
select is_empty($$select 1 from public.workspaces where name = 'Société Générale d''Études'$$,
  'B10: the departed manager''s own (solo) workspace is gone');
select is((select count(*)::int from public.tenders where id::text like 'a9000000-0000-4000-8000-0000000000f%'), 3,
  'B10: no tender of a shared workspace was lost');

select * from finish();
rollback;
