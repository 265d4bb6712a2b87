-- The wizard's Duplicates step names the rows it will skip or update: which of the given
-- reference numbers the workspace already has (each given one that has a match, as given;
-- compared as import_tenders compares them).
create function public.existing_references(p_workspace_id uuid, p_references text[])
returns text[]
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(r.reference order by r.reference), '{}')
  from (select distinct pg_catalog.unnest(p_references) as reference) r
  where exists (
    select 1 from public.tenders t
    where t.workspace_id = p_workspace_id
      and pg_catalog.lower(pg_catalog.btrim(t.reference_number)) = pg_catalog.lower(pg_catalog.btrim(r.reference))
  )
$$;

revoke all on function public.existing_references(uuid, text[]) from public, anon;
grant execute on function public.existing_references(uuid, text[]) to authenticated;

comment on function public.existing_references(uuid, text[]) is
  'Which of the given reference numbers (each once, as given) a workspace''s tenders already have, trimmed and case-insensitively; RLS: only the caller''s workspaces.';
