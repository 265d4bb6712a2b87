-- Baseline 20261128212033: the whole schema, written by `npm run db:squash` from supabase/schemas
-- (scripts/squash-schema.ts) once the migrations it replaces were proved to build the same
-- database. Do not edit it: change supabase/schemas and add a migration (docs/architecture.md
-- § The declarative schema). An existing project reconciles its history with
-- `supabase migration repair` (docs/deploying.md).

-- ===========================================================================================
-- supabase/schemas/00_foundation.sql
-- ===========================================================================================

-- What every other file builds on: schema private, the updated_at trigger and the time zone
-- names.
--
-- Security model (docs/security-checks.md, sections A–C):
--   * Row-level security is enabled on every table; each policy covers one command, applies
--     `to authenticated` only and asks security-definer helpers in private for the caller's
--     workspaces and role (01_workspaces.sql), wrapped as `(select …)` so Postgres evaluates
--     them once per statement.
--   * Table privileges are explicit: anon gets nothing, authenticated only what the app needs,
--     often only some columns (ids, creators and workspaces are the database's).
--   * Functions set `search_path = ''` and qualify every name. Security-definer functions live
--     in private, which PostgREST does not expose; a public function the API calls is a
--     security-invoker wrapper around them.
--   * Every function in private revokes PUBLIC's execute right after its definition and grants
--     it only where a policy, a wrapper or another function needs it. (Default privileges
--     given per schema cannot take away the global default, so there is no shortcut.)

-- ---------------------------------------------------------------------------
-- Schema private: what must never be reachable through the API
-- ---------------------------------------------------------------------------

create schema if not exists private;
revoke all on schema private from public;

-- authenticated may use the schema (PostgREST does not expose it) to execute exactly the
-- helpers granted to it; anon, for the unsubscribe link (private.unsubscribe_reminders); the
-- service role, for the reminder job. No API role has a table privilege in private.
grant usage on schema private to authenticated, anon, service_role;

-- Keeps updated_at honest whatever the client sends.
create function private.set_updated_at()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

revoke all on function private.set_updated_at() from public;

-- ---------------------------------------------------------------------------
-- Time zones: "today" and months are the user's, never UTC's
-- ---------------------------------------------------------------------------

-- The time zone names Postgres knows. pg_timezone_names reads every zone file on each call
-- (about 60 ms on PostgreSQL 15), so the names are copied here once; the view is consulted
-- only for a name missing from the copy (a zone added by a later tzdata update).
create table private.time_zone_names (name text primary key);

alter table private.time_zone_names enable row level security;
revoke all on table private.time_zone_names from public, anon, authenticated;

insert into private.time_zone_names (name)
select z.name from pg_catalog.pg_timezone_names z
on conflict do nothing;

-- p_tz when it names a time zone Postgres knows; 'Unknown time zone: <name>' (22023)
-- otherwise. Security definer: it reads the copy above, which the API roles cannot.
create function private.checked_time_zone(p_tz text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_tz is null or pg_catalog.char_length(p_tz) > 64
     or not (exists (select 1 from private.time_zone_names z where z.name = p_tz)
             or exists (select 1 from pg_catalog.pg_timezone_names z where z.name = p_tz)) then
    raise exception 'Unknown time zone: %', coalesce(p_tz, 'null') using errcode = '22023';
  end if;
  return p_tz;
end;
$$;

revoke all on function private.checked_time_zone(text) from public;
grant execute on function private.checked_time_zone(text) to authenticated;

-- ===========================================================================================
-- supabase/schemas/01_workspaces.sql
-- ===========================================================================================

-- Workspaces and their members: a workspace is a firm's team; tenders and everything else
-- belong to one.
--
--   public.workspaces              id, name, created_at, created_by
--   public.user_profiles           one per auth user, made at sign-up; current_workspace_id is
--                                  the workspace the app shows (always one of the user's)
--   public.workspace_members       (workspace_id, user_id) → role admin | manager | user
--   public.workspace_invitations   an admin's invitation by email, with a role and a 7-day
--                                  expiry; its token is stored hashed in
--                                  private.workspace_invitation_tokens
--
-- Roles (RLS and function checks, not hidden buttons):
--   every member   reads the workspace's tenders, tasks, members and colleagues' profiles;
--                  adds, edits, assigns and deletes tasks
--   manager, admin create, edit and delete tenders
--   admin          invites, changes roles, removes members, renames the workspace
-- A workspace always keeps an admin: removing or demoting the last one raises
-- 'Cannot delete the admin user' (TFA01). Nobody is left without a workspace: losing one's
-- last membership gives a new one of one's own.
--
-- Policies call the security-definer helpers below in forms Postgres evaluates once per
-- statement (`workspace_id in (select private.member_workspace_ids())`).

create type public.workspace_role as enum ('admin', 'manager', 'user');

create type public.invitation_status as enum ('pending', 'accepted', 'expired', 'revoked');

-- ---------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------

create table public.workspaces (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint workspaces_name_check check (btrim(name) <> '' and char_length(name) <= 200),
  created_at timestamptz not null default now(),
  -- Kept when the workspace outlives its creator.
  created_by uuid references auth.users (id) on delete set null
);

comment on table public.workspaces is 'A team sharing tenders and tasks. Created at sign-up (unless the sign-up joins by invitation); renamed by its admins; deleted by its last member while it has no tenders.';

create index workspaces_created_by_idx on public.workspaces (created_by);

alter table public.workspaces enable row level security;

create table public.user_profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  name text not null default ''
    constraint user_profiles_name_check check (char_length(name) <= 200),
  -- The account's address, kept in step with auth.users by a trigger; users never write it.
  email text
    constraint user_profiles_email_check check (char_length(email) <= 320),
  avatar text
    constraint user_profiles_avatar_check check (char_length(avatar) <= 2048),
  company text
    constraint user_profiles_company_check check (char_length(company) <= 200),
  -- Job title shown on the settings screen; not an access-control role.
  role text
    constraint user_profiles_role_check check (char_length(role) <= 100),
  preferences jsonb not null default '{}'::jsonb
    constraint user_profiles_preferences_check check (jsonb_typeof(preferences) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  current_workspace_id uuid references public.workspaces (id) on delete set null,
  time_zone text
    constraint user_profiles_time_zone_check check (char_length(time_zone) <= 64),
  -- A profile photo is the public URL of a file in the user's own folder of the avatars
  -- bucket (what Settings uploads), never an address elsewhere. The host is the project's,
  -- which differs per deployment, so it is not pinned here: the app's CSP (img-src) loads
  -- images from its Supabase URL only.
  constraint user_profiles_avatar_own_photo check (
    avatar ~ ('^https?://[^?#]+/storage/v1/object/public/avatars/' || id::text || '/[^/?#]+$')
  )
);

comment on table public.user_profiles is 'Profile of each auth user (id = auth.users.id); created at sign-up by private.handle_new_user(). Readable by colleagues in a shared workspace.';

comment on column public.user_profiles.time_zone is
  'IANA time zone name (e.g. Europe/Berlin); null counts as UTC for reminders. Set from the browser at first sign-in, editable in Settings.';

create index user_profiles_current_workspace_id_idx on public.user_profiles (current_workspace_id);

alter table public.user_profiles enable row level security;

create table public.workspace_members (
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  -- References the profile (itself deleted with the auth user), so the API can embed
  -- user_profiles(name, email, avatar) in a member list.
  user_id uuid not null references public.user_profiles (id) on delete cascade,
  role public.workspace_role not null default 'user',
  created_at timestamptz not null default now(),
  primary key (workspace_id, user_id)
);

comment on table public.workspace_members is 'Who belongs to which workspace, with which role. Added by accepting an invitation; every workspace keeps at least one admin.';

create index workspace_members_user_id_idx on public.workspace_members (user_id);

alter table public.workspace_members enable row level security;

create table public.workspace_invitations (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  email text not null
    constraint workspace_invitations_email_check check (
      email = lower(btrim(email))
      and char_length(email) <= 320
      and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
    ),
  name text not null default ''
    constraint workspace_invitations_name_check check (char_length(name) <= 200),
  role public.workspace_role not null default 'user',
  invited_by uuid references public.user_profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  accepted_by uuid references public.user_profiles (id) on delete set null,
  revoked_at timestamptz,
  constraint workspace_invitations_outcome_check check (accepted_at is null or revoked_at is null)
);

comment on table public.workspace_invitations is 'Invitations by email to join a workspace. Pending = not accepted, not revoked, not expired. Created with create_invitation(); the token is never stored in clear.';

create index workspace_invitations_workspace_id_idx
  on public.workspace_invitations (workspace_id, created_at desc);
create index workspace_invitations_invited_by_idx on public.workspace_invitations (invited_by);
create index workspace_invitations_accepted_by_idx on public.workspace_invitations (accepted_by);
create unique index workspace_invitations_open_email_key
  on public.workspace_invitations (workspace_id, email)
  where accepted_at is null and revoked_at is null;

alter table public.workspace_invitations enable row level security;

-- The sha256 of each invitation's token, out of the API's reach (no grant on it at all).
create table private.workspace_invitation_tokens (
  invitation_id uuid primary key references public.workspace_invitations (id) on delete cascade,
  token_hash text not null unique
);

alter table private.workspace_invitation_tokens enable row level security;

-- ---------------------------------------------------------------------------
-- Policy helpers (security definer: they read memberships without recursing into
-- workspace_members' own policies)
-- ---------------------------------------------------------------------------

-- The caller's workspaces, optionally only those where the caller has one of p_roles.
create function private.member_workspace_ids(p_roles public.workspace_role[] default null)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.workspace_id
  from public.workspace_members m
  where m.user_id = auth.uid()
    and (p_roles is null or m.role = any (p_roles));
$$;

revoke all on function private.member_workspace_ids(public.workspace_role[]) from public;
grant execute on function private.member_workspace_ids(public.workspace_role[]) to authenticated;

-- Everyone who shares a workspace with the caller, the caller included.
create function private.colleague_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select distinct o.user_id
  from public.workspace_members me
  join public.workspace_members o on o.workspace_id = me.workspace_id
  where me.user_id = auth.uid();
$$;

revoke all on function private.colleague_ids() from public;
grant execute on function private.colleague_ids() to authenticated;

-- The caller's current workspace: the one chosen in their profile while they are still a
-- member of it, else their earliest membership. Null without a user or a membership.
-- The default of tenders.workspace_id.
create function private.current_workspace_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.current_workspace_id
     from public.user_profiles p
     join public.workspace_members m on m.workspace_id = p.current_workspace_id and m.user_id = p.id
     where p.id = auth.uid()),
    (select m.workspace_id
     from public.workspace_members m
     where m.user_id = auth.uid()
     order by m.created_at, m.workspace_id
     limit 1)
  );
$$;

revoke all on function private.current_workspace_id() from public;
grant execute on function private.current_workspace_id() to authenticated;

-- ---------------------------------------------------------------------------
-- Sign-up, confirmation, address changes and deleting an account
-- ---------------------------------------------------------------------------

-- The name of a new user's own workspace: their company, else '<first name>'s workspace',
-- else 'My workspace'. (The profile name falls back to the email's local part.)
create function private.default_workspace_name(p_company text, p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.left(coalesce(
    nullif(pg_catalog.btrim(p_company), ''),
    nullif(pg_catalog.split_part(pg_catalog.btrim(p_name), ' ', 1), '') || '''s workspace',
    'My workspace'
  ), 200);
$$;

revoke all on function private.default_workspace_name(text, text) from public;

-- sha256 of an invitation token, hex. Tokens are 43 characters of base64url (32 random bytes).
create function private.invitation_token_hash(p_token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(p_token, 'UTF8')), 'hex');
$$;

revoke all on function private.invitation_token_hash(text) from public;

-- The pending invitation whose token a sign-up's metadata carries (`invitation_token`), when
-- it was sent to p_email; null otherwise (unknown, expired, used, revoked, for another address,
-- not a string). Locks the invitation row.
create function private.sign_up_invitation(p_meta jsonb, p_email text)
returns uuid
language sql
volatile
security definer
set search_path = ''
as $$
  select i.id
  from private.workspace_invitation_tokens k
  join public.workspace_invitations i on i.id = k.invitation_id
  where pg_catalog.jsonb_typeof(p_meta -> 'invitation_token') = 'string'
    and pg_catalog.char_length(p_meta ->> 'invitation_token') <= 200
    and k.token_hash = private.invitation_token_hash(p_meta ->> 'invitation_token')
    and i.accepted_at is null
    and i.revoked_at is null
    and i.expires_at > pg_catalog.now()
    and i.email = pg_catalog.lower(pg_catalog.btrim(p_email))
  for update of i;
$$;

revoke all on function private.sign_up_invitation(jsonb, text) from public;

-- Adds p_user to the invitation's workspace with its role, marks the invitation accepted by
-- them and makes the workspace their current one. Joining a workspace whose name equals
-- (ignoring case and outer spaces) that of a workspace the joiner is alone in renames the
-- joiner's one after them, so the switcher never lists two identical names. Returns the
-- workspace's id. The caller has checked that the invitation is pending and meant for p_user.
-- One definition for accepting and for signing up by invitation.
create function private.join_workspace(p_user uuid, p_invitation_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_invitation public.workspace_invitations;
  v_joined_name text;
  v_own_name text;
begin
  select i.* into v_invitation from public.workspace_invitations i where i.id = p_invitation_id;
  select w.name into v_joined_name from public.workspaces w where w.id = v_invitation.workspace_id;

  insert into public.workspace_members (workspace_id, user_id, role)
  values (v_invitation.workspace_id, p_user, v_invitation.role);

  update public.workspace_invitations
  set accepted_at = pg_catalog.now(), accepted_by = p_user
  where id = v_invitation.id;

  update public.user_profiles set current_workspace_id = v_invitation.workspace_id where id = p_user;

  select private.default_workspace_name(null, p.name) into v_own_name
  from public.user_profiles p where p.id = p_user;
  if pg_catalog.lower(pg_catalog.btrim(v_own_name)) = pg_catalog.lower(pg_catalog.btrim(v_joined_name)) then
    v_own_name := pg_catalog.left(v_own_name, 189) || ' (personal)';
  end if;

  update public.workspaces w
  set name = v_own_name
  where w.id <> v_invitation.workspace_id
    and pg_catalog.lower(pg_catalog.btrim(w.name)) = pg_catalog.lower(pg_catalog.btrim(v_joined_name))
    and exists (select 1 from public.workspace_members m where m.workspace_id = w.id and m.user_id = p_user)
    and not exists (select 1 from public.workspace_members m where m.workspace_id = w.id and m.user_id <> p_user);

  return v_invitation.workspace_id;
end;
$$;

revoke all on function private.join_workspace(uuid, uuid) from public;

-- A new or newly confirmed user without a workspace: the inviting one when their sign-up
-- carried a pending invitation for their address (once the address is confirmed; until
-- then, none), else one of their own, named after their company or first name, as admin.
create function private.give_workspace(p_user uuid, p_meta jsonb, p_email text, p_confirmed boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_invitation uuid;
  v_workspace uuid;
begin
  if exists (select 1 from public.workspace_members m where m.user_id = p_user) then
    return;
  end if;

  v_invitation := private.sign_up_invitation(p_meta, p_email);
  if v_invitation is not null then
    if p_confirmed then
      perform private.join_workspace(p_user, v_invitation);
    end if;
    return;
  end if;

  insert into public.workspaces (name, created_by)
  select private.default_workspace_name(p.company, p.name), p_user
  from public.user_profiles p where p.id = p_user
  returning id into v_workspace;

  insert into public.workspace_members (workspace_id, user_id, role)
  values (v_workspace, p_user, 'admin');

  update public.user_profiles set current_workspace_id = v_workspace where id = p_user;
end;
$$;

revoke all on function private.give_workspace(uuid, jsonb, text, boolean) from public;

-- Sign-up: the profile from the sign-up metadata, then a workspace (private.give_workspace).
-- Odd metadata (missing, null, not an object, unicode, far too long) must never make sign-up
-- fail, so every value is trimmed, defaulted and cut to the column limits. The profile takes
-- no photo URL from the metadata: photos come from Settings only.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := case
    when pg_catalog.jsonb_typeof(new.raw_user_meta_data) = 'object' then new.raw_user_meta_data
    else '{}'::jsonb
  end;
  v_name text;
  v_company text;
begin
  v_name := pg_catalog.left(coalesce(
    nullif(pg_catalog.btrim(meta ->> 'full_name'), ''),
    nullif(pg_catalog.btrim(pg_catalog.concat_ws(' ',
      nullif(pg_catalog.btrim(meta ->> 'first_name'), ''),
      nullif(pg_catalog.btrim(meta ->> 'last_name'), ''))), ''),
    nullif(pg_catalog.btrim(meta ->> 'name'), ''),
    nullif(pg_catalog.split_part(coalesce(new.email, ''), '@', 1), ''),
    ''
  ), 200);
  v_company := case
    when pg_catalog.jsonb_typeof(meta -> 'company') = 'string'
      then pg_catalog.left(nullif(pg_catalog.btrim(meta ->> 'company'), ''), 200)
  end;

  insert into public.user_profiles (id, name, email, company)
  values (new.id, v_name, case when pg_catalog.char_length(new.email) <= 320 then new.email end, v_company)
  on conflict (id) do nothing;

  perform private.give_workspace(new.id, meta, new.email, new.email_confirmed_at is not null);
  return new;
end;
$$;

revoke all on function private.handle_new_user() from public;

-- Confirmation (GoTrue confirms in a second statement even when it confirms at once): a
-- user the sign-up left without a workspace gets one now.
create function private.handle_confirmed_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.give_workspace(
    new.id,
    case when pg_catalog.jsonb_typeof(new.raw_user_meta_data) = 'object' then new.raw_user_meta_data else '{}'::jsonb end,
    new.email,
    true);
  return new;
end;
$$;

revoke all on function private.handle_confirmed_user() from public;

-- The profile's email follows the account's.
create function private.sync_profile_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.user_profiles
  set email = case when pg_catalog.char_length(new.email) <= 320 then new.email end
  where id = new.id;
  return new;
end;
$$;

revoke all on function private.sync_profile_email() from public;

-- Deleting an auth user (B10). Their profile and memberships go with them (cascade), and:
--   * a workspace where they are the only member is deleted with all its tenders and tasks;
--   * where they are the last admin of a shared workspace, its longest-standing other
--     member becomes admin;
--   * tenders and tasks they created in workspaces that stay pass to that workspace's
--     longest-standing admin (user_id is "created by"), so the team loses nothing;
--   * tasks assigned to them become unassigned; invitations they sent stay.
-- Flagged first, so that the memberships it removes do not make the user a new workspace.
create or replace function private.handle_deleted_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Their memberships go now: private.keep_a_workspace must not give them a new one.
  perform pg_catalog.set_config('tenderflow.deleting_user', old.id::text, true);

  delete from public.workspaces w
  where exists (
      select 1 from public.workspace_members m where m.workspace_id = w.id and m.user_id = old.id)
    and not exists (
      select 1 from public.workspace_members m where m.workspace_id = w.id and m.user_id <> old.id);

  update public.workspace_members m
  set role = 'admin'
  from (
    select distinct on (o.workspace_id) o.workspace_id, o.user_id
    from public.workspace_members me
    join public.workspace_members o on o.workspace_id = me.workspace_id and o.user_id <> me.user_id
    where me.user_id = old.id
      and me.role = 'admin'
      and not exists (
        select 1 from public.workspace_members a
        where a.workspace_id = me.workspace_id and a.role = 'admin' and a.user_id <> old.id)
    order by o.workspace_id, o.created_at, o.user_id
  ) heir
  where m.workspace_id = heir.workspace_id and m.user_id = heir.user_id;

  update public.tenders t
  set user_id = heir.user_id
  from (
    select distinct on (a.workspace_id) a.workspace_id, a.user_id
    from public.workspace_members a
    where a.role = 'admin' and a.user_id <> old.id
      and a.workspace_id in (select x.workspace_id from public.tenders x where x.user_id = old.id)
    order by a.workspace_id, a.created_at, a.user_id
  ) heir
  where t.user_id = old.id and t.workspace_id = heir.workspace_id;

  update public.tasks k
  set user_id = heir.user_id
  from (
    select distinct on (a.workspace_id) a.workspace_id, a.user_id
    from public.workspace_members a
    where a.role = 'admin' and a.user_id <> old.id
      and a.workspace_id in (select x.workspace_id from public.tasks x where x.user_id = old.id)
    order by a.workspace_id, a.created_at, a.user_id
  ) heir
  where k.user_id = old.id and k.workspace_id = heir.workspace_id;

  return old;
end;
$$;

revoke all on function private.handle_deleted_user() from public;

-- A profile's time zone is one Postgres knows: 'Unknown time zone: <name>' (22023), as the
-- RPCs' p_tz.
create function private.check_profile_time_zone()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.time_zone is not null then
    perform private.checked_time_zone(new.time_zone);
  end if;
  return new;
end;
$$;

revoke all on function private.check_profile_time_zone() from public;

-- The current workspace must be one of the user's workspaces.
create function private.check_current_workspace()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.current_workspace_id is not null
     and (tg_op = 'INSERT' or new.current_workspace_id is distinct from old.current_workspace_id)
     and not exists (
       select 1 from public.workspace_members m
       where m.workspace_id = new.current_workspace_id and m.user_id = new.id
     ) then
    raise exception 'Not a member of this workspace' using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke all on function private.check_current_workspace() from public;

-- The form in which two names are the same name: compatibility-normalised, invisible
-- characters dropped, spaces collapsed, case folded.
create function private.person_name_key(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.lower(pg_catalog.btrim(pg_catalog.regexp_replace(
    pg_catalog.regexp_replace(pg_catalog.normalize(coalesce(p_name, ''), 'NFKC'),
                              '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]', '', 'g'),
    '\s+', ' ', 'g')));
$$;

revoke all on function private.person_name_key(text) from public, anon, authenticated;

-- Whether someone who shares a workspace with p_user is called p_key.
create function private.name_taken_by_colleague(p_user uuid, p_key text, p_workspace uuid default null)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.workspace_members me
    join public.workspace_members other
      on other.workspace_id = me.workspace_id and other.user_id <> me.user_id
    join public.user_profiles p on p.id = other.user_id
    where me.user_id = p_user
      and (p_workspace is null or me.workspace_id = p_workspace)
      and private.person_name_key(p.name) = p_key
  );
$$;

revoke all on function private.name_taken_by_colleague(uuid, text, uuid) from public, anon, authenticated;

-- A rename to a name another member of a shared workspace has is refused (TFP01). One lock per
-- name, so two colleagues taking one name at the same moment are told apart.
create function private.check_profile_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_key text := private.person_name_key(new.name);
begin
  if v_key = '' or v_key = private.person_name_key(old.name) then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('person-name:' || v_key));
  if private.name_taken_by_colleague(new.id, v_key) then
    raise exception 'Another member of a workspace you belong to has this name' using errcode = 'TFP01';
  end if;
  return new;
end;
$$;

revoke all on function private.check_profile_name() from public, anon, authenticated;

-- Whoever joins a workspace where a member already has their name (an invitation accepted, a
-- sign-up through one) keeps it with their address beside it, so the two are told apart.
create function private.distinguish_newcomer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_profile public.user_profiles;
  v_key text;
  v_suffix text;
begin
  select p.* into v_profile from public.user_profiles p where p.id = new.user_id;
  v_key := private.person_name_key(v_profile.name);
  if v_profile.id is null or v_key = '' then
    return null;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('person-name:' || v_key));
  if private.name_taken_by_colleague(new.user_id, v_key, new.workspace_id) then
    v_suffix := ' (' || coalesce(v_profile.email, pg_catalog.left(new.user_id::text, 8)) || ')';
    update public.user_profiles
    set name = pg_catalog.left(pg_catalog.btrim(v_profile.name), 200 - pg_catalog.char_length(v_suffix)) || v_suffix
    where id = new.user_id;
  end if;
  return null;
end;
$$;

revoke all on function private.distinguish_newcomer() from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- Memberships: a workspace keeps an admin, a user keeps a workspace
-- ---------------------------------------------------------------------------

-- Removing or demoting the last admin of a workspace is refused. Deleting the workspace
-- itself (its members go with it) is not affected. The workspace row is locked so two
-- admins demoting each other at the same time cannot both succeed.
create function private.keep_an_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'admin' and (tg_op = 'DELETE' or new.role <> 'admin') then
    perform 1 from public.workspaces w where w.id = old.workspace_id for no key update;
    if found and not exists (
      select 1 from public.workspace_members m
      where m.workspace_id = old.workspace_id and m.role = 'admin' and m.user_id <> old.user_id
    ) then
      raise exception 'Cannot delete the admin user'
        using errcode = 'TFA01', hint = 'Make another member an admin first.';
    end if;
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

revoke all on function private.keep_an_admin() from public;

-- Someone who joined only by invitation has no workspace of their own: when their last
-- membership goes (an admin removes them, they leave), they get a new one, named after
-- their first name (not their company: that is likely the team they just left), as admin
-- and current. Not while their account is being deleted (private.handle_deleted_user).
create function private.keep_a_workspace()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_workspace uuid;
begin
  if pg_catalog.current_setting('tenderflow.deleting_user', true) is distinct from old.user_id::text
     and exists (select 1 from public.user_profiles p where p.id = old.user_id)
     and not exists (select 1 from public.workspace_members m where m.user_id = old.user_id) then
    insert into public.workspaces (name, created_by)
    select private.default_workspace_name(null, p.name), p.id
    from public.user_profiles p where p.id = old.user_id
    returning id into v_workspace;

    insert into public.workspace_members (workspace_id, user_id, role)
    values (v_workspace, old.user_id, 'admin');

    update public.user_profiles set current_workspace_id = v_workspace where id = old.user_id;
  end if;
  return old;
end;
$$;

revoke all on function private.keep_a_workspace() from public;

-- ---------------------------------------------------------------------------
-- Invitations: public, security-invoker entry points over definer helpers in private
-- ---------------------------------------------------------------------------

-- Admins only (42501). Replaces a pending invitation to the same address (it becomes
-- revoked, so its link stops working); refuses an address that is already a member
-- (23505) or is not an email address (22023). Returns the token, the only time it exists
-- in clear.
create function private.create_invitation(
  p_workspace_id uuid,
  p_email text,
  p_name text,
  p_role public.workspace_role
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_email text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_email, '')));
  v_token text;
  v_id uuid;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.workspace_members m
    where m.workspace_id = p_workspace_id and m.user_id = v_uid and m.role = 'admin'
  ) then
    raise exception 'Only admins can invite members' using errcode = '42501';
  end if;
  if pg_catalog.char_length(v_email) > 320 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Invalid email address' using errcode = '22023';
  end if;
  if exists (
    select 1 from public.workspace_members m
    join auth.users u on u.id = m.user_id
    where m.workspace_id = p_workspace_id and pg_catalog.lower(u.email) = v_email
  ) then
    raise exception 'Already a member of this workspace' using errcode = '23505';
  end if;

  update public.workspace_invitations i
  set revoked_at = pg_catalog.now()
  where i.workspace_id = p_workspace_id and i.email = v_email
    and i.accepted_at is null and i.revoked_at is null;

  insert into public.workspace_invitations (workspace_id, email, name, role, invited_by)
  values (p_workspace_id, v_email, pg_catalog.btrim(coalesce(p_name, '')), coalesce(p_role, 'user'), v_uid)
  returning id into v_id;

  v_token := pg_catalog.rtrim(
    pg_catalog.translate(pg_catalog.encode(extensions.gen_random_bytes(32), 'base64'), '+/', '-_'), '=');
  insert into private.workspace_invitation_tokens (invitation_id, token_hash)
  values (v_id, private.invitation_token_hash(v_token));
  return v_token;
end;
$$;

revoke all on function private.create_invitation(uuid, text, text, public.workspace_role) from public;
grant execute on function private.create_invitation(uuid, text, text, public.workspace_role) to authenticated;

create function public.create_invitation(
  p_workspace_id uuid,
  p_email text,
  p_name text default '',
  p_role public.workspace_role default 'user'
)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.create_invitation(p_workspace_id, p_email, p_name, p_role);
$$;

revoke all on function public.create_invitation(uuid, text, text, public.workspace_role) from public, anon;
grant execute on function public.create_invitation(uuid, text, text, public.workspace_role) to authenticated;

-- What the invitation page shows a signed-in visitor holding the token (nothing for an
-- unknown token), and whether the caller is the one who accepted it (joined).
create function private.invitation_details(p_token text)
returns table (
  workspace_name text,
  inviter_name text,
  email text,
  role public.workspace_role,
  status public.invitation_status,
  expires_at timestamptz,
  joined boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select w.name,
         coalesce(p.name, ''),
         i.email,
         i.role,
         (case
            when i.accepted_at is not null then 'accepted'
            when i.revoked_at is not null then 'revoked'
            when i.expires_at <= pg_catalog.now() then 'expired'
            else 'pending'
          end)::public.invitation_status,
         i.expires_at,
         i.accepted_by is not distinct from auth.uid()
  from private.workspace_invitation_tokens k
  join public.workspace_invitations i on i.id = k.invitation_id
  join public.workspaces w on w.id = i.workspace_id
  left join public.user_profiles p on p.id = i.invited_by
  where auth.uid() is not null
    and pg_catalog.char_length(p_token) <= 200
    and k.token_hash = private.invitation_token_hash(p_token);
$$;

revoke all on function private.invitation_details(text) from public;
grant execute on function private.invitation_details(text) to authenticated;

create function public.invitation_details(p_token text)
returns table (
  workspace_name text,
  inviter_name text,
  email text,
  role public.workspace_role,
  status public.invitation_status,
  expires_at timestamptz,
  joined boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.invitation_details(p_token);
$$;

revoke all on function public.invitation_details(text) from public, anon;
grant execute on function public.invitation_details(text) to authenticated;

-- Joins the caller to the invitation's workspace with its role (once), makes it their current
-- workspace and returns its id. Refusals, each with its own SQLSTATE:
--   TFI01 unknown token, TFI02 expired, TFI03 already used, TFI04 revoked,
--   TFI05 sent to another address, TFI06 address not confirmed, 23505 already a member,
--   42501 not signed in.
create or replace function private.accept_invitation(p_token text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_invitation public.workspace_invitations;
  v_confirmed boolean;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;

  select i.* into v_invitation
  from private.workspace_invitation_tokens k
  join public.workspace_invitations i on i.id = k.invitation_id
  where pg_catalog.char_length(p_token) <= 200
    and k.token_hash = private.invitation_token_hash(p_token)
  for update of i;

  if v_invitation.id is null then
    raise exception 'Invitation not found' using errcode = 'TFI01';
  elsif v_invitation.accepted_at is not null then
    raise exception 'This invitation has already been used' using errcode = 'TFI03';
  elsif v_invitation.revoked_at is not null then
    raise exception 'This invitation has been revoked' using errcode = 'TFI04';
  elsif v_invitation.expires_at <= pg_catalog.now() then
    raise exception 'This invitation has expired' using errcode = 'TFI02';
  end if;

  select u.email_confirmed_at is not null into v_confirmed
  from auth.users u
  where u.id = v_uid and pg_catalog.lower(pg_catalog.btrim(u.email)) = v_invitation.email;

  if v_confirmed is null then
    raise exception 'This invitation was sent to another email address' using errcode = 'TFI05';
  elsif not v_confirmed then
    raise exception 'Confirm your email address before accepting the invitation' using errcode = 'TFI06';
  end if;

  if exists (
    select 1 from public.workspace_members m
    where m.workspace_id = v_invitation.workspace_id and m.user_id = v_uid
  ) then
    raise exception 'Already a member of this workspace' using errcode = '23505';
  end if;

  return private.join_workspace(v_uid, v_invitation.id);
end;
$$;

revoke all on function private.accept_invitation(text) from public;
grant execute on function private.accept_invitation(text) to authenticated;

create function public.accept_invitation(p_token text)
returns uuid
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.accept_invitation(p_token);
$$;

revoke all on function public.accept_invitation(text) from public, anon;
grant execute on function public.accept_invitation(text) to authenticated;

-- ---------------------------------------------------------------------------
-- The user's workspaces
-- ---------------------------------------------------------------------------

-- The caller's workspaces with their role, and which one is current; by name.
create function public.user_workspaces()
returns table (workspace_id uuid, name text, role public.workspace_role, is_current boolean)
language sql
stable
security invoker
set search_path = ''
as $$
  select w.id, w.name, m.role, w.id is not distinct from private.current_workspace_id()
  from public.workspace_members m
  join public.workspaces w on w.id = m.workspace_id
  where m.user_id = auth.uid()
  order by w.name, w.id;
$$;

revoke all on function public.user_workspaces() from public, anon;
grant execute on function public.user_workspaces() to authenticated;

-- The caller deletes a workspace they are the last member (and so the admin) of, while it
-- has no tenders and they belong to another workspace. Its invitations go with it; their
-- current workspace falls back to their earliest other one.
create function private.delete_workspace(p_workspace_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;

  -- Locked first: an invitation accepted or a tender created meanwhile waits, then fails.
  perform 1 from public.workspaces w where w.id = p_workspace_id for update;

  if not exists (
    select 1 from public.workspace_members m
    where m.workspace_id = p_workspace_id and m.user_id = v_uid and m.role = 'admin'
  ) then
    raise exception 'Only its administrator can delete a workspace' using errcode = '42501';
  elsif exists (
    select 1 from public.workspace_members m where m.workspace_id = p_workspace_id and m.user_id <> v_uid
  ) then
    raise exception 'Only the last member can delete a workspace' using errcode = 'TFW01',
      hint = 'Remove the other members first.';
  elsif exists (select 1 from public.tenders t where t.workspace_id = p_workspace_id) then
    raise exception 'Only a workspace without tenders can be deleted' using errcode = 'TFW02';
  elsif not exists (
    select 1 from public.workspace_members m where m.user_id = v_uid and m.workspace_id <> p_workspace_id
  ) then
    raise exception 'You cannot delete your only workspace' using errcode = 'TFW03';
  end if;

  delete from public.workspaces w where w.id = p_workspace_id;
end;
$$;

revoke all on function private.delete_workspace(uuid) from public;
grant execute on function private.delete_workspace(uuid) to authenticated;

create function public.delete_workspace(p_workspace_id uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.delete_workspace(p_workspace_id);
$$;

revoke all on function public.delete_workspace(uuid) from public, anon;
grant execute on function public.delete_workspace(uuid) to authenticated;

-- ---------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------

create trigger user_profiles_set_updated_at
  before update on public.user_profiles
  for each row execute function private.set_updated_at();

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

create trigger on_auth_user_confirmed
  after update of email_confirmed_at on auth.users
  for each row
  when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function private.handle_confirmed_user();

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function private.sync_profile_email();

create trigger on_auth_user_deleted
  before delete on auth.users
  for each row execute function private.handle_deleted_user();

create trigger user_profiles_check_time_zone
  before insert or update of time_zone on public.user_profiles
  for each row execute function private.check_profile_time_zone();

create trigger user_profiles_check_current_workspace
  before insert or update of current_workspace_id on public.user_profiles
  for each row execute function private.check_current_workspace();

create trigger workspace_members_keep_an_admin
  before update of role or delete on public.workspace_members
  for each row execute function private.keep_an_admin();

create trigger workspace_members_keep_a_workspace
  after delete on public.workspace_members
  for each row execute function private.keep_a_workspace();

create trigger user_profiles_check_name
  before update of name on public.user_profiles
  for each row execute function private.check_profile_name();

create trigger workspace_members_distinguish_newcomer
  after insert on public.workspace_members
  for each row execute function private.distinguish_newcomer();

-- ---------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------

-- workspaces: members read; admins rename. Created only at sign-up (no insert, no delete).
create policy workspaces_select_members on public.workspaces
  for select to authenticated
  using (id in (select private.member_workspace_ids()));

create policy workspaces_update_admins on public.workspaces
  for update to authenticated
  using (id in (select private.member_workspace_ids('{admin}')))
  with check (id in (select private.member_workspace_ids('{admin}')));

-- workspace_members: members see each other; admins change roles; admins remove members
-- and anyone may leave (both subject to the last-admin rule). Added only by
-- accept_invitation() and the sign-up trigger.
create policy workspace_members_select_members on public.workspace_members
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy workspace_members_update_admins on public.workspace_members
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy workspace_members_delete_admins_or_self on public.workspace_members
  for delete to authenticated
  using (
    workspace_id in (select private.member_workspace_ids('{admin}'))
    or user_id = (select auth.uid())
  );

-- workspace_invitations: admins see and revoke their workspace's invitations (a revoke
-- sets revoked_at, and it cannot be unset).
create policy workspace_invitations_select_admins on public.workspace_invitations
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy workspace_invitations_update_admins on public.workspace_invitations
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (
    workspace_id in (select private.member_workspace_ids('{admin}'))
    and revoked_at is not null
  );

-- user_profiles: own row and colleagues' rows are readable; only the own row is updated. The
-- profile is created by the sign-up trigger: users never insert one.
create policy user_profiles_select_colleagues on public.user_profiles
  for select to authenticated
  using ((select auth.uid()) = id or id in (select private.colleague_ids()));

create policy user_profiles_update_own on public.user_profiles
  for update to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

-- ---------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------

revoke all on table public.workspaces from anon, authenticated;
grant select on table public.workspaces to authenticated;
grant update (name)
  on table public.workspaces to authenticated;

revoke all on table public.workspace_members from anon, authenticated;
grant select, delete on table public.workspace_members to authenticated;
grant update (role)
  on table public.workspace_members to authenticated;

revoke all on table public.workspace_invitations from anon, authenticated;
grant select on table public.workspace_invitations to authenticated;
grant update (revoked_at)
  on table public.workspace_invitations to authenticated;

-- Users update what Settings edits; the email follows the account.
revoke all on table public.user_profiles from anon, authenticated;
grant select on table public.user_profiles to authenticated;
grant update (name, avatar, company, role, preferences, current_workspace_id, time_zone)
  on table public.user_profiles to authenticated;

-- The token hashes: no grant at all.
revoke all on table private.workspace_invitation_tokens from public, anon, authenticated;

-- ===========================================================================================
-- supabase/schemas/02_tenders.sql
-- ===========================================================================================

-- Tenders: the bids a workspace tracks, from review to won or lost, and the one path that
-- creates and edits them (save_tender) and lists them (search_tenders).
--
-- user_id is who created a tender and workspace_id decides who sees it: members read,
-- admins and managers create, edit and delete. Money is numeric(15,2), exact, and never
-- added across currencies. A workspace may hold two tenders with the same reference number
-- (buyers reuse one across the lots of a procurement) only when whoever saves the second
-- confirms it (shared_reference; TFT01 otherwise).

-- The enum's order is the list's status sort (under review … cancelled); the status counts
-- use private.tender_status_order. 'cancelled': the buyer withdrew the tender; it ends the
-- tender's life like won, lost and declined, and is neither won nor lost, so it never counts
-- in a win rate.
create type public.tender_status as enum (
  'under-review',
  'in-development',
  'declined',
  'submitted',
  'won',
  'lost',
  'cancelled'
);

create type public.tender_channel as enum ('government-portal', 'vendor-portal', 'other');

create type public.tender_type as enum (
  'public-tender',
  'limited-tender',
  'direct-purchase',
  'framework-agreement',
  'two-stage-tender',
  'other'
);

-- A tender's two deadlines.
create type public.deadline_kind as enum ('inquiry', 'submission');

-- What the tender list can be sorted by (search_tenders); p_descending reverses it.
create type public.tender_sort_key as enum (
  'created', 'deadline', 'reference', 'title', 'client', 'status', 'value'
);

comment on type public.tender_sort_key is
  'The tender list''s sort (search_tenders): creation, deadline (nearest upcoming first), reference, title, client (case-insensitive) or status (the enum''s order: under review … lost).';

-- ---------------------------------------------------------------------------
-- The table
-- ---------------------------------------------------------------------------

create table public.tenders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  reference_number text not null
    constraint tenders_reference_number_check
      check (btrim(reference_number) <> '' and char_length(reference_number) <= 100),
  client text not null
    constraint tenders_client_check
      check (btrim(client) <> '' and char_length(client) <= 200),
  title text not null
    constraint tenders_title_check
      check (btrim(title) <> '' and char_length(title) <= 300),
  description text not null default ''
    constraint tenders_description_check check (char_length(description) <= 10000),
  channel public.tender_channel not null default 'other',
  -- 'public-tender' is the most common procurement route for an SME, and the first
  -- option the create form offers.
  type public.tender_type not null default 'public-tender',
  status public.tender_status not null default 'under-review',
  bid_bond boolean not null default false,
  inquiry_submission_date date,
  tender_submission_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  workspace_id uuid not null default private.current_workspace_id()
    references public.workspaces (id) on delete cascade,
  shared_reference text
    constraint tenders_shared_reference_length check (pg_catalog.char_length(shared_reference) <= 100),
  estimated_value numeric(15, 2)
    constraint tenders_estimated_value_range check (estimated_value >= 0),
  -- A new tender gets its workspace's default currency when it gives none
  -- (tenders_default_currency, 04_money.sql).
  currency text not null
    constraint tenders_currency_format check (currency ~ '^[A-Z]{3}$'),
  probability smallint
    constraint tenders_probability_range check (probability between 0 and 100),
  expected_award_date date,
  bid_price numeric(15, 2)
    constraint tenders_bid_price_range check (bid_price >= 0),
  bid_validity_end date
    constraint tenders_bid_validity_end_range check (bid_validity_end between date '2000-01-01' and date '2999-12-31'),
  -- The target of the composite foreign keys that keep a task, a bond, a requirement… in its
  -- tender's workspace.
  constraint tenders_id_workspace_id_key unique (id, workspace_id)
);

comment on table public.tenders is 'Bids a workspace tracks. user_id is who created the tender; members read, admins and managers write.';

comment on column public.tenders.shared_reference is
  'The reference number whoever saved the tender confirmed sharing with another tender of the workspace (lots of one procurement); a write that gives a tender a taken reference without confirming that reference is refused (TFT01). Null: not confirmed.';

comment on column public.tenders.estimated_value is 'What the contract is worth, as we estimate it (exact, in currency).';

comment on column public.tenders.currency is 'ISO 4217 code of estimated_value, bid_price and the outcome''s winning_price; the workspace''s default currency when not given.';

comment on column public.tenders.probability is 'Chance of winning, 0–100 %; null: the workspace''s default for the status (pipeline_settings).';

comment on column public.tenders.bid_price is 'What we bid (exact, in currency), once submitted.';

comment on column public.tenders.bid_validity_end is
  'The last day our bid binds us (its validity); a bid bond must not expire before it.';

-- The list: a workspace's tenders newest first, or by submission deadline (undated last),
-- optionally for one status; each with count=exact and a page of 25. user_id ("created by")
-- has a plain index for its foreign key. References are compared trimmed and
-- case-insensitively within a workspace. The reminder job reads open tenders by deadline.
create index tenders_workspace_id_created_at_idx on public.tenders (workspace_id, created_at desc);
create index tenders_workspace_id_submission_date_idx
  on public.tenders (workspace_id, tender_submission_date asc nulls last, created_at desc);
create index tenders_workspace_id_status_created_at_idx
  on public.tenders (workspace_id, status, created_at desc);
create index tenders_user_id_idx on public.tenders (user_id);
create index tenders_workspace_reference_key
  on public.tenders (workspace_id, (pg_catalog.lower(pg_catalog.btrim(reference_number))));
create index tenders_open_submission_date_idx on public.tenders (tender_submission_date)
  where status in ('under-review', 'in-development');

alter table public.tenders enable row level security;

-- ---------------------------------------------------------------------------
-- Saving and listing
-- ---------------------------------------------------------------------------

-- p_tender is a JSON object of tenders columns. The caller's column privileges decide which
-- columns it may set (42501 otherwise), row-level security which tenders. Without p_id: a
-- new tender (status under-review unless given) and its default tasks, atomically. With p_id:
-- the given columns of that tender, only if its updated_at is still p_loaded_updated_at
-- (required: 22023 without it; TFT02 when someone saved in between; P0002 'Tender not found'
-- when it is gone or not the caller's; 42501 when the caller may read it but not edit it).
-- A new column needs a grant, never a new signature.
create function public.save_tender(
  p_tender jsonb,
  p_id uuid default null,
  p_loaded_updated_at timestamptz default null
)
returns public.tenders
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_columns text;
  v_unknown text;
  v_tender public.tenders;
  v_updated_at timestamptz;
begin
  if auth.uid() is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if pg_catalog.jsonb_typeof(p_tender) is distinct from 'object' or p_tender = '{}'::jsonb then
    raise exception 'A tender is a JSON object of its fields' using errcode = '22023';
  end if;
  if p_id is not null and p_loaded_updated_at is null then
    raise exception 'An edit needs the updated_at the tender was loaded with' using errcode = '22023';
  end if;

  select pg_catalog.string_agg(k, ', ' order by k) into v_unknown
  from pg_catalog.jsonb_object_keys(p_tender) k
  where not exists (
    select 1 from pg_catalog.pg_attribute a
    where a.attrelid = 'public.tenders'::regclass and a.attname = k and a.attnum > 0 and not a.attisdropped);
  if v_unknown is not null then
    raise exception 'Unknown tender field: %', v_unknown using errcode = '22023';
  end if;

  select pg_catalog.string_agg(pg_catalog.quote_ident(k), ', ' order by k) into v_columns
  from pg_catalog.jsonb_object_keys(p_tender) k;

  if p_id is null then
    execute pg_catalog.format(
      'insert into public.tenders (%s) select %s from pg_catalog.jsonb_populate_record(null::public.tenders, $1) returning *',
      v_columns, v_columns)
    using p_tender into v_tender;
    perform public.create_default_tasks(v_tender.id);
    return v_tender;
  end if;

  execute pg_catalog.format(
    'update public.tenders set (%s) = (select %s from pg_catalog.jsonb_populate_record(null::public.tenders, $1)) where id = $2 and updated_at = $3 returning *',
    v_columns, v_columns)
  using p_tender, p_id, p_loaded_updated_at into v_tender;
  if v_tender.id is not null then
    return v_tender;
  end if;
  -- No row changed: gone (or another workspace's), changed since it was loaded, or one the
  -- caller may read but not edit (a `user`: the update policy hid it).
  select t.updated_at into v_updated_at from public.tenders t where t.id = p_id;
  if not found then
    raise exception 'Tender not found' using errcode = 'P0002';
  end if;
  if v_updated_at <> p_loaded_updated_at then
    raise exception 'This tender was changed by someone else' using errcode = 'TFT02';
  end if;
  raise exception 'You may not edit this tender' using errcode = '42501';
end;
$$;

revoke all on function public.save_tender(jsonb, uuid, timestamp with time zone) from public, anon;
grant execute on function public.save_tender(jsonb, uuid, timestamp with time zone) to authenticated;

comment on function public.save_tender(jsonb, uuid, timestamptz) is
  'Creates a tender with its default tasks (no p_id) or edits one if unchanged since p_loaded_updated_at (TFT02 otherwise); the caller''s column privileges and RLS decide what it may write.';

-- The tender list's whole query but the page: the search, several statuses at once (the
-- 'Open' and 'Decided' presets are lists of statuses), a currency and a value range, and the
-- order, so the caller only adds a range and a count. The deadline order puts the nearest
-- upcoming deadline first: today and later, nearest first; then past deadlines, latest first;
-- then tenders without one. "Today" is the caller's local day (p_today; the app passes the
-- browser's date), not the server's. Every order ends in created_at desc, id, so a page never
-- shifts.
create function public.search_tenders(
  p_query text default '',
  p_workspace_id uuid default null,
  p_statuses public.tender_status[] default null,
  p_sort public.tender_sort_key default 'created',
  p_descending boolean default true,
  p_today date default null,
  p_currency text default null,
  p_min_value numeric default null,
  p_max_value numeric default null
)
returns setof public.tenders
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_direction text := case when p_descending then 'desc' else 'asc' end;
  -- Only these fixed texts reach the statement, chosen by the enum: nothing the caller typed.
  v_order text := case p_sort
    when 'created' then pg_catalog.format('t.created_at %s', v_direction)
    -- upcoming (from today) before past, each the nearest to today first; none last
    when 'deadline' then case when p_descending then 't.tender_submission_date desc nulls last'
      else 't.tender_submission_date < $4, pg_catalog.abs(t.tender_submission_date - $4)' end
    when 'reference' then pg_catalog.format('pg_catalog.lower(t.reference_number) %s', v_direction)
    when 'title' then pg_catalog.format('pg_catalog.lower(t.title) %s', v_direction)
    when 'client' then pg_catalog.format('pg_catalog.lower(t.client) %s', v_direction)
    -- the enum's order: under review, in development, declined, submitted, won, lost, cancelled
    when 'status' then pg_catalog.format('t.status %s', v_direction)
    when 'value' then pg_catalog.format(
      't.currency, private.tender_value(t.bid_price, t.estimated_value) %s nulls last', v_direction)
  end;
begin
  -- Planned for these values (EXECUTE), so the workspace's indexes and a sort by the one
  -- key chosen serve it; a static query would be planned for every sort at once.
  return query execute
    'select t.* from public.tenders t '
    || case when p_workspace_id is null
         then 'where t.workspace_id in (select private.member_workspace_ids()) '
         else 'where t.workspace_id = $1 ' end
    || 'and (coalesce(pg_catalog.cardinality($2), 0) = 0 or t.status = any ($2)) '
    || 'and ($3 = '''' or pg_catalog.strpos(pg_catalog.lower(t.reference_number), $3) > 0 '
    || 'or pg_catalog.strpos(pg_catalog.lower(t.title), $3) > 0 '
    || 'or pg_catalog.strpos(pg_catalog.lower(t.client), $3) > 0) '
    || 'and ($5::text is null or t.currency = $5) '
    || 'and ($6::numeric is null or private.tender_value(t.bid_price, t.estimated_value) >= $6) '
    || 'and ($7::numeric is null or private.tender_value(t.bid_price, t.estimated_value) <= $7) '
    || 'order by ' || v_order || ', t.created_at desc, t.id'
    using p_workspace_id, p_statuses, pg_catalog.lower(pg_catalog.btrim(coalesce(p_query, ''))),
          coalesce(p_today, current_date), pg_catalog.upper(pg_catalog.btrim(p_currency)),
          p_min_value, p_max_value;
end;
$$;

revoke all on function public.search_tenders(text, uuid, public.tender_status[], public.tender_sort_key, boolean, date, text, numeric, numeric) from public, anon;
grant execute on function public.search_tenders(text, uuid, public.tender_status[], public.tender_sort_key, boolean, date, text, numeric, numeric) to authenticated;

comment on function public.search_tenders(text, uuid, public.tender_status[], public.tender_sort_key, boolean, date, text, numeric, numeric) is
  'The tender list: reference, title or client containing p_query (case-insensitive, % and _ plain text; blank: all), in p_workspace_id (null: every workspace of the caller), with any of p_statuses (null or empty: all), in p_currency (null: any) with a value (bid price, else estimate) from p_min_value to p_max_value (null: open), in p_sort order (p_today: the caller''s local day, for the deadline order). The caller adds the range and the count.';

-- The order the status counts report tenders in, written once. It is not the enum's order:
-- declined comes after won and lost here, so enum_range cannot stand in for it. A new status
-- is the enum value, then this function with it in its place.
create function private.tender_status_order()
returns public.tender_status[]
language sql
immutable
set search_path = ''
as $$
  select array['under-review', 'in-development', 'submitted', 'won', 'lost', 'declined',
               'cancelled']::public.tender_status[];
$$;

revoke all on function private.tender_status_order() from public;
grant execute on function private.tender_status_order() to authenticated;

comment on function private.tender_status_order() is
  'Every tender status once, in the order the status counts report them (tender_status_counts, dashboard_summary statuses).';

-- ---------------------------------------------------------------------------
-- Duplicate reference numbers
-- ---------------------------------------------------------------------------

-- References are compared trimmed and case-insensitively ('rc-2026-014 ' is 'RC-2026-014'),
-- within one workspace. A write that gives a tender a reference another tender of its
-- workspace already has — an insert, or an update that changes the reference — is refused
-- with TFT01 unless it confirms sharing that very reference: shared_reference holds the
-- reference the writer agreed to share. A confirmation is for one reference only; an update
-- that keeps the reference is never asked again.

-- The other tenders of p_workspace_id whose reference is p_reference (trimmed, any case),
-- leaving out p_except_id (the tender being edited); oldest first, at most 5. A blank
-- reference matches nothing.
create function public.tenders_with_reference(
  p_workspace_id uuid,
  p_reference text,
  p_except_id uuid default null
)
returns table (id uuid, reference_number text, title text)
language sql
stable
security invoker
set search_path = ''
as $$
  select t.id, t.reference_number, t.title
  from public.tenders t
  where t.workspace_id = p_workspace_id
    and pg_catalog.lower(pg_catalog.btrim(t.reference_number)) = pg_catalog.lower(pg_catalog.btrim(p_reference))
    and pg_catalog.btrim(coalesce(p_reference, '')) <> ''
    and (p_except_id is null or t.id <> p_except_id)
  order by t.created_at, t.id
  limit 5;
$$;

revoke all on function public.tenders_with_reference(uuid, text, uuid) from public, anon;
grant execute on function public.tenders_with_reference(uuid, text, uuid) to authenticated;

comment on function public.tenders_with_reference(uuid, text, uuid) is
  'The other tenders of a workspace with this reference number (trimmed, case-insensitive), for the tender form''s duplicate warning; RLS applies.';

-- The rule's check. It runs after the row is written, so the row-level security checks have
-- answered first (a user who may not create tenders hears 42501, not whether a reference
-- exists), and as its owner, without RLS: lower() and btrim() are not leakproof, so under
-- the writer's policies PostgreSQL could use the index on (workspace_id,
-- lower(btrim(reference_number))) for the workspace only and would read every tender of it
-- (an import slowed from 3 to 10 ms a row as a workspace filled). It looks only in the row's
-- own workspace, which the writer has just been allowed to write to, and tells nothing but
-- TFT01. It takes one lock per workspace, not one per reference: an advisory lock lives until
-- the transaction ends, so an insert of many thousand tenders would run out of the lock table
-- (53200); writers of new references in one workspace take turns instead.
create or replace function private.check_reference_reuse()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_key text := pg_catalog.lower(pg_catalog.btrim(new.reference_number));
begin
  if tg_op = 'UPDATE' and v_key = pg_catalog.lower(pg_catalog.btrim(old.reference_number)) then
    return null;
  end if;
  if v_key = pg_catalog.lower(pg_catalog.btrim(new.shared_reference)) then
    return null;
  end if;
  -- Two saves of one new reference at the same moment: the second waits, then sees the first.
  -- Taken again by the same transaction, the lock is the same entry of the lock table.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('tender-references:' || new.workspace_id::text));
  if v_key <> '' and exists (
    select 1 from public.tenders t
    where t.workspace_id = new.workspace_id
      and pg_catalog.lower(pg_catalog.btrim(t.reference_number)) = v_key
      and t.id <> new.id
  ) then
    raise exception 'Another tender in this workspace has this reference number'
      using errcode = 'TFT01',
            hint = 'Save it again with shared_reference set to this reference if it is meant to share it.';
  end if;
  return null;
end;
$$;

revoke all on function private.check_reference_reuse() from public;

-- ---------------------------------------------------------------------------
-- Triggers, row-level security, privileges
-- ---------------------------------------------------------------------------

create trigger tenders_set_updated_at
  before update on public.tenders
  for each row execute function private.set_updated_at();

create trigger check_reference_reuse
  after insert or update of reference_number on public.tenders
  for each row execute function private.check_reference_reuse();

-- tenders: members read; admins and managers create, edit and delete. The creator must be
-- the caller; user_id and workspace_id cannot be updated (column privileges below).
create policy tenders_select_members on public.tenders
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy tenders_insert_managers on public.tenders
  for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and workspace_id in (select private.member_workspace_ids('{admin,manager}'))
  );

create policy tenders_update_managers on public.tenders
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy tenders_delete_managers on public.tenders
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

-- Ids are the database's: never chosen on insert nor changed. user_id and workspace_id are
-- given on insert only (the policy checks them) and never change.
revoke all on table public.tenders from anon, authenticated;
grant select, delete on table public.tenders to authenticated;
grant insert (
  user_id, reference_number, client, title, description, channel, type, status, bid_bond,
  inquiry_submission_date, tender_submission_date, created_at, updated_at, workspace_id, shared_reference,
  estimated_value, currency, probability, expected_award_date, bid_price, bid_validity_end
), update (
  reference_number, client, title, description, channel, type, status, bid_bond,
  inquiry_submission_date, tender_submission_date, created_at, updated_at, shared_reference,
  estimated_value, currency, probability, expected_award_date, bid_price, bid_validity_end
) on table public.tenders to authenticated;

-- ===========================================================================================
-- supabase/schemas/03_tasks.sql
-- ===========================================================================================

-- Tasks and the templates a new tender's checklist is made from.
--
--   public.tasks                  a tender's tasks, in its workspace: every member reads and
--                                 writes them; user_id is who created a task, assignee_id a
--                                 member of the workspace or null; due_date a calendar day
--   public.default_tasks          the global starting set (read-only to the app; seed.sql)
--   public.task_templates         a workspace's default tasks per tender type: name,
--                                 description, due N days before the submission deadline,
--                                 only with a bid bond
--   public.requirement_templates  a workspace's default requirements per tender type
--
-- Each template is for one tender type, or for all types (tender_type null). A new tender gets
-- its type's templates; a type with none of a kind gets the all-types ones of that kind (the
-- fallback), tasks, requirements and required documents each on their own. Members read them
-- (a new tender is seeded as its creator); admins edit them. A new workspace starts with the
-- default tasks as its all-types task templates.
--
-- A template may be needed only when the tender requires a bid bond ('Arrange bid bond'): a
-- new tender gets it only when Bid Bond Required is Yes; a tender whose Bid Bond Required
-- turns Yes later gets the templates that now fit and that it does not have yet (by name,
-- ignoring case and outer spaces); turning it back to No leaves the tasks alone: they may
-- hold work, so the team marks them 'Not Needed' or deletes them.

create type public.task_status as enum (
  'not-started',
  'in-progress',
  'completed',
  'canceled',
  'not-needed'
);

-- ---------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------

create table public.tasks (
  id uuid primary key default gen_random_uuid(),
  tender_id uuid not null,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null
    constraint tasks_name_check check (btrim(name) <> '' and char_length(name) <= 200),
  description text not null default ''
    constraint tasks_description_check check (char_length(description) <= 10000),
  status public.task_status not null default 'not-started',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Filled from the tender when omitted (private.fill_task_workspace).
  workspace_id uuid not null,
  assignee_id uuid,
  -- A plausible calendar date: the app's form says so first, the check keeps other clients
  -- honest.
  due_date date
    constraint tasks_due_date_check check (due_date between date '2000-01-01' and date '2999-12-31'),
  -- A task lives in its tender's workspace: the pair must exist in tenders.
  constraint tasks_tender_id_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade,
  -- The assignee is a member of the task's workspace; removing the member unassigns.
  constraint tasks_assignee_id_fkey foreign key (workspace_id, assignee_id)
    references public.workspace_members (workspace_id, user_id) on delete set null (assignee_id)
);

comment on table public.tasks is 'Tasks of a tender, in the tender''s workspace. Any member reads and writes them; user_id is who created the task.';

comment on column public.tasks.due_date is 'The day the task is due (a calendar date, no time), or null.';

-- A tender's tasks in order; the dashboard counts a workspace's tasks per status with an
-- index-only scan; due dates per workspace; a person's open own tasks (the reminders, the
-- feed and My work ask the same).
create index tasks_user_id_idx on public.tasks (user_id);
create index tasks_tender_id_workspace_id_created_at_idx on public.tasks (tender_id, workspace_id, created_at);
create index tasks_workspace_id_assignee_id_idx on public.tasks (workspace_id, assignee_id);
create index tasks_workspace_id_status_idx on public.tasks (workspace_id, status);
create index tasks_workspace_id_due_date_idx on public.tasks (workspace_id, due_date)
  where due_date is not null;
create index tasks_owner_open_idx on public.tasks ((coalesce(assignee_id, user_id)))
  where status not in ('completed', 'canceled', 'not-needed');

alter table public.tasks enable row level security;

create table public.default_tasks (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint default_tasks_name_check check (btrim(name) <> '' and char_length(name) <= 200),
  description text not null default ''
    constraint default_tasks_description_check check (char_length(description) <= 10000),
  created_at timestamptz not null default now(),
  only_with_bid_bond boolean not null default false,
  due_days_before integer
    constraint default_tasks_due_days_before_check check (due_days_before between 0 and 365)
);

comment on table public.default_tasks is 'Task templates, seeded oldest first into new tenders. Managed by migrations/seed only.';

comment on column public.default_tasks.only_with_bid_bond is
  'Copied only into tenders that require a bid bond (and added when a tender''s bid_bond turns true).';

comment on column public.default_tasks.due_days_before is
  'A new tender''s copy is due this many days before its submission deadline; null: no due date.';

create index default_tasks_created_at_idx on public.default_tasks (created_at, id);

alter table public.default_tasks enable row level security;

create table public.task_templates (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  tender_type public.tender_type,
  name text not null
    constraint task_templates_name_check check (pg_catalog.btrim(name) <> '' and pg_catalog.char_length(name) <= 200),
  description text not null default ''
    constraint task_templates_description_check check (pg_catalog.char_length(description) <= 10000),
  due_days_before integer
    constraint task_templates_due_days_before_check check (due_days_before between 0 and 365),
  only_with_bid_bond boolean not null default false,
  position integer not null default 0,
  created_at timestamptz not null default pg_catalog.clock_timestamp(),
  updated_at timestamptz not null default pg_catalog.now()
);

comment on table public.task_templates is
  'A workspace''s default tasks per tender type (tender_type null: all types, the fallback). Members read; admins edit.';

-- One template of a name per type: a tender's tasks are matched to templates by name
-- (private.add_templates_that_now_fit).
create unique index task_templates_name_key
  on public.task_templates (workspace_id, tender_type, pg_catalog.lower(pg_catalog.btrim(name))) nulls not distinct;
create index task_templates_workspace_idx on public.task_templates (workspace_id, tender_type, position);

alter table public.task_templates enable row level security;

create table public.requirement_templates (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  tender_type public.tender_type,
  requirement text not null
    constraint requirement_templates_requirement_check
      check (pg_catalog.btrim(requirement) <> '' and pg_catalog.char_length(requirement) <= 2000),
  source text not null default ''
    constraint requirement_templates_source_length check (pg_catalog.char_length(source) <= 200),
  mandatory boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default pg_catalog.clock_timestamp(),
  updated_at timestamptz not null default pg_catalog.now()
);

comment on table public.requirement_templates is
  'A workspace''s default requirements per tender type (tender_type null: all types, the fallback). Members read; admins edit.';

create index requirement_templates_workspace_idx on public.requirement_templates (workspace_id, tender_type, position);

alter table public.requirement_templates enable row level security;

-- ---------------------------------------------------------------------------
-- Templates
-- ---------------------------------------------------------------------------

-- The one rule: whether a template fits a tender with this bid_bond.
create function private.template_fits(p_only_with_bid_bond boolean, p_bid_bond boolean)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select not p_only_with_bid_bond or p_bid_bond
$$;

revoke all on function private.template_fits(boolean, boolean) from public;
grant execute on function private.template_fits(boolean, boolean) to authenticated;

-- A template's due date for a tender: the deadline minus the offset, or null.
create function private.template_due_date(p_deadline date, p_due_days_before integer)
returns date
language sql
immutable
set search_path = ''
as $$
  select p_deadline - p_due_days_before
$$;

revoke all on function private.template_due_date(date, integer) from public;
grant execute on function private.template_due_date(date, integer) to authenticated;

-- A workspace's starting set: the global default tasks as its all-types task templates.
create function private.copy_default_task_templates(p_workspace_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.task_templates (workspace_id, name, description, due_days_before, only_with_bid_bond, position)
  select p_workspace_id, d.name, d.description, d.due_days_before, d.only_with_bid_bond,
         (pg_catalog.row_number() over (order by d.created_at, d.id))::integer - 1
  from public.default_tasks d
$$;

revoke all on function private.copy_default_task_templates(uuid) from public;

create function private.seed_workspace_templates()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.copy_default_task_templates(new.id);
  return null;
end;
$$;

revoke all on function private.seed_workspace_templates() from public;

-- The one rule, for each kind of template: the tender type's own, or the all-types ones when
-- the type has none.
create function private.tender_task_templates(p_workspace_id uuid, p_type public.tender_type)
returns setof public.task_templates
language sql
stable
security invoker
set search_path = ''
as $$
  select t.* from public.task_templates t
  where t.workspace_id = p_workspace_id
    and t.tender_type is not distinct from (
      case when exists (select 1 from public.task_templates x
                        where x.workspace_id = p_workspace_id and x.tender_type = p_type)
           then p_type end)
$$;

revoke all on function private.tender_task_templates(uuid, public.tender_type) from public;
grant execute on function private.tender_task_templates(uuid, public.tender_type) to authenticated;

create function private.tender_requirement_templates(p_workspace_id uuid, p_type public.tender_type)
returns setof public.requirement_templates
language sql
stable
security invoker
set search_path = ''
as $$
  select t.* from public.requirement_templates t
  where t.workspace_id = p_workspace_id
    and t.tender_type is not distinct from (
      case when exists (select 1 from public.requirement_templates x
                        where x.workspace_id = p_workspace_id and x.tender_type = p_type)
           then p_type end)
$$;

revoke all on function private.tender_requirement_templates(uuid, public.tender_type) from public;
grant execute on function private.tender_requirement_templates(uuid, public.tender_type) to authenticated;

-- Adds the workspace's templates for the tender's type to a new tender (save_tender calls it
-- in the same transaction): its requirements, the library's documents of the required
-- categories (of documents that share a name, only the one that expires last), and its tasks,
-- not started, created by the caller, due template.due_days_before days before the
-- submission deadline (undated without a deadline or an offset). Returns the new tasks in
-- template order; each task's created_at is now() plus its position in microseconds, so
-- listing a tender's tasks by created_at keeps that order. 42501 when the caller is
-- anonymous or cannot see the tender.
create or replace function public.create_default_tasks(p_tender_id uuid)
returns setof public.tasks
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_workspace uuid;
  v_type public.tender_type;
  v_bid_bond boolean;
  v_deadline date;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;

  select t.workspace_id, t.type, t.bid_bond, t.tender_submission_date
  into v_workspace, v_type, v_bid_bond, v_deadline
  from public.tenders t where t.id = p_tender_id;
  if v_workspace is null then
    raise exception 'Tender not found' using errcode = '42501';
  end if;

  insert into public.tender_requirements (tender_id, workspace_id, requirement, source, mandatory, position)
  select p_tender_id, v_workspace, r.requirement, r.source, r.mandatory,
         (pg_catalog.row_number() over (order by r.position, r.created_at, r.id))::integer - 1
  from private.tender_requirement_templates(v_workspace, v_type) r;

  insert into public.tender_required_documents (tender_id, workspace_id, company_document_id)
  select distinct on (d.category, pg_catalog.lower(pg_catalog.btrim(d.name))) p_tender_id, v_workspace, d.id
  from private.tender_document_templates(v_workspace, v_type) c
  join public.company_documents d on d.workspace_id = v_workspace and d.category = c.category
  order by d.category, pg_catalog.lower(pg_catalog.btrim(d.name)), d.expires_on desc nulls first, d.created_at desc;

  return query
  with templates as (
    select d.name, d.description, d.due_days_before,
           pg_catalog.row_number() over (order by d.position, d.created_at, d.id) as pos
    from private.tender_task_templates(v_workspace, v_type) d
    where private.template_fits(d.only_with_bid_bond, v_bid_bond)
  ),
  inserted as (
    insert into public.tasks (tender_id, workspace_id, user_id, name, description, status, due_date,
                              created_at, updated_at)
    select p_tender_id, v_workspace, v_uid, tp.name, tp.description, 'not-started'::public.task_status,
           private.template_due_date(v_deadline, tp.due_days_before),
           pg_catalog.now() + (tp.pos - 1) * interval '1 microsecond',
           pg_catalog.now() + (tp.pos - 1) * interval '1 microsecond'
    from templates tp
    returning *
  )
  select i.* from inserted i order by i.created_at, i.id;
end;
$$;

revoke all on function public.create_default_tasks(uuid) from public, anon;
grant execute on function public.create_default_tasks(uuid) to authenticated;

comment on function public.create_default_tasks(uuid) is
  'Adds the workspace''s templates for the tender''s type (all types'' when its type has none of a kind) to a tender: tasks, requirements, and the library''s documents of the required categories.';

-- When a tender's bid_bond changes: the templates that fit now and did not before, and that
-- the tender has no task of that name for, become not-started tasks created by whoever made
-- the change (the tender's creator when no one is signed in). Security invoker: the tasks'
-- RLS applies to the editor, who as an admin or manager may add tasks.
create or replace function private.add_templates_that_now_fit()
returns trigger
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into public.tasks (tender_id, workspace_id, user_id, name, description, status, due_date,
                            created_at, updated_at)
  select new.id, new.workspace_id, coalesce(auth.uid(), new.user_id), tp.name, tp.description,
         'not-started'::public.task_status,
         private.template_due_date(new.tender_submission_date, tp.due_days_before),
         pg_catalog.clock_timestamp() + (tp.pos - 1) * interval '1 microsecond',
         pg_catalog.clock_timestamp() + (tp.pos - 1) * interval '1 microsecond'
  from (
    select d.name, d.description, d.due_days_before,
           pg_catalog.row_number() over (order by d.position, d.created_at, d.id) as pos
    from private.tender_task_templates(new.workspace_id, new.type) d
    where private.template_fits(d.only_with_bid_bond, new.bid_bond)
      and not private.template_fits(d.only_with_bid_bond, old.bid_bond)
      and not exists (
        select 1 from public.tasks t
        where t.tender_id = new.id
          and pg_catalog.lower(pg_catalog.btrim(t.name)) = pg_catalog.lower(pg_catalog.btrim(d.name))
      )
  ) tp;
  return null;
end;
$$;

revoke all on function private.add_templates_that_now_fit() from public;

-- ---------------------------------------------------------------------------
-- Tasks
-- ---------------------------------------------------------------------------

-- A task inserted without workspace_id goes to its tender's workspace, as far as the caller
-- can see the tender: under another workspace's tender it stays null, and the insert policy
-- refuses it (42501).
create function private.fill_task_workspace()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.workspace_id is null then
    select t.workspace_id into new.workspace_id from public.tenders t where t.id = new.tender_id;
  end if;
  return new;
end;
$$;

revoke all on function private.fill_task_workspace() from public;

-- My work: what the signed-in person must do next, across every workspace they belong to, in
-- one call (docs/product.md § My work):
--   * their own open tasks: coalesce(assignee_id, user_id) is the caller (the assignee, or
--     the creator when unassigned), status not completed, canceled or not needed, on an open
--     tender (under review or in development); soonest due date first, undated last;
--   * the deadlines of the open tenders they work on (created, or with an open own task on
--     them): each submission and inquiry deadline that is set, soonest first (overdue ones
--     included: the tender is still open).
-- "Today" is the caller's local day, passed by the app (p_today), never the server's: each
-- item's `days` is its date minus p_today (negative = overdue). Security invoker: the
-- policies let a member read every workspace they belong to, which is exactly the scope.
create function public.my_work(p_today date)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_result jsonb;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_today is null then
    raise exception 'p_today is required (the caller''s local day)' using errcode = '22023';
  end if;

  with ws as (
    select w.id, w.name
    from public.workspace_members m
    join public.workspaces w on w.id = m.workspace_id
    where m.user_id = v_uid
  ),
  open_tenders as (
    select t.id, t.workspace_id, ws.name as workspace_name, t.user_id, t.title, t.reference_number,
           t.status, t.tender_submission_date, t.inquiry_submission_date
    from public.tenders t
    join ws on ws.id = t.workspace_id
    where t.status in ('under-review', 'in-development')
  ),
  own_tasks as (
    select k.id, k.name, k.status, k.due_date, k.created_at, t.id as tender_id, t.title,
           t.reference_number, t.workspace_id, t.workspace_name
    from public.tasks k
    join open_tenders t on t.id = k.tender_id
    where coalesce(k.assignee_id, k.user_id) = v_uid
      and k.status not in ('completed', 'canceled', 'not-needed')
  ),
  deadlines as (
    select t.id as tender_id, t.title, t.reference_number, t.status, t.workspace_id, t.workspace_name,
           d.kind, d.due_date
    from open_tenders t
    cross join lateral (
      values ('submission'::public.deadline_kind, t.tender_submission_date),
             ('inquiry'::public.deadline_kind, t.inquiry_submission_date)
    ) as d (kind, due_date)
    where d.due_date is not null
      and (t.user_id = v_uid or exists (select 1 from own_tasks k where k.tender_id = t.id))
  )
  select pg_catalog.jsonb_build_object(
    'tasks', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'id', k.id, 'name', k.name, 'status', k.status,
               'due_date', pg_catalog.to_char(k.due_date, 'YYYY-MM-DD'), 'days', k.due_date - p_today,
               'tender_id', k.tender_id, 'tender_title', k.title, 'reference_number', k.reference_number,
               'workspace_id', k.workspace_id, 'workspace_name', k.workspace_name)
             order by k.due_date nulls last, k.title, k.created_at, k.id)
      from own_tasks k), '[]'::jsonb),
    'deadlines', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'tender_id', d.tender_id, 'title', d.title, 'reference_number', d.reference_number,
               'kind', d.kind, 'due_date', pg_catalog.to_char(d.due_date, 'YYYY-MM-DD'),
               'days', d.due_date - p_today, 'status', d.status,
               'workspace_id', d.workspace_id, 'workspace_name', d.workspace_name)
             order by d.due_date, d.kind, d.title, d.tender_id)
      from deadlines d), '[]'::jsonb))
  into v_result;
  return v_result;
