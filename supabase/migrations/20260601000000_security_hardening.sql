-- What a penetration test found in the schema (issue 21), closed at the root:
--
-- 1. Storage: policies are OR-ed, separately for USING and WITH CHECK, so an object could
--    move from tender-documents into the public avatars bucket through one bucket's
--    USING and the other's WITH CHECK, and a copy needs only select on the source and
--    insert on the destination. A trigger now refuses, for API roles, any change of an
--    object's bucket and any copy (see private.guard_storage_object below).
-- 2. user_profiles.email is the account's address, kept in step with auth.users by a
--    trigger and no longer writable by users; users update only what Settings edits.
-- 3. An upload landing after its uploader left the workspace (a signed upload URL outlives
--    membership) is refused by the same trigger, whoever writes the row.
-- Also: nobody chooses or changes a tender's or task's id (an insert or update with
-- another workspace's id answered 23505 or [] and so confirmed it existed); a profile photo
-- is a file in the user's own avatars folder, not any URL; and an invitation is accepted
-- only by an account whose address is confirmed.

-- ---------------------------------------------------------------------------
-- 1 and 3. Storage objects
-- ---------------------------------------------------------------------------

-- Runs for every write to storage.objects. Storage checks a caller's permission by running
-- its write as the caller (anon or authenticated: RLS applies), then stores the object as
-- its own superuser role. So:
--   * an object never changes bucket through the API: policies are per bucket, and a move
--     must not pass one bucket's USING and another's WITH CHECK;
--   * users never copy: Storage tests a copy by inserting the new row with the source's
--     stored metadata (it carries the eTag of bytes that already exist), while an upload
--     is tested before any bytes are stored (only mimetype and contentLength);
--   * a tender document's uploader must still be a member of the document's workspace when
--     the row is written (a signed upload URL is a bearer token that outlives membership).
create function private.guard_storage_object()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_api boolean := current_user in ('anon', 'authenticated');
  v_owner text := coalesce(new.owner_id, new.owner::text);
begin
  if v_api and tg_op = 'UPDATE' and new.bucket_id is distinct from old.bucket_id then
    raise exception 'An object cannot move to another bucket' using errcode = '42501';
  end if;
  if v_api and tg_op = 'INSERT' and coalesce(new.metadata ? 'eTag', false) then
    raise exception 'Objects cannot be copied' using errcode = '42501';
  end if;
  if new.bucket_id = 'tender-documents'
     and v_owner is not null
     and (tg_op = 'INSERT' or v_owner is distinct from coalesce(old.owner_id, old.owner::text))
     and not exists (
       select 1 from public.workspace_members m
       where m.workspace_id::text = (storage.foldername(new.name))[1] and m.user_id::text = v_owner
     ) then
    raise exception 'The uploader is not a member of this workspace' using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke all on function private.guard_storage_object() from public, anon, authenticated;

create trigger guard_storage_object
  before insert or update on storage.objects
  for each row execute function private.guard_storage_object();

-- ---------------------------------------------------------------------------
-- 2. Profiles: the email is the account's; users update what Settings edits
-- ---------------------------------------------------------------------------

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

revoke all on function private.sync_profile_email() from public, anon, authenticated;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function private.sync_profile_email();

-- Profiles whose address drifted before this migration (it was writable).
update public.user_profiles p
set email = case when pg_catalog.char_length(u.email) <= 320 then u.email end
from auth.users u
where u.id = p.id and p.email is distinct from u.email;

-- The profile is created by the sign-up trigger; users never insert one.
drop policy user_profiles_insert_own on public.user_profiles;
revoke insert, update on table public.user_profiles from authenticated;
grant update (name, company, role, avatar, preferences, current_workspace_id)
  on table public.user_profiles to authenticated;

-- A profile photo is the public URL of a file in the user's own folder of the avatars
-- bucket (what Settings uploads), never an address elsewhere. The host is the project's,
-- which differs per deployment, so it is not pinned here: the app's CSP (img-src) loads
-- images from its Supabase URL only.
update public.user_profiles
set avatar = null
where avatar !~ ('^https?://[^?#]+/storage/v1/object/public/avatars/' || id::text || '/[^/?#]+$');

alter table public.user_profiles
  add constraint user_profiles_avatar_own_photo check (
    avatar ~ ('^https?://[^?#]+/storage/v1/object/public/avatars/' || id::text || '/[^/?#]+$')
  );

-- Sign-up, as before, but the profile no longer takes a photo URL from the sign-up metadata
-- (photos come from Settings only; an arbitrary URL would now fail the check above).
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

  insert into public.user_profiles (id, name, email, company)
  values (new.id, v_name, case when pg_catalog.char_length(new.email) <= 320 then new.email end, v_company)
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

-- ---------------------------------------------------------------------------
-- Ids are the database's: not chosen on insert, never changed
-- ---------------------------------------------------------------------------

revoke insert, update on table public.tenders, public.tasks from authenticated;
grant insert (
  user_id, workspace_id, reference_number, client, title, description, channel, type, status, bid_bond,
  inquiry_submission_date, tender_submission_date, created_at, updated_at
) on table public.tenders to authenticated;
grant update (
  reference_number, client, title, description, channel, type, status, bid_bond,
  inquiry_submission_date, tender_submission_date, created_at, updated_at
) on table public.tenders to authenticated;
grant insert (
  tender_id, workspace_id, user_id, name, description, status, assignee_id, created_at, updated_at
) on table public.tasks to authenticated;
grant update (
  tender_id, name, description, status, assignee_id, created_at, updated_at
) on table public.tasks to authenticated;

-- ---------------------------------------------------------------------------
-- Invitations: only a confirmed address accepts
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

  insert into public.workspace_members (workspace_id, user_id, role)
  values (v_invitation.workspace_id, v_uid, v_invitation.role);

  update public.workspace_invitations
  set accepted_at = pg_catalog.now(), accepted_by = v_uid
  where id = v_invitation.id;

  update public.user_profiles set current_workspace_id = v_invitation.workspace_id where id = v_uid;

  return v_invitation.workspace_id;
end;
$$;
