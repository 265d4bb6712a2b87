-- A tender type's own task templates add to the standard ones (All types) unless the workspace
-- chooses that they replace them (public.task_template_types). A type that already has task
-- templates of its own keeps what its tenders got until now: it is marked as replacing, which
-- Settings shows and an admin may turn off. (supabase/schemas/03_tasks.sql holds the definitions.)

create table public.task_template_types (
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  tender_type public.tender_type not null,
  replaces_standard boolean not null default false,
  updated_at timestamptz not null default pg_catalog.now(),
  primary key (workspace_id, tender_type)
);

comment on table public.task_template_types is
  'Whether a tender type''s own task templates replace the standard ones (All types) in a workspace; without a row they add to them. Members read; admins edit.';

alter table public.task_template_types enable row level security;

create trigger task_template_types_set_updated_at
  before update on public.task_template_types
  for each row execute function private.set_updated_at();

create policy task_template_types_select_members on public.task_template_types
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy task_template_types_insert_admins on public.task_template_types
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy task_template_types_update_admins on public.task_template_types
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy task_template_types_delete_admins on public.task_template_types
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')));

revoke all on table public.task_template_types from anon, authenticated;
grant select, delete on table public.task_template_types to authenticated;
-- (update of every column: an upsert sets them all; the policies keep the row in the workspace)
grant insert (workspace_id, tender_type, replaces_standard), update (workspace_id, tender_type, replaces_standard)
  on table public.task_template_types to authenticated;

insert into public.task_template_types (workspace_id, tender_type, replaces_standard)
select distinct t.workspace_id, t.tender_type, true
from public.task_templates t
where t.tender_type is not null;

create or replace function private.tender_task_templates(p_workspace_id uuid, p_type public.tender_type)
returns setof public.task_templates
language sql
stable
security invoker
set search_path = ''
as $$
  -- The standard tasks (All types) first, then the type's own; a type's template of the same
  -- name takes the standard one's place. The standard ones are left out when the type replaces them.
  select t.* from public.task_templates t
  where t.workspace_id = p_workspace_id
    and (t.tender_type = p_type
         or (t.tender_type is null
             and not exists (select 1 from public.task_template_types s
                             where s.workspace_id = p_workspace_id and s.tender_type = p_type
                               and s.replaces_standard)
             and not exists (select 1 from public.task_templates x
                             where x.workspace_id = p_workspace_id and x.tender_type = p_type
                               and pg_catalog.lower(pg_catalog.btrim(x.name))
                                   = pg_catalog.lower(pg_catalog.btrim(t.name)))))
  order by t.tender_type nulls first, t.position, t.created_at, t.id
$$;

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
    select d.name, d.description, d.due_days_before, d.only_with_bid_bond,
           pg_catalog.row_number() over (order by d.tender_type nulls first, d.position, d.created_at, d.id) as pos
    from private.tender_task_templates(v_workspace, v_type) d
    where private.template_fits(d.only_with_bid_bond, v_bid_bond)
  ),
  inserted as (
    insert into public.tasks (tender_id, workspace_id, user_id, name, description, status, due_date,
                              bid_bond_task, due_anchor, created_at, updated_at)
    select p_tender_id, v_workspace, v_uid, tp.name, tp.description, 'not-started'::public.task_status,
           private.template_due_date(v_deadline, tp.due_days_before, private.user_today(v_uid)), tp.only_with_bid_bond,
           case when v_deadline - tp.due_days_before is not null then 'submission'::public.deadline_kind end,
           pg_catalog.now() + (tp.pos - 1) * interval '1 microsecond',
           pg_catalog.now() + (tp.pos - 1) * interval '1 microsecond'
    from templates tp
    returning *
  )
  select i.* from inserted i order by i.created_at, i.id;
end;
$$;

create or replace function private.add_templates_that_now_fit()
returns trigger
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into public.tasks (tender_id, workspace_id, user_id, name, description, status, due_date,
                            bid_bond_task, due_anchor, created_at, updated_at)
  select new.id, new.workspace_id, coalesce(auth.uid(), new.user_id), tp.name, tp.description,
         'not-started'::public.task_status,
         private.template_due_date(new.tender_submission_date, tp.due_days_before,
                                   private.user_today(coalesce(auth.uid(), new.user_id))), tp.only_with_bid_bond,
         case when new.tender_submission_date - tp.due_days_before is not null
              then 'submission'::public.deadline_kind end,
         pg_catalog.clock_timestamp() + (tp.pos - 1) * interval '1 microsecond',
         pg_catalog.clock_timestamp() + (tp.pos - 1) * interval '1 microsecond'
  from (
    select d.name, d.description, d.due_days_before, d.only_with_bid_bond,
           pg_catalog.row_number() over (order by d.tender_type nulls first, d.position, d.created_at, d.id) as pos
    from private.tender_task_templates(new.workspace_id, new.type) d
    where private.template_fits(d.only_with_bid_bond, new.bid_bond)
      and not private.template_fits(d.only_with_bid_bond, old.bid_bond)
      and not exists (
        select 1 from public.tasks t
        where t.tender_id = new.id
          and pg_catalog.lower(pg_catalog.btrim(t.name)) = pg_catalog.lower(pg_catalog.btrim(d.name))
      )
  ) tp;
  return null;
end;
$$;

comment on function public.create_default_tasks(uuid) is
  'Adds the workspace''s templates for the tender''s type to a tender: the standard tasks and the type''s own (or the type''s only, when it replaces them), requirements (all types'' when its type has none), and the library''s documents of the required categories.';

-- The task templates a new tender of a type gets, in order (Settings shows them per type): the
-- caller's own view, as RLS shows them the templates.
create function public.type_task_templates(p_workspace_id uuid, p_type public.tender_type)
returns setof public.task_templates
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.tender_task_templates(p_workspace_id, p_type)
$$;

revoke all on function public.type_task_templates(uuid, public.tender_type) from public, anon;
grant execute on function public.type_task_templates(uuid, public.tender_type) to authenticated;
