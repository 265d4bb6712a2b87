-- The company documents a tender type requires, in the checklist templates (issue 27).
-- docs/product.md § Checklist templates.
--
--   public.document_templates   a category of company document (certificate, insurance,
--                               tax clearance, …) that tenders of a type require
--
-- The same rule as the task and requirement templates (20261201000300): a type's own, or the
-- all-types ones when it has none; members read, admins edit. A new tender then requires,
-- for each of those categories, the library's documents of that category: of documents that
-- share a name (a policy renewed, a certificate reissued), only the one that expires last
-- (no expiry date counts as last).

create table public.document_templates (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  tender_type public.tender_type,
  category public.company_document_category not null,
  created_at timestamptz not null default pg_catalog.clock_timestamp()
);

create unique index document_templates_category_key
  on public.document_templates (workspace_id, tender_type, category) nulls not distinct;

comment on table public.document_templates is
  'The categories of company document new tenders of a type require (tender_type null: all types, the fallback). Members read; admins edit.';

alter table public.document_templates enable row level security;

create policy document_templates_select_members on public.document_templates
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));
create policy document_templates_insert_admins on public.document_templates
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));
create policy document_templates_delete_admins on public.document_templates
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')));

revoke all on table public.document_templates from public, anon, authenticated;
grant select, delete on table public.document_templates to authenticated;
grant insert (workspace_id, tender_type, category) on table public.document_templates to authenticated;

-- The one rule, as for the other templates: its type's, or all types' when it has none.
create function private.tender_document_templates(p_workspace_id uuid, p_type public.tender_type)
returns setof public.document_templates
language sql
stable
security invoker
set search_path = ''
as $$
  select t.* from public.document_templates t
  where t.workspace_id = p_workspace_id
    and t.tender_type is not distinct from (
      case when exists (select 1 from public.document_templates x
                        where x.workspace_id = p_workspace_id and x.tender_type = p_type)
           then p_type end)
$$;

revoke all on function private.tender_document_templates(uuid, public.tender_type) from public, anon;
grant execute on function private.tender_document_templates(uuid, public.tender_type) to authenticated;

-- As in 20261201000300_checklist_templates.sql, with the required company documents.
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
  v_type public.tender_type;
  v_bid_bond boolean;
  v_deadline date;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;

  select t.workspace_id, t.type, t.bid_bond, t.tender_submission_date
  into v_workspace, v_type, v_bid_bond, v_deadline
  from public.tenders t where t.id = p_tender_id;
  if v_workspace is null then
    raise exception 'Tender not found' using errcode = '42501';
  end if;

  insert into public.tender_requirements (tender_id, workspace_id, requirement, source, mandatory, position)
  select p_tender_id, v_workspace, r.requirement, r.source, r.mandatory,
         (pg_catalog.row_number() over (order by r.position, r.created_at, r.id))::integer - 1
  from private.tender_requirement_templates(v_workspace, v_type) r;

  insert into public.tender_required_documents (tender_id, workspace_id, company_document_id)
  select distinct on (d.category, pg_catalog.lower(pg_catalog.btrim(d.name))) p_tender_id, v_workspace, d.id
  from private.tender_document_templates(v_workspace, v_type) c
  join public.company_documents d on d.workspace_id = v_workspace and d.category = c.category
  order by d.category, pg_catalog.lower(pg_catalog.btrim(d.name)), d.expires_on desc nulls first, d.created_at desc;

  return query
  with templates as (
    select d.name, d.description, d.due_days_before,
           pg_catalog.row_number() over (order by d.position, d.created_at, d.id) as pos
    from private.tender_task_templates(v_workspace, v_type) d
    where private.template_fits(d.only_with_bid_bond, v_bid_bond)
  ),
  inserted as (
    insert into public.tasks (tender_id, workspace_id, user_id, name, description, status, due_date,
                              created_at, updated_at)
    select p_tender_id, v_workspace, v_uid, tp.name, tp.description, 'not-started'::public.task_status,
           private.template_due_date(v_deadline, tp.due_days_before),
           pg_catalog.now() + (tp.pos - 1) * interval '1 microsecond',
           pg_catalog.now() + (tp.pos - 1) * interval '1 microsecond'
    from templates tp
    returning *
  )
  select i.* from inserted i order by i.created_at, i.id;
end;
$$;

comment on function public.create_default_tasks(uuid) is
  'Adds the workspace''s templates for the tender''s type (all types'' when its type has none of a kind) to a tender: tasks, requirements, and the library''s documents of the required categories.';
