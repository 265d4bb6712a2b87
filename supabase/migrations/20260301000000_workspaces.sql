-- Workspaces (issue 11): tenders and tasks belong to a team, not to one user.
--
--   workspaces              id, name, created_at, created_by
--   workspace_members       (workspace_id, user_id) → role admin | manager | user
--   workspace_invitations   an admin's invitation by email, with a role and a 7-day expiry;
--                           its token is stored hashed in private.workspace_invitation_tokens
--   tenders.workspace_id    not null, defaults to the caller's current workspace
--   tasks.workspace_id      always its tender's (composite foreign key, filled when omitted)
--   tasks.assignee_id       a member of the task's workspace, or null
--   user_profiles.current_workspace_id   the workspace the app shows (must be a membership)
--
-- Roles (RLS and function checks, not hidden buttons):
--   every member   reads the workspace's tenders, tasks, members and colleagues' profiles;
--                  adds, edits, assigns and deletes tasks
--   manager, admin create, edit and delete tenders
--   admin          invites, changes roles, removes members, renames the workspace
-- A workspace always keeps an admin: removing or demoting the last one raises
-- 'Cannot delete the admin user' (SQLSTATE TFA01).
--
-- Policies are one per command, `to authenticated`, and call security-definer helpers in
-- schema private in forms Postgres evaluates once per statement
-- (`workspace_id in (select private.member_workspace_ids())`). PostgREST exposes only
-- public, so private is unreachable through the API; authenticated may use the schema and
-- execute exactly the helpers granted at the end of this file.
--
-- Existing data: every user gets a workspace of their own as its admin (and current), and
-- their tenders and tasks move into it. Nothing is deleted.

create type public.workspace_role as enum ('admin', 'manager', 'user');

create type public.invitation_status as enum ('pending', 'accepted', 'expired', 'revoked');

-- Functions in private are executable only where this file grants it.
alter default privileges in schema private revoke execute on functions from public;

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

comment on table public.workspaces is 'A team sharing tenders and tasks. Created for every user at sign-up; renamed by its admins.';

create index workspaces_created_by_idx on public.workspaces (created_by);

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
-- At most one pending invitation per address and workspace (create_invitation replaces it).
create unique index workspace_invitations_open_email_key
  on public.workspace_invitations (workspace_id, email)
  where accepted_at is null and revoked_at is null;

-- The sha256 of each invitation's token, out of the API's reach (no grant on it at all).
create table private.workspace_invitation_tokens (
  invitation_id uuid primary key references public.workspace_invitations (id) on delete cascade,
  token_hash text not null unique
);

alter table private.workspace_invitation_tokens enable row level security;
revoke all on table private.workspace_invitation_tokens from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- New columns on existing tables (nullable until the data is migrated below)
-- ---------------------------------------------------------------------------

alter table public.user_profiles
  add column current_workspace_id uuid references public.workspaces (id) on delete set null;

create index user_profiles_current_workspace_id_idx on public.user_profiles (current_workspace_id);

alter table public.tenders
  add column workspace_id uuid references public.workspaces (id) on delete cascade;

alter table public.tasks
  add column workspace_id uuid,
  add column assignee_id uuid;

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

-- ---------------------------------------------------------------------------
-- Data migration: a workspace per existing user, their rows move into it
-- ---------------------------------------------------------------------------

-- Moving rows is not editing them: keep their updated_at.
alter table public.tenders disable trigger tenders_set_updated_at;
alter table public.tasks disable trigger tasks_set_updated_at;
alter table public.user_profiles disable trigger user_profiles_set_updated_at;

-- A membership needs a profile; users from before the profile trigger get a minimal one.
insert into public.user_profiles (id, name, email)
select u.id,
       pg_catalog.left(coalesce(pg_catalog.split_part(u.email, '@', 1), ''), 200),
       case when pg_catalog.char_length(u.email) <= 320 then u.email end
from auth.users u
on conflict (id) do nothing;

with created as (
  insert into public.workspaces (name, created_by, created_at)
  select private.default_workspace_name(p.company, p.name), p.id, coalesce(u.created_at, now())
  from public.user_profiles p
  join auth.users u on u.id = p.id
  returning id, created_by, created_at
)
insert into public.workspace_members (workspace_id, user_id, role, created_at)
select c.id, c.created_by, 'admin', c.created_at
from created c;

update public.user_profiles p
set current_workspace_id = w.id
from public.workspaces w
where w.created_by = p.id;

update public.tenders t
set workspace_id = w.id
from public.workspaces w
where w.created_by = t.user_id;

update public.tasks k
set workspace_id = t.workspace_id
from public.tenders t
where t.id = k.tender_id;

alter table public.tenders enable trigger tenders_set_updated_at;
alter table public.tasks enable trigger tasks_set_updated_at;
alter table public.user_profiles enable trigger user_profiles_set_updated_at;

