-- 'Most won' reads its page from the index as far as the page needs: ties of equal wins and
-- uses were broken by the entry's latest change, which lived on the entry only, so every
-- entry of a tie group was looked up before the page could be cut. The latest change is now
-- kept with the counts (by a trigger on entries) and is part of the index's order.
alter table private.answer_usage_counts add column updated_at timestamptz;
update private.answer_usage_counts c set updated_at = a.updated_at from public.answers a where a.id = c.answer_id;
alter table private.answer_usage_counts alter column updated_at set not null;

drop index private.answer_usage_counts_wins_idx;
create index answer_usage_counts_wins_idx
  on private.answer_usage_counts (workspace_id, won desc, used desc, updated_at desc, answer_id);

create or replace function private.recount_answer_usage(p_answer_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('answer_usage_counts'), pg_catalog.hashtext(i::text))
  from (select distinct i from unnest(p_answer_ids) i where i is not null order by i) ids;
  delete from private.answer_usage_counts c where c.answer_id = any (p_answer_ids);
  insert into private.answer_usage_counts (answer_id, workspace_id, used, won, updated_at)
  select u.answer_id, w.workspace_id, u.used, u.won, a.updated_at
  from (select a.workspace_id, pg_catalog.array_agg(a.id) as ids from public.answers a
        where a.id = any (p_answer_ids) group by a.workspace_id) w
  cross join lateral public.answer_usage(w.workspace_id, w.ids) u
  join public.answers a on a.id = u.answer_id;
end;
$$;

-- After each statement that changes entries: a used entry's latest change, kept with its counts
-- (under the entry's lock, as a recount takes it, so neither overwrites the other's).
create function private.sync_answer_usage_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('answer_usage_counts'), pg_catalog.hashtext(n.id::text))
  from (select n.id from new_rows n join private.answer_usage_counts c on c.answer_id = n.id
        where c.updated_at is distinct from n.updated_at order by n.id) n;
  update private.answer_usage_counts c set updated_at = n.updated_at
  from new_rows n
  where c.answer_id = n.id and c.updated_at is distinct from n.updated_at;
  return null;
end;
$$;

revoke all on function private.sync_answer_usage_change() from public;

create trigger answers_sync_usage_change
  after update on public.answers
  referencing new table as new_rows
  for each statement execute function private.sync_answer_usage_change();

create or replace function private.search_answers(
  p_workspace_id uuid,
  p_query text default '',
  p_category_id uuid default null,
  p_tag text default null,
  p_statuses public.answer_status[] default null,
  p_owner_id uuid default null,
  p_sort text default 'relevance',
  p_any boolean default false,
  p_limit integer default 50,
  p_offset integer default 0
)
returns table (
  id uuid, title text, body text, category_id uuid, tags text[], owner_id uuid, status public.answer_status,
  last_reviewed_on date, review_every_months smallint, updated_at timestamptz, review_due boolean,
  rank real, title_marked text, excerpt_marked text,
  used integer, won integer, lost integer, undecided integer, total bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_text text := nullif(pg_catalog.btrim(coalesce(p_query, '')), '');
  v_ts tsquery;
  v_close tsquery;
  -- Each query's stems, for cutting the excerpt around the first match.
  v_stems text;
  v_close_stems text;
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 200);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_sort text := case when p_sort in ('relevance', 'title', 'wins') then p_sort else 'updated' end;
  v_order text;
  v_filter text;
  v_matches text;
  v_ids uuid[];
  v_ranks real[];
  v_total bigint;
  v_today date := private.user_today(auth.uid());
