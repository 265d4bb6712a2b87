-- What the second penetration test found, closed where the cause is (docs/security-checks.md,
-- section G, names the test of each):
--
--   G1  Tender documents: members add new files; only admins and managers rename or delete
--       them, and nobody overwrites a stored document through the API (a replacement is a new
--       object under a new name, so an old link never serves new content).
--   G2  Nobody signs a document link through Storage: the document buckets' objects are
--       readable only while Storage writes them (the upload's insert, a manager's delete or
--       move). The app's links come from the document-link Edge Function, which asks
--       private.can_open_document at the click and signs for 60 seconds as the service;
--       the document lists come from security-definer functions that check membership.
--   G3  An outsider's write answers the same whether another workspace's tender exists or
--       not: the unique keys that name a tender include its workspace, the clarification
--       numbering answers before it touches a counter, and the requirement owner check runs
--       after the policies.
--   G4  A display name equal to another member's is refused within a shared workspace; a
--       newcomer whose name equals a member's gets their address beside it.
--   G5  A company document's uploader must still be an admin or manager when the row is
--       written (a signed upload URL outlives a demotion).
--   G6  A bid decision is recorded over the one the form loaded, or refused (TFB01, with who
--       decided meanwhile).
--   G7  The reference rule takes one lock per workspace and transaction, not one per row.
--   G8  At most 100 task and 100 requirement templates per workspace and tender type.
--   G9  The submission rule also holds for a tender created as Submitted, and a `user` cannot
--       make a mandatory requirement optional.

-- ---------------------------------------------------------------------------
-- G1, G2, G5. Document buckets
-- ---------------------------------------------------------------------------

-- Who may read a document object in the request at hand: reading is part of writing, never an
-- end in itself (whoever may read an object through Storage may also sign a link to it, for as
-- long as they like). Storage names the operation of each of its routes in the setting
-- `storage.operation` (hosted Storage and the local stack alike): the uploaders read during an
-- upload (its permission test reads the inserted row back), the editors during a delete or a
-- move, and nobody otherwise — downloads, lists, infos, signing, and SQL outside Storage.
create function private.document_readers(p_uploaders public.workspace_role[], p_editors public.workspace_role[])
returns public.workspace_role[]
language sql
stable
set search_path = ''
as $$
  select case pg_catalog.regexp_replace(coalesce(pg_catalog.current_setting('storage.operation', true), ''),
                                        '^storage\.', '')
    when 'object.upload' then p_uploaders
    when 'object.sign_upload_url' then p_uploaders
    when 'object.delete' then p_editors
    when 'object.delete_many' then p_editors
    when 'object.move' then p_editors
    else '{}'::public.workspace_role[]
  end;
$$;

revoke all on function private.document_readers(public.workspace_role[], public.workspace_role[]) from public, anon;
grant execute on function private.document_readers(public.workspace_role[], public.workspace_role[]) to authenticated;

drop policy tender_documents_select_members on storage.objects;
create policy tender_documents_select_while_writing on storage.objects
  for select to authenticated
  using (
    bucket_id = 'tender-documents'
    and private.tender_document_path_ok(
      name, private.document_readers('{admin,manager,user}', '{admin,manager}'))
  );

