-- Recording a tender's bid bond as issued (or submitted, extended) completes its open
-- 'Arrange bid bond' task: tasks made from a template needed only with a bid bond say so
-- (tasks.bid_bond_task), and a trigger on bid_bonds completes them.

alter table public.tasks add column bid_bond_task boolean not null default false;

comment on column public.tasks.bid_bond_task is
  'Made from a template needed only with a bid bond; completed when the tender''s bond is recorded as issued (or later).';

-- The tasks made so far: those named as a bid-bond template of their workspace.
update public.tasks k set bid_bond_task = true
where exists (
  select 1 from public.task_templates t
  where t.workspace_id = k.workspace_id and t.only_with_bid_bond
    and pg_catalog.lower(pg_catalog.btrim(t.name)) = pg_catalog.lower(pg_catalog.btrim(k.name)));

grant insert (bid_bond_task) on table public.tasks to authenticated;

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
           pg_catalog.row_number() over (order by d.position, d.created_at, d.id) as pos
    from private.tender_task_templates(v_workspace, v_type) d
    where private.template_fits(d.only_with_bid_bond, v_bid_bond)
  ),
  inserted as (
    insert into public.tasks (tender_id, workspace_id, user_id, name, description, status, due_date,
                              bid_bond_task, created_at, updated_at)
    select p_tender_id, v_workspace, v_uid, tp.name, tp.description, 'not-started'::public.task_status,
           private.template_due_date(v_deadline, tp.due_days_before), tp.only_with_bid_bond,
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
                            bid_bond_task, created_at, updated_at)
  select new.id, new.workspace_id, coalesce(auth.uid(), new.user_id), tp.name, tp.description,
         'not-started'::public.task_status,
         private.template_due_date(new.tender_submission_date, tp.due_days_before), tp.only_with_bid_bond,
         pg_catalog.clock_timestamp() + (tp.pos - 1) * interval '1 microsecond',
         pg_catalog.clock_timestamp() + (tp.pos - 1) * interval '1 microsecond'
  from (
    select d.name, d.description, d.due_days_before, d.only_with_bid_bond,
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

create function private.complete_bid_bond_tasks()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and private.bond_outstanding(old.status) then
    return null;
  end if;
  update public.tasks k
  set status = 'completed'
  where k.tender_id = new.tender_id and k.workspace_id = new.workspace_id
    and k.bid_bond_task and k.status in ('not-started', 'in-progress');
  return null;
end;
$$;

revoke all on function private.complete_bid_bond_tasks() from public;

create trigger bid_bonds_complete_tasks
  after insert or update of status on public.bid_bonds
  for each row
  when (private.bond_outstanding(new.status))
  execute function private.complete_bid_bond_tasks();
