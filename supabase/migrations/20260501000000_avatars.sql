-- Profile photos (issue 13): the public `avatars` bucket and who may write to it.
--
--   avatars/<user id>/avatar-<timestamp>.webp   one folder per user, named after their id
--
-- The bucket is public: <img> tags load a photo through its public URL
-- (/storage/v1/object/public/avatars/...), which Storage serves without a token and
-- without asking RLS, so colleagues see each other's photos. Through the API, though,
-- a user reads, uploads, overwrites and deletes only inside their own folder; anon
-- gets nothing. Storage itself enforces the bucket's 2 MB limit and image types.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('avatars', 'avatars', true, 2097152, '{image/jpeg,image/png,image/webp}');

-- upload with upsert needs insert + select + update; remove needs select + delete.
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
