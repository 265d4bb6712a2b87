-- Addenda and the deadline history (issue 27). docs/product.md § Addenda and deadline history.
--
--   public.tender_addenda    the buyer's addenda to a tender: number, date, summary, and
--                            optionally a document of the tender's Documents card (its file
--                            name in the tender's folder of the tender-documents bucket)
--   public.deadline_changes  every change of a tender's inquiry or submission deadline, old →
--                            new, who, when, and through which addendum (if any). Written by a
--                            trigger on tenders, so no client can change a deadline without it
--                            or write a change of its own.
--   public.record_addendum   records an addendum and applies the deadlines it moves, in one
--                            transaction; the history rows name the addendum.
--
-- Members read both; admins and managers record addenda (as they edit tenders).

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
  constraint tender_addenda_tender_number_key unique (tender_id, number),
  constraint tender_addenda_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade
);

create index tender_addenda_tender_id_workspace_id_idx on public.tender_addenda (tender_id, workspace_id);
create index tender_addenda_created_by_idx on public.tender_addenda (created_by);

comment on table public.tender_addenda is
  'Addenda to a tender: the buyer''s number, its date, a summary and optionally a document of the tender. Members read; admins and managers record them (record_addendum).';

alter table public.tender_addenda enable row level security;

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

revoke all on table public.tender_addenda from public, anon, authenticated;
grant select, delete on table public.tender_addenda to authenticated;
grant insert (tender_id, workspace_id, number, issued_on, summary, document_name),
      update (number, issued_on, summary, document_name)
  on table public.tender_addenda to authenticated;

-- ---------------------------------------------------------------------------
-- The deadline history
-- ---------------------------------------------------------------------------

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
  constraint deadline_changes_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade,
  constraint deadline_changes_changed check (old_date is distinct from new_date)
);

create index deadline_changes_tender_id_workspace_id_idx
  on public.deadline_changes (tender_id, workspace_id, changed_at);
create index deadline_changes_changed_by_idx on public.deadline_changes (changed_by);
create index deadline_changes_addendum_id_idx on public.deadline_changes (addendum_id);

comment on table public.deadline_changes is
  'Every change of a tender''s inquiry or submission deadline (old → new, who, when, through which addendum), written by a trigger on tenders. Members read; nobody writes.';

alter table public.deadline_changes enable row level security;

create policy deadline_changes_select_members on public.deadline_changes
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

revoke all on table public.deadline_changes from public, anon, authenticated;
grant select on table public.deadline_changes to authenticated;

-- The addendum a deadline change comes through: record_addendum names it for its own
-- transaction (set_config(…, true)); any other change has none. An id that is not an addendum
-- of the same tender is ignored.
create function private.record_deadline_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_addendum uuid := nullif(pg_catalog.current_setting('tenderflow.addendum_id', true), '')::uuid;
begin
  if v_addendum is not null and not exists (
    select 1 from public.tender_addenda a where a.id = v_addendum and a.tender_id = new.id
  ) then
    v_addendum := null;
  end if;
  insert into public.deadline_changes (tender_id, workspace_id, deadline, old_date, new_date, changed_by, addendum_id)
  select new.id, new.workspace_id, c.deadline, c.old_date, c.new_date, auth.uid(), v_addendum
  from (values
    ('inquiry'::public.deadline_kind, old.inquiry_submission_date, new.inquiry_submission_date),
    ('submission'::public.deadline_kind, old.tender_submission_date, new.tender_submission_date)
  ) as c (deadline, old_date, new_date)
  where c.old_date is distinct from c.new_date;
  return null;
end;
$$;

revoke all on function private.record_deadline_changes() from public;

create trigger tenders_record_deadline_changes
  after update of inquiry_submission_date, tender_submission_date on public.tenders
  for each row execute function private.record_deadline_changes();

-- ---------------------------------------------------------------------------
-- Recording an addendum
-- ---------------------------------------------------------------------------

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

comment on function public.record_addendum(uuid, text, date, text, text, boolean, date, boolean, date) is
  'Records an addendum to a tender and applies the deadlines it moves, in one transaction (admins and managers, by RLS); the deadline history names it.';

revoke all on function public.record_addendum(uuid, text, date, text, text, boolean, date, boolean, date) from public, anon;
grant execute on function public.record_addendum(uuid, text, date, text, text, boolean, date, boolean, date) to authenticated;
