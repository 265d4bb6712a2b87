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
