-- The library's search:
-- - forgives a misspelt word wherever the word is, not only in titles: the words of each
--   workspace's entries are kept in a list (private.answer_words, by triggers), a misspelt
--   word is searched as the words of that list close to it in trigrams, and the entries found
--   that way are marked with the words they were found by. The title's trigram index goes.
-- - tests titles without parsing them: the title's words are a stored generated column with
--   its own index.
-- - gathers the tag filter's tags in the database (public.answer_tags).
-- - sorts by wins from an index: each used entry's usage is kept by triggers
--   (private.answer_usage_counts) instead of counting every link of the workspace per call.
drop index public.answers_title_trgm_idx;
drop index public.answers_title_search_idx;
alter table public.answers
  add column title_search tsvector not null generated always as (pg_catalog.to_tsvector('english'::regconfig, title)) stored;
create index answers_title_search_idx on public.answers using gin (title_search);

-- Every word of the workspace's entries (titles, answers, tags), lower case, letters only, 3 to
-- 40 long: the search forgives a misspelt word by looking here for the words close to it in
-- trigrams, then searching for those through the full-text index. The list grows with the
-- workspace's vocabulary, not with its entries. Kept by the triggers below, which only add: a
-- word no entry uses any more finds nothing, and an edit never has to count which other entries
-- still use a word.
create table private.answer_words (
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  word text not null,
  constraint answer_words_pkey primary key (workspace_id, word)
);

comment on table private.answer_words is
  'The words of each workspace''s library entries, for forgiving misspellings in the search. Only the triggers write; only the search reads.';

create index answer_words_word_trgm_idx on private.answer_words using gin (word extensions.gin_trgm_ops);

alter table private.answer_words enable row level security;

-- An entry's words for the word list: lower case, letters only, 3 to 40 long.
create function private.answer_text_words(p_title text, p_body text, p_tags text[])
returns setof text
language sql
immutable
set search_path = ''
as $$
  select w from pg_catalog.regexp_split_to_table(
    pg_catalog.lower(p_title || ' ' || p_body || ' ' || pg_catalog.array_to_string(p_tags, ' ')), '[^[:alpha:]]+') w
  where pg_catalog.char_length(w) between 3 and 40
$$;

revoke all on function private.answer_text_words(text, text, text[]) from public;

-- After each statement that writes entries: the words of those whose text changed join the
-- workspace's word list (private.answer_words).
create function private.add_answer_words()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- (each statement is planned when it first runs: old_rows exists only for updates)
  if tg_op = 'INSERT' then
    insert into private.answer_words (workspace_id, word)
    select distinct n.workspace_id, w.word from new_rows n, private.answer_text_words(n.title, n.body, n.tags) w(word)
    on conflict do nothing;
  else
    insert into private.answer_words (workspace_id, word)
    select distinct n.workspace_id, w.word
    from new_rows n
    join old_rows o on o.id = n.id and o.search is distinct from n.search
    cross join private.answer_text_words(n.title, n.body, n.tags) w(word)
    on conflict do nothing;
  end if;
  return null;
end;
$$;

revoke all on function private.add_answer_words() from public;

create trigger answers_add_words
  after insert on public.answers
  referencing new table as new_rows
  for each statement execute function private.add_answer_words();

create trigger answers_add_changed_words
  after update on public.answers
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.add_answer_words();

-- The words of the entries there are.
insert into private.answer_words (workspace_id, word)
select distinct a.workspace_id, w.word from public.answers a, private.answer_text_words(a.title, a.body, a.tags) w(word)
on conflict do nothing;

-- Per used library entry, the tenders using it and how many of them are won, as
-- public.answer_usage counts them: kept by the triggers below so that sorting the library by
-- wins reads its first page from an index instead of counting every link of the workspace.
-- An entry no tender uses has no row.
create table private.answer_usage_counts (
  answer_id uuid not null,
  workspace_id uuid not null,
  used integer not null,
  won integer not null,
  constraint answer_usage_counts_pkey primary key (answer_id, workspace_id),
  constraint answer_usage_counts_answer_fkey foreign key (answer_id, workspace_id)
    references public.answers (id, workspace_id) on delete cascade
);

