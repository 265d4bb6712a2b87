-- Schema checks: security-tests.md A1–A9, plus the shape the app and the generated
-- types rely on. Plain SQL so `supabase test db` runs it unchanged.
begin;
create extension if not exists pgtap with schema extensions;

select plan(76);

-- Tables, columns, enums -----------------------------------------------------

select tables_are('public', array['default_tasks', 'tasks', 'tenders', 'user_profiles'],
  'public has exactly the app tables');

select columns_are('public', 'tenders', array[
  'id', 'user_id', 'reference_number', 'client', 'title', 'description', 'channel', 'type',
  'status', 'bid_bond', 'inquiry_submission_date', 'tender_submission_date', 'created_at', 'updated_at'
], 'tenders columns');
select columns_are('public', 'tasks', array[
  'id', 'tender_id', 'user_id', 'name', 'description', 'status', 'created_at', 'updated_at'
], 'tasks columns');
select columns_are('public', 'default_tasks', array['id', 'name', 'description', 'created_at'],
  'default_tasks columns');
select columns_are('public', 'user_profiles', array[
  'id', 'name', 'email', 'avatar', 'company', 'role', 'preferences', 'created_at', 'updated_at'
], 'user_profiles columns');

select enum_has_labels('public', 'tender_status',
  array['under-review', 'in-development', 'declined', 'submitted', 'won', 'lost'], 'tender_status labels in order');
select enum_has_labels('public', 'task_status',
  array['not-started', 'in-progress', 'completed', 'canceled', 'not-needed'], 'task_status labels in order');
select enum_has_labels('public', 'tender_channel',
  array['government-portal', 'vendor-portal', 'other'], 'tender_channel labels');
select enum_has_labels('public', 'tender_type',
  array['public-tender', 'limited-tender', 'direct-purchase', 'framework-agreement', 'two-stage-tender', 'other'],
  'tender_type labels');

select col_type_is('public', 'tenders', 'status', 'tender_status', 'tenders.status is the enum');
select col_default_is('public', 'tenders', 'status', 'under-review', 'tenders.status defaults to under-review');
select col_default_is('public', 'tenders', 'channel', 'other', 'tenders.channel defaults to other');
select col_default_is('public', 'tenders', 'type', 'public-tender', 'tenders.type defaults to public-tender');
select col_default_is('public', 'tenders', 'bid_bond', 'false', 'tenders.bid_bond defaults to false');
select col_default_is('public', 'tenders', 'description', '', 'tenders.description defaults to empty');
select col_type_is('public', 'tasks', 'status', 'task_status', 'tasks.status is the enum');
select col_default_is('public', 'tasks', 'status', 'not-started', 'tasks.status defaults to not-started');
select col_not_null('public', 'tenders', 'title', 'tenders.title is not null');
select col_not_null('public', 'tasks', 'name', 'tasks.name is not null');
select col_not_null('public', 'tasks', 'tender_id', 'tasks.tender_id is not null');

-- A1: row-level security on every table in public ------------------------------

select is_empty($$
  select c.oid::regclass::text
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity
$$, 'A1: every table in public has RLS enabled');

-- A2: exact policies, each to authenticated only ------------------------------

select policies_are('public', 'tenders',
  array['tenders_select_own', 'tenders_insert_own', 'tenders_update_own', 'tenders_delete_own'],
  'A2: tenders policies');
select policies_are('public', 'tasks',
  array['tasks_select_own', 'tasks_insert_own', 'tasks_update_own', 'tasks_delete_own'],
  'A2: tasks policies');
select policies_are('public', 'default_tasks', array['default_tasks_select_authenticated'],
  'A2: default_tasks policies');
select policies_are('public', 'user_profiles',
  array['user_profiles_select_own', 'user_profiles_insert_own', 'user_profiles_update_own'],
  'A2: user_profiles policies');

