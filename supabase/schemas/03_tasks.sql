-- Tasks and the templates a new tender's checklist is made from.
--
--   public.tasks                  a tender's tasks, in its workspace: every member reads and
--                                 writes them; user_id is who created a task, assignee_id a
--                                 member of the workspace or null; due_date a calendar day
--   public.default_tasks          the global starting set (read-only to the app; seed.sql)
--   public.task_templates         a workspace's default tasks per tender type: name,
--                                 description, due N days before the submission deadline,
--                                 only with a bid bond
--   public.task_template_types    per type: whether its own task templates replace the standard ones
--   public.requirement_templates  a workspace's default requirements per tender type
--
-- Each template is for one tender type, or for all types (tender_type null). A new tender's
-- tasks are the all-types ones (the standard tasks) followed by its type's own, a type's task
-- of the same name taking the standard one's place; a type marked replaces_standard gets only
-- its own. Requirements and required documents: a type's own when it has any, else the
-- all-types ones (the fallback), each kind on its own. Members read them
-- (a new tender is seeded as its creator); admins edit them. A new workspace starts with the
-- default tasks as its all-types task templates.
--
-- A template may be needed only when the tender requires a bid bond ('Arrange bid bond'): a
-- new tender gets it only when Bid Bond Required is Yes; a tender whose Bid Bond Required
-- turns Yes later gets the templates that now fit and that it does not have yet (by name,
-- ignoring case and outer spaces); turning it back to No leaves the tasks alone: they may
-- hold work, so the team marks them 'Not Needed' or deletes them.

create type public.task_status as enum (
  'not-started',
  'in-progress',
  'completed',
  'canceled',
  'not-needed'
);

-- ---------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------

create table public.tasks (
  id uuid primary key default gen_random_uuid(),
  tender_id uuid not null,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null
    constraint tasks_name_check check (btrim(name) <> '' and char_length(name) <= 200),
  description text not null default ''
    constraint tasks_description_check check (char_length(description) <= 10000),
  status public.task_status not null default 'not-started',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Filled from the tender when omitted (private.fill_task_workspace).
  workspace_id uuid not null,
  assignee_id uuid,
  -- A plausible calendar date: the app's form says so first, the check keeps other clients
  -- honest.
  due_date date
    constraint tasks_due_date_check check (due_date between date '2000-01-01' and date '2999-12-31'),
  -- Made from a template needed only with a bid bond ('Arrange bid bond'): recording the bond
  -- as issued completes it (private.complete_bid_bond_tasks, 04_money.sql).
  bid_bond_task boolean not null default false,
  -- The deadline the due date is counted from (a template's task: the submission deadline);
  -- when that deadline moves, the open task moves with it (private.record_deadline_changes,
  -- 05_paper_trail.sql). Null: dated by hand, or undated. A due date changed by anyone but
  -- that move forgets it (private.forget_due_anchor).
  due_anchor public.deadline_kind,
  -- A task lives in its tender's workspace: the pair must exist in tenders.
  constraint tasks_tender_id_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade,
  -- The assignee is a member of the task's workspace; removing the member unassigns.
  constraint tasks_assignee_id_fkey foreign key (workspace_id, assignee_id)
    references public.workspace_members (workspace_id, user_id) on delete set null (assignee_id)
);

comment on table public.tasks is 'Tasks of a tender, in the tender''s workspace. Any member reads and writes them; user_id is who created the task.';

comment on column public.tasks.due_date is 'The day the task is due (a calendar date, no time), or null.';

comment on column public.tasks.due_anchor is
  'The tender deadline the due date is counted from; it moves with that deadline while the task is open. Null: dated by hand or undated.';

comment on column public.tasks.bid_bond_task is
  'Made from a template needed only with a bid bond; completed when the tender''s bond is recorded as issued (or later).';

-- A tender's tasks in order; the dashboard counts a workspace's tasks per status with an
-- index-only scan; due dates per workspace; a person's open own tasks (the reminders, the
-- feed and My work ask the same).
create index tasks_user_id_idx on public.tasks (user_id);
create index tasks_tender_id_workspace_id_created_at_idx on public.tasks (tender_id, workspace_id, created_at);
create index tasks_workspace_id_assignee_id_idx on public.tasks (workspace_id, assignee_id);
create index tasks_workspace_id_status_idx on public.tasks (workspace_id, status);
create index tasks_workspace_id_due_date_idx on public.tasks (workspace_id, due_date)
  where due_date is not null;