end;
$$;

revoke all on function public.my_work(date) from public, anon;
grant execute on function public.my_work(date) to authenticated;

comment on function public.my_work(date) is
  'My work: the caller''s open own tasks (assignee, or creator when unassigned) on open tenders, by due date (undated last), and the submission and inquiry deadlines of the open tenders they created or have an open own task on, by date; across all their workspaces. p_today: the caller''s local day (days = date - p_today).';

-- A new tender copies its type's templates: at most 100 tasks and 100 requirements, so no
-- tender (and no import of 500 of them) writes more than that many of each.
create function private.limit_templates()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if tg_op = 'UPDATE' and new.workspace_id = old.workspace_id
     and new.tender_type is not distinct from old.tender_type then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext(
    tg_table_name || ':' || new.workspace_id::text || ':' || coalesce(new.tender_type::text, '')));
  execute pg_catalog.format(
    'select count(*) from public.%I where workspace_id = $1 and tender_type is not distinct from $2 and id <> $3',
    tg_table_name)
  into v_count using new.workspace_id, new.tender_type, new.id;
  if v_count >= 100 then
    raise exception 'A tender type has at most 100 templates of each kind' using errcode = 'TFL01';
  end if;
  return new;
end;
$$;

revoke all on function private.limit_templates() from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- Triggers, row-level security, privileges
-- ---------------------------------------------------------------------------

