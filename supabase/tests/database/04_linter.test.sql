-- Security advisor: docs/security-checks.md C1 and C2. The linter below reproduces the checks of
-- Supabase's security/performance advisor (splinter) that matter for this schema, as plain
-- catalogue queries. It is created inside this transaction, so the rollback drops it.
--
-- Findings (lint name → what it flags):
--   rls_disabled_in_public         table in an exposed schema without RLS
--   policy_exists_rls_disabled     table with policies but RLS disabled
--   function_search_path_mutable   function without a fixed search_path
--   security_definer_function_executable  security-definer function in an exposed schema that
--                                  anon/authenticated may execute (splinter 0028/0029; the
--                                  policy helpers in private are not reachable through the API)
--   auth_users_exposed             view/materialized view over auth.users readable by anon/authenticated
--   security_definer_view          view in an exposed schema without security_invoker
--   auth_rls_initplan              policy calling auth.uid()/jwt()/role()/email() or current_setting() bare
--   multiple_permissive_policies   two permissive policies for the same role and command
--   unindexed_foreign_keys         foreign key not led by any index
--   storage_policy_without_bucket  policy on storage.objects whose USING or WITH CHECK does not
--                                  start with `bucket_id = '<one bucket>' AND …` (the same bucket
--                                  on both sides). Policies are OR-ed per command, so one that
--                                  forgets its bucket grants its rule in every bucket.
-- The storage schema is Supabase's, so the other lints skip it, except auth_rls_initplan,
-- which applies to our policies on storage.objects too.
begin;
create extension if not exists pgtap with schema extensions;

select plan(15);

create schema tap_lint;

