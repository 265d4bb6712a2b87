-- A tender document keeps its file extension (issue 23, item 4). Renaming 'site-photo.png'
-- to 'Site photo north gate' stored it without '.png', and its download then had no
-- extension. The app now edits only the name before the extension; here the database holds
-- every API rename to it: Storage's move is tested as the caller (anon or authenticated,
-- RLS applies) before Storage writes it as its own role, so a rename through the API may
-- change the name before the extension, never drop or change the extension itself.
--
-- The extension is what the app's model calls one (src/features/documents/model.ts,
-- splitExtension): the last '.' of the file name, after at least one character, followed by
-- 1 to 10 letters or digits with at least one letter — '.png' in 'site-photo.png', '.PDF'
-- in 'plan.v2.PDF', none in 'Minutes 12.03.2026' or 'README'. It is compared exactly as
-- stored, so a name without one stays without one.
--
-- Triggers fire in name order: private.guard_storage_object (a move to another bucket, a
-- copy, a former member) answers first, this one after it.

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

revoke all on function private.keep_document_extension() from public, anon, authenticated;

create trigger keep_document_extension
  before update of name on storage.objects
  for each row execute function private.keep_document_extension();
