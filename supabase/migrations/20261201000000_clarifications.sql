-- Clarification questions (issue 27): the questions a bid team puts to the buyer before the
-- inquiry deadline, and the buyer's answers. docs/product.md § Clarifications explains them.
--
--   public.clarifications          one row per question: its number (1, 2, 3… per tender,
--                                  given by the database), the clause it refers to, the
--                                  question, who recorded it and when it was asked, the
--                                  answer and its date, and a status (draft → sent → answered)
--   private.clarification_numbers  the last number given per tender: an upsert takes the next
--                                  one atomically, so two people adding at once get distinct
--                                  numbers, and a deleted question's number is never reused
--   public.clarification_counts    per tender of a workspace: questions, drafts, answered
--
-- Members read; admins and managers add, edit, answer and delete (as for bid bonds).

create type public.clarification_status as enum ('draft', 'sent', 'answered');

create table public.clarifications (
  id uuid primary key default gen_random_uuid(),
  tender_id uuid not null,
  workspace_id uuid not null,
  -- Always private.number_clarification's (clients may not write it): the default only tells
  -- the API's types that an insert leaves it out.
  number integer not null default 0
    constraint clarifications_number_positive check (number > 0),
  clause text not null default ''
    constraint clarifications_clause_length check (pg_catalog.char_length(clause) <= 200),
  question text not null
    constraint clarifications_question_length
      check (pg_catalog.btrim(question) <> '' and pg_catalog.char_length(question) <= 5000),
  asked_by uuid default auth.uid() references auth.users (id) on delete set null,
  asked_on date
    constraint clarifications_asked_on_range check (asked_on between date '2000-01-01' and date '2999-12-31'),
  answer text not null default ''
    constraint clarifications_answer_length check (pg_catalog.char_length(answer) <= 10000),
  answered_on date
    constraint clarifications_answered_on_range check (answered_on between date '2000-01-01' and date '2999-12-31'),
  status public.clarification_status not null default 'draft',
  created_at timestamptz not null default pg_catalog.now(),
  updated_at timestamptz not null default pg_catalog.now(),
  constraint clarifications_tender_number_key unique (tender_id, number),
  constraint clarifications_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade,
  -- Sent means asked: the date it went to the buyer is known.
  constraint clarifications_asked_once_sent check (status = 'draft' or asked_on is not null),
  -- Answered means the buyer's answer and its date are recorded.
  constraint clarifications_answer_once_answered
    check (status <> 'answered' or (pg_catalog.btrim(answer) <> '' and answered_on is not null)),
  constraint clarifications_answered_after_asked check (answered_on >= asked_on)
);

create index clarifications_tender_id_workspace_id_idx on public.clarifications (tender_id, workspace_id);
create index clarifications_asked_by_idx on public.clarifications (asked_by);
create index clarifications_workspace_drafts_idx on public.clarifications (workspace_id, tender_id)
  where status = 'draft';

comment on table public.clarifications is
  'Clarification questions to the buyer of a tender, numbered per tender by the database: clause, question, who recorded it, when asked, the answer and its date, status (draft, sent, answered). Members read; admins and managers write.';

create trigger clarifications_set_updated_at
  before update on public.clarifications
  for each row execute function private.set_updated_at();

create table private.clarification_numbers (
  tender_id uuid primary key references public.tenders (id) on delete cascade,
  last_number integer not null
);

comment on table private.clarification_numbers is
  'The last clarification number given per tender (never reused after a delete).';

-- Only the numbering trigger (security definer) reads and writes it.
alter table private.clarification_numbers enable row level security;
revoke all on table private.clarification_numbers from public, anon, authenticated;

-- The next number of the tender, whatever the client sent: the upsert locks the tender's
-- counter row, so concurrent inserts wait for each other and get distinct numbers.
create function private.number_clarification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.clarification_numbers as n (tender_id, last_number)
  values (new.tender_id, 1)
  on conflict (tender_id) do update set last_number = n.last_number + 1
  returning n.last_number into new.number;
  return new;
end;
$$;

revoke all on function private.number_clarification() from public;

create trigger clarifications_number
  before insert on public.clarifications
  for each row execute function private.number_clarification();

alter table public.clarifications enable row level security;

create policy clarifications_select_members on public.clarifications
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));
create policy clarifications_insert_managers on public.clarifications
  for insert to authenticated
  with check (
    workspace_id in (select private.member_workspace_ids('{admin,manager}'))
    and asked_by = (select auth.uid())
  );
create policy clarifications_update_managers on public.clarifications
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));
create policy clarifications_delete_managers on public.clarifications
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

-- The number and who recorded it are the database's: clients never write them.
revoke all on table public.clarifications from public, anon, authenticated;
grant select, delete on table public.clarifications to authenticated;
grant insert (tender_id, workspace_id, clause, question, asked_on, answer, answered_on, status),
      update (clause, question, asked_on, answer, answered_on, status)
  on table public.clarifications to authenticated;

-- ---------------------------------------------------------------------------
-- Counts per tender (the inquiry deadline's cue: how many questions are still drafts)
-- ---------------------------------------------------------------------------

create function public.clarification_counts(p_workspace_id uuid, p_tender_ids uuid[] default null)
returns table (tender_id uuid, questions integer, drafts integer, answered integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.tender_id,
         pg_catalog.count(*)::integer,
         (pg_catalog.count(*) filter (where c.status = 'draft'))::integer,
         (pg_catalog.count(*) filter (where c.status = 'answered'))::integer
  from public.clarifications c
  where c.workspace_id = p_workspace_id
    and (p_tender_ids is null or c.tender_id = any (p_tender_ids))
  group by c.tender_id
$$;

comment on function public.clarification_counts(uuid, uuid[]) is
  'Per tender of a workspace (or of the given tenders): how many clarification questions, how many still drafts, how many answered.';

revoke all on function public.clarification_counts(uuid, uuid[]) from public, anon;
grant execute on function public.clarification_counts(uuid, uuid[]) to authenticated;