create trigger tasks_set_updated_at
  before update on public.tasks
  for each row execute function private.set_updated_at();

create trigger tasks_fill_workspace
  before insert on public.tasks
  for each row execute function private.fill_task_workspace();

create trigger task_templates_set_updated_at
  before update on public.task_templates
  for each row execute function private.set_updated_at();

create trigger requirement_templates_set_updated_at
  before update on public.requirement_templates
  for each row execute function private.set_updated_at();

create trigger task_templates_limit
  before insert or update of workspace_id, tender_type on public.task_templates
  for each row execute function private.limit_templates();
create trigger requirement_templates_limit
  before insert or update of workspace_id, tender_type on public.requirement_templates
  for each row execute function private.limit_templates();

create trigger workspaces_seed_templates
  after insert on public.workspaces
  for each row execute function private.seed_workspace_templates();

create trigger tenders_add_templates_that_now_fit
  after update of bid_bond on public.tenders
  for each row
  when (old.bid_bond is distinct from new.bid_bond)
  execute function private.add_templates_that_now_fit();

-- default_tasks: readable by every signed-in user; no write policy, no write grant.
create policy default_tasks_select_authenticated on public.default_tasks
  for select to authenticated
  using (true);

-- tasks: every member reads and writes; the creator must be the caller. The composite
-- foreign key keeps a task in its tender's workspace.
create policy tasks_select_members on public.tasks
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy tasks_insert_members on public.tasks
  for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and workspace_id in (select private.member_workspace_ids())
  );

create policy tasks_update_members on public.tasks
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids()))
  with check (workspace_id in (select private.member_workspace_ids()));

create policy tasks_delete_members on public.tasks
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy task_templates_select_members on public.task_templates
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy task_templates_insert_admins on public.task_templates
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy task_templates_update_admins on public.task_templates
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy task_templates_delete_admins on public.task_templates
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy requirement_templates_select_members on public.requirement_templates
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy requirement_templates_insert_admins on public.requirement_templates
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy requirement_templates_update_admins on public.requirement_templates
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy requirement_templates_delete_admins on public.requirement_templates
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')));

-- default_tasks is read-only through the API.
revoke all on table public.default_tasks from anon, authenticated;
grant select on table public.default_tasks to authenticated;

-- Ids are the database's; user_id and workspace_id are given on insert only.
revoke all on table public.tasks from anon, authenticated;
grant select, delete on table public.tasks to authenticated;
grant insert (tender_id, user_id, name, description, status, created_at, updated_at, workspace_id, assignee_id, due_date), update (tender_id, name, description, status, created_at, updated_at, assignee_id, due_date)
  on table public.tasks to authenticated;

revoke all on table public.task_templates from anon, authenticated;
grant select, delete on table public.task_templates to authenticated;
grant insert (workspace_id, tender_type, name, description, due_days_before, only_with_bid_bond, position), update (tender_type, name, description, due_days_before, only_with_bid_bond, position)
  on table public.task_templates to authenticated;

revoke all on table public.requirement_templates from anon, authenticated;
grant select, delete on table public.requirement_templates to authenticated;
grant insert (workspace_id, tender_type, requirement, source, mandatory, position), update (tender_type, requirement, source, mandatory, position)
  on table public.requirement_templates to authenticated;

-- ===========================================================================================
-- supabase/schemas/04_money.sql
-- ===========================================================================================

-- Money and decisions: what a tender is worth, how likely we are to win it, whether to bid at
-- all, what we bid, the bid bond that guarantees it, and how it ended. docs/product.md § Money
-- and decisions, § Bid decision and § Bid bonds explain the rules.
--
--   public.pipeline_settings    per workspace: the default currency, the default probability
--                               of each open status and the bid decision's thresholds (admins
--                               edit; one row per workspace, made with the workspace)
--   public.loss_reasons         per workspace: the reasons a loss can be given (admins manage)
--   public.tender_outcomes      one per decided tender: award date, winner, winning price, our
--                               rank, the loss reason and note, lessons learned
--   public.bid_criteria         per workspace: name and weight (1–10), in order (admins edit)
--   public.bid_kill_questions   per workspace: yes/no questions; any yes means no bid
--   public.bid_decisions        one per tender: bid | no-bid | skipped, the scores and answers
--                               given, and the score, band, who and when (computed here)
--   public.bid_bonds            one per tender: amount and currency, issuer, reference, issue
--                               and expiry dates, status
--
-- Money is numeric(15,2): exact, never floating point. Amounts of different currencies are
-- never added together: every total is per currency. The reports by value are in
-- 10_dashboard_reports.sql.
--
-- The bid score, one definition (private.bid_score): each criterion's score s (1–5) counts
-- (s − 1) / 4 of its weight w, so score = round(100 × Σ w·(s − 1) / (4 × Σ w)), half away
-- from zero; null until every criterion of the workspace is scored. The band
-- (private.bid_band): any kill question answered yes → no-bid; else score ≥ bid threshold →
-- bid, ≥ review threshold → review, else no-bid. Both are computed by a trigger whenever a
-- decision is written, from the scores stored with it: nobody writes a score.
--
-- A bond is outstanding (one definition, private.bond_outstanding) when issued, submitted or
-- extended: out with the buyer or the bank and neither returned nor forfeited. A requested
-- bond does not exist yet and counts in no total.

create type public.bid_decision_value as enum ('bid', 'no-bid', 'skipped');

create type public.bid_band as enum ('bid', 'review', 'no-bid');

create type public.bid_bond_status as enum ('requested', 'issued', 'submitted', 'returned', 'forfeited', 'extended');

-- ---------------------------------------------------------------------------
-- Pipeline settings (one row per workspace)
-- ---------------------------------------------------------------------------

create table public.pipeline_settings (
  workspace_id uuid primary key references public.workspaces (id) on delete cascade,
  default_currency text not null default 'USD'
    constraint pipeline_settings_default_currency_format check (default_currency ~ '^[A-Z]{3}$'),
  probability_under_review smallint not null default 10
    constraint pipeline_settings_probability_under_review_range check (probability_under_review between 0 and 100),
  probability_in_development smallint not null default 30
    constraint pipeline_settings_probability_in_development_range check (probability_in_development between 0 and 100),
  probability_submitted smallint not null default 50
    constraint pipeline_settings_probability_submitted_range check (probability_submitted between 0 and 100),
  updated_at timestamptz not null default pg_catalog.now(),
  bid_threshold smallint not null default 70,
  review_threshold smallint not null default 50,
  constraint pipeline_settings_bid_thresholds_check
    check (review_threshold between 0 and 100 and bid_threshold between 0 and 100
           and review_threshold < bid_threshold)
);

comment on table public.pipeline_settings is
  'Per workspace: the currency a new tender starts in and the probability an open tender counts with when it has none of its own. Members read; admins edit. One row per workspace, made with the workspace.';

comment on column public.pipeline_settings.bid_threshold is 'Bid decision: a score at or above this is in the band Bid.';

comment on column public.pipeline_settings.review_threshold is 'Bid decision: a score at or above this (and under bid_threshold) is in the band Review; below it, No bid.';

alter table public.pipeline_settings enable row level security;

-- ---------------------------------------------------------------------------
-- Loss reasons (per workspace) and outcomes (one per decided tender)
-- ---------------------------------------------------------------------------

create table public.loss_reasons (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  label text not null
    constraint loss_reasons_label_length check (pg_catalog.char_length(pg_catalog.btrim(label)) between 1 and 100),
  position integer not null default 0,
  created_at timestamptz not null default pg_catalog.now(),
  constraint loss_reasons_id_workspace_id_key unique (id, workspace_id)
);

comment on table public.loss_reasons is
  'The reasons a lost tender can be given, per workspace (defaults: Price, Technical score, Compliance or eligibility, Experience, Relationship, Other). Members read; admins manage. A reason in use cannot be deleted.';

create unique index loss_reasons_workspace_label_key
  on public.loss_reasons (workspace_id, (pg_catalog.lower(pg_catalog.btrim(label))));

alter table public.loss_reasons enable row level security;

create table public.tender_outcomes (
  tender_id uuid not null,
  workspace_id uuid not null,
  award_date date,
  winner text
    constraint tender_outcomes_winner_length check (pg_catalog.char_length(winner) <= 200),
  winning_price numeric(15, 2)
    constraint tender_outcomes_winning_price_range check (winning_price >= 0),
  our_rank smallint
    constraint tender_outcomes_our_rank_range check (our_rank between 1 and 999),
  loss_reason_id uuid,
  loss_note text
    constraint tender_outcomes_loss_note_length check (pg_catalog.char_length(loss_note) <= 2000),
  lessons text
    constraint tender_outcomes_lessons_length check (pg_catalog.char_length(lessons) <= 10000),
  updated_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default pg_catalog.now(),
  updated_at timestamptz not null default pg_catalog.now(),
  -- Keyed within the tender's workspace: a key on the tender alone told an outsider whether
  -- another workspace's tender had an outcome (23505 rather than the foreign key's 23503).
  constraint tender_outcomes_pkey primary key (tender_id, workspace_id),
  constraint tender_outcomes_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on delete cascade,
  -- A reason in use cannot be deleted: no action (not restrict), checked at the end of the
  -- statement, so deleting a workspace takes its outcomes and reasons together, and the
  -- refusal is 23503 on every engine (PostgreSQL 16+ reports restrict as 23001).
  constraint tender_outcomes_loss_reason_fkey foreign key (loss_reason_id, workspace_id)
    references public.loss_reasons (id, workspace_id)
);

comment on table public.tender_outcomes is
  'How a won or lost tender ended: award date, the winner and their price (in the tender''s currency), our rank, the loss reason and note, lessons learned. Members read; admins and managers write.';


create index tender_outcomes_workspace_id_idx on public.tender_outcomes (workspace_id);

create index tender_outcomes_loss_reason_idx on public.tender_outcomes (loss_reason_id, workspace_id);

create index tender_outcomes_updated_by_idx on public.tender_outcomes (updated_by);

alter table public.tender_outcomes enable row level security;

-- ---------------------------------------------------------------------------
-- Criteria and kill questions (per workspace), decisions (one per tender)
-- ---------------------------------------------------------------------------

create table public.bid_criteria (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  name text not null
    constraint bid_criteria_name_length check (pg_catalog.char_length(pg_catalog.btrim(name)) between 1 and 100),
  weight smallint not null default 1
    constraint bid_criteria_weight_range check (weight between 1 and 10),
  position integer not null default 0,
  created_at timestamptz not null default pg_catalog.now()
);

comment on table public.bid_criteria is
  'What a bid decision scores (1–5 each), with its weight (1–10), per workspace. Members read; admins edit.';

create index bid_criteria_workspace_id_position_idx on public.bid_criteria (workspace_id, position);

alter table public.bid_criteria enable row level security;

create table public.bid_kill_questions (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  question text not null
    constraint bid_kill_questions_question_length
      check (pg_catalog.char_length(pg_catalog.btrim(question)) between 1 and 200),
  position integer not null default 0,
  created_at timestamptz not null default pg_catalog.now()
);

comment on table public.bid_kill_questions is
  'Yes/no questions of a bid decision, per workspace: any yes means no bid, whatever the score. Members read; admins edit.';

create index bid_kill_questions_workspace_id_position_idx on public.bid_kill_questions (workspace_id, position);

alter table public.bid_kill_questions enable row level security;

create table public.bid_decisions (
  tender_id uuid not null,
  workspace_id uuid not null,
  decision public.bid_decision_value not null,
  rationale text not null default ''
    constraint bid_decisions_rationale_length check (pg_catalog.char_length(rationale) <= 2000),
  -- {criterion id: 1–5} and {kill question id: true|false}, as given; only the workspace's
  -- current criteria and questions are kept.
  scores jsonb not null default '{}'
    constraint bid_decisions_scores_object check (pg_catalog.jsonb_typeof(scores) = 'object'),
  kill_answers jsonb not null default '{}'
    constraint bid_decisions_kill_answers_object check (pg_catalog.jsonb_typeof(kill_answers) = 'object'),
  -- Computed by private.compute_bid_decision, never written by a client.
  score smallint
    constraint bid_decisions_score_range check (score between 0 and 100),
  killed boolean not null default false,
  band public.bid_band,
  decided_by uuid references public.user_profiles (id) on delete set null,
  decided_at timestamptz not null default pg_catalog.now(),
  constraint bid_decisions_rationale_given
    check (decision = 'skipped' or pg_catalog.char_length(pg_catalog.btrim(rationale)) > 0),
  -- A decision lives in its tender's workspace, and is keyed within it (as outcomes are).
  constraint bid_decisions_pkey primary key (tender_id, workspace_id),
  constraint bid_decisions_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade
);

comment on table public.bid_decisions is
  'A tender''s bid/no-bid decision (or its skip), the scores and kill answers it was made on, and the score and band computed from them. Members read; admins and managers record.';

create index bid_decisions_workspace_id_idx on public.bid_decisions (workspace_id);
create index bid_decisions_decided_by_idx on public.bid_decisions (decided_by);

alter table public.bid_decisions enable row level security;

-- ---------------------------------------------------------------------------
-- Bid bonds (one per tender)
-- ---------------------------------------------------------------------------

create table public.bid_bonds (
  id uuid primary key default gen_random_uuid(),
  tender_id uuid not null,
  workspace_id uuid not null,
  amount numeric(15, 2) not null
    constraint bid_bonds_amount_range check (amount >= 0),
  currency text not null
    constraint bid_bonds_currency_format check (currency ~ '^[A-Z]{3}$'),
  issuer text not null default ''
    constraint bid_bonds_issuer_length check (pg_catalog.char_length(issuer) <= 200),
  reference text not null default ''
    constraint bid_bonds_reference_length check (pg_catalog.char_length(reference) <= 100),
  issue_date date
    constraint bid_bonds_issue_date_range check (issue_date between date '2000-01-01' and date '2999-12-31'),
  expiry_date date
    constraint bid_bonds_expiry_date_range check (expiry_date between date '2000-01-01' and date '2999-12-31'),
  status public.bid_bond_status not null default 'requested',
  created_at timestamptz not null default pg_catalog.now(),
  updated_at timestamptz not null default pg_catalog.now(),
  -- One per tender, keyed within its workspace (as outcomes are).
  constraint bid_bonds_tender_id_key unique (tender_id, workspace_id),
  constraint bid_bonds_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade,
  constraint bid_bonds_expiry_after_issue check (expiry_date >= issue_date),
  -- Once the bank has issued it, a bond has an expiry date.
  constraint bid_bonds_expiry_once_issued check (status = 'requested' or expiry_date is not null)
);

comment on table public.bid_bonds is
  'The bid bond of a tender (at most one), in the tender''s workspace: amount (exact) and currency, issuer, reference, dates, status. Members read; admins and managers write.';

-- The page's list (by expiry) of one workspace.
create index bid_bonds_workspace_id_expiry_date_idx on public.bid_bonds (workspace_id, expiry_date);

alter table public.bid_bonds enable row level security;

-- ---------------------------------------------------------------------------
-- A workspace's defaults
-- ---------------------------------------------------------------------------

-- A new workspace's pipeline settings and loss reasons (Price, Technical score, Compliance or
-- eligibility, Experience, Relationship, Other).
create function private.create_pipeline_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.pipeline_settings (workspace_id) values (new.id) on conflict do nothing;
  insert into public.loss_reasons (workspace_id, label, position)
  select new.id, d.label, d.position
  from (values ('Price', 1), ('Technical score', 2), ('Compliance or eligibility', 3),
               ('Experience', 4), ('Relationship', 5), ('Other', 6)) as d (label, position)
  on conflict do nothing;
  return new;
end;
$$;

revoke all on function private.create_pipeline_settings() from public;

-- A new workspace's bid criteria and kill questions.
create function private.create_bid_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.bid_criteria (workspace_id, name, weight, position)
  select new.id, d.name, d.weight, d.position
  from (values ('Strategic fit', 2, 1), ('Capability and track record', 2, 2), ('Capacity to deliver', 2, 3),
               ('Competition', 1, 4), ('Client relationship', 1, 5), ('Margin and risk', 2, 6))
    as d (name, weight, position);
  insert into public.bid_kill_questions (workspace_id, question, position)
  values (new.id, 'A mandatory certificate is missing', 1),
         (new.id, 'We cannot meet the submission deadline', 2);
  return new;
end;
$$;

revoke all on function private.create_bid_settings() from public;

-- ---------------------------------------------------------------------------
-- Value and probability
-- ---------------------------------------------------------------------------

-- An open tender's probability: its own, else its status's default; null for a closed tender
-- (won, lost, declined, cancelled are not in the pipeline). The one definition, used by every sum.
create function private.effective_probability(
  p_probability smallint,
  p_status public.tender_status,
  p_settings public.pipeline_settings
)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when p_status::text not in ('under-review', 'in-development', 'submitted') then null
    else coalesce(p_probability::integer, case p_status::text
      when 'under-review' then p_settings.probability_under_review
      when 'in-development' then p_settings.probability_in_development
      else p_settings.probability_submitted
    end::integer)
  end;
$$;

revoke all on function private.effective_probability(smallint, public.tender_status, public.pipeline_settings) from public;
grant execute on function private.effective_probability(smallint, public.tender_status, public.pipeline_settings) to authenticated;

