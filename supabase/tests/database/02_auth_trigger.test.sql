-- Sign-up trigger and account deletion: security-tests.md B9 and B10.
begin;
create extension if not exists pgtap with schema extensions;

select plan(22);

-- B9: one profile per new auth user, metadata copied ---------------------------------

insert into auth.users (instance_id, id, aud, role, email, raw_user_meta_data)
values ('00000000-0000-0000-0000-000000000000', 'a9000000-0000-4000-8000-000000000001', 'authenticated',
        'authenticated', 'dana@example.test',
        '{"first_name": "Dana", "last_name": "Demo", "full_name": "Dana Demo", "company": "Northwind Builders"}');

select is((select count(*)::int from public.user_profiles where id = 'a9000000-0000-4000-8000-000000000001'), 1,
  'B9: inserting an auth user creates exactly one profile');
select results_eq(
  $$select name, email, company, avatar, role, preferences from public.user_profiles
    where id = 'a9000000-0000-4000-8000-000000000001'$$,
  $$values ('Dana Demo', 'dana@example.test', 'Northwind Builders', null::text, null::text, '{}'::jsonb)$$,
  'B9: name, email and company are copied from the metadata');

-- Fallbacks
insert into auth.users (id, email, raw_user_meta_data)
values ('a9000000-0000-4000-8000-000000000002', 'first.last@example.test', '{"first_name": " Ann ", "last_name": "Lee"}');
select is((select name from public.user_profiles where id = 'a9000000-0000-4000-8000-000000000002'), 'Ann Lee',
  'B9: without full_name, first and last name are joined');

insert into auth.users (id, email, raw_user_meta_data)
values ('a9000000-0000-4000-8000-000000000003', 'jo.smith@example.test', '{}');
select is((select name from public.user_profiles where id = 'a9000000-0000-4000-8000-000000000003'), 'jo.smith',
  'B9: without any name, the email''s local part is used');

-- Odd metadata never breaks sign-up
select lives_ok(
  $$insert into auth.users (id, email, raw_user_meta_data)
    values ('a9000000-0000-4000-8000-000000000004', 'null-meta@example.test', null)$$,
  'B9: null metadata does not break sign-up');
select results_eq(
  $$select name, company from public.user_profiles where id = 'a9000000-0000-4000-8000-000000000004'$$,
  $$values ('null-meta', null::text)$$,
  'B9: null metadata gives the email fallback and no company');

select lives_ok(
  $$insert into auth.users (id, email, raw_user_meta_data)
    values ('a9000000-0000-4000-8000-000000000005', 'json-null@example.test',
            '{"full_name": null, "first_name": null, "company": null}')$$,
  'B9: JSON nulls in the metadata do not break sign-up');
select is((select name from public.user_profiles where id = 'a9000000-0000-4000-8000-000000000005'), 'json-null',
  'B9: JSON null names fall back to the email');

select lives_ok(
  $$insert into auth.users (id, email, raw_user_meta_data)
    values ('a9000000-0000-4000-8000-000000000006', 'unicode@example.test',
            '{"full_name": "Zoë Ångström-李雷 🚀", "company": "Société Générale d''Études"}')$$,
  'B9: unicode metadata does not break sign-up');
select results_eq(
  $$select name, company from public.user_profiles where id = 'a9000000-0000-4000-8000-000000000006'$$,
  $$values ('Zoë Ångström-李雷 🚀', 'Société Générale d''Études')$$,
  'B9: unicode is kept as is');

select lives_ok(
  $$insert into auth.users (id, email, raw_user_meta_data)
    values ('a9000000-0000-4000-8000-000000000007', 'long@example.test',
            jsonb_build_object('full_name', repeat('N', 5000), 'company', repeat('C', 5000),
                               'avatar_url', 'https://example.test/' || repeat('a', 5000)))$$,
  'B9: very long metadata does not break sign-up');
select results_eq(
  $$select char_length(name), char_length(company), avatar from public.user_profiles
    where id = 'a9000000-0000-4000-8000-000000000007'$$,
  $$values (200, 200, null::text)$$,
  'B9: long values are cut to the column limits (an over-long avatar URL is dropped)');

select lives_ok(
  $$insert into auth.users (id, email, raw_user_meta_data)
    values ('a9000000-0000-4000-8000-000000000008', 'array@example.test', '["not", "an", "object"]')$$,
  'B9: metadata that is not an object does not break sign-up');
select lives_ok(
  $$insert into auth.users (id, email, raw_user_meta_data)
    values ('a9000000-0000-4000-8000-000000000009', 'number@example.test', '{"full_name": 42, "company": {"x": 1}}')$$,
  'B9: non-string metadata values do not break sign-up');
select is((select name from public.user_profiles where id = 'a9000000-0000-4000-8000-000000000009'), '42',
  'B9: a numeric full_name is stored as text');

select lives_ok(
  $$insert into auth.users (id, phone, raw_user_meta_data)
    values ('a9000000-0000-4000-8000-00000000000a', '+15550100', '{}')$$,
  'B9: a user without email (phone sign-up) gets a profile too');
select results_eq(
  $$select name, email from public.user_profiles where id = 'a9000000-0000-4000-8000-00000000000a'$$,
  $$values ('', null::text)$$,
  'B9: without email or name, the profile name is empty');

select is(
  (select count(*)::int from public.user_profiles where id::text like 'a9000000-0000-4000-8000-%'),
  (select count(*)::int from auth.users where id::text like 'a9000000-0000-4000-8000-%'),
  'B9: one profile per auth user');

-- B10: deleting the auth user removes its data ----------------------------------------

insert into public.tenders (id, user_id, reference_number, client, title)
values ('a9000000-0000-4000-8000-0000000000f1', 'a9000000-0000-4000-8000-000000000001', 'R-1', 'C', 'T');
insert into public.tasks (tender_id, user_id, name)
values ('a9000000-0000-4000-8000-0000000000f1', 'a9000000-0000-4000-8000-000000000001', 'One'),
       ('a9000000-0000-4000-8000-0000000000f1', 'a9000000-0000-4000-8000-000000000001', 'Two');

delete from auth.users where id = 'a9000000-0000-4000-8000-000000000001';

select is_empty($$select 1 from public.tenders where user_id = 'a9000000-0000-4000-8000-000000000001'$$,
  'B10: the user''s tenders are gone');
select is_empty($$select 1 from public.tasks where user_id = 'a9000000-0000-4000-8000-000000000001'$$,
  'B10: the user''s tasks are gone');
select is_empty($$select 1 from public.user_profiles where id = 'a9000000-0000-4000-8000-000000000001'$$,
  'B10: the user''s profile is gone');
select is((select count(*)::int from public.user_profiles where id = 'a9000000-0000-4000-8000-000000000002'), 1,
  'B10: other users'' profiles stay');

select * from finish();
rollback;