-- ---------------------------------------------------------------------------
-- Constraints and indexes on the migrated columns
-- ---------------------------------------------------------------------------

alter table public.tenders
  alter column workspace_id set not null,
  alter column workspace_id set default private.current_workspace_id(),
  -- The target of tasks' composite foreign key.
  add constraint tenders_id_workspace_id_key unique (id, workspace_id);

comment on table public.tenders is 'Bids a workspace tracks. user_id is who created the tender; members read, admins and managers write.';

-- The list: a workspace's tenders newest first, or by submission deadline (undated last),
-- optionally for one status; each with count=exact and a page of 25.
create index tenders_workspace_id_created_at_idx on public.tenders (workspace_id, created_at desc);
create index tenders_workspace_id_submission_date_idx
  on public.tenders (workspace_id, tender_submission_date asc nulls last, created_at desc);
create index tenders_workspace_id_status_created_at_idx
  on public.tenders (workspace_id, status, created_at desc);

-- user_id is now only "created by": a plain index serves its foreign key.
drop index public.tenders_user_id_submission_date_idx;
drop index public.tenders_user_id_created_at_idx;
create index tenders_user_id_idx on public.tenders (user_id);

alter table public.tasks
  alter column workspace_id set not null,
  drop constraint tasks_tender_id_fkey,
  -- A task lives in its tender's workspace: the pair must exist in tenders.
  add constraint tasks_tender_id_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade,
  -- The assignee is a member of the task's workspace; removing the member unassigns.
  add constraint tasks_assignee_id_fkey foreign key (workspace_id, assignee_id)
    references public.workspace_members (workspace_id, user_id) on delete set null (assignee_id);

comment on table public.tasks is 'Tasks of a tender, in the tender''s workspace. Any member reads and writes them; user_id is who created the task.';

drop index public.tasks_tender_id_created_at_idx;
create index tasks_tender_id_workspace_id_created_at_idx on public.tasks (tender_id, workspace_id, created_at);
create index tasks_workspace_id_assignee_id_idx on public.tasks (workspace_id, assignee_id);

comment on table public.user_profiles is 'Profile of each auth user (id = auth.users.id); created at sign-up by private.handle_new_user(). Readable by colleagues in a shared workspace.';

-- ---------------------------------------------------------------------------
-- Triggers
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

create trigger tasks_fill_workspace
  before insert on public.tasks
  for each row execute function private.fill_task_workspace();

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

create trigger workspace_members_keep_an_admin
  before update of role or delete on public.workspace_members
  for each row execute function private.keep_an_admin();

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

create trigger user_profiles_check_current_workspace
  before insert or update of current_workspace_id on public.user_profiles
  for each row execute function private.check_current_workspace();

-- Sign-up: the profile (as before), plus the user's own workspace with them as its admin,
-- selected as current. Odd metadata (missing, null, not an object, unicode, far too long)
-- must never make sign-up fail, so every value is trimmed, defaulted and cut to the limits.
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
  v_workspace uuid;
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

  insert into public.user_profiles (id, name, email, avatar, company)
  values (
    new.id,
    v_name,
    case when pg_catalog.char_length(new.email) <= 320 then new.email end,
    case
      when pg_catalog.char_length(meta ->> 'avatar_url') <= 2048 then nullif(meta ->> 'avatar_url', '')
    end,
    v_company
  )
  on conflict (id) do nothing;

  if not exists (select 1 from public.workspace_members m where m.user_id = new.id) then
    insert into public.workspaces (name, created_by)
    values (private.default_workspace_name(v_company, v_name), new.id)
    returning id into v_workspace;

    insert into public.workspace_members (workspace_id, user_id, role)
    values (v_workspace, new.id, 'admin');

    update public.user_profiles set current_workspace_id = v_workspace where id = new.id;
  end if;

  return new;
end;
$$;

-- Deleting an auth user (B10). Their profile and memberships go with them (cascade), and:
--   * a workspace where they are the only member is deleted with all its tenders and tasks;
--   * where they are the last admin of a shared workspace, its longest-standing other
--     member becomes admin;
--   * tenders and tasks they created in workspaces that stay pass to that workspace's
--     longest-standing admin (user_id is "created by"), so the team loses nothing;
--   * tasks assigned to them become unassigned; invitations they sent stay.
create function private.handle_deleted_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
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

create trigger on_auth_user_deleted
  before delete on auth.users
  for each row execute function private.handle_deleted_user();

-- ---------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------

alter table public.workspaces enable row level security;
alter table public.workspace_members enable row level security;
alter table public.workspace_invitations enable row level security;

