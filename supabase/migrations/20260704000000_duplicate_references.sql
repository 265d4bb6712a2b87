-- Duplicate reference numbers (issue 23, item 7). Buyers do reuse a reference across the
-- lots of one procurement, so a workspace may hold two tenders with the same reference —
-- but only when whoever saves the second one confirms it. Until now a second 'RC-2026-014'
-- was saved without a word.
--
-- * References are compared trimmed and case-insensitively ('rc-2026-014 ' is 'RC-2026-014'),
--   within one workspace; another workspace's references are never looked at.
-- * public.tenders_with_reference lists the other tenders of a workspace that have a
--   reference (security invoker: RLS shows a caller only their own workspaces' tenders),
--   for the form's warning as the user types. The rule below uses the same function.
-- * A write that gives a tender a reference another tender of its workspace already has —
--   an insert, or an update that changes the reference — is refused with TFT01 unless it
--   confirms sharing that very reference: shared_reference holds the reference the writer
--   agreed to share (compared the same way). A confirmation is for one reference only: a
--   tender confirmed as a lot of 'RC-2026-014' that is later given another taken
--   reference is asked again. An update that keeps the reference is never asked again, so
--   tenders that shared a reference before this rule keep saving.
-- * create_tender takes the confirmation as p_shared_reference.

alter table public.tenders
  add column shared_reference text
  constraint tenders_shared_reference_length check (pg_catalog.char_length(shared_reference) <= 100);

comment on column public.tenders.shared_reference is
  'The reference number whoever saved the tender confirmed sharing with another tender of the workspace (lots of one procurement); a write that gives a tender a taken reference without confirming that reference is refused (TFT01). Null: not confirmed.';

-- Tenders that already share a reference were saved before anyone was asked; they count as
-- confirmed, so the column says the same for every duplicate.
update public.tenders t
set shared_reference = t.reference_number
where exists (
  select 1 from public.tenders o
  where o.workspace_id = t.workspace_id
    and o.id <> t.id
    and pg_catalog.lower(pg_catalog.btrim(o.reference_number)) = pg_catalog.lower(pg_catalog.btrim(t.reference_number))
);

create index tenders_workspace_reference_key
  on public.tenders (workspace_id, (pg_catalog.lower(pg_catalog.btrim(reference_number))));

grant insert (shared_reference), update (shared_reference) on table public.tenders to authenticated;

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

comment on function public.tenders_with_reference(uuid, text, uuid) is
  'The other tenders of a workspace with this reference number (trimmed, case-insensitive), for the tender form''s duplicate warning; RLS applies.';

-- After the row is written, so the row-level security checks have answered first: a user
-- who may not create tenders hears 42501, not whether a reference exists.
create function private.check_reference_reuse()
returns trigger
language plpgsql
volatile
security invoker
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
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext(new.workspace_id::text || ':' || v_key));
  if exists (select 1 from public.tenders_with_reference(new.workspace_id, new.reference_number, new.id)) then
    raise exception 'Another tender in this workspace has this reference number'
      using errcode = 'TFT01',
            hint = 'Save it again with shared_reference set to this reference if it is meant to share it.';
  end if;
  return null;
end;
$$;

revoke all on function private.check_reference_reuse() from public, anon, authenticated;

create trigger check_reference_reuse
  after insert or update of reference_number on public.tenders
  for each row execute function private.check_reference_reuse();

-- create_tender gains the confirmation. Replaced, not overloaded: two create_tender with
-- defaults would make a call by the first arguments ambiguous.
drop function public.create_tender(text, text, text, text, public.tender_channel, public.tender_type, boolean, date, date, uuid);

create function public.create_tender(
  p_reference_number text,
  p_client text,
  p_title text,
  p_description text default '',
  p_channel public.tender_channel default 'other',
  p_type public.tender_type default 'public-tender',
  p_bid_bond boolean default false,
  p_inquiry_submission_date date default null,
  p_tender_submission_date date default null,
  p_workspace_id uuid default null,
  p_shared_reference text default null
)
returns public.tenders
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_tender public.tenders;
begin
  if auth.uid() is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;

  insert into public.tenders (
    workspace_id, reference_number, client, title, description, channel, type, bid_bond,
    inquiry_submission_date, tender_submission_date, status, shared_reference
  )
  values (
    coalesce(p_workspace_id, private.current_workspace_id()),
    p_reference_number, p_client, p_title, coalesce(p_description, ''), p_channel, p_type,
    coalesce(p_bid_bond, false), p_inquiry_submission_date, p_tender_submission_date, 'under-review',
    p_shared_reference
  )
  returning * into v_tender;

  perform public.create_default_tasks(v_tender.id);
  return v_tender;
end;
$$;

revoke all on function
  public.create_tender(text, text, text, text, public.tender_channel, public.tender_type, boolean, date, date, uuid, text),
  public.tenders_with_reference(uuid, text, uuid)
  from public, anon;

grant execute on function
  public.create_tender(text, text, text, text, public.tender_channel, public.tender_type, boolean, date, date, uuid, text),
  public.tenders_with_reference(uuid, text, uuid)
  to authenticated;
