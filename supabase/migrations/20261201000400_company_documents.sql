-- Company documents that expire (issue 27): the workspace's library of company documents —
-- certificates, insurance policies, tax clearance, registrations, accreditations — which
-- tenders require, checked against each tender's submission date. docs/product.md § Company
-- documents.
--
--   public.company_documents          the library: name, category, issuer, expiry date (none:
--                                      it never expires) and the file's name in Storage
--   public.tender_required_documents  which library documents a tender requires
--   company-documents (Storage)       a private bucket, objects at
--                                      {workspace_id}/{document id}/{file name}
--   public.expiring_required_documents
--                                      THE rule: a required document is a problem for a tender
--                                      when it expires before the tender's submission date
--   public.expiring_document_tenders  the dashboard's alert: the tenders concerned, aggregated
--   private.collect_reminders         gains the company documents: their admins are reminded
--                                      30, 14 and 7 days before a document expires
--
-- Members read the library, the requirements and the files; admins and managers add, edit and
-- delete them (a `user` cannot edit the library), as for tenders and their bid bonds.

create type public.company_document_category as enum (
  'certificate', 'insurance', 'tax-clearance', 'registration', 'accreditation', 'other'
);

-- ---------------------------------------------------------------------------
-- The library
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

-- The library's order (soonest expiry first) and the reminders' probe, per workspace.
create index company_documents_workspace_id_expires_on_idx on public.company_documents (workspace_id, expires_on);
create index company_documents_uploaded_by_idx on public.company_documents (uploaded_by);

comment on table public.company_documents is
  'The workspace''s library of company documents (certificates, insurance policies, tax clearance, registrations, accreditations): name, category, issuer, expiry date (null: never expires), the file in the company-documents bucket. Members read; admins and managers write.';
comment on column public.company_documents.file_name is
  'The file''s name in the company-documents bucket, under {workspace_id}/{id}/; null while none is uploaded.';

create trigger company_documents_set_updated_at
  before update on public.company_documents
  for each row execute function private.set_updated_at();

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

revoke all on function private.company_document_uploader() from public, anon, authenticated;

create trigger company_documents_set_uploader
  before update of file_name on public.company_documents
  for each row when (new.file_name is distinct from old.file_name)
  execute function private.company_document_uploader();

alter table public.company_documents enable row level security;

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

revoke all on table public.company_documents from public, anon, authenticated;
grant select, delete on table public.company_documents to authenticated;
grant insert (workspace_id, name, category, issuer, expires_on, file_name),
      update (name, category, issuer, expires_on, file_name)
  on table public.company_documents to authenticated;

-- ---------------------------------------------------------------------------
-- What a tender requires
-- ---------------------------------------------------------------------------

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

create index tender_required_documents_tender_idx on public.tender_required_documents (tender_id, workspace_id);
create index tender_required_documents_document_idx
  on public.tender_required_documents (company_document_id, workspace_id);
create index tender_required_documents_workspace_id_idx on public.tender_required_documents (workspace_id);
create index tender_required_documents_added_by_idx on public.tender_required_documents (added_by);

comment on table public.tender_required_documents is
  'The company documents (of the library) a tender requires. Members read; admins and managers add and remove.';

alter table public.tender_required_documents enable row level security;

create policy tender_required_documents_select_members on public.tender_required_documents
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));
create policy tender_required_documents_insert_managers on public.tender_required_documents
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));
create policy tender_required_documents_delete_managers on public.tender_required_documents
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

revoke all on table public.tender_required_documents from public, anon, authenticated;
grant select, delete on table public.tender_required_documents to authenticated;
grant insert (tender_id, workspace_id, company_document_id) on table public.tender_required_documents to authenticated;

-- ---------------------------------------------------------------------------
-- The rule: expiring before the submission date
-- ---------------------------------------------------------------------------

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

comment on function public.expiring_document_tenders(uuid, integer) is
  'The dashboard''s alert: open tenders whose required company documents expire before their submission date, soonest submission first, at most p_limit (1 to 100), with the documents'' names and the total count.';

revoke all on function public.expiring_required_documents(uuid, uuid[]) from public, anon;
revoke all on function public.expiring_document_tenders(uuid, integer) from public, anon;
grant execute on function public.expiring_required_documents(uuid, uuid[]) to authenticated;
grant execute on function public.expiring_document_tenders(uuid, integer) to authenticated;

