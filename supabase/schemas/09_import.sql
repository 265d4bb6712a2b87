-- Importing tenders from a spreadsheet (/app/tenders/import; docs/product.md § Import).
--
--   public.import_tenders   imports one batch of rows (at most 1,000) into a workspace, in one
--                           transaction: each new tender inserted as the tender form's own path
--                           inserts it (so its checks and the reference rule apply); the default
--                           tasks and requirements of its type only for an open tender (under
--                           review, in development) and only when the importer asks for them:
--                           a past tender is a record, and templates would make up work that
--                           was never done. A won or lost row may carry its outcome. A
--                           row whose reference number the workspace already has (compared
--                           trimmed and case-insensitively, as everywhere) is skipped or updates
--                           that tender, as the caller chose, never duplicated. A row the
--                           database refuses is reported failed with a plain reason and changes
--                           nothing; the others of the batch land together.
--
-- The app validates every row before it sends it (src/features/tenders/import); this function
-- takes only the tender's own fields, the caller's workspace, an optional created date and an
-- optional outcome.
--
-- Created date: an imported tender keeps the day it was recorded in the old register (so the
-- reports' periods hold the firm's history), stored as noon of that day in the caller's zone.
-- Only on insert, never in the future.

-- The fields an import row may set: the columns of public.tenders the app's users may both
-- insert and update (the column privileges decide, so a new column with its grants is
-- importable as it is), but the created and updated times, which the import sets itself, and
-- the shared-reference confirmation, which a file never gives. Ids, workspaces and creators
-- are the database's: no user may update them.
create function private.importable_tender_columns()
returns text[]
language sql
stable
security invoker
set search_path = ''
as $$
  select pg_catalog.array_agg(a.attname::text order by a.attnum)
  from pg_catalog.pg_attribute a
  where a.attrelid = 'public.tenders'::regclass and a.attnum > 0 and not a.attisdropped
    and pg_catalog.has_column_privilege('authenticated', a.attrelid, a.attnum, 'INSERT')
    and pg_catalog.has_column_privilege('authenticated', a.attrelid, a.attnum, 'UPDATE')
    and a.attname not in ('created_at', 'updated_at', 'shared_reference')
$$;

revoke all on function private.importable_tender_columns() from public;
grant execute on function private.importable_tender_columns() to authenticated;

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

-- Statistics that keep up with a bulk import. Plans are kept per connection, and those made
-- while the tables were small (a seq scan for a lookup by key) stay until the statistics
-- change: before this, 500 rows took 1.7 s on an empty workspace and 5.7 s once it held
-- 5,000 tenders, until autovacuum's next analyse. Before each batch, a table whose live rows
-- have more than doubled since it was last analysed (and grown by 1,000) is analysed: a
-- handful of times in an import of 10,000 rows, about 0.1 s each. As the tables' owner,
-- which ANALYZE needs; it touches no row.
create function private.refresh_import_statistics()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_table regclass;
begin
  for v_table in
    select c.oid::regclass
    from pg_catalog.pg_class c
    where c.oid in ('public.tenders'::regclass, 'public.tasks'::regclass,
                    'public.tender_requirements'::regclass, 'public.tender_required_documents'::regclass)
      and pg_catalog.pg_stat_get_live_tuples(c.oid) > 2 * greatest(c.reltuples, 0) + 1000
  loop
    execute pg_catalog.format('analyze %s', v_table);
  end loop;
end;
$$;

revoke all on function private.refresh_import_statistics() from public;
grant execute on function private.refresh_import_statistics() to authenticated;

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

-- The wizard's Duplicates step names the rows it will skip or update: which of the given
-- reference numbers the workspace already has (each given one that has a match, as given;
-- compared as import_tenders compares them).
create function public.existing_references(p_workspace_id uuid, p_references text[])
returns text[]
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(r.reference order by r.reference), '{}')
  from (select distinct pg_catalog.unnest(p_references) as reference) r
  where exists (
    select 1 from public.tenders t
    where t.workspace_id = p_workspace_id
      and pg_catalog.lower(pg_catalog.btrim(t.reference_number)) = pg_catalog.lower(pg_catalog.btrim(r.reference))
  )
$$;

revoke all on function public.existing_references(uuid, text[]) from public, anon;
grant execute on function public.existing_references(uuid, text[]) to authenticated;

comment on function public.existing_references(uuid, text[]) is
  'Which of the given reference numbers (each once, as given) a workspace''s tenders already have, trimmed and case-insensitively; RLS: only the caller''s workspaces.';
