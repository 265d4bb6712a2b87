-- Tenders: the bids a workspace tracks, from review to won or lost, and the one path that
-- creates and edits them (save_tender) and lists them (search_tenders).
--
-- user_id is who created a tender and workspace_id decides who sees it: members read,
-- admins and managers create, edit and delete. Money is numeric(15,2), exact, and never
-- added across currencies. A workspace may hold two tenders with the same reference number
-- (buyers reuse one across the lots of a procurement) only when whoever saves the second
-- confirms it (shared_reference; TFT01 otherwise).

-- The enum's order is the list's status sort (under review … cancelled); the status counts
-- use private.tender_status_order. 'cancelled': the buyer withdrew the tender; it ends the
-- tender's life like won, lost and declined, and is neither won nor lost, so it never counts
-- in a win rate.
create type public.tender_status as enum (
  'under-review',
  'in-development',
  'declined',
  'submitted',
  'won',
  'lost',
  'cancelled'
);

create type public.tender_channel as enum ('government-portal', 'vendor-portal', 'other');

create type public.tender_type as enum (
  'public-tender',
  'limited-tender',
  'direct-purchase',
  'framework-agreement',
  'two-stage-tender',
  'other'
);

-- A tender's two deadlines.
create type public.deadline_kind as enum ('inquiry', 'submission');

-- What the tender list can be sorted by (search_tenders); p_descending reverses it.
create type public.tender_sort_key as enum (
  'created', 'deadline', 'reference', 'title', 'client', 'status', 'value'
);

comment on type public.tender_sort_key is
  'The tender list''s sort (search_tenders): creation, deadline (nearest upcoming first), reference, title, client (case-insensitive) or status (the enum''s order: under review … lost).';

-- ---------------------------------------------------------------------------
-- The table
-- ---------------------------------------------------------------------------

create table public.tenders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  reference_number text not null
    constraint tenders_reference_number_check
      check (btrim(reference_number) <> '' and char_length(reference_number) <= 100),
  client text not null
    constraint tenders_client_check
      check (btrim(client) <> '' and char_length(client) <= 200),
  title text not null
    constraint tenders_title_check
      check (btrim(title) <> '' and char_length(title) <= 300),
  description text not null default ''
    constraint tenders_description_check check (char_length(description) <= 10000),
  channel public.tender_channel not null default 'other',
  -- 'public-tender' is the most common procurement route for an SME, and the first
  -- option the create form offers.
  type public.tender_type not null default 'public-tender',
  status public.tender_status not null default 'under-review',
  bid_bond boolean not null default false,
  inquiry_submission_date date,
  tender_submission_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  workspace_id uuid not null default private.current_workspace_id()
    references public.workspaces (id) on delete cascade,
  shared_reference text
    constraint tenders_shared_reference_length check (pg_catalog.char_length(shared_reference) <= 100),
  estimated_value numeric(15, 2)
    constraint tenders_estimated_value_range check (estimated_value >= 0),
  -- A new tender gets its workspace's default currency when it gives none
  -- (tenders_default_currency, 04_money.sql).
  currency text not null
    constraint tenders_currency_format check (currency ~ '^[A-Z]{3}$'),
  probability smallint
    constraint tenders_probability_range check (probability between 0 and 100),
  expected_award_date date,
  bid_price numeric(15, 2)
    constraint tenders_bid_price_range check (bid_price >= 0),
  bid_validity_end date
    constraint tenders_bid_validity_end_range check (bid_validity_end between date '2000-01-01' and date '2999-12-31'),
  -- The target of the composite foreign keys that keep a task, a bond, a requirement… in its
  -- tender's workspace.
  constraint tenders_id_workspace_id_key unique (id, workspace_id)
);

comment on table public.tenders is 'Bids a workspace tracks. user_id is who created the tender; members read, admins and managers write.';

comment on column public.tenders.shared_reference is
  'The reference number whoever saved the tender confirmed sharing with another tender of the workspace (lots of one procurement); a write that gives a tender a taken reference without confirming that reference is refused (TFT01). Null: not confirmed.';

