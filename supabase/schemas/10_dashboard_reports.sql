-- The dashboard and the reports: every number is a SQL aggregate over one workspace, so a
-- screen costs the same at 10 tenders or 10,000.
--
-- All functions are security invoker (RLS decides: a workspace the caller is not a member of
-- gives zeros and empty lists), stable, with an empty search_path. They take the workspace
-- explicitly and the user's IANA time zone (p_tz, checked by private.checked_time_zone;
-- unknown → 22023): months and "today" are the user's, never UTC's.
--
--   "Submitted" = reached submission: status submitted, won or lost.
--   A report period counts the tenders created in it (the reports' rule).
--   value = our bid price, else the estimate (private.tender_value); every amount is per
--   currency, never added across currencies.

create type public.report_period as enum ('6m', '12m', 'year', 'all');

-- The first month of a report period, in the user's time zone: the last 6 or 12 calendar
-- months including this one, January of this year, or (all) the month of the workspace's
-- oldest tender (this month when there is none).
create function private.period_start(p_workspace_id uuid, p_tz text, p_period public.report_period)
returns date
language sql
stable
security invoker
set search_path = ''
as $$
  with this_month as (
    select pg_catalog.date_trunc('month', pg_catalog.now() at time zone p_tz)::date as m
  )
  select case p_period
    when '6m' then (m - interval '5 months')::date
    when '12m' then (m - interval '11 months')::date
    when 'year' then pg_catalog.date_trunc('year', pg_catalog.now() at time zone p_tz)::date
    when 'all' then least(m, coalesce((
      select pg_catalog.date_trunc('month', pg_catalog.min(t.created_at) at time zone p_tz)::date
      from public.tenders t
      where t.workspace_id = p_workspace_id), m))
  end
  from this_month;
$$;

revoke all on function private.period_start(uuid, text, public.report_period) from public;
grant execute on function private.period_start(uuid, text, public.report_period) to authenticated;

-- The whole dashboard but its lists, in one document:
--   today       the user's date (YYYY-MM-DD)
--   total, submitted, won, lost          tender counts
--   statuses    [{status, count}] every status, in private.tender_status_order
--   tasks       {total, completed, statuses: [{status, count}] every status, enum order}
--   pipeline    [{currency, count, valued, total, weighted}] open tenders (under review, in
--               development, submitted) per currency; weighted = Σ value × probability ÷ 100
--   win_value   [{currency, won, lost, won_value, lost_value}] decided bids per currency
create or replace function public.dashboard_summary(p_workspace_id uuid, p_tz text)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_today date := (pg_catalog.now() at time zone private.checked_time_zone(p_tz))::date;
  v_result jsonb;
begin
  with tender_counts as (
    select t.status, pg_catalog.count(*)::integer as n
    from public.tenders t
    where t.workspace_id = p_workspace_id
    group by t.status
  ),
  task_counts as (
    select k.status, pg_catalog.count(*)::integer as n
    from public.tasks k
    where k.workspace_id = p_workspace_id
    group by k.status
  ),
  valued as (
    select t.status, t.currency, t.probability,
           private.tender_value(t.bid_price, t.estimated_value) as value
    from public.tenders t
    where t.workspace_id = p_workspace_id
      and t.status in ('under-review', 'in-development', 'submitted', 'won', 'lost')
  )
  select pg_catalog.jsonb_build_object(
    'today', v_today,
    'total', coalesce((select pg_catalog.sum(n) from tender_counts), 0),
    'submitted', coalesce((select pg_catalog.sum(n) from tender_counts
                           where status in ('submitted', 'won', 'lost')), 0),
    'won', coalesce((select n from tender_counts where status = 'won'), 0),
    'lost', coalesce((select n from tender_counts where status = 'lost'), 0),
    'statuses', (
      select pg_catalog.jsonb_agg(
               pg_catalog.jsonb_build_object('status', s.status, 'count', coalesce(c.n, 0))
               order by s.pos)
      from pg_catalog.unnest(private.tender_status_order()) with ordinality as s (status, pos)
      left join tender_counts c on c.status = s.status
    ),
    'tasks', pg_catalog.jsonb_build_object(
      'total', coalesce((select pg_catalog.sum(n) from task_counts), 0),
      'completed', coalesce((select n from task_counts where status = 'completed'), 0),
      'statuses', (
        select pg_catalog.jsonb_agg(
                 pg_catalog.jsonb_build_object('status', s.status, 'count', coalesce(c.n, 0))
                 order by s.pos)
        from pg_catalog.unnest(pg_catalog.enum_range(null::public.task_status))
               with ordinality as s (status, pos)
        left join task_counts c on c.status = s.status
      )
    ),
    'pipeline', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'currency', p.currency, 'count', p.n, 'valued', p.valued, 'total', p.total,
               'weighted', pg_catalog.round(p.weighted, 2))
             order by p.currency)
      from (
        select v.currency, pg_catalog.count(*)::integer as n, pg_catalog.count(v.value)::integer as valued,
               coalesce(pg_catalog.sum(v.value), 0) as total,
               coalesce(pg_catalog.sum(v.value * private.effective_probability(v.probability, v.status, s) / 100.0), 0) as weighted
        from valued v
        left join public.pipeline_settings s on s.workspace_id = p_workspace_id
        where v.status in ('under-review', 'in-development', 'submitted')
        group by v.currency
      ) p), '[]'::jsonb),
    'win_value', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'currency', d.currency, 'won', d.won, 'lost', d.lost,
               'won_value', d.won_value, 'lost_value', d.lost_value)
             order by d.currency)
      from (
        select v.currency,
               pg_catalog.count(*) filter (where v.status = 'won')::integer as won,
               pg_catalog.count(*) filter (where v.status = 'lost')::integer as lost,
               coalesce(pg_catalog.sum(v.value) filter (where v.status = 'won'), 0) as won_value,
               coalesce(pg_catalog.sum(v.value) filter (where v.status = 'lost'), 0) as lost_value
        from valued v
        where v.status in ('won', 'lost')
        group by v.currency
      ) d), '[]'::jsonb)
  )
  into v_result;
  return v_result;