create index tasks_owner_open_idx on public.tasks ((coalesce(assignee_id, user_id)))
  where status not in ('completed', 'canceled', 'not-needed');

alter table public.tasks enable row level security;

create table public.default_tasks (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint default_tasks_name_check check (btrim(name) <> '' and char_length(name) <= 200),
  description text not null default ''
    constraint default_tasks_description_check check (char_length(description) <= 10000),
  created_at timestamptz not null default now(),
  only_with_bid_bond boolean not null default false,
  due_days_before integer
    constraint default_tasks_due_days_before_check check (due_days_before between 0 and 365)
);

comment on table public.default_tasks is 'Task templates, seeded oldest first into new tenders. Managed by migrations/seed only.';

comment on column public.default_tasks.only_with_bid_bond is
  'Copied only into tenders that require a bid bond (and added when a tender''s bid_bond turns true).';

comment on column public.default_tasks.due_days_before is
  'A new tender''s copy is due this many days before its submission deadline; null: no due date.';

create index default_tasks_created_at_idx on public.default_tasks (created_at, id);

alter table public.default_tasks enable row level security;

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

comment on table public.task_templates is
  'A workspace''s default tasks per tender type (tender_type null: all types, the fallback). Members read; admins edit.';

-- One template of a name per type: a tender's tasks are matched to templates by name
-- (private.add_templates_that_now_fit).
create unique index task_templates_name_key
  on public.task_templates (workspace_id, tender_type, pg_catalog.lower(pg_catalog.btrim(name))) nulls not distinct;
create index task_templates_workspace_idx on public.task_templates (workspace_id, tender_type, position);

alter table public.task_templates enable row level security;

-- Per workspace and tender type: whether the type's own task templates replace those for all
-- types (the standard tasks) instead of adding to them. No row: they add.
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

comment on table public.requirement_templates is
  'A workspace''s default requirements per tender type (tender_type null: all types, the fallback). Members read; admins edit.';

create index requirement_templates_workspace_idx on public.requirement_templates (workspace_id, tender_type, position);

alter table public.requirement_templates enable row level security;

-- ---------------------------------------------------------------------------
-- Templates
-- ---------------------------------------------------------------------------

-- The one rule: whether a template fits a tender with this bid_bond.
create function private.template_fits(p_only_with_bid_bond boolean, p_bid_bond boolean)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select not p_only_with_bid_bond or p_bid_bond
$$;

revoke all on function private.template_fits(boolean, boolean) from public;
grant execute on function private.template_fits(boolean, boolean) to authenticated;

-- A person's today: the day it is in their time zone (user_profiles.time_zone; none counts as
-- UTC), never the server's. Security definer: it reads one profile's zone, whoever asks.
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