-- ---------------------------------------------------------------------------
-- The files: the company-documents bucket
-- ---------------------------------------------------------------------------

-- Certificates and policies: PDF, Word, OpenDocument text and images (scans), 25 MB a file.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'company-documents', 'company-documents', false, 26214400,
  array[
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.oasis.opendocument.text',
    'image/png', 'image/jpeg', 'image/webp'
  ]
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- As private.tender_document_path_ok: true when `name` is {workspace}/{document}/{file} for a
-- library document of that workspace the caller can see, in a workspace where the caller has
-- one of `roles` (any role when null). Anything else — another workspace, another workspace's
-- document, '..', the workspace root or deeper folders — is false. So an object exists only
-- under a document row: the app adds the row first, then uploads its file.
create function private.company_document_path_ok(p_name text, p_roles public.workspace_role[] default null)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select pg_catalog.array_length(storage.foldername(p_name), 1) = 2
     and exists (
       select 1
       from public.company_documents d
       where d.id::text = (storage.foldername(p_name))[2]
         and d.workspace_id::text = (storage.foldername(p_name))[1]
         and d.workspace_id in (select private.member_workspace_ids(p_roles))
     );
$$;

revoke all on function private.company_document_path_ok(text, public.workspace_role[]) from public, anon;
grant execute on function private.company_document_path_ok(text, public.workspace_role[]) to authenticated;

create policy company_documents_select_members on storage.objects
  for select to authenticated
  using (bucket_id = 'company-documents' and private.company_document_path_ok(name));

create policy company_documents_insert_managers on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'company-documents'
    and private.company_document_path_ok(name, '{admin,manager}'::public.workspace_role[])
  );

-- Replacing a file (upsert) stays inside the document's folder of a workspace one manages.
create policy company_documents_update_managers on storage.objects
  for update to authenticated
  using (
    bucket_id = 'company-documents'
    and private.company_document_path_ok(name, '{admin,manager}'::public.workspace_role[])
  )
  with check (
    bucket_id = 'company-documents'
    and private.company_document_path_ok(name, '{admin,manager}'::public.workspace_role[])
  );

create policy company_documents_delete_managers on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'company-documents'
    and private.company_document_path_ok(name, '{admin,manager}'::public.workspace_role[])
  );

-- As in 20260601000000_security_hardening.sql, with the company-documents bucket beside
-- tender-documents: an uploader must still be a member of the object's workspace when the row
-- is written (a signed upload URL outlives membership). Everything else unchanged.
create or replace function private.guard_storage_object()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_api boolean := current_user in ('anon', 'authenticated');
  v_owner text := coalesce(new.owner_id, new.owner::text);
begin
  if v_api and tg_op = 'UPDATE' and new.bucket_id is distinct from old.bucket_id then
    raise exception 'An object cannot move to another bucket' using errcode = '42501';
  end if;
  if v_api and tg_op = 'INSERT' and coalesce(new.metadata ? 'eTag', false) then
    raise exception 'Objects cannot be copied' using errcode = '42501';
  end if;
  if new.bucket_id in ('tender-documents', 'company-documents')
     and v_owner is not null
     and (tg_op = 'INSERT' or v_owner is distinct from coalesce(old.owner_id, old.owner::text))
     and not exists (
       select 1 from public.workspace_members m
       where m.workspace_id::text = (storage.foldername(new.name))[1] and m.user_id::text = v_owner
     ) then
    raise exception 'The uploader is not a member of this workspace' using errcode = '42501';
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------
-- Reminders: 30, 14 and 7 days before a company document expires, to admins
-- ---------------------------------------------------------------------------
--
-- Through the morning digest (docs/reminders.md), the way bid bond alerts joined it
-- (20260901000400_bond_reminders.sql): private.collect_reminders is replaced below — its body
-- is that file's with the company documents added, everything else unchanged.
--   Who       the workspace's admins (role admin) with tenderDeadlineReminders on. Managers and
--             users get none.
--   What      one item per library document expiring within 30 days, from today to its expiry
--             day: item_id = the document, no tender, task_name = its name, due_date = its
--             expiry, kind 'document-expiry'. In the message, each workspace lists them apart
--             from its tenders ('documents').
--   Stages    30, 14 and 7 days before the expiry, fixed; the same catch-up (the smallest stage
--             whose day has come: a document added 10 days before its expiry gets the 14-day
--             reminder at once) and re-arming (the ledger is keyed by the date: a renewed
--             document with a new expiry date is reminded again).
--   Overdue   never: an expired document leaves the digest (it stays in the library, and a
--             tender that requires it shows the warning).
--   Preference  deadline items: a digest of documents and tender deadlines unsubscribes from
--             tenderDeadlineReminders; mixed with tasks, emailNotifications.
--   As of the send: a document deleted, or given a later expiry, before its digest is sent is
--   left out (the digest canceled when nothing is left).

