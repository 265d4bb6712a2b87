-- The report's list of the exchange rates it used names the tender of a tender's own rate
-- (reference_number), beside the months' rates.

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
           private.tender_value(t.bid_price, t.estimated_value) as worth,
           pg_catalog.round(private.tender_value(t.bid_price, t.estimated_value) * fx.rate, 2) as value_won,
           fx.id as rate_id,
           coalesce(tc.cost, 0) as cost
    from public.tenders t
    left join public.bid_decisions d on d.tender_id = t.id and d.workspace_id = t.workspace_id
    left join tender_costs tc on tc.tender_id = t.id
    left join lateral private.exchange_rate(p_workspace_id, v_base, t.id, t.currency,
                                            (t.created_at at time zone v_tz)::date) fx
      on t.status = 'won'
    where t.workspace_id = p_workspace_id
      and (t.created_at at time zone v_tz)::date >= v_from
  ),
  grouped as (
    select g.dimension, g.key,
           pg_catalog.count(*)::integer as tenders,
           pg_catalog.count(*) filter (where s.bid)::integer as bids,
           pg_catalog.count(*) filter (where s.won)::integer as wins,
           pg_catalog.sum(s.cost) as cost,
           coalesce(pg_catalog.sum(s.value_won), 0) as value_won
    from scope s
    cross join lateral (values ('overall', ''), ('client', s.client), ('type', s.type),
                               ('channel', s.channel), ('band', s.band)) g (dimension, key)
    group by g.dimension, g.key
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
    left join costed c on pg_catalog.date_trunc('month', c.on_date) = m.month
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
                       where r.id in (select c.rate_id from costed c where c.tender_id in (select s.id from scope s)
                                      union select s.rate_id from scope s)), '[]'::jsonb)
  )
  into v_result;
  return v_result;
end;
$$;

revoke all on function public.bid_cost_report(uuid, text, public.report_period) from public, anon;
