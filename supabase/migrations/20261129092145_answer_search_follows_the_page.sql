-- The answer library's search: its cost follows the page, not the library (docs/performance.md
-- § Answer library search). Definitions as in supabase/schemas/14_library.sql.

-- The search weighs the title's text matches apart (so a large library's older entries whose
-- title matches are never crowded out), and sorts by title: both from an index.
create index answers_title_search_idx on public.answers
  using gin (pg_catalog.to_tsvector('english'::regconfig, title));
create index answers_workspace_title_idx on public.answers (workspace_id, pg_catalog.lower(title), updated_at desc, id);

-- Per entry: the tenders that use it and how those ended (undecided: neither won nor lost).
create or replace function public.answer_usage(p_workspace_id uuid, p_answer_ids uuid[] default null)
returns table (answer_id uuid, used integer, won integer, lost integer, undecided integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select u.answer_id, pg_catalog.count(*)::integer,
         (pg_catalog.count(*) filter (where t.status = 'won'))::integer,
         (pg_catalog.count(*) filter (where t.status = 'lost'))::integer,
         (pg_catalog.count(*) filter (where t.status not in ('won', 'lost')))::integer
  -- Two branches, so that the plan (made once, for any arguments) asks the index on answer_id
  -- for the entries given instead of reading every link.
  from (select ra.answer_id, ra.tender_id from public.requirement_answers ra
        where p_answer_ids is null and ra.workspace_id = p_workspace_id
        union
        select ra.answer_id, ra.tender_id from public.requirement_answers ra
        where ra.answer_id = any (p_answer_ids) and ra.workspace_id = p_workspace_id) u
  join public.tenders t on t.id = u.tender_id
  group by u.answer_id
$$;

revoke all on function public.answer_usage(uuid, uuid[]) from public, anon;
grant execute on function public.answer_usage(uuid, uuid[]) to authenticated;

comment on function public.answer_usage(uuid, uuid[]) is
  'Per library entry (all of the workspace''s, or p_answer_ids): the tenders using it, and how many of them are won, lost and undecided (any other status).';

-- The part of an answer its excerpt is cut from: about 640 characters from a little before
-- the first word that starts with one of p_stems (a regular expression's alternatives; the
-- start when none does, or with none), as plain text. ts_headline parses all the text it is
-- given: on whole answers it cost a page of results as much as the rest of the search.
create function private.answer_excerpt_source(p_body text, p_stems text)
returns text
language sql
immutable
set search_path = ''
as $$
  select private.answer_plain_text(pg_catalog.substr(p_body, greatest(coalesce(nullif(
           pg_catalog.regexp_instr(p_body, '\m(' || p_stems || ')', 1, 1, 0, 'i'), 0), 1) - 160, 1), 640))
$$;

revoke all on function private.answer_excerpt_source(text, text) from public;

-- The library's search, whose cost follows the page rather than the library. Full-text
-- matches (each word a prefix) rank by ts_rank over the weighted document (title A over
-- answer B over tags C); a misspelt query still finds an entry whose title is close to it in
-- trigrams (word_similarity ≥ 0.5, the `%>` operator the title's trigram index serves), ranked
-- below the text matches. Which entries are weighed: every filter applies, then the first
-- offset + limit + 1 (at least 51) in the sort's order (the latest changed, for relevance) of
-- each of the text matches, the title's text matches and the close titles — so ranking and
-- usage never run over every match of a large library, and an older entry whose title
-- matches is never crowded out by newer ones that mention the words. Sorted by wins, every
-- entry used in a bid is weighed (the workspace's links are aggregated: the slow path,
-- measured apart). `total` counts the matches up to that number (51 for a first page of 50),
-- which means "more". Matched words come back between STX and ETX (taken out of the text
-- first), which the app turns into <mark> elements: no HTML leaves the database; the excerpt
-- around the first match (private.answer_excerpt_source).
-- Security definer, for the indexes' sake: `@@` and `%>` are not leakproof, so under the
-- caller's policies PostgreSQL could not use the GIN indexes and would test every entry of
-- the workspace. It answers only a member of p_workspace_id (nothing otherwise), reads only
-- that workspace's entries, and public.search_answers calls it as the caller.
create function private.search_answers(
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
-- What `%>` (word_similarity at least this) means for this call.
set pg_trgm.word_similarity_threshold = 0.5
as $$
declare
  v_text text := nullif(pg_catalog.btrim(coalesce(p_query, '')), '');
  v_ts tsquery;
  -- The query's stems, for the excerpt (private.answer_excerpt_source).
  v_stems text;
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 200);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_sort text := case when p_sort in ('relevance', 'title', 'wins') then p_sort else 'updated' end;
  v_order text;
  v_filter text;
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
  v_ts := case when v_text is not null then private.answer_tsquery(v_text, p_any) end;
  v_stems := (select pg_catalog.string_agg(pg_catalog.regexp_replace(m[1], '[^[:alnum:]]', '', 'g'), '|')
              from pg_catalog.regexp_matches(v_ts::text, '''([^'']+)''', 'g') m);
  -- The filters as the plan sees them: run once with the values, a filter not given drops out.
  v_filter := 'a.workspace_id = $1 and ($3::uuid is null or a.category_id = $3)
      and ($4::text is null or $4 = any (a.tags))
      and (coalesce(pg_catalog.cardinality($5::public.answer_status[]), 0) = 0 or a.status = any ($5))
      and ($6::uuid is null or a.owner_id = $6)';
  v_order := case v_sort when 'title' then 'pg_catalog.lower(a.title), a.updated_at desc, a.id'
                         else 'a.updated_at desc, a.id' end;
  execute pg_catalog.format($sql$
    with candidates as (
      %s
    ),
    weighed as (
      select a.id, a.title, a.updated_at,
             (case when $2 is null then 0
                   when a.search operator(pg_catalog.@@) $2 then pg_catalog.ts_rank(a.search, $2) + 1
                   else extensions.word_similarity($7, a.title) end)::real as rank,
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
    case when v_sort = 'wins' then pg_catalog.format($c$
      (select a.id from public.answers a where %1$s %2$s order by a.updated_at desc, a.id limit $11)
      union all
      (select a.id from public.answer_usage($1, null) u
       -- (each entry by its key: joined by hash, every entry of the workspace was read)
       cross join lateral (select a.id, a.updated_at from public.answers a
                           where a.id = u.answer_id and %1$s %2$s offset 0) a
       order by u.won desc, u.used desc, a.updated_at desc, a.id limit $11)$c$,
      v_filter,
      case when v_text is not null then 'and (a.search operator(pg_catalog.@@) $2
                                              or a.title operator(extensions.%>) $7)' else '' end)
    when v_text is null then pg_catalog.format(
      '(select a.id from public.answers a where %s order by %s limit $11)', v_filter, v_order)
    else pg_catalog.format($c$
      (select a.id from public.answers a where %1$s and a.search operator(pg_catalog.@@) $2
       order by %2$s limit $11)
      union all
      (select a.id from public.answers a
       where %1$s and pg_catalog.to_tsvector('english'::regconfig, a.title) operator(pg_catalog.@@) $2
       order by %2$s limit $11)
      union all
      (select a.id from public.answers a where %1$s and a.title operator(extensions.%%>) $7
       order by %2$s limit $11)$c$, v_filter, v_order) end,
    -- Usage weighs only in the wins sort; otherwise only the page's is asked, below.
    case when v_sort = 'wins' then 'coalesce(u.won, 0) as won, coalesce(u.used, 0) as used'
         else '0 as won, 0 as used' end,
    case when v_sort = 'wins'
         then 'left join public.answer_usage($1, array(select c.id from candidates c)) u on u.answer_id = a.id'
         else '' end)
  into v_ids, v_ranks, v_total
  using p_workspace_id, v_ts, p_category_id, p_tag, p_statuses, p_owner_id, v_text, v_limit, v_offset, v_sort,
        -- (never fewer than a full page's: a small limit would tempt the planner into reading
        -- the entries in order, testing each, where the index would find the few at once)
        greatest(v_offset + v_limit, 50) + 1;

  return query
  select a.id, a.title, a.body, a.category_id, a.tags, a.owner_id, a.status, a.last_reviewed_on,
         a.review_every_months, a.updated_at,
         private.answer_review_due(a.last_reviewed_on, a.review_every_months, v_today),
         p.rank,
         case when v_ts is null then a.title
              else pg_catalog.ts_headline('english'::regconfig,
                                          pg_catalog.translate(a.title, pg_catalog.chr(2) || pg_catalog.chr(3), ''), v_ts,
                                          'HighlightAll=true, StartSel=' || pg_catalog.chr(2)
                                          || ', StopSel=' || pg_catalog.chr(3)) end,
         case when v_ts is null then pg_catalog.left(private.answer_plain_text(a.body), 240)
              else pg_catalog.ts_headline('english'::regconfig, private.answer_excerpt_source(a.body, v_stems), v_ts,
                                          'MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … ", StartSel='
                                          || pg_catalog.chr(2) || ', StopSel=' || pg_catalog.chr(3)) end,
         coalesce(u.used, 0), coalesce(u.won, 0), coalesce(u.lost, 0), coalesce(u.undecided, 0), v_total
  from rows from (pg_catalog.unnest(v_ids), pg_catalog.unnest(v_ranks)) with ordinality p (id, rank, n)
  join public.answers a on a.id = p.id
  left join public.answer_usage(p_workspace_id, v_ids) u on u.answer_id = a.id
  order by p.n;
end;
$$;

revoke all on function private.search_answers(uuid, text, uuid, text, public.answer_status[], uuid, text, boolean, integer, integer) from public;
grant execute on function private.search_answers(uuid, text, uuid, text, public.answer_status[], uuid, text, boolean, integer, integer) to authenticated;

create or replace function public.search_answers(
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
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.search_answers(p_workspace_id, p_query, p_category_id, p_tag, p_statuses, p_owner_id,
                                       p_sort, p_any, p_limit, p_offset)
$$;

revoke all on function public.search_answers(uuid, text, uuid, text, public.answer_status[], uuid, text, boolean, integer, integer) from public, anon;
grant execute on function public.search_answers(uuid, text, uuid, text, public.answer_status[], uuid, text, boolean, integer, integer) to authenticated;

comment on function public.search_answers(uuid, text, uuid, text, public.answer_status[], uuid, text, boolean, integer, integer) is
  'The answer library''s search: full text with prefixes (all words, or any with p_any), ranked title over answer over tags, misspellings matched on the title by trigrams; filtered by category, tag, statuses and owner; sorted by relevance, title, wins (won, then used) or last change; with the highlighted title and excerpt (matches between STX and ETX), review due in the caller''s zone, usage and outcomes, and the total: the matches counted to one past the page''s end, at least 51 (that number means more). Its cost follows the page, not the library; sorted by wins it grows with the entries used in bids.';
