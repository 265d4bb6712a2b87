-- Task due dates (issue 24): the columns later migrations build on.
--   tasks.due_date                 the day a task is due, or null
--   default_tasks.due_days_before  a template's due date, in days before the tender's
--                                  submission deadline, or null (no due date)

alter table public.tasks
  add column due_date date;

comment on column public.tasks.due_date is 'The day the task is due (a calendar date, no time), or null.';

create index tasks_workspace_id_due_date_idx on public.tasks (workspace_id, due_date)
  where due_date is not null;

grant insert (due_date), update (due_date) on table public.tasks to authenticated;

alter table public.default_tasks
  add column due_days_before integer
    constraint default_tasks_due_days_before_check check (due_days_before between 0 and 365);

comment on column public.default_tasks.due_days_before is
  'A new tender''s copy is due this many days before its submission deadline; null: no due date.';
