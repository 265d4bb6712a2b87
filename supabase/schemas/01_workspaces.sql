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
-- then, none), else one of their own, named after their company or first name, as admin,
-- whose tenders start in the currency the sign-up form read from the browser's locale.
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

  update public.pipeline_settings s
  set default_currency = pg_catalog.upper(pg_catalog.btrim(p_meta ->> 'currency'))
  where s.workspace_id = v_workspace
    and pg_catalog.jsonb_typeof(p_meta -> 'currency') = 'string'
    and pg_catalog.upper(pg_catalog.btrim(p_meta ->> 'currency')) ~ '^[A-Z]{3}$';

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
-- (23505) or is not an email address (22023). Returns the token; only its sha256 is stored.
-- The token is derived from the invitation's id with the server secret
-- (private.invitation_token, 08_reminders.sql) so the reminder job can put the link into
-- the invitation email without the token being kept anywhere.
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

  v_token := private.invitation_token(v_id);
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

-- What the invitation page shows anyone holding a link that still works (pending: not
-- accepted, revoked or expired): who invites, to which workspace, as what. Nothing else (not
-- the address, not the expiry), and nothing at all for any other token, so a guessed or old
-- link learns nothing. Callable signed out: the page names them before one signs up.
create function private.invitation_preview(p_token text)
returns table (inviter_name text, workspace_name text, role public.workspace_role)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(p.name, ''), w.name, i.role
  from private.workspace_invitation_tokens k
  join public.workspace_invitations i on i.id = k.invitation_id
  join public.workspaces w on w.id = i.workspace_id
  left join public.user_profiles p on p.id = i.invited_by
  where pg_catalog.char_length(p_token) <= 200
    and k.token_hash = private.invitation_token_hash(p_token)
    and i.accepted_at is null
    and i.revoked_at is null
    and i.expires_at > pg_catalog.now();
$$;

revoke all on function private.invitation_preview(text) from public;
grant execute on function private.invitation_preview(text) to anon, authenticated;

create function public.invitation_preview(p_token text)
returns table (inviter_name text, workspace_name text, role public.workspace_role)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.invitation_preview(p_token);
$$;

revoke all on function public.invitation_preview(text) from public, service_role;
grant execute on function public.invitation_preview(text) to anon, authenticated;

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
