-- Answers due for review reach their owner in the morning digest: the digest kind
-- 'answer-review' (docs/reminders.md). Definitions as in supabase/schemas/14_library.sql.

-- Library answers due for review (private.answer_review_due: the cycle has passed since the
-- last review, or the entry has a cycle and was never reviewed), to their owner while a
-- member of the workspace, as of the owner's local day; never an archived entry. Once per
-- review cycle: the item is dated the day its review fell due (the last review plus the
-- cycle; never reviewed, the day the entry was written), so the ledger holds one reminder per
-- cycle and recording a review arms the next. Reminded whenever it first falls due, however
-- late (an entry imported long past its review is news once), listed with the day's lines
-- (days 0: the review is due now) and never as overdue (it has no tender to count under).
-- No tender; task_name = the entry's title.
create function private.remind_answer_reviews()
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into pg_temp.reminder_items (user_id, workspace_id, tender_id, kind, item_id, task_name, due_date, days,
                                     needs_digest, stage)
  select fm.user_id, fm.workspace_id, null, 'answer-review', a.id, a.title,
         coalesce((a.last_reviewed_on + pg_catalog.make_interval(months => a.review_every_months))::date,
                  (a.created_at at time zone 'UTC')::date),
         0, fm.needs_digest, case when fm.needs_digest then 0 end
  from pg_temp.reminder_focus_members fm
  join public.answers a on a.owner_id = fm.user_id and a.workspace_id = fm.workspace_id
  where fm.deadlines_on and a.status <> 'archived' and a.review_every_months is not null
    and private.answer_review_due(a.last_reviewed_on, a.review_every_months, fm.local_day);
end;
$$;

revoke all on function private.remind_answer_reviews() from public;

insert into private.reminder_kinds (kind, preference, items)
values ('answer-review', 'tenderDeadlineReminders', 'private.remind_answer_reviews');
