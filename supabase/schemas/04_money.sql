-- Money and decisions: what a tender is worth, how likely we are to win it, whether to bid at
-- all, what we bid, the bid bond that guarantees it, and how it ended. docs/product.md § Money
-- and decisions, § Bid decision and § Bid bonds explain the rules.
--
--   public.pipeline_settings    per workspace: the default currency, the default probability
--                               of each open status and the bid decision's thresholds (admins
--                               edit; one row per workspace, made with the workspace)
--   public.loss_reasons         per workspace: the reasons a loss can be given (admins manage)
--   public.tender_outcomes      one per decided tender: award date, winner, winning price, our
--                               rank, the loss reason and note, lessons learned
--   public.bid_criteria         per workspace: name and weight (1–10), in order (admins edit)
--   public.bid_kill_questions   per workspace: yes/no questions; any yes means no bid
--   public.bid_decisions        one per tender: bid | no-bid | skipped, the scores and answers
--                               given, and the score, band, who and when (computed here)
--   public.bid_bonds            one per tender: amount and currency, issuer, reference, issue
--                               and expiry dates, status
--
-- Money is numeric(15,2): exact, never floating point. Amounts of different currencies are
-- never added together: every total is per currency. The reports by value are in
-- 10_dashboard_reports.sql.
--
-- The bid score, one definition (private.bid_score): each criterion's score s (1–5) counts
-- (s − 1) / 4 of its weight w, so score = round(100 × Σ w·(s − 1) / (4 × Σ w)), half away
-- from zero; null until every criterion of the workspace is scored. The band
-- (private.bid_band): any kill question answered yes → no-bid; else score ≥ bid threshold →
-- bid, ≥ review threshold → review, else no-bid. Both are computed by a trigger whenever a
-- decision is written, from the scores stored with it: nobody writes a score.
--
-- A bond is outstanding (one definition, private.bond_outstanding) when issued, submitted or
-- extended: out with the buyer or the bank and neither returned nor forfeited. A requested
-- bond does not exist yet and counts in no total.

create type public.bid_decision_value as enum ('bid', 'no-bid', 'skipped');

create type public.bid_band as enum ('bid', 'review', 'no-bid');

create type public.bid_bond_status as enum ('requested', 'issued', 'submitted', 'returned', 'forfeited', 'extended');

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
  updated_at timestamptz not null default pg_catalog.now(),
  bid_threshold smallint not null default 70,
  review_threshold smallint not null default 50,
  constraint pipeline_settings_bid_thresholds_check
    check (review_threshold between 0 and 100 and bid_threshold between 0 and 100
           and review_threshold < bid_threshold)
);

comment on table public.pipeline_settings is
  'Per workspace: the currency a new tender starts in and the probability an open tender counts with when it has none of its own. Members read; admins edit. One row per workspace, made with the workspace.';

comment on column public.pipeline_settings.bid_threshold is 'Bid decision: a score at or above this is in the band Bid.';

comment on column public.pipeline_settings.review_threshold is 'Bid decision: a score at or above this (and under bid_threshold) is in the band Review; below it, No bid.';

alter table public.pipeline_settings enable row level security;

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

comment on table public.loss_reasons is
  'The reasons a lost tender can be given, per workspace (defaults: Price, Technical score, Compliance or eligibility, Experience, Relationship, Other). Members read; admins manage. A reason in use cannot be deleted.';

create unique index loss_reasons_workspace_label_key
  on public.loss_reasons (workspace_id, (pg_catalog.lower(pg_catalog.btrim(label))));

alter table public.loss_reasons enable row level security;

create table public.tender_outcomes (
  tender_id uuid not null,
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
  -- Keyed within the tender's workspace: a key on the tender alone told an outsider whether
  -- another workspace's tender had an outcome (23505 rather than the foreign key's 23503).
  constraint tender_outcomes_pkey primary key (tender_id, workspace_id),
  constraint tender_outcomes_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on delete cascade,
  -- A reason in use cannot be deleted: no action (not restrict), checked at the end of the
  -- statement, so deleting a workspace takes its outcomes and reasons together, and the
  -- refusal is 23503 on every engine (PostgreSQL 16+ reports restrict as 23001).
  constraint tender_outcomes_loss_reason_fkey foreign key (loss_reason_id, workspace_id)
    references public.loss_reasons (id, workspace_id)
);