end;
$$;

revoke all on function public.dashboard_summary(uuid, text) from public, anon;
grant execute on function public.dashboard_summary(uuid, text) to authenticated;

-- ---------------------------------------------------------------------------
-- Reports
-- ---------------------------------------------------------------------------

-- Tenders per calendar month of creation (the user's months) over the period, oldest
-- first, every month present (zeros when empty): total, submitted (submitted, won or
-- lost), won, lost.
create function public.tender_trends(
  p_workspace_id uuid,
  p_tz text,
  p_period public.report_period default '6m'
)
returns table (month date, total integer, submitted integer, won integer, lost integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_tz text := private.checked_time_zone(p_tz);
  v_first date := private.period_start(p_workspace_id, v_tz, coalesce(p_period, '6m'));
  v_last date := pg_catalog.date_trunc('month', pg_catalog.now() at time zone v_tz)::date;
begin
  return query
  with months as (
    select g::date as month_start
    from pg_catalog.generate_series(v_first::timestamp, v_last::timestamp, interval '1 month') as g
  ),
  created as (
    select pg_catalog.date_trunc('month', t.created_at at time zone v_tz)::date as month_start, t.status
    from public.tenders t
    where t.workspace_id = p_workspace_id
      and t.created_at >= (v_first::timestamp at time zone v_tz)
  )
  select m.month_start,
         pg_catalog.count(c.status)::integer,
         (pg_catalog.count(c.status) filter (where c.status in ('submitted', 'won', 'lost')))::integer,
         (pg_catalog.count(c.status) filter (where c.status = 'won'))::integer,
         (pg_catalog.count(c.status) filter (where c.status = 'lost'))::integer
  from months m
  left join created c on c.month_start = m.month_start
  group by m.month_start
  order by m.month_start;
end;
$$;

revoke all on function public.tender_trends(uuid, text, public.report_period) from public, anon;
grant execute on function public.tender_trends(uuid, text, public.report_period) to authenticated;

-- Tenders created in the period per status: every status, in private.tender_status_order;
-- 0 when none.
create or replace function public.tender_status_counts(
  p_workspace_id uuid,
  p_tz text,
  p_period public.report_period default '6m'
)
returns table (status public.tender_status, count integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_tz text := private.checked_time_zone(p_tz);
  v_first date := private.period_start(p_workspace_id, v_tz, coalesce(p_period, '6m'));
begin
  return query
  with counted as (
    select t.status, pg_catalog.count(*)::integer as n
    from public.tenders t
    where t.workspace_id = p_workspace_id
      and t.created_at >= (v_first::timestamp at time zone v_tz)
    group by t.status
  )
  select s.status, coalesce(c.n, 0)
  from pg_catalog.unnest(private.tender_status_order()) with ordinality as s (status, pos)
  left join counted c on c.status = s.status
  order by s.pos;
end;
$$;

revoke all on function public.tender_status_counts(uuid, text, public.report_period) from public, anon;
grant execute on function public.tender_status_counts(uuid, text, public.report_period) to authenticated;

-- Tenders created in the period, every amount per currency, as one document:
--   pipeline      [{status, currency, count, valued, total, weighted}] open tenders by status;
--                 total = Σ value, weighted = Σ value × probability ÷ 100 (numeric, exact)
--   won_by_month  [{month, currency, count, value}] won tenders by the month they were created
--   win_rates     [{currency, won, lost, won_value, lost_value}] decided bids; cancelled left out
--   loss_reasons  [{reason, count}] lost tenders by reason (reason null: not recorded), most first
--   competitors   [{winner, currency, count, value}] who won what we lost, most first (top 10)
create function public.value_report(
  p_workspace_id uuid,
  p_tz text,
  p_period public.report_period default '6m'
)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_tz text := private.checked_time_zone(p_tz);
  v_first date := private.period_start(p_workspace_id, v_tz, coalesce(p_period, '6m'));
  v_result jsonb;
begin
  with settings as (
    select s.* from public.pipeline_settings s where s.workspace_id = p_workspace_id
  ),
  period as (
    select t.*, private.tender_value(t.bid_price, t.estimated_value) as value
    from public.tenders t
    where t.workspace_id = p_workspace_id
      and t.created_at >= (v_first::timestamp at time zone v_tz)
  ),
  pipeline as (
    select p.status, p.currency, pg_catalog.count(*)::integer as n,
           pg_catalog.count(p.value)::integer as valued,
           coalesce(pg_catalog.sum(p.value), 0) as total,
           coalesce(pg_catalog.sum(p.value * private.effective_probability(p.probability, p.status, s) / 100.0), 0) as weighted
    from period p
    left join settings s on true
    where p.status in ('under-review', 'in-development', 'submitted')
    group by p.status, p.currency
  ),
  decided as (
    select p.currency,
           pg_catalog.count(*) filter (where p.status = 'won')::integer as won,
           pg_catalog.count(*) filter (where p.status = 'lost')::integer as lost,
           coalesce(pg_catalog.sum(p.value) filter (where p.status = 'won'), 0) as won_value,
           coalesce(pg_catalog.sum(p.value) filter (where p.status = 'lost'), 0) as lost_value
    from period p
    where p.status in ('won', 'lost')
    group by p.currency
  )
  select pg_catalog.jsonb_build_object(
    'pipeline', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'status', x.status, 'currency', x.currency, 'count', x.n, 'valued', x.valued,
               'total', x.total, 'weighted', pg_catalog.round(x.weighted, 2))
             order by x.status, x.currency)
      from pipeline x), '[]'::jsonb),
    'won_by_month', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'month', w.month, 'currency', w.currency, 'count', w.n, 'value', w.value)
             order by w.month, w.currency)
      from (
        select pg_catalog.date_trunc('month', p.created_at at time zone v_tz)::date as month, p.currency,
               pg_catalog.count(*)::integer as n, coalesce(pg_catalog.sum(p.value), 0) as value
        from period p where p.status = 'won'
        group by 1, 2
      ) w), '[]'::jsonb),
    'win_rates', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'currency', d.currency, 'won', d.won, 'lost', d.lost,
               'won_value', d.won_value, 'lost_value', d.lost_value)
             order by d.currency)
      from decided d), '[]'::jsonb),
    'loss_reasons', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('reason', r.reason, 'count', r.n)
             order by r.n desc, r.reason nulls last)
      from (
        select lr.label as reason, pg_catalog.count(*)::integer as n
        from period p
        left join public.tender_outcomes o on o.tender_id = p.id
        left join public.loss_reasons lr on lr.id = o.loss_reason_id
        where p.status = 'lost'
        group by lr.label
      ) r), '[]'::jsonb),
    'competitors', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'winner', c.winner, 'currency', c.currency, 'count', c.n, 'value', c.value)
             order by c.n desc, c.value desc, c.winner)
      from (
        select pg_catalog.min(pg_catalog.btrim(o.winner)) as winner, p.currency,
               pg_catalog.count(*)::integer as n, coalesce(pg_catalog.sum(o.winning_price), 0) as value
        from period p
        join public.tender_outcomes o on o.tender_id = p.id
        where p.status = 'lost' and pg_catalog.btrim(coalesce(o.winner, '')) <> ''
        group by pg_catalog.lower(pg_catalog.btrim(o.winner)), p.currency
        order by n desc, value desc
        limit 10
      ) c), '[]'::jsonb)
  )
  into v_result;
  return v_result;
