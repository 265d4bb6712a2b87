-- The activity log: every change to a tender and what hangs off it (tasks, documents, the
-- outcome, the bid decision, the bond, clarifications, addenda, requirements) and to a
-- member's role, with who, when and the old → new value of each changed field.
--
-- Written only by the triggers below (security definer), so no client can skip or imitate an
-- entry; users may read and never write, update or delete one. The triggers are per statement
-- over the statement's transition tables: one statement inserting 10,000 tenders is one
-- insert into the log, not 10,000. A tender's entries keep its title as it was (tender_title) and no foreign
-- key to it, so deleting the tender keeps them; then only the workspace's admins read them.

create type public.activity_entity as enum (
  'tender', 'task', 'document', 'member', 'outcome', 'bid-decision', 'bid-bond', 'clarification',
  'addendum', 'requirement'
);

create type public.activity_kind as enum ('created', 'updated', 'deleted');

create table public.activity (
  -- Orders the entries of one transaction (they share created_at); the pages are keyed by
  -- (created_at, id).
  id bigint generated always as identity primary key,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  -- No foreign key: the entries outlive the tender.
  tender_id uuid,
  tender_title text,
  -- Null when no user made the change (the service role, a scheduled job).
  actor_id uuid references auth.users (id) on delete set null,
  -- The actor's name when it happened: the entry still says who after they leave.
  actor_name text,
  kind public.activity_kind not null,
  entity public.activity_entity not null,
  -- The row's id; a member's user id; the tender's id for its outcome and bid decision.
  entity_id uuid not null,
  -- What the entity was called then: a task's name, a document's file name, a member's name,
  -- a clarification's or addendum's number, a requirement's text.
  entity_label text,
  -- Only the fields that changed (an update), or the fields given (a creation); null for a
  -- deletion.
  old_values jsonb,
  new_values jsonb,
  created_at timestamptz not null default pg_catalog.now()
);

comment on table public.activity is
  'Who changed what and when in a workspace, old → new values, written by triggers only. Members read; a deleted tender''s entries only admins; nobody writes.';

-- The tender's Activity tab and the workspace's activity page, newest first.
create index activity_tender_id_created_at_idx on public.activity (tender_id, created_at desc, id desc);
create index activity_workspace_id_created_at_idx on public.activity (workspace_id, created_at desc, id desc);
create index activity_actor_id_idx on public.activity (actor_id);

alter table public.activity enable row level security;

-- ---------------------------------------------------------------------------
-- What is recorded of each row
-- ---------------------------------------------------------------------------

-- The recorded fields of one row of an entity's table (as jsonb), and where it belongs.
-- Bookkeeping is left out, so a write that changes only it records nothing: ids, workspace,
-- creator, created_at/updated_at, the checklist's order, a decision's raw scores (its score,
-- band and verdict are kept), and of a document everything but its file name. A document
-- outside the tender-documents bucket, or not at {workspace}/{tender}/{file}, has no workspace
-- and is not recorded.
create function private.activity_subject(p_entity public.activity_entity, p_row jsonb)
returns table (workspace_id uuid, tender_id uuid, entity_id uuid, label text, fields jsonb)
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_path text[];
begin
  if p_entity = 'document' then
    v_path := pg_catalog.string_to_array(p_row ->> 'name', '/');
    if p_row ->> 'bucket_id' is distinct from 'tender-documents' or pg_catalog.cardinality(v_path) <> 3
       or v_path[1] !~* '^[0-9a-f-]{36}$' or v_path[2] !~* '^[0-9a-f-]{36}$' then
      return;
    end if;
    return query select v_path[1]::uuid, v_path[2]::uuid, (p_row ->> 'id')::uuid, v_path[3],
      pg_catalog.jsonb_build_object('name', v_path[3]);
    return;
  end if;
  return query select
    (p_row ->> 'workspace_id')::uuid,
    case p_entity when 'tender' then (p_row ->> 'id')::uuid when 'member' then null else (p_row ->> 'tender_id')::uuid end,
    case when p_entity in ('member') then (p_row ->> 'user_id')::uuid
         when p_entity in ('outcome', 'bid-decision') then (p_row ->> 'tender_id')::uuid
         else (p_row ->> 'id')::uuid end,
    case p_entity
      when 'tender' then p_row ->> 'title'
      when 'task' then p_row ->> 'name'
      when 'clarification' then p_row ->> 'number'
      when 'addendum' then p_row ->> 'number'
      when 'requirement' then pg_catalog.left(p_row ->> 'requirement', 200)
    end,
    p_row - array['id', 'tender_id', 'workspace_id', 'user_id', 'created_at', 'updated_at']
      - case p_entity
          when 'tender' then array['shared_reference']
          when 'task' then array['bid_bond_task', 'due_anchor']
          when 'member' then array[]::text[]
          when 'outcome' then array['updated_by']
          when 'bid-decision' then array['scores', 'kill_answers', 'decided_by', 'decided_at']
          when 'clarification' then array['number', 'asked_by']
          when 'addendum' then array['created_by']
          when 'requirement' then array['position']
          else array[]::text[]
        end;
