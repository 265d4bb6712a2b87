-- A new tender's checklist (the tasks and requirements its templates give it) is part of its
-- creation in the activity log, not an entry per item.

-- Adds the workspace's templates for the tender's type to a new tender (save_tender calls it
-- in the same transaction): its requirements, the library's documents of the required
-- categories (of documents that share a name, only the one that expires last), and its tasks,
-- not started, created by the caller, due template.due_days_before days before the
-- submission deadline, or the caller's today when that day has passed (undated without a
-- deadline or an offset). Returns the new tasks in
-- template order; each task's created_at is now() plus its position in microseconds, so
-- listing a tender's tasks by created_at keeps that order. 42501 when the caller is
-- anonymous or cannot see the tender. A Submitted tender would get its mandatory requirements
-- incomplete, with no one having confirmed that: refused as marking it Submitted would be
-- (TFT05). (A tender inserted as Submitted without templates, an imported record, has none.)
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
  v_status public.tender_status;
  v_mandatory text[];
  v_new boolean;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;

  select t.workspace_id, t.type, t.bid_bond, t.tender_submission_date, t.status, t.created_at = pg_catalog.now()
  into v_workspace, v_type, v_bid_bond, v_deadline, v_status, v_new
  from public.tenders t where t.id = p_tender_id;
  if v_workspace is null then
    raise exception 'Tender not found' using errcode = '42501';
  end if;
  if v_status = 'submitted' then
    select pg_catalog.array_agg(r.requirement order by r.position, r.created_at) into v_mandatory
    from private.tender_requirement_templates(v_workspace, v_type) r
    where r.mandatory;
    if v_mandatory is not null then
      raise exception 'Mandatory requirements are incomplete'
        using errcode = 'TFT05',
              detail = pg_catalog.array_to_string(v_mandatory, '; '),
              hint = 'Create the tender at an earlier status and mark it Submitted from its page.';
    end if;
  end if;

  -- A tender created in this transaction gets its checklist as part of its creation: the
  -- activity log (private.record_activity) records the tender, not each task and requirement.
  if v_new then
    perform pg_catalog.set_config('tenderflow.checklist_of', p_tender_id::text, true);
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
  perform pg_catalog.set_config('tenderflow.checklist_of', '', true);
end;
$$;

-- The trigger of every logged table, per statement (tg_argv[0]: the entity). Creations and
-- deletions are one entry a row; an update one entry a row whose recorded fields changed, with
-- just those. A row deleted with its tender writes nothing (the tender's own deletion is the
-- entry), nor does anything deleted or unassigned with its workspace (the log goes with it),
-- nor the checklist a tender is created with. The transition tables are old_rows and new_rows.
create or replace function private.record_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entity public.activity_entity := tg_argv[0]::public.activity_entity;
  v_actor uuid := auth.uid();
  v_actor_name text := (select p.name from public.user_profiles p where p.id = auth.uid());
begin
  if tg_op = 'INSERT' then
    insert into public.activity (workspace_id, tender_id, tender_title, actor_id, actor_name, kind, entity,
                                 entity_id, entity_label, new_values)
    select s.workspace_id, s.tender_id, t.title,
           coalesce(v_actor, p.id), coalesce(v_actor_name, p.name),
           'created', v_entity, s.entity_id, coalesce(s.label, m.name), pg_catalog.jsonb_strip_nulls(s.fields)
    from (select pg_catalog.to_jsonb(r) as j from new_rows r) n
    cross join lateral private.activity_subject(v_entity, n.j) s
    left join public.tenders t on t.id = s.tender_id
    left join public.user_profiles m on v_entity = 'member' and m.id = s.entity_id
    -- Storage writes an upload as itself; the object names its uploader.
    left join public.user_profiles p
      on v_actor is null and v_entity = 'document' and p.id::text = coalesce(n.j ->> 'owner_id', n.j ->> 'owner')
    where exists (select 1 from public.workspaces w where w.id = s.workspace_id)
      -- The checklist a new tender gets from its templates is part of its creation, not an
      -- entry per task and requirement: public.create_default_tasks names the tender here.
      and not (v_entity in ('task', 'requirement')
               and s.tender_id::text = coalesce(pg_catalog.current_setting('tenderflow.checklist_of', true), ''));
  elsif tg_op = 'UPDATE' then
    insert into public.activity (workspace_id, tender_id, tender_title, actor_id, actor_name, kind, entity,
                                 entity_id, entity_label, old_values, new_values)
    select n.workspace_id, n.tender_id, coalesce(t.title, n.label), v_actor, v_actor_name, 'updated', v_entity,
           n.entity_id, coalesce(n.label, m.name), d.old_values, d.new_values
    from (select s.* from old_rows r cross join lateral private.activity_subject(v_entity, pg_catalog.to_jsonb(r)) s) o
    join (select s.* from new_rows r cross join lateral private.activity_subject(v_entity, pg_catalog.to_jsonb(r)) s) n
      on n.entity_id = o.entity_id and n.workspace_id = o.workspace_id
    cross join lateral (
      select pg_catalog.jsonb_object_agg(k, o.fields -> k) as old_values,
             pg_catalog.jsonb_object_agg(k, n.fields -> k) as new_values
      from pg_catalog.jsonb_object_keys(n.fields) as k
      where (o.fields -> k) is distinct from (n.fields -> k)
    ) d
    left join public.tenders t on t.id = n.tender_id
    left join public.user_profiles m on v_entity = 'member' and m.id = n.entity_id
    where d.new_values is not null
      and exists (select 1 from public.workspaces w where w.id = n.workspace_id);
  else
    insert into public.activity (workspace_id, tender_id, tender_title, actor_id, actor_name, kind, entity,
                                 entity_id, entity_label)
    select s.workspace_id, s.tender_id, coalesce(t.title, s.label), v_actor, v_actor_name, 'deleted', v_entity,
           s.entity_id, coalesce(s.label, m.name)
    from (select pg_catalog.to_jsonb(r) as j from old_rows r) o
    cross join lateral private.activity_subject(v_entity, o.j) s
    left join public.tenders t on t.id = s.tender_id
    left join public.user_profiles m on v_entity = 'member' and m.id = s.entity_id
    where exists (select 1 from public.workspaces w where w.id = s.workspace_id)
      and (v_entity in ('tender', 'member') or t.id is not null);
  end if;
  return null;
end;
$$;