create function tap_lint.findings()
returns table (lint text, object text)
language sql
stable
set search_path = ''
as $lint$
  -- Exposed schemas: what PostgREST serves (pgrst.db_schemas = 'public').
  with exposed as (select 'public'::name as nspname),
  -- Schemas that belong to Postgres, Supabase or extensions, not to the app.
  internal as (
    select unnest(array[
      'pg_catalog', 'information_schema', 'pg_toast', 'auth', 'extensions', 'graphql', 'graphql_public',
      'realtime', '_realtime', 'storage', 'vault', 'pgsodium', 'pgsodium_masks', 'net', 'supabase_functions',
      'supabase_migrations', 'cron', 'pgbouncer', 'pgtle', 'repack', 'tiger', 'topology', '_analytics',
      'tap_lint'
    ]::name[]) as nspname
  ),
  api_roles as (select unnest(array['anon', 'authenticated']::name[]) as rolname)

  select 'rls_disabled_in_public', c.oid::regclass::text
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname in (select nspname from exposed) and c.relkind in ('r', 'p') and not c.relrowsecurity

  union all
  select 'policy_exists_rls_disabled', c.oid::regclass::text
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname not in (select nspname from internal) and not c.relrowsecurity
    and exists (select 1 from pg_catalog.pg_policy p where p.polrelid = c.oid)

  union all
  select 'function_search_path_mutable', p.oid::regprocedure::text
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname not in (select nspname from internal) and n.nspname not like 'pg\_%'
    and p.prokind in ('f', 'p')
    and not exists (
      select 1 from pg_catalog.pg_depend d
      where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
    )
    and not exists (select 1 from pg_catalog.unnest(p.proconfig) cfg where cfg like 'search_path=%')

  union all
  select 'security_definer_function_executable', p.oid::regprocedure::text
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname in (select nspname from exposed)
    and p.prosecdef
    and exists (
      select 1 from api_roles r where pg_catalog.has_function_privilege(r.rolname, p.oid, 'EXECUTE')
    )

  union all
  select distinct 'auth_users_exposed', v.oid::regclass::text
  from pg_catalog.pg_depend d
  join pg_catalog.pg_rewrite rw on rw.oid = d.objid
  join pg_catalog.pg_class v on v.oid = rw.ev_class
  join pg_catalog.pg_namespace n on n.oid = v.relnamespace
  where d.classid = 'pg_catalog.pg_rewrite'::regclass
    and d.refobjid = 'auth.users'::regclass
    and v.relkind in ('v', 'm')
    and n.nspname <> 'auth'
    and exists (
      select 1 from api_roles r where pg_catalog.has_table_privilege(r.rolname, v.oid, 'SELECT')
    )

  union all
  select 'security_definer_view', c.oid::regclass::text
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname in (select nspname from exposed) and c.relkind = 'v'
    and not coalesce(
      exists (
        select 1 from pg_catalog.unnest(c.reloptions) o
        where pg_catalog.lower(o) in ('security_invoker=true', 'security_invoker=on', 'security_invoker=1')
      ), false)

  union all
  select 'auth_rls_initplan', pol.schemaname || '.' || pol.tablename || '.' || pol.policyname
  from pg_catalog.pg_policies pol
  where (pol.schemaname not in (select nspname from internal) or pol.schemaname = 'storage')
    and pg_catalog.regexp_replace(
          coalesce(pol.qual, '') || ' ' || coalesce(pol.with_check, ''),
          '\(\s*select\s+(auth\.(uid|jwt|role|email)\(\)|current_setting\([^()]*\))(\s+as\s+\w+)?\s*\)', '', 'gi'
        ) ~* '(auth\.(uid|jwt|role|email)\(\)|current_setting\()'

  union all
  select 'multiple_permissive_policies', x.tbl || ' ' || x.rolname || ' ' || x.cmd
  from (
    select c.oid::regclass::text as tbl, r.rolname, cmd.cmd, pg_catalog.count(*) as n
    from pg_catalog.pg_policy p
    join pg_catalog.pg_class c on c.oid = p.polrelid
    join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
    cross join api_roles r
    cross join (values ('r', 'SELECT'), ('a', 'INSERT'), ('w', 'UPDATE'), ('d', 'DELETE')) as cmd (code, cmd)
    where ns.nspname not in (select nspname from internal)
      and p.polpermissive
      and (p.polcmd = '*' or p.polcmd::text = cmd.code)
      and (0::oid = any (p.polroles)
           or (select oid from pg_catalog.pg_roles where pg_roles.rolname = r.rolname) = any (p.polroles))
    group by c.oid, r.rolname, cmd.cmd
  ) x
  where x.n > 1

  union all
  select 'storage_policy_without_bucket', pol.policyname::text
  from pg_catalog.pg_policies pol
  cross join lateral (
    select (pg_catalog.regexp_match(pol.qual, '^\(\(?bucket_id = ''([^'']+)''::text\)( AND |$)'))[1] as using_bucket,
           (pg_catalog.regexp_match(pol.with_check, '^\(\(?bucket_id = ''([^'']+)''::text\)( AND |$)'))[1] as check_bucket
  ) pin
  where pol.schemaname = 'storage' and pol.tablename = 'objects'
    and ((pol.qual is not null and pin.using_bucket is null)
      or (pol.with_check is not null and pin.check_bucket is null)
      or pin.using_bucket <> pin.check_bucket)

  union all
  select 'unindexed_foreign_keys', con.conrelid::regclass::text || '.' || con.conname
  from pg_catalog.pg_constraint con
  join pg_catalog.pg_namespace n on n.oid = con.connamespace
  where con.contype = 'f' and n.nspname not in (select nspname from internal)
    and not exists (
      select 1 from pg_catalog.pg_index i
      where i.indrelid = con.conrelid
        and (i.indkey::int2[])[0:pg_catalog.cardinality(con.conkey) - 1] = con.conkey
    )
$lint$;

-- C1: our schema is clean ------------------------------------------------------------

select is_empty($$select * from tap_lint.findings()$$, 'C1: the security advisor finds nothing in our schema');

-- C2: negative control — each fixture is reported --------------------------------------

create table public.lint_no_rls (id integer primary key);

create table public.lint_policy_no_rls (id integer primary key);
create policy lint_policy_no_rls_select on public.lint_policy_no_rls for select to authenticated using (true);

