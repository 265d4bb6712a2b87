-- Task templates apply only where they fit (issue 23, item 10).
--
-- A template may be needed only when the tender requires a bid bond ('Arrange bid bond'):
--   * a new tender gets it only when Bid Bond Required is Yes (create_default_tasks);
--   * a tender whose Bid Bond Required turns Yes later gets the templates that now fit and
--     that it does not have yet (by name, ignoring case and outer spaces);
--   * turning it back to No leaves the tasks alone: they may hold work, so the team marks
--     them 'Not Needed' or deletes them (docs/product.md).

alter table public.default_tasks
  add column only_with_bid_bond boolean not null default false;

comment on column public.default_tasks.only_with_bid_bond is
  'Copied only into tenders that require a bid bond (and added when a tender''s bid_bond turns true).';

-- The seeded 'Arrange bid bond' (supabase/seed.sql says the same, for fresh databases); its
-- description no longer needs to say "if a bid bond is required".
update public.default_tasks set only_with_bid_bond = true
where id = '00000000-0000-4000-8000-000000000106';
update public.default_tasks
set description = 'Request the bid bond from the bank or insurer in the required form, amount and validity.'
where id = '00000000-0000-4000-8000-000000000106'
  and description = 'If a bid bond is required, request it from the bank or insurer in the required form, amount and validity.';

-- The one rule: whether a template fits a tender with this bid_bond.
create function private.template_fits(p_only_with_bid_bond boolean, p_bid_bond boolean)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select not p_only_with_bid_bond or p_bid_bond
$$;

revoke all on function private.template_fits(boolean, boolean) from public, anon;
grant execute on function private.template_fits(boolean, boolean) to authenticated;

-- As before (20260301000000_workspaces.sql), but only the templates that fit the tender.
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
  v_bid_bond boolean;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;

  select t.workspace_id, t.bid_bond into v_workspace, v_bid_bond from public.tenders t where t.id = p_tender_id;
  if v_workspace is null then
    raise exception 'Tender not found' using errcode = '42501';
  end if;

  return query
  with templates as (
    select d.name, d.description,
           pg_catalog.row_number() over (order by d.created_at, d.id) as pos
    from public.default_tasks d
    where private.template_fits(d.only_with_bid_bond, v_bid_bond)
  ),
  inserted as (
    insert into public.tasks (tender_id, workspace_id, user_id, name, description, status, created_at, updated_at)
    select p_tender_id, v_workspace, v_uid, tp.name, tp.description, 'not-started'::public.task_status,
           pg_catalog.now() + (tp.pos - 1) * interval '1 microsecond',
           pg_catalog.now() + (tp.pos - 1) * interval '1 microsecond'
    from templates tp
    returning *
  )
  select i.* from inserted i order by i.created_at, i.id;
end;
$$;

-- When a tender's bid_bond changes: the templates that fit now and did not before, and that
-- the tender has no task of that name for, become not-started tasks created by whoever made
-- the change (the tender's creator when no one is signed in). Security invoker: the tasks'
-- RLS applies to the editor, who as an admin or manager may add tasks.
create function private.add_templates_that_now_fit()
returns trigger
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into public.tasks (tender_id, workspace_id, user_id, name, description, status, created_at, updated_at)
  select new.id, new.workspace_id, coalesce(auth.uid(), new.user_id), tp.name, tp.description,
         'not-started'::public.task_status,
         pg_catalog.clock_timestamp() + (tp.pos - 1) * interval '1 microsecond',
         pg_catalog.clock_timestamp() + (tp.pos - 1) * interval '1 microsecond'
  from (
    select d.name, d.description, pg_catalog.row_number() over (order by d.created_at, d.id) as pos
    from public.default_tasks d
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

revoke all on function private.add_templates_that_now_fit() from public, anon, authenticated;

create trigger tenders_add_templates_that_now_fit
  after update of bid_bond on public.tenders
  for each row
  when (old.bid_bond is distinct from new.bid_bond)
  execute function private.add_templates_that_now_fit();