comment on table public.tender_outcomes is
  'How a won or lost tender ended: award date, the winner and their price (in the tender''s currency), our rank, the loss reason and note, lessons learned. Members read; admins and managers write.';


create index tender_outcomes_workspace_id_idx on public.tender_outcomes (workspace_id);

create index tender_outcomes_loss_reason_idx on public.tender_outcomes (loss_reason_id, workspace_id);

create index tender_outcomes_updated_by_idx on public.tender_outcomes (updated_by);

alter table public.tender_outcomes enable row level security;

-- ---------------------------------------------------------------------------
-- Criteria and kill questions (per workspace), decisions (one per tender)
-- ---------------------------------------------------------------------------

create table public.bid_criteria (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  name text not null
    constraint bid_criteria_name_length check (pg_catalog.char_length(pg_catalog.btrim(name)) between 1 and 100),
  weight smallint not null default 1
    constraint bid_criteria_weight_range check (weight between 1 and 10),
  position integer not null default 0,
  created_at timestamptz not null default pg_catalog.now(),
  -- What a 5 means ('little competition'): which end of the scale is good. '' says nothing more.
  top_score_means text not null default ''
    constraint bid_criteria_top_score_means_length check (pg_catalog.char_length(top_score_means) <= 100)
);

comment on table public.bid_criteria is
  'What a bid decision scores (1–5 each), with its weight (1–10) and what a 5 means, per workspace. Members read; admins edit.';

create index bid_criteria_workspace_id_position_idx on public.bid_criteria (workspace_id, position);

alter table public.bid_criteria enable row level security;

create table public.bid_kill_questions (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  question text not null
    constraint bid_kill_questions_question_length
      check (pg_catalog.char_length(pg_catalog.btrim(question)) between 1 and 200),
  position integer not null default 0,
  created_at timestamptz not null default pg_catalog.now()
);

comment on table public.bid_kill_questions is
  'Yes/no questions of a bid decision, per workspace: any yes means no bid, whatever the score. Members read; admins edit.';

create index bid_kill_questions_workspace_id_position_idx on public.bid_kill_questions (workspace_id, position);

alter table public.bid_kill_questions enable row level security;

create table public.bid_decisions (
  tender_id uuid not null,
  workspace_id uuid not null,
  decision public.bid_decision_value not null,
  rationale text not null default ''
    constraint bid_decisions_rationale_length check (pg_catalog.char_length(rationale) <= 2000),
  -- {criterion id: 1–5} and {kill question id: true|false}, as given; only the workspace's
  -- current criteria and questions are kept.
  scores jsonb not null default '{}'
    constraint bid_decisions_scores_object check (pg_catalog.jsonb_typeof(scores) = 'object'),
  kill_answers jsonb not null default '{}'
    constraint bid_decisions_kill_answers_object check (pg_catalog.jsonb_typeof(kill_answers) = 'object'),
  -- Computed by private.compute_bid_decision, never written by a client.
  score smallint
    constraint bid_decisions_score_range check (score between 0 and 100),
  killed boolean not null default false,
  band public.bid_band,
  decided_by uuid references public.user_profiles (id) on delete set null,
  decided_at timestamptz not null default pg_catalog.now(),
  constraint bid_decisions_rationale_given
    check (decision = 'skipped' or pg_catalog.char_length(pg_catalog.btrim(rationale)) > 0),
  -- A decision lives in its tender's workspace, and is keyed within it (as outcomes are).
  constraint bid_decisions_pkey primary key (tender_id, workspace_id),
  constraint bid_decisions_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade
);

comment on table public.bid_decisions is
  'A tender''s bid/no-bid decision (or its skip), the scores and kill answers it was made on, and the score and band computed from them. Members read; admins and managers record.';

create index bid_decisions_workspace_id_idx on public.bid_decisions (workspace_id);
create index bid_decisions_decided_by_idx on public.bid_decisions (decided_by);

alter table public.bid_decisions enable row level security;

