-- The paper trail of a bid: the questions put to the buyer and their answers, the buyer's
-- addenda and every deadline change, the company documents the firm keeps and tenders
-- require, and each tender's compliance checklist. docs/product.md § Clarifications,
-- § Addenda and deadline history, § Company documents, § Requirements.
--
--   public.clarifications             one row per question: its number (1, 2, 3… per tender,
--                                     given by the database), the clause it refers to, the
--                                     question, who recorded it and when it was asked, the
--                                     answer and its date, and a status (draft → sent → answered)
--   private.clarification_numbers     the last number given per tender: an upsert takes the
--                                     next one atomically, so two people adding at once get
--                                     distinct numbers, and a deleted question's number is never
--                                     reused
--   public.tender_addenda             the buyer's addenda: number, date, summary, and optionally
--                                     a document of the tender's Documents card
--   public.deadline_changes           every change of a tender's inquiry or submission deadline,
--                                     old → new, who, when, and through which addendum (if any);
--                                     written by a trigger on tenders, so no client can change a
--                                     deadline without it or write a change of its own
--   public.company_documents          the library: name, category, issuer, expiry date (none:
--                                     it never expires) and the file's name in Storage (the
--                                     company-documents bucket, 06_documents_storage.sql)
--   public.tender_required_documents  which library documents a tender requires
--   public.document_templates         the categories of company document new tenders of a type
--                                     require (the checklist templates' rule, 03_tasks.sql)
--   public.tender_requirements        the requirement, its source, mandatory or optional, an
--                                     owner (a member), a status and evidence (a document of the
--                                     tender, or of the library, not both)
--   public.requirement_overrides      a tender marked Submitted while mandatory requirements were
--                                     incomplete: who confirmed it, when, and which they were
--
-- Members read everything here and write requirements (as tasks); admins and managers add,
-- edit and delete the rest (as they edit tenders; a `user` cannot edit the library).

create type public.clarification_status as enum ('draft', 'sent', 'answered');

create type public.requirement_status as enum ('not-started', 'drafting', 'complete', 'not-applicable');

create type public.company_document_category as enum (
  'certificate', 'insurance', 'tax-clearance', 'registration', 'accreditation', 'other'
);

-- ---------------------------------------------------------------------------
-- Clarifications
-- ---------------------------------------------------------------------------

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

comment on table public.clarifications is
  'Clarification questions to the buyer of a tender, numbered per tender by the database: clause, question, who recorded it, when asked, the answer and its date, status (draft, sent, answered). Members read; admins and managers write.';

create index clarifications_tender_id_workspace_id_idx on public.clarifications (tender_id, workspace_id);

create index clarifications_asked_by_idx on public.clarifications (asked_by);

create index clarifications_workspace_drafts_idx on public.clarifications (workspace_id, tender_id)
  where status = 'draft';

alter table public.clarifications enable row level security;

create table private.clarification_numbers (
  tender_id uuid primary key references public.tenders (id) on delete cascade,
  last_number integer not null
);

comment on table private.clarification_numbers is
  'The last clarification number given per tender (never reused after a delete).';

alter table private.clarification_numbers enable row level security;

-- The next number of the tender, whatever the client sent: the upsert locks the tender's
-- counter row, so concurrent inserts wait for each other and get distinct numbers. Only for a
-- tender of the row's own workspace: the counter references tenders alone, so numbering
-- another workspace's tender would answer 23503 on the counter when it did not exist and move
-- its counter when it did. A caller who may not write the workspace meets the policies
-- (42501), anyone else the same 23503, whether the tender exists elsewhere or not.
create function private.number_clarification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.tenders t where t.id = new.tender_id and t.workspace_id = new.workspace_id
  ) then
    if auth.uid() is not null
       and new.workspace_id not in (select private.member_workspace_ids('{admin,manager}')) then
      return new;
    end if;
    raise exception 'insert or update on table "clarifications" violates foreign key constraint "clarifications_tender_fkey"'
      using errcode = '23503';
  end if;
  insert into private.clarification_numbers as n (tender_id, last_number)
  values (new.tender_id, 1)
  on conflict (tender_id) do update set last_number = n.last_number + 1
  returning n.last_number into new.number;
  return new;
end;
$$;

revoke all on function private.number_clarification() from public;

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

revoke all on function public.clarification_counts(uuid, uuid[]) from public, anon;
grant execute on function public.clarification_counts(uuid, uuid[]) to authenticated;