-- A template's due date for a tender: the deadline minus the offset, or null; never before
-- p_today (the creator's local day), so no task is born overdue.
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

-- A workspace's starting set: the global default tasks as its all-types task templates.
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

revoke all on function private.copy_default_task_templates(uuid) from public;

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

revoke all on function private.seed_workspace_templates() from public;

-- The one rule, for each kind of template: the tender type's own, or the all-types ones when
-- the type has none.
create function private.tender_task_templates(p_workspace_id uuid, p_type public.tender_type)
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

revoke all on function private.tender_task_templates(uuid, public.tender_type) from public;
grant execute on function private.tender_task_templates(uuid, public.tender_type) to authenticated;

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

revoke all on function private.tender_requirement_templates(uuid, public.tender_type) from public;
grant execute on function private.tender_requirement_templates(uuid, public.tender_type) to authenticated;

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

revoke all on function public.create_default_tasks(uuid) from public, anon;
grant execute on function public.create_default_tasks(uuid) to authenticated;

comment on function public.create_default_tasks(uuid) is
  'Adds the workspace''s templates for the tender''s type to a tender: the standard tasks and the type''s own (or the type''s only, when it replaces them), requirements (all types'' when its type has none), and the library''s documents of the required categories.';

-- When a tender's bid_bond changes: the templates that fit now and did not before, and that
-- the tender has no task of that name for, become not-started tasks created by whoever made
-- the change (the tender's creator when no one is signed in). Security invoker: the tasks'
-- RLS applies to the editor, who as an admin or manager may add tasks.
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

revoke all on function private.add_templates_that_now_fit() from public;

-- ---------------------------------------------------------------------------
-- Tasks
-- ---------------------------------------------------------------------------

-- A task inserted without workspace_id goes to its tender's workspace, as far as the caller
-- can see the tender: under another workspace's tender it stays null, and the insert policy
-- refuses it (42501).
create function private.fill_task_workspace()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.workspace_id is null then
    select t.workspace_id into new.workspace_id from public.tenders t where t.id = new.tender_id;
  end if;
  return new;
end;
$$;

revoke all on function private.fill_task_workspace() from public;

-- A due date changed by hand (any change but the move with its deadline, which sets
-- tenderflow.moving_task_dates for its statement) is no longer counted from the deadline.
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

-- My work: what the signed-in person must do next, across every workspace they belong to, in
-- one call (docs/product.md § My work):
--   * their own open tasks: coalesce(assignee_id, user_id) is the caller (the assignee, or
--     the creator when unassigned), status not completed, canceled or not needed, on an open
--     tender (under review or in development); soonest due date first, undated last;
--   * the deadlines of the open tenders they work on (created, or with an open own task on
--     them): each submission and inquiry deadline that is set, soonest first (overdue ones
--     included: the tender is still open).
-- "Today" is the caller's local day, passed by the app (p_today), never the server's: each
-- item's `days` is its date minus p_today (negative = overdue). Security invoker: the
-- policies let a member read every workspace they belong to, which is exactly the scope.
create function public.my_work(p_today date)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_result jsonb;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_today is null then
    raise exception 'p_today is required (the caller''s local day)' using errcode = '22023';
  end if;

  with ws as (
    select w.id, w.name
    from public.workspace_members m
    join public.workspaces w on w.id = m.workspace_id
    where m.user_id = v_uid
  ),
  open_tenders as (
    select t.id, t.workspace_id, ws.name as workspace_name, t.user_id, t.title, t.reference_number,
           t.status, t.tender_submission_date, t.inquiry_submission_date
    from public.tenders t
    join ws on ws.id = t.workspace_id
    where t.status in ('under-review', 'in-development')
  ),
  own_tasks as (
    select k.id, k.name, k.status, k.due_date, k.created_at, t.id as tender_id, t.title,
           t.reference_number, t.workspace_id, t.workspace_name
    from public.tasks k
    join open_tenders t on t.id = k.tender_id
    where coalesce(k.assignee_id, k.user_id) = v_uid
      and k.status not in ('completed', 'canceled', 'not-needed')
  ),
  deadlines as (
    select t.id as tender_id, t.title, t.reference_number, t.status, t.workspace_id, t.workspace_name,
           d.kind, d.due_date
    from open_tenders t
    cross join lateral (
      values ('submission'::public.deadline_kind, t.tender_submission_date),
             ('inquiry'::public.deadline_kind, t.inquiry_submission_date)
    ) as d (kind, due_date)
    where d.due_date is not null
      and (t.user_id = v_uid or exists (select 1 from own_tasks k where k.tender_id = t.id))
  )
  select pg_catalog.jsonb_build_object(
    'tasks', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'id', k.id, 'name', k.name, 'status', k.status,
               'due_date', pg_catalog.to_char(k.due_date, 'YYYY-MM-DD'), 'days', k.due_date - p_today,
               'tender_id', k.tender_id, 'tender_title', k.title, 'reference_number', k.reference_number,
               'workspace_id', k.workspace_id, 'workspace_name', k.workspace_name)
             order by k.due_date nulls last, k.title, k.created_at, k.id)
      from own_tasks k), '[]'::jsonb),
    'deadlines', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'tender_id', d.tender_id, 'title', d.title, 'reference_number', d.reference_number,
               'kind', d.kind, 'due_date', pg_catalog.to_char(d.due_date, 'YYYY-MM-DD'),
               'days', d.due_date - p_today, 'status', d.status,
               'workspace_id', d.workspace_id, 'workspace_name', d.workspace_name)
             order by d.due_date, d.kind, d.title, d.tender_id)
      from deadlines d), '[]'::jsonb))
  into v_result;
  return v_result;
end;
$$;

revoke all on function public.my_work(date) from public, anon;
grant execute on function public.my_work(date) to authenticated;

comment on function public.my_work(date) is
  'My work: the caller''s open own tasks (assignee, or creator when unassigned) on open tenders, by due date (undated last), and the submission and inquiry deadlines of the open tenders they created or have an open own task on, by date; across all their workspaces. p_today: the caller''s local day (days = date - p_today).';

