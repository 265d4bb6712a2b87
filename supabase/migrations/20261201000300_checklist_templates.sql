-- Checklist templates per workspace and tender type (issue 27). docs/product.md § Checklist
-- templates.
--
--   public.task_templates         a workspace's default tasks: name, description, due N days
--                                 before the submission deadline, only with a bid bond
--   public.requirement_templates  a workspace's default requirements: requirement, source,
--                                 mandatory
--
-- Each template is for one tender type, or for all types (tender_type null). A new tender gets
-- its type's templates; a type with none of a kind gets the all-types ones of that kind (the
-- fallback), tasks and requirements each on their own. Members read them (a new tender is
-- seeded as its creator); admins edit them.
--
-- The global public.default_tasks stay as the starting set: every existing workspace gets them
-- now as its all-types task templates, and every new workspace when it is created.

create table public.task_templates (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  tender_type public.tender_type,
  name text not null
    constraint task_templates_name_check check (pg_catalog.btrim(name) <> '' and pg_catalog.char_length(name) <= 200),
  description text not null default ''
    constraint task_templates_description_check check (pg_catalog.char_length(description) <= 10000),
  due_days_before integer
    constraint task_templates_due_days_before_check check (due_days_before between 0 and 365),
  only_with_bid_bond boolean not null default false,
  position integer not null default 0,
  created_at timestamptz not null default pg_catalog.clock_timestamp(),
  updated_at timestamptz not null default pg_catalog.now()
);

-- One template of a name per type: a tender's tasks are matched to templates by name
-- (private.add_templates_that_now_fit).
create unique index task_templates_name_key
  on public.task_templates (workspace_id, tender_type, pg_catalog.lower(pg_catalog.btrim(name))) nulls not distinct;
create index task_templates_workspace_idx on public.task_templates (workspace_id, tender_type, position);

comment on table public.task_templates is
  'A workspace''s default tasks per tender type (tender_type null: all types, the fallback). Members read; admins edit.';

create table public.requirement_templates (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  tender_type public.tender_type,
  requirement text not null
    constraint requirement_templates_requirement_check
      check (pg_catalog.btrim(requirement) <> '' and pg_catalog.char_length(requirement) <= 2000),
  source text not null default ''
    constraint requirement_templates_source_length check (pg_catalog.char_length(source) <= 200),
  mandatory boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default pg_catalog.clock_timestamp(),
  updated_at timestamptz not null default pg_catalog.now()
);

create index requirement_templates_workspace_idx on public.requirement_templates (workspace_id, tender_type, position);

comment on table public.requirement_templates is
  'A workspace''s default requirements per tender type (tender_type null: all types, the fallback). Members read; admins edit.';

create trigger task_templates_set_updated_at
  before update on public.task_templates
  for each row execute function private.set_updated_at();
create trigger requirement_templates_set_updated_at
  before update on public.requirement_templates
  for each row execute function private.set_updated_at();

alter table public.task_templates enable row level security;
alter table public.requirement_templates enable row level security;

create policy task_templates_select_members on public.task_templates
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));
create policy task_templates_insert_admins on public.task_templates
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));
create policy task_templates_update_admins on public.task_templates
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));
create policy task_templates_delete_admins on public.task_templates
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy requirement_templates_select_members on public.requirement_templates
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));
create policy requirement_templates_insert_admins on public.requirement_templates
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));
create policy requirement_templates_update_admins on public.requirement_templates
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));
create policy requirement_templates_delete_admins on public.requirement_templates
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')));

revoke all on table public.task_templates, public.requirement_templates from public, anon, authenticated;
grant select, delete on table public.task_templates, public.requirement_templates to authenticated;
grant insert (workspace_id, tender_type, name, description, due_days_before, only_with_bid_bond, position),
      update (tender_type, name, description, due_days_before, only_with_bid_bond, position)
  on table public.task_templates to authenticated;
grant insert (workspace_id, tender_type, requirement, source, mandatory, position),
      update (tender_type, requirement, source, mandatory, position)
  on table public.requirement_templates to authenticated;

-- ---------------------------------------------------------------------------
-- The starting set: the global default tasks
-- ---------------------------------------------------------------------------

create function private.copy_default_task_templates(p_workspace_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.task_templates (workspace_id, name, description, due_days_before, only_with_bid_bond, position)
  select p_workspace_id, d.name, d.description, d.due_days_before, d.only_with_bid_bond,
         (pg_catalog.row_number() over (order by d.created_at, d.id))::integer - 1
  from public.default_tasks d
$$;

revoke all on function private.copy_default_task_templates(uuid) from public, anon, authenticated;

select private.copy_default_task_templates(w.id) from public.workspaces w;

create function private.seed_workspace_templates()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.copy_default_task_templates(new.id);
  return null;
end;
$$;

revoke all on function private.seed_workspace_templates() from public, anon, authenticated;

create trigger workspaces_seed_templates
  after insert on public.workspaces
  for each row execute function private.seed_workspace_templates();

-- ---------------------------------------------------------------------------
-- Which templates a tender gets
-- ---------------------------------------------------------------------------

-- The one rule: its type's templates, or the all-types ones when its type has none.
create function private.tender_task_templates(p_workspace_id uuid, p_type public.tender_type)
returns setof public.task_templates
language sql
stable
security invoker
set search_path = ''
as $$
  select t.* from public.task_templates t
  where t.workspace_id = p_workspace_id
    and t.tender_type is not distinct from (
      case when exists (select 1 from public.task_templates x
                        where x.workspace_id = p_workspace_id and x.tender_type = p_type)
           then p_type end)
$$;

create function private.tender_requirement_templates(p_workspace_id uuid, p_type public.tender_type)
returns setof public.requirement_templates
language sql
stable
security invoker
set search_path = ''
as $$
  select t.* from public.requirement_templates t
  where t.workspace_id = p_workspace_id
    and t.tender_type is not distinct from (
      case when exists (select 1 from public.requirement_templates x
                        where x.workspace_id = p_workspace_id and x.tender_type = p_type)
           then p_type end)
$$;

revoke all on function private.tender_task_templates(uuid, public.tender_type),
                       private.tender_requirement_templates(uuid, public.tender_type) from public, anon;
grant execute on function private.tender_task_templates(uuid, public.tender_type),
                          private.tender_requirement_templates(uuid, public.tender_type) to authenticated;

-- As in 20260801000100_task_due_dates_everywhere.sql, from the workspace's templates for the
-- tender's type, and with its default requirements (save_tender calls it when it creates a
-- tender, in the same transaction).
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
  'Adds the workspace''s task and requirement templates for the tender''s type (all types'' when its type has none) to a tender.';

-- As in 20260801000100_task_due_dates_everywhere.sql, from the workspace's templates for the
-- tender's type.
create or replace function private.add_templates_that_now_fit()
returns trigger
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into public.tasks (tender_id, workspace_id, user_id, name, description, status, due_date,
                            created_at, updated_at)
  select new.id, new.workspace_id, coalesce(auth.uid(), new.user_id), tp.name, tp.description,
         'not-started'::public.task_status,
         private.template_due_date(new.tender_submission_date, tp.due_days_before),
         pg_catalog.clock_timestamp() + (tp.pos - 1) * interval '1 microsecond',
         pg_catalog.clock_timestamp() + (tp.pos - 1) * interval '1 microsecond'
  from (
    select d.name, d.description, d.due_days_before,
           pg_catalog.row_number() over (order by d.position, d.created_at, d.id) as pos
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