comment on function public.clarification_counts(uuid, uuid[]) is
  'Per tender of a workspace (or of the given tenders): how many clarification questions, how many still drafts, how many answered.';

-- ---------------------------------------------------------------------------
-- Addenda and the deadline history
-- ---------------------------------------------------------------------------

create table public.tender_addenda (
  id uuid primary key default gen_random_uuid(),
  tender_id uuid not null,
  workspace_id uuid not null,
  number text not null
    constraint tender_addenda_number_check
      check (pg_catalog.btrim(number) <> '' and pg_catalog.char_length(number) <= 50),
  issued_on date not null
    constraint tender_addenda_issued_on_range check (issued_on between date '2000-01-01' and date '2999-12-31'),
  summary text not null default ''
    constraint tender_addenda_summary_length check (pg_catalog.char_length(summary) <= 5000),
  -- A file of the tender's folder ({workspace_id}/{tender_id}/{name}); not a foreign key into
  -- storage, so deleting the document leaves the addendum (the name then opens nothing).
  document_name text
    constraint tender_addenda_document_name_check
      check (document_name is null or (pg_catalog.char_length(document_name) between 1 and 255
                                       and pg_catalog.strpos(document_name, '/') = 0)),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default pg_catalog.now(),
  constraint tender_addenda_tender_number_key unique (tender_id, workspace_id, number),
  constraint tender_addenda_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade
);

comment on table public.tender_addenda is
  'Addenda to a tender: the buyer''s number, its date, a summary and optionally a document of the tender. Members read; admins and managers record them (record_addendum).';

create index tender_addenda_tender_id_workspace_id_idx on public.tender_addenda (tender_id, workspace_id);
create index tender_addenda_created_by_idx on public.tender_addenda (created_by);

alter table public.tender_addenda enable row level security;

create table public.deadline_changes (
  id uuid primary key default gen_random_uuid(),
  tender_id uuid not null,
  workspace_id uuid not null,
  deadline public.deadline_kind not null,
  old_date date,
  new_date date,
  changed_by uuid references auth.users (id) on delete set null,
  -- The moment itself, not the transaction's start: the changes of one transaction keep their order.
  changed_at timestamptz not null default pg_catalog.clock_timestamp(),
  addendum_id uuid references public.tender_addenda (id) on delete set null,
  -- The open tasks counted from this deadline that moved with it (emptied by Undo), and the
  -- open tasks dated by hand that did not (emptied once moved too or left).
  moved_task_ids uuid[] not null default '{}',
  hand_dated_task_ids uuid[] not null default '{}',
  constraint deadline_changes_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade,
  constraint deadline_changes_changed check (old_date is distinct from new_date)
);

comment on table public.deadline_changes is
  'Every change of a tender''s inquiry or submission deadline (old → new, who, when, through which addendum), written by a trigger on tenders. Members read; nobody writes.';

create index deadline_changes_tender_id_workspace_id_idx
  on public.deadline_changes (tender_id, workspace_id, changed_at);

create index deadline_changes_changed_by_idx on public.deadline_changes (changed_by);

create index deadline_changes_addendum_id_idx on public.deadline_changes (addendum_id);

-- The notices read a workspace's latest changes.
create index deadline_changes_workspace_id_changed_at_idx on public.deadline_changes (workspace_id, changed_at);

alter table public.deadline_changes enable row level security;

-- The addendum a deadline change comes through: record_addendum names it for its own
-- transaction (set_config(…, true)); any other change has none. An id that is not an addendum
-- of the same tender is ignored. When a deadline moves from one date to another, the tender's
-- open tasks counted from it (tasks.due_anchor) move by the same number of days; the open
-- tasks dated by hand stay, and the change lists both, so the screen can say so, undo the move
-- or move the others too (public.move_task_dates).
create function private.record_deadline_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_addendum uuid := nullif(pg_catalog.current_setting('tenderflow.addendum_id', true), '')::uuid;
  v_change record;
  v_moved uuid[];
  v_hand uuid[];