-- Renaming (Storage's move) is for those who may edit the tender, like deleting.
drop policy tender_documents_update_members on storage.objects;
create policy tender_documents_update_editors on storage.objects
  for update to authenticated
  using (
    bucket_id = 'tender-documents'
    and private.tender_document_path_ok(name, '{admin,manager}'::public.workspace_role[])
  )
  with check (
    bucket_id = 'tender-documents'
    and private.tender_document_path_ok(name, '{admin,manager}'::public.workspace_role[])
  );

drop policy company_documents_select_members on storage.objects;
create policy company_documents_select_while_writing on storage.objects
  for select to authenticated
  using (
    bucket_id = 'company-documents'
    and private.company_document_path_ok(
      name, private.document_readers('{admin,manager}', '{admin,manager}'))
  );

-- As in 20261201000400_company_documents.sql (a move to another bucket, a copy, an uploader who
-- left the workspace), and:
--   * a document is never overwritten by or for a user: an update that keeps the name and
--     stores other bytes (a new version) is refused when an API role makes it or when it
--     carries a user as owner (a signed upload URL, written by Storage as itself). Only the
--     service role replaces bytes in place;
--   * a company document's uploader must be an admin or manager of its workspace when the row
--     is written, not only a member (a signed upload URL outlives a demotion).
create or replace function private.guard_storage_object()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_api boolean := current_user in ('anon', 'authenticated');
  v_owner text := coalesce(new.owner_id, new.owner::text);
  v_roles public.workspace_role[] := case new.bucket_id
    when 'company-documents' then '{admin,manager}'::public.workspace_role[]
    else '{admin,manager,user}'::public.workspace_role[]
  end;
begin
  if v_api and tg_op = 'UPDATE' and new.bucket_id is distinct from old.bucket_id then
    raise exception 'An object cannot move to another bucket' using errcode = '42501';
  end if;
  if v_api and tg_op = 'INSERT' and coalesce(new.metadata ? 'eTag', false) then
    raise exception 'Objects cannot be copied' using errcode = '42501';
  end if;
  if new.bucket_id not in ('tender-documents', 'company-documents') then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.name = old.name and new.version is distinct from old.version
     and (v_api or v_owner is not null) then
    raise exception 'A document is never overwritten: upload the new file under a new name'
      using errcode = '42501';
  end if;
  if v_owner is not null
     and (tg_op = 'INSERT' or v_owner is distinct from coalesce(old.owner_id, old.owner::text))
     and not exists (
       select 1 from public.workspace_members m
       where m.workspace_id::text = (storage.foldername(new.name))[1] and m.user_id::text = v_owner
         and m.role = any (v_roles)
     ) then
    raise exception 'The uploader may not write to this workspace''s documents' using errcode = '42501';
  end if;
  return new;
end;
$$;

-- The lists the app shows read the objects as their owner, for members of the tender's
-- workspace only (the policies above no longer let members read objects).
create function private.tender_documents(p_tender_id uuid)
returns table (
  name text,
  path text,
  size bigint,
  mimetype text,
  created_at timestamptz,
  uploaded_by uuid,
  uploader_name text
)
language sql
stable
security definer
set search_path = ''
as $$
  select storage.filename(o.name), o.name, (o.metadata ->> 'size')::bigint, o.metadata ->> 'mimetype',
         o.created_at, o.owner, p.name
  from public.tenders t
  join storage.objects o
    on o.bucket_id = 'tender-documents'
   and pg_catalog.starts_with(o.name, t.workspace_id::text || '/' || t.id::text || '/')
  left join public.user_profiles p on p.id = o.owner
  where t.id = p_tender_id
    and t.workspace_id in (select private.member_workspace_ids())
  order by o.created_at desc, o.name;
$$;

create function private.tender_document_counts(p_tender_ids uuid[])
returns table (tender_id uuid, documents integer)
language sql
stable
security definer
set search_path = ''
as $$
  select t.id, pg_catalog.count(o.id)::integer
  from public.tenders t
  left join storage.objects o
    on o.bucket_id = 'tender-documents'
   and pg_catalog.starts_with(o.name, t.workspace_id::text || '/' || t.id::text || '/')
  where t.id = any (p_tender_ids)
    and t.workspace_id in (select private.member_workspace_ids())
  group by t.id;
$$;

revoke all on function private.tender_documents(uuid), private.tender_document_counts(uuid[]) from public, anon;
grant execute on function private.tender_documents(uuid), private.tender_document_counts(uuid[]) to authenticated;

create or replace function public.tender_documents(p_tender_id uuid)
returns table (
  name text,
  path text,
  size bigint,
  mimetype text,
  created_at timestamptz,
  uploaded_by uuid,
  uploader_name text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.tender_documents(p_tender_id);
$$;

create or replace function public.tender_document_counts(p_tender_ids uuid[])
returns table (tender_id uuid, documents integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.tender_document_counts(p_tender_ids);
$$;

-- Whether the caller may open this document now: the object exists in a document bucket, and
-- the caller is a member of its workspace today (the folder is a tender, or a library
-- document, of that workspace). The document-link Edge Function asks this, as the caller,
-- at each click before it signs a link for 60 seconds as the service.
create function private.can_open_document(p_bucket text, p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from storage.objects o
    where o.bucket_id = p_bucket
      and o.name = p_name
      and case p_bucket
        when 'tender-documents' then private.tender_document_path_ok(o.name)
        when 'company-documents' then private.company_document_path_ok(o.name)
        else false
      end
  );
$$;

revoke all on function private.can_open_document(text, text) from public, anon;
grant execute on function private.can_open_document(text, text) to authenticated;

create function public.can_open_document(p_bucket text, p_name text)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select private.can_open_document(p_bucket, p_name);
$$;

revoke all on function public.can_open_document(text, text) from public, anon;
grant execute on function public.can_open_document(text, text) to authenticated;

comment on function public.can_open_document(text, text) is
  'Whether the caller may open this document now (a member of its workspace); the document-link Edge Function asks before it signs a 60-second link.';

-- ---------------------------------------------------------------------------
-- G3. Another workspace's ids: the same answer whether they exist or not
-- ---------------------------------------------------------------------------

-- One decision, outcome and bond per tender, keyed within the tender's workspace: a key on the
-- tender alone saw another workspace's rows (23505) where the composite foreign key answers
-- 23503 for a tender that is not in the row's workspace, existing or not. The composite keys
-- replace the indexes that led the foreign keys.
alter table public.bid_decisions drop constraint bid_decisions_pkey;
alter table public.bid_decisions add constraint bid_decisions_pkey primary key (tender_id, workspace_id);
drop index public.bid_decisions_tender_id_workspace_id_idx;

alter table public.tender_outcomes drop constraint tender_outcomes_pkey;
alter table public.tender_outcomes add constraint tender_outcomes_pkey primary key (tender_id, workspace_id);
drop index public.tender_outcomes_tender_id_workspace_id_idx;

alter table public.bid_bonds drop constraint bid_bonds_tender_id_key;
alter table public.bid_bonds add constraint bid_bonds_tender_id_key unique (tender_id, workspace_id);
drop index public.bid_bonds_tender_id_workspace_id_idx;

-- An addendum's number is unique within its tender, which the workspace completes.
alter table public.tender_addenda drop constraint tender_addenda_tender_number_key;
alter table public.tender_addenda
  add constraint tender_addenda_tender_number_key unique (tender_id, workspace_id, number);

-- The next clarification number of the tender, as before, but only for a tender of the row's
-- own workspace: the counter references tenders alone, so numbering another workspace's tender
-- answered 23503 on the counter when it did not exist and moved its counter when it did. Now a
-- caller who may not write the workspace meets the policies (42501), anyone else the same
-- 23503, whether the tender exists elsewhere or not.
create or replace function private.number_clarification()
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

-- The owner check after the row's policies: before them, it told whether a user belongs to a
-- workspace the caller may not write (23514 for a non-member, 42501 for a member).
drop trigger tender_requirements_check_owner on public.tender_requirements;
create trigger tender_requirements_check_owner
  after insert or update of owner_id on public.tender_requirements
  for each row execute function private.check_requirement_owner();

-- ---------------------------------------------------------------------------
-- G4. A name says who did something: never another member's
-- ---------------------------------------------------------------------------

-- The form in which two names are the same name: compatibility-normalised, invisible
-- characters dropped, spaces collapsed, case folded.
create function private.person_name_key(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.lower(pg_catalog.btrim(pg_catalog.regexp_replace(
    pg_catalog.regexp_replace(pg_catalog.normalize(coalesce(p_name, ''), 'NFKC'),
                              '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]', '', 'g'),
    '\s+', ' ', 'g')));
$$;

revoke all on function private.person_name_key(text) from public, anon, authenticated;

-- Whether someone who shares a workspace with p_user is called p_key.
create function private.name_taken_by_colleague(p_user uuid, p_key text, p_workspace uuid default null)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.workspace_members me
    join public.workspace_members other
      on other.workspace_id = me.workspace_id and other.user_id <> me.user_id
    join public.user_profiles p on p.id = other.user_id
    where me.user_id = p_user
      and (p_workspace is null or me.workspace_id = p_workspace)
      and private.person_name_key(p.name) = p_key
  );
$$;

revoke all on function private.name_taken_by_colleague(uuid, text, uuid) from public, anon, authenticated;

-- A rename to a name another member of a shared workspace has is refused (TFP01). One lock per
-- name, so two colleagues taking one name at the same moment are told apart.
create function private.check_profile_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_key text := private.person_name_key(new.name);
begin
  if v_key = '' or v_key = private.person_name_key(old.name) then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('person-name:' || v_key));
  if private.name_taken_by_colleague(new.id, v_key) then
    raise exception 'Another member of a workspace you belong to has this name' using errcode = 'TFP01';
  end if;
  return new;
end;
$$;

revoke all on function private.check_profile_name() from public, anon, authenticated;

create trigger user_profiles_check_name
  before update of name on public.user_profiles
  for each row execute function private.check_profile_name();

-- Whoever joins a workspace where a member already has their name (an invitation accepted, a
-- sign-up through one) keeps it with their address beside it, so the two are told apart.
create function private.distinguish_newcomer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_profile public.user_profiles;
  v_key text;
  v_suffix text;
begin
  select p.* into v_profile from public.user_profiles p where p.id = new.user_id;
  v_key := private.person_name_key(v_profile.name);
  if v_profile.id is null or v_key = '' then
    return null;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('person-name:' || v_key));
  if private.name_taken_by_colleague(new.user_id, v_key, new.workspace_id) then
    v_suffix := ' (' || coalesce(v_profile.email, pg_catalog.left(new.user_id::text, 8)) || ')';
    update public.user_profiles
    set name = pg_catalog.left(pg_catalog.btrim(v_profile.name), 200 - pg_catalog.char_length(v_suffix)) || v_suffix
    where id = new.user_id;
  end if;
  return null;
end;
$$;

revoke all on function private.distinguish_newcomer() from public, anon, authenticated;

create trigger workspace_members_distinguish_newcomer
  after insert on public.workspace_members
  for each row execute function private.distinguish_newcomer();

-- Members who already share a name: all but the longest-standing get their address beside it.
with ranked as (
  select m.user_id,
         pg_catalog.row_number() over (
           partition by m.workspace_id, private.person_name_key(p.name) order by m.created_at, m.user_id) as rank
  from public.workspace_members m
  join public.user_profiles p on p.id = m.user_id
  where private.person_name_key(p.name) <> ''
)
update public.user_profiles p
set name = pg_catalog.left(pg_catalog.btrim(p.name),
                           200 - pg_catalog.char_length(' (' || coalesce(p.email, pg_catalog.left(p.id::text, 8)) || ')'))
           || ' (' || coalesce(p.email, pg_catalog.left(p.id::text, 8)) || ')'
where p.id in (select r.user_id from ranked r where r.rank > 1);

-- ---------------------------------------------------------------------------
-- G6. A bid decision is never replaced unseen
-- ---------------------------------------------------------------------------

-- Records a tender's decision ('bid' or 'no-bid', with a rationale) from the scores and kill
-- answers given, over the decision the form loaded: p_replaces is that decision's decided_at,
-- null when it loaded none. When the tender's decision is no longer that one (someone decided
-- meanwhile) nothing is written and TFB01 answers, its detail naming who decided. 'skipped'
-- records the skip only when the tender has no decision, and otherwise returns the one it has.
-- P0002 when the tender is not the caller's to see; 42501 for a member who may not edit tenders.
drop function public.record_bid_decision(uuid, public.bid_decision_value, text, jsonb, jsonb);