-- What a tender is worth: our bid price once we bid, else the estimate.
create function private.tender_value(p_bid_price numeric, p_estimated_value numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select coalesce(p_bid_price, p_estimated_value);
$$;

revoke all on function private.tender_value(numeric, numeric) from public;
grant execute on function private.tender_value(numeric, numeric) to authenticated;

-- The workspace's default currency when a write does not give one.
create function private.default_tender_currency()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.currency is null then
    new.currency := coalesce(
      (select s.default_currency from public.pipeline_settings s where s.workspace_id = new.workspace_id),
      'USD');
  end if;
  return new;
end;
$$;

revoke all on function private.default_tender_currency() from public;

-- The currencies a workspace's tenders are in, its default first: the list's currency filter.
create function public.tender_currencies(p_workspace_id uuid)
returns setof text
language sql
stable
security invoker
set search_path = ''
as $$
  select c.currency
  from (
    select t.currency from public.tenders t where t.workspace_id = p_workspace_id
    union
    select s.default_currency from public.pipeline_settings s where s.workspace_id = p_workspace_id
  ) c
  order by c.currency <> (select s.default_currency from public.pipeline_settings s
                          where s.workspace_id = p_workspace_id) nulls last, c.currency;
$$;

revoke all on function public.tender_currencies(uuid) from public, anon;
grant execute on function public.tender_currencies(uuid) to authenticated;

-- ---------------------------------------------------------------------------
-- Outcomes
-- ---------------------------------------------------------------------------

-- updated_by is whoever wrote the outcome last (the API cannot set it: no column grant).
create function private.set_outcome_updated_by()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_by := coalesce(auth.uid(), new.updated_by);
  return new;
end;
$$;

revoke all on function private.set_outcome_updated_by() from public;

-- The winners already recorded in a workspace, most frequent first: the outcome form's suggestions.
create function public.recorded_winners(p_workspace_id uuid)
returns table (winner text, times integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select pg_catalog.min(pg_catalog.btrim(o.winner)), pg_catalog.count(*)::integer
  from public.tender_outcomes o
  where o.workspace_id = p_workspace_id and pg_catalog.btrim(coalesce(o.winner, '')) <> ''
  group by pg_catalog.lower(pg_catalog.btrim(o.winner))
  order by 2 desc, 1
  limit 50;
$$;

revoke all on function public.recorded_winners(uuid) from public, anon;
grant execute on function public.recorded_winners(uuid) to authenticated;

-- ---------------------------------------------------------------------------
-- Bid decisions
-- ---------------------------------------------------------------------------

-- The weighted score 0–100 of scores {criterion id: 1–5} against the workspace's criteria;
-- null while a criterion is unscored, or when there are none.
create function private.bid_score(p_workspace_id uuid, p_scores jsonb)
returns smallint
language sql
stable
security invoker
set search_path = ''
as $$
  select case when pg_catalog.count(*) > 0 and pg_catalog.count(s.score) = pg_catalog.count(*) then
    pg_catalog.round(
      (100 * pg_catalog.sum(c.weight * (s.score - 1)))::numeric / (4 * pg_catalog.sum(c.weight)))::smallint
  end
  from public.bid_criteria c
  cross join lateral (select (p_scores ->> c.id::text)::integer as score) s
  where c.workspace_id = p_workspace_id;
$$;

revoke all on function private.bid_score(uuid, jsonb) from public;
grant execute on function private.bid_score(uuid, jsonb) to authenticated;

-- The band of a score at the workspace's thresholds; any kill answered yes → no-bid.
create function private.bid_band(p_score integer, p_killed boolean, p_bid_threshold integer, p_review_threshold integer)
returns public.bid_band
language sql
immutable
security invoker
set search_path = ''
as $$
  select (case
    when p_killed then 'no-bid'
    when p_score is null then null
    when p_score >= p_bid_threshold then 'bid'
    when p_score >= p_review_threshold then 'review'
    else 'no-bid'
  end)::public.bid_band;
$$;

revoke all on function private.bid_band(integer, boolean, integer, integer) from public;
grant execute on function private.bid_band(integer, boolean, integer, integer) to authenticated;

-- Before each write of a decision: keeps only the workspace's current criteria and
-- questions, checks the values (23514), computes score, killed and band, and records who
-- and when. Security invoker: it reads what the writer (an admin or manager) may read.
create function private.compute_bid_decision()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_settings public.pipeline_settings;
begin
  if exists (select 1 from pg_catalog.jsonb_each(new.scores) e
             where pg_catalog.jsonb_typeof(e.value) <> 'number' or e.value::text !~ '^[1-5]$') then
    raise exception 'A criterion is scored with a whole number from 1 to 5' using errcode = '23514';
  end if;
  if exists (select 1 from pg_catalog.jsonb_each(new.kill_answers) e
             where pg_catalog.jsonb_typeof(e.value) <> 'boolean') then
    raise exception 'A kill question is answered yes (true) or no (false)' using errcode = '23514';
  end if;

  new.scores := coalesce((
    select pg_catalog.jsonb_object_agg(e.key, e.value)
    from pg_catalog.jsonb_each(new.scores) e
    join public.bid_criteria c on c.id::text = e.key and c.workspace_id = new.workspace_id), '{}'::jsonb);
  new.kill_answers := coalesce((
    select pg_catalog.jsonb_object_agg(e.key, e.value)
    from pg_catalog.jsonb_each(new.kill_answers) e
    join public.bid_kill_questions q on q.id::text = e.key and q.workspace_id = new.workspace_id), '{}'::jsonb);

  select s.* into v_settings from public.pipeline_settings s where s.workspace_id = new.workspace_id;
  new.score := private.bid_score(new.workspace_id, new.scores);
  new.killed := exists (select 1 from pg_catalog.jsonb_each(new.kill_answers) e where e.value = 'true'::jsonb);
  new.band := private.bid_band(new.score, new.killed, coalesce(v_settings.bid_threshold, 70),
                               coalesce(v_settings.review_threshold, 50));
  new.decided_by := auth.uid();
  new.decided_at := pg_catalog.now();
  return new;
end;
$$;

revoke all on function private.compute_bid_decision() from public;

-- Records a tender's decision ('bid' or 'no-bid', with a rationale) from the scores and kill
-- answers given, over the decision the form loaded: p_replaces is that decision's decided_at,
-- null when it loaded none. When the tender's decision is no longer that one (someone decided
-- meanwhile) nothing is written and TFB01 answers, its detail naming who decided. 'skipped'
-- records the skip only when the tender has no decision, and otherwise returns the one it has.
-- P0002 when the tender is not the caller's to see; 42501 for a member who may not edit tenders.
create function public.record_bid_decision(
  p_tender_id uuid,
  p_decision public.bid_decision_value,
  p_rationale text default '',
  p_scores jsonb default '{}',
  p_kill_answers jsonb default '{}',
  p_replaces timestamptz default null
)
returns public.bid_decisions
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_workspace_id uuid;
  v_row public.bid_decisions;
  v_decided_by text;
begin
  select t.workspace_id into v_workspace_id from public.tenders t where t.id = p_tender_id;
  if v_workspace_id is null then
    raise exception 'Tender not found' using errcode = 'P0002';
  end if;
  if v_workspace_id not in (select private.member_workspace_ids('{admin,manager}')) then
    raise exception 'Only admins and managers record bid decisions' using errcode = '42501';
  end if;

  if p_decision = 'skipped' then
    insert into public.bid_decisions (tender_id, workspace_id, decision)
    values (p_tender_id, v_workspace_id, 'skipped')
    on conflict (tender_id, workspace_id) do nothing
    returning * into v_row;
    if v_row.tender_id is null then
      select d.* into v_row from public.bid_decisions d where d.tender_id = p_tender_id;
    end if;
    return v_row;
  end if;

  if p_replaces is null then
    insert into public.bid_decisions (tender_id, workspace_id, decision, rationale, scores, kill_answers)
    values (p_tender_id, v_workspace_id, p_decision, pg_catalog.btrim(coalesce(p_rationale, '')),
            coalesce(p_scores, '{}'), coalesce(p_kill_answers, '{}'))
    on conflict (tender_id, workspace_id) do nothing
    returning * into v_row;
  else
    -- Waits for a decision being written at the same moment, then finds it is not the one loaded.
    update public.bid_decisions d
    set decision = p_decision, rationale = pg_catalog.btrim(coalesce(p_rationale, '')),
        scores = coalesce(p_scores, '{}'), kill_answers = coalesce(p_kill_answers, '{}')
    where d.tender_id = p_tender_id and d.workspace_id = v_workspace_id and d.decided_at = p_replaces
    returning * into v_row;
  end if;

  if v_row.tender_id is null then
    select coalesce(p.name, '') into v_decided_by
    from public.bid_decisions d
    left join public.user_profiles p on p.id = d.decided_by
    where d.tender_id = p_tender_id;
    raise exception 'Someone recorded a decision on this tender meanwhile'
      using errcode = 'TFB01', detail = coalesce(v_decided_by, '');
  end if;
  return v_row;
end;
$$;

revoke all on function public.record_bid_decision(uuid, public.bid_decision_value, text, jsonb, jsonb, timestamptz)
  from public, anon;
grant execute on function public.record_bid_decision(uuid, public.bid_decision_value, text, jsonb, jsonb, timestamptz)
  to authenticated;

-- An admin's bid settings in one transaction: p_criteria [{id?, name, weight}] and
-- p_kill_questions [{id?, question}] in order (an item with the id of an existing row
-- updates it, one without adds one, rows not listed are deleted), and both thresholds.
-- 22023 for a malformed list, no criterion, or a name given twice; RLS refuses non-admins
-- (42501 or no row changed: P0002).
create function public.save_bid_settings(
  p_workspace_id uuid,
  p_criteria jsonb,
  p_kill_questions jsonb,
  p_bid_threshold integer,
  p_review_threshold integer
)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if pg_catalog.jsonb_typeof(p_criteria) is distinct from 'array'
     or pg_catalog.jsonb_typeof(p_kill_questions) is distinct from 'array' then
    raise exception 'Criteria and kill questions are lists' using errcode = '22023';
  end if;
  if pg_catalog.jsonb_array_length(p_criteria) not between 1 and 20
     or pg_catalog.jsonb_array_length(p_kill_questions) > 10 then
    raise exception 'Between 1 and 20 criteria and at most 10 kill questions' using errcode = '22023';
  end if;
  if (select pg_catalog.count(distinct pg_catalog.lower(pg_catalog.btrim(e ->> 'name'))) < pg_catalog.count(*)
      from pg_catalog.jsonb_array_elements(p_criteria) e)
     or (select pg_catalog.count(distinct pg_catalog.lower(pg_catalog.btrim(e ->> 'question'))) < pg_catalog.count(*)
         from pg_catalog.jsonb_array_elements(p_kill_questions) e) then
    raise exception 'Each criterion and question is named once' using errcode = '22023';
  end if;

  update public.pipeline_settings s
  set bid_threshold = p_bid_threshold, review_threshold = p_review_threshold
  where s.workspace_id = p_workspace_id;
  if not found then
    raise exception 'Workspace not found' using errcode = 'P0002';
  end if;

  delete from public.bid_criteria c
  where c.workspace_id = p_workspace_id
    and c.id::text not in (select e ->> 'id' from pg_catalog.jsonb_array_elements(p_criteria) e
                           where e ->> 'id' is not null);
  update public.bid_criteria c
  set name = pg_catalog.btrim(e.item ->> 'name'), weight = (e.item ->> 'weight')::smallint, position = e.pos
  from pg_catalog.jsonb_array_elements(p_criteria) with ordinality as e (item, pos)
  where c.workspace_id = p_workspace_id and c.id::text = e.item ->> 'id';
  insert into public.bid_criteria (workspace_id, name, weight, position)
  select p_workspace_id, pg_catalog.btrim(e.item ->> 'name'), (e.item ->> 'weight')::smallint, e.pos
  from pg_catalog.jsonb_array_elements(p_criteria) with ordinality as e (item, pos)
  where e.item ->> 'id' is null
     or not exists (select 1 from public.bid_criteria c
                    where c.workspace_id = p_workspace_id and c.id::text = e.item ->> 'id');

  delete from public.bid_kill_questions q
  where q.workspace_id = p_workspace_id
    and q.id::text not in (select e ->> 'id' from pg_catalog.jsonb_array_elements(p_kill_questions) e
                           where e ->> 'id' is not null);
  update public.bid_kill_questions q
  set question = pg_catalog.btrim(e.item ->> 'question'), position = e.pos
  from pg_catalog.jsonb_array_elements(p_kill_questions) with ordinality as e (item, pos)
  where q.workspace_id = p_workspace_id and q.id::text = e.item ->> 'id';
  insert into public.bid_kill_questions (workspace_id, question, position)
  select p_workspace_id, pg_catalog.btrim(e.item ->> 'question'), e.pos
  from pg_catalog.jsonb_array_elements(p_kill_questions) with ordinality as e (item, pos)
  where e.item ->> 'id' is null
     or not exists (select 1 from public.bid_kill_questions q
                    where q.workspace_id = p_workspace_id and q.id::text = e.item ->> 'id');
end;
$$;

revoke all on function public.save_bid_settings(uuid, jsonb, jsonb, integer, integer) from public, anon;
grant execute on function public.save_bid_settings(uuid, jsonb, jsonb, integer, integer) to authenticated;

-- ---------------------------------------------------------------------------
-- Bid bonds
-- ---------------------------------------------------------------------------

-- Issued, submitted or extended: out, and neither returned nor forfeited.
create function private.bond_outstanding(p_status public.bid_bond_status)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_status in ('issued', 'submitted', 'extended')
$$;

revoke all on function private.bond_outstanding(public.bid_bond_status) from public;
grant execute on function private.bond_outstanding(public.bid_bond_status) to authenticated;

-- 'Extended' means a new expiry: a bond becomes extended only with a later expiry date.
create function private.check_bond_extension()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.status = 'extended' and old.status is distinct from 'extended'
     and (new.expiry_date is null or old.expiry_date is null or new.expiry_date <= old.expiry_date) then
    raise exception 'An extended bid bond needs a later expiry date' using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke all on function private.check_bond_extension() from public;

-- The workspace's outstanding bonds per currency (never added across currencies), currency
-- order. amount is text so no client rounds it: the exact numeric sum.
create function public.bid_bond_totals(p_workspace_id uuid)
returns table (currency text, amount text, bonds integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select b.currency, pg_catalog.sum(b.amount)::text, pg_catalog.count(*)::integer
  from public.bid_bonds b
  where b.workspace_id = p_workspace_id and private.bond_outstanding(b.status)
  group by b.currency
  order by b.currency
$$;

revoke all on function public.bid_bond_totals(uuid) from public, anon;
grant execute on function public.bid_bond_totals(uuid) to authenticated;

comment on function public.bid_bond_totals(uuid) is
  'Outstanding bid bonds (issued, submitted, extended) of a workspace per currency: the exact sum as text and how many.';

-- A workspace's bond alerts up to p_until, each with its bond, dated:
--   bond-expiry  an outstanding bond of a tender still in play (under review, in development,
--                submitted) that expires before the tender's bid validity end or its
--                expected award date; dated on its expiry date (it enters a window as the
--                expiry nears; overdue once expired, until extended, returned or forfeited).
--                A bond expiring on the validity end (or award) day covers it.
--   bond-return  an outstanding bond of a won or lost tender 30 days or more after the award
--                date (tender_outcomes.award_date); dated award + 30 days, so never ahead.
--   bond-issue   a requested bond of an open tender (under review, in development) 3 days or
--                fewer before the submission deadline; dated on the deadline.
create function private.bond_alerts(p_workspace_id uuid, p_today date, p_until date)
returns table (bond_id uuid, tender_id uuid, title text, reference_number text, kind text, due_date date)
language sql
stable
security invoker
set search_path = ''
as $$
  select a.bond_id, a.tender_id, a.title, a.reference_number, a.kind, a.due_date
  from (
    select b.id as bond_id, t.id as tender_id, t.title, t.reference_number, 'bond-expiry' as kind,
           b.expiry_date as due_date
    from public.bid_bonds b
    join public.tenders t on t.id = b.tender_id
    where b.workspace_id = p_workspace_id
      and private.bond_outstanding(b.status)
      and t.status in ('under-review', 'in-development', 'submitted')
      and (b.expiry_date < t.bid_validity_end or b.expiry_date < t.expected_award_date)
    union all
    select b.id, t.id, t.title, t.reference_number, 'bond-return', o.award_date + 30
    from public.bid_bonds b
    join public.tenders t on t.id = b.tender_id
    join public.tender_outcomes o on o.tender_id = t.id
    where b.workspace_id = p_workspace_id
      and private.bond_outstanding(b.status)
      and t.status in ('won', 'lost')
      and o.award_date + 30 <= p_today
    union all
    select b.id, t.id, t.title, t.reference_number, 'bond-issue', t.tender_submission_date
    from public.bid_bonds b
    join public.tenders t on t.id = b.tender_id
    where b.workspace_id = p_workspace_id
      and b.status = 'requested'
      and t.status in ('under-review', 'in-development')
      and t.tender_submission_date - 3 <= p_today
  ) a
  where a.due_date <= p_until
$$;

revoke all on function private.bond_alerts(uuid, date, date) from public;
grant execute on function private.bond_alerts(uuid, date, date) to authenticated;

-- ---------------------------------------------------------------------------
-- Triggers, row-level security, privileges
-- ---------------------------------------------------------------------------

create trigger workspaces_create_pipeline_settings
  after insert on public.workspaces
  for each row execute function private.create_pipeline_settings();

create trigger workspaces_create_bid_settings
  after insert on public.workspaces
  for each row execute function private.create_bid_settings();

create trigger pipeline_settings_set_updated_at
  before update on public.pipeline_settings
  for each row execute function private.set_updated_at();

create trigger tenders_default_currency
  before insert or update of currency on public.tenders
  for each row execute function private.default_tender_currency();

create trigger tender_outcomes_set_updated_at
  before update on public.tender_outcomes
  for each row execute function private.set_updated_at();

create trigger tender_outcomes_set_updated_by
  before update on public.tender_outcomes
  for each row execute function private.set_outcome_updated_by();

create trigger bid_decisions_compute
  before insert or update on public.bid_decisions
  for each row execute function private.compute_bid_decision();

create trigger bid_bonds_set_updated_at
  before update on public.bid_bonds
  for each row execute function private.set_updated_at();

create trigger bid_bonds_check_extension
  before update of status, expiry_date on public.bid_bonds
  for each row execute function private.check_bond_extension();

create policy pipeline_settings_select_members on public.pipeline_settings
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy pipeline_settings_update_admins on public.pipeline_settings
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy loss_reasons_select_members on public.loss_reasons
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy loss_reasons_insert_admins on public.loss_reasons
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy loss_reasons_update_admins on public.loss_reasons
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy loss_reasons_delete_admins on public.loss_reasons
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy tender_outcomes_select_members on public.tender_outcomes
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy tender_outcomes_insert_managers on public.tender_outcomes
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy tender_outcomes_update_managers on public.tender_outcomes
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy tender_outcomes_delete_managers on public.tender_outcomes
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy bid_criteria_select_members on public.bid_criteria
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy bid_criteria_insert_admins on public.bid_criteria
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy bid_criteria_update_admins on public.bid_criteria
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy bid_criteria_delete_admins on public.bid_criteria
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy bid_kill_questions_select_members on public.bid_kill_questions
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy bid_kill_questions_insert_admins on public.bid_kill_questions
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy bid_kill_questions_update_admins on public.bid_kill_questions
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy bid_kill_questions_delete_admins on public.bid_kill_questions
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy bid_decisions_select_members on public.bid_decisions
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy bid_decisions_insert_managers on public.bid_decisions
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy bid_decisions_update_managers on public.bid_decisions
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy bid_bonds_select_members on public.bid_bonds
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy bid_bonds_insert_managers on public.bid_bonds
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy bid_bonds_update_managers on public.bid_bonds
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy bid_bonds_delete_managers on public.bid_bonds
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

revoke all on table public.pipeline_settings from anon, authenticated;
grant select on table public.pipeline_settings to authenticated;
grant update (default_currency, probability_under_review, probability_in_development, probability_submitted, bid_threshold, review_threshold)
  on table public.pipeline_settings to authenticated;

revoke all on table public.loss_reasons from anon, authenticated;
grant select, delete on table public.loss_reasons to authenticated;
grant insert (workspace_id, label, position), update (label, position)
  on table public.loss_reasons to authenticated;

-- updated_by is whoever wrote the outcome last: no column grant.
revoke all on table public.tender_outcomes from anon, authenticated;
grant select, delete on table public.tender_outcomes to authenticated;
grant insert (tender_id, workspace_id, award_date, winner, winning_price, our_rank, loss_reason_id, loss_note, lessons), update (award_date, winner, winning_price, our_rank, loss_reason_id, loss_note, lessons)
  on table public.tender_outcomes to authenticated;

revoke all on table public.bid_criteria from anon, authenticated;
grant select, delete on table public.bid_criteria to authenticated;
grant insert (workspace_id, name, weight, position), update (name, weight, position)
  on table public.bid_criteria to authenticated;

revoke all on table public.bid_kill_questions from anon, authenticated;
grant select, delete on table public.bid_kill_questions to authenticated;
grant insert (workspace_id, question, position), update (question, position)
  on table public.bid_kill_questions to authenticated;

-- Score, band, who and when are computed: no column grant.
revoke all on table public.bid_decisions from anon, authenticated;
grant select on table public.bid_decisions to authenticated;
grant insert (tender_id, workspace_id, decision, rationale, scores, kill_answers), update (decision, rationale, scores, kill_answers)
  on table public.bid_decisions to authenticated;

revoke all on table public.bid_bonds from anon, authenticated;
grant select, delete on table public.bid_bonds to authenticated;
grant insert (tender_id, workspace_id, amount, currency, issuer, reference, issue_date, expiry_date, status), update (amount, currency, issuer, reference, issue_date, expiry_date, status)
  on table public.bid_bonds to authenticated;

-- ===========================================================================================
-- supabase/schemas/05_paper_trail.sql
-- ===========================================================================================

-- The paper trail of a bid: the questions put to the buyer and their answers, the buyer's
-- addenda and every deadline change, the company documents the firm keeps and tenders
-- require, and each tender's compliance checklist. docs/product.md § Clarifications,
-- § Addenda and deadline history, § Company documents, § Requirements.
--
--   public.clarifications             one row per question: its number (1, 2, 3… per tender,
--                                     given by the database), the clause it refers to, the
--                                     question, who recorded it and when it was asked, the
--                                     answer and its date, and a status (draft → sent → answered)
--   private.clarification_numbers     the last number given per tender: an upsert takes the
--                                     next one atomically, so two people adding at once get
--                                     distinct numbers, and a deleted question's number is never
--                                     reused
--   public.tender_addenda             the buyer's addenda: number, date, summary, and optionally
--                                     a document of the tender's Documents card
--   public.deadline_changes           every change of a tender's inquiry or submission deadline,
--                                     old → new, who, when, and through which addendum (if any);
--                                     written by a trigger on tenders, so no client can change a
--                                     deadline without it or write a change of its own
--   public.company_documents          the library: name, category, issuer, expiry date (none:
--                                     it never expires) and the file's name in Storage (the
--                                     company-documents bucket, 06_documents_storage.sql)
--   public.tender_required_documents  which library documents a tender requires
--   public.document_templates         the categories of company document new tenders of a type
--                                     require (the checklist templates' rule, 03_tasks.sql)
--   public.tender_requirements        the requirement, its source, mandatory or optional, an
--                                     owner (a member), a status and evidence (a document of the
--                                     tender, or of the library, not both)
--   public.requirement_overrides      a tender marked Submitted while mandatory requirements were
--                                     incomplete: who confirmed it, when, and which they were
--
-- Members read everything here and write requirements (as tasks); admins and managers add,
-- edit and delete the rest (as they edit tenders; a `user` cannot edit the library).

create type public.clarification_status as enum ('draft', 'sent', 'answered');

create type public.requirement_status as enum ('not-started', 'drafting', 'complete', 'not-applicable');

create type public.company_document_category as enum (
  'certificate', 'insurance', 'tax-clearance', 'registration', 'accreditation', 'other'
);

-- ---------------------------------------------------------------------------
-- Clarifications
-- ---------------------------------------------------------------------------

create table public.clarifications (
  id uuid primary key default gen_random_uuid(),
  tender_id uuid not null,
  workspace_id uuid not null,
  -- Always private.number_clarification's (clients may not write it): the default only tells
  -- the API's types that an insert leaves it out.
  number integer not null default 0
    constraint clarifications_number_positive check (number > 0),
  clause text not null default ''
    constraint clarifications_clause_length check (pg_catalog.char_length(clause) <= 200),
  question text not null
    constraint clarifications_question_length
      check (pg_catalog.btrim(question) <> '' and pg_catalog.char_length(question) <= 5000),
  asked_by uuid default auth.uid() references auth.users (id) on delete set null,
  asked_on date
    constraint clarifications_asked_on_range check (asked_on between date '2000-01-01' and date '2999-12-31'),
  answer text not null default ''
    constraint clarifications_answer_length check (pg_catalog.char_length(answer) <= 10000),
  answered_on date
    constraint clarifications_answered_on_range check (answered_on between date '2000-01-01' and date '2999-12-31'),
  status public.clarification_status not null default 'draft',
  created_at timestamptz not null default pg_catalog.now(),
  updated_at timestamptz not null default pg_catalog.now(),
  constraint clarifications_tender_number_key unique (tender_id, number),
  constraint clarifications_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade,
  -- Sent means asked: the date it went to the buyer is known.
  constraint clarifications_asked_once_sent check (status = 'draft' or asked_on is not null),
  -- Answered means the buyer's answer and its date are recorded.
  constraint clarifications_answer_once_answered
    check (status <> 'answered' or (pg_catalog.btrim(answer) <> '' and answered_on is not null)),
  constraint clarifications_answered_after_asked check (answered_on >= asked_on)
);

comment on table public.clarifications is
  'Clarification questions to the buyer of a tender, numbered per tender by the database: clause, question, who recorded it, when asked, the answer and its date, status (draft, sent, answered). Members read; admins and managers write.';

create index clarifications_tender_id_workspace_id_idx on public.clarifications (tender_id, workspace_id);

create index clarifications_asked_by_idx on public.clarifications (asked_by);

create index clarifications_workspace_drafts_idx on public.clarifications (workspace_id, tender_id)
  where status = 'draft';

alter table public.clarifications enable row level security;

create table private.clarification_numbers (
  tender_id uuid primary key references public.tenders (id) on delete cascade,
  last_number integer not null
);

comment on table private.clarification_numbers is
  'The last clarification number given per tender (never reused after a delete).';

alter table private.clarification_numbers enable row level security;

-- The next number of the tender, whatever the client sent: the upsert locks the tender's
-- counter row, so concurrent inserts wait for each other and get distinct numbers. Only for a
-- tender of the row's own workspace: the counter references tenders alone, so numbering
-- another workspace's tender would answer 23503 on the counter when it did not exist and move
-- its counter when it did. A caller who may not write the workspace meets the policies
-- (42501), anyone else the same 23503, whether the tender exists elsewhere or not.
create function private.number_clarification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.tenders t where t.id = new.tender_id and t.workspace_id = new.workspace_id
  ) then
    if auth.uid() is not null
       and new.workspace_id not in (select private.member_workspace_ids('{admin,manager}')) then
      return new;
    end if;
    raise exception 'insert or update on table "clarifications" violates foreign key constraint "clarifications_tender_fkey"'
      using errcode = '23503';
  end if;
  insert into private.clarification_numbers as n (tender_id, last_number)
  values (new.tender_id, 1)
  on conflict (tender_id) do update set last_number = n.last_number + 1
  returning n.last_number into new.number;
  return new;
end;
$$;

revoke all on function private.number_clarification() from public;

create function public.clarification_counts(p_workspace_id uuid, p_tender_ids uuid[] default null)
returns table (tender_id uuid, questions integer, drafts integer, answered integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.tender_id,
         pg_catalog.count(*)::integer,
         (pg_catalog.count(*) filter (where c.status = 'draft'))::integer,
         (pg_catalog.count(*) filter (where c.status = 'answered'))::integer
  from public.clarifications c
  where c.workspace_id = p_workspace_id
    and (p_tender_ids is null or c.tender_id = any (p_tender_ids))
  group by c.tender_id
$$;

revoke all on function public.clarification_counts(uuid, uuid[]) from public, anon;
grant execute on function public.clarification_counts(uuid, uuid[]) to authenticated;

comment on function public.clarification_counts(uuid, uuid[]) is
  'Per tender of a workspace (or of the given tenders): how many clarification questions, how many still drafts, how many answered.';

-- ---------------------------------------------------------------------------
-- Addenda and the deadline history
-- ---------------------------------------------------------------------------

create table public.tender_addenda (
  id uuid primary key default gen_random_uuid(),
  tender_id uuid not null,
  workspace_id uuid not null,
  number text not null
    constraint tender_addenda_number_check
      check (pg_catalog.btrim(number) <> '' and pg_catalog.char_length(number) <= 50),
  issued_on date not null
    constraint tender_addenda_issued_on_range check (issued_on between date '2000-01-01' and date '2999-12-31'),
  summary text not null default ''
    constraint tender_addenda_summary_length check (pg_catalog.char_length(summary) <= 5000),
  -- A file of the tender's folder ({workspace_id}/{tender_id}/{name}); not a foreign key into
  -- storage, so deleting the document leaves the addendum (the name then opens nothing).
  document_name text
    constraint tender_addenda_document_name_check
      check (document_name is null or (pg_catalog.char_length(document_name) between 1 and 255
                                       and pg_catalog.strpos(document_name, '/') = 0)),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default pg_catalog.now(),
  constraint tender_addenda_tender_number_key unique (tender_id, workspace_id, number),
  constraint tender_addenda_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade
);

comment on table public.tender_addenda is
  'Addenda to a tender: the buyer''s number, its date, a summary and optionally a document of the tender. Members read; admins and managers record them (record_addendum).';

create index tender_addenda_tender_id_workspace_id_idx on public.tender_addenda (tender_id, workspace_id);
create index tender_addenda_created_by_idx on public.tender_addenda (created_by);

alter table public.tender_addenda enable row level security;

create table public.deadline_changes (
  id uuid primary key default gen_random_uuid(),
  tender_id uuid not null,
  workspace_id uuid not null,
  deadline public.deadline_kind not null,
  old_date date,
  new_date date,
  changed_by uuid references auth.users (id) on delete set null,
  -- The moment itself, not the transaction's start: the changes of one transaction keep their order.
  changed_at timestamptz not null default pg_catalog.clock_timestamp(),
  addendum_id uuid references public.tender_addenda (id) on delete set null,
  constraint deadline_changes_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade,
  constraint deadline_changes_changed check (old_date is distinct from new_date)
);

comment on table public.deadline_changes is
  'Every change of a tender''s inquiry or submission deadline (old → new, who, when, through which addendum), written by a trigger on tenders. Members read; nobody writes.';

create index deadline_changes_tender_id_workspace_id_idx
  on public.deadline_changes (tender_id, workspace_id, changed_at);

create index deadline_changes_changed_by_idx on public.deadline_changes (changed_by);

create index deadline_changes_addendum_id_idx on public.deadline_changes (addendum_id);

-- The notices read a workspace's latest changes.
create index deadline_changes_workspace_id_changed_at_idx on public.deadline_changes (workspace_id, changed_at);

alter table public.deadline_changes enable row level security;

-- The addendum a deadline change comes through: record_addendum names it for its own
-- transaction (set_config(…, true)); any other change has none. An id that is not an addendum
-- of the same tender is ignored.
create function private.record_deadline_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_addendum uuid := nullif(pg_catalog.current_setting('tenderflow.addendum_id', true), '')::uuid;
begin
  if v_addendum is not null and not exists (
    select 1 from public.tender_addenda a where a.id = v_addendum and a.tender_id = new.id
  ) then
    v_addendum := null;
  end if;
  insert into public.deadline_changes (tender_id, workspace_id, deadline, old_date, new_date, changed_by, addendum_id)
  select new.id, new.workspace_id, c.deadline, c.old_date, c.new_date, auth.uid(), v_addendum
  from (values
    ('inquiry'::public.deadline_kind, old.inquiry_submission_date, new.inquiry_submission_date),
    ('submission'::public.deadline_kind, old.tender_submission_date, new.tender_submission_date)
  ) as c (deadline, old_date, new_date)
  where c.old_date is distinct from c.new_date;
  return null;
end;
$$;

revoke all on function private.record_deadline_changes() from public;

-- Records the addendum and moves the deadlines it changes (p_inquiry / p_submission, applied
-- when p_moves_inquiry / p_moves_submission; null clears the date), atomically: RLS decides
-- both (admins and managers), and the history rows name the addendum. Returns its id.
create function public.record_addendum(
  p_tender_id uuid,
  p_number text,
  p_issued_on date,
  p_summary text default '',
  p_document_name text default null,
  p_moves_inquiry boolean default false,
  p_inquiry date default null,
  p_moves_submission boolean default false,
  p_submission date default null
)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_tender public.tenders%rowtype;
  v_id uuid;
begin
  select * into v_tender from public.tenders t where t.id = p_tender_id;
  if not found then
    raise exception 'Tender not found' using errcode = 'P0002';
  end if;
  insert into public.tender_addenda (tender_id, workspace_id, number, issued_on, summary, document_name)
  values (p_tender_id, v_tender.workspace_id, pg_catalog.btrim(p_number), p_issued_on,
          pg_catalog.btrim(coalesce(p_summary, '')), p_document_name)
  returning id into v_id;
  if p_moves_inquiry or p_moves_submission then
    perform pg_catalog.set_config('tenderflow.addendum_id', v_id::text, true);
    update public.tenders t
    set inquiry_submission_date = case when p_moves_inquiry then p_inquiry else t.inquiry_submission_date end,
        tender_submission_date = case when p_moves_submission then p_submission else t.tender_submission_date end
    where t.id = p_tender_id;
    perform pg_catalog.set_config('tenderflow.addendum_id', '', true);
  end if;
  return v_id;
end;
$$;

revoke all on function public.record_addendum(uuid, text, date, text, text, boolean, date, boolean, date) from public, anon;
grant execute on function public.record_addendum(uuid, text, date, text, text, boolean, date, boolean, date) to authenticated;

comment on function public.record_addendum(uuid, text, date, text, text, boolean, date, boolean, date) is
  'Records an addendum to a tender and applies the deadlines it moves, in one transaction (admins and managers, by RLS); the deadline history names it.';

-- ---------------------------------------------------------------------------
-- Company documents: the library, what tenders require, the templates
-- ---------------------------------------------------------------------------

create table public.company_documents (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  name text not null
    constraint company_documents_name_check
      check (pg_catalog.btrim(name) <> '' and pg_catalog.char_length(name) <= 200),
  category public.company_document_category not null default 'certificate',
  issuer text not null default ''
    constraint company_documents_issuer_length check (pg_catalog.char_length(issuer) <= 200),
  -- Null: the document never expires.
  expires_on date
    constraint company_documents_expires_on_range check (expires_on between date '2000-01-01' and date '2999-12-31'),
  -- The file's name in its folder of the bucket ({workspace_id}/{id}/{file_name}); null while
  -- none is uploaded.
  file_name text
    constraint company_documents_file_name_check
      check (file_name is null or (pg_catalog.char_length(file_name) between 1 and 255
                                   and pg_catalog.strpos(file_name, '/') = 0)),
  -- Who uploaded the current file (the database's: a trigger sets it when the file changes).
  uploaded_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default pg_catalog.now(),
  updated_at timestamptz not null default pg_catalog.now(),
  -- The target of tender_required_documents' composite key: a tender requires only documents
  -- of its own workspace.
  constraint company_documents_id_workspace_id_key unique (id, workspace_id)
);

comment on table public.company_documents is
  'The workspace''s library of company documents (certificates, insurance policies, tax clearance, registrations, accreditations): name, category, issuer, expiry date (null: never expires), the file in the company-documents bucket. Members read; admins and managers write.';

comment on column public.company_documents.file_name is
  'The file''s name in the company-documents bucket, under {workspace_id}/{id}/; null while none is uploaded.';

-- The library's order (soonest expiry first) and the reminders' probe, per workspace.
create index company_documents_workspace_id_expires_on_idx on public.company_documents (workspace_id, expires_on);

create index company_documents_uploaded_by_idx on public.company_documents (uploaded_by);

alter table public.company_documents enable row level security;

create table public.tender_required_documents (
  tender_id uuid not null,
  workspace_id uuid not null,
  company_document_id uuid not null,
  added_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default pg_catalog.now(),
  primary key (tender_id, company_document_id),
  constraint tender_required_documents_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade,
  -- The document is in the tender's workspace; deleting it from the library removes it here.
  constraint tender_required_documents_document_fkey foreign key (company_document_id, workspace_id)
    references public.company_documents (id, workspace_id) on update cascade on delete cascade
);

comment on table public.tender_required_documents is
  'The company documents (of the library) a tender requires. Members read; admins and managers add and remove.';

create index tender_required_documents_tender_idx on public.tender_required_documents (tender_id, workspace_id);
create index tender_required_documents_document_idx
  on public.tender_required_documents (company_document_id, workspace_id);
create index tender_required_documents_workspace_id_idx on public.tender_required_documents (workspace_id);
create index tender_required_documents_added_by_idx on public.tender_required_documents (added_by);

alter table public.tender_required_documents enable row level security;

create table public.document_templates (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  tender_type public.tender_type,
  category public.company_document_category not null,
  created_at timestamptz not null default pg_catalog.clock_timestamp()
);

comment on table public.document_templates is
  'The categories of company document new tenders of a type require (tender_type null: all types, the fallback). Members read; admins edit.';

create unique index document_templates_category_key
  on public.document_templates (workspace_id, tender_type, category) nulls not distinct;

alter table public.document_templates enable row level security;

-- The uploader of the current file: whoever writes a new file name (a service write keeps it).
create function private.company_document_uploader()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.uploaded_by := coalesce(auth.uid(), old.uploaded_by);
  return new;
end;
$$;

revoke all on function private.company_document_uploader() from public;

-- The one definition. A required document is a problem for a tender when it expires BEFORE
-- the tender's submission date (expires_on < tender_submission_date): a document expiring ON
-- the submission date is still valid that day. A document without an expiry date never
-- expires; a tender without a submission date has nothing to check against. Only tenders still
-- being prepared (under review, in development) are checked, as for deadlines: a submitted or
-- decided bid can no longer be fixed.
-- p_tender_ids: these tenders; null: every open tender of the workspace (the dashboard).
create function public.expiring_required_documents(p_workspace_id uuid, p_tender_ids uuid[] default null)
returns table (
  tender_id uuid,
  company_document_id uuid,
  name text,
  expires_on date,
  tender_submission_date date
)
language sql
stable
security invoker
set search_path = ''
as $$
  select t.id, d.id, d.name, d.expires_on, t.tender_submission_date
  from public.tender_required_documents r
  join public.tenders t on t.id = r.tender_id
  join public.company_documents d on d.id = r.company_document_id
  where r.workspace_id = p_workspace_id
    and (p_tender_ids is null or r.tender_id = any (p_tender_ids))
    and t.status in ('under-review', 'in-development')
    and d.expires_on < t.tender_submission_date
  order by t.tender_submission_date, t.id, d.expires_on, d.name, d.id
$$;

revoke all on function public.expiring_required_documents(uuid, uuid[]) from public, anon;
grant execute on function public.expiring_required_documents(uuid, uuid[]) to authenticated;

comment on function public.expiring_required_documents(uuid, uuid[]) is
  'Required company documents that expire before their tender''s submission date (expiring on it is valid; no expiry never expires; no submission date, no problem), of these tenders or of every open tender of the workspace; open tenders only (under review, in development).';

-- The dashboard's alert: the open tenders with a required document expiring before their
-- submission date, soonest submission first, at most p_limit (1 to 100), each with the names
-- of those documents (soonest expiry first) and the first expiry; `tenders` counts them all.
create function public.expiring_document_tenders(p_workspace_id uuid, p_limit integer default 5)
returns table (
  tender_id uuid,
  title text,
  reference_number text,
  tender_submission_date date,
  documents text[],
  first_expires_on date,
  tenders integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  with per_tender as (
    select e.tender_id,
           pg_catalog.array_agg(e.name order by e.expires_on, e.name, e.company_document_id) as documents,
           pg_catalog.min(e.expires_on) as first_expires_on
    from public.expiring_required_documents(p_workspace_id) e
    group by e.tender_id
  )
  select t.id, t.title, t.reference_number, t.tender_submission_date, p.documents, p.first_expires_on,
         (pg_catalog.count(*) over ())::integer
  from per_tender p
  join public.tenders t on t.id = p.tender_id
  order by t.tender_submission_date, t.title, t.id
  limit least(greatest(coalesce(p_limit, 5), 1), 100)
$$;

revoke all on function public.expiring_document_tenders(uuid, integer) from public, anon;
grant execute on function public.expiring_document_tenders(uuid, integer) to authenticated;

comment on function public.expiring_document_tenders(uuid, integer) is
  'The dashboard''s alert: open tenders whose required company documents expire before their submission date, soonest submission first, at most p_limit (1 to 100), with the documents'' names and the total count.';

-- The templates' rule (03_tasks.sql): the type's own categories, or the all-types ones when
-- it has none. A new tender then requires, for each of those categories, the library's
-- documents of that category.
create function private.tender_document_templates(p_workspace_id uuid, p_type public.tender_type)
returns setof public.document_templates
language sql
stable
security invoker
set search_path = ''
as $$
  select t.* from public.document_templates t
  where t.workspace_id = p_workspace_id
    and t.tender_type is not distinct from (
      case when exists (select 1 from public.document_templates x
                        where x.workspace_id = p_workspace_id and x.tender_type = p_type)
           then p_type end)
$$;

revoke all on function private.tender_document_templates(uuid, public.tender_type) from public;
grant execute on function private.tender_document_templates(uuid, public.tender_type) to authenticated;

-- ---------------------------------------------------------------------------
-- Requirements: the compliance checklist
-- ---------------------------------------------------------------------------

create table public.tender_requirements (
  id uuid primary key default gen_random_uuid(),
  tender_id uuid not null,
  workspace_id uuid not null,
  requirement text not null
    constraint tender_requirements_requirement_check
      check (pg_catalog.btrim(requirement) <> '' and pg_catalog.char_length(requirement) <= 2000),
  source text not null default ''
    constraint tender_requirements_source_length check (pg_catalog.char_length(source) <= 200),
  mandatory boolean not null default true,
  owner_id uuid references auth.users (id) on delete set null,
  status public.requirement_status not null default 'not-started',
  evidence_document text
    constraint tender_requirements_evidence_check
      check (evidence_document is null or (pg_catalog.char_length(evidence_document) between 1 and 255
                                           and pg_catalog.strpos(evidence_document, '/') = 0)),
  -- The checklist's order: pasted lines keep theirs.
  position integer not null default 0,
  created_at timestamptz not null default pg_catalog.clock_timestamp(),
  updated_at timestamptz not null default pg_catalog.now(),
  -- The evidence may also be a company document of the library: one of the tender's documents
  -- (evidence_document, by file name) or one of the library's, not both. Deleting the library
  -- document clears it.
  evidence_company_document_id uuid,
  constraint tender_requirements_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade,
  constraint tender_requirements_evidence_company_document_fkey
    foreign key (evidence_company_document_id, workspace_id)
    references public.company_documents (id, workspace_id)
    on delete set null (evidence_company_document_id),
  constraint tender_requirements_one_evidence_check
    check (evidence_document is null or evidence_company_document_id is null)
);

comment on table public.tender_requirements is
  'A tender''s compliance checklist: requirement, source, mandatory, owner, status, evidence. Members read and write; admins and managers delete.';

comment on column public.tender_requirements.evidence_company_document_id is
  'Evidence from the company library (a document of the same workspace), instead of one of the tender''s documents.';

create index tender_requirements_tender_idx on public.tender_requirements (tender_id, workspace_id, position);
create index tender_requirements_owner_id_idx on public.tender_requirements (owner_id);
create index tender_requirements_evidence_company_document_idx
  on public.tender_requirements (evidence_company_document_id, workspace_id);

alter table public.tender_requirements enable row level security;

create table public.requirement_overrides (
  id uuid primary key default gen_random_uuid(),
  tender_id uuid not null,
  workspace_id uuid not null,
  confirmed_by uuid default auth.uid() references auth.users (id) on delete set null,
  confirmed_at timestamptz not null default pg_catalog.now(),
  -- The incomplete mandatory requirements as they read when it was confirmed.
  incomplete text[] not null
    constraint requirement_overrides_incomplete_check check (pg_catalog.cardinality(incomplete) between 1 and 1000),
  constraint requirement_overrides_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade
);

comment on table public.requirement_overrides is
  'A tender marked Submitted while mandatory requirements were incomplete: who confirmed it, when, and which requirements. Members read; admins and managers (who change a tender''s status) record.';

create index requirement_overrides_tender_idx on public.requirement_overrides (tender_id, workspace_id);
create index requirement_overrides_confirmed_by_idx on public.requirement_overrides (confirmed_by);

alter table public.requirement_overrides enable row level security;

-- The owner is a member of the tender's workspace.
create function private.check_requirement_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.owner_id is not null and not exists (
    select 1 from public.workspace_members m where m.workspace_id = new.workspace_id and m.user_id = new.owner_id
  ) then
    raise exception 'The owner must be a member of the workspace' using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke all on function private.check_requirement_owner() from public;

-- Applicable = every requirement but those not applicable; complete ÷ applicable, and the
-- same for the mandatory ones alone.
create function public.requirement_progress(p_workspace_id uuid, p_tender_ids uuid[])
returns table (tender_id uuid, applicable integer, complete integer, mandatory integer, mandatory_complete integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.tender_id,
         (pg_catalog.count(*) filter (where r.status <> 'not-applicable'))::integer,
         (pg_catalog.count(*) filter (where r.status = 'complete'))::integer,
         (pg_catalog.count(*) filter (where r.mandatory and r.status <> 'not-applicable'))::integer,
         (pg_catalog.count(*) filter (where r.mandatory and r.status = 'complete'))::integer
  from public.tender_requirements r
  where r.workspace_id = p_workspace_id and r.tender_id = any (p_tender_ids)
  group by r.tender_id
$$;

revoke all on function public.requirement_progress(uuid, uuid[]) from public, anon;
grant execute on function public.requirement_progress(uuid, uuid[]) to authenticated;

comment on function public.requirement_progress(uuid, uuid[]) is
  'Per tender: applicable requirements (all but not applicable), complete ones, and the same for the mandatory ones.';

-- Marking a tender Submitted while mandatory requirements are incomplete is the database's
-- rule, so no path skips the confirmation (the tender page asks for it; My work, an API client
-- or a script meet the same refusal). A change of status to 'submitted' is refused (TFT05)
-- while the tender has mandatory requirements that are neither complete nor not applicable,
-- unless the person changing it has recorded an override naming each of them
-- (requirement_overrides.incomplete) since the tender was last changed: a confirmation covers
-- the tender as it was confirmed, not a later version of it. Without a signed-in person
-- (maintenance as the database owner) there is no one to confirm, and the rule does not
-- apply.
create function private.check_submission_requirements()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_incomplete text[];
begin
  if auth.uid() is null then
    return new;
  end if;
  select pg_catalog.array_agg(r.requirement order by r.position, r.created_at) into v_incomplete
  from public.tender_requirements r
  where r.tender_id = new.id and r.mandatory and r.status not in ('complete', 'not-applicable');
  if v_incomplete is null then
    return new;
  end if;
  if exists (
    select 1 from public.requirement_overrides o
    where o.tender_id = new.id
      and o.confirmed_by = auth.uid()
      and o.confirmed_at >= old.updated_at
      and o.incomplete @> v_incomplete
  ) then
    return new;
  end if;
  raise exception 'Mandatory requirements are incomplete'
    using errcode = 'TFT05',
          detail = pg_catalog.array_to_string(v_incomplete, '; '),
          hint = 'Confirm the submission on the tender''s page: it records who submitted with them incomplete.';
end;
$$;

revoke all on function private.check_submission_requirements() from public;

-- A tender created as Submitted gets its type's requirement templates as incomplete
-- requirements (save_tender and the import add them in the same transaction), and nobody could
-- have confirmed a tender that did not exist: when those templates hold a mandatory one, the
-- insert is refused as a change to Submitted is (TFT05). Without a signed-in person
-- (maintenance as the database owner) the rule does not apply, as for updates.
create function private.check_new_submitted_tender()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_mandatory text[];
begin
  if auth.uid() is null then
    return new;
  end if;
  select pg_catalog.array_agg(r.requirement order by r.position, r.created_at) into v_mandatory
  from private.tender_requirement_templates(new.workspace_id, new.type) r
  where r.mandatory;
  if v_mandatory is null then
    return new;
  end if;
  raise exception 'Mandatory requirements are incomplete'
    using errcode = 'TFT05',
          detail = pg_catalog.array_to_string(v_mandatory, '; '),
          hint = 'Create the tender at an earlier status and mark it Submitted from its page.';
end;
$$;

revoke all on function private.check_new_submitted_tender() from public, anon, authenticated;

-- Making a mandatory requirement optional takes it out of the rule: only those who may edit the
-- tender (admins and managers) may.
create function private.check_requirement_mandatory()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if auth.uid() is not null
     and new.workspace_id not in (select private.member_workspace_ids('{admin,manager}')) then
    raise exception 'Only admins and managers make a mandatory requirement optional' using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke all on function private.check_requirement_mandatory() from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- Triggers, row-level security, privileges
-- ---------------------------------------------------------------------------

create trigger clarifications_set_updated_at
  before update on public.clarifications
  for each row execute function private.set_updated_at();

create trigger clarifications_number
  before insert on public.clarifications
  for each row execute function private.number_clarification();

create trigger tenders_record_deadline_changes
  after update of inquiry_submission_date, tender_submission_date on public.tenders
  for each row execute function private.record_deadline_changes();

create trigger company_documents_set_updated_at
  before update on public.company_documents
  for each row execute function private.set_updated_at();

create trigger company_documents_set_uploader
  before update of file_name on public.company_documents
  for each row when (new.file_name is distinct from old.file_name)
  execute function private.company_document_uploader();

create trigger tender_requirements_set_updated_at
  before update on public.tender_requirements
  for each row execute function private.set_updated_at();

-- After the row's policies: before them, the owner check told whether a user belongs to a
-- workspace the caller may not write (23514 for a non-member, 42501 for a member).
create trigger tender_requirements_check_owner
  after insert or update of owner_id on public.tender_requirements
  for each row execute function private.check_requirement_owner();

create trigger tenders_check_submission_requirements
  before update of status on public.tenders
  for each row
  when (new.status = 'submitted' and old.status is distinct from 'submitted')
  execute function private.check_submission_requirements();

create trigger tenders_check_new_submitted
  before insert on public.tenders
  for each row
  when (new.status = 'submitted')
  execute function private.check_new_submitted_tender();

create trigger tender_requirements_check_mandatory
  before update of mandatory on public.tender_requirements
  for each row
  when (old.mandatory and not new.mandatory)
  execute function private.check_requirement_mandatory();

create policy clarifications_select_members on public.clarifications
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy clarifications_insert_managers on public.clarifications
  for insert to authenticated
  with check (
    workspace_id in (select private.member_workspace_ids('{admin,manager}'))
    and asked_by = (select auth.uid())
  );

create policy clarifications_update_managers on public.clarifications
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy clarifications_delete_managers on public.clarifications
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy tender_addenda_select_members on public.tender_addenda
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy tender_addenda_insert_managers on public.tender_addenda
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy tender_addenda_update_managers on public.tender_addenda
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy tender_addenda_delete_managers on public.tender_addenda
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy deadline_changes_select_members on public.deadline_changes
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy company_documents_select_members on public.company_documents
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy company_documents_insert_managers on public.company_documents
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy company_documents_update_managers on public.company_documents
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy company_documents_delete_managers on public.company_documents
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy tender_required_documents_select_members on public.tender_required_documents
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy tender_required_documents_insert_managers on public.tender_required_documents
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy tender_required_documents_delete_managers on public.tender_required_documents
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy document_templates_select_members on public.document_templates
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy document_templates_insert_admins on public.document_templates
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy document_templates_delete_admins on public.document_templates
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy tender_requirements_select_members on public.tender_requirements
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy tender_requirements_insert_members on public.tender_requirements
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids()));

create policy tender_requirements_update_members on public.tender_requirements
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids()))
  with check (workspace_id in (select private.member_workspace_ids()));

create policy tender_requirements_delete_managers on public.tender_requirements
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy requirement_overrides_select_members on public.requirement_overrides
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy requirement_overrides_insert_managers on public.requirement_overrides
  for insert to authenticated
  with check (
    workspace_id in (select private.member_workspace_ids('{admin,manager}'))
    and confirmed_by = (select auth.uid())
  );

revoke all on table public.clarifications from anon, authenticated;
grant select, delete on table public.clarifications to authenticated;
grant insert (tender_id, workspace_id, clause, question, asked_on, answer, answered_on, status), update (clause, question, asked_on, answer, answered_on, status)
  on table public.clarifications to authenticated;

-- Only the numbering trigger (security definer) reads and writes it.
revoke all on table private.clarification_numbers from public, anon, authenticated;

revoke all on table public.tender_addenda from anon, authenticated;
grant select, delete on table public.tender_addenda to authenticated;
grant insert (tender_id, workspace_id, number, issued_on, summary, document_name), update (number, issued_on, summary, document_name)
  on table public.tender_addenda to authenticated;

-- Written by the trigger only.
revoke all on table public.deadline_changes from anon, authenticated;
grant select on table public.deadline_changes to authenticated;

revoke all on table public.company_documents from anon, authenticated;
grant select, delete on table public.company_documents to authenticated;
grant insert (workspace_id, name, category, issuer, expires_on, file_name), update (name, category, issuer, expires_on, file_name)
  on table public.company_documents to authenticated;

revoke all on table public.tender_required_documents from anon, authenticated;
grant select, delete on table public.tender_required_documents to authenticated;
grant insert (tender_id, workspace_id, company_document_id)
  on table public.tender_required_documents to authenticated;

revoke all on table public.document_templates from anon, authenticated;
grant select, delete on table public.document_templates to authenticated;
grant insert (workspace_id, tender_type, category)
  on table public.document_templates to authenticated;

revoke all on table public.tender_requirements from anon, authenticated;
grant select, delete on table public.tender_requirements to authenticated;
grant insert (tender_id, workspace_id, requirement, source, mandatory, owner_id, status, evidence_document, position, evidence_company_document_id), update (requirement, source, mandatory, owner_id, status, evidence_document, position, evidence_company_document_id)
  on table public.tender_requirements to authenticated;

revoke all on table public.requirement_overrides from anon, authenticated;
grant select on table public.requirement_overrides to authenticated;
grant insert (tender_id, workspace_id, incomplete)
  on table public.requirement_overrides to authenticated;

-- ===========================================================================================
-- supabase/schemas/06_documents_storage.sql
-- ===========================================================================================

-- Files on Supabase Storage: three buckets and who may do what in each, enforced by policies
-- on storage.objects and a guard trigger.
--
--   avatars             public; avatars/<user id>/avatar-<timestamp>.webp, one folder per user.
--                       <img> tags load a photo through its public URL, which Storage serves
--                       without a token and without asking RLS, so colleagues see each other's
--                       photos; through the API a user reads, uploads, overwrites and deletes
--                       only inside their own folder.
--   tender-documents    private; {workspace_id}/{tender_id}/{file name}: members of the
--                       workspace read and upload, those who may edit the tender (admins and
--                       managers) delete.
--   company-documents   private; {workspace_id}/{document id}/{file name}, under a library
--                       document (05_paper_trail.sql): members read, admins and managers write.
--
-- Storage itself enforces each bucket's size limit and types; anon gets nothing. Policies are
-- OR-ed, separately for USING and WITH CHECK, so private.guard_storage_object refuses what
-- per-bucket policies cannot: moving an object between buckets, and copying.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('avatars', 'avatars', true, 2097152, '{image/jpeg,image/png,image/webp}')
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'tender-documents', 'tender-documents', false, 26214400,
  array[
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.oasis.opendocument.presentation',
    'image/png', 'image/jpeg', 'image/webp', 'image/gif',
    'application/zip', 'application/x-zip-compressed',
    'text/plain', 'text/csv'
  ]
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Certificates and policies: PDF, Word, OpenDocument text and images (scans), 25 MB a file.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'company-documents', 'company-documents', false, 26214400,
  array[
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.oasis.opendocument.text',
    'image/png', 'image/jpeg', 'image/webp'
  ]
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- ---------------------------------------------------------------------------
-- Paths
-- ---------------------------------------------------------------------------

-- True when `name` is {workspace}/{tender}/{file} for a tender of that workspace that the
-- caller can see (RLS on tenders: members only), and in a workspace where the caller has
-- one of `roles` (any role when null). Anything else — another workspace, a tender of
-- another workspace, '..' or deeper folders — is false.
create function private.tender_document_path_ok(p_name text, p_roles public.workspace_role[] default null)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select pg_catalog.array_length(storage.foldername(p_name), 1) = 2
     and exists (
       select 1
       from public.tenders t
       where t.id::text = (storage.foldername(p_name))[2]
         and t.workspace_id::text = (storage.foldername(p_name))[1]
         and t.workspace_id in (select private.member_workspace_ids(p_roles))
     );
$$;

revoke all on function private.tender_document_path_ok(text, public.workspace_role[]) from public;
grant execute on function private.tender_document_path_ok(text, public.workspace_role[]) to authenticated;

-- As private.tender_document_path_ok: true when `name` is {workspace}/{document}/{file} for a
-- library document of that workspace the caller can see, in a workspace where the caller has
-- one of `roles` (any role when null). Anything else — another workspace, another workspace's
-- document, '..', the workspace root or deeper folders — is false. So an object exists only
-- under a document row: the app adds the row first, then uploads its file.
create function private.company_document_path_ok(p_name text, p_roles public.workspace_role[] default null)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select pg_catalog.array_length(storage.foldername(p_name), 1) = 2
     and exists (
       select 1
       from public.company_documents d
       where d.id::text = (storage.foldername(p_name))[2]
         and d.workspace_id::text = (storage.foldername(p_name))[1]
         and d.workspace_id in (select private.member_workspace_ids(p_roles))
     );
$$;

revoke all on function private.company_document_path_ok(text, public.workspace_role[]) from public;
grant execute on function private.company_document_path_ok(text, public.workspace_role[]) to authenticated;

-- Who may read a document object in the request at hand: reading is part of writing, never an
-- end in itself (whoever may read an object through Storage may also sign a link to it, for as
-- long as they like). Storage names the operation of each of its routes in the setting
-- `storage.operation` (hosted Storage and the local stack alike): the uploaders read during an
-- upload (its permission test reads the inserted row back), the editors during a delete or a
-- move, and nobody otherwise — downloads, lists, infos, signing, and SQL outside Storage.
create function private.document_readers(p_uploaders public.workspace_role[], p_editors public.workspace_role[])
returns public.workspace_role[]
language sql
stable
set search_path = ''
as $$
  select case pg_catalog.regexp_replace(coalesce(pg_catalog.current_setting('storage.operation', true), ''),
                                        '^storage\.', '')
    when 'object.upload' then p_uploaders
    when 'object.sign_upload_url' then p_uploaders
    when 'object.delete' then p_editors
    when 'object.delete_many' then p_editors
    when 'object.move' then p_editors
    else '{}'::public.workspace_role[]
  end;
$$;

revoke all on function private.document_readers(public.workspace_role[], public.workspace_role[]) from public, anon;
grant execute on function private.document_readers(public.workspace_role[], public.workspace_role[]) to authenticated;

-- ---------------------------------------------------------------------------
-- Reading a tender's documents
-- ---------------------------------------------------------------------------

-- The lists the app shows read the objects as their owner, for members of the tender's
-- workspace only (the policies below let members read objects only while writing them).
create function private.tender_documents(p_tender_id uuid)
returns table (
  name text,
  path text,
  size bigint,
  mimetype text,
  created_at timestamptz,
  uploaded_by uuid,
  uploader_name text
)
language sql
stable
security definer
set search_path = ''
as $$
  select storage.filename(o.name), o.name, (o.metadata ->> 'size')::bigint, o.metadata ->> 'mimetype',
         o.created_at, o.owner, p.name
  from public.tenders t
  join storage.objects o
    on o.bucket_id = 'tender-documents'
   and pg_catalog.starts_with(o.name, t.workspace_id::text || '/' || t.id::text || '/')
  left join public.user_profiles p on p.id = o.owner
  where t.id = p_tender_id
    and t.workspace_id in (select private.member_workspace_ids())
  order by o.created_at desc, o.name;
$$;

create function private.tender_document_counts(p_tender_ids uuid[])
returns table (tender_id uuid, documents integer)
language sql
stable
security definer
set search_path = ''
as $$
  select t.id, pg_catalog.count(o.id)::integer
  from public.tenders t
  left join storage.objects o
    on o.bucket_id = 'tender-documents'
   and pg_catalog.starts_with(o.name, t.workspace_id::text || '/' || t.id::text || '/')
  where t.id = any (p_tender_ids)
    and t.workspace_id in (select private.member_workspace_ids())
  group by t.id;
$$;

revoke all on function private.tender_documents(uuid), private.tender_document_counts(uuid[]) from public, anon;
grant execute on function private.tender_documents(uuid), private.tender_document_counts(uuid[]) to authenticated;

-- A tender's documents, newest first, with who uploaded each (null for seeded files).
create function public.tender_documents(p_tender_id uuid)
returns table (
  name text,
  path text,
  size bigint,
  mimetype text,
  created_at timestamptz,
  uploaded_by uuid,
  uploader_name text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.tender_documents(p_tender_id);
$$;

-- How many documents each of these tenders has (for the list's paperclip).
create function public.tender_document_counts(p_tender_ids uuid[])
returns table (tender_id uuid, documents integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.tender_document_counts(p_tender_ids);
$$;

revoke all on function public.tender_documents(uuid) from public, anon;
grant execute on function public.tender_documents(uuid) to authenticated;
revoke all on function public.tender_document_counts(uuid[]) from public, anon;
grant execute on function public.tender_document_counts(uuid[]) to authenticated;

-- Whether the caller may open this document now: the object exists in a document bucket, and
-- the caller is a member of its workspace today (the folder is a tender, or a library
-- document, of that workspace). The document-link Edge Function asks this, as the caller,
-- at each click before it signs a link for 60 seconds as the service.
create function private.can_open_document(p_bucket text, p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from storage.objects o
    where o.bucket_id = p_bucket
      and o.name = p_name
      and case p_bucket
        when 'tender-documents' then private.tender_document_path_ok(o.name)
        when 'company-documents' then private.company_document_path_ok(o.name)
        else false
      end
  );
$$;

revoke all on function private.can_open_document(text, text) from public, anon;
grant execute on function private.can_open_document(text, text) to authenticated;

create function public.can_open_document(p_bucket text, p_name text)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select private.can_open_document(p_bucket, p_name);
$$;

revoke all on function public.can_open_document(text, text) from public, anon;
grant execute on function public.can_open_document(text, text) to authenticated;

comment on function public.can_open_document(text, text) is
  'Whether the caller may open this document now (a member of its workspace); the document-link Edge Function asks before it signs a 60-second link.';

-- ---------------------------------------------------------------------------
-- Guards
-- ---------------------------------------------------------------------------

-- Runs for every write to storage.objects. Storage checks a caller's permission by running
-- its write as the caller (anon or authenticated: RLS applies), then stores the object as
-- its own superuser role. So:
--   * an object never changes bucket through the API: policies are per bucket, and a move
--     must not pass one bucket's USING and another's WITH CHECK;
--   * users never copy: Storage tests a copy by inserting the new row with the source's
--     stored metadata (it carries the eTag of bytes that already exist), while an upload
--     is tested before any bytes are stored (only mimetype and contentLength);
--   * a document is never overwritten by or for a user: an update that keeps the name and
--     stores other bytes (a new version) is refused when an API role makes it or when it
--     carries a user as owner (a signed upload URL, written by Storage as itself). Only the
--     service role replaces bytes in place, so an old link never serves new content;
--   * the uploader of a tender document must still be a member of the object's workspace,
--     and a company document's an admin or manager of it, when the row is written (a signed
--     upload URL is a bearer token that outlives membership and demotion), whoever writes it.
create or replace function private.guard_storage_object()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_api boolean := current_user in ('anon', 'authenticated');
  v_owner text := coalesce(new.owner_id, new.owner::text);
  v_roles public.workspace_role[] := case new.bucket_id
    when 'company-documents' then '{admin,manager}'::public.workspace_role[]
    else '{admin,manager,user}'::public.workspace_role[]
  end;
begin
  if v_api and tg_op = 'UPDATE' and new.bucket_id is distinct from old.bucket_id then
    raise exception 'An object cannot move to another bucket' using errcode = '42501';
  end if;
  if v_api and tg_op = 'INSERT' and coalesce(new.metadata ? 'eTag', false) then
    raise exception 'Objects cannot be copied' using errcode = '42501';
  end if;
  if new.bucket_id not in ('tender-documents', 'company-documents') then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.name = old.name and new.version is distinct from old.version
     and (v_api or v_owner is not null) then
    raise exception 'A document is never overwritten: upload the new file under a new name'
      using errcode = '42501';
  end if;
  if v_owner is not null
     and (tg_op = 'INSERT' or v_owner is distinct from coalesce(old.owner_id, old.owner::text))
     and not exists (
       select 1 from public.workspace_members m
       where m.workspace_id::text = (storage.foldername(new.name))[1] and m.user_id::text = v_owner
         and m.role = any (v_roles)
     ) then
    raise exception 'The uploader may not write to this workspace''s documents' using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke all on function private.guard_storage_object() from public;

-- A tender document keeps its file extension: the app edits only the name before the
-- extension, and the database holds every API rename to it (Storage's move is tested as the
-- caller before Storage writes it as its own role), so a rename may change the name before
-- the extension, never drop or change the extension itself. The extension is what the app's
-- model calls one (src/features/documents/model.ts, splitExtension): the last '.' of the file
-- name, after at least one character, followed by 1 to 10 letters or digits with at least one
-- letter — '.png' in 'site-photo.png', '.PDF' in 'plan.v2.PDF', none in 'Minutes 12.03.2026'
-- or 'README'. It is compared exactly as stored, so a name without one stays without one.
create function private.keep_document_extension()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  -- The character before the dot keeps the stem non-empty and within the file name.
  v_pattern constant text := '[^/](\.(?=[A-Za-z0-9]{1,10}$)[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*)$';
  v_old text := pg_catalog.substring(old.name, v_pattern);
  v_new text := pg_catalog.substring(new.name, v_pattern);
begin
  if current_user in ('anon', 'authenticated')
     and old.bucket_id = 'tender-documents'
     and new.name is distinct from old.name
     and v_old is distinct from v_new then
    raise exception 'A document keeps its file extension' using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke all on function private.keep_document_extension() from public;

-- Triggers fire in name order: guard_storage_object (a move to another bucket, a copy, a
-- former member) answers first, keep_document_extension after it.
create trigger guard_storage_object
  before insert or update on storage.objects
  for each row execute function private.guard_storage_object();

create trigger keep_document_extension
  before update of name on storage.objects
  for each row execute function private.keep_document_extension();

-- ---------------------------------------------------------------------------
-- Policies on storage.objects, per bucket
-- ---------------------------------------------------------------------------

-- avatars: upload with upsert needs insert + select + update; remove needs select + delete.
create policy avatars_select_own on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy avatars_insert_own on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy avatars_update_own on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy avatars_delete_own on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy tender_documents_select_while_writing on storage.objects
  for select to authenticated
  using (
    bucket_id = 'tender-documents'
    and private.tender_document_path_ok(
      name, private.document_readers('{admin,manager,user}', '{admin,manager}'))
  );

create policy tender_documents_insert_members on storage.objects
  for insert to authenticated
  with check (bucket_id = 'tender-documents' and private.tender_document_path_ok(name));

-- Renaming (Storage's move) is for those who may edit the tender, like deleting.
create policy tender_documents_update_editors on storage.objects
  for update to authenticated
  using (
    bucket_id = 'tender-documents'
    and private.tender_document_path_ok(name, '{admin,manager}'::public.workspace_role[])
  )
  with check (
    bucket_id = 'tender-documents'
    and private.tender_document_path_ok(name, '{admin,manager}'::public.workspace_role[])
  );

create policy tender_documents_delete_editors on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'tender-documents'
    and private.tender_document_path_ok(name, '{admin,manager}'::public.workspace_role[])
  );

-- company-documents (named apart from the policies of the library's table).
create policy company_document_files_select_while_writing on storage.objects
  for select to authenticated
  using (
    bucket_id = 'company-documents'
    and private.company_document_path_ok(
      name, private.document_readers('{admin,manager}', '{admin,manager}'))
  );

create policy company_document_files_insert_managers on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'company-documents'
    and private.company_document_path_ok(name, '{admin,manager}'::public.workspace_role[])
  );

-- A manager's update (a move inside the document's folder; bytes are never replaced in place).
create policy company_document_files_update_managers on storage.objects
  for update to authenticated
  using (
    bucket_id = 'company-documents'
    and private.company_document_path_ok(name, '{admin,manager}'::public.workspace_role[])
  )
  with check (
    bucket_id = 'company-documents'
    and private.company_document_path_ok(name, '{admin,manager}'::public.workspace_role[])
  );

create policy company_document_files_delete_managers on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'company-documents'
    and private.company_document_path_ok(name, '{admin,manager}'::public.workspace_role[])
  );

-- ===========================================================================================
-- supabase/schemas/07_deadline_alerts.sql
-- ===========================================================================================

-- Deadline alerts: the bell, the dashboard's Upcoming Deadlines and the notifications page.
--
-- An alert is one dated item of an open tender that is overdue or falls within a window: a
-- tender's inquiry or submission deadline, an open task's due date (kind 'task'), or a bid
-- bond alert ('bond-expiry', 'bond-return', 'bond-issue': private.bond_alerts, 04_money.sql).
-- An open tender is one under review or in development; an open task is one not completed,
-- canceled or not needed, on an open tender. The windows are defined once, in the app's model
-- (src/lib/deadlines.ts: 'Next 7 days' for the bell and the dashboard, 'Next 30 days' for the
-- page), and passed to these functions as a number of days; SQL keeps no horizon of its own.
--
-- 'Mark all as seen' records, per user, the alerts of the bell's window as seen, each on its
-- date: a deadline that newly enters the window, a new tender's, or one whose date moves
-- counts again. A deadline moved further out reaches the bell as a notice
-- (deadline_change_notices), seen up to a moment per user and workspace.
--
--   public.seen_deadline_alerts    a tender deadline seen, per user, tender and kind, with its date
--   public.seen_task_alerts        a task's due date seen, per user and task
--   public.seen_bond_alerts        a bond alert seen, per user, bond and kind
--   public.seen_deadline_changes   per user and workspace, the moment up to which they have
--                                  seen the deadline changes

-- ---------------------------------------------------------------------------
-- What each user has seen
-- ---------------------------------------------------------------------------

create table public.seen_deadline_alerts (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  tender_id uuid not null references public.tenders (id) on delete cascade,
  kind public.deadline_kind not null,
  -- The date that was seen: when the tender's deadline moves, the alert is new again.
  due_date date not null,
  seen_at timestamptz not null default pg_catalog.now(),
  primary key (user_id, tender_id, kind)
);

comment on table public.seen_deadline_alerts is
  'Deadline alerts a user marked as seen (Mark all as seen): one row per user, tender and deadline, with the date seen. Each user reads and writes only their own.';

create index seen_deadline_alerts_tender_id_idx on public.seen_deadline_alerts (tender_id);

alter table public.seen_deadline_alerts enable row level security;

create table public.seen_task_alerts (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  task_id uuid not null references public.tasks (id) on delete cascade,
  -- The due date that was seen: when it moves, the alert is new again.
  due_date date not null,
  seen_at timestamptz not null default pg_catalog.now(),
  primary key (user_id, task_id)
);

comment on table public.seen_task_alerts is
  'Task due-date alerts a user marked as seen (Mark all as seen): one row per user and task, with the date seen. Each user reads and writes only their own.';

create index seen_task_alerts_task_id_idx on public.seen_task_alerts (task_id);

alter table public.seen_task_alerts enable row level security;

create table public.seen_bond_alerts (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  bond_id uuid not null references public.bid_bonds (id) on delete cascade,
  kind text not null
    constraint seen_bond_alerts_kind_check check (kind in ('bond-expiry', 'bond-return', 'bond-issue')),
  -- The alert's date that was seen: when it moves, the alert is new again.
  due_date date not null,
  seen_at timestamptz not null default pg_catalog.now(),
  primary key (user_id, bond_id, kind)
);

comment on table public.seen_bond_alerts is
  'Bid bond alerts a user marked as seen (Mark all as seen): one row per user, bond and alert kind, with the date seen. Each user reads and writes only their own.';

create index seen_bond_alerts_bond_id_idx on public.seen_bond_alerts (bond_id);

alter table public.seen_bond_alerts enable row level security;

create table public.seen_deadline_changes (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  seen_until timestamptz not null default pg_catalog.now(),
  primary key (user_id, workspace_id)
);

comment on table public.seen_deadline_changes is
  'Per user and workspace, the moment up to which the user has seen the deadline changes (Mark all as seen). Each user reads and writes only their own.';

create index seen_deadline_changes_workspace_id_idx on public.seen_deadline_changes (workspace_id);

alter table public.seen_deadline_changes enable row level security;

-- ---------------------------------------------------------------------------
-- The alerts
-- ---------------------------------------------------------------------------

-- Inquiry and submission deadlines of the workspace's open tenders up to p_until
-- (overdue ones included), soonest first, with days from p_today.
create function private.open_deadlines(p_workspace_id uuid, p_today date, p_until date)
returns table (
  tender_id uuid,
  title text,
  reference_number text,
  kind public.deadline_kind,
  due_date date,
  days integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select t.id, t.title, t.reference_number, d.kind, d.due_date, d.due_date - p_today
  from public.tenders t
  cross join lateral (
    values ('inquiry'::public.deadline_kind, t.inquiry_submission_date),
           ('submission'::public.deadline_kind, t.tender_submission_date)
  ) as d (kind, due_date)
  where t.workspace_id = p_workspace_id
    and t.status in ('under-review', 'in-development')
    and d.due_date <= p_until
  order by d.due_date, d.kind, t.title, t.id;
$$;

revoke all on function private.open_deadlines(uuid, date, date) from public;
grant execute on function private.open_deadlines(uuid, date, date) to authenticated;

-- Whether the caller has seen this deadline on this date.
create function private.alert_seen(p_tender_id uuid, p_kind public.deadline_kind, p_due_date date)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (
    select 1 from public.seen_deadline_alerts s
    where s.user_id = (select auth.uid())
      and s.tender_id = p_tender_id
      and s.kind = p_kind
      and s.due_date = p_due_date
  );
$$;

revoke all on function private.alert_seen(uuid, public.deadline_kind, date) from public;
grant execute on function private.alert_seen(uuid, public.deadline_kind, date) to authenticated;

-- p_days, a window's last day from today, checked: 0 to 3660 (22023 otherwise).
create function private.checked_days(p_days integer)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_days is null or p_days < 0 or p_days > 3660 then
    raise exception 'p_days must be between 0 and 3660' using errcode = '22023';
  end if;
  return p_days;
end;
$$;

revoke all on function private.checked_days(integer) from public;
grant execute on function private.checked_days(integer) to authenticated;

-- The open tenders' deadlines (private.open_deadlines), the due dates of their open tasks and
-- the workspace's bond alerts, up to p_until (overdue ones included), with days from p_today
-- and whether the caller has seen each. kind: 'inquiry', 'submission', 'task' or a bond
-- alert's; task_id and task_name are a task's (null otherwise: a tender has one bond, so the
-- tender and the kind name a bond alert).
create or replace function private.open_alerts(p_workspace_id uuid, p_today date, p_until date)
returns table (
  tender_id uuid,
  title text,
  reference_number text,
  kind text,
  task_id uuid,
  task_name text,
  due_date date,
  days integer,
  seen boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select o.tender_id, o.title, o.reference_number, o.kind::text, null::uuid, null::text, o.due_date, o.days,
         private.alert_seen(o.tender_id, o.kind, o.due_date)
  from private.open_deadlines(p_workspace_id, p_today, p_until) o
  union all
  select t.id, t.title, t.reference_number, 'task', k.id, k.name, k.due_date, k.due_date - p_today,
         exists (
           select 1 from public.seen_task_alerts s
           where s.user_id = (select auth.uid()) and s.task_id = k.id and s.due_date = k.due_date
         )
  from public.tasks k
  join public.tenders t on t.id = k.tender_id
  where k.workspace_id = p_workspace_id
    and k.due_date <= p_until
    and k.status not in ('completed', 'canceled', 'not-needed')
    and t.status in ('under-review', 'in-development')
  union all
  select a.tender_id, a.title, a.reference_number, a.kind, null::uuid, null::text, a.due_date, a.due_date - p_today,
         exists (
           select 1 from public.seen_bond_alerts s
           where s.user_id = (select auth.uid()) and s.bond_id = a.bond_id and s.kind = a.kind
             and s.due_date = a.due_date
         )
  from private.bond_alerts(p_workspace_id, p_today, p_until) a
$$;

revoke all on function private.open_alerts(uuid, date, date) from public;
grant execute on function private.open_alerts(uuid, date, date) to authenticated;

-- The alerts that are overdue or fall within the next p_days days (today is 0 and included;
-- day p_days is included, the day after is not: 'Next 7 days' is p_days 6), soonest first.
-- days < 0 means overdue by -days; seen, whether the caller marked this alert as seen.
-- p_days between 0 and 3660 (22023).
create function public.deadline_alerts(p_workspace_id uuid, p_tz text, p_days integer)
returns table (
  tender_id uuid,
  title text,
  reference_number text,
  kind text,
  task_id uuid,
  task_name text,
  due_date date,
  days integer,
  seen boolean
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_today date := (pg_catalog.now() at time zone private.checked_time_zone(p_tz))::date;
  v_days integer := private.checked_days(p_days);
begin
  return query
  select a.* from private.open_alerts(p_workspace_id, v_today, v_today + v_days) a
  order by a.due_date, a.kind, a.title, a.tender_id, a.task_name, a.task_id;
end;
$$;

revoke all on function public.deadline_alerts(uuid, text, integer) from public, anon;
grant execute on function public.deadline_alerts(uuid, text, integer) to authenticated;

-- The alerts per window (the bell's badge, the page's groups), counted in SQL however many
-- there are. p_ends: ascending day numbers (1 to 10 of them, each from -3660 to 3661) that
-- close the windows, each end excluded: window 1 holds the alerts before day p_ends[1]
-- (overdue ones included), window i those from day p_ends[i-1] up to day p_ends[i]. [0, 7]
-- gives the overdue and the next 7 days. Each window comes back (zeros when empty) with its
-- number of alerts and how many of them the caller has not seen.
create or replace function public.deadline_counts(p_workspace_id uuid, p_tz text, p_ends integer[])
returns table (bucket integer, total integer, unseen integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_today date := (pg_catalog.now() at time zone private.checked_time_zone(p_tz))::date;
  v_n integer := coalesce(pg_catalog.cardinality(p_ends), 0);
begin
  if v_n < 1 or v_n > 10 or pg_catalog.array_ndims(p_ends) <> 1 or exists (
    select 1 from pg_catalog.unnest(p_ends) with ordinality as e (value, pos)
    where e.value is null or e.value < -3660 or e.value > 3661
       or (e.pos > 1 and e.value <= p_ends[e.pos - 1])
  ) then
    raise exception 'p_ends must be 1 to 10 ascending days between -3660 and 3661' using errcode = '22023';
  end if;
  return query
  with alerts as (
    select o.days, o.seen
    from private.open_alerts(p_workspace_id, v_today, v_today + p_ends[v_n] - 1) o
  )
  select b.i::integer,
         pg_catalog.count(a.days)::integer,
         (pg_catalog.count(a.days) filter (where not a.seen))::integer
  from pg_catalog.generate_series(1, v_n) as b (i)
  left join alerts a
    on a.days < p_ends[b.i] and (b.i = 1 or a.days >= p_ends[b.i - 1])
  group by b.i
  order by b.i;
end;
$$;

revoke all on function public.deadline_counts(uuid, text, integer[]) from public, anon;
grant execute on function public.deadline_counts(uuid, text, integer[]) to authenticated;

-- The changes of the deadlines of the workspace's open tenders in the last 14 days, made by
-- someone else than the caller (their own they know): latest first, at most p_limit, with
-- who made each and through which addendum, whether the caller has seen it, and how many
-- there are and are unseen (counted in SQL). A deadline moved within the bell's 7 days
-- already shows as a new alert (alerts are keyed by their date); this is how a move further
-- out reaches the bell too. Security invoker: deadline_changes, tenders, addenda and
-- profiles are read under their own policies, so another workspace gives an empty answer.
create function public.deadline_change_notices(p_workspace_id uuid, p_limit integer default 20)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with seen as (
    select coalesce(
      (select s.seen_until from public.seen_deadline_changes s
       where s.user_id = (select auth.uid()) and s.workspace_id = p_workspace_id),
      '-infinity'::timestamptz) as until
  ),
  changes as (
    select c.id, c.tender_id, t.title, t.reference_number, c.deadline, c.old_date, c.new_date,
           c.changed_at, coalesce(nullif(p.name, ''), p.email) as changed_by_name,
           a.number as addendum_number, c.changed_at <= (select until from seen) as seen,
           pg_catalog.row_number() over (order by c.changed_at desc, c.id) as position
    from public.deadline_changes c
    join public.tenders t on t.id = c.tender_id
    left join public.user_profiles p on p.id = c.changed_by
    left join public.tender_addenda a on a.id = c.addendum_id
    where c.workspace_id = p_workspace_id
      and c.changed_at > pg_catalog.now() - interval '14 days'
      and c.changed_by is distinct from (select auth.uid())
      and t.status in ('under-review', 'in-development')
  )
  select pg_catalog.jsonb_build_object(
    'total', pg_catalog.count(*),
    'unseen', pg_catalog.count(*) filter (where not c.seen),
    'changes', coalesce(
      pg_catalog.jsonb_agg(pg_catalog.to_jsonb(c) - 'position' order by c.position)
        filter (where c.position <= least(greatest(p_limit, 0), 100)),
      '[]'::jsonb)
  )
  from changes c
$$;

revoke all on function public.deadline_change_notices(uuid, integer) from public, anon;
grant execute on function public.deadline_change_notices(uuid, integer) to authenticated;

comment on function public.deadline_change_notices(uuid, integer) is
  'The bell''s notices of moved deadlines: changes of the open tenders'' deadlines in the last 14 days by others than the caller, latest first (at most p_limit, up to 100), with total and unseen counts.';

-- 'Mark all as seen': marks the caller's alerts of the workspace within p_days (overdue ones
-- included) as seen, each on its current date, forgets what they had seen of the
-- workspace's items that are no longer alerts, and marks the deadline changes seen up to
-- now. Returns how many alerts are now marked. Security invoker: only the workspace's
-- members see its tenders, so anyone else marks nothing.
create or replace function public.mark_deadline_alerts_seen(p_workspace_id uuid, p_tz text, p_days integer)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_today date := (pg_catalog.now() at time zone private.checked_time_zone(p_tz))::date;
  v_days integer := private.checked_days(p_days);
  v_marked integer;
  v_tasks integer;
  v_bonds integer;
begin
  delete from public.seen_deadline_alerts s
  using public.tenders t
  where s.user_id = (select auth.uid())
    and t.id = s.tender_id
    and t.workspace_id = p_workspace_id
    and not exists (
      select 1 from private.open_deadlines(p_workspace_id, v_today, v_today + v_days) o
      where o.tender_id = s.tender_id and o.kind = s.kind and o.due_date = s.due_date
    );
  insert into public.seen_deadline_alerts (tender_id, kind, due_date)
  select o.tender_id, o.kind, o.due_date
  from private.open_deadlines(p_workspace_id, v_today, v_today + v_days) o
  on conflict (user_id, tender_id, kind)
    do update set due_date = excluded.due_date, seen_at = pg_catalog.now();
  get diagnostics v_marked = row_count;

  delete from public.seen_task_alerts s
  using public.tasks k
  where s.user_id = (select auth.uid())
    and k.id = s.task_id
    and k.workspace_id = p_workspace_id
    and not exists (
      select 1 from private.open_alerts(p_workspace_id, v_today, v_today + v_days) o
      where o.task_id = s.task_id and o.due_date = s.due_date
    );
  insert into public.seen_task_alerts (task_id, due_date)
  select o.task_id, o.due_date
  from private.open_alerts(p_workspace_id, v_today, v_today + v_days) o
  where o.task_id is not null
  on conflict (user_id, task_id)
    do update set due_date = excluded.due_date, seen_at = pg_catalog.now();
  get diagnostics v_tasks = row_count;

  delete from public.seen_bond_alerts s
  using public.bid_bonds b
  where s.user_id = (select auth.uid())
    and b.id = s.bond_id
    and b.workspace_id = p_workspace_id
    and not exists (
      select 1 from private.bond_alerts(p_workspace_id, v_today, v_today + v_days) a
      where a.bond_id = s.bond_id and a.kind = s.kind and a.due_date = s.due_date
    );
  insert into public.seen_bond_alerts (bond_id, kind, due_date)
  select a.bond_id, a.kind, a.due_date
  from private.bond_alerts(p_workspace_id, v_today, v_today + v_days) a
  on conflict (user_id, bond_id, kind)
    do update set due_date = excluded.due_date, seen_at = pg_catalog.now();
  get diagnostics v_bonds = row_count;

  -- The deadline changes up to this moment (their changed_at is the clock's too), for a member only.
  insert into public.seen_deadline_changes (workspace_id, seen_until)
  select p_workspace_id, pg_catalog.clock_timestamp()
  where p_workspace_id in (select private.member_workspace_ids())
  on conflict (user_id, workspace_id) do update set seen_until = excluded.seen_until;
  return v_marked + v_tasks + v_bonds;
end;
$$;

revoke all on function public.mark_deadline_alerts_seen(uuid, text, integer) from public, anon;
grant execute on function public.mark_deadline_alerts_seen(uuid, text, integer) to authenticated;

-- ---------------------------------------------------------------------------
-- Row-level security, privileges
-- ---------------------------------------------------------------------------

-- Only one's own rows, and only for tenders one can see (a member of their workspace:
-- the tenders' own policies decide).
create policy seen_deadline_alerts_select_own on public.seen_deadline_alerts
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy seen_deadline_alerts_insert_own on public.seen_deadline_alerts
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.tenders t where t.id = tender_id)
  );

create policy seen_deadline_alerts_update_own on public.seen_deadline_alerts
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.tenders t where t.id = tender_id)
  );

create policy seen_deadline_alerts_delete_own on public.seen_deadline_alerts
  for delete to authenticated
  using (user_id = (select auth.uid()));

create policy seen_task_alerts_select_own on public.seen_task_alerts
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy seen_task_alerts_insert_own on public.seen_task_alerts
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.tasks t where t.id = task_id)
  );

