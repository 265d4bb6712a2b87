-- Bid bonds (issue 25): the guarantee a bank or insurer gives the buyer for our bid, and the
-- bid validity it has to cover. docs/product.md § Bid bonds explains the rules.
--
--   public.bid_bonds          one per tender (unique tender_id): amount and currency (exact,
--                             numeric(15,2)), issuer, reference, issue and expiry dates, status
--   tenders.bid_validity_end  how long our bid binds us (the bond must cover it)
--   public.seen_bond_alerts   bond alerts a user marked as seen (Mark all as seen)
--   private.open_alerts       gains the bond alerts (kinds 'bond-expiry', 'bond-return',
--                             'bond-issue'), so deadline_alerts, deadline_counts and
--                             mark_deadline_alerts_seen carry them to the bell, the dashboard
--                             and the notifications page
--   public.bid_bond_totals    outstanding bonds per currency, summed in SQL
--
-- Outstanding (one definition, private.bond_outstanding): issued, submitted or extended, i.e.
-- out with the buyer or the bank and neither returned nor forfeited. A requested bond does not
-- exist yet and counts in no total.

create type public.bid_bond_status as enum ('requested', 'issued', 'submitted', 'returned', 'forfeited', 'extended');

-- ---------------------------------------------------------------------------
-- Tenders: the bid validity end
-- ---------------------------------------------------------------------------

alter table public.tenders
  add column bid_validity_end date
    constraint tenders_bid_validity_end_range check (bid_validity_end between date '2000-01-01' and date '2999-12-31');

comment on column public.tenders.bid_validity_end is
  'The last day our bid binds us (its validity); a bid bond must not expire before it.';

grant insert (bid_validity_end), update (bid_validity_end) on table public.tenders to authenticated;

-- ---------------------------------------------------------------------------
-- Bid bonds
-- ---------------------------------------------------------------------------

create table public.bid_bonds (
  id uuid primary key default gen_random_uuid(),
  tender_id uuid not null,
  workspace_id uuid not null,
  amount numeric(15, 2) not null
    constraint bid_bonds_amount_range check (amount >= 0),
  currency text not null
    constraint bid_bonds_currency_format check (currency ~ '^[A-Z]{3}$'),
  issuer text not null default ''
    constraint bid_bonds_issuer_length check (pg_catalog.char_length(issuer) <= 200),
  reference text not null default ''
    constraint bid_bonds_reference_length check (pg_catalog.char_length(reference) <= 100),
  issue_date date
    constraint bid_bonds_issue_date_range check (issue_date between date '2000-01-01' and date '2999-12-31'),
  expiry_date date
    constraint bid_bonds_expiry_date_range check (expiry_date between date '2000-01-01' and date '2999-12-31'),
  status public.bid_bond_status not null default 'requested',
  created_at timestamptz not null default pg_catalog.now(),
  updated_at timestamptz not null default pg_catalog.now(),
  constraint bid_bonds_tender_id_key unique (tender_id),
  constraint bid_bonds_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade,
  constraint bid_bonds_expiry_after_issue check (expiry_date >= issue_date),
  -- Once the bank has issued it, a bond has an expiry date.
  constraint bid_bonds_expiry_once_issued check (status = 'requested' or expiry_date is not null)
);

-- The composite foreign key, and the page's list (by expiry) of one workspace.
create index bid_bonds_tender_id_workspace_id_idx on public.bid_bonds (tender_id, workspace_id);
create index bid_bonds_workspace_id_expiry_date_idx on public.bid_bonds (workspace_id, expiry_date);

comment on table public.bid_bonds is
  'The bid bond of a tender (at most one), in the tender''s workspace: amount (exact) and currency, issuer, reference, dates, status. Members read; admins and managers write.';

create trigger bid_bonds_set_updated_at
  before update on public.bid_bonds
  for each row execute function private.set_updated_at();

-- 'Extended' means a new expiry: a bond becomes extended only with a later expiry date.
create function private.check_bond_extension()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.status = 'extended' and old.status is distinct from 'extended'
     and (new.expiry_date is null or old.expiry_date is null or new.expiry_date <= old.expiry_date) then
    raise exception 'An extended bid bond needs a later expiry date' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger bid_bonds_check_extension
  before update of status, expiry_date on public.bid_bonds
  for each row execute function private.check_bond_extension();

