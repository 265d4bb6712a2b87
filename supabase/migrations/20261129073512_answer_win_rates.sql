
-- The report 'Win rate by answer': entries used in at least three bids, with their bids won
-- and lost and the share of the decided ones won (null while none is decided); all time.
create function public.answer_win_rates(p_workspace_id uuid)
returns table (answer_id uuid, title text, used integer, won integer, lost integer, win_rate integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select a.id, a.title, u.used, u.won, u.lost,
         case when u.won + u.lost > 0 then pg_catalog.round(100.0 * u.won / (u.won + u.lost))::integer end
  from public.answer_usage(p_workspace_id, null) u
  join public.answers a on a.id = u.answer_id
  where u.used >= 3
  order by 6 desc nulls last, u.used desc, pg_catalog.lower(a.title), a.id
$$;

revoke all on function public.answer_win_rates(uuid) from public, anon;
grant execute on function public.answer_win_rates(uuid) to authenticated;

comment on function public.answer_win_rates(uuid) is
  'Win rate by answer: the entries used in at least three bids, with bids used, won and lost and the percentage of the decided ones won (null while none is decided), highest first.';