create function public.record_bid_decision(
  p_tender_id uuid,
  p_decision public.bid_decision_value,
  p_rationale text default '',
  p_scores jsonb default '{}',
  p_kill_answers jsonb default '{}',
  p_replaces timestamptz default null
)
returns public.bid_decisions
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_workspace_id uuid;
  v_row public.bid_decisions;
  v_decided_by text;
begin
  select t.workspace_id into v_workspace_id from public.tenders t where t.id = p_tender_id;
  if v_workspace_id is null then
    raise exception 'Tender not found' using errcode = 'P0002';
  end if;
  if v_workspace_id not in (select private.member_workspace_ids('{admin,manager}')) then
    raise exception 'Only admins and managers record bid decisions' using errcode = '42501';
  end if;

  if p_decision = 'skipped' then
    insert into public.bid_decisions (tender_id, workspace_id, decision)
    values (p_tender_id, v_workspace_id, 'skipped')
    on conflict (tender_id, workspace_id) do nothing
    returning * into v_row;
    if v_row.tender_id is null then
      select d.* into v_row from public.bid_decisions d where d.tender_id = p_tender_id;
    end if;
    return v_row;
  end if;

  if p_replaces is null then
    insert into public.bid_decisions (tender_id, workspace_id, decision, rationale, scores, kill_answers)
    values (p_tender_id, v_workspace_id, p_decision, pg_catalog.btrim(coalesce(p_rationale, '')),
            coalesce(p_scores, '{}'), coalesce(p_kill_answers, '{}'))
    on conflict (tender_id, workspace_id) do nothing
    returning * into v_row;
  else
    -- Waits for a decision being written at the same moment, then finds it is not the one loaded.
    update public.bid_decisions d
    set decision = p_decision, rationale = pg_catalog.btrim(coalesce(p_rationale, '')),
        scores = coalesce(p_scores, '{}'), kill_answers = coalesce(p_kill_answers, '{}')
    where d.tender_id = p_tender_id and d.workspace_id = v_workspace_id and d.decided_at = p_replaces
    returning * into v_row;
  end if;

  if v_row.tender_id is null then
    select coalesce(p.name, '') into v_decided_by
    from public.bid_decisions d
    left join public.user_profiles p on p.id = d.decided_by
    where d.tender_id = p_tender_id;
    raise exception 'Someone recorded a decision on this tender meanwhile'
      using errcode = 'TFB01', detail = coalesce(v_decided_by, '');
  end if;
  return v_row;
