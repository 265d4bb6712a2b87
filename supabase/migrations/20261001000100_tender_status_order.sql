-- The order the status counts report tenders in, written once (it was spelled out in both
-- public.tender_status_counts and public.dashboard_summary). It is not the enum's order
-- (under review, in development, declined, submitted, won, lost, cancelled): declined comes
-- after won and lost here, so enum_range cannot stand in for it.
--
-- The two functions are replaced with the bodies of 20260901000100_tender_value.sql, the
-- array swapped for private.tender_status_order() and nothing else changed. `create or
-- replace` keeps their grants (authenticated only, 20260401000000_dashboard_reports.sql).
-- A new status is a migration: the enum value, then this function with it in its place.

create function private.tender_status_order()
returns public.tender_status[]
language sql
immutable
set search_path = ''
as $$
  select array['under-review', 'in-development', 'submitted', 'won', 'lost', 'declined',
               'cancelled']::public.tender_status[];
$$;

comment on function private.tender_status_order() is
  'Every tender status once, in the order the status counts report them (tender_status_counts, dashboard_summary statuses).';

-- The status counts call it as the caller (security invoker), so authenticated executes it.
revoke all on function private.tender_status_order() from public, anon;
grant execute on function private.tender_status_order() to authenticated;

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