-- ---------------------------------------------------------------------------
-- Bid bonds (one per tender)
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
  -- One per tender, keyed within its workspace (as outcomes are).
  constraint bid_bonds_tender_id_key unique (tender_id, workspace_id),
  constraint bid_bonds_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade,
  constraint bid_bonds_expiry_after_issue check (expiry_date >= issue_date),
  -- Once the bank has issued it, a bond has an expiry date.
  constraint bid_bonds_expiry_once_issued check (status = 'requested' or expiry_date is not null)
);

comment on table public.bid_bonds is
  'The bid bond of a tender (at most one), in the tender''s workspace: amount (exact) and currency, issuer, reference, dates, status. Members read; admins and managers write.';

-- The page's list (by expiry) of one workspace.
create index bid_bonds_workspace_id_expiry_date_idx on public.bid_bonds (workspace_id, expiry_date);

alter table public.bid_bonds enable row level security;

-- ---------------------------------------------------------------------------
-- A workspace's defaults
-- ---------------------------------------------------------------------------

-- A new workspace's pipeline settings and loss reasons (Price, Technical score, Compliance or
-- eligibility, Experience, Relationship, Other).
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

revoke all on function private.create_pipeline_settings() from public;

-- A new workspace's bid criteria and kill questions.
create function private.create_bid_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.bid_criteria (workspace_id, name, weight, position, top_score_means)
  select new.id, d.name, d.weight, d.position, d.top_score_means
  from (values ('Strategic fit', 2, 1, 'a close fit with our strategy'),
               ('Capability and track record', 2, 2, 'proven on similar work'),
               ('Capacity to deliver', 2, 3, 'people and plant free to deliver'),
               ('Competition', 1, 4, 'little competition'),
               ('Client relationship', 1, 5, 'a client who knows and rates us'),
               ('Margin and risk', 2, 6, 'a good margin at low risk'))
    as d (name, weight, position, top_score_means);
  insert into public.bid_kill_questions (workspace_id, question, position)
  values (new.id, 'A mandatory certificate is missing', 1),
         (new.id, 'We cannot meet the submission deadline', 2);
  return new;
end;
$$;

revoke all on function private.create_bid_settings() from public;

-- ---------------------------------------------------------------------------
-- Value and probability
-- ---------------------------------------------------------------------------

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

revoke all on function private.effective_probability(smallint, public.tender_status, public.pipeline_settings) from public;
grant execute on function private.effective_probability(smallint, public.tender_status, public.pipeline_settings) to authenticated;

