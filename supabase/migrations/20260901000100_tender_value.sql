-- The bid pipeline in money (issue 25): what a tender is worth, how likely we are to win it,
-- what we bid, and how it ended. docs/product.md § Money and decisions explains the rules.
--
--   public.pipeline_settings   per workspace: the default currency and the default probability
--                              of each open status (admins edit; one row per workspace)
--   tenders                    estimated_value, currency, probability, expected_award_date, bid_price
--   public.loss_reasons        per workspace: the reasons a loss can be given (admins manage)
--   public.tender_outcomes     one per decided tender: award date, winner, winning price, our
--                              rank, the loss reason and note, lessons learned
--   public.save_tender         one path for creating and editing a tender (replaces create_tender)
--   public.value_report        the reports page's figures by value, per currency
--   dashboard_summary          gains the pipeline and the win rate by value
--   search_tenders             sorts by value, filters by currency and value range
--
-- Money is numeric(15,2): exact, never floating point. Amounts of different currencies are
-- never added together: every total is per currency.

-- ---------------------------------------------------------------------------
-- Pipeline settings (one row per workspace)
-- ---------------------------------------------------------------------------

create table public.pipeline_settings (
  workspace_id uuid primary key references public.workspaces (id) on delete cascade,
  default_currency text not null default 'USD'
    constraint pipeline_settings_default_currency_format check (default_currency ~ '^[A-Z]{3}$'),
  probability_under_review smallint not null default 10
    constraint pipeline_settings_probability_under_review_range check (probability_under_review between 0 and 100),
  probability_in_development smallint not null default 30
    constraint pipeline_settings_probability_in_development_range check (probability_in_development between 0 and 100),
  probability_submitted smallint not null default 50
    constraint pipeline_settings_probability_submitted_range check (probability_submitted between 0 and 100),
  updated_at timestamptz not null default pg_catalog.now()
);

comment on table public.pipeline_settings is
  'Per workspace: the currency a new tender starts in and the probability an open tender counts with when it has none of its own. Members read; admins edit. One row per workspace, made with the workspace.';

create trigger pipeline_settings_set_updated_at
  before update on public.pipeline_settings
  for each row execute function private.set_updated_at();

create function private.create_pipeline_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.pipeline_settings (workspace_id) values (new.id) on conflict do nothing;
  insert into public.loss_reasons (workspace_id, label, position)
  select new.id, d.label, d.position
  from (values ('Price', 1), ('Technical score', 2), ('Compliance or eligibility', 3),
               ('Experience', 4), ('Relationship', 5), ('Other', 6)) as d (label, position)
  on conflict do nothing;
  return new;
end;
$$;

alter table public.pipeline_settings enable row level security;

create policy pipeline_settings_select_members on public.pipeline_settings
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy pipeline_settings_update_admins on public.pipeline_settings
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

revoke all on table public.pipeline_settings from public, anon, authenticated;
grant select on table public.pipeline_settings to authenticated;
grant update (default_currency, probability_under_review, probability_in_development, probability_submitted)
  on table public.pipeline_settings to authenticated;

-- An open tender's probability: its own, else its status's default; null for a closed tender
-- (won, lost, declined, cancelled are not in the pipeline). The one definition, used by every sum.
create function private.effective_probability(
  p_probability smallint,
  p_status public.tender_status,
  p_settings public.pipeline_settings
)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when p_status::text not in ('under-review', 'in-development', 'submitted') then null
    else coalesce(p_probability::integer, case p_status::text
      when 'under-review' then p_settings.probability_under_review
      when 'in-development' then p_settings.probability_in_development
      else p_settings.probability_submitted
    end::integer)
  end;
$$;

