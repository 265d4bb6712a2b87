-- The bell's notice of a moved deadline (issue 27). docs/product.md § Addenda and deadline
-- history, docs/reminders.md § The bell.
--
--   public.deadline_change_notices   the changes of the deadlines of the workspace's open
--                                    tenders (under review, in development) in the last 14
--                                    days, made by someone else than the caller (their own
--                                    they know): latest first, at most p_limit, with who made
--                                    each and through which addendum, whether the caller has
--                                    seen it, and how many there are and are unseen (counted
--                                    in SQL). A deadline moved within the bell's 7 days already
--                                    shows as a new alert (alerts are keyed by their date); this
--                                    is how a move further out reaches the bell too.
--   public.seen_deadline_changes     per user and workspace, the moment up to which they have
--                                    seen the changes: 'Mark all as seen' (mark_deadline_alerts_seen)
--                                    moves it to now.

create table public.seen_deadline_changes (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  seen_until timestamptz not null default pg_catalog.now(),
  primary key (user_id, workspace_id)
);

create index seen_deadline_changes_workspace_id_idx on public.seen_deadline_changes (workspace_id);

comment on table public.seen_deadline_changes is
  'Per user and workspace, the moment up to which the user has seen the deadline changes (Mark all as seen). Each user reads and writes only their own.';

alter table public.seen_deadline_changes enable row level security;

create policy seen_deadline_changes_select_own on public.seen_deadline_changes
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy seen_deadline_changes_insert_own on public.seen_deadline_changes
  for insert to authenticated
  with check (user_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()));
create policy seen_deadline_changes_update_own on public.seen_deadline_changes
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()));

revoke all on table public.seen_deadline_changes from public, anon, authenticated;
grant select on table public.seen_deadline_changes to authenticated;
grant insert (workspace_id, seen_until), update (seen_until) on table public.seen_deadline_changes to authenticated;

-- The notices read a workspace's latest changes.
create index deadline_changes_workspace_id_changed_at_idx on public.deadline_changes (workspace_id, changed_at);

-- ---------------------------------------------------------------------------
-- The notices
-- ---------------------------------------------------------------------------

-- Security invoker: deadline_changes, tenders, addenda and profiles are read under their own
-- policies (members of the workspace), so another workspace gives an empty answer.
create function public.deadline_change_notices(p_workspace_id uuid, p_limit integer default 20)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with seen as (
    select coalesce(
      (select s.seen_until from public.seen_deadline_changes s
       where s.user_id = (select auth.uid()) and s.workspace_id = p_workspace_id),
      '-infinity'::timestamptz) as until
  ),
  changes as (
    select c.id, c.tender_id, t.title, t.reference_number, c.deadline, c.old_date, c.new_date,
           c.changed_at, coalesce(nullif(p.name, ''), p.email) as changed_by_name,
           a.number as addendum_number, c.changed_at <= (select until from seen) as seen,
           pg_catalog.row_number() over (order by c.changed_at desc, c.id) as position
    from public.deadline_changes c
    join public.tenders t on t.id = c.tender_id
    left join public.user_profiles p on p.id = c.changed_by
    left join public.tender_addenda a on a.id = c.addendum_id
    where c.workspace_id = p_workspace_id
      and c.changed_at > pg_catalog.now() - interval '14 days'
      and c.changed_by is distinct from (select auth.uid())
      and t.status in ('under-review', 'in-development')
  )
  select pg_catalog.jsonb_build_object(
    'total', pg_catalog.count(*),
    'unseen', pg_catalog.count(*) filter (where not c.seen),
    'changes', coalesce(
      pg_catalog.jsonb_agg(pg_catalog.to_jsonb(c) - 'position' order by c.position)
        filter (where c.position <= least(greatest(p_limit, 0), 100)),
      '[]'::jsonb)
  )
  from changes c
$$;

comment on function public.deadline_change_notices(uuid, integer) is
  'The bell''s notices of moved deadlines: changes of the open tenders'' deadlines in the last 14 days by others than the caller, latest first (at most p_limit, up to 100), with total and unseen counts.';

revoke all on function public.deadline_change_notices(uuid, integer) from public, anon;
grant execute on function public.deadline_change_notices(uuid, integer) to authenticated;

-- ---------------------------------------------------------------------------
-- Mark all as seen: as in 20260901000300_bid_bonds.sql, and the changes up to now
-- ---------------------------------------------------------------------------

create or replace function public.mark_deadline_alerts_seen(p_workspace_id uuid, p_tz text, p_days integer)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_today date := (pg_catalog.now() at time zone private.checked_time_zone(p_tz))::date;
  v_days integer := private.checked_days(p_days);
  v_marked integer;
  v_tasks integer;
  v_bonds integer;
begin
  delete from public.seen_deadline_alerts s
  using public.tenders t
  where s.user_id = (select auth.uid())
    and t.id = s.tender_id
    and t.workspace_id = p_workspace_id
    and not exists (
      select 1 from private.open_deadlines(p_workspace_id, v_today, v_today + v_days) o
      where o.tender_id = s.tender_id and o.kind = s.kind and o.due_date = s.due_date
    );
  insert into public.seen_deadline_alerts (tender_id, kind, due_date)
  select o.tender_id, o.kind, o.due_date
  from private.open_deadlines(p_workspace_id, v_today, v_today + v_days) o
  on conflict (user_id, tender_id, kind)
    do update set due_date = excluded.due_date, seen_at = pg_catalog.now();
  get diagnostics v_marked = row_count;

  delete from public.seen_task_alerts s
  using public.tasks k
  where s.user_id = (select auth.uid())
    and k.id = s.task_id
    and k.workspace_id = p_workspace_id
    and not exists (
      select 1 from private.open_alerts(p_workspace_id, v_today, v_today + v_days) o
      where o.task_id = s.task_id and o.due_date = s.due_date
    );
  insert into public.seen_task_alerts (task_id, due_date)
  select o.task_id, o.due_date
  from private.open_alerts(p_workspace_id, v_today, v_today + v_days) o
  where o.task_id is not null
  on conflict (user_id, task_id)
    do update set due_date = excluded.due_date, seen_at = pg_catalog.now();
  get diagnostics v_tasks = row_count;

  delete from public.seen_bond_alerts s
  using public.bid_bonds b
  where s.user_id = (select auth.uid())
    and b.id = s.bond_id
    and b.workspace_id = p_workspace_id
    and not exists (
      select 1 from private.bond_alerts(p_workspace_id, v_today, v_today + v_days) a
      where a.bond_id = s.bond_id and a.kind = s.kind and a.due_date = s.due_date
    );
  insert into public.seen_bond_alerts (bond_id, kind, due_date)
  select a.bond_id, a.kind, a.due_date
  from private.bond_alerts(p_workspace_id, v_today, v_today + v_days) a
  on conflict (user_id, bond_id, kind)
    do update set due_date = excluded.due_date, seen_at = pg_catalog.now();
  get diagnostics v_bonds = row_count;

  -- The deadline changes up to this moment (their changed_at is the clock's too), for a member only.
  insert into public.seen_deadline_changes (workspace_id, seen_until)
  select p_workspace_id, pg_catalog.clock_timestamp()
  where p_workspace_id in (select private.member_workspace_ids())
  on conflict (user_id, workspace_id) do update set seen_until = excluded.seen_until;
  return v_marked + v_tasks + v_bonds;
end;
$$;
