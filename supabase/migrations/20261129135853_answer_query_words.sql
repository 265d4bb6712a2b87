-- The library search's words are split in one place (private.answer_query_words), for the
-- words' query and the close words' alike.
create function private.answer_query_words(p_query text)
returns table (word text, n bigint)
language sql
immutable
set search_path = ''
as $$
  select s.word, s.n
  from pg_catalog.regexp_split_to_table(pg_catalog.lower(coalesce(p_query, '')), '[^[:alnum:]]+')
       with ordinality s(word, n)
  where s.word <> ''
  order by s.n
  limit 40
$$;

revoke all on function private.answer_query_words(text) from public;
grant execute on function private.answer_query_words(text) to authenticated;

create or replace function private.answer_tsquery(p_query text, p_any boolean)
returns tsquery
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.to_tsquery('english'::regconfig, pg_catalog.array_to_string(
           array(select q.word || ':*' from private.answer_query_words(p_query) q order by q.n),
           case when p_any then ' | ' else ' & ' end))
$$;

create or replace function private.answer_close_tsquery(p_workspace_id uuid, p_query text, p_any boolean)
returns tsquery
language sql
stable
set search_path = ''
set pg_trgm.similarity_threshold = 0.4
as $$
  select case when pg_catalog.bool_or(c.words is not null) then
    pg_catalog.to_tsquery('english'::regconfig, pg_catalog.string_agg(
      '(' || q.word || ':*' || coalesce(' | ' || c.words, '') || ')', case when p_any then ' | ' else ' & ' end
      order by q.n))
  end
  from private.answer_query_words(p_query) q
  left join lateral (
    select pg_catalog.string_agg(c.word, ' | ') as words
    from (select aw.word from private.answer_words aw
          where aw.workspace_id = p_workspace_id and aw.word operator(extensions.%) q.word and aw.word <> q.word
          order by extensions.similarity(aw.word, q.word) desc, aw.word limit 10) c
  ) c on true
$$;