alter table public.bid_bonds enable row level security;

create policy bid_bonds_select_members on public.bid_bonds
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));
create policy bid_bonds_insert_managers on public.bid_bonds
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));
create policy bid_bonds_update_managers on public.bid_bonds
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));
create policy bid_bonds_delete_managers on public.bid_bonds
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

revoke all on table public.bid_bonds from public, anon, authenticated;
grant select, delete on table public.bid_bonds to authenticated;
grant insert (tender_id, workspace_id, amount, currency, issuer, reference, issue_date, expiry_date, status),
      update (amount, currency, issuer, reference, issue_date, expiry_date, status)
  on table public.bid_bonds to authenticated;

-- Issued, submitted or extended: out, and neither returned nor forfeited.
create function private.bond_outstanding(p_status public.bid_bond_status)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_status in ('issued', 'submitted', 'extended')
$$;

-- ---------------------------------------------------------------------------
-- Totals: outstanding per currency
-- ---------------------------------------------------------------------------

-- The workspace's outstanding bonds per currency (never added across currencies), currency
-- order. amount is text so no client rounds it: the exact numeric sum.
create function public.bid_bond_totals(p_workspace_id uuid)
returns table (currency text, amount text, bonds integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select b.currency, pg_catalog.sum(b.amount)::text, pg_catalog.count(*)::integer
  from public.bid_bonds b
  where b.workspace_id = p_workspace_id and private.bond_outstanding(b.status)
  group by b.currency
  order by b.currency
$$;

comment on function public.bid_bond_totals(uuid) is
  'Outstanding bid bonds (issued, submitted, extended) of a workspace per currency: the exact sum as text and how many.';

-- ---------------------------------------------------------------------------
-- Seen bond alerts
-- ---------------------------------------------------------------------------

create table public.seen_bond_alerts (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  bond_id uuid not null references public.bid_bonds (id) on delete cascade,
  kind text not null
    constraint seen_bond_alerts_kind_check check (kind in ('bond-expiry', 'bond-return', 'bond-issue')),
  -- The alert's date that was seen: when it moves, the alert is new again.
  due_date date not null,
  seen_at timestamptz not null default pg_catalog.now(),
  primary key (user_id, bond_id, kind)
);

comment on table public.seen_bond_alerts is
  'Bid bond alerts a user marked as seen (Mark all as seen): one row per user, bond and alert kind, with the date seen. Each user reads and writes only their own.';

create index seen_bond_alerts_bond_id_idx on public.seen_bond_alerts (bond_id);

alter table public.seen_bond_alerts enable row level security;

create policy seen_bond_alerts_select_own on public.seen_bond_alerts
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy seen_bond_alerts_insert_own on public.seen_bond_alerts
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.bid_bonds b where b.id = bond_id)
  );
create policy seen_bond_alerts_update_own on public.seen_bond_alerts
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.bid_bonds b where b.id = bond_id)
  );
create policy seen_bond_alerts_delete_own on public.seen_bond_alerts
  for delete to authenticated
  using (user_id = (select auth.uid()));

revoke all on table public.seen_bond_alerts from public, anon, authenticated;
grant select, delete on table public.seen_bond_alerts to authenticated;
grant insert (bond_id, kind, due_date) on table public.seen_bond_alerts to authenticated;
grant update (due_date, seen_at) on table public.seen_bond_alerts to authenticated;

-- ---------------------------------------------------------------------------
-- Bond alerts
-- ---------------------------------------------------------------------------