drop policy tenders_select_own on public.tenders;
drop policy tenders_insert_own on public.tenders;
drop policy tenders_update_own on public.tenders;
drop policy tenders_delete_own on public.tenders;
drop policy tasks_select_own on public.tasks;
drop policy tasks_insert_own on public.tasks;
drop policy tasks_update_own on public.tasks;
drop policy tasks_delete_own on public.tasks;
drop policy user_profiles_select_own on public.user_profiles;

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

-- user_profiles: own row and colleagues' rows are readable; only the own row is written.
create policy user_profiles_select_colleagues on public.user_profiles
  for select to authenticated
  using ((select auth.uid()) = id or id in (select private.colleague_ids()));

-- ---------------------------------------------------------------------------
-- Grants
-- ---------------------------------------------------------------------------

revoke all on table public.workspaces, public.workspace_members, public.workspace_invitations
  from anon, authenticated;

grant select on table public.workspaces to authenticated;
grant update (name) on table public.workspaces to authenticated;
grant select, delete on table public.workspace_members to authenticated;
grant update (role) on table public.workspace_members to authenticated;
grant select on table public.workspace_invitations to authenticated;
grant update (revoked_at) on table public.workspace_invitations to authenticated;

-- Every column but the creator and the workspace may be updated (id too: PostgREST's
-- upsert sets it).
revoke update on table public.tenders, public.tasks from authenticated;
grant update (
  id, reference_number, client, title, description, channel, type, status, bid_bond,
  inquiry_submission_date, tender_submission_date, created_at, updated_at
) on table public.tenders to authenticated;
grant update (
  id, tender_id, name, description, status, assignee_id, created_at, updated_at
) on table public.tasks to authenticated;

-- ---------------------------------------------------------------------------
-- Functions the API calls
-- ---------------------------------------------------------------------------

-- Copies every template, oldest first, into the given tender as not-started tasks created
-- by the caller, in the tender's workspace. Returns the new tasks in that order (nothing
-- when there are no templates). 42501 when the caller is anonymous or cannot see the
-- tender. Each task's created_at is now() plus its position in microseconds, so listing a
-- tender's tasks by created_at keeps the template order.
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
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;

  select t.workspace_id into v_workspace from public.tenders t where t.id = p_tender_id;
  if v_workspace is null then
    raise exception 'Tender not found' using errcode = '42501';
  end if;

  return query
  with templates as (
    select d.name, d.description,
           pg_catalog.row_number() over (order by d.created_at, d.id) as pos
    from public.default_tasks d
  ),
  inserted as (
    insert into public.tasks (tender_id, workspace_id, user_id, name, description, status, created_at, updated_at)
    select p_tender_id, v_workspace, v_uid, tp.name, tp.description, 'not-started'::public.task_status,
           pg_catalog.now() + (tp.pos - 1) * interval '1 microsecond',
           pg_catalog.now() + (tp.pos - 1) * interval '1 microsecond'
    from templates tp
    returning *
  )
  select i.* from inserted i order by i.created_at, i.id;
end;
$$;

