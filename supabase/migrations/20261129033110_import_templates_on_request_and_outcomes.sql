-- An import adds a tender's templates (tasks, requirements, required documents) only to an
-- open tender and only when the importer asks: a past tender is a record, and templates made
-- up work that was never done. An import row of a won or lost tender may carry its outcome.
-- The tender insert is shared by save_tender and the import (private.insert_tender).
-- (supabase/schemas/02_tenders.sql, 03_tasks.sql and 09_import.sql hold the definitions.)

drop function public.import_tenders(uuid, jsonb, text, text);
drop function private.import_rows(uuid, jsonb, text, text, boolean);
drop function private.import_row(uuid, jsonb, text, text, jsonb, text[]);

-- A tender inserted as Submitted is refused only when it gets mandatory requirements, which
-- only its templates give it: the check moves from an insert trigger into create_default_tasks.
drop trigger tenders_check_new_submitted on public.tenders;
drop function private.check_new_submitted_tender();

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
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;

  select t.workspace_id, t.type, t.bid_bond, t.tender_submission_date, t.status
  into v_workspace, v_type, v_bid_bond, v_deadline, v_status
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

revoke all on function public.create_default_tasks(uuid) from public, anon;
grant execute on function public.create_default_tasks(uuid) to authenticated;

comment on function public.create_default_tasks(uuid) is
  'Adds the workspace''s templates for the tender''s type to a tender: the standard tasks and the type''s own (or the type''s only, when it replaces them), requirements (all types'' when its type has none), and the library''s documents of the required categories.';


-- The quoted column list of p_tender, a JSON object of tenders columns: 22023 when it is not
-- one or names a column the table lacks.
create function private.tender_json_columns(p_tender jsonb)
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_unknown text;
begin
  if pg_catalog.jsonb_typeof(p_tender) is distinct from 'object' or p_tender = '{}'::jsonb then
    raise exception 'A tender is a JSON object of its fields' using errcode = '22023';
  end if;
  select pg_catalog.string_agg(k, ', ' order by k) into v_unknown
  from pg_catalog.jsonb_object_keys(p_tender) k
  where not exists (
    select 1 from pg_catalog.pg_attribute a
    where a.attrelid = 'public.tenders'::regclass and a.attname = k and a.attnum > 0 and not a.attisdropped);
  if v_unknown is not null then
    raise exception 'Unknown tender field: %', v_unknown using errcode = '22023';
  end if;
  return (select pg_catalog.string_agg(pg_catalog.quote_ident(k), ', ' order by k)
          from pg_catalog.jsonb_object_keys(p_tender) k);
end;
$$;

revoke all on function private.tender_json_columns(jsonb) from public;
grant execute on function private.tender_json_columns(jsonb) to authenticated;

-- A new tender of p_tender's columns, without its templates: save_tender adds them, and an
-- import adds them only where the importer asked (a past tender is a record, not work).
create function private.insert_tender(p_tender jsonb)
returns public.tenders
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_columns text := private.tender_json_columns(p_tender);
  v_tender public.tenders;
begin
  execute pg_catalog.format(
    'insert into public.tenders (%s) select %s from pg_catalog.jsonb_populate_record(null::public.tenders, $1) returning *',
    v_columns, v_columns)
  using p_tender into v_tender;
  return v_tender;
end;
$$;

revoke all on function private.insert_tender(jsonb) from public;
grant execute on function private.insert_tender(jsonb) to authenticated;

