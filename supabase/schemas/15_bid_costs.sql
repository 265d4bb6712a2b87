-- What bidding costs: the time members spend on a tender and the money they pay out for it,
-- valued at the workspace's cost rates and converted into the workspace's currency.
-- docs/product.md § Bid cost explains the rules.
--
--   public.time_entries      hours a member worked on a tender: a date, hours in quarter
--                            hours, what for (a task of the tender, else free text)
--   public.expenses          money paid out for a tender: amount and currency, date,
--                            category, note and an optional receipt in the tender's documents
--   public.cost_rates        an admin's hourly cost rate per member, or one for the workspace
--                            (user_id null), each applying from a date
--   public.exchange_rates    what one unit of a currency is worth in the workspace's currency,
--                            for a month or for one tender (an admin records them)
--   public.running_timers    at most one per person: the task they are timing, since when
--   private.bid_cost_totals  per tender and month, the hours and money of its entries and
--                            expenses by currency, kept by triggers: what the report reads
--
-- Who sees what: members read expenses and the exchange rates; a user reads their own time
-- entries only, admins and managers every entry of the workspace; only admins and managers
-- read cost rates, so only they get money totals of time (public.bid_cost runs as the
-- caller and finds no rate otherwise). Only admins write rates.
--
-- Converting (private.exchange_rate): an amount in the workspace's currency counts as it is;
-- another currency counts at the tender's own rate for it, else at the rate for the month
-- the amount is dated in; with neither it is not converted, and every total lists it
-- instead of guessing.

create type public.expense_category as enum (
  'printing-and-delivery',
  'travel',
  'site-visit',
  'bid-bond-fees',
  'consultants-and-quotes',
  'translation',
  'other'
);

-- ---------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------

create table public.time_entries (
  id uuid primary key default gen_random_uuid(),
  -- Filled from the tender when omitted (private.fill_task_workspace).
  workspace_id uuid not null,
  tender_id uuid not null,
  -- Who worked. A deleted account leaves its hours (they were spent) without a name.
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  work_date date not null
    constraint time_entries_work_date_range check (work_date between date '2000-01-01' and date '2999-12-31'),
  -- Quarter hours, a day at most: 0.25, 0.5, … 24.
  hours numeric(4, 2) not null
    constraint time_entries_hours_quarters check (hours > 0 and hours <= 24 and hours * 4 = pg_catalog.trunc(hours * 4)),
  task_id uuid references public.tasks (id) on delete set null,
  -- What for: the task's name when a task is given and nothing else (private.fill_time_entry),
  -- so it still says what the hours were for after the task is deleted.
  description text not null
    constraint time_entries_description_length check (pg_catalog.char_length(pg_catalog.btrim(description)) between 1 and 300),
  created_at timestamptz not null default pg_catalog.now(),
  updated_at timestamptz not null default pg_catalog.now(),
  constraint time_entries_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on delete cascade
);

comment on table public.time_entries is
  'Hours a member worked on a tender (quarter hours, at most 24 a day), for a task of the tender or as described. The author reads and writes their own; admins and managers read, edit and delete all of the workspace''s.';

create index time_entries_tender_id_idx on public.time_entries (tender_id, workspace_id);
create index time_entries_workspace_user_date_idx on public.time_entries (workspace_id, user_id, work_date);
create index time_entries_user_date_idx on public.time_entries (user_id, work_date);
create index time_entries_task_id_idx on public.time_entries (task_id);

alter table public.time_entries enable row level security;

create table public.expenses (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null,
  tender_id uuid not null,
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  amount numeric(15, 2) not null
    constraint expenses_amount_range check (amount > 0),
  -- The tender's currency when not given (private.fill_expense).
  currency text not null
    constraint expenses_currency_format check (currency ~ '^[A-Z]{3}$'),
  spent_on date not null
    constraint expenses_spent_on_range check (spent_on between date '2000-01-01' and date '2999-12-31'),
  category public.expense_category not null,
  note text not null default ''
    constraint expenses_note_length check (pg_catalog.char_length(note) <= 500),
  -- An object of the tender-documents bucket, in this tender's folder.
  receipt_path text
    constraint expenses_receipt_path_length check (pg_catalog.char_length(receipt_path) <= 1024),
  created_at timestamptz not null default pg_catalog.now(),
  updated_at timestamptz not null default pg_catalog.now(),
  constraint expenses_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on delete cascade,
  constraint expenses_receipt_in_tender_folder check (
    receipt_path is null
    or pg_catalog.starts_with(receipt_path, workspace_id::text || '/' || tender_id::text || '/')
  )
);

comment on table public.expenses is
  'Money paid out for a tender, by category, in its own currency (the tender''s by default), with an optional receipt among the tender''s documents. Members read and add; the author or an admin or manager edits and deletes.';

create index expenses_tender_id_idx on public.expenses (tender_id, workspace_id);
create index expenses_workspace_spent_on_idx on public.expenses (workspace_id, spent_on);
create index expenses_user_id_idx on public.expenses (user_id);

alter table public.expenses enable row level security;

create table public.cost_rates (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  -- Null: the workspace's rate, for members without one of their own.
  user_id uuid,
  hourly_rate numeric(15, 2) not null
    constraint cost_rates_hourly_rate_range check (hourly_rate >= 0),
  -- The workspace's default currency when not given (private.fill_cost_rate).
  currency text not null
    constraint cost_rates_currency_format check (currency ~ '^[A-Z]{3}$'),
  effective_from date not null
    constraint cost_rates_effective_from_range check (effective_from between date '2000-01-01' and date '2999-12-31'),
  created_at timestamptz not null default pg_catalog.now(),
  constraint cost_rates_member_fkey foreign key (workspace_id, user_id)
    references public.workspace_members (workspace_id, user_id) on delete cascade
);

comment on table public.cost_rates is
  'Hourly cost rates: per member (user_id) or for the workspace (user_id null), each from effective_from until the next. Only admins and managers read them; admins write.';

-- One rate per member (or for the workspace) per start date.
create unique index cost_rates_one_per_day_key
  on public.cost_rates (workspace_id, coalesce(user_id, '00000000-0000-0000-0000-000000000000'::uuid), effective_from);

create index cost_rates_member_idx on public.cost_rates (workspace_id, user_id, effective_from);