end;
$$;

revoke all on function private.activity_subject(public.activity_entity, jsonb) from public;

-- The trigger of every logged table, per statement (tg_argv[0]: the entity). Creations and
-- deletions are one entry a row; an update one entry a row whose recorded fields changed, with
-- just those. A row deleted with its tender writes nothing (the tender's own deletion is the
-- entry), nor does anything deleted or unassigned with its workspace (the log goes with it),
-- nor the checklist a tender is created with. The transition tables are old_rows and new_rows.
create function private.record_activity()
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

revoke all on function private.record_activity() from public;

-- ---------------------------------------------------------------------------
-- Triggers (a transition table allows one event a trigger: three a table)
-- ---------------------------------------------------------------------------

create trigger tenders_activity_insert after insert on public.tenders
  referencing new table as new_rows for each statement execute function private.record_activity('tender');
create trigger tenders_activity_update after update on public.tenders
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.record_activity('tender');
create trigger tenders_activity_delete after delete on public.tenders
  referencing old table as old_rows for each statement execute function private.record_activity('tender');

create trigger tasks_activity_insert after insert on public.tasks
  referencing new table as new_rows for each statement execute function private.record_activity('task');
create trigger tasks_activity_update after update on public.tasks
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.record_activity('task');
create trigger tasks_activity_delete after delete on public.tasks
  referencing old table as old_rows for each statement execute function private.record_activity('task');

create trigger tender_documents_activity_insert after insert on storage.objects
  referencing new table as new_rows for each statement execute function private.record_activity('document');
create trigger tender_documents_activity_update after update on storage.objects
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.record_activity('document');
create trigger tender_documents_activity_delete after delete on storage.objects
  referencing old table as old_rows for each statement execute function private.record_activity('document');

create trigger workspace_members_activity_insert after insert on public.workspace_members
  referencing new table as new_rows for each statement execute function private.record_activity('member');
create trigger workspace_members_activity_update after update on public.workspace_members
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.record_activity('member');
create trigger workspace_members_activity_delete after delete on public.workspace_members
  referencing old table as old_rows for each statement execute function private.record_activity('member');

create trigger tender_outcomes_activity_insert after insert on public.tender_outcomes
  referencing new table as new_rows for each statement execute function private.record_activity('outcome');
create trigger tender_outcomes_activity_update after update on public.tender_outcomes
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.record_activity('outcome');
create trigger tender_outcomes_activity_delete after delete on public.tender_outcomes
  referencing old table as old_rows for each statement execute function private.record_activity('outcome');

create trigger bid_decisions_activity_insert after insert on public.bid_decisions
  referencing new table as new_rows for each statement execute function private.record_activity('bid-decision');
create trigger bid_decisions_activity_update after update on public.bid_decisions
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.record_activity('bid-decision');
create trigger bid_decisions_activity_delete after delete on public.bid_decisions
  referencing old table as old_rows for each statement execute function private.record_activity('bid-decision');

create trigger bid_bonds_activity_insert after insert on public.bid_bonds
  referencing new table as new_rows for each statement execute function private.record_activity('bid-bond');
create trigger bid_bonds_activity_update after update on public.bid_bonds
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.record_activity('bid-bond');
create trigger bid_bonds_activity_delete after delete on public.bid_bonds
  referencing old table as old_rows for each statement execute function private.record_activity('bid-bond');

create trigger clarifications_activity_insert after insert on public.clarifications
  referencing new table as new_rows for each statement execute function private.record_activity('clarification');
create trigger clarifications_activity_update after update on public.clarifications
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.record_activity('clarification');
create trigger clarifications_activity_delete after delete on public.clarifications
  referencing old table as old_rows for each statement execute function private.record_activity('clarification');

create trigger tender_addenda_activity_insert after insert on public.tender_addenda
  referencing new table as new_rows for each statement execute function private.record_activity('addendum');
create trigger tender_addenda_activity_update after update on public.tender_addenda
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.record_activity('addendum');
create trigger tender_addenda_activity_delete after delete on public.tender_addenda
  referencing old table as old_rows for each statement execute function private.record_activity('addendum');

create trigger tender_requirements_activity_insert after insert on public.tender_requirements
  referencing new table as new_rows for each statement execute function private.record_activity('requirement');
create trigger tender_requirements_activity_update after update on public.tender_requirements
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.record_activity('requirement');
create trigger tender_requirements_activity_delete after delete on public.tender_requirements
  referencing old table as old_rows for each statement execute function private.record_activity('requirement');

-- ---------------------------------------------------------------------------
-- Row-level security, privileges
-- ---------------------------------------------------------------------------

-- Members read their workspace's entries; an entry of a tender that no longer exists (the
-- subquery sees the caller's tenders through their RLS) only its admins.
create policy activity_select_members on public.activity
  for select to authenticated
  using (
    workspace_id in (select private.member_workspace_ids())
    and (
      tender_id is null
      or tender_id in (select t.id from public.tenders t)
      or workspace_id in (select private.member_workspace_ids('{admin}'))
    )
  );

revoke all on table public.activity from anon, authenticated;
grant select on table public.activity to authenticated;
