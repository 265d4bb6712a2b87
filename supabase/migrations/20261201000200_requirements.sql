-- The compliance checklist (issue 27): a tender's requirements, each answered in the bid.
-- docs/product.md § Requirements.
--
--   public.tender_requirements   the requirement, its source in the tender documents,
--                                mandatory or optional, an owner (a member), a status (not
--                                started, drafting, complete, not applicable) and evidence (a
--                                document of the tender, by file name)
--   public.requirement_overrides a tender marked Submitted while mandatory requirements were
--                                incomplete: who confirmed it, when, and which they were
--   public.requirement_progress  per tender: complete ÷ applicable, mandatory apart
--
-- Members read and write requirements (as tasks); admins and managers delete them. Anyone who
-- may change a tender's status records an override.

create type public.requirement_status as enum ('not-started', 'drafting', 'complete', 'not-applicable');

create table public.tender_requirements (
  id uuid primary key default gen_random_uuid(),
  tender_id uuid not null,
  workspace_id uuid not null,
  requirement text not null
    constraint tender_requirements_requirement_check
      check (pg_catalog.btrim(requirement) <> '' and pg_catalog.char_length(requirement) <= 2000),
  source text not null default ''
    constraint tender_requirements_source_length check (pg_catalog.char_length(source) <= 200),
  mandatory boolean not null default true,
  owner_id uuid references auth.users (id) on delete set null,
  status public.requirement_status not null default 'not-started',
  evidence_document text
    constraint tender_requirements_evidence_check
      check (evidence_document is null or (pg_catalog.char_length(evidence_document) between 1 and 255
                                           and pg_catalog.strpos(evidence_document, '/') = 0)),
  -- The checklist's order: pasted lines keep theirs.
  position integer not null default 0,
  created_at timestamptz not null default pg_catalog.clock_timestamp(),
  updated_at timestamptz not null default pg_catalog.now(),
  constraint tender_requirements_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade
);

create index tender_requirements_tender_idx on public.tender_requirements (tender_id, workspace_id, position);
create index tender_requirements_owner_id_idx on public.tender_requirements (owner_id);

comment on table public.tender_requirements is
  'A tender''s compliance checklist: requirement, source, mandatory, owner, status, evidence. Members read and write; admins and managers delete.';

create trigger tender_requirements_set_updated_at
  before update on public.tender_requirements
  for each row execute function private.set_updated_at();

-- The owner is a member of the tender's workspace.
create function private.check_requirement_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.owner_id is not null and not exists (
    select 1 from public.workspace_members m where m.workspace_id = new.workspace_id and m.user_id = new.owner_id
  ) then
    raise exception 'The owner must be a member of the workspace' using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke all on function private.check_requirement_owner() from public;

create trigger tender_requirements_check_owner
  before insert or update of owner_id on public.tender_requirements
  for each row execute function private.check_requirement_owner();

alter table public.tender_requirements enable row level security;

create policy tender_requirements_select_members on public.tender_requirements
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));
create policy tender_requirements_insert_members on public.tender_requirements
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids()));
create policy tender_requirements_update_members on public.tender_requirements
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids()))
  with check (workspace_id in (select private.member_workspace_ids()));
create policy tender_requirements_delete_managers on public.tender_requirements
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

revoke all on table public.tender_requirements from public, anon, authenticated;
grant select, delete on table public.tender_requirements to authenticated;
grant insert (tender_id, workspace_id, requirement, source, mandatory, owner_id, status, evidence_document, position),
      update (requirement, source, mandatory, owner_id, status, evidence_document, position)
  on table public.tender_requirements to authenticated;

-- ---------------------------------------------------------------------------
-- Progress
-- ---------------------------------------------------------------------------

-- Applicable = every requirement but those not applicable; complete ÷ applicable, and the
-- same for the mandatory ones alone.
create function public.requirement_progress(p_workspace_id uuid, p_tender_ids uuid[])
returns table (tender_id uuid, applicable integer, complete integer, mandatory integer, mandatory_complete integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.tender_id,
         (pg_catalog.count(*) filter (where r.status <> 'not-applicable'))::integer,
         (pg_catalog.count(*) filter (where r.status = 'complete'))::integer,
         (pg_catalog.count(*) filter (where r.mandatory and r.status <> 'not-applicable'))::integer,
         (pg_catalog.count(*) filter (where r.mandatory and r.status = 'complete'))::integer
  from public.tender_requirements r
  where r.workspace_id = p_workspace_id and r.tender_id = any (p_tender_ids)
  group by r.tender_id
$$;

comment on function public.requirement_progress(uuid, uuid[]) is
  'Per tender: applicable requirements (all but not applicable), complete ones, and the same for the mandatory ones.';

revoke all on function public.requirement_progress(uuid, uuid[]) from public, anon;
grant execute on function public.requirement_progress(uuid, uuid[]) to authenticated;

-- ---------------------------------------------------------------------------
-- Submitting with mandatory requirements incomplete
-- ---------------------------------------------------------------------------

create table public.requirement_overrides (
  id uuid primary key default gen_random_uuid(),
  tender_id uuid not null,
  workspace_id uuid not null,
  confirmed_by uuid default auth.uid() references auth.users (id) on delete set null,
  confirmed_at timestamptz not null default pg_catalog.now(),
  -- The incomplete mandatory requirements as they read when it was confirmed.
  incomplete text[] not null
    constraint requirement_overrides_incomplete_check check (pg_catalog.cardinality(incomplete) between 1 and 1000),
  constraint requirement_overrides_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade
);

create index requirement_overrides_tender_idx on public.requirement_overrides (tender_id, workspace_id);
create index requirement_overrides_confirmed_by_idx on public.requirement_overrides (confirmed_by);

comment on table public.requirement_overrides is
  'A tender marked Submitted while mandatory requirements were incomplete: who confirmed it, when, and which requirements. Members read; admins and managers (who change a tender''s status) record.';

alter table public.requirement_overrides enable row level security;

create policy requirement_overrides_select_members on public.requirement_overrides
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));
create policy requirement_overrides_insert_managers on public.requirement_overrides
  for insert to authenticated
  with check (
    workspace_id in (select private.member_workspace_ids('{admin,manager}'))
    and confirmed_by = (select auth.uid())
  );

revoke all on table public.requirement_overrides from public, anon, authenticated;
grant select on table public.requirement_overrides to authenticated;
grant insert (tender_id, workspace_id, incomplete) on table public.requirement_overrides to authenticated;
