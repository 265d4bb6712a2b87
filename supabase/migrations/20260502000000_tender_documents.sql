-- Tender documents on Supabase Storage: a private bucket whose objects live under
-- {workspace_id}/{tender_id}/{file name}, readable and writable by members of that
-- workspace, deletable by those who may edit the tender (admins and managers), and two
-- read functions for the app (a tender's documents with who uploaded them; documents per
-- tender for the list's paperclip). Objects are deleted through the Storage API only.

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

revoke all on function private.tender_document_path_ok(text, public.workspace_role[]) from public, anon;
grant execute on function private.tender_document_path_ok(text, public.workspace_role[]) to authenticated;

create policy tender_documents_select_members on storage.objects
  for select to authenticated
  using (bucket_id = 'tender-documents' and private.tender_document_path_ok(name));

create policy tender_documents_insert_members on storage.objects
  for insert to authenticated
  with check (bucket_id = 'tender-documents' and private.tender_document_path_ok(name));

-- Overwrite and rename (move) stay inside the tender's folder of a member's workspace.
create policy tender_documents_update_members on storage.objects
  for update to authenticated
  using (bucket_id = 'tender-documents' and private.tender_document_path_ok(name))
  with check (bucket_id = 'tender-documents' and private.tender_document_path_ok(name));

create policy tender_documents_delete_editors on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'tender-documents'
    and private.tender_document_path_ok(name, '{admin,manager}'::public.workspace_role[])
  );

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
  select storage.filename(o.name), o.name, (o.metadata ->> 'size')::bigint, o.metadata ->> 'mimetype',
         o.created_at, o.owner, p.name
  from public.tenders t
  join storage.objects o
    on o.bucket_id = 'tender-documents'
   and pg_catalog.starts_with(o.name, t.workspace_id::text || '/' || t.id::text || '/')
  left join public.user_profiles p on p.id = o.owner
  where t.id = p_tender_id
  order by o.created_at desc, o.name;
$$;

-- How many documents each of these tenders has (for the list's paperclip).
create function public.tender_document_counts(p_tender_ids uuid[])
returns table (tender_id uuid, documents integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select t.id, pg_catalog.count(o.id)::integer
  from public.tenders t
  left join storage.objects o
    on o.bucket_id = 'tender-documents'
   and pg_catalog.starts_with(o.name, t.workspace_id::text || '/' || t.id::text || '/')
  where t.id = any (p_tender_ids)
  group by t.id;
$$;

revoke all on function public.tender_documents(uuid) from public, anon;
revoke all on function public.tender_document_counts(uuid[]) from public, anon;
grant execute on function public.tender_documents(uuid) to authenticated;
grant execute on function public.tender_document_counts(uuid[]) to authenticated;
