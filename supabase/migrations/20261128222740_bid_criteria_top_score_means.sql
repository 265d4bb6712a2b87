-- Each bid criterion says which end of its scale is good: what a 5 means ('little competition'),
-- given for the default criteria and kept by the settings RPC.
alter table public.bid_criteria
  add column top_score_means text not null default ''
    constraint bid_criteria_top_score_means_length check (pg_catalog.char_length(top_score_means) <= 100);

comment on table public.bid_criteria is
  'What a bid decision scores (1–5 each), with its weight (1–10) and what a 5 means, per workspace. Members read; admins edit.';

-- The default criteria of existing workspaces, under their default names.
update public.bid_criteria c
set top_score_means = d.top_score_means
from (values ('Strategic fit', 'a close fit with our strategy'),
             ('Capability and track record', 'proven on similar work'),
             ('Capacity to deliver', 'people and plant free to deliver'),
             ('Competition', 'little competition'),
             ('Client relationship', 'a client who knows and rates us'),
             ('Margin and risk', 'a good margin at low risk'))
  as d (name, top_score_means)
where c.name = d.name and c.top_score_means = '';

grant insert (top_score_means), update (top_score_means) on table public.bid_criteria to authenticated;

create or replace function private.create_bid_settings()
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

create or replace function public.save_bid_settings(
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