create policy seen_task_alerts_update_own on public.seen_task_alerts
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.tasks t where t.id = task_id)
  );

create policy seen_task_alerts_delete_own on public.seen_task_alerts
  for delete to authenticated
  using (user_id = (select auth.uid()));

create policy seen_bond_alerts_select_own on public.seen_bond_alerts
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy seen_bond_alerts_insert_own on public.seen_bond_alerts
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.bid_bonds b where b.id = bond_id)
  );

create policy seen_bond_alerts_update_own on public.seen_bond_alerts
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.bid_bonds b where b.id = bond_id)
  );

create policy seen_bond_alerts_delete_own on public.seen_bond_alerts
  for delete to authenticated
  using (user_id = (select auth.uid()));

create policy seen_deadline_changes_select_own on public.seen_deadline_changes
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy seen_deadline_changes_insert_own on public.seen_deadline_changes
  for insert to authenticated
  with check (user_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()));

create policy seen_deadline_changes_update_own on public.seen_deadline_changes
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()));

-- user_id is always the caller's (its default); nobody writes it.
revoke all on table public.seen_deadline_alerts from anon, authenticated;
grant select, delete on table public.seen_deadline_alerts to authenticated;
grant insert (tender_id, kind, due_date), update (due_date, seen_at)
  on table public.seen_deadline_alerts to authenticated;