alter table public.cost_rates enable row level security;

create table public.exchange_rates (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  currency text not null
    constraint exchange_rates_currency_format check (currency ~ '^[A-Z]{3}$'),
  -- The first day of the month the rate is for, or null with a tender.
  month date
    constraint exchange_rates_month_first_day check (pg_catalog.date_trunc('month', month)::date = month),
  tender_id uuid,
  -- Units of the workspace's currency one unit of currency is worth.
  rate numeric(18, 8) not null
    constraint exchange_rates_rate_range check (rate > 0),
  created_at timestamptz not null default pg_catalog.now(),
  constraint exchange_rates_month_or_tender check ((month is null) <> (tender_id is null)),
  constraint exchange_rates_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on delete cascade
);

comment on table public.exchange_rates is
  'What one unit of a currency is worth in the workspace''s currency, for a month or for one tender. Members read; admins write.';

create unique index exchange_rates_month_key on public.exchange_rates (workspace_id, currency, month) where tender_id is null;
create unique index exchange_rates_tender_key on public.exchange_rates (tender_id, currency) where tender_id is not null;
create index exchange_rates_tender_workspace_idx on public.exchange_rates (tender_id, workspace_id);

alter table public.exchange_rates enable row level security;

-- The primary key is the one-running-timer rule: two starts at once, on two devices, cannot
-- both insert (the second waits for the first and fails with 23505).
create table public.running_timers (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  workspace_id uuid not null,
  tender_id uuid not null,
  task_id uuid not null references public.tasks (id) on delete cascade,
  started_at timestamptz not null default pg_catalog.now(),
  constraint running_timers_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on delete cascade
);

comment on table public.running_timers is
  'The task each person is timing, since when: at most one per person (the primary key). Started by start_timer, counted by stop_timer; the owner reads and discards it.';

create index running_timers_task_id_idx on public.running_timers (task_id);
create index running_timers_tender_idx on public.running_timers (tender_id, workspace_id);

alter table public.running_timers enable row level security;

-- ---------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------

-- A time entry's task must be one of its tender's; an entry with a task and no description
-- is described by the task's name, and one still described by its old task's name when its
-- task is changed takes the new task's (a correction of the task is not left saying the old).
create function private.fill_time_entry()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_name text;
begin
  if new.task_id is not null then
    select k.name into v_name from public.tasks k where k.id = new.task_id and k.tender_id = new.tender_id;
    if not found then
      raise exception 'The task is not one of this tender''s tasks' using errcode = '23503';
    end if;
    if pg_catalog.btrim(coalesce(new.description, '')) = '' then
      new.description := v_name;
    elsif tg_op = 'UPDATE' and new.task_id is distinct from old.task_id and new.description = old.description
          and old.description = (select k.name from public.tasks k where k.id = old.task_id) then
      new.description := v_name;
    end if;
  end if;
  return new;
end;
$$;

revoke all on function private.fill_time_entry() from public;

-- A timer's task must be one of its tender's.
create function private.check_timer_task()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not exists (select 1 from public.tasks k where k.id = new.task_id and k.tender_id = new.tender_id) then
    raise exception 'The task is not one of this tender''s tasks' using errcode = '23503';
  end if;
  return new;
end;
$$;

revoke all on function private.check_timer_task() from public;

-- An expense without a currency is in its tender's.
create function private.fill_expense()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.currency is null then
    select t.currency into new.currency from public.tenders t where t.id = new.tender_id;
  end if;
  return new;
end;
$$;

revoke all on function private.fill_expense() from public;

-- A cost rate without a currency is in the workspace's default currency.
create function private.fill_cost_rate()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.currency is null then
    select s.default_currency into new.currency from public.pipeline_settings s where s.workspace_id = new.workspace_id;
  end if;
  return new;
end;
$$;

revoke all on function private.fill_cost_rate() from public;

