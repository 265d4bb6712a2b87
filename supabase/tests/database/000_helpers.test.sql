-- Test helpers: the scaffolding every pgTAP file shares — create a user, act as a user (or
-- as anon), find or make a workspace, add a member. The file name sorts before every other
-- test file (`000_` < `00_` byte-wise and in pg_prove's order), and unlike them this file
-- COMMITS: the functions stay in schema `tests` for every later file, which runs in its own
-- transaction and rolls back. `create or replace` keeps it re-runnable on a database that
-- already has them (`supabase test db` against the local database).
--
-- Conventions:
--   * Every function has `set search_path = ''` and names everything in full (the linter
--     test, 04_linter, would otherwise report function_search_path_mutable for them).
--   * The lookups (workspace_of, workspace_named) are security definer: they read the
--     fixtures whoever the test is acting as, RLS or not. The fixture writers (create_user,
--     create_workspace, add_member) run as the session user, in a file's fixture section or
--     after tests.clear_authentication(); the API roles may not execute them.
--   * authenticate_as and friends set the role and the JWT claims the way PostgREST does,
--     local to the transaction (set_config(…, true) inside a function outlives the call).
begin;

create schema if not exists tests;
comment on schema tests is 'pgTAP test helpers (supabase/tests/database/000_helpers.test.sql); not part of the app';
grant usage on schema tests to anon, authenticated, service_role;

-- Users ------------------------------------------------------------------------------

-- tests.create_user(email, metadata, id, confirmed): signs a user up the way GoTrue does,
-- by inserting into auth.users; the sign-up trigger (private.handle_new_user) makes the
-- profile and the user's own workspace, with the user as its admin and current. The
-- metadata is raw_user_meta_data (full_name, first_name, last_name, company…), passed as
-- is, odd values included. `p_confirmed` sets email_confirmed_at (accepting an invitation
-- needs a confirmed address). Returns the user's id.
create or replace function tests.create_user(
  p_email text,
  p_meta jsonb default '{}',
  p_id uuid default gen_random_uuid(),
  p_confirmed boolean default true
)
returns uuid
language sql
volatile
set search_path = ''
as $$
  insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
  values ('00000000-0000-0000-0000-000000000000', p_id, 'authenticated', 'authenticated', p_email,
          case when p_confirmed then pg_catalog.now() end, '{"provider": "email", "providers": ["email"]}', p_meta)
  returning id
$$;

-- Acting as someone --------------------------------------------------------------------

-- tests.authenticate_as(user): from here to the end of the transaction (or the next
-- authenticate_as), act as that user over the API: role authenticated and the claims
-- {"sub": user, "role": "authenticated"}, which auth.uid() reads. Callable while acting as
-- anyone, so a test switches users with one call.
create or replace function tests.authenticate_as(p_user uuid)
returns void
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.set_config('role', 'authenticated', true);
  select pg_catalog.set_config('request.jwt.claims',
    pg_catalog.json_build_object('sub', p_user, 'role', 'authenticated')::text, true);
$$;

-- tests.authenticate_as_anon(): act as a caller without a session (the anon key): role anon
-- and the claims {"role": "anon"}.
create or replace function tests.authenticate_as_anon()
returns void
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.set_config('role', 'anon', true);
  select pg_catalog.set_config('request.jwt.claims', '{"role": "anon"}', true);
$$;

-- tests.clear_authentication(): stop acting: back to the session user (the service, which
-- bypasses RLS) with no claims, so auth.uid() is null. (A plain `reset role` keeps the
-- claims, for a moment as the service after which the same user goes on with
-- `set local role authenticated`.)
create or replace function tests.clear_authentication()
returns void
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.set_config('role', 'none', true);
  select pg_catalog.set_config('request.jwt.claims', '', true);
$$;

-- Workspaces -------------------------------------------------------------------------

-- tests.workspace_of(user): the user's current workspace (user_profiles.current_workspace_id;
-- right after sign-up, the workspace of their own). Null if the user has none.
create or replace function tests.workspace_of(p_user uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.current_workspace_id from public.user_profiles p where p.id = p_user
$$;

-- tests.workspace_named(name): the id of the one workspace with that name (sign-up names a
-- workspace after the company in the metadata). An unknown or ambiguous name is an error,
-- not a null that would make a later assertion pass or fail for the wrong reason.
create or replace function tests.workspace_named(p_name text)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  select pg_catalog.array_agg(w.id) into v_ids from public.workspaces w where w.name = p_name;
  if coalesce(pg_catalog.cardinality(v_ids), 0) <> 1 then
    raise exception 'tests.workspace_named: % workspaces are named %',
      coalesce(pg_catalog.cardinality(v_ids), 0), pg_catalog.quote_literal(p_name);
  end if;
  return v_ids[1];
end;
$$;

-- tests.create_workspace(name, admin): a further workspace (besides the one sign-up makes),
-- created by `p_admin`, who is its admin. Returns its id.
create or replace function tests.create_workspace(p_name text, p_admin uuid)
returns uuid
language sql
volatile
set search_path = ''
as $$
  with w as (
    insert into public.workspaces (name, created_by) values (p_name, p_admin) returning id
  )
  insert into public.workspace_members (workspace_id, user_id, role)
  select w.id, p_admin, 'admin' from w
  returning workspace_id
$$;

-- tests.add_member(workspace, user, role, joined_at): makes the user a member of the
-- workspace with that role, as if they had accepted an invitation (the API has no other
-- way in), without changing their current workspace. `p_joined_at` is the membership's
-- created_at, for tests that depend on who joined first.
create or replace function tests.add_member(
  p_workspace uuid,
  p_user uuid,
  p_role public.workspace_role,
  p_joined_at timestamptz default pg_catalog.now()
)
returns void
language sql
volatile
set search_path = ''
as $$
  insert into public.workspace_members (workspace_id, user_id, role, created_at)
  values (p_workspace, p_user, p_role, p_joined_at)
$$;

-- Who may call what: the lookups and the role switches from any role a test acts as; the
-- fixture writers only as the session user.
revoke all on all functions in schema tests from public;
grant execute on function tests.authenticate_as(uuid), tests.authenticate_as_anon(), tests.clear_authentication(),
  tests.workspace_of(uuid), tests.workspace_named(text)
  to anon, authenticated, service_role;

commit;

-- The one test of this file, so that pg_prove counts it as a test file like the others.
begin;
create extension if not exists pgtap with schema extensions;

select plan(1);

select functions_are('tests', array[
  'add_member', 'authenticate_as', 'authenticate_as_anon', 'clear_authentication', 'create_user', 'create_workspace',
  'workspace_named', 'workspace_of'
], 'the test helpers are installed in schema tests');

select * from finish();
rollback;