revoke all on table public.seen_task_alerts from anon, authenticated;
grant select, delete on table public.seen_task_alerts to authenticated;
grant insert (task_id, due_date), update (due_date, seen_at)
  on table public.seen_task_alerts to authenticated;

revoke all on table public.seen_bond_alerts from anon, authenticated;
grant select, delete on table public.seen_bond_alerts to authenticated;
grant insert (bond_id, kind, due_date), update (due_date, seen_at)
  on table public.seen_bond_alerts to authenticated;

revoke all on table public.seen_deadline_changes from anon, authenticated;
grant select on table public.seen_deadline_changes to authenticated;
grant insert (workspace_id, seen_until), update (seen_until)
  on table public.seen_deadline_changes to authenticated;

-- ===========================================================================================
-- supabase/schemas/08_reminders.sql
-- ===========================================================================================

-- Reminders that reach people: what to send is decided here, in SQL; sending is the
-- send-reminders Edge Function (collect → send → finish). docs/reminders.md explains the rules.
--
--   public.reminder_settings      per workspace: the offsets (days before) of each deadline kind
--   private.reminder_messages     the outbox: one row per email (digest | missed | assigned)
--   private.reminder_log          the ledger: each reminder (person, kind, item, date, offset) once
--   private.reminder_assignments  assignments waiting for the next run (batched per run)
--   private.reminder_secret       the server secret that signs unsubscribe and feed tokens
--   private.calendar_feeds        per user: a random nonce and the sha256 of the derived token
--   user_profiles.time_zone       (01_workspaces.sql) IANA name; null counts as UTC here
--
-- Public functions are security invoker wrappers around security-definer functions in
-- private (no security definer in the exposed schema, security check A6):
--   collect_reminders(p_now, p_limit), finish_reminders(…), calendar_feed_events(token)  service_role
--   calendar_feed(), regenerate_calendar_feed()                                          authenticated
--   unsubscribe_reminders(token)                                                         anon, authenticated

-- ---------------------------------------------------------------------------
-- Reminder settings (one row per workspace)
-- ---------------------------------------------------------------------------