-- The rate an amount in p_currency dated p_on of tender p_tender_id counts at in the
-- workspace's currency p_base (see the header): rate 1 and no id in p_base itself; the
-- tender's rate, else the month's; no row without either. Used in a lateral join, for one
-- tender's rows. Over a whole workspace a call per row costs too much (about 0.1 ms each,
-- seconds at 10,000 tenders), so private.bid_cost_items and private.tender_worths apply the
-- same rule as joins.
create function private.exchange_rate(
  p_workspace_id uuid, p_base text, p_tender_id uuid, p_currency text, p_on date
)
returns table (id uuid, rate numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  select null::uuid, 1::numeric where p_currency = p_base
  union all
  (select r.id, r.rate
   from public.exchange_rates r
   where p_currency <> p_base
     and r.workspace_id = p_workspace_id and r.currency = p_currency
     and (r.tender_id = p_tender_id
          or (r.tender_id is null and r.month = pg_catalog.date_trunc('month', p_on)::date))
   order by r.tender_id is null
   limit 1);
$$;

revoke all on function private.exchange_rate(uuid, text, uuid, text, date) from public, anon;
grant execute on function private.exchange_rate(uuid, text, uuid, text, date) to authenticated;

-- A tender's bid cost, as the caller may see it, in one document:
--   currency        the workspace's
--   see_money       whether the caller sees money totals of time (admin or manager)
--   people          [{user_id, name, hours, cost}] hours by person (a user: their own only);
--                   cost null when not seen or when no rate applies
--   hours           Σ hours of people
--   unrated_hours   hours with no cost rate for their day (admins and managers)
--   time_cost       Σ cost of the rated hours (null unless see_money)
--   expenses        [{category, count, amount}] converted, by category
--   expense_total   Σ converted expenses
--   total           time_cost + expense_total (expense_total alone when not see_money)
--   unconverted     [{currency, amount, count}] expenses and rated hours in a currency with
--                   no rate: left out of every total above
--   rates           [{currency, rate, month, tender}] the exchange rates used
--   estimated_value the tender's estimate in the workspace's currency (null: none, or not
--                   convertible at the rate of the tender or of the month it was created in);
--                   share = total ÷ estimated_value × 100, one decimal
-- Not a member: null.
create function public.bid_cost(p_tender_id uuid)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_tender public.tenders;
  v_base text;
  v_see_money boolean;
  v_result jsonb;
begin
  select * into v_tender from public.tenders t where t.id = p_tender_id;
  if not found then
    return null;
  end if;
  select s.default_currency into v_base from public.pipeline_settings s where s.workspace_id = v_tender.workspace_id;
  v_see_money := v_tender.workspace_id in (select private.member_workspace_ids('{admin,manager}'));

  with entries as (
    select e.user_id, e.hours, e.work_date, rate.hourly_rate, rate.currency as rate_currency
    from public.time_entries e
    left join lateral (
      select c.hourly_rate, c.currency
      from public.cost_rates c
      where c.workspace_id = e.workspace_id
        and (c.user_id = e.user_id or c.user_id is null)
        and c.effective_from <= e.work_date
      order by (c.user_id is null), c.effective_from desc
      limit 1
    ) rate on true
    where e.tender_id = p_tender_id
  ),
  costed as (
    select en.*, en.hours * en.hourly_rate as raw_cost,
           en.hours * en.hourly_rate * fx.rate as cost, fx.id as rate_id
    from entries en
    left join lateral private.exchange_rate(v_tender.workspace_id, v_base, p_tender_id, en.rate_currency, en.work_date) fx
      on v_see_money and en.hourly_rate is not null
  ),
  people as (
    select c.user_id, pg_catalog.sum(c.hours) as hours,
           case when v_see_money then pg_catalog.sum(c.cost) end as cost
    from costed c
    group by c.user_id
  ),
  spent as (
    select x.category, x.currency, x.amount, x.amount * fx.rate as value, fx.id as rate_id
    from public.expenses x
    left join lateral private.exchange_rate(v_tender.workspace_id, v_base, p_tender_id, x.currency, x.spent_on) fx on true
    where x.tender_id = p_tender_id
  ),
  estimate as (
    select v_tender.estimated_value * fx.rate as value, fx.id as rate_id
    from private.exchange_rate(v_tender.workspace_id, v_base, p_tender_id, v_tender.currency,
                               (v_tender.created_at at time zone 'UTC')::date) fx
  ),
  by_category as (
    select s.category, pg_catalog.count(*)::integer as n, pg_catalog.sum(s.value) as amount
    from spent s
    group by s.category
  ),
  unconverted as (
    select u.currency, pg_catalog.sum(u.amount) as amount, pg_catalog.count(*)::integer as n
    from (
      select s.currency, s.amount from spent s where s.value is null
      union all
      select c.rate_currency, c.raw_cost from costed c
      where v_see_money and c.hourly_rate is not null and c.cost is null
    ) u
    group by u.currency
  ),
  used_rates as (
    select r.currency, r.rate, r.month, r.tender_id
    from public.exchange_rates r
    where r.id in (select s.rate_id from spent s union select c.rate_id from costed c
                   union select e.rate_id from estimate e where v_tender.estimated_value is not null)
  ),
  totals as (
    select
      (select coalesce(pg_catalog.sum(p.hours), 0) from people p) as hours,
      (select coalesce(pg_catalog.sum(c.hours), 0) from costed c where c.hourly_rate is null) as unrated_hours,
      case when v_see_money then (select coalesce(pg_catalog.sum(c.cost), 0) from costed c) end as time_cost,
      (select coalesce(pg_catalog.sum(b.amount), 0) from by_category b) as expense_total,
      (select e.value from estimate e) as estimated_value
  )
  select pg_catalog.jsonb_build_object(
    'currency', v_base,
    'see_money', v_see_money,
    'people', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'user_id', p.user_id, 'name', coalesce(nullif(u.name, ''), u.email), 'hours', p.hours, 'cost', p.cost)
             order by p.hours desc, u.name)
      from people p left join public.user_profiles u on u.id = p.user_id), '[]'::jsonb),
    'hours', t.hours,
    'unrated_hours', case when v_see_money then t.unrated_hours end,
    'time_cost', t.time_cost,
    'expenses', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('category', b.category, 'count', b.n, 'amount', coalesce(b.amount, 0))
             order by b.category)
      from by_category b), '[]'::jsonb),
    'expense_total', t.expense_total,
    'total', t.expense_total + coalesce(t.time_cost, 0),
    'unconverted', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('currency', x.currency, 'amount', x.amount, 'count', x.n)
             order by x.currency)
      from unconverted x), '[]'::jsonb),
    'rates', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('currency', r.currency, 'rate', r.rate, 'month', r.month,
                                                               'tender', r.tender_id is not null)
             order by r.currency, r.month)
      from used_rates r), '[]'::jsonb),
    'estimated_value', t.estimated_value,
    'share', case when t.estimated_value > 0
                  then pg_catalog.round((t.expense_total + coalesce(t.time_cost, 0)) * 100 / t.estimated_value, 1) end
  )
  into v_result
  from totals t;
  return v_result;
end;
$$;

revoke all on function public.bid_cost(uuid) from public, anon;
grant execute on function public.bid_cost(uuid) to authenticated;

-- ---------------------------------------------------------------------------
-- The timer and My time
-- ---------------------------------------------------------------------------

-- Starts the caller's timer on a task of a tender they can see. A second running timer is
-- refused by the primary key (also when two devices start at the same moment: the second
-- insert waits for the first and then fails); that refusal is TFC01, with the task already
-- being timed as its detail.
create function public.start_timer(p_task_id uuid)
returns public.running_timers
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_task public.tasks;
  v_timer public.running_timers;
  v_running text;
begin
  select * into v_task from public.tasks k where k.id = p_task_id;
  if not found then
    raise exception 'The task does not exist or you cannot see it' using errcode = 'P0002';
  end if;
  begin
    insert into public.running_timers (tender_id, workspace_id, task_id)
    values (v_task.tender_id, v_task.workspace_id, v_task.id)
    returning * into v_timer;
  exception when unique_violation then
    select k.name into v_running
    from public.running_timers r left join public.tasks k on k.id = r.task_id
    where r.user_id = auth.uid();
    raise exception 'A timer is already running' using errcode = 'TFC01', detail = coalesce(v_running, '');
  end;
  return v_timer;
end;
$$;

revoke all on function public.start_timer(uuid) from public, anon;
grant execute on function public.start_timer(uuid) to authenticated;

