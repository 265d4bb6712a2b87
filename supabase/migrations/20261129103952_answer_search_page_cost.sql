-- The library's search: its cost closer to the page's at any size.
-- - The close titles (trigrams) are weighed only when the text matches do not fill the count
--   on their own: a close title ranks below every text match, so it could not reach the page.
-- - The excerpt is cut from about 400 characters around the first match (two fragments of at
--   most 30 words are all it shows), in the search itself: the helpers set search_path, so
--   they were called per row, never inlined.
-- - An entry found by a close title alone for a one-word query has nothing to mark: it shows
--   the start of its answer, as without words, without running the highlighting.
-- - Sorted by wins, the used entries are looked up in wins order, only as far as the page needs.
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
-- What `%>` (word_similarity at least this) means for this call.
set pg_trgm.word_similarity_threshold = 0.5
as $$
declare
  v_text text := nullif(pg_catalog.btrim(coalesce(p_query, '')), '');
  v_ts tsquery;
  -- The query's stems, for cutting the excerpt around the first match.
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
    with %s candidates as (
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
    -- The text matches apart, for the close titles' part to count (below).
    case when v_text is not null and v_sort <> 'wins' then pg_catalog.format($c$text_matches as (
      (select a.id from public.answers a where %1$s and a.search operator(pg_catalog.@@) $2
       order by %2$s limit $11)
      union all
      (select a.id from public.answers a
       where %1$s and pg_catalog.to_tsvector('english'::regconfig, a.title) operator(pg_catalog.@@) $2
       order by %2$s limit $11)
    ),$c$, v_filter, v_order) else '' end,
    case when v_sort = 'wins' then pg_catalog.format($c$
      (select a.id from public.answers a where %1$s %2$s order by a.updated_at desc, a.id limit $11)
      union all
      (select a.id from (select u.answer_id, u.won, u.used from public.answer_usage($1, null) u
                         order by u.won desc, u.used desc offset 0) u
       -- (each entry by its key: joined by hash, every entry of the workspace was read; in
       -- wins order, so that only the first groups of equal wins and uses are looked up)
       cross join lateral (select a.id, a.updated_at from public.answers a
                           where a.id = u.answer_id and %1$s %2$s offset 0) a
       order by u.won desc, u.used desc, a.updated_at desc, a.id limit $11)$c$,
      v_filter,
      case when v_text is not null then 'and (a.search operator(pg_catalog.@@) $2
                                              or a.title operator(extensions.%>) $7)' else '' end)
    when v_text is null then pg_catalog.format(
      '(select a.id from public.answers a where %s order by %s limit $11)', v_filter, v_order)
    -- A close title ranks below every text match (its rank is its similarity, at most 1), so
    -- when the text matches alone fill the count, none of them could reach the page or change
    -- the total: the part is skipped (a one-time filter), as testing titles in order for
    -- closeness was most of the search's cost in a large library.
    else pg_catalog.format($c$
      select t.id from text_matches t
      union all
      (select a.id from public.answers a where %1$s and a.title operator(extensions.%%>) $7
         and (select pg_catalog.count(distinct t.id) from text_matches t) < $11
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
              when x.unmatched then pg_catalog.translate(a.title, pg_catalog.chr(2) || pg_catalog.chr(3), '')
              else pg_catalog.ts_headline('english'::regconfig,
                                          pg_catalog.translate(a.title, pg_catalog.chr(2) || pg_catalog.chr(3), ''), v_ts,
                                          'HighlightAll=true, StartSel=' || pg_catalog.chr(2)
                                          || ', StopSel=' || pg_catalog.chr(3)) end,
         case when v_ts is null or x.unmatched then pg_catalog.left(x.plain, 240)
              else pg_catalog.ts_headline('english'::regconfig, x.plain, v_ts,
                                          'MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … ", StartSel='
                                          || pg_catalog.chr(2) || ', StopSel=' || pg_catalog.chr(3)) end,
         coalesce(u.used, 0), coalesce(u.won, 0), coalesce(u.lost, 0), coalesce(u.undecided, 0), v_total
  from rows from (pg_catalog.unnest(v_ids), pg_catalog.unnest(v_ranks)) with ordinality p (id, rank, n)
  join public.answers a on a.id = p.id
  -- The text the excerpt comes from: with words, about 400 characters from a little before the
  -- first word that starts with one of the stems (the start when none does), two fragments of
  -- at most 30 words being all it shows; ts_headline parses all the text it is given, so a whole
  -- answer cost a page of results as much as the rest of the search. Without words, the whole
  -- answer. As plain text: Markdown's marks out (headings, emphasis, table bars, a link's
  -- address), and STX and ETX, which mark the matches. Written here rather than in helper
  -- functions: a function that sets search_path is called, never inlined, and those calls
  -- doubled the cost of cutting a page's excerpts. An entry found by a close title alone for
  -- a one-word query has nothing to mark (its text does not have the word): it shows the
  -- start of its answer, as without words, and highlighting is not run for nothing.
  cross join lateral (
    select v_ts is not null and pg_catalog.numnode(v_ts) = 1
             and not a.search operator(pg_catalog.@@) v_ts as unmatched,
           pg_catalog.translate(
             pg_catalog.regexp_replace(pg_catalog.regexp_replace(s.source, '\]\([^)]*\)', ' ', 'g'),
                                       '[#*_`>|\[\]]+|-{3,}', ' ', 'g'),
             pg_catalog.chr(2) || pg_catalog.chr(3), '') as plain
    from (select case when v_ts is null then a.body
                      else pg_catalog.substr(a.body, greatest(coalesce(nullif(
                             pg_catalog.regexp_instr(a.body, '\m(' || v_stems || ')', 1, 1, 0, 'i'), 0), 1) - 80, 1), 400)
                 end as source) s
  ) x
  left join public.answer_usage(p_workspace_id, v_ids) u on u.answer_id = a.id
  order by p.n;
end;
$$;

drop function private.answer_excerpt_source(text, text);
drop function private.answer_plain_text(text);