-- A workspace's bond alerts up to p_until, each with its bond, dated:
--   bond-expiry  an outstanding bond of a tender still in play (under review, in development,
--                submitted) that expires before the tender's bid validity end or its
--                expected award date; dated on its expiry date (it enters a window as the
--                expiry nears; overdue once expired, until extended, returned or forfeited).
--                A bond expiring on the validity end (or award) day covers it.
--   bond-return  an outstanding bond of a won or lost tender 30 days or more after the award
--                date (tender_outcomes.award_date); dated award + 30 days, so never ahead.
--   bond-issue   a requested bond of an open tender (under review, in development) 3 days or
--                fewer before the submission deadline; dated on the deadline.
create function private.bond_alerts(p_workspace_id uuid, p_today date, p_until date)
returns table (bond_id uuid, tender_id uuid, title text, reference_number text, kind text, due_date date)
language sql
stable
security invoker
set search_path = ''
as $$
  select a.bond_id, a.tender_id, a.title, a.reference_number, a.kind, a.due_date
  from (
    select b.id as bond_id, t.id as tender_id, t.title, t.reference_number, 'bond-expiry' as kind,
           b.expiry_date as due_date
    from public.bid_bonds b
    join public.tenders t on t.id = b.tender_id
    where b.workspace_id = p_workspace_id
      and private.bond_outstanding(b.status)
      and t.status in ('under-review', 'in-development', 'submitted')
      and (b.expiry_date < t.bid_validity_end or b.expiry_date < t.expected_award_date)
    union all
    select b.id, t.id, t.title, t.reference_number, 'bond-return', o.award_date + 30
    from public.bid_bonds b
    join public.tenders t on t.id = b.tender_id
    join public.tender_outcomes o on o.tender_id = t.id
    where b.workspace_id = p_workspace_id
      and private.bond_outstanding(b.status)
      and t.status in ('won', 'lost')
      and o.award_date + 30 <= p_today
    union all
    select b.id, t.id, t.title, t.reference_number, 'bond-issue', t.tender_submission_date
    from public.bid_bonds b
    join public.tenders t on t.id = b.tender_id
    where b.workspace_id = p_workspace_id
      and b.status = 'requested'
      and t.status in ('under-review', 'in-development')
      and t.tender_submission_date - 3 <= p_today
  ) a
  where a.due_date <= p_until
$$;

-- As in 20260801000100_task_due_dates_everywhere.sql, with the bond alerts (kinds
-- 'bond-expiry', 'bond-return', 'bond-issue'; task_id and task_name null: a tender has one
-- bond, so the tender and the kind name the alert).
create or replace function private.open_alerts(p_workspace_id uuid, p_today date, p_until date)
returns table (
  tender_id uuid,
  title text,
  reference_number text,
  kind text,
  task_id uuid,
  task_name text,
  due_date date,
  days integer,
  seen boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select o.tender_id, o.title, o.reference_number, o.kind::text, null::uuid, null::text, o.due_date, o.days,
         private.alert_seen(o.tender_id, o.kind, o.due_date)
  from private.open_deadlines(p_workspace_id, p_today, p_until) o
  union all
  select t.id, t.title, t.reference_number, 'task', k.id, k.name, k.due_date, k.due_date - p_today,
         exists (
           select 1 from public.seen_task_alerts s
           where s.user_id = (select auth.uid()) and s.task_id = k.id and s.due_date = k.due_date
         )
  from public.tasks k
  join public.tenders t on t.id = k.tender_id
  where k.workspace_id = p_workspace_id
    and k.due_date <= p_until
    and k.status not in ('completed', 'canceled', 'not-needed')
    and t.status in ('under-review', 'in-development')
  union all
  select a.tender_id, a.title, a.reference_number, a.kind, null::uuid, null::text, a.due_date, a.due_date - p_today,
         exists (
           select 1 from public.seen_bond_alerts s
           where s.user_id = (select auth.uid()) and s.bond_id = a.bond_id and s.kind = a.kind
             and s.due_date = a.due_date
         )
  from private.bond_alerts(p_workspace_id, p_today, p_until) a
$$;

-- As in 20260801000100_task_due_dates_everywhere.sql, marking the bond alerts too.
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
  return v_marked + v_tasks + v_bonds;
end;
$$;

-- ---------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------

revoke all on function
  private.bond_outstanding(public.bid_bond_status),
  private.bond_alerts(uuid, date, date),
  private.check_bond_extension()
  from public, anon, authenticated;
grant execute on function
  private.bond_outstanding(public.bid_bond_status),
  private.bond_alerts(uuid, date, date)
  to authenticated;

revoke all on function public.bid_bond_totals(uuid) from public, anon;
grant execute on function public.bid_bond_totals(uuid) to authenticated;