comment on column public.tenders.estimated_value is 'What the contract is worth, as we estimate it (exact, in currency).';

comment on column public.tenders.currency is 'ISO 4217 code of estimated_value, bid_price and the outcome''s winning_price; the workspace''s default currency when not given.';

comment on column public.tenders.probability is 'Chance of winning, 0–100 %; null: the workspace''s default for the status (pipeline_settings).';

comment on column public.tenders.bid_price is 'What we bid (exact, in currency), once submitted.';

comment on column public.tenders.bid_validity_end is
  'The last day our bid binds us (its validity); a bid bond must not expire before it.';

-- The list: a workspace's tenders newest first, or by submission deadline (undated last),
-- optionally for one status; each with count=exact and a page of 25. user_id ("created by")
-- has a plain index for its foreign key. References are compared trimmed and
-- case-insensitively within a workspace. The reminder job reads open tenders by deadline.
create index tenders_workspace_id_created_at_idx on public.tenders (workspace_id, created_at desc);
create index tenders_workspace_id_submission_date_idx
  on public.tenders (workspace_id, tender_submission_date asc nulls last, created_at desc);
create index tenders_workspace_id_status_created_at_idx
  on public.tenders (workspace_id, status, created_at desc);
create index tenders_user_id_idx on public.tenders (user_id);
create index tenders_workspace_reference_key
  on public.tenders (workspace_id, (pg_catalog.lower(pg_catalog.btrim(reference_number))));
create index tenders_open_submission_date_idx on public.tenders (tender_submission_date)
  where status in ('under-review', 'in-development');

alter table public.tenders enable row level security;

-- ---------------------------------------------------------------------------
-- Saving and listing
-- ---------------------------------------------------------------------------

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
create function public.save_tender(
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

-- The tender list's whole query but the page: the search, several statuses at once (the
-- 'Open' and 'Decided' presets are lists of statuses), a currency and a value range, and the
-- order, so the caller only adds a range and a count. The deadline order puts the nearest
-- upcoming deadline first: today and later, nearest first; then past deadlines, latest first;
-- then tenders without one. "Today" is the caller's local day (p_today; the app passes the
-- browser's date), not the server's. Every order ends in created_at desc, id, so a page never
-- shifts.
create function public.search_tenders(
  p_query text default '',
  p_workspace_id uuid default null,
  p_statuses public.tender_status[] default null,
  p_sort public.tender_sort_key default 'created',
  p_descending boolean default true,
  p_today date default null,
  p_currency text default null,
  p_min_value numeric default null,
  p_max_value numeric default null
)
returns setof public.tenders
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_direction text := case when p_descending then 'desc' else 'asc' end;
  -- Only these fixed texts reach the statement, chosen by the enum: nothing the caller typed.
  v_order text := case p_sort
    when 'created' then pg_catalog.format('t.created_at %s', v_direction)
    -- upcoming (from today) before past, each the nearest to today first; none last
    when 'deadline' then case when p_descending then 't.tender_submission_date desc nulls last'
      else 't.tender_submission_date < $4, pg_catalog.abs(t.tender_submission_date - $4)' end
    when 'reference' then pg_catalog.format('pg_catalog.lower(t.reference_number) %s', v_direction)
    when 'title' then pg_catalog.format('pg_catalog.lower(t.title) %s', v_direction)
    when 'client' then pg_catalog.format('pg_catalog.lower(t.client) %s', v_direction)
    -- the enum's order: under review, in development, declined, submitted, won, lost, cancelled
    when 'status' then pg_catalog.format('t.status %s', v_direction)
    when 'value' then pg_catalog.format(
      't.currency, private.tender_value(t.bid_price, t.estimated_value) %s nulls last', v_direction)
  end;