end;
$$;

revoke all on function public.record_bid_decision(uuid, public.bid_decision_value, text, jsonb, jsonb, timestamptz)
  from public, anon;
grant execute on function public.record_bid_decision(uuid, public.bid_decision_value, text, jsonb, jsonb, timestamptz)
  to authenticated;

-- ---------------------------------------------------------------------------
-- G7. The reference rule at any size
-- ---------------------------------------------------------------------------

-- As in 20261201001000_reference_check_index.sql, with one lock per workspace instead of one per
-- reference: an advisory lock lives until the transaction ends, so an insert of many thousand
-- tenders ran out of the lock table (53200). Writers of new references in one workspace now
-- take turns for the rest of their transaction; the check itself is unchanged.
create or replace function private.check_reference_reuse()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_key text := pg_catalog.lower(pg_catalog.btrim(new.reference_number));
begin
  if tg_op = 'UPDATE' and v_key = pg_catalog.lower(pg_catalog.btrim(old.reference_number)) then
    return null;
  end if;
  if v_key = pg_catalog.lower(pg_catalog.btrim(new.shared_reference)) then
    return null;
  end if;
  -- Two saves of one new reference at the same moment: the second waits, then sees the first.
  -- Taken again by the same transaction, the lock is the same entry of the lock table.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('tender-references:' || new.workspace_id::text));
  if v_key <> '' and exists (
    select 1 from public.tenders t
    where t.workspace_id = new.workspace_id
      and pg_catalog.lower(pg_catalog.btrim(t.reference_number)) = v_key
      and t.id <> new.id
  ) then
    raise exception 'Another tender in this workspace has this reference number'
      using errcode = 'TFT01',
            hint = 'Save it again with shared_reference set to this reference if it is meant to share it.';
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------
-- G8. Templates per workspace and tender type
-- ---------------------------------------------------------------------------