comment on table private.answer_usage_counts is
  'Per library entry used in a bid: how many tenders use it and how many of those are won (public.answer_usage''s figures), kept by triggers for the search''s ''Most won'' order. Only the triggers write; only the search reads.';

create index answer_usage_counts_wins_idx
  on private.answer_usage_counts (workspace_id, won desc, used desc, answer_id);

alter table private.answer_usage_counts enable row level security;

-- Counts the given entries' usage again. Each entry is locked first (in one order, so two
-- writers never wait on each other) and counted after: two links to one entry made at once
-- are both counted, the second writer waiting for the first.
create function private.recount_answer_usage(p_answer_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('answer_usage_counts'), pg_catalog.hashtext(i::text))
  from (select distinct i from unnest(p_answer_ids) i where i is not null order by i) ids;
  delete from private.answer_usage_counts c where c.answer_id = any (p_answer_ids);
  insert into private.answer_usage_counts (answer_id, workspace_id, used, won)
  select u.answer_id, w.workspace_id, u.used, u.won
  from (select a.workspace_id, pg_catalog.array_agg(a.id) as ids from public.answers a
        where a.id = any (p_answer_ids) group by a.workspace_id) w
  cross join lateral public.answer_usage(w.workspace_id, w.ids) u;
end;
$$;

revoke all on function private.recount_answer_usage(uuid[]) from public;

-- After each statement that links, unlinks or moves entries: their usage counted again.
create function private.recount_linked_answers()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- (each statement is planned when it first runs: old_rows and new_rows exist as the event has them)
  if tg_op = 'INSERT' then
    perform private.recount_answer_usage(array(select n.answer_id from new_rows n));
  elsif tg_op = 'DELETE' then
    perform private.recount_answer_usage(array(select o.answer_id from old_rows o));
  else
    perform private.recount_answer_usage(array(
      select o.answer_id from old_rows o join new_rows n on n.id = o.id
      where (o.answer_id, o.tender_id) is distinct from (n.answer_id, n.tender_id)
      union select n.answer_id from old_rows o join new_rows n on n.id = o.id
      where (o.answer_id, o.tender_id) is distinct from (n.answer_id, n.tender_id)));
  end if;
  return null;
end;
$$;

revoke all on function private.recount_linked_answers() from public;

-- After each statement that changes tenders' statuses: the usage of the entries they use.
create function private.recount_tender_answers()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.recount_answer_usage(array(
    select distinct ra.answer_id
    from new_rows n
    join old_rows o on o.id = n.id and o.status is distinct from n.status
    join public.requirement_answers ra on ra.tender_id = n.id and ra.workspace_id = n.workspace_id));
  return null;
end;
$$;

revoke all on function private.recount_tender_answers() from public;

create trigger requirement_answers_recount_inserted
  after insert on public.requirement_answers
  referencing new table as new_rows
  for each statement execute function private.recount_linked_answers();

create trigger requirement_answers_recount_updated
  after update on public.requirement_answers
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.recount_linked_answers();

create trigger requirement_answers_recount_deleted
  after delete on public.requirement_answers
  referencing old table as old_rows
  for each statement execute function private.recount_linked_answers();

create trigger tenders_recount_answers
  after update on public.tenders
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.recount_tender_answers();

-- The usage there is.
insert into private.answer_usage_counts (answer_id, workspace_id, used, won)
select u.answer_id, w.id, u.used, u.won from public.workspaces w cross join lateral public.answer_usage(w.id, null) u;

-- A query's lexemes, as a regular expression's alternatives (stem|stem), null for none.
create function private.tsquery_stems(p_query tsquery)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.string_agg(pg_catalog.regexp_replace(m[1], '[^[:alnum:]]', '', 'g'), '|')
  from pg_catalog.regexp_matches(p_query::text, '''([^'']+)''', 'g') m
$$;

revoke all on function private.tsquery_stems(tsquery) from public;