select policy_roles_are('public', 'tenders', 'tenders_select_own', array['authenticated'], 'A2: tenders_select_own to authenticated');
select policy_roles_are('public', 'tenders', 'tenders_insert_own', array['authenticated'], 'A2: tenders_insert_own to authenticated');
select policy_roles_are('public', 'tenders', 'tenders_update_own', array['authenticated'], 'A2: tenders_update_own to authenticated');
select policy_roles_are('public', 'tenders', 'tenders_delete_own', array['authenticated'], 'A2: tenders_delete_own to authenticated');
select policy_roles_are('public', 'tasks', 'tasks_select_own', array['authenticated'], 'A2: tasks_select_own to authenticated');
select policy_roles_are('public', 'tasks', 'tasks_insert_own', array['authenticated'], 'A2: tasks_insert_own to authenticated');
select policy_roles_are('public', 'tasks', 'tasks_update_own', array['authenticated'], 'A2: tasks_update_own to authenticated');
select policy_roles_are('public', 'tasks', 'tasks_delete_own', array['authenticated'], 'A2: tasks_delete_own to authenticated');
select policy_roles_are('public', 'default_tasks', 'default_tasks_select_authenticated', array['authenticated'], 'A2: default_tasks_select_authenticated to authenticated');
select policy_roles_are('public', 'user_profiles', 'user_profiles_select_own', array['authenticated'], 'A2: user_profiles_select_own to authenticated');
select policy_roles_are('public', 'user_profiles', 'user_profiles_insert_own', array['authenticated'], 'A2: user_profiles_insert_own to authenticated');
select policy_roles_are('public', 'user_profiles', 'user_profiles_update_own', array['authenticated'], 'A2: user_profiles_update_own to authenticated');

select is_empty($$
  select tablename || '.' || policyname
  from pg_catalog.pg_policies
  where schemaname = 'public' and (roles <> array['authenticated']::name[] or permissive <> 'PERMISSIVE')
$$, 'A2: no policy in public applies to public or anon, none is restrictive');

-- A3: table and function privileges ---------------------------------------------