-- What a tender is worth: our bid price once we bid, else the estimate.
create function private.tender_value(p_bid_price numeric, p_estimated_value numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select coalesce(p_bid_price, p_estimated_value);
$$;

revoke all on function private.tender_value(numeric, numeric) from public;
grant execute on function private.tender_value(numeric, numeric) to authenticated;

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

revoke all on function private.default_tender_currency() from public;

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

revoke all on function public.tender_currencies(uuid) from public, anon;
grant execute on function public.tender_currencies(uuid) to authenticated;

-- ---------------------------------------------------------------------------
-- Outcomes
-- ---------------------------------------------------------------------------

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

revoke all on function private.set_outcome_updated_by() from public;

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

revoke all on function public.recorded_winners(uuid) from public, anon;
grant execute on function public.recorded_winners(uuid) to authenticated;

-- ---------------------------------------------------------------------------
-- Bid decisions
-- ---------------------------------------------------------------------------

-- The weighted score 0–100 of scores {criterion id: 1–5} against the workspace's criteria;
-- null while a criterion is unscored, or when there are none.
create function private.bid_score(p_workspace_id uuid, p_scores jsonb)
returns smallint
language sql
stable
security invoker
set search_path = ''
as $$
  select case when pg_catalog.count(*) > 0 and pg_catalog.count(s.score) = pg_catalog.count(*) then
    pg_catalog.round(
      (100 * pg_catalog.sum(c.weight * (s.score - 1)))::numeric / (4 * pg_catalog.sum(c.weight)))::smallint
  end
  from public.bid_criteria c
  cross join lateral (select (p_scores ->> c.id::text)::integer as score) s
  where c.workspace_id = p_workspace_id;
$$;

revoke all on function private.bid_score(uuid, jsonb) from public;
grant execute on function private.bid_score(uuid, jsonb) to authenticated;

-- The band of a score at the workspace's thresholds; any kill answered yes → no-bid.
create function private.bid_band(p_score integer, p_killed boolean, p_bid_threshold integer, p_review_threshold integer)
returns public.bid_band
language sql
immutable
security invoker
set search_path = ''
as $$
  select (case
    when p_killed then 'no-bid'
    when p_score is null then null
    when p_score >= p_bid_threshold then 'bid'
    when p_score >= p_review_threshold then 'review'
    else 'no-bid'
  end)::public.bid_band;
$$;

revoke all on function private.bid_band(integer, boolean, integer, integer) from public;
grant execute on function private.bid_band(integer, boolean, integer, integer) to authenticated;

-- Before each write of a decision: keeps only the workspace's current criteria and
-- questions, checks the values (23514), computes score, killed and band, and records who
-- and when. Security invoker: it reads what the writer (an admin or manager) may read.
create function private.compute_bid_decision()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_settings public.pipeline_settings;
begin
  if exists (select 1 from pg_catalog.jsonb_each(new.scores) e
             where pg_catalog.jsonb_typeof(e.value) <> 'number' or e.value::text !~ '^[1-5]$') then
    raise exception 'A criterion is scored with a whole number from 1 to 5' using errcode = '23514';
  end if;
  if exists (select 1 from pg_catalog.jsonb_each(new.kill_answers) e
             where pg_catalog.jsonb_typeof(e.value) <> 'boolean') then
    raise exception 'A kill question is answered yes (true) or no (false)' using errcode = '23514';
  end if;

  new.scores := coalesce((
    select pg_catalog.jsonb_object_agg(e.key, e.value)
    from pg_catalog.jsonb_each(new.scores) e
    join public.bid_criteria c on c.id::text = e.key and c.workspace_id = new.workspace_id), '{}'::jsonb);
  new.kill_answers := coalesce((
    select pg_catalog.jsonb_object_agg(e.key, e.value)
    from pg_catalog.jsonb_each(new.kill_answers) e
    join public.bid_kill_questions q on q.id::text = e.key and q.workspace_id = new.workspace_id), '{}'::jsonb);

  select s.* into v_settings from public.pipeline_settings s where s.workspace_id = new.workspace_id;
  new.score := private.bid_score(new.workspace_id, new.scores);
  new.killed := exists (select 1 from pg_catalog.jsonb_each(new.kill_answers) e where e.value = 'true'::jsonb);
  new.band := private.bid_band(new.score, new.killed, coalesce(v_settings.bid_threshold, 70),
                               coalesce(v_settings.review_threshold, 50));
  new.decided_by := auth.uid();
  new.decided_at := pg_catalog.now();
  return new;
end;
$$;

revoke all on function private.compute_bid_decision() from public;

-- Records a tender's decision ('bid' or 'no-bid', with a rationale) from the scores and kill
-- answers given, over the decision the form loaded: p_replaces is that decision's decided_at,
-- null when it loaded none. When the tender's decision is no longer that one (someone decided
-- meanwhile) nothing is written and TFB01 answers, its detail naming who decided. 'skipped'
-- records the skip only when the tender has no decision, and otherwise returns the one it has.
-- P0002 when the tender is not the caller's to see; 42501 for a member who may not edit tenders.
create function public.record_bid_decision(
  p_tender_id uuid,
  p_decision public.bid_decision_value,
  p_rationale text default '',
  p_scores jsonb default '{}',
  p_kill_answers jsonb default '{}',
  p_replaces timestamptz default null
)
returns public.bid_decisions
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_workspace_id uuid;
  v_row public.bid_decisions;
  v_decided_by text;
