-- Invitations and sign-up (issue 23, item 1): an invited colleague no longer ends up with a
-- second, empty workspace of their own.
--
-- 1. A sign-up whose metadata carries `invitation_token`, the token of a pending invitation
--    sent to that exact address, gets no workspace of its own: it joins the inviting
--    workspace with the invited role (current), as accepting would. Like accepting, this
--    needs a confirmed address: an account created unconfirmed joins when its address is
--    confirmed. Any other token (unknown, expired, used, revoked, for another address, not
--    a string) changes nothing: the sign-up gets its own workspace as before.
-- 2. Joining a workspace whose name equals (ignoring case and outer spaces) that of a
--    workspace the joiner is alone in renames the joiner's one to "<first name>'s
--    workspace", so the switcher never lists two identical names.
-- 3. delete_workspace(): the last member of a workspace (its admin) deletes it while it has
--    no tenders and they belong to another workspace. TFW01 other members, TFW02 tenders,
--    TFW03 their only workspace, 42501 not its admin.
-- 4. Nobody is left without a workspace: losing one's last membership (removed, or left)
--    gives a new workspace of one's own, "<first name>'s workspace".
-- 5. invitation_details() also says whether the caller is the one who accepted it (joined).

-- ---------------------------------------------------------------------------
-- Joining: one definition for accepting and for signing up by invitation
-- ---------------------------------------------------------------------------

-- The pending invitation whose token a sign-up's metadata carries, when it was sent to
-- p_email; null otherwise. Locks the invitation row.
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

-- Adds p_user to the invitation's workspace with its role, marks the invitation accepted
-- by them and makes the workspace their current one. A workspace p_user is alone in that
-- bears the same name is renamed after them. Returns the workspace's id. The caller has
-- checked that the invitation is pending and meant for p_user.
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

-- ---------------------------------------------------------------------------
-- Sign-up and confirmation
-- ---------------------------------------------------------------------------

-- Sign-up: the profile, as before; then a workspace (private.give_workspace).
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

create trigger on_auth_user_confirmed
  after update of email_confirmed_at on auth.users
  for each row
  when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function private.handle_confirmed_user();

-- ---------------------------------------------------------------------------
-- Nobody is left without a workspace
-- ---------------------------------------------------------------------------

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

create trigger workspace_members_keep_a_workspace
  after delete on public.workspace_members
  for each row execute function private.keep_a_workspace();

-- Deleting an account, as before (B10), but flagged first so that the memberships it
-- removes do not make the user a new workspace.
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

-- ---------------------------------------------------------------------------
-- Accepting, through the same join
-- ---------------------------------------------------------------------------

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

-- ---------------------------------------------------------------------------
-- The invitation page: whether the caller is the one who joined
-- ---------------------------------------------------------------------------

drop function public.invitation_details(text);
drop function private.invitation_details(text);

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

-- ---------------------------------------------------------------------------
-- Deleting an empty workspace
-- ---------------------------------------------------------------------------

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

create function public.delete_workspace(p_workspace_id uuid)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.delete_workspace(p_workspace_id);
$$;

comment on table public.workspaces is 'A team sharing tenders and tasks. Created at sign-up (unless the sign-up joins by invitation); renamed by its admins; deleted by its last member while it has no tenders.';

-- ---------------------------------------------------------------------------
-- Function privileges
-- ---------------------------------------------------------------------------

revoke all on function
  private.sign_up_invitation(jsonb, text),
  private.join_workspace(uuid, uuid),
  private.give_workspace(uuid, jsonb, text, boolean),
  private.handle_confirmed_user(),
  private.keep_a_workspace(),
  private.invitation_details(text),
  private.delete_workspace(uuid)
  from public, anon, authenticated;

grant execute on function
  private.invitation_details(text),
  private.delete_workspace(uuid)
  to authenticated;

revoke all on function public.invitation_details(text), public.delete_workspace(uuid) from public, anon;
grant execute on function public.invitation_details(text), public.delete_workspace(uuid) to authenticated;