-- create_tender gains the workspace (null: the caller's current workspace). Admins and
-- managers only (the insert policy; 42501 otherwise).
drop function public.create_tender(text, text, text, text, public.tender_channel, public.tender_type, boolean, date, date);

create function public.create_tender(
  p_reference_number text,
  p_client text,
  p_title text,
  p_description text default '',
  p_channel public.tender_channel default 'other',
  p_type public.tender_type default 'public-tender',
  p_bid_bond boolean default false,
  p_inquiry_submission_date date default null,
  p_tender_submission_date date default null,
  p_workspace_id uuid default null
)
returns public.tenders
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_tender public.tenders;
begin
  if auth.uid() is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;

  insert into public.tenders (
    workspace_id, reference_number, client, title, description, channel, type, bid_bond,
    inquiry_submission_date, tender_submission_date, status
  )
  values (
    coalesce(p_workspace_id, private.current_workspace_id()),
    p_reference_number, p_client, p_title, coalesce(p_description, ''), p_channel, p_type,
    coalesce(p_bid_bond, false), p_inquiry_submission_date, p_tender_submission_date, 'under-review'
  )
  returning * into v_tender;

  perform public.create_default_tasks(v_tender.id);
  return v_tender;
end;
$$;

-- Tenders whose reference number, title or client contains p_query (case-insensitive,
-- anywhere, '%' and '_' are plain text; blank matches all), in p_workspace_id — or, when
-- null, in every workspace the caller belongs to. Status filter, order and paging are left
-- to the caller (PostgREST's eq, order and range on top).
drop function public.search_tenders(text);

create function public.search_tenders(p_query text default '', p_workspace_id uuid default null)
returns setof public.tenders
language sql
stable
security invoker
set search_path = ''
as $$
  select t.*
  from public.tenders t
  where (p_workspace_id is null or t.workspace_id = p_workspace_id)
    and (
      pg_catalog.btrim(coalesce(p_query, '')) = ''
      or pg_catalog.strpos(pg_catalog.lower(t.reference_number), pg_catalog.lower(pg_catalog.btrim(p_query))) > 0
      or pg_catalog.strpos(pg_catalog.lower(t.title), pg_catalog.lower(pg_catalog.btrim(p_query))) > 0
      or pg_catalog.strpos(pg_catalog.lower(t.client), pg_catalog.lower(pg_catalog.btrim(p_query))) > 0
    );
$$;

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

-- ---------------------------------------------------------------------------
-- Invitations: public, security-invoker entry points over definer helpers in private
-- ---------------------------------------------------------------------------

-- sha256 of a token, hex. Tokens are 43 characters of base64url (32 random bytes).
create function private.invitation_token_hash(p_token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(p_token, 'UTF8')), 'hex');
$$;

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

-- What the invitation page shows a signed-in visitor holding the token: nothing for an
-- unknown token.
create function private.invitation_details(p_token text)
returns table (
  workspace_name text,
  inviter_name text,
  email text,
  role public.workspace_role,
  status public.invitation_status,
  expires_at timestamptz
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
         i.expires_at
  from private.workspace_invitation_tokens k
  join public.workspace_invitations i on i.id = k.invitation_id
  join public.workspaces w on w.id = i.workspace_id
  left join public.user_profiles p on p.id = i.invited_by
  where auth.uid() is not null
    and pg_catalog.char_length(p_token) <= 200
    and k.token_hash = private.invitation_token_hash(p_token);
$$;

create function public.invitation_details(p_token text)
returns table (
  workspace_name text,
  inviter_name text,
  email text,
  role public.workspace_role,
  status public.invitation_status,
  expires_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.invitation_details(p_token);
$$;

-- Joins the caller to the invitation's workspace with its role (once), makes it their
-- current workspace and returns its id. Refusals, each with its own SQLSTATE:
--   TFI01 unknown token, TFI02 expired, TFI03 already used, TFI04 revoked,
--   TFI05 sent to another address, 23505 already a member, 42501 not signed in.
create function private.accept_invitation(p_token text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_invitation public.workspace_invitations;
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

  if not exists (
    select 1 from auth.users u
    where u.id = v_uid and pg_catalog.lower(pg_catalog.btrim(u.email)) = v_invitation.email
  ) then
    raise exception 'This invitation was sent to another email address' using errcode = 'TFI05';
  end if;

  if exists (
    select 1 from public.workspace_members m
    where m.workspace_id = v_invitation.workspace_id and m.user_id = v_uid
  ) then
    raise exception 'Already a member of this workspace' using errcode = '23505';
  end if;

  insert into public.workspace_members (workspace_id, user_id, role)
  values (v_invitation.workspace_id, v_uid, v_invitation.role);

  update public.workspace_invitations
  set accepted_at = pg_catalog.now(), accepted_by = v_uid
  where id = v_invitation.id;

  update public.user_profiles set current_workspace_id = v_invitation.workspace_id where id = v_uid;

  return v_invitation.workspace_id;
end;
$$;

create function public.accept_invitation(p_token text)
returns uuid
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.accept_invitation(p_token);
$$;

-- ---------------------------------------------------------------------------
-- Function privileges
-- ---------------------------------------------------------------------------

-- authenticated may use schema private (PostgREST does not expose it) and execute exactly
-- these helpers; anon gets nothing.
grant usage on schema private to authenticated;

revoke all on function
  private.member_workspace_ids(public.workspace_role[]),
  private.colleague_ids(),
  private.current_workspace_id(),
  private.default_workspace_name(text, text),
  private.fill_task_workspace(),
  private.keep_an_admin(),
  private.check_current_workspace(),
  private.handle_deleted_user(),
  private.invitation_token_hash(text),
  private.create_invitation(uuid, text, text, public.workspace_role),
  private.invitation_details(text),
  private.accept_invitation(text)
  from public, anon, authenticated;

grant execute on function
  private.member_workspace_ids(public.workspace_role[]),
  private.colleague_ids(),
  private.current_workspace_id(),
  private.create_invitation(uuid, text, text, public.workspace_role),
  private.invitation_details(text),
  private.accept_invitation(text)
  to authenticated;

revoke all on function
  public.create_tender(text, text, text, text, public.tender_channel, public.tender_type, boolean, date, date, uuid),
  public.search_tenders(text, uuid),
  public.user_workspaces(),
  public.create_invitation(uuid, text, text, public.workspace_role),
  public.invitation_details(text),
  public.accept_invitation(text)
  from public, anon;

grant execute on function
  public.create_tender(text, text, text, text, public.tender_channel, public.tender_type, boolean, date, date, uuid),
  public.search_tenders(text, uuid),
  public.user_workspaces(),
  public.create_invitation(uuid, text, text, public.workspace_role),
  public.invitation_details(text),
  public.accept_invitation(text)
  to authenticated;
