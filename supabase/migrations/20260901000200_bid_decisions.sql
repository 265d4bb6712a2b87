-- Bid/no-bid decisions (issue 25): whether to bid at all, scored against the workspace's
-- criteria and "kill" questions, recorded with its rationale, who decided and when.
-- docs/product.md § Bid decision explains the rules.
--
--   pipeline_settings.bid_threshold, review_threshold   the bands' lower bounds (70, 50)
--   public.bid_criteria         per workspace: name and weight (1–10), in order (admins edit)
--   public.bid_kill_questions   per workspace: yes/no questions; any yes means no bid (admins edit)
--   public.bid_decisions        one per tender: bid | no-bid | skipped, the scores and answers
--                               given, and the score, band, who and when (computed here)
--   public.record_bid_decision  records (or replaces) a tender's decision; a skip never
--                               replaces a decision
--   public.save_bid_settings    an admin's criteria, kill questions and thresholds, in one go
--   public.bid_score_report     average score of won against lost tenders, for the reports
--
-- The score, one definition (private.bid_score): each criterion's score s (1–5) counts
-- (s − 1) / 4 of its weight w, so score = round(100 × Σ w·(s − 1) / (4 × Σ w)), half away
-- from zero; null until every criterion of the workspace is scored. The band
-- (private.bid_band): any kill question answered yes → no-bid; else score ≥ bid threshold →
-- bid, ≥ review threshold → review, else no-bid. Both are computed by a trigger whenever a
-- decision is written, from the scores stored with it: nobody writes a score.

create type public.bid_decision_value as enum ('bid', 'no-bid', 'skipped');
create type public.bid_band as enum ('bid', 'review', 'no-bid');