begin
  if v_addendum is not null and not exists (
    select 1 from public.tender_addenda a where a.id = v_addendum and a.tender_id = new.id
  ) then
    v_addendum := null;
  end if;
  for v_change in
    select c.deadline, c.old_date, c.new_date
    from (values
      ('inquiry'::public.deadline_kind, old.inquiry_submission_date, new.inquiry_submission_date),
      ('submission'::public.deadline_kind, old.tender_submission_date, new.tender_submission_date)
    ) as c (deadline, old_date, new_date)
    where c.old_date is distinct from c.new_date
  loop
    v_moved := '{}';
    v_hand := '{}';
    if v_change.old_date is not null and v_change.new_date is not null then
      perform pg_catalog.set_config('tenderflow.moving_task_dates', 'on', true);
      with moved as (
        update public.tasks k set due_date = k.due_date + (v_change.new_date - v_change.old_date)
        where k.tender_id = new.id and k.workspace_id = new.workspace_id
          and k.due_anchor = v_change.deadline and k.due_date is not null
          and k.status in ('not-started', 'in-progress')
        returning k.id
      )
      select coalesce(pg_catalog.array_agg(m.id), '{}') into v_moved from moved m;
      perform pg_catalog.set_config('tenderflow.moving_task_dates', '', true);
      select coalesce(pg_catalog.array_agg(k.id order by k.due_date, k.id), '{}') into v_hand
      from public.tasks k
      where k.tender_id = new.id and k.workspace_id = new.workspace_id
        and k.due_anchor is null and k.due_date is not null
        and k.status in ('not-started', 'in-progress');
    end if;
    insert into public.deadline_changes (tender_id, workspace_id, deadline, old_date, new_date, changed_by,
                                         addendum_id, moved_task_ids, hand_dated_task_ids)
    values (new.id, new.workspace_id, v_change.deadline, v_change.old_date, v_change.new_date, auth.uid(),
            v_addendum, v_moved, v_hand);
  end loop;
  return null;
end;
$$;

revoke all on function private.record_deadline_changes() from public;

