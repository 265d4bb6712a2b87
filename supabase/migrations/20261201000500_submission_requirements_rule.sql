-- Marking a tender Submitted while mandatory requirements are incomplete (issue 27): the
-- database's rule, so no path skips the confirmation (the tender page asks for it; My work,
-- an API client or a script meet the same refusal). docs/product.md § Requirements.
--
-- A change of status to 'submitted' is refused (TFT05) while the tender has mandatory
-- requirements that are neither complete nor not applicable, unless the person changing it has
-- recorded an override naming each of them (requirement_overrides.incomplete) since the
-- tender was last changed: a confirmation covers the tender as it was confirmed, not a later
-- version of it. Without a signed-in person (maintenance as the database owner) there is no
-- one to confirm, and the rule does not apply.

create function private.check_submission_requirements()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_incomplete text[];
begin
  if auth.uid() is null then
    return new;
  end if;
  select pg_catalog.array_agg(r.requirement order by r.position, r.created_at) into v_incomplete
  from public.tender_requirements r
  where r.tender_id = new.id and r.mandatory and r.status not in ('complete', 'not-applicable');
  if v_incomplete is null then
    return new;
  end if;
  if exists (
    select 1 from public.requirement_overrides o
    where o.tender_id = new.id
      and o.confirmed_by = auth.uid()
      and o.confirmed_at >= old.updated_at
      and o.incomplete @> v_incomplete
  ) then
    return new;
  end if;
  raise exception 'Mandatory requirements are incomplete'
    using errcode = 'TFT05',
          detail = pg_catalog.array_to_string(v_incomplete, '; '),
          hint = 'Confirm the submission on the tender''s page: it records who submitted with them incomplete.';
end;
$$;

revoke all on function private.check_submission_requirements() from public, anon, authenticated;

create trigger tenders_check_submission_requirements
  before update of status on public.tenders
  for each row
  when (new.status = 'submitted' and old.status is distinct from 'submitted')
  execute function private.check_submission_requirements();