-- ---------------------------------------------------------------------------
-- Thresholds (in the lead's pipeline_settings, one row per workspace)
-- ---------------------------------------------------------------------------

alter table public.pipeline_settings
  add column bid_threshold smallint not null default 70,
  add column review_threshold smallint not null default 50,
  add constraint pipeline_settings_bid_thresholds_check
    check (review_threshold between 0 and 100 and bid_threshold between 0 and 100
           and review_threshold < bid_threshold);

comment on column public.pipeline_settings.bid_threshold is 'Bid decision: a score at or above this is in the band Bid.';
comment on column public.pipeline_settings.review_threshold is 'Bid decision: a score at or above this (and under bid_threshold) is in the band Review; below it, No bid.';

grant update (bid_threshold, review_threshold) on table public.pipeline_settings to authenticated;

-- ---------------------------------------------------------------------------
-- Criteria and kill questions (per workspace)
-- ---------------------------------------------------------------------------

create table public.bid_criteria (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  name text not null
    constraint bid_criteria_name_length check (pg_catalog.char_length(pg_catalog.btrim(name)) between 1 and 100),
  weight smallint not null default 1
    constraint bid_criteria_weight_range check (weight between 1 and 10),
  position integer not null default 0,
  created_at timestamptz not null default pg_catalog.now()
);

create index bid_criteria_workspace_id_position_idx on public.bid_criteria (workspace_id, position);

comment on table public.bid_criteria is
  'What a bid decision scores (1–5 each), with its weight (1–10), per workspace. Members read; admins edit.';

create table public.bid_kill_questions (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  question text not null
    constraint bid_kill_questions_question_length
      check (pg_catalog.char_length(pg_catalog.btrim(question)) between 1 and 200),
  position integer not null default 0,
  created_at timestamptz not null default pg_catalog.now()
);

create index bid_kill_questions_workspace_id_position_idx on public.bid_kill_questions (workspace_id, position);

comment on table public.bid_kill_questions is
  'Yes/no questions of a bid decision, per workspace: any yes means no bid, whatever the score. Members read; admins edit.';

-- The defaults of a new workspace (and, below, of every existing one).
create function private.create_bid_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.bid_criteria (workspace_id, name, weight, position)
  select new.id, d.name, d.weight, d.position
  from (values ('Strategic fit', 2, 1), ('Capability and track record', 2, 2), ('Capacity to deliver', 2, 3),
               ('Competition', 1, 4), ('Client relationship', 1, 5), ('Margin and risk', 2, 6))
    as d (name, weight, position);
  insert into public.bid_kill_questions (workspace_id, question, position)
  values (new.id, 'A mandatory certificate is missing', 1),
         (new.id, 'We cannot meet the submission deadline', 2);
  return new;
end;
$$;

create trigger workspaces_create_bid_settings
  after insert on public.workspaces
  for each row execute function private.create_bid_settings();

insert into public.bid_criteria (workspace_id, name, weight, position)
select w.id, d.name, d.weight, d.position
from public.workspaces w
cross join (values ('Strategic fit', 2, 1), ('Capability and track record', 2, 2), ('Capacity to deliver', 2, 3),
                   ('Competition', 1, 4), ('Client relationship', 1, 5), ('Margin and risk', 2, 6))
  as d (name, weight, position);
insert into public.bid_kill_questions (workspace_id, question, position)
select w.id, d.question, d.position
from public.workspaces w
cross join (values ('A mandatory certificate is missing', 1), ('We cannot meet the submission deadline', 2))
  as d (question, position);

-- ---------------------------------------------------------------------------
-- Decisions (one per tender)
-- ---------------------------------------------------------------------------

create table public.bid_decisions (
  tender_id uuid primary key,
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
  -- A decision lives in its tender's workspace.
  constraint bid_decisions_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade
);

create index bid_decisions_tender_id_workspace_id_idx on public.bid_decisions (tender_id, workspace_id);
create index bid_decisions_workspace_id_idx on public.bid_decisions (workspace_id);
create index bid_decisions_decided_by_idx on public.bid_decisions (decided_by);

comment on table public.bid_decisions is
  'A tender''s bid/no-bid decision (or its skip), the scores and kill answers it was made on, and the score and band computed from them. Members read; admins and managers record.';

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

create trigger bid_decisions_compute
  before insert or update on public.bid_decisions
  for each row execute function private.compute_bid_decision();

-- ---------------------------------------------------------------------------
-- Row-level security and privileges
-- ---------------------------------------------------------------------------

alter table public.bid_criteria enable row level security;
alter table public.bid_kill_questions enable row level security;
alter table public.bid_decisions enable row level security;

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

revoke all on table public.bid_criteria, public.bid_kill_questions, public.bid_decisions
  from public, anon, authenticated;
grant select, delete on table public.bid_criteria, public.bid_kill_questions to authenticated;
grant insert (workspace_id, name, weight, position), update (name, weight, position)
  on table public.bid_criteria to authenticated;
grant insert (workspace_id, question, position), update (question, position)
  on table public.bid_kill_questions to authenticated;
-- score, killed, band, decided_by and decided_at are the trigger's.
grant select on table public.bid_decisions to authenticated;
grant insert (tender_id, workspace_id, decision, rationale, scores, kill_answers),
      update (decision, rationale, scores, kill_answers)
  on table public.bid_decisions to authenticated;

-- ---------------------------------------------------------------------------
-- RPCs
-- ---------------------------------------------------------------------------

-- Records a tender's decision ('bid' or 'no-bid', with a rationale) from the scores
-- {criterion id: 1–5} and kill answers {question id: boolean} given, replacing an earlier
-- one; returns the row with its computed score and band. 'skipped' (moving to In
-- Development without a decision) records the skip only when the tender has no decision
-- yet, and otherwise returns the decision it has. P0002 when the tender is not the caller's
-- to see; 42501 for a member who may not edit tenders.
create function public.record_bid_decision(
  p_tender_id uuid,
  p_decision public.bid_decision_value,
  p_rationale text default '',
  p_scores jsonb default '{}',
  p_kill_answers jsonb default '{}'
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
begin
  select t.workspace_id into v_workspace_id from public.tenders t where t.id = p_tender_id;
  if v_workspace_id is null then
    raise exception 'Tender not found' using errcode = 'P0002';
  end if;

  if p_decision = 'skipped' then
    insert into public.bid_decisions (tender_id, workspace_id, decision)
    values (p_tender_id, v_workspace_id, 'skipped')
    on conflict (tender_id) do nothing
    returning * into v_row;
    if v_row.tender_id is null then
      select d.* into v_row from public.bid_decisions d where d.tender_id = p_tender_id;
    end if;
    return v_row;
  end if;

  insert into public.bid_decisions (tender_id, workspace_id, decision, rationale, scores, kill_answers)
  values (p_tender_id, v_workspace_id, p_decision, pg_catalog.btrim(coalesce(p_rationale, '')),
          coalesce(p_scores, '{}'), coalesce(p_kill_answers, '{}'))
  on conflict (tender_id) do update
    set decision = excluded.decision, rationale = excluded.rationale,
        scores = excluded.scores, kill_answers = excluded.kill_answers
  returning * into v_row;
  return v_row;
end;
$$;

-- An admin's bid settings in one transaction: p_criteria [{id?, name, weight}] and
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
  set name = pg_catalog.btrim(e.item ->> 'name'), weight = (e.item ->> 'weight')::smallint, position = e.pos
  from pg_catalog.jsonb_array_elements(p_criteria) with ordinality as e (item, pos)
  where c.workspace_id = p_workspace_id and c.id::text = e.item ->> 'id';
  insert into public.bid_criteria (workspace_id, name, weight, position)
  select p_workspace_id, pg_catalog.btrim(e.item ->> 'name'), (e.item ->> 'weight')::smallint, e.pos
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

-- ---------------------------------------------------------------------------
-- Function privileges
-- ---------------------------------------------------------------------------

revoke all on function
  private.create_bid_settings(),
  private.compute_bid_decision()
  from public, anon, authenticated;

-- The trigger runs as the writer, so the writer executes the score and the band.
revoke all on function
  private.bid_score(uuid, jsonb),
  private.bid_band(integer, boolean, integer, integer)
  from public, anon;
grant execute on function
  private.bid_score(uuid, jsonb),
  private.bid_band(integer, boolean, integer, integer)
  to authenticated;

revoke all on function
  public.record_bid_decision(uuid, public.bid_decision_value, text, jsonb, jsonb),
  public.save_bid_settings(uuid, jsonb, jsonb, integer, integer),
  public.bid_score_report(uuid, text, public.report_period)
  from public, anon;
grant execute on function
  public.record_bid_decision(uuid, public.bid_decision_value, text, jsonb, jsonb),
  public.save_bid_settings(uuid, jsonb, jsonb, integer, integer),
  public.bid_score_report(uuid, text, public.report_period)
  to authenticated;