begin
  select t.workspace_id into v_workspace_id from public.tenders t where t.id = p_tender_id;
  if v_workspace_id is null then
    raise exception 'Tender not found' using errcode = 'P0002';
  end if;
  if v_workspace_id not in (select private.member_workspace_ids('{admin,manager}')) then
    raise exception 'Only admins and managers record bid decisions' using errcode = '42501';
  end if;

  if p_decision = 'skipped' then
    insert into public.bid_decisions (tender_id, workspace_id, decision)
    values (p_tender_id, v_workspace_id, 'skipped')
    on conflict (tender_id, workspace_id) do nothing
    returning * into v_row;
    if v_row.tender_id is null then
      select d.* into v_row from public.bid_decisions d where d.tender_id = p_tender_id;
    end if;
    return v_row;
  end if;

  if p_replaces is null then
    insert into public.bid_decisions (tender_id, workspace_id, decision, rationale, scores, kill_answers)
    values (p_tender_id, v_workspace_id, p_decision, pg_catalog.btrim(coalesce(p_rationale, '')),
            coalesce(p_scores, '{}'), coalesce(p_kill_answers, '{}'))
    on conflict (tender_id, workspace_id) do nothing
    returning * into v_row;
  else
    -- Waits for a decision being written at the same moment, then finds it is not the one loaded.
    update public.bid_decisions d
    set decision = p_decision, rationale = pg_catalog.btrim(coalesce(p_rationale, '')),
        scores = coalesce(p_scores, '{}'), kill_answers = coalesce(p_kill_answers, '{}')
    where d.tender_id = p_tender_id and d.workspace_id = v_workspace_id and d.decided_at = p_replaces
    returning * into v_row;
  end if;

  if v_row.tender_id is null then
    select coalesce(p.name, '') into v_decided_by
    from public.bid_decisions d
    left join public.user_profiles p on p.id = d.decided_by
    where d.tender_id = p_tender_id;
    raise exception 'Someone recorded a decision on this tender meanwhile'
      using errcode = 'TFB01', detail = coalesce(v_decided_by, '');
  end if;
  return v_row;
end;
$$;

revoke all on function public.record_bid_decision(uuid, public.bid_decision_value, text, jsonb, jsonb, timestamptz)
  from public, anon;
grant execute on function public.record_bid_decision(uuid, public.bid_decision_value, text, jsonb, jsonb, timestamptz)
  to authenticated;

-- An admin's bid settings in one transaction: p_criteria [{id?, name, weight, top_score_means?}] and
-- p_kill_questions [{id?, question}] in order (an item with the id of an existing row
-- updates it, one without adds one, rows not listed are deleted), and both thresholds.
-- 22023 for a malformed list, no criterion, or a name given twice; RLS refuses non-admins
-- (42501 or no row changed: P0002).
create function public.save_bid_settings(
  p_workspace_id uuid,
  p_criteria jsonb,
  p_kill_questions jsonb,
  p_bid_threshold integer,
  p_review_threshold integer
)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if pg_catalog.jsonb_typeof(p_criteria) is distinct from 'array'
     or pg_catalog.jsonb_typeof(p_kill_questions) is distinct from 'array' then
    raise exception 'Criteria and kill questions are lists' using errcode = '22023';
  end if;
  if pg_catalog.jsonb_array_length(p_criteria) not between 1 and 20
     or pg_catalog.jsonb_array_length(p_kill_questions) > 10 then
    raise exception 'Between 1 and 20 criteria and at most 10 kill questions' using errcode = '22023';
  end if;
  if (select pg_catalog.count(distinct pg_catalog.lower(pg_catalog.btrim(e ->> 'name'))) < pg_catalog.count(*)
      from pg_catalog.jsonb_array_elements(p_criteria) e)
     or (select pg_catalog.count(distinct pg_catalog.lower(pg_catalog.btrim(e ->> 'question'))) < pg_catalog.count(*)
         from pg_catalog.jsonb_array_elements(p_kill_questions) e) then
    raise exception 'Each criterion and question is named once' using errcode = '22023';
  end if;

  update public.pipeline_settings s
  set bid_threshold = p_bid_threshold, review_threshold = p_review_threshold
  where s.workspace_id = p_workspace_id;
  if not found then
    raise exception 'Workspace not found' using errcode = 'P0002';
  end if;

  delete from public.bid_criteria c
  where c.workspace_id = p_workspace_id
    and c.id::text not in (select e ->> 'id' from pg_catalog.jsonb_array_elements(p_criteria) e
                           where e ->> 'id' is not null);
  update public.bid_criteria c
  set name = pg_catalog.btrim(e.item ->> 'name'), weight = (e.item ->> 'weight')::smallint, position = e.pos,
      top_score_means = pg_catalog.btrim(coalesce(e.item ->> 'top_score_means', ''))
  from pg_catalog.jsonb_array_elements(p_criteria) with ordinality as e (item, pos)
  where c.workspace_id = p_workspace_id and c.id::text = e.item ->> 'id';
  insert into public.bid_criteria (workspace_id, name, weight, position, top_score_means)
  select p_workspace_id, pg_catalog.btrim(e.item ->> 'name'), (e.item ->> 'weight')::smallint, e.pos,
         pg_catalog.btrim(coalesce(e.item ->> 'top_score_means', ''))
  from pg_catalog.jsonb_array_elements(p_criteria) with ordinality as e (item, pos)
  where e.item ->> 'id' is null
     or not exists (select 1 from public.bid_criteria c
                    where c.workspace_id = p_workspace_id and c.id::text = e.item ->> 'id');

  delete from public.bid_kill_questions q
  where q.workspace_id = p_workspace_id
    and q.id::text not in (select e ->> 'id' from pg_catalog.jsonb_array_elements(p_kill_questions) e
                           where e ->> 'id' is not null);
  update public.bid_kill_questions q
  set question = pg_catalog.btrim(e.item ->> 'question'), position = e.pos
  from pg_catalog.jsonb_array_elements(p_kill_questions) with ordinality as e (item, pos)
  where q.workspace_id = p_workspace_id and q.id::text = e.item ->> 'id';
  insert into public.bid_kill_questions (workspace_id, question, position)
  select p_workspace_id, pg_catalog.btrim(e.item ->> 'question'), e.pos
  from pg_catalog.jsonb_array_elements(p_kill_questions) with ordinality as e (item, pos)
  where e.item ->> 'id' is null
     or not exists (select 1 from public.bid_kill_questions q
                    where q.workspace_id = p_workspace_id and q.id::text = e.item ->> 'id');