-- After a deadline change: 'undo' moves its moved tasks back (still open ones; they count as
-- dated by hand from then on), 'move-hand-dated' moves the tasks dated by hand that stayed by
-- the same number of days. Each happens once (the lists are emptied); any member may, as any
-- member may edit tasks. Returns how many tasks moved. P0002 when the change is not the
-- caller's to see.
create function private.move_task_dates(p_change_id uuid, p_action text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_change public.deadline_changes;
  v_count integer;
begin
  if auth.uid() is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_action is null or p_action not in ('undo', 'move-hand-dated') then
    raise exception 'The action is undo or move-hand-dated' using errcode = '22023';
  end if;
  select * into v_change from public.deadline_changes c
  where c.id = p_change_id and c.workspace_id in (select private.member_workspace_ids())
  for update;
  if not found then
    raise exception 'Deadline change not found' using errcode = 'P0002';
  end if;
  update public.tasks k
  set due_date = k.due_date + case when p_action = 'undo' then v_change.old_date - v_change.new_date
                                   else v_change.new_date - v_change.old_date end
  where k.tender_id = v_change.tender_id and k.workspace_id = v_change.workspace_id
    and k.id = any (case when p_action = 'undo' then v_change.moved_task_ids else v_change.hand_dated_task_ids end)
    and k.due_date is not null and k.status in ('not-started', 'in-progress');
  get diagnostics v_count = row_count;
  update public.deadline_changes c
  set moved_task_ids = case when p_action = 'undo' then '{}' else c.moved_task_ids || c.hand_dated_task_ids end,
      hand_dated_task_ids = case when p_action = 'undo' then c.hand_dated_task_ids else '{}' end
  where c.id = p_change_id;
  return v_count;
end;
$$;

revoke all on function private.move_task_dates(uuid, text) from public;
grant execute on function private.move_task_dates(uuid, text) to authenticated;

-- The API's door to private.move_task_dates (no security-definer function is exposed).
create function public.move_task_dates(p_change_id uuid, p_action text)
returns integer
language sql
security invoker
set search_path = ''
as $$
  select private.move_task_dates(p_change_id, p_action)
$$;

revoke all on function public.move_task_dates(uuid, text) from public, anon;
grant execute on function public.move_task_dates(uuid, text) to authenticated;

-- Records the addendum and moves the deadlines it changes (p_inquiry / p_submission, applied
-- when p_moves_inquiry / p_moves_submission; null clears the date), atomically: RLS decides
-- both (admins and managers), and the history rows name the addendum. Returns its id.
create function public.record_addendum(
  p_tender_id uuid,
  p_number text,
  p_issued_on date,
  p_summary text default '',
  p_document_name text default null,
  p_moves_inquiry boolean default false,
  p_inquiry date default null,
  p_moves_submission boolean default false,
  p_submission date default null
)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_tender public.tenders%rowtype;
  v_id uuid;
begin
  select * into v_tender from public.tenders t where t.id = p_tender_id;
  if not found then
    raise exception 'Tender not found' using errcode = 'P0002';
  end if;
  insert into public.tender_addenda (tender_id, workspace_id, number, issued_on, summary, document_name)
  values (p_tender_id, v_tender.workspace_id, pg_catalog.btrim(p_number), p_issued_on,
          pg_catalog.btrim(coalesce(p_summary, '')), p_document_name)
  returning id into v_id;
  if p_moves_inquiry or p_moves_submission then
    perform pg_catalog.set_config('tenderflow.addendum_id', v_id::text, true);
    update public.tenders t
    set inquiry_submission_date = case when p_moves_inquiry then p_inquiry else t.inquiry_submission_date end,
        tender_submission_date = case when p_moves_submission then p_submission else t.tender_submission_date end
    where t.id = p_tender_id;
    perform pg_catalog.set_config('tenderflow.addendum_id', '', true);
  end if;
  return v_id;
end;
$$;

revoke all on function public.record_addendum(uuid, text, date, text, text, boolean, date, boolean, date) from public, anon;
grant execute on function public.record_addendum(uuid, text, date, text, text, boolean, date, boolean, date) to authenticated;

comment on function public.record_addendum(uuid, text, date, text, text, boolean, date, boolean, date) is
  'Records an addendum to a tender and applies the deadlines it moves, in one transaction (admins and managers, by RLS); the deadline history names it.';

-- ---------------------------------------------------------------------------
-- Company documents: the library, what tenders require, the templates
-- ---------------------------------------------------------------------------

create table public.company_documents (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  name text not null
    constraint company_documents_name_check
      check (pg_catalog.btrim(name) <> '' and pg_catalog.char_length(name) <= 200),
  category public.company_document_category not null default 'certificate',
  issuer text not null default ''
    constraint company_documents_issuer_length check (pg_catalog.char_length(issuer) <= 200),
  -- Null: the document never expires.
  expires_on date
    constraint company_documents_expires_on_range check (expires_on between date '2000-01-01' and date '2999-12-31'),
  -- The file's name in its folder of the bucket ({workspace_id}/{id}/{file_name}); null while
  -- none is uploaded.
  file_name text
    constraint company_documents_file_name_check
      check (file_name is null or (pg_catalog.char_length(file_name) between 1 and 255
                                   and pg_catalog.strpos(file_name, '/') = 0)),
  -- Who uploaded the current file (the database's: a trigger sets it when the file changes).
  uploaded_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default pg_catalog.now(),
  updated_at timestamptz not null default pg_catalog.now(),
  -- The target of tender_required_documents' composite key: a tender requires only documents
  -- of its own workspace.
  constraint company_documents_id_workspace_id_key unique (id, workspace_id)
);

comment on table public.company_documents is
  'The workspace''s library of company documents (certificates, insurance policies, tax clearance, registrations, accreditations): name, category, issuer, expiry date (null: never expires), the file in the company-documents bucket. Members read; admins and managers write.';

comment on column public.company_documents.file_name is
  'The file''s name in the company-documents bucket, under {workspace_id}/{id}/; null while none is uploaded.';

-- The library's order (soonest expiry first) and the reminders' probe, per workspace.
create index company_documents_workspace_id_expires_on_idx on public.company_documents (workspace_id, expires_on);

create index company_documents_uploaded_by_idx on public.company_documents (uploaded_by);

alter table public.company_documents enable row level security;

create table public.tender_required_documents (
  tender_id uuid not null,
  workspace_id uuid not null,
  company_document_id uuid not null,
  added_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default pg_catalog.now(),
  primary key (tender_id, company_document_id),
  constraint tender_required_documents_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade,
  -- The document is in the tender's workspace; deleting it from the library removes it here.
  constraint tender_required_documents_document_fkey foreign key (company_document_id, workspace_id)
    references public.company_documents (id, workspace_id) on update cascade on delete cascade
);

comment on table public.tender_required_documents is
  'The company documents (of the library) a tender requires. Members read; admins and managers add and remove.';

create index tender_required_documents_tender_idx on public.tender_required_documents (tender_id, workspace_id);
create index tender_required_documents_document_idx
  on public.tender_required_documents (company_document_id, workspace_id);
create index tender_required_documents_workspace_id_idx on public.tender_required_documents (workspace_id);
create index tender_required_documents_added_by_idx on public.tender_required_documents (added_by);

alter table public.tender_required_documents enable row level security;

create table public.document_templates (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  tender_type public.tender_type,
  category public.company_document_category not null,
  created_at timestamptz not null default pg_catalog.clock_timestamp()
);

comment on table public.document_templates is
  'The categories of company document new tenders of a type require (tender_type null: all types, the fallback). Members read; admins edit.';

create unique index document_templates_category_key
  on public.document_templates (workspace_id, tender_type, category) nulls not distinct;

alter table public.document_templates enable row level security;

-- The uploader of the current file: whoever writes a new file name (a service write keeps it).
create function private.company_document_uploader()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.uploaded_by := coalesce(auth.uid(), old.uploaded_by);
  return new;
end;
$$;

revoke all on function private.company_document_uploader() from public;

-- The one definition. A required document is a problem for a tender when it expires BEFORE
-- the tender's submission date (expires_on < tender_submission_date): a document expiring ON
-- the submission date is still valid that day. A document without an expiry date never
-- expires; a tender without a submission date has nothing to check against. Only tenders still
-- being prepared (under review, in development) are checked, as for deadlines: a submitted or
-- decided bid can no longer be fixed.
-- p_tender_ids: these tenders; null: every open tender of the workspace (the dashboard).
create function public.expiring_required_documents(p_workspace_id uuid, p_tender_ids uuid[] default null)
returns table (
  tender_id uuid,
  company_document_id uuid,
  name text,
  expires_on date,
  tender_submission_date date
)
language sql
stable
security invoker
set search_path = ''
as $$
  select t.id, d.id, d.name, d.expires_on, t.tender_submission_date
  from public.tender_required_documents r
  join public.tenders t on t.id = r.tender_id
  join public.company_documents d on d.id = r.company_document_id
  where r.workspace_id = p_workspace_id
    and (p_tender_ids is null or r.tender_id = any (p_tender_ids))
    and t.status in ('under-review', 'in-development')
    and d.expires_on < t.tender_submission_date
  order by t.tender_submission_date, t.id, d.expires_on, d.name, d.id
$$;

revoke all on function public.expiring_required_documents(uuid, uuid[]) from public, anon;
grant execute on function public.expiring_required_documents(uuid, uuid[]) to authenticated;

comment on function public.expiring_required_documents(uuid, uuid[]) is
  'Required company documents that expire before their tender''s submission date (expiring on it is valid; no expiry never expires; no submission date, no problem), of these tenders or of every open tender of the workspace; open tenders only (under review, in development).';

-- The dashboard's alert: the open tenders with a required document expiring before their
-- submission date, soonest submission first, at most p_limit (1 to 100), each with the names
-- of those documents (soonest expiry first) and the first expiry; `tenders` counts them all.
create function public.expiring_document_tenders(p_workspace_id uuid, p_limit integer default 5)
returns table (
  tender_id uuid,
  title text,
  reference_number text,
  tender_submission_date date,
  documents text[],
  first_expires_on date,
  tenders integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  with per_tender as (
    select e.tender_id,
           pg_catalog.array_agg(e.name order by e.expires_on, e.name, e.company_document_id) as documents,
           pg_catalog.min(e.expires_on) as first_expires_on
    from public.expiring_required_documents(p_workspace_id) e
    group by e.tender_id
  )
  select t.id, t.title, t.reference_number, t.tender_submission_date, p.documents, p.first_expires_on,
         (pg_catalog.count(*) over ())::integer
  from per_tender p
  join public.tenders t on t.id = p.tender_id
  order by t.tender_submission_date, t.title, t.id
  limit least(greatest(coalesce(p_limit, 5), 1), 100)
$$;

revoke all on function public.expiring_document_tenders(uuid, integer) from public, anon;
grant execute on function public.expiring_document_tenders(uuid, integer) to authenticated;

comment on function public.expiring_document_tenders(uuid, integer) is
  'The dashboard''s alert: open tenders whose required company documents expire before their submission date, soonest submission first, at most p_limit (1 to 100), with the documents'' names and the total count.';

-- The templates' rule (03_tasks.sql): the type's own categories, or the all-types ones when
-- it has none. A new tender then requires, for each of those categories, the library's
-- documents of that category.
create function private.tender_document_templates(p_workspace_id uuid, p_type public.tender_type)
returns setof public.document_templates
language sql
stable
security invoker
set search_path = ''
as $$
  select t.* from public.document_templates t
  where t.workspace_id = p_workspace_id
    and t.tender_type is not distinct from (
      case when exists (select 1 from public.document_templates x
                        where x.workspace_id = p_workspace_id and x.tender_type = p_type)
           then p_type end)
$$;

revoke all on function private.tender_document_templates(uuid, public.tender_type) from public;
grant execute on function private.tender_document_templates(uuid, public.tender_type) to authenticated;

-- ---------------------------------------------------------------------------
-- Requirements: the compliance checklist
-- ---------------------------------------------------------------------------

create table public.tender_requirements (
  id uuid primary key default gen_random_uuid(),
  tender_id uuid not null,
  workspace_id uuid not null,
  requirement text not null
    constraint tender_requirements_requirement_check
      check (pg_catalog.btrim(requirement) <> '' and pg_catalog.char_length(requirement) <= 2000),
  source text not null default ''
    constraint tender_requirements_source_length check (pg_catalog.char_length(source) <= 200),
  mandatory boolean not null default true,
  owner_id uuid references auth.users (id) on delete set null,
  status public.requirement_status not null default 'not-started',
  evidence_document text
    constraint tender_requirements_evidence_check
      check (evidence_document is null or (pg_catalog.char_length(evidence_document) between 1 and 255
                                           and pg_catalog.strpos(evidence_document, '/') = 0)),
  -- The checklist's order: pasted lines keep theirs.
  position integer not null default 0,
  created_at timestamptz not null default pg_catalog.clock_timestamp(),
  updated_at timestamptz not null default pg_catalog.now(),
  -- The evidence may also be a company document of the library: one of the tender's documents
  -- (evidence_document, by file name) or one of the library's, not both. Deleting the library
  -- document clears it.
  evidence_company_document_id uuid,
  -- Or an entry of the answer library (its foreign key is with the answers, in 14_library.sql:
  -- that table comes later). Deleting the entry clears it.
  evidence_answer_id uuid,
  constraint tender_requirements_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade,
  constraint tender_requirements_evidence_company_document_fkey
    foreign key (evidence_company_document_id, workspace_id)
    references public.company_documents (id, workspace_id)
    on delete set null (evidence_company_document_id),
  -- One piece of evidence at most: a tender document, a company document or a library answer.
  constraint tender_requirements_one_evidence_check
    check (pg_catalog.num_nonnulls(evidence_document, evidence_company_document_id, evidence_answer_id) <= 1)
);

comment on table public.tender_requirements is
  'A tender''s compliance checklist: requirement, source, mandatory, owner, status, evidence. Members read and write; admins and managers delete.';

comment on column public.tender_requirements.evidence_company_document_id is
  'Evidence from the company library (a document of the same workspace), instead of one of the tender''s documents.';

comment on column public.tender_requirements.evidence_answer_id is
  'Evidence from the answer library (an entry of the same workspace), instead of a document.';

create index tender_requirements_tender_idx on public.tender_requirements (tender_id, workspace_id, position);
create index tender_requirements_owner_id_idx on public.tender_requirements (owner_id);
create index tender_requirements_evidence_company_document_idx
  on public.tender_requirements (evidence_company_document_id, workspace_id);
create index tender_requirements_evidence_answer_idx
  on public.tender_requirements (evidence_answer_id, workspace_id);

alter table public.tender_requirements enable row level security;

create table public.requirement_overrides (
  id uuid primary key default gen_random_uuid(),
  tender_id uuid not null,
  workspace_id uuid not null,
  confirmed_by uuid default auth.uid() references auth.users (id) on delete set null,
  confirmed_at timestamptz not null default pg_catalog.now(),
  -- The incomplete mandatory requirements as they read when it was confirmed.
  incomplete text[] not null
    constraint requirement_overrides_incomplete_check check (pg_catalog.cardinality(incomplete) between 1 and 1000),
  constraint requirement_overrides_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade
);

comment on table public.requirement_overrides is
  'A tender marked Submitted while mandatory requirements were incomplete: who confirmed it, when, and which requirements. Members read; admins and managers (who change a tender''s status) record.';

create index requirement_overrides_tender_idx on public.requirement_overrides (tender_id, workspace_id);
create index requirement_overrides_confirmed_by_idx on public.requirement_overrides (confirmed_by);

alter table public.requirement_overrides enable row level security;

-- The owner is a member of the tender's workspace.
create function private.check_requirement_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.owner_id is not null and not exists (
    select 1 from public.workspace_members m where m.workspace_id = new.workspace_id and m.user_id = new.owner_id
  ) then
    raise exception 'The owner must be a member of the workspace' using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke all on function private.check_requirement_owner() from public;

-- Applicable = every requirement but those not applicable; complete ÷ applicable, and the
-- same for the mandatory ones alone.
create function public.requirement_progress(p_workspace_id uuid, p_tender_ids uuid[])
returns table (tender_id uuid, applicable integer, complete integer, mandatory integer, mandatory_complete integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.tender_id,
         (pg_catalog.count(*) filter (where r.status <> 'not-applicable'))::integer,
         (pg_catalog.count(*) filter (where r.status = 'complete'))::integer,
         (pg_catalog.count(*) filter (where r.mandatory and r.status <> 'not-applicable'))::integer,
         (pg_catalog.count(*) filter (where r.mandatory and r.status = 'complete'))::integer
  from public.tender_requirements r
  where r.workspace_id = p_workspace_id and r.tender_id = any (p_tender_ids)
  group by r.tender_id
$$;

revoke all on function public.requirement_progress(uuid, uuid[]) from public, anon;
grant execute on function public.requirement_progress(uuid, uuid[]) to authenticated;

comment on function public.requirement_progress(uuid, uuid[]) is
  'Per tender: applicable requirements (all but not applicable), complete ones, and the same for the mandatory ones.';

-- Marking a tender Submitted while mandatory requirements are incomplete is the database's
-- rule, so no path skips the confirmation (the tender page asks for it; My work, an API client
-- or a script meet the same refusal). A change of status to 'submitted' is refused (TFT05)
-- while the tender has mandatory requirements that are neither complete nor not applicable,
-- unless the person changing it has recorded an override naming each of them
-- (requirement_overrides.incomplete) since the tender was last changed: a confirmation covers
-- the tender as it was confirmed, not a later version of it. Without a signed-in person
-- (maintenance as the database owner) there is no one to confirm, and the rule does not
-- apply.
create function private.check_submission_requirements()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_incomplete text[];
begin
  if auth.uid() is null then
    return new;
  end if;
  select pg_catalog.array_agg(r.requirement order by r.position, r.created_at) into v_incomplete
  from public.tender_requirements r
  where r.tender_id = new.id and r.mandatory and r.status not in ('complete', 'not-applicable');
  if v_incomplete is null then
    return new;
  end if;
  if exists (
    select 1 from public.requirement_overrides o
    where o.tender_id = new.id
      and o.confirmed_by = auth.uid()
      and o.confirmed_at >= old.updated_at
      and o.incomplete @> v_incomplete
  ) then
    return new;
  end if;
  raise exception 'Mandatory requirements are incomplete'
    using errcode = 'TFT05',
          detail = pg_catalog.array_to_string(v_incomplete, '; '),
          hint = 'Confirm the submission on the tender''s page: it records who submitted with them incomplete.';
end;
$$;

revoke all on function private.check_submission_requirements() from public;

-- Making a mandatory requirement optional takes it out of the rule: only those who may edit the
-- tender (admins and managers) may.
create function private.check_requirement_mandatory()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if auth.uid() is not null
     and new.workspace_id not in (select private.member_workspace_ids('{admin,manager}')) then
    raise exception 'Only admins and managers make a mandatory requirement optional' using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke all on function private.check_requirement_mandatory() from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- Triggers, row-level security, privileges
-- ---------------------------------------------------------------------------

create trigger clarifications_set_updated_at
  before update on public.clarifications
  for each row execute function private.set_updated_at();

create trigger clarifications_number
  before insert on public.clarifications
  for each row execute function private.number_clarification();

create trigger tenders_record_deadline_changes
  after update of inquiry_submission_date, tender_submission_date on public.tenders
  for each row execute function private.record_deadline_changes();

create trigger company_documents_set_updated_at
  before update on public.company_documents
  for each row execute function private.set_updated_at();

create trigger company_documents_set_uploader
  before update of file_name on public.company_documents
  for each row when (new.file_name is distinct from old.file_name)
  execute function private.company_document_uploader();

create trigger tender_requirements_set_updated_at
  before update on public.tender_requirements
  for each row execute function private.set_updated_at();

-- After the row's policies: before them, the owner check told whether a user belongs to a
-- workspace the caller may not write (23514 for a non-member, 42501 for a member).
create trigger tender_requirements_check_owner
  after insert or update of owner_id on public.tender_requirements
  for each row execute function private.check_requirement_owner();

create trigger tenders_check_submission_requirements
  before update of status on public.tenders
  for each row
  when (new.status = 'submitted' and old.status is distinct from 'submitted')
  execute function private.check_submission_requirements();

create trigger tender_requirements_check_mandatory
  before update of mandatory on public.tender_requirements
  for each row
  when (old.mandatory and not new.mandatory)
  execute function private.check_requirement_mandatory();

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

create policy tender_addenda_select_members on public.tender_addenda
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy tender_addenda_insert_managers on public.tender_addenda
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy tender_addenda_update_managers on public.tender_addenda
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy tender_addenda_delete_managers on public.tender_addenda
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy deadline_changes_select_members on public.deadline_changes
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy company_documents_select_members on public.company_documents
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy company_documents_insert_managers on public.company_documents
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy company_documents_update_managers on public.company_documents
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy company_documents_delete_managers on public.company_documents
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy tender_required_documents_select_members on public.tender_required_documents
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy tender_required_documents_insert_managers on public.tender_required_documents
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy tender_required_documents_delete_managers on public.tender_required_documents
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy document_templates_select_members on public.document_templates
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy document_templates_insert_admins on public.document_templates
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy document_templates_delete_admins on public.document_templates
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin}')));

create policy tender_requirements_select_members on public.tender_requirements
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy tender_requirements_insert_members on public.tender_requirements
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids()));

create policy tender_requirements_update_members on public.tender_requirements
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids()))
  with check (workspace_id in (select private.member_workspace_ids()));