-- A new tender copies its type's templates: at most 100 tasks and 100 requirements, so no
-- tender (and no import of 500 of them) writes more than that many of each.
create function private.limit_templates()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if tg_op = 'UPDATE' and new.workspace_id = old.workspace_id
     and new.tender_type is not distinct from old.tender_type then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext(
    tg_table_name || ':' || new.workspace_id::text || ':' || coalesce(new.tender_type::text, '')));
  execute pg_catalog.format(
    'select count(*) from public.%I where workspace_id = $1 and tender_type is not distinct from $2 and id <> $3',
    tg_table_name)
  into v_count using new.workspace_id, new.tender_type, new.id;
  if v_count >= 100 then
    raise exception 'A tender type has at most 100 templates of each kind' using errcode = 'TFL01';
  end if;
  return new;
end;
$$;

revoke all on function private.limit_templates() from public, anon, authenticated;

create trigger task_templates_limit
  before insert or update of workspace_id, tender_type on public.task_templates
  for each row execute function private.limit_templates();
create trigger requirement_templates_limit
  before insert or update of workspace_id, tender_type on public.requirement_templates
  for each row execute function private.limit_templates();

-- ---------------------------------------------------------------------------
-- G9. The submission rule on every path
-- ---------------------------------------------------------------------------

-- A tender created as Submitted gets its type's requirement templates as incomplete
-- requirements (save_tender and the import add them in the same transaction), and nobody could
-- have confirmed a tender that did not exist: when those templates hold a mandatory one, the
-- insert is refused as a change to Submitted is (TFT05). Without a signed-in person
-- (maintenance as the database owner) the rule does not apply, as for updates.
create function private.check_new_submitted_tender()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_mandatory text[];
begin
  if auth.uid() is null then
    return new;
  end if;
  select pg_catalog.array_agg(r.requirement order by r.position, r.created_at) into v_mandatory
  from private.tender_requirement_templates(new.workspace_id, new.type) r
  where r.mandatory;
  if v_mandatory is null then
    return new;
  end if;
  raise exception 'Mandatory requirements are incomplete'
    using errcode = 'TFT05',
          detail = pg_catalog.array_to_string(v_mandatory, '; '),
          hint = 'Create the tender at an earlier status and mark it Submitted from its page.';
end;
$$;

revoke all on function private.check_new_submitted_tender() from public, anon, authenticated;

create trigger tenders_check_new_submitted
  before insert on public.tenders
  for each row
  when (new.status = 'submitted')
  execute function private.check_new_submitted_tender();

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

create trigger tender_requirements_check_mandatory
  before update of mandatory on public.tender_requirements
  for each row
  when (old.mandatory and not new.mandatory)
  execute function private.check_requirement_mandatory();