end;
$$;

revoke all on function public.value_report(uuid, text, public.report_period) from public, anon;
grant execute on function public.value_report(uuid, text, public.report_period) to authenticated;

-- Won and lost tenders created in the period (the reports' rule, the user's months): how
-- many have a recorded score, and their average score (one decimal; null when none).
-- Buyer-cancelled, declined and open tenders are neither, so never counted.
create function public.bid_score_report(
  p_workspace_id uuid,
  p_tz text,
  p_period public.report_period default '6m'
)
returns table (outcome public.tender_status, scored integer, average_score numeric)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_tz text := private.checked_time_zone(p_tz);
  v_first date := private.period_start(p_workspace_id, v_tz, coalesce(p_period, '6m'));
begin
  return query
  select o.status,
         pg_catalog.count(d.score)::integer,
         pg_catalog.round(pg_catalog.avg(d.score), 1)
  from pg_catalog.unnest(array['won', 'lost']::public.tender_status[]) with ordinality as o (status, pos)
  left join public.tenders t
    on t.workspace_id = p_workspace_id and t.status = o.status
   and t.created_at >= (v_first::timestamp at time zone v_tz)
  left join public.bid_decisions d on d.tender_id = t.id and d.score is not null
  group by o.status, o.pos
  order by o.pos;
end;
$$;

revoke all on function public.bid_score_report(uuid, text, public.report_period) from public, anon;
grant execute on function public.bid_score_report(uuid, text, public.report_period) to authenticated;