create policy tender_requirements_delete_managers on public.tender_requirements
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy requirement_overrides_select_members on public.requirement_overrides
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy requirement_overrides_insert_managers on public.requirement_overrides
  for insert to authenticated
  with check (
    workspace_id in (select private.member_workspace_ids('{admin,manager}'))
    and confirmed_by = (select auth.uid())
  );

revoke all on table public.clarifications from anon, authenticated;
grant select, delete on table public.clarifications to authenticated;
grant insert (tender_id, workspace_id, clause, question, asked_on, answer, answered_on, status), update (clause, question, asked_on, answer, answered_on, status)
  on table public.clarifications to authenticated;

-- Only the numbering trigger (security definer) reads and writes it.
revoke all on table private.clarification_numbers from public, anon, authenticated;

revoke all on table public.tender_addenda from anon, authenticated;
grant select, delete on table public.tender_addenda to authenticated;
grant insert (tender_id, workspace_id, number, issued_on, summary, document_name), update (number, issued_on, summary, document_name)
  on table public.tender_addenda to authenticated;

-- Written by the trigger only.
revoke all on table public.deadline_changes from anon, authenticated;
grant select on table public.deadline_changes to authenticated;

revoke all on table public.company_documents from anon, authenticated;
grant select, delete on table public.company_documents to authenticated;
grant insert (workspace_id, name, category, issuer, expires_on, file_name), update (name, category, issuer, expires_on, file_name)
  on table public.company_documents to authenticated;

revoke all on table public.tender_required_documents from anon, authenticated;
grant select, delete on table public.tender_required_documents to authenticated;
grant insert (tender_id, workspace_id, company_document_id)
  on table public.tender_required_documents to authenticated;

revoke all on table public.document_templates from anon, authenticated;
grant select, delete on table public.document_templates to authenticated;
grant insert (workspace_id, tender_type, category)
  on table public.document_templates to authenticated;

revoke all on table public.tender_requirements from anon, authenticated;
grant select, delete on table public.tender_requirements to authenticated;
grant insert (tender_id, workspace_id, requirement, source, mandatory, owner_id, status, evidence_document, position, evidence_company_document_id, evidence_answer_id), update (requirement, source, mandatory, owner_id, status, evidence_document, position, evidence_company_document_id, evidence_answer_id)
  on table public.tender_requirements to authenticated;

revoke all on table public.requirement_overrides from anon, authenticated;
grant select on table public.requirement_overrides to authenticated;
grant insert (tender_id, workspace_id, incomplete)
  on table public.requirement_overrides to authenticated;
