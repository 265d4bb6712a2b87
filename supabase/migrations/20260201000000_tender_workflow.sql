-- Tender workflow: creating a tender with its default tasks in one step, searching the
-- list by any part of its reference, title or client, and the index the deadline sort
-- needs. All functions are security invoker (RLS decides) with an empty search_path.

-- Creates a tender in status under-review and copies every task template into it, in
-- one statement, so a failure anywhere leaves nothing half-made behind. Returns the
-- new tender. 42501 when the caller is anonymous.
create or replace function public.create_tender(
  p_reference_number text,
  p_client text,
  p_title text,
  p_description text default '',
  p_channel public.tender_channel default 'other',
  p_type public.tender_type default 'public-tender',
  p_bid_bond boolean default false,
  p_inquiry_submission_date date default null,
  p_tender_submission_date date default null
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
    reference_number, client, title, description, channel, type, bid_bond,
    inquiry_submission_date, tender_submission_date, status
  )
  values (
    p_reference_number, p_client, p_title, coalesce(p_description, ''), p_channel, p_type,
    coalesce(p_bid_bond, false), p_inquiry_submission_date, p_tender_submission_date, 'under-review'
  )
  returning * into v_tender;

  perform public.create_default_tasks(v_tender.id);
  return v_tender;
end;
$$;

-- The caller's tenders whose reference number, title or client contains p_query
-- (case-insensitive, anywhere in the text, no pattern characters: '%' and '_' are
-- plain text). An empty or blank query matches every tender. Ordering, status filter
-- and paging are left to the caller (PostgREST's order, eq and range).
create or replace function public.search_tenders(p_query text default '')
returns setof public.tenders
language sql
stable
security invoker
set search_path = ''
as $$
  select t.*
  from public.tenders t
  where pg_catalog.btrim(coalesce(p_query, '')) = ''
     or pg_catalog.strpos(pg_catalog.lower(t.reference_number), pg_catalog.lower(pg_catalog.btrim(p_query))) > 0
     or pg_catalog.strpos(pg_catalog.lower(t.title), pg_catalog.lower(pg_catalog.btrim(p_query))) > 0
     or pg_catalog.strpos(pg_catalog.lower(t.client), pg_catalog.lower(pg_catalog.btrim(p_query))) > 0;
$$;

revoke all on function public.create_tender(text, text, text, text, public.tender_channel, public.tender_type, boolean, date, date) from public, anon;
revoke all on function public.search_tenders(text) from public, anon;
grant execute on function public.create_tender(text, text, text, text, public.tender_channel, public.tender_type, boolean, date, date) to authenticated;
grant execute on function public.search_tenders(text) to authenticated;

-- "Deadline" sort of the list: soonest submission date first, undated last.
create index tenders_user_id_submission_date_idx
  on public.tenders (user_id, tender_submission_date asc nulls last, created_at desc);