-- A new tender copies its type's templates: at most 100 tasks and 100 requirements, so no
-- tender (and no import of 500 of them) writes more than that many of each.
create function private.limit_templates()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if tg_op = 'UPDATE' and new.workspace_id = old.workspace_id
     and new.tender_type is not distinct from old.tender_type then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext(
    tg_table_name || ':' || new.workspace_id::text || ':' || coalesce(new.tender_type::text, '')));
  execute pg_catalog.format(
    'select count(*) from public.%I where workspace_id = $1 and tender_type is not distinct from $2 and id <> $3',
    tg_table_name)
  into v_count using new.workspace_id, new.tender_type, new.id;
  if v_count >= 100 then
    raise exception 'A tender type has at most 100 templates of each kind' using errcode = 'TFL01';
  end if;
  return new;
end;
$$;

revoke all on function private.limit_templates() from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- Triggers, row-level security, privileges
-- ---------------------------------------------------------------------------

create trigger tasks_set_updated_at
  before update on public.tasks
  for each row execute function private.set_updated_at();

create trigger tasks_forget_due_anchor
  before update of due_date on public.tasks
  for each row
  when (old.due_date is distinct from new.due_date and old.due_anchor is not null)
  execute function private.forget_due_anchor();

create trigger tasks_fill_workspace
  before insert on public.tasks
  for each row execute function private.fill_task_workspace();

create trigger task_templates_set_updated_at
  before update on public.task_templates
  for each row execute function private.set_updated_at();

create trigger task_template_types_set_updated_at
  before update on public.task_template_types
  for each row execute function private.set_updated_at();

create trigger requirement_templates_set_updated_at
  before update on public.requirement_templates
  for each row execute function private.set_updated_at();

create trigger task_templates_limit
  before insert or update of workspace_id, tender_type on public.task_templates
  for each row execute function private.limit_templates();
create trigger requirement_templates_limit
  before insert or update of workspace_id, tender_type on public.requirement_templates
  for each row execute function private.limit_templates();

create trigger workspaces_seed_templates
  after insert on public.workspaces
  for each row execute function private.seed_workspace_templates();

create trigger tenders_add_templates_that_now_fit
  after update of bid_bond on public.tenders
  for each row
  when (old.bid_bond is distinct from new.bid_bond)
  execute function private.add_templates_that_now_fit();

-- default_tasks: readable by every signed-in user; no write policy, no write grant.
create policy default_tasks_select_authenticated on public.default_tasks
  for select to authenticated
  using (true);

-- tasks: every member reads and writes; the creator must be the caller. The composite
-- foreign key keeps a task in its tender's workspace.
create policy tasks_select_members on public.tasks
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy tasks_insert_members on public.tasks
  for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and workspace_id in (select private.member_workspace_ids())
  );

create policy tasks_update_members on public.tasks
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids()))
  with check (workspace_id in (select private.member_workspace_ids()));

create policy tasks_delete_members on public.tasks
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

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

-- default_tasks is read-only through the API.
revoke all on table public.default_tasks from anon, authenticated;
grant select on table public.default_tasks to authenticated;

-- Ids are the database's; user_id and workspace_id are given on insert only.
revoke all on table public.tasks from anon, authenticated;
grant select, delete on table public.tasks to authenticated;
grant insert (tender_id, user_id, name, description, status, created_at, updated_at, workspace_id, assignee_id, due_date, bid_bond_task, due_anchor), update (tender_id, name, description, status, created_at, updated_at, assignee_id, due_date)
  on table public.tasks to authenticated;

revoke all on table public.task_templates from anon, authenticated;
grant select, delete on table public.task_templates to authenticated;
grant insert (workspace_id, tender_type, name, description, due_days_before, only_with_bid_bond, position), update (tender_type, name, description, due_days_before, only_with_bid_bond, position)
  on table public.task_templates to authenticated;

revoke all on table public.task_template_types from anon, authenticated;
grant select, delete on table public.task_template_types to authenticated;
-- (update of every column: an upsert sets them all; the policies keep the row in the workspace)
grant insert (workspace_id, tender_type, replaces_standard), update (workspace_id, tender_type, replaces_standard)
  on table public.task_template_types to authenticated;

revoke all on table public.requirement_templates from anon, authenticated;
grant select, delete on table public.requirement_templates to authenticated;
grant insert (workspace_id, tender_type, requirement, source, mandatory, position), update (tender_type, requirement, source, mandatory, position)
  on table public.requirement_templates to authenticated;