-- Whether an offsets list has no duplicates (check constraints cannot hold subqueries). The
-- settings' check constraint runs as whoever updates the row (an admin).
create function private.offsets_distinct(p_offsets integer[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.count(distinct o) = pg_catalog.count(*) from pg_catalog.unnest(p_offsets) o;
$$;

revoke all on function private.offsets_distinct(integer[]) from public;
grant execute on function private.offsets_distinct(integer[]) to authenticated;

create table public.reminder_settings (
  workspace_id uuid primary key references public.workspaces (id) on delete cascade,
  submission_offsets integer[] not null default '{14,7,3,1,0}',
  inquiry_offsets integer[] not null default '{3,1,0}',
  task_offsets integer[] not null default '{1,0}',
  updated_at timestamptz not null default pg_catalog.now(),
  constraint reminder_settings_submission_offsets_range check (
    0 <= all (submission_offsets) and 90 >= all (submission_offsets)
    and pg_catalog.array_position(submission_offsets, null) is null),
  constraint reminder_settings_submission_offsets_distinct check (private.offsets_distinct(submission_offsets)),
  constraint reminder_settings_submission_offsets_count check (pg_catalog.cardinality(submission_offsets) <= 10),
  constraint reminder_settings_inquiry_offsets_range check (
    0 <= all (inquiry_offsets) and 90 >= all (inquiry_offsets)
    and pg_catalog.array_position(inquiry_offsets, null) is null),
  constraint reminder_settings_inquiry_offsets_distinct check (private.offsets_distinct(inquiry_offsets)),
  constraint reminder_settings_inquiry_offsets_count check (pg_catalog.cardinality(inquiry_offsets) <= 10),
  constraint reminder_settings_task_offsets_range check (
    0 <= all (task_offsets) and 90 >= all (task_offsets)
    and pg_catalog.array_position(task_offsets, null) is null),
  constraint reminder_settings_task_offsets_distinct check (private.offsets_distinct(task_offsets)),
  constraint reminder_settings_task_offsets_count check (pg_catalog.cardinality(task_offsets) <= 10)
);

comment on table public.reminder_settings is
  'Reminder offsets (days before each deadline) per workspace. Members read; admins edit. One row per workspace, made with the workspace.';

alter table public.reminder_settings enable row level security;

create function private.create_reminder_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.reminder_settings (workspace_id) values (new.id) on conflict do nothing;
  return new;
end;
$$;

revoke all on function private.create_reminder_settings() from public;

-- ---------------------------------------------------------------------------
-- Secret, outbox, ledger, assignments, feeds (schema private: no API role reads them)
-- ---------------------------------------------------------------------------

create table private.reminder_secret (
  id boolean primary key default true constraint reminder_secret_single check (id),
  secret bytea not null default extensions.gen_random_bytes(32),
  created_at timestamptz not null default pg_catalog.now()
);

alter table private.reminder_secret enable row level security;

insert into private.reminder_secret default values;

create table private.reminder_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.user_profiles (id) on delete cascade,
  kind text not null constraint reminder_messages_kind_check check (kind in ('digest', 'missed', 'assigned')),
  -- The recipient's day (in their zone) when the message was made; a digest is for that day.
  local_day date not null,
  time_zone text not null,
  -- pending → sent; pending → expired (a digest whose day passed unsent: its reminders are
  -- released for catch-up); pending → canceled (nothing left to say when it was claimed).
  state text not null default 'pending'
    constraint reminder_messages_state_check check (state in ('pending', 'sent', 'expired', 'canceled')),
  claim_id uuid,
  claimed_until timestamptz,
  attempts integer not null default 0,
  last_failed_at timestamptz,
  created_at timestamptz not null default pg_catalog.now(),
  sent_at timestamptz,
  constraint reminder_messages_sent_check check ((state = 'sent') = (sent_at is not null))
);

-- At most one digest per person and local day, whatever happens to it.
create unique index reminder_messages_digest_key on private.reminder_messages (user_id, local_day)
  where kind = 'digest';
create index reminder_messages_user_id_idx on private.reminder_messages (user_id, kind, local_day);
create index reminder_messages_pending_idx on private.reminder_messages (created_at) where state = 'pending';
create index reminder_messages_claim_id_idx on private.reminder_messages (claim_id) where claim_id is not null;

alter table private.reminder_messages enable row level security;

create table private.reminder_log (
  user_id uuid not null references public.user_profiles (id) on delete cascade,
  -- A kind of private.reminder_kinds ('submission', 'task', 'missed', …). No foreign key: only
  -- the run writes here, and a check per row would cost it as the message's would (below).
  item_kind text not null,
  item_id uuid not null,
  due_date date not null,
  -- Days before the deadline (an offset of the workspace's list); -1 for the escalation.
  offset_days integer not null,
  -- The message that carries it. No foreign key: checked row by row, it cost a run at 1,000
  -- workspaces a second; messages are deleted only with their user, whose rows cascade here.
  message_id uuid not null,
  created_at timestamptz not null default pg_catalog.now(),
  primary key (user_id, item_kind, item_id, due_date, offset_days)
);

create index reminder_log_message_id_idx on private.reminder_log (message_id);

alter table private.reminder_log enable row level security;

create table private.reminder_assignments (
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null references public.tasks (id) on delete cascade,
  user_id uuid not null references public.user_profiles (id) on delete cascade,
  message_id uuid references private.reminder_messages (id) on delete cascade,
  created_at timestamptz not null default pg_catalog.now()
);

create index reminder_assignments_task_id_idx on private.reminder_assignments (task_id);
create index reminder_assignments_user_id_idx on private.reminder_assignments (user_id);
create index reminder_assignments_message_id_idx on private.reminder_assignments (message_id);
create index reminder_assignments_waiting_idx on private.reminder_assignments (created_at) where message_id is null;

alter table private.reminder_assignments enable row level security;

create table private.calendar_feeds (
  user_id uuid primary key references public.user_profiles (id) on delete cascade,
  nonce bytea not null,
  token_hash text not null unique,
  created_at timestamptz not null default pg_catalog.now(),
  last_fetched_at timestamptz
);

alter table private.calendar_feeds enable row level security;

-- ---------------------------------------------------------------------------
-- Assignments: recorded when a signed-in member assigns a task to someone else
-- ---------------------------------------------------------------------------

create function private.record_assignment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if new.assignee_id is not null and v_uid is not null and v_uid <> new.assignee_id
     and (tg_op = 'INSERT' or new.assignee_id is distinct from old.assignee_id) then
    insert into private.reminder_assignments (task_id, user_id) values (new.id, new.assignee_id);
  end if;
  return null;
end;
$$;

revoke all on function private.record_assignment() from public;

-- ---------------------------------------------------------------------------
-- Tokens: base64url, HMAC-SHA256 with the server secret
-- ---------------------------------------------------------------------------

create function private.base64url(p_bytes bytea)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.translate(pg_catalog.encode(p_bytes, 'base64'), E'+/=\n', '-_');
$$;

revoke all on function private.base64url(bytea) from public;

create function private.base64url_decode(p_text text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.decode(
    pg_catalog.rpad(pg_catalog.translate(p_text, '-_', '+/'),
                    ((pg_catalog.char_length(p_text) + 3) / 4) * 4, '='),
    'base64');
$$;

revoke all on function private.base64url_decode(text) from public;

create function private.reminder_hmac(p_data bytea)
returns bytea
language sql
stable
security definer
set search_path = ''
as $$
  select extensions.hmac(p_data, s.secret, 'sha256') from private.reminder_secret s;
$$;

revoke all on function private.reminder_hmac(bytea) from public;

-- The preference an unsubscribe link turns off, by its code in the token.
create function private.preference_key(p_code integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select (array['emailNotifications', 'tenderDeadlineReminders', 'taskUpdates'])[p_code];
$$;

revoke all on function private.preference_key(integer) from public;

-- Token = base64url(version 1 | user id (16 bytes) | preference code | HMAC of those 18 bytes).
create function private.unsubscribe_token(p_user uuid, p_preference text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.base64url(x.payload || private.reminder_hmac(x.payload))
  from (
    select '\x01'::bytea
           || pg_catalog.decode(pg_catalog.replace(p_user::text, '-', ''), 'hex')
           || pg_catalog.set_byte('\x00'::bytea, 0,
                pg_catalog.array_position(array['emailNotifications', 'tenderDeadlineReminders', 'taskUpdates'],
                                          p_preference)) as payload
  ) x;
$$;

revoke all on function private.unsubscribe_token(uuid, text) from public;

-- An unsubscribe link's token turns its preference off; 'This unsubscribe link is not
-- valid.' (TFR01) for anything else. Works without signing in.
create function private.unsubscribe_reminders(p_token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_raw bytea;
  v_key text;
  v_user uuid;
begin
  if p_token is not null and pg_catalog.char_length(p_token) between 60 and 200
     and p_token ~ '^[A-Za-z0-9_-]+$' then
    begin
      v_raw := private.base64url_decode(p_token);
    exception when others then
      v_raw := null;
    end;
    if v_raw is not null and pg_catalog.length(v_raw) = 50 and pg_catalog.get_byte(v_raw, 0) = 1
       and pg_catalog.substr(v_raw, 19) = private.reminder_hmac(pg_catalog.substr(v_raw, 1, 18)) then
      v_user := pg_catalog.encode(pg_catalog.substr(v_raw, 2, 16), 'hex')::uuid;
      v_key := private.preference_key(pg_catalog.get_byte(v_raw, 17));
      if v_key is not null then
        update public.user_profiles p
        set preferences = p.preferences || pg_catalog.jsonb_build_object(v_key, false)
        where p.id = v_user;
        if found then
          return v_key;
        end if;
      end if;
    end if;
  end if;
  raise exception 'This unsubscribe link is not valid.' using errcode = 'TFR01';
end;
$$;

revoke all on function private.unsubscribe_reminders(text) from public;
grant execute on function private.unsubscribe_reminders(text) to anon, authenticated;

create function public.unsubscribe_reminders(p_token text)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.unsubscribe_reminders(p_token);
$$;

revoke all on function public.unsubscribe_reminders(text) from public, service_role;
grant execute on function public.unsubscribe_reminders(text) to anon, authenticated;

-- ---------------------------------------------------------------------------
-- The calendar feed
-- ---------------------------------------------------------------------------

-- The calendar feed's token: HMAC of the feed's nonce; the table keeps its sha256 only.
create function private.feed_token(p_nonce bytea)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.base64url(private.reminder_hmac(p_nonce));
$$;

revoke all on function private.feed_token(bytea) from public;

create function private.feed_token_hash(p_token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.encode(extensions.digest(p_token, 'sha256'), 'hex');
$$;

revoke all on function private.feed_token_hash(text) from public;

-- The caller's feed (made on first use), or a new one replacing it (p_regenerate: the old
-- link stops working).
create function private.calendar_feed(p_regenerate boolean)
returns table (token text, created_at timestamptz, last_fetched_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_nonce bytea := extensions.gen_random_bytes(32);
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_regenerate then
    insert into private.calendar_feeds as f (user_id, nonce, token_hash)
    values (v_uid, v_nonce, private.feed_token_hash(private.feed_token(v_nonce)))
    on conflict (user_id) do update
      set nonce = excluded.nonce, token_hash = excluded.token_hash,
          created_at = pg_catalog.now(), last_fetched_at = null;
  else
    insert into private.calendar_feeds as f (user_id, nonce, token_hash)
    values (v_uid, v_nonce, private.feed_token_hash(private.feed_token(v_nonce)))
    on conflict (user_id) do nothing;
  end if;
  return query
    select private.feed_token(f.nonce), f.created_at, f.last_fetched_at
    from private.calendar_feeds f where f.user_id = v_uid;
end;
$$;

revoke all on function private.calendar_feed(boolean) from public;
grant execute on function private.calendar_feed(boolean) to authenticated;

create function public.calendar_feed()
returns table (token text, created_at timestamptz, last_fetched_at timestamptz)
language sql
volatile
security invoker
set search_path = ''
as $$
  select * from private.calendar_feed(false);
$$;

revoke all on function public.calendar_feed() from public, anon, service_role;
grant execute on function public.calendar_feed() to authenticated;

create function public.regenerate_calendar_feed()
returns table (token text, created_at timestamptz, last_fetched_at timestamptz)
language sql
volatile
security invoker
set search_path = ''
as $$
  select * from private.calendar_feed(true);
$$;

revoke all on function public.regenerate_calendar_feed() from public, anon, service_role;
grant execute on function public.regenerate_calendar_feed() to authenticated;

-- The feed's events for a token: deadlines of open tenders in the user's workspaces and due
-- dates of the user's own open tasks (assignee, or creator when unassigned) in open tenders.
-- null for an unknown or revoked token.
create function private.calendar_feed_events(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_created timestamptz;
  v_result jsonb;
begin
  if p_token is null or pg_catalog.char_length(p_token) > 200 then
    return null;
  end if;
  update private.calendar_feeds f set last_fetched_at = pg_catalog.now()
  where f.token_hash = private.feed_token_hash(p_token)
  returning f.user_id, f.created_at into v_user, v_created;
  if v_user is null then
    return null;
  end if;

  with ws as (
    select w.id, w.name from public.workspace_members m join public.workspaces w on w.id = m.workspace_id
    where m.user_id = v_user
  ),
  tenders as (
    select t.*, ws.name as workspace_name from public.tenders t join ws on ws.id = t.workspace_id
  ),
  open_tenders as (
    select * from tenders t where t.status in ('under-review', 'in-development')
  ),
  own_tasks as (
    select k.*, t.title as tender_title, t.reference_number, t.workspace_name,
           t.status in ('under-review', 'in-development') as tender_open
    from public.tasks k join tenders t on t.id = k.tender_id
    where coalesce(k.assignee_id, k.user_id) = v_user
  ),
  events as (
    select 'tender-' || t.id || '-' || d.kind || '@tenderflow' as uid, d.kind, d.due_date,
           d.label || ': ' || t.title as title,
           'Reference ' || t.reference_number || ' · ' || t.client as description,
           t.id as tender_id, t.workspace_name
    from open_tenders t
    cross join lateral (values ('submission', 'Submission deadline', t.tender_submission_date),
                               ('inquiry', 'Inquiry deadline', t.inquiry_submission_date)) d (kind, label, due_date)
    where d.due_date is not null
    union all
    select 'task-' || k.id || '@tenderflow', 'task', k.due_date, 'Task due: ' || k.name,
           k.tender_title || ' (reference ' || k.reference_number || ')', k.tender_id, k.workspace_name
    from own_tasks k
    where k.due_date is not null and k.tender_open and k.status not in ('completed', 'canceled', 'not-needed')
  )
  select pg_catalog.jsonb_build_object(
    'last_modified', greatest(
      v_created,
      (select pg_catalog.max(t.updated_at) from tenders t),
      (select pg_catalog.max(k.updated_at) from own_tasks k)),
    'events', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'uid', e.uid, 'kind', e.kind, 'date', pg_catalog.to_char(e.due_date, 'YYYY-MM-DD'),
               'title', e.title, 'description', e.description, 'tender_id', e.tender_id,
               'workspace_name', e.workspace_name) order by e.due_date, e.uid)
      from events e), '[]'::jsonb))
  into v_result;
  return v_result;
end;
$$;

revoke all on function private.calendar_feed_events(text) from public;
grant execute on function private.calendar_feed_events(text) to service_role;

create function public.calendar_feed_events(p_token text)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.calendar_feed_events(p_token);
$$;

revoke all on function public.calendar_feed_events(text) from public, anon, authenticated;
grant execute on function public.calendar_feed_events(text) to service_role;

-- ---------------------------------------------------------------------------
-- The run: collect (decide, record, claim a page) and finish
-- ---------------------------------------------------------------------------

-- The kinds of reminder, each defined once below: a function and a row here. A kind the
-- morning digest carries names its `items` function; a kind with messages of its own (the
-- escalation, assignments) names the function that `decide`s and records them and the one
-- that `render`s what a claimed one says. `preference` is the preference that stops it: a
-- message whose lines all stop by one preference unsubscribes from that one, else from
-- emailNotifications. A new kind is a function and a row; the run calls whatever is here.
create table private.reminder_kinds (
  -- As in the ledger (reminder_log.item_kind) and in a message's lines.
  kind text primary key,
  preference text not null
    constraint reminder_kinds_preference_check
      check (preference in ('emailNotifications', 'tenderDeadlineReminders', 'taskUpdates')),
  items regproc,
  decide regproc,
  render regproc,
  constraint reminder_kinds_one_way check (
    (items is not null and decide is null and render is null)
    or (items is null and decide is not null and render is not null))
);

comment on table private.reminder_kinds is
  'The kinds of reminder: a digest kind''s items function, or a message kind''s decide and render functions, and the preference that stops it. Read by private.collect_reminders.';

alter table private.reminder_kinds enable row level security;
revoke all on table private.reminder_kinds from public, anon, authenticated;

-- Decides what is due as of p_now and returns a page of messages to send:
--   1. people who may get mail (an address, emailNotifications not off), with their local day;
--   2. a digest whose day has passed unsent expires (its reminders go back to the pool);
--   3. for the people whose digest for their day is not decided yet (their morning, from
--      08:00 local time), every open item of every digest kind (private.reminder_items);
--   4. the new reminders: an item whose kind says a stage of it is due today and that the
--      ledger does not hold yet, recorded once and carried by that day's digest (one per
--      person and day); the kinds with messages of their own decide theirs;
--   5. a page: at most p_limit unsent messages no other run holds (a lease), oldest first,
--      and what each says as of now (private.render_reminder_page), with "remaining".
-- One call decides at a time; a call that finds another deciding only claims. The rules:
-- docs/reminders.md.
create function private.collect_reminders(p_now timestamptz, p_limit integer)
returns json
language plpgsql
volatile
security definer
set search_path = ''
-- One run sorts and hashes a few hundred thousand rows at 1,000 workspaces: in memory.
set work_mem = '64MB'
-- The work tables' estimates are rough: JIT compiling the plans cost ~0.4 s a statement.
set jit = off
as $$
declare
  v_claim uuid := gen_random_uuid();
  v_kind regproc;
  v_count integer;
  v_remaining integer;
  v_deciding boolean;
begin
  if p_now is null then
    raise exception 'collect_reminders: p_now is required' using errcode = '22004';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception 'collect_reminders: p_limit must be 1 to 1000' using errcode = '22023';
  end if;
  -- One call decides at a time (steps 2–4). A call that finds another deciding — an
  -- overlapping run, or a run's own next page claimed meanwhile — only claims (step 5): what
  -- the other decides it sends, and nothing waits on the lock.
  v_deciding := pg_catalog.pg_try_advisory_xact_lock(2420240802);

  -- 1. People who may get mail: an address, emailNotifications not off; their day and zone.
  drop table if exists pg_temp.reminder_people;
  create temporary table reminder_people on commit drop as
  select p.id as user_id, u.email::text as email, p.name, l.tz as time_zone,
         (p_now at time zone l.tz)::date as local_day,
         (p_now at time zone l.tz)::time >= time '08:00' as morning,
         not coalesce(p.preferences -> 'tenderDeadlineReminders' = 'false'::jsonb, false) as deadlines_on,
         not coalesce(p.preferences -> 'taskUpdates' = 'false'::jsonb, false) as tasks_on
  from public.user_profiles p
  join auth.users u on u.id = p.id
  cross join lateral (select coalesce(p.time_zone, 'UTC') as tz) l
  where u.email is not null
    and not coalesce(p.preferences -> 'emailNotifications' = 'false'::jsonb, false);
  alter table pg_temp.reminder_people add primary key (user_id);
  analyze pg_temp.reminder_people;

  -- 2. A digest whose day has passed unsent expires; its reminders go back to the pool
  --    (catch-up picks what is still current). A message being sent (lease) is left alone.
  if v_deciding then
    with expired as (
      update private.reminder_messages m set state = 'expired', claim_id = null, claimed_until = null
      from public.user_profiles p
      where p.id = m.user_id and m.kind = 'digest' and m.state = 'pending'
        and (m.claim_id is null or m.claimed_until <= p_now)
        and m.local_day < (p_now at time zone coalesce(p.time_zone, 'UTC'))::date
      returning m.id
    )
    delete from private.reminder_log g using expired e where g.message_id = e.id;
  end if;

  -- 3. Who needs today's digest decided (their morning, no digest yet today): on a run's
  --    later pages nobody, so deciding costs nothing there. For them, every open item.
  drop table if exists pg_temp.reminder_focus;
  create temporary table reminder_focus on commit drop as
  select r.user_id, true as needs_digest
  from pg_temp.reminder_people r
  where v_deciding and r.morning and not exists (
           select 1 from private.reminder_messages m
           where m.user_id = r.user_id and m.kind = 'digest' and m.local_day = r.local_day);
  alter table pg_temp.reminder_focus add primary key (user_id);
  drop table if exists pg_temp.reminder_items;
  create temporary table reminder_items (
    user_id uuid, workspace_id uuid, tender_id uuid, kind text, item_id uuid, task_name text,
    due_date date, days integer, needs_digest boolean, stage integer
  ) on commit drop;
  create index on pg_temp.reminder_items (user_id, kind, item_id);
  perform private.reminder_items();

  -- 4. New reminders, in that day's digest. Keyed by the date: a moved deadline is re-armed.
  drop table if exists pg_temp.reminder_new;
  create temporary table reminder_new on commit drop as
  select i.user_id, i.kind, i.item_id, i.due_date, i.stage
  from pg_temp.reminder_items i
  where i.needs_digest and i.stage is not null
    and not exists (
      select 1 from private.reminder_log g
      where g.user_id = i.user_id and g.item_kind = i.kind and g.item_id = i.item_id
        and g.due_date = i.due_date and g.offset_days = i.stage);
  analyze pg_temp.reminder_new;

  with digests as (
    insert into private.reminder_messages (user_id, kind, local_day, time_zone)
    select r.user_id, 'digest', r.local_day, r.time_zone
    from pg_temp.reminder_people r
    where r.user_id in (select n.user_id from pg_temp.reminder_new n)
    on conflict do nothing
    returning id, user_id
  )
  insert into private.reminder_log (user_id, item_kind, item_id, due_date, offset_days, message_id)
  select n.user_id, n.kind, n.item_id, n.due_date, n.stage, d.id
  from pg_temp.reminder_new n
  join digests d on d.user_id = n.user_id
  on conflict do nothing;
  -- A morning's first run can add tens of thousands of rows: without fresh statistics the next
  -- anti-joins against the ledger plan a nested loop over all of it.
  get diagnostics v_count = row_count;
  if v_count > 1000 then
    analyze private.reminder_log;
  end if;
  --    The kinds with messages of their own (the escalation, assignments) decide theirs.
  if v_deciding then
    for v_kind in select k.decide from private.reminder_kinds k where k.decide is not null order by k.kind loop
      execute pg_catalog.format('select %s($1)', v_kind) using p_now;
    end loop;
  end if;

  -- 5. Claim a page: at most p_limit unsent messages not being sent by another run (lease),
  --    oldest first. The function sends them, finishes, and asks for the next page.
  --    The page is chosen once, in a CTE: as an IN (subquery) the planner may run it again
  --    per row, and with SKIP LOCKED beside another claim each run locks other messages, so
  --    one claim could take more than p_limit.
  with page as materialized (
    select c.id from private.reminder_messages c
    where c.state = 'pending' and (c.claim_id is null or c.claimed_until <= p_now)
    order by c.created_at, c.id
    limit p_limit
    for update skip locked
  )
  update private.reminder_messages m
  set claim_id = v_claim, claimed_until = p_now + interval '10 minutes', attempts = m.attempts + 1
  from page
  where m.id = page.id;

  select pg_catalog.count(*) into v_remaining
  from private.reminder_messages m
  where m.state = 'pending' and (m.claim_id is null or m.claimed_until <= p_now);

  return private.render_reminder_page(v_claim, v_remaining);
end;
$$;

revoke all on function private.collect_reminders(timestamptz, integer) from public;
grant execute on function private.collect_reminders(timestamptz, integer) to service_role;

-- Every open item of the people in pg_temp.reminder_focus, of every digest kind: their
-- memberships (pg_temp.reminder_focus_members), then each kind's items function, which adds
-- the kind's items and the stage due today (null: none) to pg_temp.reminder_items.
create function private.reminder_items()
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_items regproc;
begin
  drop table if exists pg_temp.reminder_focus_members;
  create temporary table reminder_focus_members on commit drop as
  select m.workspace_id, m.user_id, m.role, r.local_day, r.tasks_on, r.deadlines_on, f.needs_digest
  from pg_temp.reminder_focus f
  join pg_temp.reminder_people r on r.user_id = f.user_id
  join public.workspace_members m on m.user_id = f.user_id;
  if exists (select 1 from pg_temp.reminder_focus_members) then
    analyze pg_temp.reminder_focus_members;
    for v_items in select distinct k.items from private.reminder_kinds k where k.items is not null loop
      execute pg_catalog.format('select %s()', v_items);
    end loop;
  end if;
  -- An item of a kind not in the table would be recorded, then left out of its message.
  if exists (select 1 from pg_temp.reminder_items i
             where not exists (select 1 from private.reminder_kinds k where k.kind = i.kind)) then
    raise exception 'reminder_items: an items function added a kind missing from private.reminder_kinds';
  end if;
  analyze pg_temp.reminder_items;
end;
$$;

revoke all on function private.reminder_items() from public;

-- What each claimed message says, as of now: a digest its reminders that still hold and,
-- with them, everything overdue; a message of another kind what its render function says.
-- A message with nothing left is canceled. Returns the page (private.reminder_page_json).
create function private.render_reminder_page(p_claim uuid, p_remaining integer)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_kind regproc;
begin
  -- The open items of the people of the page's digests not itemised while deciding.
  delete from pg_temp.reminder_focus;
  insert into pg_temp.reminder_focus (user_id, needs_digest)
  select distinct m.user_id, false
  from private.reminder_messages m
  where m.claim_id = p_claim and m.kind = 'digest'
    and not exists (select 1 from pg_temp.reminder_items i where i.user_id = m.user_id);
  if found then
    perform private.reminder_items();
  end if;

  -- Only what is still open, still theirs, still on the same date, with the preference on
  -- and in a workspace they belong to.
  drop table if exists pg_temp.reminder_rendered;
  create temporary table reminder_rendered on commit drop as
  -- digests: their reminders ...
  select m.id as message_id, i.workspace_id, i.tender_id, i.kind, i.task_name, i.due_date, i.days, true as reminder
  from private.reminder_messages m
  join private.reminder_log g on g.message_id = m.id
  join pg_temp.reminder_items i
    on i.user_id = g.user_id and i.kind = g.item_kind and i.item_id = g.item_id and i.due_date = g.due_date
  where m.claim_id = p_claim and m.kind = 'digest'
  union all
  -- ... and, with them, everything overdue
  select m.id, i.workspace_id, i.tender_id, i.kind, i.task_name, i.due_date, i.days, false
  from private.reminder_messages m
  join pg_temp.reminder_items i on i.user_id = m.user_id
  where m.claim_id = p_claim and m.kind = 'digest' and i.days < 0
    and not exists (
      select 1 from private.reminder_log g
      where g.message_id = m.id and g.item_kind = i.kind and g.item_id = i.item_id and g.due_date = i.due_date);
  for v_kind in select k.render from private.reminder_kinds k where k.render is not null order by k.kind loop
    execute pg_catalog.format('select %s($1)', v_kind) using p_claim;
  end loop;
  analyze pg_temp.reminder_rendered;

  -- Reminders that no longer hold are not recorded as sent.
  delete from private.reminder_log g
  using private.reminder_messages m
  where g.message_id = m.id and m.claim_id = p_claim and m.kind = 'digest'
    and not exists (
      select 1 from pg_temp.reminder_items i
      where i.user_id = g.user_id and i.kind = g.item_kind and i.item_id = g.item_id and i.due_date = g.due_date);

  -- A message with no reminder left says nothing: canceled. (NOT IN: one hash of the page's
  -- lines, whatever the planner guesses of the claim; a per-message anti-join scanned them all.)
  update private.reminder_messages m
  set state = 'canceled', claim_id = null, claimed_until = null
  where m.claim_id = p_claim
    and m.id not in (select x.message_id from pg_temp.reminder_rendered x where x.reminder);

  return private.reminder_page_json(p_claim, p_remaining);
end;
$$;

revoke all on function private.render_reminder_page(uuid, integer) from public;

-- The claimed messages, grouped by workspace and tender; a workspace's items without a tender
-- (company documents) apart, soonest first. A message's preference: the one that stops all
-- its lines, else emailNotifications. The unsubscribe token is private.unsubscribe_token(),
-- inlined: a function call per message cost seconds.
create function private.reminder_page_json(p_claim uuid, p_remaining integer)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_secret bytea := (select s.secret from private.reminder_secret s);
  v_result json;
begin
  with items as (
    select x.message_id, x.workspace_id, x.tender_id,
           pg_catalog.json_agg(pg_catalog.json_build_object(
             'kind', x.kind, 'task_name', x.task_name,
             'due_date', pg_catalog.to_char(x.due_date, 'YYYY-MM-DD'), 'days', x.days)
             order by x.due_date nulls last, x.kind, x.task_name) as items,
           pg_catalog.min(x.due_date) as first_due
    from pg_temp.reminder_rendered x
    join private.reminder_messages m on m.id = x.message_id and m.claim_id = p_claim
    where x.tender_id is not null
    group by x.message_id, x.workspace_id, x.tender_id
  ),
  tenders as (
    select i.message_id, i.workspace_id,
           pg_catalog.json_agg(pg_catalog.json_build_object(
             'id', t.id, 'title', t.title, 'reference_number', t.reference_number, 'items', i.items)
             order by i.first_due nulls last, t.title, t.id) as tenders
    from items i
    join public.tenders t on t.id = i.tender_id
    group by i.message_id, i.workspace_id
  ),
  documents as (
    select x.message_id, x.workspace_id,
           pg_catalog.json_agg(pg_catalog.json_build_object(
             'kind', x.kind, 'task_name', x.task_name,
             'due_date', pg_catalog.to_char(x.due_date, 'YYYY-MM-DD'), 'days', x.days)
             order by x.due_date, x.task_name) as documents
    from pg_temp.reminder_rendered x
    join private.reminder_messages m on m.id = x.message_id and m.claim_id = p_claim
    where x.tender_id is null
    group by x.message_id, x.workspace_id
  ),
  workspaces as (
    select coalesce(x.message_id, d.message_id) as message_id,
           pg_catalog.json_agg(pg_catalog.json_build_object('id', w.id, 'name', w.name,
             'tenders', coalesce(x.tenders, '[]'::json), 'documents', coalesce(d.documents, '[]'::json))
             order by w.name, w.id) as workspaces
    from tenders x
    full join documents d on d.message_id = x.message_id and d.workspace_id = x.workspace_id
    join public.workspaces w on w.id = coalesce(x.workspace_id, d.workspace_id)
    group by coalesce(x.message_id, d.message_id)
  ),
  -- The preference that stops all of a message's lines, else emailNotifications.
  preferences as (
    select x.message_id,
           case when pg_catalog.min(k.preference) = pg_catalog.max(k.preference) then pg_catalog.min(k.preference)
                else 'emailNotifications' end as preference
    from (select distinct r.message_id, r.kind from pg_temp.reminder_rendered r) x
    join private.reminder_kinds k on k.kind = x.kind
    group by x.message_id
  ),
  messages as (
    select m.id, m.kind, m.created_at, r.email, r.name, m.time_zone, m.local_day, m.user_id, w.workspaces,
           p.preference
    from workspaces w
    join preferences p on p.message_id = w.message_id
    join private.reminder_messages m on m.id = w.message_id
    join pg_temp.reminder_people r on r.user_id = m.user_id
    where m.state = 'pending'
  )
  select pg_catalog.json_build_object(
    'claim', p_claim,
    'remaining', p_remaining,
    'messages', coalesce(pg_catalog.json_agg(pg_catalog.json_build_object(
      'id', x.id, 'kind', x.kind, 'to', x.email, 'name', x.name, 'time_zone', x.time_zone,
      'local_day', pg_catalog.to_char(x.local_day, 'YYYY-MM-DD'),
      'unsubscribe_token', pg_catalog.translate(pg_catalog.encode(
        x.payload || extensions.hmac(x.payload, v_secret, 'sha256'), 'base64'), E'+/=\n', '-_'),
      'preference', x.preference,
      'workspaces', x.workspaces) order by x.created_at, x.id), '[]'::json))
  into v_result
  from (
    select m.*, '\x01'::bytea || pg_catalog.decode(pg_catalog.replace(m.user_id::text, '-', ''), 'hex')
             || pg_catalog.set_byte('\x00'::bytea, 0,
                  pg_catalog.array_position(array['emailNotifications', 'tenderDeadlineReminders', 'taskUpdates'],
                                            m.preference)) as payload
    from messages m
  ) x;
  return v_result;
end;
$$;

revoke all on function private.reminder_page_json(uuid, integer) from public;

-- json, not jsonb: a page's answer is megabytes, and parsing it into jsonb and printing it
-- back cost time for nothing (PostgREST sends the same JSON text either way).
create function public.collect_reminders(p_now timestamptz default pg_catalog.now(), p_limit integer default 500)
returns json
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.collect_reminders(p_now, p_limit);
$$;

revoke all on function public.collect_reminders(timestamp with time zone, integer) from public, anon, authenticated;
grant execute on function public.collect_reminders(timestamp with time zone, integer) to service_role;

-- ---------------------------------------------------------------------------
-- The kinds
-- ---------------------------------------------------------------------------
-- An items function reads pg_temp.reminder_focus_members (a person's membership: workspace,
-- role, local day, preferences on, needs_digest) and adds to pg_temp.reminder_items each open
-- item the person is reminded of: overdue, or within the kind's reach (its largest stage,
-- nothing further can be due). `stage`, for an item whose digest is being decided, is the
-- current stage: the smallest of the kind's stages (days before the date) whose day has come
-- (due − stage ≤ today), so a missed run sends the latest reminder, never a stale one; the
-- last stage stays current until the day after the date. A stage is sent once (the ledger).

-- Tender deadlines, submission and inquiry (one definition, as the bond alerts are): an open
-- tender's, to its creator and every member with an open task on it (the task's assignee, or
-- its creator when unassigned), at the workspace's offsets for each.
create function private.remind_tender_deadlines()
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into pg_temp.reminder_items (user_id, workspace_id, tender_id, kind, item_id, task_name, due_date, days,
                                     needs_digest, stage)
  with fm as materialized (
    -- Each membership with its workspace's offsets and their reach (the largest).
    select fm.user_id, fm.workspace_id, fm.local_day, fm.needs_digest, o.submission, o.inquiry,
           coalesce((select pg_catalog.max(x) from pg_catalog.unnest(o.submission) x), -1) as submission_reach,
           coalesce((select pg_catalog.max(x) from pg_catalog.unnest(o.inquiry) x), -1) as inquiry_reach
    from pg_temp.reminder_focus_members fm
    left join public.reminder_settings rs on rs.workspace_id = fm.workspace_id
    cross join lateral (select coalesce(rs.submission_offsets, '{14,7,3,1,0}') as submission,
                               coalesce(rs.inquiry_offsets, '{3,1,0}') as inquiry) o
    where fm.deadlines_on
  )
  select fm.user_id, t.workspace_id, t.id, d.kind, t.id, null, d.due_date, d.days, fm.needs_digest,
         case when fm.needs_digest and d.days >= -1
              then (select pg_catalog.min(x) from pg_catalog.unnest(d.offsets) x where x >= d.days) end
  from fm
  join public.tenders t on t.workspace_id = fm.workspace_id
  cross join lateral (
    values ('submission', t.tender_submission_date, t.tender_submission_date - fm.local_day, fm.submission,
            fm.submission_reach),
           ('inquiry', t.inquiry_submission_date, t.inquiry_submission_date - fm.local_day, fm.inquiry,
            fm.inquiry_reach)
  ) d (kind, due_date, days, offsets, reach)
  where t.status in ('under-review', 'in-development')
    -- (the same reach, asked of the tender first: the ownership check runs only within it)
    and (t.tender_submission_date - fm.local_day <= fm.submission_reach
         or t.inquiry_submission_date - fm.local_day <= fm.inquiry_reach)
    and d.days <= d.reach
    and (t.user_id = fm.user_id
         or exists (select 1 from public.tasks k
                    where k.tender_id = t.id and coalesce(k.assignee_id, k.user_id) = fm.user_id
                      and k.status not in ('completed', 'canceled', 'not-needed')));
end;
$$;

revoke all on function private.remind_tender_deadlines() from public;

insert into private.reminder_kinds (kind, preference, items)
values ('submission', 'tenderDeadlineReminders', 'private.remind_tender_deadlines'),
       ('inquiry', 'tenderDeadlineReminders', 'private.remind_tender_deadlines');

-- Task due dates: an open task's (on an open tender), to its assignee (its creator while
-- unassigned), at the workspace's task offsets. Found through the indexes on (workspace_id,
-- assignee_id) and (user_id).
create function private.remind_task_due_dates()
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into pg_temp.reminder_items (user_id, workspace_id, tender_id, kind, item_id, task_name, due_date, days,
                                     needs_digest, stage)
  with fm as materialized (
    select fm.user_id, fm.workspace_id, fm.local_day, fm.needs_digest, o.offsets,
           coalesce((select pg_catalog.max(x) from pg_catalog.unnest(o.offsets) x), -1) as reach
    from pg_temp.reminder_focus_members fm
    left join public.reminder_settings rs on rs.workspace_id = fm.workspace_id
    cross join lateral (select coalesce(rs.task_offsets, '{1,0}') as offsets) o
    where fm.tasks_on
  ),
  due as (
    select k.id, k.tender_id, k.workspace_id, k.name, k.due_date, fm.user_id as owner_id,
           k.due_date - fm.local_day as days, fm.needs_digest, fm.offsets
    from fm
    join public.tasks k on k.workspace_id = fm.workspace_id and k.assignee_id = fm.user_id
    where k.due_date - fm.local_day <= fm.reach and k.status not in ('completed', 'canceled', 'not-needed')
    union all
    select k.id, k.tender_id, k.workspace_id, k.name, k.due_date, fm.user_id,
           k.due_date - fm.local_day, fm.needs_digest, fm.offsets
    from fm
    join public.tasks k on k.user_id = fm.user_id and k.workspace_id = fm.workspace_id
    where k.assignee_id is null and k.due_date - fm.local_day <= fm.reach
      and k.status not in ('completed', 'canceled', 'not-needed')
  )
  select k.owner_id, k.workspace_id, k.tender_id, 'task', k.id, k.name, k.due_date, k.days, k.needs_digest,
         case when k.needs_digest and k.days >= -1
              then (select pg_catalog.min(x) from pg_catalog.unnest(k.offsets) x where x >= k.days) end
  from due k
  join public.tenders t on t.id = k.tender_id
  where t.status in ('under-review', 'in-development');
end;
$$;

revoke all on function private.remind_task_due_dates() from public;

insert into private.reminder_kinds (kind, preference, items)
values ('task', 'taskUpdates', 'private.remind_task_due_dates');

-- Bid bond alerts (private.bond_alerts: expiring too early, not issued, not returned), to the
-- workspace's admins and managers (those who manage its bonds), as of their local day, at
-- fixed stages: expiry 14, 7, 3, 1 and 0 days before the expiry; issue 3, 1 and 0 before the
-- submission deadline (the alert exists from 3 days before); return on its date, award + 30
-- days. A bond not returned is reminded whenever its alert first appears, however late (an
-- outcome recorded weeks after the award raises it late, and it is news then). Asked once
-- per workspace and local day, and only of workspaces that have a bond at all.
create function private.remind_bond_alerts()
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into pg_temp.reminder_items (user_id, workspace_id, tender_id, kind, item_id, task_name, due_date, days,
                                     needs_digest, stage)
  select fm.user_id, fm.workspace_id, a.tender_id, a.kind, a.bond_id, null, a.due_date, d.days, fm.needs_digest,
         case when fm.needs_digest and (d.days >= -1 or a.kind = 'bond-return')
              then (select pg_catalog.min(x)
                    from pg_catalog.unnest(case a.kind when 'bond-expiry' then '{14,7,3,1,0}'::integer[]
                                                       when 'bond-issue' then '{3,1,0}'::integer[]
                                                       else '{0}'::integer[] end) x
                    where x >= d.days) end
  from (
    select distinct x.workspace_id, x.local_day
    from pg_temp.reminder_focus_members x
    where x.deadlines_on and x.role in ('admin', 'manager')
      and exists (select 1 from public.bid_bonds b where b.workspace_id = x.workspace_id)
  ) w
  cross join lateral private.bond_alerts(w.workspace_id, w.local_day, w.local_day + 14) a
  join pg_temp.reminder_focus_members fm on fm.workspace_id = w.workspace_id and fm.local_day = w.local_day
  cross join lateral (select a.due_date - fm.local_day as days) d
  where fm.deadlines_on and fm.role in ('admin', 'manager');
end;
$$;

revoke all on function private.remind_bond_alerts() from public;

insert into private.reminder_kinds (kind, preference, items)
values ('bond-expiry', 'tenderDeadlineReminders', 'private.remind_bond_alerts'),
       ('bond-issue', 'tenderDeadlineReminders', 'private.remind_bond_alerts'),
       ('bond-return', 'tenderDeadlineReminders', 'private.remind_bond_alerts');

-- Company documents of the library expiring within 30 days, to the workspace's admins, at 30,
-- 14 and 7 days before the expiry; no tender, task_name = the document's name. Only until the
-- expiry day: an expired document is no news (the library keeps it, and a tender requiring it
-- shows the warning), so it never rides along.
create function private.remind_company_document_expiry()
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into pg_temp.reminder_items (user_id, workspace_id, tender_id, kind, item_id, task_name, due_date, days,
                                     needs_digest, stage)
  select fm.user_id, fm.workspace_id, null, 'document-expiry', d.id, d.name, d.expires_on,
         d.expires_on - fm.local_day, fm.needs_digest,
         case when fm.needs_digest
              then (select pg_catalog.min(x) from pg_catalog.unnest('{30,14,7}'::integer[]) x
                    where x >= d.expires_on - fm.local_day) end
  from pg_temp.reminder_focus_members fm
  join public.company_documents d
    on d.workspace_id = fm.workspace_id
   and d.expires_on between fm.local_day and fm.local_day + 30
  where fm.deadlines_on and fm.role = 'admin';
end;
$$;

revoke all on function private.remind_company_document_expiry() from public;

insert into private.reminder_kinds (kind, preference, items)
values ('document-expiry', 'tenderDeadlineReminders', 'private.remind_company_document_expiry');

-- The escalation ('Submission deadline missed'): the morning after a submission deadline
-- passed with the tender still open, its workspace's admins and managers, once per tender and
-- deadline (catch-up for a week; an older deadline is history, not news), in a message of its
-- own. Claimed, it says only what still holds: the tender still open, the deadline the same,
-- the recipient still an admin or manager with the preference on.
create function private.remind_missed_submissions(p_now timestamptz)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_count integer;
begin
  drop table if exists pg_temp.reminder_missed;
  create temporary table reminder_missed on commit drop as
  select r.user_id, t.id as tender_id, t.tender_submission_date as due_date
  from public.tenders t
  join public.workspace_members m on m.workspace_id = t.workspace_id and m.role in ('admin', 'manager')
  join pg_temp.reminder_people r on r.user_id = m.user_id
  where t.status in ('under-review', 'in-development')
    and t.tender_submission_date >= (p_now at time zone 'UTC')::date - 9
    and t.tender_submission_date <= (p_now at time zone 'UTC')::date + 1
    and r.morning and r.deadlines_on
    and r.local_day - t.tender_submission_date between 1 and 7
    and not exists (
      select 1 from private.reminder_log g
      where g.user_id = r.user_id and g.item_kind = 'missed' and g.item_id = t.id
        and g.due_date = t.tender_submission_date and g.offset_days = -1);
  analyze pg_temp.reminder_missed;

  with msgs as (
    insert into private.reminder_messages (user_id, kind, local_day, time_zone)
    select r.user_id, 'missed', r.local_day, r.time_zone
    from pg_temp.reminder_people r
    where r.user_id in (select x.user_id from pg_temp.reminder_missed x)
    returning id, user_id
  )
  insert into private.reminder_log (user_id, item_kind, item_id, due_date, offset_days, message_id)
  select x.user_id, 'missed', x.tender_id, x.due_date, -1, g.id
  from pg_temp.reminder_missed x
  join msgs g on g.user_id = x.user_id
  on conflict do nothing;
  get diagnostics v_count = row_count;
  if v_count > 1000 then
    analyze private.reminder_log;
  end if;
end;
$$;

revoke all on function private.remind_missed_submissions(timestamptz) from public;

create function private.render_missed_submissions(p_claim uuid)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into pg_temp.reminder_rendered
  select m.id, t.workspace_id, t.id, 'submission', null, t.tender_submission_date,
         t.tender_submission_date - r.local_day, true
  from private.reminder_messages m
  join private.reminder_log g on g.message_id = m.id
  join pg_temp.reminder_people r on r.user_id = m.user_id
  join public.tenders t on t.id = g.item_id and t.tender_submission_date = g.due_date
  join public.workspace_members wm
    on wm.workspace_id = t.workspace_id and wm.user_id = m.user_id and wm.role in ('admin', 'manager')
  where m.claim_id = p_claim and m.kind = 'missed' and r.deadlines_on
    and t.status in ('under-review', 'in-development');