-- Stops the caller's timer and logs its time on the task, dated the day it started in the
-- caller's time zone: the time run, rounded to the nearest quarter hour (a quarter at
-- least). A timer that has run over 10 hours was probably forgotten: without p_hours it is
-- not counted but refused with TFC02 (detail: the hours it has run), so the app asks how many
-- hours count; p_hours (quarter hours, at most 24) counts those instead. No timer: P0002.
create function public.stop_timer(p_hours numeric default null)
returns public.time_entries
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_timer public.running_timers;
  v_ran numeric;
  v_tz text;
  v_entry public.time_entries;
begin
  -- Deleted first, so a second stop at the same moment finds nothing; the refusals below
  -- roll the delete back with them.
  delete from public.running_timers r where r.user_id = auth.uid() returning * into v_timer;
  if not found then
    raise exception 'No timer is running' using errcode = 'P0002';
  end if;
  v_ran := extract(epoch from pg_catalog.now() - v_timer.started_at) / 3600;
  if v_ran > 10 and p_hours is null then
    raise exception 'The timer has run for more than 10 hours'
      using errcode = 'TFC02', detail = pg_catalog.round(v_ran, 2)::text;
  end if;
  select coalesce(p.time_zone, 'UTC') into v_tz from public.user_profiles p where p.id = auth.uid();
  insert into public.time_entries (tender_id, workspace_id, task_id, work_date, hours, description)
  values (v_timer.tender_id, v_timer.workspace_id, v_timer.task_id,
          (v_timer.started_at at time zone private.checked_time_zone(coalesce(v_tz, 'UTC')))::date,
          coalesce(p_hours, greatest(0.25, pg_catalog.round(v_ran * 4) / 4)), '')
  returning * into v_entry;
  return v_entry;
end;
$$;

revoke all on function public.stop_timer(numeric) from public, anon;
grant execute on function public.stop_timer(numeric) to authenticated;

-- My time: the caller's own entries of the 7 days from p_week_start (the first day of their
-- week, which the app knows from their locale), across their workspaces, in one document:
--   entries  [{id, work_date, hours, task_id, description, tender_id, title,
--             reference_number, workspace_name}] by day, then as logged (task_id: what an
--             edit starts from)
--   days     [{date, hours}] each of the 7 days
--   total    Σ hours
create function public.my_time(p_week_start date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with mine as (
    select e.id, e.work_date, e.hours, e.task_id, e.description, e.created_at, t.id as tender_id, t.title,
           t.reference_number, w.name as workspace_name
    from public.time_entries e
    join public.tenders t on t.id = e.tender_id
    join public.workspaces w on w.id = e.workspace_id
    where e.user_id = (select auth.uid())
      and e.work_date between p_week_start and p_week_start + 6
  )
  select pg_catalog.jsonb_build_object(
    'entries', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'id', m.id, 'work_date', m.work_date, 'hours', m.hours, 'task_id', m.task_id,
               'description', m.description,
               'tender_id', m.tender_id, 'title', m.title, 'reference_number', m.reference_number,
               'workspace_name', m.workspace_name)
             order by m.work_date, m.created_at, m.id)
      from mine m), '[]'::jsonb),
    'days', (
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'date', d.day::date,
               'hours', coalesce((select pg_catalog.sum(m.hours) from mine m where m.work_date = d.day::date), 0))
             order by d.day)
      from pg_catalog.generate_series(p_week_start::timestamp, p_week_start::timestamp + interval '6 days', interval '1 day') d (day)),
    'total', coalesce((select pg_catalog.sum(m.hours) from mine m), 0)
  );
$$;

revoke all on function public.my_time(date) from public, anon;
grant execute on function public.my_time(date) to authenticated;

-- ---------------------------------------------------------------------------
-- The totals and the report
-- ---------------------------------------------------------------------------

-- What the report and the expected bid cost read instead of every time entry and expense:
-- per tender and month, the hours and the money in each currency, kept by the triggers
-- below, so a report costs as much as the workspace has tenders, whatever the entries. Time
-- is valued here at the cost rates (a rate change recounts the entries it reaches); exchange
-- rates are applied when read (private.bid_cost_items), so recording or deleting one
-- changes nothing here.
--   kind      'time' (valued at a cost rate, in the rate's currency), 'unrated' (hours
--             dated before any cost rate: currency '', amount 0) or 'expense'
--   items     how many entries or expenses the row sums
--   amount    time: Σ hours × rate, each entry to the cent; expenses: Σ amount
create table private.bid_cost_totals (
  workspace_id uuid not null,
  tender_id uuid not null,
  month date not null,
  kind text not null
    constraint bid_cost_totals_kind check (kind in ('time', 'unrated', 'expense')),
  currency text not null
    constraint bid_cost_totals_currency check ((kind = 'unrated') = (currency = '')),
  items integer not null,
  hours numeric not null,
  amount numeric not null,
  constraint bid_cost_totals_pkey primary key (tender_id, workspace_id, month, kind, currency),
  constraint bid_cost_totals_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on delete cascade
);

comment on table private.bid_cost_totals is
  'Per tender and month, the hours and money of its time entries (valued at the cost rates) and expenses in each currency, kept by triggers for the report. Admins and managers read; only the triggers write.';

create index bid_cost_totals_workspace_month_idx on private.bid_cost_totals (workspace_id, month);

alter table private.bid_cost_totals enable row level security;

-- Every writer of time entries, expenses and cost rates of a workspace recounts under this
-- lock, after taking it: a recount then sees every entry and rate committed before it, and
-- two entries added at once on one tender are both counted (the second waits for the first).
-- Taken in workspace order, so two workspaces' writers never wait for each other in a circle.
create function private.lock_bid_costs(p_workspace_ids uuid[])
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('bid-cost-totals:' || w::text))
  from (select distinct w from pg_catalog.unnest(p_workspace_ids) w order by 1) ws (w);
$$;

revoke all on function private.lock_bid_costs(uuid[]) from public;