-- The query's words as private.answer_tsquery makes them, each also matching the (at most ten)
-- words of the workspace's library closest to it in trigrams, with a similarity of at least
-- 0.4 (pg_trgm's `%`): how a misspelling finds what was meant ('insurnce', insurance; 'helth
-- and safty', health and safety). Null when no word has a close one.
create function private.answer_close_tsquery(p_workspace_id uuid, p_query text, p_any boolean)
returns tsquery
language sql
stable
set search_path = ''
set pg_trgm.similarity_threshold = 0.4
as $$
  select case when pg_catalog.bool_or(c.words is not null) then
    pg_catalog.to_tsquery('english'::regconfig, pg_catalog.string_agg(
      '(' || q.w || ':*' || coalesce(' | ' || c.words, '') || ')', case when p_any then ' | ' else ' & ' end
      order by q.n))
  end
  from (select s.w, s.n from pg_catalog.regexp_split_to_table(pg_catalog.lower(coalesce(p_query, '')), '[^[:alnum:]]+')
          with ordinality s(w, n) where s.w <> '' limit 40) q
  left join lateral (
    select pg_catalog.string_agg(c.word, ' | ') as words
    from (select aw.word from private.answer_words aw
          where aw.workspace_id = p_workspace_id and aw.word operator(extensions.%) q.w and aw.word <> q.w
          order by extensions.similarity(aw.word, q.w) desc, aw.word limit 10) c
  ) c on true
$$;

revoke all on function private.answer_close_tsquery(uuid, text, boolean) from public;

-- The library's search, whose cost follows the page rather than the library. Full-text
-- matches (each word a prefix) rank by ts_rank over the weighted document (title A over
-- answer B over tags C). When those leave the page short, a misspelt word is searched as the
-- words of the library close to it (private.answer_close_tsquery): those entries rank below
-- every text match. Which entries are weighed: every filter applies, then the first
-- offset + limit + 1 (at least 51) in the sort's order (the latest changed, for relevance) of
-- each of the matches and the title's matches, for the words and for the close words — so
-- ranking and usage never run over every match of a large library, and an older entry whose
-- title matches is never crowded out by newer ones that mention the words. Sorted by wins,
-- the entries used in bids are read in wins order (private.answer_usage_counts) as far as the
-- page needs. `total` counts the matches up to that number (51 for a first page of 50),
-- which means "more". Matched words (or the close words an entry was found by) come back
-- between STX and ETX (taken out of the text first), which the app turns into <mark>
-- elements: no HTML leaves the database; the excerpt around the first match (below).
-- Security definer, for the indexes' sake: `@@` is not leakproof, so under the caller's
-- policies PostgreSQL could not use the GIN index and would test every entry of the
-- workspace. It answers only a member of p_workspace_id (nothing otherwise), reads only that
-- workspace's entries, and public.search_answers calls it as the caller.
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
      (select a.id from (select u.answer_id, u.won, u.used from private.answer_usage_counts u
                         where u.workspace_id = $1 order by u.won desc, u.used desc offset 0) u
       -- (each entry by its key: joined by hash, every entry of the workspace was read; in
       -- wins order, so that only the first groups of equal wins and uses are looked up)
       cross join lateral (select a.id, a.updated_at from public.answers a
                           where a.id = u.answer_id and %1$s %2$s offset 0) a
       order by u.won desc, u.used desc, a.updated_at desc, a.id limit $11)$c$,
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

comment on function public.search_answers(uuid, text, uuid, text, public.answer_status[], uuid, text, boolean, integer, integer) is
  'The answer library''s search: full text with prefixes (all words, or any with p_any), ranked title over answer over tags, a misspelt word searched as the library''s words close to it in trigrams (ranked below); filtered by category, tag, statuses and owner; sorted by relevance, title, wins (won, then used) or last change; with the highlighted title and excerpt (matches between STX and ETX), review due in the caller''s zone, usage and outcomes, and the total: the matches counted to one past the page''s end, at least 51 (that number means more). Its cost follows the page, not the library.';

-- The tags the workspace's entries use, for the library's tag filter: gathered in the
-- database, as a library may have more entries than one read returns.
create function public.answer_tags(p_workspace_id uuid)
returns text[]
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(distinct t.tag order by t.tag), '{}')
  from public.answers a cross join unnest(a.tags) t(tag)
  where a.workspace_id = p_workspace_id
$$;

revoke all on function public.answer_tags(uuid) from public, anon;
grant execute on function public.answer_tags(uuid) to authenticated;

comment on function public.answer_tags(uuid) is
  'Every tag the workspace''s library entries use, each once, sorted.';