create table public.lint_bare_uid (id integer primary key, owner uuid);
alter table public.lint_bare_uid enable row level security;
create policy lint_bare_uid_select on public.lint_bare_uid for select to authenticated using (auth.uid() = owner);
create policy lint_bare_uid_select_too on public.lint_bare_uid for select to authenticated using (owner is null);

create table public.lint_child (id integer primary key, parent_id integer references public.lint_no_rls (id));
alter table public.lint_child enable row level security;

create function public.lint_mutable() returns integer language sql as $$ select 1 $$;

create function public.lint_definer() returns integer language sql security definer set search_path = ''
as $$ select 1 $$;
grant execute on function public.lint_definer() to anon;

create view public.lint_users_view as select id, email from auth.users;
grant select on public.lint_users_view to authenticated;

create policy lint_no_bucket on storage.objects for select to authenticated
  using ((storage.foldername(name))[1] = (select auth.uid())::text);
create policy lint_bucket_one_side on storage.objects for update to authenticated
  using (bucket_id = 'avatars' and owner_id = (select auth.uid())::text)
  with check (owner_id = (select auth.uid())::text);
create policy lint_bucket_in_or on storage.objects for insert to authenticated
  with check (bucket_id = 'avatars' or owner_id = (select auth.uid())::text);

select ok(exists (select 1 from tap_lint.findings() where lint = 'rls_disabled_in_public' and object = 'public.lint_no_rls'),
  'C2: a table without RLS is reported');
select ok(exists (select 1 from tap_lint.findings() where lint = 'policy_exists_rls_disabled' and object = 'public.lint_policy_no_rls'),
  'C2: a table with a policy but RLS disabled is reported');
select ok(exists (select 1 from tap_lint.findings() where lint = 'auth_rls_initplan' and object = 'public.lint_bare_uid.lint_bare_uid_select'),
  'C2: a policy calling auth.uid() bare is reported');
select ok(not exists (select 1 from tap_lint.findings() where lint = 'auth_rls_initplan' and object = 'public.lint_bare_uid.lint_bare_uid_select_too'),
  'C2: a policy without auth.uid() is not reported as bare');
select ok(exists (select 1 from tap_lint.findings() where lint = 'multiple_permissive_policies' and object = 'public.lint_bare_uid authenticated SELECT'),
  'C2: two permissive select policies for authenticated are reported');
select ok(exists (select 1 from tap_lint.findings() where lint = 'unindexed_foreign_keys' and object = 'public.lint_child.lint_child_parent_id_fkey'),
  'C2: an unindexed foreign key is reported');
select ok(exists (select 1 from tap_lint.findings() where lint = 'function_search_path_mutable' and object = 'public.lint_mutable()'),
  'C2: a function without search_path is reported');
select ok(exists (select 1 from tap_lint.findings() where lint = 'security_definer_function_executable' and object = 'public.lint_definer()'),
  'C2: a security-definer function executable by anon is reported');
select ok(exists (select 1 from tap_lint.findings() where lint = 'auth_users_exposed' and object = 'public.lint_users_view'),
  'C2: a view exposing auth.users is reported');
select ok(exists (select 1 from tap_lint.findings() where lint = 'security_definer_view' and object = 'public.lint_users_view'),
  'C2: a view without security_invoker is reported');
select ok(exists (select 1 from tap_lint.findings() where lint = 'storage_policy_without_bucket' and object = 'lint_no_bucket'),
  'C2: a storage policy without a bucket is reported');
select ok(exists (select 1 from tap_lint.findings() where lint = 'storage_policy_without_bucket' and object = 'lint_bucket_one_side'),
  'C2: a storage policy pinning its bucket in USING only is reported');
select ok(exists (select 1 from tap_lint.findings() where lint = 'storage_policy_without_bucket' and object = 'lint_bucket_in_or'),
  'C2: a storage policy whose bucket is only one side of an OR is reported');
select is(
  (select count(distinct lint)::int from tap_lint.findings()), 10,
  'C2: all ten lints fire on the fixtures');

select * from finish();
rollback;