select table_privs_are('public', 'tenders', 'anon', array[]::text[], 'A3: anon has no privilege on tenders');
select table_privs_are('public', 'tasks', 'anon', array[]::text[], 'A3: anon has no privilege on tasks');
select table_privs_are('public', 'default_tasks', 'anon', array[]::text[], 'A3: anon has no privilege on default_tasks');
select table_privs_are('public', 'user_profiles', 'anon', array[]::text[], 'A3: anon has no privilege on user_profiles');
select table_privs_are('public', 'tenders', 'authenticated', array['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  'A3: authenticated may select, insert, update, delete tenders');
select table_privs_are('public', 'tasks', 'authenticated', array['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  'A3: authenticated may select, insert, update, delete tasks');
select table_privs_are('public', 'default_tasks', 'authenticated', array['SELECT'],
  'A3: default_tasks is read-only for authenticated');
select table_privs_are('public', 'user_profiles', 'authenticated', array['SELECT', 'INSERT', 'UPDATE'],
  'A3: authenticated may select, insert, update profiles (no delete)');

select function_privs_are('public', 'create_default_tasks', array['uuid'], 'anon', array[]::text[], 'A3: anon cannot execute create_default_tasks');
select function_privs_are('public', 'tender_status_counts', array[]::text[], 'anon', array[]::text[], 'A3: anon cannot execute tender_status_counts');
select function_privs_are('public', 'task_status_counts', array[]::text[], 'anon', array[]::text[], 'A3: anon cannot execute task_status_counts');
select function_privs_are('public', 'monthly_tender_trends', array['integer'], 'anon', array[]::text[], 'A3: anon cannot execute monthly_tender_trends');
select function_privs_are('public', 'create_default_tasks', array['uuid'], 'authenticated', array['EXECUTE'], 'A3: authenticated may execute create_default_tasks');
select function_privs_are('public', 'tender_status_counts', array[]::text[], 'authenticated', array['EXECUTE'], 'A3: authenticated may execute tender_status_counts');
select function_privs_are('public', 'task_status_counts', array[]::text[], 'authenticated', array['EXECUTE'], 'A3: authenticated may execute task_status_counts');
select function_privs_are('public', 'monthly_tender_trends', array['integer'], 'authenticated', array['EXECUTE'], 'A3: authenticated may execute monthly_tender_trends');

-- A4: every foreign key leads some index ----------------------------------------

select is_empty($$
  select con.conrelid::regclass::text || ' ' || con.conname
  from pg_catalog.pg_constraint con
  join pg_catalog.pg_namespace n on n.oid = con.connamespace
  where con.contype = 'f' and n.nspname = 'public'
    and not exists (
      select 1 from pg_catalog.pg_index i
      where i.indrelid = con.conrelid
        and (i.indkey::int2[])[0:pg_catalog.cardinality(con.conkey) - 1] = con.conkey
    )
$$, 'A4: every foreign key in public is covered by an index');
select has_index('public', 'tenders', 'tenders_user_id_created_at_idx', 'A4: index on tenders (user_id, created_at desc)');
select has_index('public', 'tasks', 'tasks_tender_id_created_at_idx', 'A4: index on tasks (tender_id, created_at)');
select has_index('public', 'tasks', 'tasks_user_id_idx', 'A4: index on tasks (user_id)');

-- A5: owner columns --------------------------------------------------------------

select col_not_null('public', 'tenders', 'user_id', 'A5: tenders.user_id is not null');
select col_not_null('public', 'tasks', 'user_id', 'A5: tasks.user_id is not null');
select col_default_is('public', 'tenders', 'user_id', 'auth.uid()', 'A5: tenders.user_id defaults to auth.uid()');
select col_default_is('public', 'tasks', 'user_id', 'auth.uid()', 'A5: tasks.user_id defaults to auth.uid()');
select fk_ok('public', 'tenders', 'user_id', 'auth', 'users', 'id', 'A5: tenders.user_id references auth.users(id)');
select fk_ok('public', 'tasks', 'user_id', 'auth', 'users', 'id', 'A5: tasks.user_id references auth.users(id)');
select fk_ok('public', 'tasks', 'tender_id', 'public', 'tenders', 'id', 'tasks.tender_id references tenders(id)');
select fk_ok('public', 'user_profiles', 'id', 'auth', 'users', 'id', 'user_profiles.id references auth.users(id)');
select is_empty($$
  select con.conrelid::regclass::text || ' ' || con.conname
  from pg_catalog.pg_constraint con
  join pg_catalog.pg_namespace n on n.oid = con.connamespace
  where con.contype = 'f' and n.nspname = 'public' and con.confdeltype <> 'c'
$$, 'A5: every foreign key in public cascades on delete');

-- A6: functions ----------------------------------------------------------------

select is_empty($$
  select p.oid::regprocedure::text
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname in ('public', 'private')
    and not exists (select 1 from pg_catalog.unnest(p.proconfig) c where c like 'search_path=%')
$$, 'A6: every function in public and private sets search_path');
select is_empty($$
  select p.oid::regprocedure::text
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.prosecdef
$$, 'A6: no security-definer function in public');
select is_empty($$
  select p.oid::regprocedure::text
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname in ('public', 'private') and p.prosecdef
    and (pg_catalog.has_function_privilege('anon', p.oid, 'EXECUTE')
      or pg_catalog.has_function_privilege('authenticated', p.oid, 'EXECUTE'))
$$, 'A6: no security-definer function is executable by anon or authenticated');
select is_definer('private', 'handle_new_user', array[]::name[], 'A6: private.handle_new_user is security definer');
select ok(not pg_catalog.has_schema_privilege('authenticated', 'private', 'USAGE')
      and not pg_catalog.has_schema_privilege('anon', 'private', 'USAGE'),
  'A6: the API roles cannot use schema private');

-- A7: the profile trigger ------------------------------------------------------

select trigger_is('auth', 'users', 'on_auth_user_created', 'private', 'handle_new_user',
  'A7: on_auth_user_created runs private.handle_new_user()');

-- A8: no bare auth.uid() in policies ------------------------------------------

select is_empty($$
  select tablename || '.' || policyname
  from pg_catalog.pg_policies
  where schemaname = 'public'
    and pg_catalog.regexp_replace(
          coalesce(qual, '') || ' ' || coalesce(with_check, ''),
          '\(\s*select\s+auth\.(uid|jwt|role|email)\(\)(\s+as\s+\w+)?\s*\)', '', 'gi'
        ) ~* 'auth\.(uid|jwt|role|email)\(\)'
$$, 'A8: every auth.uid() in a policy is wrapped in (select ...)');

-- A9: views ------------------------------------------------------------------------

select is_empty($$
  select c.oid::regclass::text
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('v', 'm')
    and not coalesce('security_invoker=true' = any (c.reloptions)
                  or 'security_invoker=on' = any (c.reloptions), false)
$$, 'A9: no view in public without security_invoker');
select is_empty($$
  select distinct v.oid::regclass::text
  from pg_catalog.pg_depend d
  join pg_catalog.pg_rewrite r on r.oid = d.objid
  join pg_catalog.pg_class v on v.oid = r.ev_class
  join pg_catalog.pg_namespace n on n.oid = v.relnamespace
  where d.refobjid = 'auth.users'::regclass and n.nspname <> 'auth'
$$, 'A9: no view outside auth reads auth.users');

select * from finish();
rollback;
