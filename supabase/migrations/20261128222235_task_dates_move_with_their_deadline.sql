-- When a tender's submission or inquiry deadline moves, its open tasks counted from that
-- deadline (tasks.due_anchor: a template's tasks count from the submission deadline) move by the
-- same number of days; a due date changed by hand forgets its deadline. Each change lists the
-- tasks that moved and the open ones dated by hand that did not, for the screen's Undo and
-- 'Move them too' (public.move_task_dates).

alter table public.tasks add column due_anchor public.deadline_kind;

comment on column public.tasks.due_anchor is
  'The tender deadline the due date is counted from; it moves with that deadline while the task is open. Null: dated by hand or undated.';

grant insert (due_anchor) on table public.tasks to authenticated;

-- The tasks made so far from a template and still on its date: due the template's offset
-- before their tender's submission deadline.
update public.tasks k set due_anchor = 'submission'
from public.tenders t, public.task_templates tp
where t.id = k.tender_id and tp.workspace_id = k.workspace_id
  and pg_catalog.lower(pg_catalog.btrim(tp.name)) = pg_catalog.lower(pg_catalog.btrim(k.name))
  and k.due_date = t.tender_submission_date - tp.due_days_before;

alter table public.deadline_changes
  add column moved_task_ids uuid[] not null default '{}',
  add column hand_dated_task_ids uuid[] not null default '{}';

create function private.forget_due_anchor()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if pg_catalog.current_setting('tenderflow.moving_task_dates', true) is distinct from 'on' then
    new.due_anchor := null;
  end if;
  return new;
end;
$$;

revoke all on function private.forget_due_anchor() from public;

create trigger tasks_forget_due_anchor
  before update of due_date on public.tasks
  for each row
  when (old.due_date is distinct from new.due_date and old.due_anchor is not null)
  execute function private.forget_due_anchor();

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

create or replace function private.record_deadline_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_addendum uuid := nullif(pg_catalog.current_setting('tenderflow.addendum_id', true), '')::uuid;
  v_change record;
  v_moved uuid[];
  v_hand uuid[];
begin
  if v_addendum is not null and not exists (
    select 1 from public.tender_addenda a where a.id = v_addendum and a.tender_id = new.id
  ) then
    v_addendum := null;
  end if;
  for v_change in
    select c.deadline, c.old_date, c.new_date
    from (values
      ('inquiry'::public.deadline_kind, old.inquiry_submission_date, new.inquiry_submission_date),
      ('submission'::public.deadline_kind, old.tender_submission_date, new.tender_submission_date)
    ) as c (deadline, old_date, new_date)
    where c.old_date is distinct from c.new_date
  loop
    v_moved := '{}';
    v_hand := '{}';
    if v_change.old_date is not null and v_change.new_date is not null then
      perform pg_catalog.set_config('tenderflow.moving_task_dates', 'on', true);
      with moved as (
        update public.tasks k set due_date = k.due_date + (v_change.new_date - v_change.old_date)
        where k.tender_id = new.id and k.workspace_id = new.workspace_id
          and k.due_anchor = v_change.deadline and k.due_date is not null
          and k.status in ('not-started', 'in-progress')
        returning k.id
      )
      select coalesce(pg_catalog.array_agg(m.id), '{}') into v_moved from moved m;
      perform pg_catalog.set_config('tenderflow.moving_task_dates', '', true);
      select coalesce(pg_catalog.array_agg(k.id order by k.due_date, k.id), '{}') into v_hand
      from public.tasks k
      where k.tender_id = new.id and k.workspace_id = new.workspace_id
        and k.due_anchor is null and k.due_date is not null
        and k.status in ('not-started', 'in-progress');
    end if;
    insert into public.deadline_changes (tender_id, workspace_id, deadline, old_date, new_date, changed_by,
                                         addendum_id, moved_task_ids, hand_dated_task_ids)
    values (new.id, new.workspace_id, v_change.deadline, v_change.old_date, v_change.new_date, auth.uid(),
            v_addendum, v_moved, v_hand);
  end loop;
  return null;
end;
$$;

create function private.move_task_dates(p_change_id uuid, p_action text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_change public.deadline_changes;
  v_count integer;
begin
  if auth.uid() is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_action is null or p_action not in ('undo', 'move-hand-dated') then
    raise exception 'The action is undo or move-hand-dated' using errcode = '22023';
  end if;
  select * into v_change from public.deadline_changes c
  where c.id = p_change_id and c.workspace_id in (select private.member_workspace_ids())
  for update;
  if not found then
    raise exception 'Deadline change not found' using errcode = 'P0002';
  end if;
  update public.tasks k
  set due_date = k.due_date + case when p_action = 'undo' then v_change.old_date - v_change.new_date
                                   else v_change.new_date - v_change.old_date end
  where k.tender_id = v_change.tender_id and k.workspace_id = v_change.workspace_id
    and k.id = any (case when p_action = 'undo' then v_change.moved_task_ids else v_change.hand_dated_task_ids end)
    and k.due_date is not null and k.status in ('not-started', 'in-progress');
  get diagnostics v_count = row_count;
  update public.deadline_changes c
  set moved_task_ids = case when p_action = 'undo' then '{}' else c.moved_task_ids || c.hand_dated_task_ids end,
      hand_dated_task_ids = case when p_action = 'undo' then c.hand_dated_task_ids else '{}' end
  where c.id = p_change_id;
  return v_count;
end;
$$;

revoke all on function private.move_task_dates(uuid, text) from public;
grant execute on function private.move_task_dates(uuid, text) to authenticated;

-- The API's door to private.move_task_dates (no security-definer function is exposed).
create function public.move_task_dates(p_change_id uuid, p_action text)
returns integer
language sql
security invoker
set search_path = ''
as $$
  select private.move_task_dates(p_change_id, p_action)
$$;

revoke all on function public.move_task_dates(uuid, text) from public, anon;
grant execute on function public.move_task_dates(uuid, text) to authenticated;