alter table private.reminder_log drop constraint reminder_log_item_kind_check;
alter table private.reminder_log
  add constraint reminder_log_item_kind_check
    check (item_kind in ('submission', 'inquiry', 'task', 'missed', 'bond-expiry', 'bond-return', 'bond-issue',
                         'document-expiry'));

-- As in 20260901000400_bond_reminders.sql, with the company documents in the digest (the item
-- list, v_items_sql; the stages of step 4; the message's 'documents' in step 9). create or
-- replace keeps the grants: service_role only.
create or replace function private.collect_reminders(p_now timestamptz, p_limit integer)
returns json
language plpgsql
volatile
security definer
set search_path = ''
-- One run sorts and hashes a few hundred thousand rows at 1,000 workspaces: in memory.
set work_mem = '64MB'
-- The work tables' estimates are rough: JIT compiling the plans cost ~0.4 s a statement.
set jit = off
as $$
declare
  v_claim uuid := gen_random_uuid();
  v_lease interval := interval '10 minutes';
  v_secret bytea := (select s.secret from private.reminder_secret s);
  v_count integer;
  v_result json;
  v_remaining integer;
  v_deciding boolean;
  -- Every open item of the people in pg_temp.reminder_focus (one definition, run twice: for
  -- the people whose digest is decided now, then for the people of the page's digests).
  v_items_sql constant text := $items$
    insert into pg_temp.reminder_items
    with focus_members as (
      -- The focus people's memberships, with how far ahead their workspace reminds of each
      -- kind (its largest offset; -1 for an empty list): only their workspaces are read, and
      -- only items that are overdue or within those days (nothing further can be due).
      select m.workspace_id, m.user_id, m.role, r.local_day, r.tasks_on, r.deadlines_on, f.needs_digest,
             coalesce((select pg_catalog.max(o) from pg_catalog.unnest(coalesce(s.submission_offsets, '{14,7,3,1,0}')) o), -1) as submission_ahead,
             coalesce((select pg_catalog.max(o) from pg_catalog.unnest(coalesce(s.inquiry_offsets, '{3,1,0}')) o), -1) as inquiry_ahead,
             coalesce((select pg_catalog.max(o) from pg_catalog.unnest(coalesce(s.task_offsets, '{1,0}')) o), -1) as task_ahead
      from pg_temp.reminder_focus f
      join pg_temp.reminder_people r on r.user_id = f.user_id
      join public.workspace_members m on m.user_id = f.user_id
      left join public.reminder_settings s on s.workspace_id = m.workspace_id
    ),
    -- The focus people's open tasks due within reach (assigned to them; created by them while
    -- unassigned), found through the indexes on (workspace_id, assignee_id) and (user_id).
    due_tasks as (
      select k.id, k.tender_id, k.workspace_id, k.name, k.due_date, fm.user_id as owner_id,
             k.due_date - fm.local_day as days, fm.needs_digest
      from focus_members fm
      join public.tasks k on k.workspace_id = fm.workspace_id and k.assignee_id = fm.user_id
      where fm.tasks_on and k.due_date - fm.local_day <= fm.task_ahead
        and k.status not in ('completed', 'canceled', 'not-needed')
      union all
      select k.id, k.tender_id, k.workspace_id, k.name, k.due_date, fm.user_id,
             k.due_date - fm.local_day, fm.needs_digest
      from focus_members fm
      join public.tasks k on k.user_id = fm.user_id and k.workspace_id = fm.workspace_id
      where fm.tasks_on and k.assignee_id is null and k.due_date - fm.local_day <= fm.task_ahead
        and k.status not in ('completed', 'canceled', 'not-needed')
    )
    -- A tender's deadlines go to its creator and every owner of an open task on it (asked only
    -- of the deadlines within reach, through the index on tasks' tender_id).
    select fm.user_id, t.workspace_id, t.id, d.kind, t.id, null::text, d.due_date,
           d.due_date - fm.local_day, fm.needs_digest
    from focus_members fm
    join public.tenders t on t.workspace_id = fm.workspace_id
    cross join lateral (values ('submission', t.tender_submission_date, fm.submission_ahead),
                               ('inquiry', t.inquiry_submission_date, fm.inquiry_ahead)) d (kind, due_date, ahead)
    where fm.deadlines_on and t.status in ('under-review', 'in-development')
      -- (the same reach, asked of the tender first: the ownership check runs only within it)
      and (t.tender_submission_date - fm.local_day <= fm.submission_ahead
           or t.inquiry_submission_date - fm.local_day <= fm.inquiry_ahead)
      and d.due_date - fm.local_day <= d.ahead
      and (t.user_id = fm.user_id
           or exists (select 1 from public.tasks k
                      where k.tender_id = t.id and coalesce(k.assignee_id, k.user_id) = fm.user_id
                        and k.status not in ('completed', 'canceled', 'not-needed')))
    union all
    -- A task's due date goes to its assignee (its creator while unassigned).
    select k.owner_id, k.workspace_id, k.tender_id, 'task', k.id, k.name, k.due_date, k.days, k.needs_digest
    from due_tasks k
    join public.tenders t on t.id = k.tender_id
    where t.status in ('under-review', 'in-development')
    union all
    -- A workspace's bid bond alerts go to its admins and managers: private.bond_alerts as of
    -- their local day, up to 14 days ahead (the largest bond stage; an issue alert exists from
    -- 3 days before, a return alert only once due). Asked once per workspace and local day,
    -- and only of workspaces that have a bond at all (most have none).
    select fm.user_id, fm.workspace_id, a.tender_id, a.kind, a.bond_id, null::text, a.due_date,
           a.due_date - fm.local_day, fm.needs_digest
    from (
      select distinct x.workspace_id, x.local_day
      from focus_members x
      where x.deadlines_on and x.role in ('admin', 'manager')
        and exists (select 1 from public.bid_bonds b where b.workspace_id = x.workspace_id)
    ) w
    cross join lateral private.bond_alerts(w.workspace_id, w.local_day, w.local_day + 14) a
    join focus_members fm on fm.workspace_id = w.workspace_id and fm.local_day = w.local_day
    where fm.deadlines_on and fm.role in ('admin', 'manager')
    union all
    -- A workspace's company documents expiring within 30 days (the largest document stage) go
    -- to its admins: item_id = the document, no tender, task_name = the document's name,
    -- dated on its expiry. Only until the expiry day: an expired document is no news, and the
    -- library keeps expired ones, which would otherwise ride along in every digest.
    select fm.user_id, fm.workspace_id, null::uuid, 'document-expiry', d.id, d.name, d.expires_on,
           d.expires_on - fm.local_day, fm.needs_digest
    from focus_members fm
    join public.company_documents d
      on d.workspace_id = fm.workspace_id
     and d.expires_on between fm.local_day and fm.local_day + 30
    where fm.deadlines_on and fm.role = 'admin'
  $items$;
begin
  if p_now is null then
    raise exception 'collect_reminders: p_now is required' using errcode = '22004';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception 'collect_reminders: p_limit must be 1 to 1000' using errcode = '22023';
  end if;
  -- One call decides at a time (steps 2–6). A call that finds another deciding — an
  -- overlapping run, or a run's own next page claimed meanwhile — only claims (step 7): what
  -- the other decides it sends, and nothing waits on the lock.
  v_deciding := pg_catalog.pg_try_advisory_xact_lock(2420240802);

  -- 1. People who may get mail: an address, emailNotifications not off; their day and zone.
  drop table if exists pg_temp.reminder_people;
  create temporary table reminder_people on commit drop as
  select p.id as user_id, u.email::text as email, p.name, l.tz as time_zone,
         (p_now at time zone l.tz)::date as local_day,
         (p_now at time zone l.tz)::time >= time '08:00' as morning,
         not coalesce(p.preferences -> 'tenderDeadlineReminders' = 'false'::jsonb, false) as deadlines_on,
         not coalesce(p.preferences -> 'taskUpdates' = 'false'::jsonb, false) as tasks_on
  from public.user_profiles p
  join auth.users u on u.id = p.id
  cross join lateral (select coalesce(p.time_zone, 'UTC') as tz) l
  where u.email is not null
    and not coalesce(p.preferences -> 'emailNotifications' = 'false'::jsonb, false);
  alter table pg_temp.reminder_people add primary key (user_id);
  analyze pg_temp.reminder_people;

  -- 2. A digest whose day has passed unsent expires; its reminders go back to the pool
  --    (catch-up picks what is still current). A message being sent (lease) is left alone.
  if v_deciding then
    with expired as (
      update private.reminder_messages m set state = 'expired', claim_id = null, claimed_until = null
      from public.user_profiles p
      where p.id = m.user_id and m.kind = 'digest' and m.state = 'pending'
        and (m.claim_id is null or m.claimed_until <= p_now)
        and m.local_day < (p_now at time zone coalesce(p.time_zone, 'UTC'))::date
      returning m.id
    )
    delete from private.reminder_log g using expired e where g.message_id = e.id;
  end if;

  -- 3. Who needs today's digest decided (their morning, no digest yet today): on a run's
  --    later pages nobody, so deciding costs nothing there. For them, every open item.
  drop table if exists pg_temp.reminder_focus;
  create temporary table reminder_focus on commit drop as
  select r.user_id, true as needs_digest
  from pg_temp.reminder_people r
  where v_deciding and r.morning and not exists (
           select 1 from private.reminder_messages m
           where m.user_id = r.user_id and m.kind = 'digest' and m.local_day = r.local_day);
  alter table pg_temp.reminder_focus add primary key (user_id);

  drop table if exists pg_temp.reminder_items;
  create temporary table reminder_items (
    user_id uuid, workspace_id uuid, tender_id uuid, kind text, item_id uuid, task_name text,
    due_date date, days integer, needs_digest boolean
  ) on commit drop;
  create index on pg_temp.reminder_items (user_id, kind, item_id);
  if exists (select 1 from pg_temp.reminder_focus) then
    analyze pg_temp.reminder_focus;
    execute v_items_sql;
  end if;
  analyze pg_temp.reminder_items;

  -- 4. New reminders: per item, the current stage — the smallest offset whose day has come
  --    (due − offset ≤ today), so a missed run sends the latest reminder, never a stale one;
  --    the last stage stays current until the day after the deadline. Keyed by the date:
  --    a moved deadline is re-armed.
  --    Bid bond alerts have fixed stages: expiry 14, 7, 3, 1, 0; issue 3, 1, 0; return 0;
  --    company documents 30, 14, 7.
  drop table if exists pg_temp.reminder_new;
  create temporary table reminder_new on commit drop as
  select i.user_id, i.kind, i.item_id, i.due_date, x.stage
  from pg_temp.reminder_items i
  left join public.reminder_settings s on s.workspace_id = i.workspace_id
  cross join lateral (
    select pg_catalog.min(o) as stage
    from pg_catalog.unnest(
      case i.kind
        when 'submission' then coalesce(s.submission_offsets, '{14,7,3,1,0}')
        when 'inquiry' then coalesce(s.inquiry_offsets, '{3,1,0}')
        -- Bid bond alerts: fixed stages, not settings (the reach of v_items_sql: 14 days).
        when 'bond-expiry' then '{14,7,3,1,0}'::integer[]
        when 'bond-issue' then '{3,1,0}'::integer[]
        when 'bond-return' then '{0}'::integer[]
        -- Company documents: 30, 14 and 7 days before the expiry (the reach: 30 days).
        when 'document-expiry' then '{30,14,7}'::integer[]
        else coalesce(s.task_offsets, '{1,0}')
      end) o
    where o >= i.days
  ) x
  -- (A bond not returned is reminded whenever its alert first appears: an outcome recorded
  -- long after the award raises it weeks late, and it is news then.)
  where i.needs_digest and (i.days >= -1 or i.kind = 'bond-return') and x.stage is not null
    and not exists (
      select 1 from private.reminder_log g
      where g.user_id = i.user_id and g.item_kind = i.kind and g.item_id = i.item_id
        and g.due_date = i.due_date and g.offset_days = x.stage);
  analyze pg_temp.reminder_new;

  with digests as (
    insert into private.reminder_messages (user_id, kind, local_day, time_zone)
    select r.user_id, 'digest', r.local_day, r.time_zone
    from pg_temp.reminder_people r
    where r.user_id in (select n.user_id from pg_temp.reminder_new n)
    on conflict do nothing
    returning id, user_id
  )
  insert into private.reminder_log (user_id, item_kind, item_id, due_date, offset_days, message_id)
  select n.user_id, n.kind, n.item_id, n.due_date, n.stage, d.id
  from pg_temp.reminder_new n
  join digests d on d.user_id = n.user_id
  on conflict do nothing;
  -- A morning's first run can add tens of thousands of rows: without fresh statistics the next
  -- anti-joins against the ledger plan a nested loop over all of it.
  get diagnostics v_count = row_count;
  if v_count > 1000 then
    analyze private.reminder_log;
  end if;

  if v_deciding then
    -- 5. Escalation: the morning after a submission deadline passed with the tender still
    --    open, its workspace's admins and managers, once per tender and deadline (catch-up for
    --    a week; an older deadline is history, not news).
    drop table if exists pg_temp.reminder_missed;
    create temporary table reminder_missed on commit drop as
    select r.user_id, t.id as tender_id, t.tender_submission_date as due_date
    from public.tenders t
    join public.workspace_members m on m.workspace_id = t.workspace_id and m.role in ('admin', 'manager')
    join pg_temp.reminder_people r on r.user_id = m.user_id
    where t.status in ('under-review', 'in-development')
      and t.tender_submission_date >= (p_now at time zone 'UTC')::date - 9
      and t.tender_submission_date <= (p_now at time zone 'UTC')::date + 1
      and r.morning and r.deadlines_on
      and r.local_day - t.tender_submission_date between 1 and 7
      and not exists (
        select 1 from private.reminder_log g
        where g.user_id = r.user_id and g.item_kind = 'missed' and g.item_id = t.id
          and g.due_date = t.tender_submission_date and g.offset_days = -1);
    analyze pg_temp.reminder_missed;

    with msgs as (
      insert into private.reminder_messages (user_id, kind, local_day, time_zone)
      select r.user_id, 'missed', r.local_day, r.time_zone
      from pg_temp.reminder_people r
      where r.user_id in (select x.user_id from pg_temp.reminder_missed x)
      returning id, user_id
    )
    insert into private.reminder_log (user_id, item_kind, item_id, due_date, offset_days, message_id)
    select x.user_id, 'missed', x.tender_id, x.due_date, -1, g.id
    from pg_temp.reminder_missed x
    join msgs g on g.user_id = x.user_id
    on conflict do nothing;
    get diagnostics v_count = row_count;
    if v_count > 1000 then
      analyze private.reminder_log;
    end if;

    -- 6. Assignments since the last run, one message per person (a task reassigned back and
    --    forth counts once, for whoever holds it now). Stale ones (reassigned, closed, the
    --    preference off) are dropped.
    delete from private.reminder_assignments a
    where a.message_id is null
      and not exists (
        select 1 from public.tasks k
        join public.tenders t on t.id = k.tender_id
        join pg_temp.reminder_people r on r.user_id = a.user_id
        where k.id = a.task_id and k.assignee_id = a.user_id and r.tasks_on
          and k.status not in ('completed', 'canceled', 'not-needed'));

    with msgs as (
      insert into private.reminder_messages (user_id, kind, local_day, time_zone)
      select r.user_id, 'assigned', r.local_day, r.time_zone
      from pg_temp.reminder_people r
      where r.user_id in (select a.user_id from private.reminder_assignments a where a.message_id is null)
      returning id, user_id
    )
    update private.reminder_assignments a set message_id = g.id
    from msgs g
    where a.user_id = g.user_id and a.message_id is null;
  end if;

  -- 7. Claim a page: at most p_limit unsent messages not being sent by another run (lease),
  --    oldest first. The function sends them, finishes, and asks for the next page.
  --    The page is chosen once, in a CTE: as an IN (subquery) the planner may run it again
  --    per row, and with SKIP LOCKED beside another claim each run locks other messages, so
  --    one claim could take more than p_limit.
  with page as materialized (
    select c.id from private.reminder_messages c
    where c.state = 'pending' and (c.claim_id is null or c.claimed_until <= p_now)
    order by c.created_at, c.id
    limit p_limit
    for update skip locked
  )
  update private.reminder_messages m
  set claim_id = v_claim, claimed_until = p_now + v_lease, attempts = m.attempts + 1
  from page
  where m.id = page.id;

  select pg_catalog.count(*) into v_remaining
  from private.reminder_messages m
  where m.state = 'pending' and (m.claim_id is null or m.claimed_until <= p_now);

  --    The open items of the people of the page's digests not itemised in step 3.
  delete from pg_temp.reminder_focus;
  insert into pg_temp.reminder_focus (user_id, needs_digest)
  select distinct m.user_id, false
  from private.reminder_messages m
  where m.claim_id = v_claim and m.kind = 'digest'
    and not exists (select 1 from pg_temp.reminder_items i where i.user_id = m.user_id);
  if found then
    analyze pg_temp.reminder_focus;
    execute v_items_sql;
    analyze pg_temp.reminder_items;
  end if;

  -- 8. What each claimed message says, as of now: only what is still open, still theirs,
  --    still on the same date, with the preference on and in a workspace they belong to.
  drop table if exists pg_temp.reminder_rendered;
  create temporary table reminder_rendered on commit drop as
  -- digests: their reminders ...
  select m.id as message_id, i.workspace_id, i.tender_id, i.kind, i.task_name, i.due_date, i.days, true as reminder
  from private.reminder_messages m
  join private.reminder_log g on g.message_id = m.id
  join pg_temp.reminder_items i
    on i.user_id = g.user_id and i.kind = g.item_kind and i.item_id = g.item_id and i.due_date = g.due_date
  where m.claim_id = v_claim and m.kind = 'digest'
  union all
  -- ... and, with them, everything overdue
  select m.id, i.workspace_id, i.tender_id, i.kind, i.task_name, i.due_date, i.days, false
  from private.reminder_messages m
  join pg_temp.reminder_items i on i.user_id = m.user_id
  where m.claim_id = v_claim and m.kind = 'digest' and i.days < 0
    and not exists (
      select 1 from private.reminder_log g
      where g.message_id = m.id and g.item_kind = i.kind and g.item_id = i.item_id and g.due_date = i.due_date)
  union all
  -- escalations
  select m.id, t.workspace_id, t.id, 'submission', null, t.tender_submission_date,
         t.tender_submission_date - r.local_day, true
  from private.reminder_messages m
  join private.reminder_log g on g.message_id = m.id
  join pg_temp.reminder_people r on r.user_id = m.user_id
  join public.tenders t on t.id = g.item_id and t.tender_submission_date = g.due_date
  join public.workspace_members wm
    on wm.workspace_id = t.workspace_id and wm.user_id = m.user_id and wm.role in ('admin', 'manager')
  where m.claim_id = v_claim and m.kind = 'missed' and r.deadlines_on
    and t.status in ('under-review', 'in-development')
  union all
  -- assignments
  select distinct m.id, k.workspace_id, k.tender_id, 'task', k.name, k.due_date, k.due_date - r.local_day, true
  from private.reminder_messages m
  join private.reminder_assignments a on a.message_id = m.id
  join pg_temp.reminder_people r on r.user_id = m.user_id
  join public.tasks k on k.id = a.task_id and k.assignee_id = m.user_id
  where m.claim_id = v_claim and m.kind = 'assigned' and r.tasks_on
    and k.status not in ('completed', 'canceled', 'not-needed');

  analyze pg_temp.reminder_rendered;

  -- Reminders that no longer hold are not recorded as sent.
  delete from private.reminder_log g
  using private.reminder_messages m
  where g.message_id = m.id and m.claim_id = v_claim and m.kind = 'digest'
    and not exists (
      select 1 from pg_temp.reminder_items i
      where i.user_id = g.user_id and i.kind = g.item_kind and i.item_id = g.item_id and i.due_date = g.due_date);

  -- A message with no reminder left says nothing: canceled. (NOT IN: one hash of the page's
  -- lines, whatever the planner guesses of the claim; a per-message anti-join scanned them all.)
  update private.reminder_messages m
  set state = 'canceled', claim_id = null, claimed_until = null
  where m.claim_id = v_claim
    and m.id not in (select x.message_id from pg_temp.reminder_rendered x where x.reminder);

  -- 9. The messages, grouped by workspace and tender; a workspace's company documents apart
  --    (they belong to no tender).
  with items as (
    select x.message_id, x.workspace_id, x.tender_id,
           pg_catalog.json_agg(pg_catalog.json_build_object(
             'kind', x.kind, 'task_name', x.task_name,
             'due_date', pg_catalog.to_char(x.due_date, 'YYYY-MM-DD'), 'days', x.days)
             order by x.due_date nulls last, x.kind, x.task_name) as items,
           pg_catalog.bool_and(x.kind = 'task') as all_tasks,
           pg_catalog.bool_and(x.kind <> 'task') as no_tasks,
           pg_catalog.min(x.due_date) as first_due
    from pg_temp.reminder_rendered x
    join private.reminder_messages m on m.id = x.message_id and m.claim_id = v_claim
    where x.tender_id is not null
    group by x.message_id, x.workspace_id, x.tender_id
  ),
  tenders as (
    select i.message_id, i.workspace_id,
           pg_catalog.json_agg(pg_catalog.json_build_object(
             'id', t.id, 'title', t.title, 'reference_number', t.reference_number, 'items', i.items)
             order by i.first_due nulls last, t.title, t.id) as tenders,
           pg_catalog.bool_and(i.all_tasks) as all_tasks,
           pg_catalog.bool_and(i.no_tasks) as no_tasks
    from items i
    join public.tenders t on t.id = i.tender_id
    group by i.message_id, i.workspace_id
  ),
  -- A workspace's company documents: the items themselves, named by task_name (the document's
  -- name), soonest expiry first.
  documents as (
    select x.message_id, x.workspace_id,
           pg_catalog.json_agg(pg_catalog.json_build_object(
             'kind', x.kind, 'task_name', x.task_name,
             'due_date', pg_catalog.to_char(x.due_date, 'YYYY-MM-DD'), 'days', x.days)
             order by x.due_date, x.task_name) as documents
    from pg_temp.reminder_rendered x
    join private.reminder_messages m on m.id = x.message_id and m.claim_id = v_claim
    where x.tender_id is null
    group by x.message_id, x.workspace_id
  ),
  -- Documents are deadline items, not tasks (for the preference below).
  workspaces as (
    select coalesce(x.message_id, d.message_id) as message_id,
           pg_catalog.json_agg(pg_catalog.json_build_object('id', w.id, 'name', w.name,
             'tenders', coalesce(x.tenders, '[]'::json), 'documents', coalesce(d.documents, '[]'::json))
             order by w.name, w.id) as workspaces,
           pg_catalog.bool_and(coalesce(x.all_tasks, false) and d.message_id is null) as all_tasks,
           pg_catalog.bool_and(coalesce(x.no_tasks, true)) as no_tasks
    from tenders x
    full join documents d on d.message_id = x.message_id and d.workspace_id = x.workspace_id
    join public.workspaces w on w.id = coalesce(x.workspace_id, d.workspace_id)
    group by coalesce(x.message_id, d.message_id)
  ),
  messages as (
    select m.id, m.kind, m.created_at, r.email, r.name, m.time_zone, m.local_day, m.user_id, w.workspaces,
           case
             when m.kind = 'missed' then 'tenderDeadlineReminders'
             when m.kind = 'assigned' then 'taskUpdates'
             when w.all_tasks then 'taskUpdates'
             when w.no_tasks then 'tenderDeadlineReminders'
             else 'emailNotifications'
           end as preference
    from workspaces w
    join private.reminder_messages m on m.id = w.message_id
    join pg_temp.reminder_people r on r.user_id = m.user_id
    where m.state = 'pending'
  )
  select pg_catalog.json_build_object(
    'claim', v_claim,
    'remaining', v_remaining,
    'messages', coalesce(pg_catalog.json_agg(pg_catalog.json_build_object(
      'id', x.id, 'kind', x.kind, 'to', x.email, 'name', x.name, 'time_zone', x.time_zone,
      'local_day', pg_catalog.to_char(x.local_day, 'YYYY-MM-DD'),
      -- private.unsubscribe_token(), inlined: a function call per message cost seconds.
      'unsubscribe_token', pg_catalog.translate(pg_catalog.encode(
        x.payload || extensions.hmac(x.payload, v_secret, 'sha256'), 'base64'), E'+/=\n', '-_'),
      'preference', x.preference,
      'workspaces', x.workspaces) order by x.created_at, x.id), '[]'::json))
  into v_result
  from (
    select m.*, '\x01'::bytea || pg_catalog.decode(pg_catalog.replace(m.user_id::text, '-', ''), 'hex')
             || pg_catalog.set_byte('\x00'::bytea, 0,
                  pg_catalog.array_position(array['emailNotifications', 'tenderDeadlineReminders', 'taskUpdates'],
                                            m.preference)) as payload
    from messages m
  ) x;

  return v_result;
end;
$$;

-- create or replace keeps the function's owner and grants (execute: service_role only, through
-- public.collect_reminders; pgTAP 34_company_documents checks the reminders).