-- Recounts the totals of p_kind ('time': time entries, 'expense': expenses) of the given
-- tenders' months (p_tender_ids[i] with p_months[i]) from the rows themselves. Time is valued
-- at the rate of its person on its day, else the workspace's; before any rate it is
-- 'unrated'.
create function private.recount_bid_costs(p_kind text, p_tender_ids uuid[], p_months date[])
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  delete from private.bid_cost_totals b
  using rows from (pg_catalog.unnest(p_tender_ids), pg_catalog.unnest(p_months)) p (tender_id, month)
  where b.tender_id = p.tender_id and b.month = p.month
    and (b.kind = 'expense') = (p_kind = 'expense');
  if p_kind = 'expense' then
    insert into private.bid_cost_totals (workspace_id, tender_id, month, kind, currency, items, hours, amount)
    select x.workspace_id, x.tender_id, p.month, 'expense', x.currency, pg_catalog.count(*)::integer, 0,
           pg_catalog.sum(x.amount)
    from (select distinct * from rows from (pg_catalog.unnest(p_tender_ids), pg_catalog.unnest(p_months))) p (tender_id, month)
    join public.expenses x on x.tender_id = p.tender_id
      and x.spent_on >= p.month and x.spent_on < (p.month + interval '1 month')::date
    group by x.workspace_id, x.tender_id, p.month, x.currency;
  else
    insert into private.bid_cost_totals (workspace_id, tender_id, month, kind, currency, items, hours, amount)
    select e.workspace_id, e.tender_id, p.month, case when r.hourly_rate is null then 'unrated' else 'time' end,
           coalesce(r.currency, ''), pg_catalog.count(*)::integer, pg_catalog.sum(e.hours),
           coalesce(pg_catalog.sum(pg_catalog.round(e.hours * r.hourly_rate, 2)), 0)
    from (select distinct * from rows from (pg_catalog.unnest(p_tender_ids), pg_catalog.unnest(p_months))) p (tender_id, month)
    join public.time_entries e on e.tender_id = p.tender_id
      and e.work_date >= p.month and e.work_date < (p.month + interval '1 month')::date
    left join lateral (
      select c.hourly_rate, c.currency
      from public.cost_rates c
      where c.workspace_id = e.workspace_id
        and (c.user_id = e.user_id or c.user_id is null)
        and c.effective_from <= e.work_date
      order by (c.user_id is null), c.effective_from desc
      limit 1
    ) r on true
    group by e.workspace_id, e.tender_id, p.month, r.hourly_rate is null, r.currency;
  end if;
end;
$$;

revoke all on function private.recount_bid_costs(text, uuid[], date[]) from public;

-- Which tender and month a time entry or expense (as jsonb) counts in: {workspace_id,
-- tender_id, month}.
create function private.bid_cost_month(p_row jsonb)
returns jsonb
language sql
immutable
security invoker
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'workspace_id', p_row -> 'workspace_id', 'tender_id', p_row -> 'tender_id',
    'month', pg_catalog.date_trunc('month', coalesce(p_row ->> 'work_date', p_row ->> 'spent_on')::date)::date);
$$;

revoke all on function private.bid_cost_month(jsonb) from public;

-- After time entries or expenses change (one statement's rows: old_rows, new_rows), the
-- months they were and are dated in are recounted.
create function private.count_bid_costs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rows jsonb := '[]';
  v_workspaces uuid[];
  v_tenders uuid[];
  v_months date[];
begin
  -- Each transition table is named only in the branch of the events that have it.
  if tg_op in ('INSERT', 'UPDATE') then
    v_rows := v_rows || coalesce((select pg_catalog.jsonb_agg(distinct private.bid_cost_month(pg_catalog.to_jsonb(n)))
                                  from new_rows n), '[]');
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    v_rows := v_rows || coalesce((select pg_catalog.jsonb_agg(distinct private.bid_cost_month(pg_catalog.to_jsonb(o)))
                                  from old_rows o), '[]');
  end if;
  select pg_catalog.array_agg(distinct (r ->> 'workspace_id')::uuid) into v_workspaces
  from pg_catalog.jsonb_array_elements(v_rows) r;
  select pg_catalog.array_agg(p.tender_id), pg_catalog.array_agg(p.month) into v_tenders, v_months
  from (select distinct (r ->> 'tender_id')::uuid as tender_id, (r ->> 'month')::date as month
        from pg_catalog.jsonb_array_elements(v_rows) r) p;
  if v_tenders is not null then
    perform private.lock_bid_costs(v_workspaces);
    perform private.recount_bid_costs(case when tg_table_name = 'expenses' then 'expense' else 'time' end,
                                      v_tenders, v_months);
  end if;
  return null;
end;
$$;

revoke all on function private.count_bid_costs() from public;

-- After cost rates change, the time a changed rate reached (its workspace's entries from the
-- date it applies from; its person's only, for a member's rate) is valued again. The entries
-- are looked up once the lock is held, so an entry added meanwhile is not missed.
create function private.recount_after_rate_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rates jsonb := '[]';
  v_tenders uuid[];
  v_months date[];
begin
  if tg_op in ('INSERT', 'UPDATE') then
    v_rates := v_rates || coalesce((select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(n)) from new_rows n), '[]');
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    v_rates := v_rates || coalesce((select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(o)) from old_rows o), '[]');
  end if;
  if v_rates = '[]' then
    return null;
  end if;
  perform private.lock_bid_costs((select pg_catalog.array_agg((r ->> 'workspace_id')::uuid)
                                  from pg_catalog.jsonb_array_elements(v_rates) r));
  select pg_catalog.array_agg(p.tender_id), pg_catalog.array_agg(p.month) into v_tenders, v_months
  from (
    select distinct e.tender_id, pg_catalog.date_trunc('month', e.work_date)::date as month
    from pg_catalog.jsonb_to_recordset(v_rates) r (workspace_id uuid, user_id uuid, effective_from date)
    join public.time_entries e on e.workspace_id = r.workspace_id and e.work_date >= r.effective_from
      and (r.user_id is null or e.user_id = r.user_id)
  ) p;
  if v_tenders is not null then
    perform private.recount_bid_costs('time', v_tenders, v_months);
  end if;
  return null;
end;
$$;

revoke all on function private.recount_after_rate_change() from public;

-- Every total of a workspace, converted into p_base (one definition for the report and the
-- expected bid cost): value is amount at the tender's rate for the currency, else the rate
-- of the month (the rule of private.exchange_rate, as joins), to the cent; null when it
-- cannot be converted, and for unrated hours (amount null); rate_id the rate used.
create function private.bid_cost_items(p_workspace_id uuid, p_base text)
returns table (tender_id uuid, on_date date, kind text, items integer, hours numeric, currency text,
               amount numeric, value numeric, rate_id uuid)