end;
$$;

revoke all on function public.save_bid_settings(uuid, jsonb, jsonb, integer, integer) from public, anon;
grant execute on function public.save_bid_settings(uuid, jsonb, jsonb, integer, integer) to authenticated;

-- ---------------------------------------------------------------------------
-- Bid bonds
-- ---------------------------------------------------------------------------

-- Issued, submitted or extended: out, and neither returned nor forfeited.
create function private.bond_outstanding(p_status public.bid_bond_status)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_status in ('issued', 'submitted', 'extended')
$$;

revoke all on function private.bond_outstanding(public.bid_bond_status) from public;
grant execute on function private.bond_outstanding(public.bid_bond_status) to authenticated;

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

revoke all on function private.check_bond_extension() from public;

-- A bond the bank has issued (issued, submitted or extended) means it is arranged: the tender's
-- open bid-bond tasks ('Arrange bid bond') are completed. Security invoker: whoever records the
-- bond (an admin or manager) may update the tender's tasks.
create function private.complete_bid_bond_tasks()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and private.bond_outstanding(old.status) then
    return null;
  end if;
  update public.tasks k
  set status = 'completed'
  where k.tender_id = new.tender_id and k.workspace_id = new.workspace_id
    and k.bid_bond_task and k.status in ('not-started', 'in-progress');
  return null;
end;
$$;

revoke all on function private.complete_bid_bond_tasks() from public;

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

revoke all on function public.bid_bond_totals(uuid) from public, anon;
grant execute on function public.bid_bond_totals(uuid) to authenticated;

comment on function public.bid_bond_totals(uuid) is
  'Outstanding bid bonds (issued, submitted, extended) of a workspace per currency: the exact sum as text and how many.';

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

revoke all on function private.bond_alerts(uuid, date, date) from public;
grant execute on function private.bond_alerts(uuid, date, date) to authenticated;

-- ---------------------------------------------------------------------------
-- Triggers, row-level security, privileges
-- ---------------------------------------------------------------------------

create trigger workspaces_create_pipeline_settings
  after insert on public.workspaces
  for each row execute function private.create_pipeline_settings();