end;
$$;

revoke all on function private.render_missed_submissions(uuid) from public;

insert into private.reminder_kinds (kind, preference, decide, render)
values ('missed', 'tenderDeadlineReminders', 'private.remind_missed_submissions', 'private.render_missed_submissions');

-- Assignments since the last run (private.record_assignment), one message per person (a task
-- reassigned back and forth counts once, for whoever holds it now). Stale ones (reassigned,
-- closed, the preference off) are dropped; claimed, a message lists the tasks still theirs.
create function private.remind_assignments(p_now timestamptz)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  delete from private.reminder_assignments a
  where a.message_id is null
    and not exists (
      select 1 from public.tasks k
      join public.tenders t on t.id = k.tender_id
      join pg_temp.reminder_people r on r.user_id = a.user_id
      where k.id = a.task_id and k.assignee_id = a.user_id and r.tasks_on
        and k.status not in ('completed', 'canceled', 'not-needed'));

  with msgs as (
    insert into private.reminder_messages (user_id, kind, local_day, time_zone)
    select r.user_id, 'assigned', r.local_day, r.time_zone
    from pg_temp.reminder_people r
    where r.user_id in (select a.user_id from private.reminder_assignments a where a.message_id is null)
    returning id, user_id
  )
  update private.reminder_assignments a set message_id = g.id
  from msgs g
  where a.user_id = g.user_id and a.message_id is null;
end;
$$;

revoke all on function private.remind_assignments(timestamptz) from public;

create function private.render_assignments(p_claim uuid)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into pg_temp.reminder_rendered
  select distinct m.id, k.workspace_id, k.tender_id, 'task', k.name, k.due_date, k.due_date - r.local_day, true
  from private.reminder_messages m
  join private.reminder_assignments a on a.message_id = m.id
  join pg_temp.reminder_people r on r.user_id = m.user_id
  join public.tasks k on k.id = a.task_id and k.assignee_id = m.user_id
  where m.claim_id = p_claim and m.kind = 'assigned' and r.tasks_on
    and k.status not in ('completed', 'canceled', 'not-needed');
end;
$$;

revoke all on function private.render_assignments(uuid) from public;

insert into private.reminder_kinds (kind, preference, decide, render)
values ('assigned', 'taskUpdates', 'private.remind_assignments', 'private.render_assignments');

-- Sent ones are recorded as sent; failed ones are released for the next run (never sent).
-- Ids not of this claim are ignored; ids in neither list stay claimed until the lease ends.
create function private.finish_reminders(p_claim uuid, p_sent uuid[], p_failed uuid[])
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.reminder_messages m
  set state = 'sent', sent_at = pg_catalog.now(), claim_id = null, claimed_until = null
  where m.claim_id = p_claim and m.state = 'pending' and m.id = any (coalesce(p_sent, '{}'));

  update private.reminder_messages m
  set claim_id = null, claimed_until = null, last_failed_at = pg_catalog.now()
  where m.claim_id = p_claim and m.state = 'pending' and m.id = any (coalesce(p_failed, '{}'))
    and not (m.id = any (coalesce(p_sent, '{}')));
$$;

revoke all on function private.finish_reminders(uuid, uuid[], uuid[]) from public;
grant execute on function private.finish_reminders(uuid, uuid[], uuid[]) to service_role;

create function public.finish_reminders(p_claim uuid, p_sent uuid[], p_failed uuid[] default '{}')
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.finish_reminders(p_claim, p_sent, p_failed);
$$;

revoke all on function public.finish_reminders(uuid, uuid[], uuid[]) from public, anon, authenticated;
grant execute on function public.finish_reminders(uuid, uuid[], uuid[]) to service_role;

-- ---------------------------------------------------------------------------
-- Triggers, row-level security, privileges
-- ---------------------------------------------------------------------------

create trigger workspaces_create_reminder_settings
  after insert on public.workspaces
  for each row execute function private.create_reminder_settings();

create trigger reminder_settings_set_updated_at
  before update on public.reminder_settings
  for each row execute function private.set_updated_at();

create trigger tasks_record_assignment
  after insert or update of assignee_id on public.tasks
  for each row execute function private.record_assignment();

create policy reminder_settings_select_members on public.reminder_settings
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy reminder_settings_update_admins on public.reminder_settings
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

revoke all on table public.reminder_settings from anon, authenticated;
grant select on table public.reminder_settings to authenticated;
grant update (submission_offsets, inquiry_offsets, task_offsets)
  on table public.reminder_settings to authenticated;

revoke all on table private.reminder_secret from public, anon, authenticated;

revoke all on table private.reminder_messages from public, anon, authenticated;

revoke all on table private.reminder_log from public, anon, authenticated;

revoke all on table private.reminder_assignments from public, anon, authenticated;

revoke all on table private.calendar_feeds from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- The schedule
-- ---------------------------------------------------------------------------

-- The reminder schedule on hosted Supabase (docs/reminders.md, docs/deploying.md):
-- pg_cron calls the send-reminders Edge Function every 15 minutes through pg_net, the way
-- Supabase's "Scheduling Edge Functions" guide does it. The project URL and the service-role
-- key are read from Vault at each run (secrets 'project_url' and 'service_role_key', created
-- once per project with vault.create_secret), so neither is written into a migration.
--
-- Only where both extensions are available (hosted Supabase, or a Postgres with them
-- installed). The local stack (PGlite, plain PostgreSQL) has neither: this block does
-- nothing there, and the local stack runs the function on its own timer instead.
-- Re-running it is harmless: cron.schedule with an existing job name updates that job.

do $schedule$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    raise notice 'reminder schedule: pg_cron or pg_net is not available here; nothing scheduled';
    return;
  end if;

  -- Supabase installs pg_cron in pg_catalog and pg_net in extensions. A Postgres that has the
  -- files but does not preload pg_cron (shared_preload_libraries) refuses it: nothing scheduled.
  begin
    execute 'create extension if not exists pg_cron with schema pg_catalog';
    execute 'create extension if not exists pg_net with schema extensions';
  exception when others then
    raise notice 'reminder schedule: % — nothing scheduled', sqlerrm;
    return;
  end;

  execute $sql$
    select cron.schedule(
      'send-reminders',
      '*/15 * * * *',
      $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
               || '/functions/v1/send-reminders',
        headers := pg_catalog.jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets
                                         where name = 'service_role_key')),
        body := '{}'::jsonb,
        timeout_milliseconds := 60000
      ) as request_id;
      $job$
    )
  $sql$;
end;
$schedule$;

-- ===========================================================================================
-- supabase/schemas/09_import.sql
-- ===========================================================================================

-- Importing tenders from a spreadsheet (/app/tenders/import; docs/product.md § Import).
--
--   public.import_tenders   imports one batch of rows (at most 1,000) into a workspace, in one
--                           transaction: each new tender through save_tender (the tender form's
--                           own path, so its checks, the reference rule and the default tasks
--                           and requirements of its type apply as to a tender created by hand);
--                           a row whose reference number the workspace already has (compared
--                           trimmed and case-insensitively, as everywhere) is skipped or updates
--                           that tender, as the caller chose, never duplicated. A row the
--                           database refuses is reported failed with a plain reason and changes
--                           nothing; the others of the batch land together.
--
-- The app validates every row before it sends it (src/features/tenders/import); this function
-- takes only the tender's own fields, the caller's workspace, and an optional created date.
--
-- Created date: an imported tender keeps the day it was recorded in the old register (so the
-- reports' periods hold the firm's history), stored as noon of that day in the caller's zone.
-- Only on insert, never in the future.

-- The fields an import row may set: the columns of public.tenders the app's users may both
-- insert and update (the column privileges decide, so a new column with its grants is
-- importable as it is), but the created and updated times, which the import sets itself, and
-- the shared-reference confirmation, which a file never gives. Ids, workspaces and creators
-- are the database's: no user may update them.
create function private.importable_tender_columns()
returns text[]
language sql
stable
security invoker
set search_path = ''
as $$
  select pg_catalog.array_agg(a.attname::text order by a.attnum)
  from pg_catalog.pg_attribute a
  where a.attrelid = 'public.tenders'::regclass and a.attnum > 0 and not a.attisdropped
    and pg_catalog.has_column_privilege('authenticated', a.attrelid, a.attnum, 'INSERT')
    and pg_catalog.has_column_privilege('authenticated', a.attrelid, a.attnum, 'UPDATE')
    and a.attname not in ('created_at', 'updated_at', 'shared_reference')
$$;

revoke all on function private.importable_tender_columns() from public;
grant execute on function private.importable_tender_columns() to authenticated;

-- One row: its tender's fields of p_columns only (private.importable_tender_columns), added
-- through save_tender, or skipped or updating the one tender its reference names (p_known:
-- the batch's references and the tenders they name). Raises when the database refuses it.
create function private.import_row(
  p_workspace_id uuid,
  p_row jsonb,
  p_duplicates text,
  p_zone text,
  p_known jsonb,
  p_columns text[]
)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_tender jsonb;
  v_created date := (p_row ->> 'created_date')::date;
  v_matches uuid[];
  v_existing public.tenders;
  v_saved public.tenders;
begin
  select coalesce(pg_catalog.jsonb_object_agg(f.key, f.value), '{}'::jsonb) into v_tender
  from pg_catalog.jsonb_each(coalesce(p_row -> 'tender', '{}'::jsonb)) f
  where f.key = any (p_columns);
  if v_created > (pg_catalog.now() at time zone p_zone)::date then
    raise exception 'A created date in the future' using errcode = 'TFM01';
  end if;

  select pg_catalog.array_agg(m.id::uuid) into v_matches
  from pg_catalog.jsonb_array_elements_text(
    p_known -> pg_catalog.lower(pg_catalog.btrim(v_tender ->> 'reference_number'))) m (id);

  if v_matches is null then
    v_saved := public.save_tender(
      v_tender || pg_catalog.jsonb_build_object('workspace_id', p_workspace_id)
      || case when v_created is null then '{}'::jsonb
              else pg_catalog.jsonb_build_object('created_at', (v_created + time '12:00') at time zone p_zone) end);
    return pg_catalog.jsonb_build_object('outcome', 'imported', 'id', v_saved.id);
  elsif p_duplicates = 'skip' then
    return pg_catalog.jsonb_build_object('outcome', 'skipped', 'id', v_matches[1],
      'reason', 'the reference number exists already');
  elsif pg_catalog.cardinality(v_matches) > 1 then
    return pg_catalog.jsonb_build_object('outcome', 'failed',
      'reason', pg_catalog.format('%s tenders have this reference number: update them by hand',
                                  pg_catalog.cardinality(v_matches)));
  end if;
  select * into v_existing from public.tenders t where t.id = v_matches[1];
  v_saved := public.save_tender(v_tender, v_existing.id, v_existing.updated_at);
  return pg_catalog.jsonb_build_object('outcome', 'updated', 'id', v_saved.id);
end;
$$;

revoke all on function private.import_row(uuid, jsonb, text, text, jsonb, text[]) from public;
grant execute on function private.import_row(uuid, jsonb, text, text, jsonb, text[]) to authenticated;

-- The batch's rows in order. p_careful: each row in a savepoint of its own, so a refused row
-- fails alone with a plain reason; without, a refusal ends the call (see import_tenders).
create function private.import_rows(
  p_workspace_id uuid,
  p_rows jsonb,
  p_duplicates text,
  p_zone text,
  p_careful boolean
)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_columns text[] := private.importable_tender_columns();
  v_row jsonb;
  v_known jsonb;
  v_outcome jsonb;
  v_results jsonb := '[]'::jsonb;
begin
  -- The tenders the batch's references already name, read once for the whole batch and kept
  -- up to date as the rows add tenders.
  select coalesce(pg_catalog.jsonb_object_agg(m.key, m.ids), '{}'::jsonb) into v_known
  from (
    select pg_catalog.lower(pg_catalog.btrim(t.reference_number)) as key, pg_catalog.jsonb_agg(t.id) as ids
    from public.tenders t
    where t.workspace_id = p_workspace_id
      and pg_catalog.lower(pg_catalog.btrim(t.reference_number)) in (
        select pg_catalog.lower(pg_catalog.btrim(r.value -> 'tender' ->> 'reference_number'))
        from pg_catalog.jsonb_array_elements(p_rows) r)
    group by 1
  ) m;

  for v_row in select r.value from pg_catalog.jsonb_array_elements(p_rows) r loop
    if p_careful then
      begin
        v_outcome := private.import_row(p_workspace_id, v_row, p_duplicates, p_zone, v_known, v_columns);
      exception when others then
        -- One plain reason per refusal the app cannot foresee; never the database's own words.
        v_outcome := pg_catalog.jsonb_build_object('outcome', 'failed', 'reason', case sqlstate
          when 'TFM01' then 'a created date in the future'
          when 'TFT05' then 'mandatory requirements are incomplete, so it cannot be marked Submitted'
          when 'TFT01' then 'another tender of the workspace has this reference number'
          when '42501' then 'you may not edit this tender'
          when '23514' then 'a value is out of range'
          when '22007' then 'a date that cannot be read'
          when '22008' then 'a date that cannot be read'
          when '22P02' then 'a value that cannot be read'
          when '22003' then 'an amount too large'
          else 'the row could not be saved'
        end);
      end;
    else
      v_outcome := private.import_row(p_workspace_id, v_row, p_duplicates, p_zone, v_known, v_columns);
    end if;
    if v_outcome ->> 'outcome' = 'imported' then
      v_known := v_known || pg_catalog.jsonb_build_object(
        pg_catalog.lower(pg_catalog.btrim(v_row -> 'tender' ->> 'reference_number')),
        pg_catalog.jsonb_build_array(v_outcome -> 'id'));
    end if;
    v_results := v_results || (pg_catalog.jsonb_build_object('line', v_row -> 'line') || v_outcome);
  end loop;
  return v_results;
end;
$$;

revoke all on function private.import_rows(uuid, jsonb, text, text, boolean) from public;
grant execute on function private.import_rows(uuid, jsonb, text, text, boolean) to authenticated;

-- Statistics that keep up with a bulk import. Plans are kept per connection, and those made
-- while the tables were small (a seq scan for a lookup by key) stay until the statistics
-- change: before this, 500 rows took 1.7 s on an empty workspace and 5.7 s once it held
-- 5,000 tenders, until autovacuum's next analyse. Before each batch, a table whose live rows
-- have more than doubled since it was last analysed (and grown by 1,000) is analysed: a
-- handful of times in an import of 10,000 rows, about 0.1 s each. As the tables' owner,
-- which ANALYZE needs; it touches no row.
create function private.refresh_import_statistics()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_table regclass;
begin
  for v_table in
    select c.oid::regclass
    from pg_catalog.pg_class c
    where c.oid in ('public.tenders'::regclass, 'public.tasks'::regclass,
                    'public.tender_requirements'::regclass, 'public.tender_required_documents'::regclass)
      and pg_catalog.pg_stat_get_live_tuples(c.oid) > 2 * greatest(c.reltuples, 0) + 1000
  loop
    execute pg_catalog.format('analyze %s', v_table);
  end loop;
end;
$$;

revoke all on function private.refresh_import_statistics() from public;
grant execute on function private.refresh_import_statistics() to authenticated;

-- A savepoint per row costs about as much as the row itself, and the app has checked every
-- row already: the batch runs without them first, and only when the database refuses a row
-- is it run again from the start, each row in its own savepoint.
create function public.import_tenders(
  p_workspace_id uuid,
  p_rows jsonb,
  p_duplicates text,
  p_tz text
)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_zone text := private.checked_time_zone(p_tz);
begin
  if auth.uid() is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_duplicates is null or p_duplicates not in ('skip', 'update') then
    raise exception 'Duplicates are skipped or update the existing tender' using errcode = '22023';
  end if;
  if pg_catalog.jsonb_typeof(p_rows) is distinct from 'array' or pg_catalog.jsonb_array_length(p_rows) > 1000 then
    raise exception 'A batch is an array of at most 1,000 rows' using errcode = '22023';
  end if;
  if p_workspace_id is null
     or p_workspace_id not in (select private.member_workspace_ids('{admin,manager}')) then
    raise exception 'Only admins and managers import tenders' using errcode = '42501';
  end if;
  perform private.refresh_import_statistics();
  begin
    return private.import_rows(p_workspace_id, p_rows, p_duplicates, v_zone, false);
  exception when others then
    return private.import_rows(p_workspace_id, p_rows, p_duplicates, v_zone, true);
  end;
end;
$$;

revoke all on function public.import_tenders(uuid, jsonb, text, text) from public, anon;
grant execute on function public.import_tenders(uuid, jsonb, text, text) to authenticated;

comment on function public.import_tenders(uuid, jsonb, text, text) is
  'Imports one batch (≤ 1,000 rows of {line, tender, created_date}) into a workspace in one transaction: new tenders through save_tender (default tasks included), an existing reference skipped or updated (p_duplicates skip|update), a refused row reported failed with a plain reason. Admins and managers. Returns [{line, outcome, id?, reason?}].';

-- The wizard's Duplicates step: how many of the file's rows have a reference number the
-- workspace already has (each row counted; compared as import_tenders compares them).
create function public.existing_reference_count(p_workspace_id uuid, p_references text[])
returns integer
language sql
stable
security invoker
set search_path = ''
as $$
  select pg_catalog.count(*)::integer
  from pg_catalog.unnest(p_references) r (reference)
  where exists (
    select 1 from public.tenders t
    where t.workspace_id = p_workspace_id
      and pg_catalog.lower(pg_catalog.btrim(t.reference_number)) = pg_catalog.lower(pg_catalog.btrim(r.reference))
  )
$$;

revoke all on function public.existing_reference_count(uuid, text[]) from public, anon;
grant execute on function public.existing_reference_count(uuid, text[]) to authenticated;

comment on function public.existing_reference_count(uuid, text[]) is
  'How many of the given reference numbers (each counted) a workspace''s tenders already have, trimmed and case-insensitively; RLS: only the caller''s workspaces.';

-- ===========================================================================================
-- supabase/schemas/10_dashboard_reports.sql
-- ===========================================================================================

-- The dashboard and the reports: every number is a SQL aggregate over one workspace, so a
-- screen costs the same at 10 tenders or 10,000.
--
-- All functions are security invoker (RLS decides: a workspace the caller is not a member of
-- gives zeros and empty lists), stable, with an empty search_path. They take the workspace
-- explicitly and the user's IANA time zone (p_tz, checked by private.checked_time_zone;
-- unknown → 22023): months and "today" are the user's, never UTC's.
--
--   "Submitted" = reached submission: status submitted, won or lost.
--   A report period counts the tenders created in it (the reports' rule).
--   value = our bid price, else the estimate (private.tender_value); every amount is per
--   currency, never added across currencies.

create type public.report_period as enum ('6m', '12m', 'year', 'all');

-- The first month of a report period, in the user's time zone: the last 6 or 12 calendar
-- months including this one, January of this year, or (all) the month of the workspace's
-- oldest tender (this month when there is none).
create function private.period_start(p_workspace_id uuid, p_tz text, p_period public.report_period)
returns date
language sql
stable
security invoker
set search_path = ''
as $$
  with this_month as (
    select pg_catalog.date_trunc('month', pg_catalog.now() at time zone p_tz)::date as m
  )
  select case p_period
    when '6m' then (m - interval '5 months')::date
    when '12m' then (m - interval '11 months')::date
    when 'year' then pg_catalog.date_trunc('year', pg_catalog.now() at time zone p_tz)::date
    when 'all' then least(m, coalesce((
      select pg_catalog.date_trunc('month', pg_catalog.min(t.created_at) at time zone p_tz)::date
      from public.tenders t
      where t.workspace_id = p_workspace_id), m))
  end
  from this_month;
$$;

revoke all on function private.period_start(uuid, text, public.report_period) from public;
grant execute on function private.period_start(uuid, text, public.report_period) to authenticated;

-- The whole dashboard but its lists, in one document:
--   today       the user's date (YYYY-MM-DD)
--   total, submitted, won, lost          tender counts
--   statuses    [{status, count}] every status, in private.tender_status_order
--   tasks       {total, completed, statuses: [{status, count}] every status, enum order}
--   pipeline    [{currency, count, valued, total, weighted}] open tenders (under review, in
--               development, submitted) per currency; weighted = Σ value × probability ÷ 100
--   win_value   [{currency, won, lost, won_value, lost_value}] decided bids per currency
create or replace function public.dashboard_summary(p_workspace_id uuid, p_tz text)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_today date := (pg_catalog.now() at time zone private.checked_time_zone(p_tz))::date;
  v_result jsonb;
begin
  with tender_counts as (
    select t.status, pg_catalog.count(*)::integer as n
    from public.tenders t
    where t.workspace_id = p_workspace_id
    group by t.status
  ),
  task_counts as (
    select k.status, pg_catalog.count(*)::integer as n
    from public.tasks k
    where k.workspace_id = p_workspace_id
    group by k.status
  ),
  valued as (
    select t.status, t.currency, t.probability,
           private.tender_value(t.bid_price, t.estimated_value) as value
    from public.tenders t
    where t.workspace_id = p_workspace_id
      and t.status in ('under-review', 'in-development', 'submitted', 'won', 'lost')
  )
  select pg_catalog.jsonb_build_object(
    'today', v_today,
    'total', coalesce((select pg_catalog.sum(n) from tender_counts), 0),
    'submitted', coalesce((select pg_catalog.sum(n) from tender_counts
                           where status in ('submitted', 'won', 'lost')), 0),
    'won', coalesce((select n from tender_counts where status = 'won'), 0),
    'lost', coalesce((select n from tender_counts where status = 'lost'), 0),
    'statuses', (
      select pg_catalog.jsonb_agg(
               pg_catalog.jsonb_build_object('status', s.status, 'count', coalesce(c.n, 0))
               order by s.pos)
      from pg_catalog.unnest(private.tender_status_order()) with ordinality as s (status, pos)
      left join tender_counts c on c.status = s.status
    ),
    'tasks', pg_catalog.jsonb_build_object(
      'total', coalesce((select pg_catalog.sum(n) from task_counts), 0),
      'completed', coalesce((select n from task_counts where status = 'completed'), 0),
      'statuses', (
        select pg_catalog.jsonb_agg(
                 pg_catalog.jsonb_build_object('status', s.status, 'count', coalesce(c.n, 0))
                 order by s.pos)
        from pg_catalog.unnest(pg_catalog.enum_range(null::public.task_status))
               with ordinality as s (status, pos)
        left join task_counts c on c.status = s.status
      )
    ),
    'pipeline', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'currency', p.currency, 'count', p.n, 'valued', p.valued, 'total', p.total,
               'weighted', pg_catalog.round(p.weighted, 2))
             order by p.currency)
      from (
        select v.currency, pg_catalog.count(*)::integer as n, pg_catalog.count(v.value)::integer as valued,
               coalesce(pg_catalog.sum(v.value), 0) as total,
               coalesce(pg_catalog.sum(v.value * private.effective_probability(v.probability, v.status, s) / 100.0), 0) as weighted
        from valued v
        left join public.pipeline_settings s on s.workspace_id = p_workspace_id
        where v.status in ('under-review', 'in-development', 'submitted')
        group by v.currency
      ) p), '[]'::jsonb),
    'win_value', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'currency', d.currency, 'won', d.won, 'lost', d.lost,
               'won_value', d.won_value, 'lost_value', d.lost_value)
             order by d.currency)
      from (
        select v.currency,
               pg_catalog.count(*) filter (where v.status = 'won')::integer as won,
               pg_catalog.count(*) filter (where v.status = 'lost')::integer as lost,
               coalesce(pg_catalog.sum(v.value) filter (where v.status = 'won'), 0) as won_value,
               coalesce(pg_catalog.sum(v.value) filter (where v.status = 'lost'), 0) as lost_value
        from valued v
        where v.status in ('won', 'lost')
        group by v.currency
      ) d), '[]'::jsonb)
  )
  into v_result;
  return v_result;
end;
$$;

revoke all on function public.dashboard_summary(uuid, text) from public, anon;
grant execute on function public.dashboard_summary(uuid, text) to authenticated;

-- ---------------------------------------------------------------------------
-- Reports
-- ---------------------------------------------------------------------------

-- Tenders per calendar month of creation (the user's months) over the period, oldest
-- first, every month present (zeros when empty): total, submitted (submitted, won or
-- lost), won, lost.
create function public.tender_trends(
  p_workspace_id uuid,
  p_tz text,
  p_period public.report_period default '6m'
)
returns table (month date, total integer, submitted integer, won integer, lost integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_tz text := private.checked_time_zone(p_tz);
  v_first date := private.period_start(p_workspace_id, v_tz, coalesce(p_period, '6m'));
  v_last date := pg_catalog.date_trunc('month', pg_catalog.now() at time zone v_tz)::date;
begin
  return query
  with months as (
    select g::date as month_start
    from pg_catalog.generate_series(v_first::timestamp, v_last::timestamp, interval '1 month') as g
  ),
  created as (
    select pg_catalog.date_trunc('month', t.created_at at time zone v_tz)::date as month_start, t.status
    from public.tenders t
    where t.workspace_id = p_workspace_id
      and t.created_at >= (v_first::timestamp at time zone v_tz)
  )
  select m.month_start,
         pg_catalog.count(c.status)::integer,
         (pg_catalog.count(c.status) filter (where c.status in ('submitted', 'won', 'lost')))::integer,
         (pg_catalog.count(c.status) filter (where c.status = 'won'))::integer,
         (pg_catalog.count(c.status) filter (where c.status = 'lost'))::integer
  from months m
  left join created c on c.month_start = m.month_start
  group by m.month_start
  order by m.month_start;
end;
$$;

revoke all on function public.tender_trends(uuid, text, public.report_period) from public, anon;
grant execute on function public.tender_trends(uuid, text, public.report_period) to authenticated;

-- Tenders created in the period per status: every status, in private.tender_status_order;
-- 0 when none.
create or replace function public.tender_status_counts(
  p_workspace_id uuid,
  p_tz text,
  p_period public.report_period default '6m'
)
returns table (status public.tender_status, count integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_tz text := private.checked_time_zone(p_tz);
  v_first date := private.period_start(p_workspace_id, v_tz, coalesce(p_period, '6m'));
begin
  return query
  with counted as (
    select t.status, pg_catalog.count(*)::integer as n
    from public.tenders t
    where t.workspace_id = p_workspace_id
      and t.created_at >= (v_first::timestamp at time zone v_tz)
    group by t.status
  )
  select s.status, coalesce(c.n, 0)
  from pg_catalog.unnest(private.tender_status_order()) with ordinality as s (status, pos)
  left join counted c on c.status = s.status
  order by s.pos;
end;
$$;

revoke all on function public.tender_status_counts(uuid, text, public.report_period) from public, anon;
grant execute on function public.tender_status_counts(uuid, text, public.report_period) to authenticated;

-- Tenders created in the period, every amount per currency, as one document:
--   pipeline      [{status, currency, count, valued, total, weighted}] open tenders by status;
--                 total = Σ value, weighted = Σ value × probability ÷ 100 (numeric, exact)
--   won_by_month  [{month, currency, count, value}] won tenders by the month they were created
--   win_rates     [{currency, won, lost, won_value, lost_value}] decided bids; cancelled left out
--   loss_reasons  [{reason, count}] lost tenders by reason (reason null: not recorded), most first
--   competitors   [{winner, currency, count, value}] who won what we lost, most first (top 10)
create function public.value_report(
  p_workspace_id uuid,
  p_tz text,
  p_period public.report_period default '6m'
)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_tz text := private.checked_time_zone(p_tz);
  v_first date := private.period_start(p_workspace_id, v_tz, coalesce(p_period, '6m'));
  v_result jsonb;
begin
  with settings as (
    select s.* from public.pipeline_settings s where s.workspace_id = p_workspace_id
  ),
  period as (
    select t.*, private.tender_value(t.bid_price, t.estimated_value) as value
    from public.tenders t
    where t.workspace_id = p_workspace_id
      and t.created_at >= (v_first::timestamp at time zone v_tz)
  ),
  pipeline as (
    select p.status, p.currency, pg_catalog.count(*)::integer as n,
           pg_catalog.count(p.value)::integer as valued,
           coalesce(pg_catalog.sum(p.value), 0) as total,
           coalesce(pg_catalog.sum(p.value * private.effective_probability(p.probability, p.status, s) / 100.0), 0) as weighted
    from period p
    left join settings s on true
    where p.status in ('under-review', 'in-development', 'submitted')
    group by p.status, p.currency
  ),
  decided as (
    select p.currency,
           pg_catalog.count(*) filter (where p.status = 'won')::integer as won,
           pg_catalog.count(*) filter (where p.status = 'lost')::integer as lost,
           coalesce(pg_catalog.sum(p.value) filter (where p.status = 'won'), 0) as won_value,
           coalesce(pg_catalog.sum(p.value) filter (where p.status = 'lost'), 0) as lost_value
    from period p
    where p.status in ('won', 'lost')
    group by p.currency
  )
  select pg_catalog.jsonb_build_object(
    'pipeline', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'status', x.status, 'currency', x.currency, 'count', x.n, 'valued', x.valued,
               'total', x.total, 'weighted', pg_catalog.round(x.weighted, 2))
             order by x.status, x.currency)
      from pipeline x), '[]'::jsonb),
    'won_by_month', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'month', w.month, 'currency', w.currency, 'count', w.n, 'value', w.value)
             order by w.month, w.currency)
      from (
        select pg_catalog.date_trunc('month', p.created_at at time zone v_tz)::date as month, p.currency,
               pg_catalog.count(*)::integer as n, coalesce(pg_catalog.sum(p.value), 0) as value
        from period p where p.status = 'won'
        group by 1, 2
      ) w), '[]'::jsonb),
    'win_rates', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'currency', d.currency, 'won', d.won, 'lost', d.lost,
               'won_value', d.won_value, 'lost_value', d.lost_value)
             order by d.currency)
      from decided d), '[]'::jsonb),
    'loss_reasons', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('reason', r.reason, 'count', r.n)
             order by r.n desc, r.reason nulls last)
      from (
        select lr.label as reason, pg_catalog.count(*)::integer as n
        from period p
        left join public.tender_outcomes o on o.tender_id = p.id
        left join public.loss_reasons lr on lr.id = o.loss_reason_id
        where p.status = 'lost'
        group by lr.label
      ) r), '[]'::jsonb),
    'competitors', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'winner', c.winner, 'currency', c.currency, 'count', c.n, 'value', c.value)
             order by c.n desc, c.value desc, c.winner)
      from (
        select pg_catalog.min(pg_catalog.btrim(o.winner)) as winner, p.currency,
               pg_catalog.count(*)::integer as n, coalesce(pg_catalog.sum(o.winning_price), 0) as value
        from period p
        join public.tender_outcomes o on o.tender_id = p.id
        where p.status = 'lost' and pg_catalog.btrim(coalesce(o.winner, '')) <> ''
        group by pg_catalog.lower(pg_catalog.btrim(o.winner)), p.currency
        order by n desc, value desc
        limit 10
      ) c), '[]'::jsonb)
  )
  into v_result;
  return v_result;
end;
$$;

revoke all on function public.value_report(uuid, text, public.report_period) from public, anon;
grant execute on function public.value_report(uuid, text, public.report_period) to authenticated;

-- Won and lost tenders created in the period (the reports' rule, the user's months): how
-- many have a recorded score, and their average score (one decimal; null when none).
-- Buyer-cancelled, declined and open tenders are neither, so never counted.
create function public.bid_score_report(
  p_workspace_id uuid,
  p_tz text,
  p_period public.report_period default '6m'
)
returns table (outcome public.tender_status, scored integer, average_score numeric)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_tz text := private.checked_time_zone(p_tz);
  v_first date := private.period_start(p_workspace_id, v_tz, coalesce(p_period, '6m'));
begin
  return query
  select o.status,
         pg_catalog.count(d.score)::integer,
         pg_catalog.round(pg_catalog.avg(d.score), 1)
  from pg_catalog.unnest(array['won', 'lost']::public.tender_status[]) with ordinality as o (status, pos)
  left join public.tenders t
    on t.workspace_id = p_workspace_id and t.status = o.status
   and t.created_at >= (v_first::timestamp at time zone v_tz)
  left join public.bid_decisions d on d.tender_id = t.id and d.score is not null
  group by o.status, o.pos
  order by o.pos;
end;
$$;

revoke all on function public.bid_score_report(uuid, text, public.report_period) from public, anon;
grant execute on function public.bid_score_report(uuid, text, public.report_period) to authenticated;