language sql
stable
security invoker
set search_path = ''
as $$
  select b.tender_id, b.month, case b.kind when 'expense' then 'expense' else 'time' end, b.items, b.hours,
         nullif(b.currency, ''), case when b.kind <> 'unrated' then b.amount end,
         pg_catalog.round(b.amount * case when b.kind = 'unrated' then null
                                          when b.currency = p_base then 1
                                          else coalesce(tr.rate, mr.rate) end, 2),
         coalesce(tr.id, mr.id)
  from private.bid_cost_totals b
  left join public.exchange_rates tr
    on tr.tender_id = b.tender_id and tr.currency = b.currency and b.currency <> p_base
  left join public.exchange_rates mr
    on mr.workspace_id = b.workspace_id and mr.tender_id is null and mr.currency = b.currency
   and mr.month = b.month and b.currency <> p_base
  where b.workspace_id = p_workspace_id;
$$;

revoke all on function private.bid_cost_items(uuid, text) from public, anon;
grant execute on function private.bid_cost_items(uuid, text) to authenticated;

-- What each tender of a workspace in one of p_statuses is worth (private.tender_value) in
-- p_base: at the tender's own rate for its currency, else the rate of the month it was
-- created in (in zone p_tz), the rule of private.exchange_rate as joins; value null when it
-- has no value or it cannot be converted; rate_id the rate used.
create function private.tender_worths(p_workspace_id uuid, p_base text, p_tz text,
                                      p_statuses public.tender_status[])
returns table (tender_id uuid, currency text, worth numeric, value numeric, rate_id uuid)
language sql
stable
security invoker
set search_path = ''
as $$
  select t.id, t.currency, w.worth,
         w.worth * case when t.currency = p_base then 1 else coalesce(tr.rate, mr.rate) end,
         coalesce(tr.id, mr.id)
  from public.tenders t
  cross join lateral (select private.tender_value(t.bid_price, t.estimated_value) as worth) w
  left join public.exchange_rates tr
    on tr.tender_id = t.id and tr.currency = t.currency and t.currency <> p_base
  left join public.exchange_rates mr
    on mr.workspace_id = t.workspace_id and mr.tender_id is null and mr.currency = t.currency
   and mr.month = pg_catalog.date_trunc('month', t.created_at at time zone p_tz)::date and t.currency <> p_base
  where t.workspace_id = p_workspace_id and t.status = any (p_statuses);
$$;

revoke all on function private.tender_worths(uuid, text, text, public.tender_status[]) from public, anon;
grant execute on function private.tender_worths(uuid, text, text, public.tender_status[]) to authenticated;

-- A tender's size band for the expected bid cost, by what it is worth in the workspace's
-- currency: 'small' under 100,000, 'medium' under 1,000,000, 'large' from there; null when
-- it has no value or the value cannot be converted.
create function private.size_band(p_value numeric)
returns text
language sql
immutable
security invoker
set search_path = ''
as $$
  select case when p_value is null then null
              when p_value < 100000 then 'small'
              when p_value < 1000000 then 'medium'
              else 'large' end;
$$;

revoke all on function private.size_band(numeric) from public, anon;
grant execute on function private.size_band(numeric) to authenticated;

-- Before the decision: what a bid like this one usually costs — the median bid cost of the
-- workspace's other tenders of the same type and size band that reached submission
-- (submitted, won, lost) and have a cost, once there are at least five:
--   {currency, band, count, median} (median null under five). For admins and managers only
-- (it values time); null for anyone else.
create function public.expected_bid_cost(p_tender_id uuid)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_tender public.tenders;
  v_base text;
  v_band text;
  v_count integer;
  v_median numeric;
begin
  select * into v_tender from public.tenders t where t.id = p_tender_id;
  if not found or v_tender.workspace_id not in (select private.member_workspace_ids('{admin,manager}')) then
    return null;
  end if;
  select s.default_currency into v_base from public.pipeline_settings s where s.workspace_id = v_tender.workspace_id;
  select private.size_band(private.tender_value(v_tender.bid_price, v_tender.estimated_value) * fx.rate) into v_band
  from private.exchange_rate(v_tender.workspace_id, v_base, v_tender.id, v_tender.currency,
                             (v_tender.created_at at time zone 'UTC')::date) fx;
  with costs as (
    select c.tender_id, pg_catalog.sum(c.value) as cost
    from private.bid_cost_items(v_tender.workspace_id, v_base) c
    group by c.tender_id
  ),
  alike as (
    select k.cost
    from public.tenders t
    join costs k on k.tender_id = t.id
    join private.tender_worths(v_tender.workspace_id, v_base, 'UTC', '{submitted,won,lost}') w on w.tender_id = t.id
    where t.workspace_id = v_tender.workspace_id and t.id <> v_tender.id
      and t.type = v_tender.type and t.status in ('submitted', 'won', 'lost')
      and k.cost > 0
      and private.size_band(w.value) = v_band
  )
  select pg_catalog.count(*)::integer, pg_catalog.round(pg_catalog.percentile_cont(0.5) within group (order by a.cost)::numeric, 2)
  into v_count, v_median
  from alike a;
  return pg_catalog.jsonb_build_object('currency', v_base, 'band', v_band, 'count', v_count,
                                       'median', case when v_count >= 5 then v_median end);
end;
$$;

revoke all on function public.expected_bid_cost(uuid) from public, anon;
grant execute on function public.expected_bid_cost(uuid) to authenticated;

