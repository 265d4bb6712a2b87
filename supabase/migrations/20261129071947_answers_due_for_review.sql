
-- The entries of the workspace whose review is due today in the caller's time zone: the
-- tender pages mark them wherever an open tender uses them.
create function public.answers_due_for_review(p_workspace_id uuid)
returns table (answer_id uuid)
language sql
stable
security invoker
set search_path = ''
as $$
  select a.id from public.answers a
  where a.workspace_id = p_workspace_id and a.status <> 'archived'
    and private.answer_review_due(a.last_reviewed_on, a.review_every_months, private.user_today(auth.uid()))
$$;

revoke all on function public.answers_due_for_review(uuid) from public, anon;
grant execute on function public.answers_due_for_review(uuid) to authenticated;

comment on function public.answers_due_for_review(uuid) is
  'The workspace''s current (not archived) library entries whose review cycle has passed since they were last reviewed, on the caller''s today.';