-- p_tender is a JSON object of tenders columns. The caller's column privileges decide which
-- columns it may set (42501 otherwise), row-level security which tenders. Without p_id: a
-- new tender (status under-review unless given) and its default tasks, atomically. With p_id:
-- the given columns of that tender, only if its updated_at is still p_loaded_updated_at
-- (required: 22023 without it; TFT02 when someone saved in between; P0002 'Tender not found'
-- when it is gone or not the caller's; 42501 when the caller may read it but not edit it).
-- A new column needs a grant, never a new signature.
create or replace function public.save_tender(
  p_tender jsonb,
  p_id uuid default null,
  p_loaded_updated_at timestamptz default null
)
returns public.tenders
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_columns text;
  v_tender public.tenders;
  v_updated_at timestamptz;
begin
  if auth.uid() is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  v_columns := private.tender_json_columns(p_tender);
  if p_id is not null and p_loaded_updated_at is null then
    raise exception 'An edit needs the updated_at the tender was loaded with' using errcode = '22023';
  end if;

  if p_id is null then
    v_tender := private.insert_tender(p_tender);
    perform public.create_default_tasks(v_tender.id);
    return v_tender;
  end if;

  execute pg_catalog.format(
    'update public.tenders set (%s) = (select %s from pg_catalog.jsonb_populate_record(null::public.tenders, $1)) where id = $2 and updated_at = $3 returning *',
    v_columns, v_columns)
  using p_tender, p_id, p_loaded_updated_at into v_tender;
  if v_tender.id is not null then
    return v_tender;
  end if;
  -- No row changed: gone (or another workspace's), changed since it was loaded, or one the
  -- caller may read but not edit (a `user`: the update policy hid it).
  select t.updated_at into v_updated_at from public.tenders t where t.id = p_id;
  if not found then
    raise exception 'Tender not found' using errcode = 'P0002';
  end if;
  if v_updated_at <> p_loaded_updated_at then
    raise exception 'This tender was changed by someone else' using errcode = 'TFT02';
  end if;
  raise exception 'You may not edit this tender' using errcode = '42501';
end;
$$;

revoke all on function public.save_tender(jsonb, uuid, timestamp with time zone) from public, anon;
grant execute on function public.save_tender(jsonb, uuid, timestamp with time zone) to authenticated;

comment on function public.save_tender(jsonb, uuid, timestamptz) is
  'Creates a tender with its default tasks (no p_id) or edits one if unchanged since p_loaded_updated_at (TFT02 otherwise); the caller''s column privileges and RLS decide what it may write.';

-- A won or lost tender's outcome from an import row: the fields p_outcome gives (award_date,
-- winner, winning_price, our_rank, and for a lost tender loss_reason, a reason's label) over
-- those already recorded; all of them empty records nothing. A label the workspace has no
-- reason of is left empty, and the answer says so (a warning for the report); null otherwise.
create function private.import_outcome(p_tender public.tenders, p_outcome jsonb)
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_fields jsonb;
  v_label text := pg_catalog.btrim(p_outcome ->> 'loss_reason');
  v_reason uuid;
  v_warning text;
  v_existing jsonb;
begin
  if p_tender.status not in ('won', 'lost') or pg_catalog.jsonb_typeof(p_outcome) is distinct from 'object' then
    return null;
  end if;
  select coalesce(pg_catalog.jsonb_object_agg(f.key, f.value), '{}'::jsonb) into v_fields
  from pg_catalog.jsonb_each(p_outcome) f
  where f.key in ('award_date', 'winner', 'winning_price', 'our_rank');
  if p_tender.status = 'lost' and p_outcome ? 'loss_reason' then
    if v_label <> '' then
      select r.id into v_reason from public.loss_reasons r
      where r.workspace_id = p_tender.workspace_id
        and pg_catalog.lower(pg_catalog.btrim(r.label)) = pg_catalog.lower(v_label);
      if v_reason is null then
        v_warning := pg_catalog.format('loss reason ''%s'' is not one of the workspace''s: left empty', v_label);
      end if;
    end if;
    v_fields := v_fields || pg_catalog.jsonb_build_object('loss_reason_id', v_reason);
  end if;
  select pg_catalog.to_jsonb(o) into v_existing from public.tender_outcomes o
  where o.tender_id = p_tender.id and o.workspace_id = p_tender.workspace_id;
  -- Empty cells make no outcome: a register's won row without its details stays unrecorded.
  if v_existing is null and not exists (
    select 1 from pg_catalog.jsonb_each(v_fields) f where f.value <> 'null'::jsonb) then
    return v_warning;
  end if;
  insert into public.tender_outcomes (tender_id, workspace_id, award_date, winner, winning_price, our_rank, loss_reason_id)
  select p_tender.id, p_tender.workspace_id, r.award_date, r.winner, r.winning_price, r.our_rank, r.loss_reason_id
  from pg_catalog.jsonb_populate_record(null::public.tender_outcomes, coalesce(v_existing, '{}'::jsonb) || v_fields) r
  on conflict (tender_id, workspace_id) do update
    set award_date = excluded.award_date, winner = excluded.winner, winning_price = excluded.winning_price,
        our_rank = excluded.our_rank, loss_reason_id = excluded.loss_reason_id;
  return v_warning;
end;
$$;

revoke all on function private.import_outcome(public.tenders, jsonb) from public;
grant execute on function private.import_outcome(public.tenders, jsonb) to authenticated;

-- One row: its tender's fields of p_columns only (private.importable_tender_columns), inserted
-- (with its templates when p_templates and the tender is open), or skipped or updating the
-- one tender its reference names (p_known: the batch's references and the tenders they name);
-- then its outcome. Raises when the database refuses it.
create function private.import_row(
  p_workspace_id uuid,
  p_row jsonb,
  p_duplicates text,
  p_zone text,
  p_known jsonb,
  p_columns text[],
  p_templates boolean
)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_tender jsonb;
  v_created date := (p_row ->> 'created_date')::date;
  v_matches uuid[];
  v_existing public.tenders;
  v_saved public.tenders;
  v_outcome text;
  v_warning text;
begin
  select coalesce(pg_catalog.jsonb_object_agg(f.key, f.value), '{}'::jsonb) into v_tender
  from pg_catalog.jsonb_each(coalesce(p_row -> 'tender', '{}'::jsonb)) f
  where f.key = any (p_columns);
  if v_created > (pg_catalog.now() at time zone p_zone)::date then
    raise exception 'A created date in the future' using errcode = 'TFM01';
  end if;

  select pg_catalog.array_agg(m.id::uuid) into v_matches
  from pg_catalog.jsonb_array_elements_text(
    p_known -> pg_catalog.lower(pg_catalog.btrim(v_tender ->> 'reference_number'))) m (id);

  if v_matches is null then
    v_saved := private.insert_tender(
      v_tender || pg_catalog.jsonb_build_object('workspace_id', p_workspace_id)
      || case when v_created is null then '{}'::jsonb
              else pg_catalog.jsonb_build_object('created_at', (v_created + time '12:00') at time zone p_zone) end);
    if p_templates and v_saved.status in ('under-review', 'in-development') then
      perform public.create_default_tasks(v_saved.id);
    end if;
    v_outcome := 'imported';
  elsif p_duplicates = 'skip' then
    return pg_catalog.jsonb_build_object('outcome', 'skipped', 'id', v_matches[1],
      'reason', 'the reference number exists already');
  elsif pg_catalog.cardinality(v_matches) > 1 then
    return pg_catalog.jsonb_build_object('outcome', 'failed',
      'reason', pg_catalog.format('%s tenders have this reference number: update them by hand',
                                  pg_catalog.cardinality(v_matches)));
  else
    select * into v_existing from public.tenders t where t.id = v_matches[1];
    v_saved := public.save_tender(v_tender, v_existing.id, v_existing.updated_at);
    v_outcome := 'updated';
  end if;
  v_warning := private.import_outcome(v_saved, p_row -> 'outcome');
  return pg_catalog.jsonb_build_object('outcome', v_outcome, 'id', v_saved.id)
    || case when v_warning is null then '{}'::jsonb else pg_catalog.jsonb_build_object('warning', v_warning) end;
end;
$$;

revoke all on function private.import_row(uuid, jsonb, text, text, jsonb, text[], boolean) from public;
grant execute on function private.import_row(uuid, jsonb, text, text, jsonb, text[], boolean) to authenticated;

-- The batch's rows in order. p_careful: each row in a savepoint of its own, so a refused row
-- fails alone with a plain reason; without, a refusal ends the call (see import_tenders).
create function private.import_rows(
  p_workspace_id uuid,
  p_rows jsonb,
  p_duplicates text,
  p_zone text,
  p_templates boolean,
  p_careful boolean
)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_columns text[] := private.importable_tender_columns();
  v_row jsonb;
  v_known jsonb;
  v_outcome jsonb;
  v_results jsonb := '[]'::jsonb;
begin
  -- The tenders the batch's references already name, read once for the whole batch and kept
  -- up to date as the rows add tenders.
  select coalesce(pg_catalog.jsonb_object_agg(m.key, m.ids), '{}'::jsonb) into v_known
  from (
    select pg_catalog.lower(pg_catalog.btrim(t.reference_number)) as key, pg_catalog.jsonb_agg(t.id) as ids
    from public.tenders t
    where t.workspace_id = p_workspace_id
      and pg_catalog.lower(pg_catalog.btrim(t.reference_number)) in (
        select pg_catalog.lower(pg_catalog.btrim(r.value -> 'tender' ->> 'reference_number'))
        from pg_catalog.jsonb_array_elements(p_rows) r)
    group by 1
  ) m;

  for v_row in select r.value from pg_catalog.jsonb_array_elements(p_rows) r loop
    if p_careful then
      begin
        v_outcome := private.import_row(p_workspace_id, v_row, p_duplicates, p_zone, v_known, v_columns, p_templates);
      exception when others then
        -- One plain reason per refusal the app cannot foresee; never the database's own words.
        v_outcome := pg_catalog.jsonb_build_object('outcome', 'failed', 'reason', case sqlstate
          when 'TFM01' then 'a created date in the future'
          when 'TFT05' then 'mandatory requirements are incomplete, so it cannot be marked Submitted'
          when 'TFT01' then 'another tender of the workspace has this reference number'
          when '42501' then 'you may not edit this tender'
          when '23514' then 'a value is out of range'
          when '22007' then 'a date that cannot be read'
          when '22008' then 'a date that cannot be read'
          when '22P02' then 'a value that cannot be read'
          when '22003' then 'an amount too large'
          else 'the row could not be saved'
        end);
      end;
    else
      v_outcome := private.import_row(p_workspace_id, v_row, p_duplicates, p_zone, v_known, v_columns, p_templates);
    end if;
    if v_outcome ->> 'outcome' = 'imported' then
      v_known := v_known || pg_catalog.jsonb_build_object(
        pg_catalog.lower(pg_catalog.btrim(v_row -> 'tender' ->> 'reference_number')),
        pg_catalog.jsonb_build_array(v_outcome -> 'id'));
    end if;
    v_results := v_results || (pg_catalog.jsonb_build_object('line', v_row -> 'line') || v_outcome);
  end loop;
  return v_results;
end;
$$;

revoke all on function private.import_rows(uuid, jsonb, text, text, boolean, boolean) from public;
grant execute on function private.import_rows(uuid, jsonb, text, text, boolean, boolean) to authenticated;

-- A savepoint per row costs about as much as the row itself, and the app has checked every
-- row already: the batch runs without them first, and only when the database refuses a row
-- is it run again from the start, each row in its own savepoint.
create function public.import_tenders(
  p_workspace_id uuid,
  p_rows jsonb,
  p_duplicates text,
  p_tz text,
  p_templates boolean default false
)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_zone text := private.checked_time_zone(p_tz);
begin
  if auth.uid() is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_duplicates is null or p_duplicates not in ('skip', 'update') then
    raise exception 'Duplicates are skipped or update the existing tender' using errcode = '22023';
  end if;
  if pg_catalog.jsonb_typeof(p_rows) is distinct from 'array' or pg_catalog.jsonb_array_length(p_rows) > 1000 then
    raise exception 'A batch is an array of at most 1,000 rows' using errcode = '22023';
  end if;
  if p_workspace_id is null
     or p_workspace_id not in (select private.member_workspace_ids('{admin,manager}')) then
    raise exception 'Only admins and managers import tenders' using errcode = '42501';
  end if;
  perform private.refresh_import_statistics();
  begin
    return private.import_rows(p_workspace_id, p_rows, p_duplicates, v_zone, coalesce(p_templates, false), false);
  exception when others then
    return private.import_rows(p_workspace_id, p_rows, p_duplicates, v_zone, coalesce(p_templates, false), true);
  end;
end;
$$;

revoke all on function public.import_tenders(uuid, jsonb, text, text, boolean) from public, anon;
grant execute on function public.import_tenders(uuid, jsonb, text, text, boolean) to authenticated;

comment on function public.import_tenders(uuid, jsonb, text, text, boolean) is
  'Imports one batch (≤ 1,000 rows of {line, tender, created_date, outcome?}) into a workspace in one transaction: new tenders as save_tender inserts them, with the default tasks and requirements only for an open tender and only when p_templates; a won or lost row''s outcome (award_date, winner, winning_price, our_rank, loss_reason label); an existing reference skipped or updated (p_duplicates skip|update); a refused row reported failed with a plain reason. Admins and managers. Returns [{line, outcome, id?, reason?, warning?}].';