create trigger workspaces_create_bid_settings
  after insert on public.workspaces
  for each row execute function private.create_bid_settings();

create trigger pipeline_settings_set_updated_at
  before update on public.pipeline_settings
  for each row execute function private.set_updated_at();

create trigger tenders_default_currency
  before insert or update of currency on public.tenders
  for each row execute function private.default_tender_currency();

create trigger tender_outcomes_set_updated_at
  before update on public.tender_outcomes
  for each row execute function private.set_updated_at();

create trigger tender_outcomes_set_updated_by
  before update on public.tender_outcomes
  for each row execute function private.set_outcome_updated_by();

create trigger bid_decisions_compute
  before insert or update on public.bid_decisions
  for each row execute function private.compute_bid_decision();

create trigger bid_bonds_set_updated_at
  before update on public.bid_bonds
  for each row execute function private.set_updated_at();

create trigger bid_bonds_complete_tasks
  after insert or update of status on public.bid_bonds
  for each row
  when (private.bond_outstanding(new.status))
  execute function private.complete_bid_bond_tasks();

create trigger bid_bonds_check_extension
  before update of status, expiry_date on public.bid_bonds
  for each row execute function private.check_bond_extension();

create policy pipeline_settings_select_members on public.pipeline_settings
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy pipeline_settings_update_admins on public.pipeline_settings
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

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

create policy bid_criteria_select_members on public.bid_criteria
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy bid_criteria_insert_admins on public.bid_criteria
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy bid_criteria_update_admins on public.bid_criteria
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy bid_criteria_delete_admins on public.bid_criteria
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy bid_kill_questions_select_members on public.bid_kill_questions
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy bid_kill_questions_insert_admins on public.bid_kill_questions
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy bid_kill_questions_update_admins on public.bid_kill_questions
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy bid_kill_questions_delete_admins on public.bid_kill_questions
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy bid_decisions_select_members on public.bid_decisions
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy bid_decisions_insert_managers on public.bid_decisions
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy bid_decisions_update_managers on public.bid_decisions
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

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

revoke all on table public.pipeline_settings from anon, authenticated;
grant select on table public.pipeline_settings to authenticated;
grant update (default_currency, probability_under_review, probability_in_development, probability_submitted, bid_threshold, review_threshold)
  on table public.pipeline_settings to authenticated;

revoke all on table public.loss_reasons from anon, authenticated;
grant select, delete on table public.loss_reasons to authenticated;
grant insert (workspace_id, label, position), update (label, position)
  on table public.loss_reasons to authenticated;

-- updated_by is whoever wrote the outcome last: no column grant.
revoke all on table public.tender_outcomes from anon, authenticated;
grant select, delete on table public.tender_outcomes to authenticated;
grant insert (tender_id, workspace_id, award_date, winner, winning_price, our_rank, loss_reason_id, loss_note, lessons), update (award_date, winner, winning_price, our_rank, loss_reason_id, loss_note, lessons)
  on table public.tender_outcomes to authenticated;

revoke all on table public.bid_criteria from anon, authenticated;
grant select, delete on table public.bid_criteria to authenticated;
grant insert (workspace_id, name, weight, position, top_score_means), update (name, weight, position, top_score_means)
  on table public.bid_criteria to authenticated;

revoke all on table public.bid_kill_questions from anon, authenticated;
grant select, delete on table public.bid_kill_questions to authenticated;
grant insert (workspace_id, question, position), update (question, position)
  on table public.bid_kill_questions to authenticated;

-- Score, band, who and when are computed: no column grant.
revoke all on table public.bid_decisions from anon, authenticated;
grant select on table public.bid_decisions to authenticated;
grant insert (tender_id, workspace_id, decision, rationale, scores, kill_answers), update (decision, rationale, scores, kill_answers)
  on table public.bid_decisions to authenticated;

revoke all on table public.bid_bonds from anon, authenticated;
grant select, delete on table public.bid_bonds to authenticated;
grant insert (tender_id, workspace_id, amount, currency, issuer, reference, issue_date, expiry_date, status), update (amount, currency, issuer, reference, issue_date, expiry_date, status)
  on table public.bid_bonds to authenticated;