begin
  if not exists (select 1 from public.workspace_members m
                 where m.workspace_id = p_workspace_id and m.user_id = auth.uid()) then
    return;
  end if;
  if v_text is null and v_sort = 'relevance' then
    v_sort := 'updated';
  end if;
  if v_text is not null then
    v_ts := private.answer_tsquery(v_text, p_any);
    v_close := private.answer_close_tsquery(p_workspace_id, v_text, p_any);
    v_stems := private.tsquery_stems(v_ts);
    v_close_stems := private.tsquery_stems(v_close);
  end if;
  -- The filters as the plan sees them: run once with the values, a filter not given drops out.
  v_filter := 'a.workspace_id = $1 and ($3::uuid is null or a.category_id = $3)
      and ($4::text is null or $4 = any (a.tags))
      and (coalesce(pg_catalog.cardinality($5::public.answer_status[]), 0) = 0 or a.status = any ($5))
      and ($6::uuid is null or a.owner_id = $6)';
  v_order := case v_sort when 'title' then 'pg_catalog.lower(a.title), a.updated_at desc, a.id'
                         else 'a.updated_at desc, a.id' end;
  -- The first entries in the sort's order that match a query (%3$s), and those whose title
  -- does (served by the title's own index), each part at most $11; %4$s narrows both.
  v_matches := $m$(select a.id from public.answers a where %1$s and a.search operator(pg_catalog.@@) %3$s %4$s
       order by %2$s limit $11)
      union all
      (select a.id from public.answers a
       where %1$s and a.title_search operator(pg_catalog.@@) %3$s %4$s
       order by %2$s limit $11)$m$;
  execute pg_catalog.format($sql$
    with %s candidates as (
      %s
    ),
    weighed as (
      select a.id, a.title, a.updated_at,
             coalesce(case when $2 is null then 0
                           when a.search operator(pg_catalog.@@) $2 then pg_catalog.ts_rank(a.search, $2) + 1
                           -- (normalised to below 1: under every text match)
                           else pg_catalog.ts_rank(a.search, $7, 32) end, 0)::real as rank,
             %s
      from (select distinct c.id from candidates c) c
      join public.answers a on a.id = c.id
      %s
    ),
    page as (
      select w.id, w.rank from weighed w
      order by case when $10 = 'wins' then w.won end desc, case when $10 = 'wins' then w.used end desc,
               case when $10 = 'relevance' then w.rank end desc,
               case when $10 = 'title' then pg_catalog.lower(w.title) end, w.updated_at desc, w.id
      limit $8 offset $9
    )
    -- Each part takes one more than the page's end: that many candidates means more matches.
    select array(select p.id from page p), array(select p.rank from page p),
           (select least(pg_catalog.count(distinct c.id), $11) from candidates c)
    $sql$,
    case when v_text is not null and v_sort <> 'wins'
         then 'text_matches as (' || pg_catalog.format(v_matches, v_filter, v_order, '$2', '') || '),' else '' end,
    case when v_sort = 'wins' then pg_catalog.format($c$
      (select a.id from public.answers a where %1$s %2$s order by a.updated_at desc, a.id limit $11)
      union all
      (select a.id from (select u.answer_id, u.won, u.used, u.updated_at from private.answer_usage_counts u
                         where u.workspace_id = $1
                         order by u.won desc, u.used desc, u.updated_at desc, u.answer_id offset 0) u
       -- (each entry by its key, in the index's order, only as far as the page needs: joined
       -- by hash, every entry of the workspace was read)
       cross join lateral (select a.id from public.answers a
                           where a.id = u.answer_id and %1$s %2$s offset 0) a
       order by u.won desc, u.used desc, u.updated_at desc, u.answer_id limit $11)$c$,
      v_filter,
      case when v_text is not null then 'and (a.search operator(pg_catalog.@@) $2
                                              or a.search operator(pg_catalog.@@) $7)' else '' end)
    when v_text is null then pg_catalog.format(
      '(select a.id from public.answers a where %s order by %s limit $11)', v_filter, v_order)
    -- An entry found by close words alone ranks below every text match, so when the text
    -- matches alone fill the count, none of them could reach the page or change the total:
    -- that part is skipped (a one-time filter).
    else 'select t.id from text_matches t union all '
      || pg_catalog.format(v_matches, v_filter, v_order, '$7',
                           'and not a.search operator(pg_catalog.@@) $2 and $7 is not null
                            and (select pg_catalog.count(distinct t.id) from text_matches t) < $11') end,
    -- Usage weighs only in the wins sort; otherwise only the page's is asked, below.
    case when v_sort = 'wins' then 'coalesce(u.won, 0) as won, coalesce(u.used, 0) as used'
         else '0 as won, 0 as used' end,
    case when v_sort = 'wins'
         then 'left join private.answer_usage_counts u on u.answer_id = a.id'
         else '' end)
  into v_ids, v_ranks, v_total
  using p_workspace_id, v_ts, p_category_id, p_tag, p_statuses, p_owner_id, v_close, v_limit, v_offset, v_sort,
        -- (never fewer than a full page's: a small limit would tempt the planner into reading
        -- the entries in order, testing each, where the index would find the few at once)
        greatest(v_offset + v_limit, 50) + 1;

  return query
  select a.id, a.title, a.body, a.category_id, a.tags, a.owner_id, a.status, a.last_reviewed_on,
         a.review_every_months, a.updated_at,
         private.answer_review_due(a.last_reviewed_on, a.review_every_months, v_today),
         p.rank,
         case when h.q is null then a.title
              else pg_catalog.ts_headline('english'::regconfig,
                                          pg_catalog.translate(a.title, pg_catalog.chr(2) || pg_catalog.chr(3), ''), h.q,
                                          'HighlightAll=true, StartSel=' || pg_catalog.chr(2)
                                          || ', StopSel=' || pg_catalog.chr(3)) end,
         case when h.q is null then pg_catalog.left(x.plain, 240)
              else pg_catalog.ts_headline('english'::regconfig, x.plain, h.q,
                                          'MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … ", StartSel='
                                          || pg_catalog.chr(2) || ', StopSel=' || pg_catalog.chr(3)) end,
         coalesce(u.used, 0), coalesce(u.won, 0), coalesce(u.lost, 0), coalesce(u.undecided, 0), v_total
  from rows from (pg_catalog.unnest(v_ids), pg_catalog.unnest(v_ranks)) with ordinality p (id, rank, n)
  join public.answers a on a.id = p.id
  -- What is marked: the words, or for an entry found by close words alone, those.
  cross join lateral (
    select case when v_ts is null then null when m.matched then v_ts else v_close end as q,
           case when m.matched then v_stems else v_close_stems end as stems
    from (select v_ts is not null and a.search operator(pg_catalog.@@) v_ts as matched) m
  ) h
  -- The text the excerpt comes from: with words, about 400 characters from a little before the
  -- first word that starts with one of the query's stems (the start when none does), two
  -- fragments of at most 30 words being all it shows; ts_headline parses all the text it is
  -- given, so a whole answer cost a page of results as much as the rest of the search. Without
  -- words, the whole answer. As plain text: Markdown's marks out (headings, emphasis, table
  -- bars, a link's address), and STX and ETX, which mark the matches. Written here rather than
  -- in helper functions: a function that sets search_path is called, never inlined, and those
  -- calls doubled the cost of cutting a page's excerpts.
  cross join lateral (
    select pg_catalog.translate(
             pg_catalog.regexp_replace(pg_catalog.regexp_replace(s.source, '\]\([^)]*\)', ' ', 'g'),
                                       '[#*_`>|\[\]]+|-{3,}', ' ', 'g'),
             pg_catalog.chr(2) || pg_catalog.chr(3), '') as plain
    from (select case when h.q is null then a.body
                      else pg_catalog.substr(a.body, greatest(coalesce(nullif(
                             pg_catalog.regexp_instr(a.body, '\m(' || h.stems || ')', 1, 1, 0, 'i'), 0), 1) - 80, 1), 400)
                 end as source) s
  ) x
  left join public.answer_usage(p_workspace_id, v_ids) u on u.answer_id = a.id
  order by p.n;
end;
$$;