-- The cost of bidding over a report period, for admins and managers (null for anyone else:
-- it values everyone's time), in one document; months and "this month" are the user's (p_tz):
--   currency       the workspace's; every amount below is in it
--   months         [{month, time, expenses, total}] costs dated in each month of the period
--   overall        {tenders, bids, wins, cost, value_won, cost_per_bid, cost_per_win, share}
--                  over the tenders created in the period (the reports' rule): cost is all
--                  their bid cost, bids those that reached submission (submitted, won, lost),
--                  value won what the won ones are worth (private.tender_value), share = cost
--                  ÷ value won × 100
--   groups         the same per client, type, channel and bid/no-bid band ('none': no
--                  decision), each with value_per_cost = value won ÷ cost (where bidding pays)
--   unconverted    [{what, currency, amount, count}] costs and values won in a currency with
--                  no rate for them: in no figure above
--   unrated_hours  hours dated before any cost rate: in no figure above
--   rates          [{currency, rate, month, tender, reference_number}] the exchange rates the
--                  figures used: a month's, or a tender's own (tender true, with its reference)
create function public.bid_cost_report(p_workspace_id uuid, p_tz text, p_period public.report_period)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_tz text := private.checked_time_zone(p_tz);
  v_base text;
  v_from date;
  v_result jsonb;
begin
  if p_workspace_id not in (select private.member_workspace_ids('{admin,manager}')) then
    return null;
  end if;
  select s.default_currency into v_base from public.pipeline_settings s where s.workspace_id = p_workspace_id;
  v_from := private.period_start(p_workspace_id, v_tz, p_period);

  with costed as (
    select * from private.bid_cost_items(p_workspace_id, v_base)
  ),
  tender_costs as (
    select c.tender_id, pg_catalog.sum(c.value) as cost
    from costed c
    group by c.tender_id
  ),
  scope as (
    select t.id, t.client, t.type::text as type, t.channel::text as channel,
           coalesce(d.band::text, 'none') as band,
           t.status in ('submitted', 'won', 'lost') as bid,
           t.status = 'won' as won,
           t.currency,
           w.worth,
           case when t.status = 'won' then pg_catalog.round(w.value, 2) end as value_won,
           case when t.status = 'won' then w.rate_id end as rate_id,
           coalesce(tc.cost, 0) as cost
    from public.tenders t
    left join private.tender_worths(p_workspace_id, v_base, v_tz, '{won}') w on w.tender_id = t.id
    left join public.bid_decisions d on d.tender_id = t.id and d.workspace_id = t.workspace_id
    left join tender_costs tc on tc.tender_id = t.id
    where t.workspace_id = p_workspace_id
      and (t.created_at at time zone v_tz)::date >= v_from
  ),
  grouped as (
    select case when grouping(s.client) = 0 then 'client' when grouping(s.type) = 0 then 'type'
                when grouping(s.channel) = 0 then 'channel' when grouping(s.band) = 0 then 'band'
                else 'overall' end as dimension,
           coalesce(s.client, s.type, s.channel, s.band, '') as key,
           pg_catalog.count(*)::integer as tenders,
           pg_catalog.count(*) filter (where s.bid)::integer as bids,
           pg_catalog.count(*) filter (where s.won)::integer as wins,
           coalesce(pg_catalog.sum(s.cost), 0) as cost,
           coalesce(pg_catalog.sum(s.value_won), 0) as value_won
    from scope s
    group by grouping sets ((), (s.client), (s.type), (s.channel), (s.band))
  ),
  figures as (
    select g.*,
           pg_catalog.round(g.cost / nullif(g.bids, 0), 2) as cost_per_bid,
           pg_catalog.round(g.cost / nullif(g.wins, 0), 2) as cost_per_win,
           pg_catalog.round(g.cost * 100 / nullif(g.value_won, 0), 1) as share,
           pg_catalog.round(g.value_won / nullif(g.cost, 0), 1) as value_per_cost
    from grouped g
  ),
  months as (
    select m.month::date as month,
           coalesce(pg_catalog.sum(c.value) filter (where c.kind = 'time'), 0) as time,
           coalesce(pg_catalog.sum(c.value) filter (where c.kind = 'expense'), 0) as expenses
    from pg_catalog.generate_series(v_from::timestamp,
                                    pg_catalog.date_trunc('month', pg_catalog.now() at time zone v_tz),
                                    interval '1 month') m (month)
    left join costed c on c.on_date = m.month::date
    group by m.month
  ),
  unconverted as (
    select u.what, u.currency, pg_catalog.sum(u.amount) as amount, pg_catalog.sum(u.n)::integer as n
    from (
      select c.kind as what, c.currency, c.amount, c.items as n from costed c
      where c.amount is not null and c.value is null
        and c.tender_id in (select s.id from scope s)
      union all
      select 'value won', s.currency, s.worth, 1 from scope s
      where s.won and s.worth is not null and s.value_won is null
    ) u
    group by u.what, u.currency
  )
  select pg_catalog.jsonb_build_object(
    'currency', v_base,
    'months', (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                 'month', m.month, 'time', m.time, 'expenses', m.expenses, 'total', m.time + m.expenses)
               order by m.month) from months m),
    'overall', coalesce((select pg_catalog.to_jsonb(f) - 'dimension' - 'key' - 'value_per_cost'
                         from figures f where f.dimension = 'overall'),
                        pg_catalog.jsonb_build_object('tenders', 0, 'bids', 0, 'wins', 0, 'cost', 0, 'value_won', 0,
                                                      'cost_per_bid', null, 'cost_per_win', null, 'share', null)),
    'groups', coalesce((select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(f) order by f.dimension, f.key)
                        from figures f where f.dimension <> 'overall'), '[]'::jsonb),
    'unconverted', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                               'what', u.what, 'currency', u.currency, 'amount', u.amount, 'count', u.n)
                             order by u.what, u.currency) from unconverted u), '[]'::jsonb),
    'unrated_hours', coalesce((select pg_catalog.sum(c.hours) from costed c
                               where c.kind = 'time' and c.amount is null
                                 and c.tender_id in (select s.id from scope s)), 0),
    'rates', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                         'currency', r.currency, 'rate', r.rate, 'month', r.month, 'tender', r.tender_id is not null,
                         'reference_number', rt.reference_number)
                       order by r.currency, r.month, rt.reference_number)
                       from public.exchange_rates r
                       left join public.tenders rt on rt.id = r.tender_id
                       where r.id in (select c.rate_id from costed c
                                      where c.rate_id is not null and c.tender_id in (select s.id from scope s)
                                      union select s.rate_id from scope s where s.rate_id is not null)), '[]'::jsonb)
  )
  into v_result;
  return v_result;
end;
$$;

revoke all on function public.bid_cost_report(uuid, text, public.report_period) from public, anon;
grant execute on function public.bid_cost_report(uuid, text, public.report_period) to authenticated;

-- ---------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------

create trigger time_entries_fill_workspace
  before insert on public.time_entries
  for each row execute function private.fill_task_workspace();

create trigger time_entries_fill
  before insert or update of task_id, tender_id, description on public.time_entries
  for each row execute function private.fill_time_entry();

