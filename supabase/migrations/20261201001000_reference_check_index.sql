-- The reference rule's check, found through its index however large the workspace (issue 28).
--
-- check_reference_reuse (20260704000000_duplicate_references.sql) looked for another tender
-- with the reference through tenders_with_reference, under the writer's row-level security.
-- lower() and btrim() are not leakproof, so PostgreSQL may not use them below the policy's
-- filter: the index on (workspace_id, lower(btrim(reference_number))) was used for the
-- workspace only, and every insert read all of the workspace's tenders (an import of 10,000
-- rows slowed from 3 to 10 ms a row as the workspace filled; the tender form paid the same at
-- a smaller scale). The trigger now runs as its owner, without RLS, and asks the index
-- directly. It looks only in the row's own workspace, which the writer has just been allowed
-- to write to (the trigger runs after the policies' checks), and tells nothing but TFT01.
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
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext(new.workspace_id::text || ':' || v_key));
  -- The comparison of tenders_with_reference, in the index's own terms.
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

revoke all on function private.check_reference_reuse() from public, anon, authenticated;