-- What a tender is worth: our bid price once we bid, else the estimate.
create function private.tender_value(p_bid_price numeric, p_estimated_value numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select coalesce(p_bid_price, p_estimated_value);
$$;

-- ---------------------------------------------------------------------------
-- Tenders: value, currency, probability, expected award date, our bid price
-- ---------------------------------------------------------------------------

alter table public.tenders
  add column estimated_value numeric(15, 2)
    constraint tenders_estimated_value_range check (estimated_value >= 0),
  -- Existing tenders get USD from the column's default as it is added: no row is updated, so
  -- no updated_at moves (an open edit form is not turned into a conflict). The default is
  -- dropped below; a new tender gets its workspace's currency (tenders_default_currency).
  add column currency text not null default 'USD'
    constraint tenders_currency_format check (currency ~ '^[A-Z]{3}$'),
  add column probability smallint
    constraint tenders_probability_range check (probability between 0 and 100),
  add column expected_award_date date,
  add column bid_price numeric(15, 2)
    constraint tenders_bid_price_range check (bid_price >= 0);

comment on column public.tenders.estimated_value is 'What the contract is worth, as we estimate it (exact, in currency).';
comment on column public.tenders.currency is 'ISO 4217 code of estimated_value, bid_price and the outcome''s winning_price; the workspace''s default currency when not given.';
comment on column public.tenders.probability is 'Chance of winning, 0–100 %; null: the workspace''s default for the status (pipeline_settings).';
comment on column public.tenders.bid_price is 'What we bid (exact, in currency), once submitted.';

-- The workspace's default currency when a write does not give one.
create function private.default_tender_currency()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.currency is null then
    new.currency := coalesce(
      (select s.default_currency from public.pipeline_settings s where s.workspace_id = new.workspace_id),
      'USD');
  end if;
  return new;
end;
$$;

create trigger tenders_default_currency
  before insert or update of currency on public.tenders
  for each row execute function private.default_tender_currency();

insert into public.pipeline_settings (workspace_id)
select w.id from public.workspaces w
on conflict do nothing;

alter table public.tenders alter column currency drop default;

grant insert (estimated_value, currency, probability, expected_award_date, bid_price),
      update (estimated_value, currency, probability, expected_award_date, bid_price)
  on table public.tenders to authenticated;

-- ---------------------------------------------------------------------------
-- Loss reasons (per workspace) and outcomes (one per decided tender)
-- ---------------------------------------------------------------------------

create table public.loss_reasons (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  label text not null
    constraint loss_reasons_label_length check (pg_catalog.char_length(pg_catalog.btrim(label)) between 1 and 100),
  position integer not null default 0,
  created_at timestamptz not null default pg_catalog.now(),
  constraint loss_reasons_id_workspace_id_key unique (id, workspace_id)
);

create unique index loss_reasons_workspace_label_key
  on public.loss_reasons (workspace_id, (pg_catalog.lower(pg_catalog.btrim(label))));

comment on table public.loss_reasons is
  'The reasons a lost tender can be given, per workspace (defaults: Price, Technical score, Compliance or eligibility, Experience, Relationship, Other). Members read; admins manage. A reason in use cannot be deleted.';

create table public.tender_outcomes (
  tender_id uuid primary key,
  workspace_id uuid not null,
  award_date date,
  winner text
    constraint tender_outcomes_winner_length check (pg_catalog.char_length(winner) <= 200),
  winning_price numeric(15, 2)
    constraint tender_outcomes_winning_price_range check (winning_price >= 0),
  our_rank smallint
    constraint tender_outcomes_our_rank_range check (our_rank between 1 and 999),
  loss_reason_id uuid,
  loss_note text
    constraint tender_outcomes_loss_note_length check (pg_catalog.char_length(loss_note) <= 2000),
  lessons text
    constraint tender_outcomes_lessons_length check (pg_catalog.char_length(lessons) <= 10000),
  updated_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default pg_catalog.now(),
  updated_at timestamptz not null default pg_catalog.now(),
  constraint tender_outcomes_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on delete cascade,
  -- A reason in use cannot be deleted: no action (not restrict), checked at the end of the
  -- statement, so deleting a workspace takes its outcomes and reasons together, and the
  -- refusal is 23503 on every engine (PostgreSQL 16+ reports restrict as 23001).
  constraint tender_outcomes_loss_reason_fkey foreign key (loss_reason_id, workspace_id)
    references public.loss_reasons (id, workspace_id)
);

-- The tender key leads an index of its own (the primary key is tender_id alone), so the
-- cascade from tenders and the linter's unindexed_foreign_keys find it.
create index tender_outcomes_tender_id_workspace_id_idx on public.tender_outcomes (tender_id, workspace_id);
create index tender_outcomes_workspace_id_idx on public.tender_outcomes (workspace_id);
create index tender_outcomes_loss_reason_idx on public.tender_outcomes (loss_reason_id, workspace_id);
create index tender_outcomes_updated_by_idx on public.tender_outcomes (updated_by);

comment on table public.tender_outcomes is
  'How a won or lost tender ended: award date, the winner and their price (in the tender''s currency), our rank, the loss reason and note, lessons learned. Members read; admins and managers write.';

create trigger tender_outcomes_set_updated_at
  before update on public.tender_outcomes
  for each row execute function private.set_updated_at();

-- updated_by is whoever wrote the outcome last (the API cannot set it: no column grant).
create function private.set_outcome_updated_by()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_by := coalesce(auth.uid(), new.updated_by);
  return new;
end;
$$;

create trigger tender_outcomes_set_updated_by
  before update on public.tender_outcomes
  for each row execute function private.set_outcome_updated_by();

create trigger workspaces_create_pipeline_settings
  after insert on public.workspaces
  for each row execute function private.create_pipeline_settings();

insert into public.loss_reasons (workspace_id, label, position)
select w.id, d.label, d.position
from public.workspaces w
cross join (values ('Price', 1), ('Technical score', 2), ('Compliance or eligibility', 3),
                   ('Experience', 4), ('Relationship', 5), ('Other', 6)) as d (label, position)
on conflict do nothing;

alter table public.loss_reasons enable row level security;
alter table public.tender_outcomes enable row level security;

create policy loss_reasons_select_members on public.loss_reasons
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));
create policy loss_reasons_insert_admins on public.loss_reasons
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));
create policy loss_reasons_update_admins on public.loss_reasons
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));
create policy loss_reasons_delete_admins on public.loss_reasons
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy tender_outcomes_select_members on public.tender_outcomes
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));
create policy tender_outcomes_insert_managers on public.tender_outcomes
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));
create policy tender_outcomes_update_managers on public.tender_outcomes
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));
create policy tender_outcomes_delete_managers on public.tender_outcomes
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