begin
  -- Planned for these values (EXECUTE), so the workspace's indexes and a sort by the one
  -- key chosen serve it; a static query would be planned for every sort at once.
  return query execute
    'select t.* from public.tenders t '
    || case when p_workspace_id is null
         then 'where t.workspace_id in (select private.member_workspace_ids()) '
         else 'where t.workspace_id = $1 ' end
    || 'and (coalesce(pg_catalog.cardinality($2), 0) = 0 or t.status = any ($2)) '
    || 'and ($3 = '''' or pg_catalog.strpos(pg_catalog.lower(t.reference_number), $3) > 0 '
    || 'or pg_catalog.strpos(pg_catalog.lower(t.title), $3) > 0 '
    || 'or pg_catalog.strpos(pg_catalog.lower(t.client), $3) > 0) '
    || 'and ($5::text is null or t.currency = $5) '
    || 'and ($6::numeric is null or private.tender_value(t.bid_price, t.estimated_value) >= $6) '
    || 'and ($7::numeric is null or private.tender_value(t.bid_price, t.estimated_value) <= $7) '
    || 'order by ' || v_order || ', t.created_at desc, t.id'
    using p_workspace_id, p_statuses, pg_catalog.lower(pg_catalog.btrim(coalesce(p_query, ''))),
          coalesce(p_today, current_date), pg_catalog.upper(pg_catalog.btrim(p_currency)),
          p_min_value, p_max_value;
end;
$$;

revoke all on function public.search_tenders(text, uuid, public.tender_status[], public.tender_sort_key, boolean, date, text, numeric, numeric) from public, anon;
grant execute on function public.search_tenders(text, uuid, public.tender_status[], public.tender_sort_key, boolean, date, text, numeric, numeric) to authenticated;

comment on function public.search_tenders(text, uuid, public.tender_status[], public.tender_sort_key, boolean, date, text, numeric, numeric) is
  'The tender list: reference, title or client containing p_query (case-insensitive, % and _ plain text; blank: all), in p_workspace_id (null: every workspace of the caller), with any of p_statuses (null or empty: all), in p_currency (null: any) with a value (bid price, else estimate) from p_min_value to p_max_value (null: open), in p_sort order (p_today: the caller''s local day, for the deadline order). The caller adds the range and the count.';

-- The order the status counts report tenders in, written once. It is not the enum's order:
-- declined comes after won and lost here, so enum_range cannot stand in for it. A new status
-- is the enum value, then this function with it in its place.
create function private.tender_status_order()
returns public.tender_status[]
language sql
immutable
set search_path = ''
as $$
  select array['under-review', 'in-development', 'submitted', 'won', 'lost', 'declined',
               'cancelled']::public.tender_status[];
$$;

revoke all on function private.tender_status_order() from public;
grant execute on function private.tender_status_order() to authenticated;

comment on function private.tender_status_order() is
  'Every tender status once, in the order the status counts report them (tender_status_counts, dashboard_summary statuses).';

-- ---------------------------------------------------------------------------
-- Duplicate reference numbers
-- ---------------------------------------------------------------------------

-- References are compared trimmed and case-insensitively ('rc-2026-014 ' is 'RC-2026-014'),
-- within one workspace. A write that gives a tender a reference another tender of its
-- workspace already has — an insert, or an update that changes the reference — is refused
-- with TFT01 unless it confirms sharing that very reference: shared_reference holds the
-- reference the writer agreed to share. A confirmation is for one reference only; an update
-- that keeps the reference is never asked again.

-- The other tenders of p_workspace_id whose reference is p_reference (trimmed, any case),
-- leaving out p_except_id (the tender being edited); oldest first, at most 5. A blank
-- reference matches nothing.
create function public.tenders_with_reference(
  p_workspace_id uuid,
  p_reference text,
  p_except_id uuid default null
)
returns table (id uuid, reference_number text, title text)
language sql
stable
security invoker
set search_path = ''
as $$
  select t.id, t.reference_number, t.title
  from public.tenders t
  where t.workspace_id = p_workspace_id
    and pg_catalog.lower(pg_catalog.btrim(t.reference_number)) = pg_catalog.lower(pg_catalog.btrim(p_reference))
    and pg_catalog.btrim(coalesce(p_reference, '')) <> ''
    and (p_except_id is null or t.id <> p_except_id)
  order by t.created_at, t.id
  limit 5;
$$;

revoke all on function public.tenders_with_reference(uuid, text, uuid) from public, anon;
grant execute on function public.tenders_with_reference(uuid, text, uuid) to authenticated;

comment on function public.tenders_with_reference(uuid, text, uuid) is
  'The other tenders of a workspace with this reference number (trimmed, case-insensitive), for the tender form''s duplicate warning; RLS applies.';

-- The rule's check. It runs after the row is written, so the row-level security checks have
-- answered first (a user who may not create tenders hears 42501, not whether a reference
-- exists), and as its owner, without RLS: lower() and btrim() are not leakproof, so under
-- the writer's policies PostgreSQL could use the index on (workspace_id,
-- lower(btrim(reference_number))) for the workspace only and would read every tender of it
-- (an import slowed from 3 to 10 ms a row as a workspace filled). It looks only in the row's
-- own workspace, which the writer has just been allowed to write to, and tells nothing but
-- TFT01. It takes one lock per workspace, not one per reference: an advisory lock lives until
-- the transaction ends, so an insert of many thousand tenders would run out of the lock table
-- (53200); writers of new references in one workspace take turns instead.
create or replace function private.check_reference_reuse()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_key text := pg_catalog.lower(pg_catalog.btrim(new.reference_number));
begin
  if tg_op = 'UPDATE' and v_key = pg_catalog.lower(pg_catalog.btrim(old.reference_number)) then
    return null;
  end if;
  if v_key = pg_catalog.lower(pg_catalog.btrim(new.shared_reference)) then
    return null;
  end if;
  -- Two saves of one new reference at the same moment: the second waits, then sees the first.
  -- Taken again by the same transaction, the lock is the same entry of the lock table.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('tender-references:' || new.workspace_id::text));
  if v_key <> '' and exists (
    select 1 from public.tenders t
    where t.workspace_id = new.workspace_id
      and pg_catalog.lower(pg_catalog.btrim(t.reference_number)) = v_key
      and t.id <> new.id
  ) then
    raise exception 'Another tender in this workspace has this reference number'
      using errcode = 'TFT01',
            hint = 'Save it again with shared_reference set to this reference if it is meant to share it.';
  end if;
  return null;
end;
$$;

revoke all on function private.check_reference_reuse() from public;

-- ---------------------------------------------------------------------------
-- Triggers, row-level security, privileges
-- ---------------------------------------------------------------------------

create trigger tenders_set_updated_at
  before update on public.tenders
  for each row execute function private.set_updated_at();

create trigger check_reference_reuse
  after insert or update of reference_number on public.tenders
  for each row execute function private.check_reference_reuse();

-- tenders: members read; admins and managers create, edit and delete. The creator must be
-- the caller; user_id and workspace_id cannot be updated (column privileges below).
create policy tenders_select_members on public.tenders
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy tenders_insert_managers on public.tenders
  for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and workspace_id in (select private.member_workspace_ids('{admin,manager}'))
  );

create policy tenders_update_managers on public.tenders
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy tenders_delete_managers on public.tenders
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

-- Ids are the database's: never chosen on insert nor changed. user_id and workspace_id are
-- given on insert only (the policy checks them) and never change.
revoke all on table public.tenders from anon, authenticated;
grant select, delete on table public.tenders to authenticated;
grant insert (
  user_id, reference_number, client, title, description, channel, type, status, bid_bond,
  inquiry_submission_date, tender_submission_date, created_at, updated_at, workspace_id, shared_reference,
  estimated_value, currency, probability, expected_award_date, bid_price, bid_validity_end
), update (
  reference_number, client, title, description, channel, type, status, bid_bond,
  inquiry_submission_date, tender_submission_date, created_at, updated_at, shared_reference,
  estimated_value, currency, probability, expected_award_date, bid_price, bid_validity_end
) on table public.tenders to authenticated;
