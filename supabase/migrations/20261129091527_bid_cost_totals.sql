-- Bid cost totals: per tender and month, the hours and money of the time entries and
-- expenses, kept by triggers (private.bid_cost_totals), so the report and the expected bid
-- cost read as many rows as the workspace has tenders instead of costing every entry
-- (private.cost_items, dropped), and convert with joins instead of a function call per row.
-- The report's list of rates names the tender of a tender's own rate. The existing entries
-- and expenses are counted once at the end.

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

drop function private.cost_items(uuid, text);

-- Before the decision: what a bid like this one usually costs — the median bid cost of the
-- workspace's other tenders of the same type and size band that reached submission
-- (submitted, won, lost) and have a cost, once there are at least five:
--   {currency, band, count, median} (median null under five). For admins and managers only
-- (it values time); null for anyone else.
create or replace function public.expected_bid_cost(p_tender_id uuid)
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
create or replace function public.bid_cost_report(p_workspace_id uuid, p_tz text, p_period public.report_period)
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

-- bid_cost_totals: admins and managers read (they value everyone's time); only the triggers
-- write.
create policy bid_cost_totals_select_managers on private.bid_cost_totals
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

revoke all on table private.bid_cost_totals from anon, authenticated;
grant select on table private.bid_cost_totals to authenticated;

-- The entries and expenses there are, counted once.
select private.recount_bid_costs('time', pg_catalog.array_agg(p.tender_id), pg_catalog.array_agg(p.month))
from (select distinct e.tender_id, pg_catalog.date_trunc('month', e.work_date)::date as month
      from public.time_entries e) p;
select private.recount_bid_costs('expense', pg_catalog.array_agg(p.tender_id), pg_catalog.array_agg(p.month))
from (select distinct x.tender_id, pg_catalog.date_trunc('month', x.spent_on)::date as month
      from public.expenses x) p;