revoke all on table public.loss_reasons, public.tender_outcomes from public, anon, authenticated;
grant select, delete on table public.loss_reasons, public.tender_outcomes to authenticated;
grant insert (workspace_id, label, position), update (label, position) on table public.loss_reasons to authenticated;
grant insert (tender_id, workspace_id, award_date, winner, winning_price, our_rank, loss_reason_id, loss_note, lessons),
      update (award_date, winner, winning_price, our_rank, loss_reason_id, loss_note, lessons)
  on table public.tender_outcomes to authenticated;

-- The winners already recorded in a workspace, most frequent first: the outcome form's suggestions.
create function public.recorded_winners(p_workspace_id uuid)
returns table (winner text, times integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select pg_catalog.min(pg_catalog.btrim(o.winner)), pg_catalog.count(*)::integer
  from public.tender_outcomes o
  where o.workspace_id = p_workspace_id and pg_catalog.btrim(coalesce(o.winner, '')) <> ''
  group by pg_catalog.lower(pg_catalog.btrim(o.winner))
  order by 2 desc, 1
  limit 50;
$$;

-- ---------------------------------------------------------------------------
-- save_tender: one path for creating and editing a tender
-- ---------------------------------------------------------------------------
-- p_tender is a JSON object of tenders columns. The caller's column privileges decide which
-- columns it may set (42501 otherwise), row-level security which tenders. Without p_id: a
-- new tender (status under-review unless given) and its default tasks, atomically. With p_id:
-- the given columns of that tender, only if its updated_at is still p_loaded_updated_at
-- (required: 22023 without it; TFT02 when someone saved in between; P0002 'Tender not found'
-- when it is gone or not the caller's; 42501 when the caller may read it but not edit it).
-- A new column needs a migration and a grant, never a new signature.

drop function public.create_tender(text, text, text, text, public.tender_channel, public.tender_type, boolean, date, date, uuid, text);

create function public.save_tender(
  p_tender jsonb,
  p_id uuid default null,
  p_loaded_updated_at timestamptz default null
)
returns public.tenders
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_columns text;
  v_unknown text;
  v_tender public.tenders;
  v_updated_at timestamptz;
begin
  if auth.uid() is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if pg_catalog.jsonb_typeof(p_tender) is distinct from 'object' or p_tender = '{}'::jsonb then
    raise exception 'A tender is a JSON object of its fields' using errcode = '22023';
  end if;
  if p_id is not null and p_loaded_updated_at is null then
    raise exception 'An edit needs the updated_at the tender was loaded with' using errcode = '22023';
  end if;

  select pg_catalog.string_agg(k, ', ' order by k) into v_unknown
  from pg_catalog.jsonb_object_keys(p_tender) k
  where not exists (
    select 1 from pg_catalog.pg_attribute a
    where a.attrelid = 'public.tenders'::regclass and a.attname = k and a.attnum > 0 and not a.attisdropped);
  if v_unknown is not null then
    raise exception 'Unknown tender field: %', v_unknown using errcode = '22023';
  end if;

  select pg_catalog.string_agg(pg_catalog.quote_ident(k), ', ' order by k) into v_columns
  from pg_catalog.jsonb_object_keys(p_tender) k;

  if p_id is null then
    execute pg_catalog.format(
      'insert into public.tenders (%s) select %s from pg_catalog.jsonb_populate_record(null::public.tenders, $1) returning *',
      v_columns, v_columns)
    using p_tender into v_tender;
    perform public.create_default_tasks(v_tender.id);
    return v_tender;
  end if;

  execute pg_catalog.format(
    'update public.tenders set (%s) = (select %s from pg_catalog.jsonb_populate_record(null::public.tenders, $1)) where id = $2 and updated_at = $3 returning *',
    v_columns, v_columns)
  using p_tender, p_id, p_loaded_updated_at into v_tender;
  if v_tender.id is not null then
    return v_tender;
  end if;
  -- No row changed: gone (or another workspace's), changed since it was loaded, or one the
  -- caller may read but not edit (a `user`: the update policy hid it).
  select t.updated_at into v_updated_at from public.tenders t where t.id = p_id;
  if not found then
    raise exception 'Tender not found' using errcode = 'P0002';
  end if;
  if v_updated_at <> p_loaded_updated_at then
    raise exception 'This tender was changed by someone else' using errcode = 'TFT02';
  end if;
  raise exception 'You may not edit this tender' using errcode = '42501';
end;
$$;

comment on function public.save_tender(jsonb, uuid, timestamptz) is
  'Creates a tender with its default tasks (no p_id) or edits one if unchanged since p_loaded_updated_at (TFT02 otherwise); the caller''s column privileges and RLS decide what it may write.';

-- ---------------------------------------------------------------------------
-- Reports by value
-- ---------------------------------------------------------------------------
-- value_report(workspace, tz, period): tenders created in the period (the reports' rule),
-- every amount per currency, as one document:
--   pipeline      [{status, currency, count, valued, total, weighted}] open tenders by status;
--                 total = Σ value, weighted = Σ value × probability ÷ 100 (numeric, exact)
--   won_by_month  [{month, currency, count, value}] won tenders by the month they were created
--   win_rates     [{currency, won, lost, won_value, lost_value}] decided bids; cancelled left out
--   loss_reasons  [{reason, count}] lost tenders by reason (reason null: not recorded), most first
--   competitors   [{winner, currency, count, value}] who won what we lost, most first (top 10)
-- value = our bid price, else the estimate (private.tender_value).

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

-- ---------------------------------------------------------------------------
-- Statuses: 'cancelled' joins the fixed orders of the status counts
-- ---------------------------------------------------------------------------

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
  from pg_catalog.unnest(array['under-review', 'in-development', 'submitted', 'won', 'lost',
                               'declined', 'cancelled']::public.tender_status[]) with ordinality as s (status, pos)
  left join counted c on c.status = s.status
  order by s.pos;
end;
$$;

-- dashboard_summary gains, over all the workspace's tenders:
--   pipeline    [{currency, count, valued, total, weighted}] open tenders (under review, in
--               development, submitted) per currency
--   win_value   [{currency, won, lost, won_value, lost_value}] decided bids per currency
-- and 'cancelled' in statuses.
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
      from pg_catalog.unnest(array['under-review', 'in-development', 'submitted', 'won', 'lost',
                                   'declined', 'cancelled']::public.tender_status[]) with ordinality as s (status, pos)
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


-- ---------------------------------------------------------------------------
-- The tender list: a Value column (sortable) and filters by currency and value range
-- ---------------------------------------------------------------------------
-- Replaced, not overloaded (two search_tenders with defaults would make a call ambiguous).
-- value = private.tender_value (our bid price, else the estimate). The value order compares
-- amounts within a currency only: currency first, then the value, tenders without one last.

drop function public.search_tenders(text, uuid, public.tender_status[], public.tender_sort_key, boolean, date);

create function public.search_tenders(
  p_query text default '',
  p_workspace_id uuid default null,
  p_statuses public.tender_status[] default null,
  p_sort public.tender_sort_key default 'created',
  p_descending boolean default true,
  p_today date default null,
  p_currency text default null,
  p_min_value numeric default null,
  p_max_value numeric default null
)
returns setof public.tenders
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_direction text := case when p_descending then 'desc' else 'asc' end;
  -- Only these fixed texts reach the statement, chosen by the enum: nothing the caller typed.
  v_order text := case p_sort
    when 'created' then pg_catalog.format('t.created_at %s', v_direction)
    -- upcoming (from today) before past, each the nearest to today first; none last
    when 'deadline' then case when p_descending then 't.tender_submission_date desc nulls last'
      else 't.tender_submission_date < $4, pg_catalog.abs(t.tender_submission_date - $4)' end
    when 'reference' then pg_catalog.format('pg_catalog.lower(t.reference_number) %s', v_direction)
    when 'title' then pg_catalog.format('pg_catalog.lower(t.title) %s', v_direction)
    when 'client' then pg_catalog.format('pg_catalog.lower(t.client) %s', v_direction)
    -- the enum's order: under review, in development, declined, submitted, won, lost, cancelled
    when 'status' then pg_catalog.format('t.status %s', v_direction)
    when 'value' then pg_catalog.format(
      't.currency, private.tender_value(t.bid_price, t.estimated_value) %s nulls last', v_direction)
  end;
begin
  -- Planned for these values (EXECUTE), so the workspace's indexes and a sort by the one
  -- key chosen serve it; a static query would be planned for every sort at once.
  return query execute
    'select t.* from public.tenders t '
    || case when p_workspace_id is null
         then 'where t.workspace_id in (select private.member_workspace_ids()) '
         else 'where t.workspace_id = $1 ' end
    || 'and (coalesce(pg_catalog.cardinality($2), 0) = 0 or t.status = any ($2)) '
    || 'and ($3 = '''' or pg_catalog.strpos(pg_catalog.lower(t.reference_number), $3) > 0 '
    || 'or pg_catalog.strpos(pg_catalog.lower(t.title), $3) > 0 '
    || 'or pg_catalog.strpos(pg_catalog.lower(t.client), $3) > 0) '
    || 'and ($5::text is null or t.currency = $5) '
    || 'and ($6::numeric is null or private.tender_value(t.bid_price, t.estimated_value) >= $6) '
    || 'and ($7::numeric is null or private.tender_value(t.bid_price, t.estimated_value) <= $7) '
    || 'order by ' || v_order || ', t.created_at desc, t.id'
    using p_workspace_id, p_statuses, pg_catalog.lower(pg_catalog.btrim(coalesce(p_query, ''))),
          coalesce(p_today, current_date), pg_catalog.upper(pg_catalog.btrim(p_currency)),
          p_min_value, p_max_value;
end;
$$;

comment on function public.search_tenders(text, uuid, public.tender_status[], public.tender_sort_key, boolean, date, text, numeric, numeric) is
  'The tender list: reference, title or client containing p_query (case-insensitive, % and _ plain text; blank: all), in p_workspace_id (null: every workspace of the caller), with any of p_statuses (null or empty: all), in p_currency (null: any) with a value (bid price, else estimate) from p_min_value to p_max_value (null: open), in p_sort order (p_today: the caller''s local day, for the deadline order). The caller adds the range and the count.';

-- The currencies a workspace's tenders are in, its default first: the list's currency filter.
create function public.tender_currencies(p_workspace_id uuid)
returns setof text
language sql
stable
security invoker
set search_path = ''
as $$
  select c.currency
  from (
    select t.currency from public.tenders t where t.workspace_id = p_workspace_id
    union
    select s.default_currency from public.pipeline_settings s where s.workspace_id = p_workspace_id
  ) c
  order by c.currency <> (select s.default_currency from public.pipeline_settings s
                          where s.workspace_id = p_workspace_id) nulls last, c.currency;
$$;

-- ---------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------

revoke all on function
  private.create_pipeline_settings(),
  private.default_tender_currency(),
  private.set_outcome_updated_by()
  from public, anon, authenticated;

revoke all on function
  private.effective_probability(smallint, public.tender_status, public.pipeline_settings),
  private.tender_value(numeric, numeric)
  from public, anon;
grant execute on function
  private.effective_probability(smallint, public.tender_status, public.pipeline_settings),
  private.tender_value(numeric, numeric)
  to authenticated;

revoke all on function
  public.save_tender(jsonb, uuid, timestamptz),
  public.recorded_winners(uuid),
  public.value_report(uuid, text, public.report_period),
  public.search_tenders(text, uuid, public.tender_status[], public.tender_sort_key, boolean, date, text, numeric, numeric),
  public.tender_currencies(uuid)
  from public, anon;
grant execute on function
  public.save_tender(jsonb, uuid, timestamptz),
  public.recorded_winners(uuid),
  public.value_report(uuid, text, public.report_period),
  public.search_tenders(text, uuid, public.tender_status[], public.tender_sort_key, boolean, date, text, numeric, numeric),
  public.tender_currencies(uuid)
  to authenticated;
