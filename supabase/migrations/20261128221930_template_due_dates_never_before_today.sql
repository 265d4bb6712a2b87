-- A task made from a template is never born overdue: its due date (the submission deadline
-- minus the template's offset) is never before its creator's local day (user_profiles.time_zone).

create function private.user_today(p_user uuid)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select (pg_catalog.now() at time zone coalesce(
            (select p.time_zone from public.user_profiles p where p.id = p_user), 'UTC'))::date
$$;

revoke all on function private.user_today(uuid) from public;
grant execute on function private.user_today(uuid) to authenticated;

drop function private.template_due_date(date, integer);

create function private.template_due_date(p_deadline date, p_due_days_before integer, p_today date)
returns date
language sql
immutable
set search_path = ''
as $$
  select case when p_deadline - p_due_days_before is not null
              then greatest(p_deadline - p_due_days_before, p_today) end
$$;

revoke all on function private.template_due_date(date, integer, date) from public;
grant execute on function private.template_due_date(date, integer, date) to authenticated;

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
           private.template_due_date(v_deadline, tp.due_days_before, private.user_today(v_uid)), tp.only_with_bid_bond,
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
         private.template_due_date(new.tender_submission_date, tp.due_days_before,
                                   private.user_today(coalesce(auth.uid(), new.user_id))), tp.only_with_bid_bond,
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