create trigger time_entries_set_updated_at
  before update on public.time_entries
  for each row execute function private.set_updated_at();

create trigger expenses_fill_workspace
  before insert on public.expenses
  for each row execute function private.fill_task_workspace();

create trigger expenses_fill
  before insert on public.expenses
  for each row execute function private.fill_expense();

create trigger expenses_set_updated_at
  before update on public.expenses
  for each row execute function private.set_updated_at();

create trigger cost_rates_fill
  before insert on public.cost_rates
  for each row execute function private.fill_cost_rate();

-- The totals (private.bid_cost_totals) follow every change, once per statement.
create trigger time_entries_count_inserted
  after insert on public.time_entries
  referencing new table as new_rows
  for each statement execute function private.count_bid_costs();

create trigger time_entries_count_updated
  after update on public.time_entries
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_bid_costs();

create trigger time_entries_count_deleted
  after delete on public.time_entries
  referencing old table as old_rows
  for each statement execute function private.count_bid_costs();

create trigger expenses_count_inserted
  after insert on public.expenses
  referencing new table as new_rows
  for each statement execute function private.count_bid_costs();

create trigger expenses_count_updated
  after update on public.expenses
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_bid_costs();

create trigger expenses_count_deleted
  after delete on public.expenses
  referencing old table as old_rows
  for each statement execute function private.count_bid_costs();

create trigger cost_rates_recount_inserted
  after insert on public.cost_rates
  referencing new table as new_rows
  for each statement execute function private.recount_after_rate_change();

create trigger cost_rates_recount_updated
  after update on public.cost_rates
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.recount_after_rate_change();

create trigger cost_rates_recount_deleted
  after delete on public.cost_rates
  referencing old table as old_rows
  for each statement execute function private.recount_after_rate_change();

create trigger running_timers_fill_workspace
  before insert on public.running_timers
  for each row execute function private.fill_task_workspace();

create trigger running_timers_check_task
  before insert on public.running_timers
  for each row execute function private.check_timer_task();

-- ---------------------------------------------------------------------------
-- Row-level security and privileges
-- ---------------------------------------------------------------------------

-- time_entries: the author reads and writes their own, in a workspace they belong to; admins
-- and managers read, correct and delete every entry of the workspace (who worked stays: no
-- column grant for user_id).
create policy time_entries_select_own_or_managers on public.time_entries
  for select to authenticated
  using (
    (user_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()))
    or workspace_id in (select private.member_workspace_ids('{admin,manager}'))
  );

create policy time_entries_insert_own on public.time_entries
  for insert to authenticated
  with check (user_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()));

create policy time_entries_update_own_or_managers on public.time_entries
  for update to authenticated
  using (
    (user_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()))
    or workspace_id in (select private.member_workspace_ids('{admin,manager}'))
  )
  with check (
    (user_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()))
    or workspace_id in (select private.member_workspace_ids('{admin,manager}'))
  );

create policy time_entries_delete_own_or_managers on public.time_entries
  for delete to authenticated
  using (
    (user_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()))
    or workspace_id in (select private.member_workspace_ids('{admin,manager}'))
  );

-- expenses: members read and add their own; the author or an admin or manager edits and
-- deletes.
create policy expenses_select_members on public.expenses
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy expenses_insert_own on public.expenses
  for insert to authenticated
  with check (user_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()));

create policy expenses_update_own_or_managers on public.expenses
  for update to authenticated
  using (
    (user_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()))
    or workspace_id in (select private.member_workspace_ids('{admin,manager}'))
  )
  with check (workspace_id in (select private.member_workspace_ids()));

create policy expenses_delete_own_or_managers on public.expenses
  for delete to authenticated
  using (
    (user_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()))
    or workspace_id in (select private.member_workspace_ids('{admin,manager}'))
  );

-- cost_rates: admins and managers read; admins write.
create policy cost_rates_select_managers on public.cost_rates
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy cost_rates_insert_admins on public.cost_rates
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy cost_rates_update_admins on public.cost_rates
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy cost_rates_delete_admins on public.cost_rates
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')));

-- exchange_rates: members read; admins write.
create policy exchange_rates_select_members on public.exchange_rates
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy exchange_rates_insert_admins on public.exchange_rates
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy exchange_rates_update_admins on public.exchange_rates
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy exchange_rates_delete_admins on public.exchange_rates
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')));

-- bid_cost_totals: admins and managers read (they value everyone's time); only the triggers
-- write.
create policy bid_cost_totals_select_managers on private.bid_cost_totals
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

-- running_timers: each person reads, starts and discards their own, on a task of a workspace
-- they belong to.
create policy running_timers_select_own on public.running_timers
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy running_timers_insert_own on public.running_timers
  for insert to authenticated
  with check (user_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()));

create policy running_timers_delete_own on public.running_timers
  for delete to authenticated
  using (user_id = (select auth.uid()));

-- Who and when are the caller and now: no column grant for user_id, created_at, updated_at.
revoke all on table public.time_entries from anon, authenticated;
grant select, delete on table public.time_entries to authenticated;
grant insert (id, tender_id, workspace_id, work_date, hours, task_id, description),
      update (work_date, hours, task_id, description)
  on table public.time_entries to authenticated;

revoke all on table public.expenses from anon, authenticated;
grant select, delete on table public.expenses to authenticated;
grant insert (id, tender_id, workspace_id, amount, currency, spent_on, category, note, receipt_path),
      update (amount, currency, spent_on, category, note, receipt_path)
  on table public.expenses to authenticated;

revoke all on table public.cost_rates from anon, authenticated;
grant select, delete on table public.cost_rates to authenticated;
grant insert (workspace_id, user_id, hourly_rate, currency, effective_from),
      update (hourly_rate, currency, effective_from)
  on table public.cost_rates to authenticated;

revoke all on table public.exchange_rates from anon, authenticated;
grant select, delete on table public.exchange_rates to authenticated;
grant insert (workspace_id, currency, month, tender_id, rate), update (rate)
  on table public.exchange_rates to authenticated;

revoke all on table public.running_timers from anon, authenticated;
grant select, delete on table public.running_timers to authenticated;
grant insert (tender_id, workspace_id, task_id) on table public.running_timers to authenticated;

revoke all on table private.bid_cost_totals from anon, authenticated;
grant select on table private.bid_cost_totals to authenticated;
