-- ---------------------------------------------------------------------------
-- The answer library: answers written once, found by search, linked to requirements
-- ---------------------------------------------------------------------------

-- Trigram matching finds an answer whose words are misspelt in the query. PGlite loads it
-- from @electric-sql/pglite/contrib/pg_trgm; PostgreSQL and hosted Supabase from contrib.
create extension if not exists pg_trgm with schema extensions;

create type public.answer_status as enum ('draft', 'approved', 'archived');

create table public.answer_categories (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  name text not null
    constraint answer_categories_name_check
      check (pg_catalog.btrim(name) <> '' and pg_catalog.char_length(name) <= 60),
  position integer not null default 0,
  created_at timestamptz not null default pg_catalog.now(),
  -- The target of answers' composite key: an answer's category is of its own workspace.
  constraint answer_categories_id_workspace_id_key unique (id, workspace_id)
);

comment on table public.answer_categories is
  'The workspace''s categories of library answers (Quality, Health and safety, …). Members read; admins and managers edit.';

create unique index answer_categories_workspace_name_key
  on public.answer_categories (workspace_id, pg_catalog.lower(pg_catalog.btrim(name)));

alter table public.answer_categories enable row level security;

create table public.answers (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  title text not null
    constraint answers_title_check check (pg_catalog.btrim(title) <> '' and pg_catalog.char_length(title) <= 300),
  -- Markdown: the app renders it without raw HTML, so stored text never becomes markup.
  body text not null default ''
    constraint answers_body_length check (pg_catalog.char_length(body) <= 50000),
  category_id uuid,
  tags text[] not null default '{}'
    constraint answers_tags_check check (pg_catalog.cardinality(tags) <= 20
      and pg_catalog.array_position(tags, null) is null),
  owner_id uuid references auth.users (id) on delete set null,
  status public.answer_status not null default 'draft',
  last_reviewed_on date
    constraint answers_last_reviewed_on_range check (last_reviewed_on between date '2000-01-01' and date '2999-12-31'),
  -- Null: no review cycle.
  review_every_months smallint
    constraint answers_review_every_months_range check (review_every_months between 1 and 60),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default pg_catalog.now(),
  updated_at timestamptz not null default pg_catalog.now(),
  -- Title (A) over answer (B) over tags (C); kept by the row trigger (the database's).
  search tsvector not null default ''::tsvector,
  constraint answers_id_workspace_id_key unique (id, workspace_id),
  constraint answers_category_fkey foreign key (category_id, workspace_id)
    references public.answer_categories (id, workspace_id) on delete set null (category_id)
);

comment on table public.answers is
  'The workspace''s answer library: title, Markdown answer, category, tags, owner, status (draft, approved, archived), last reviewed and the review cycle. Members read; members write drafts; admins and managers approve and archive.';

create index answers_workspace_id_idx on public.answers (workspace_id, updated_at desc);
create index answers_search_idx on public.answers using gin (search);
create index answers_title_trgm_idx on public.answers using gin (title extensions.gin_trgm_ops);
create index answers_category_idx on public.answers (category_id, workspace_id);
create index answers_owner_id_idx on public.answers (owner_id);
create index answers_created_by_idx on public.answers (created_by);
create index answers_updated_by_idx on public.answers (updated_by);

alter table public.answers enable row level security;

create table public.answer_versions (
  id uuid primary key default gen_random_uuid(),
  answer_id uuid not null,
  workspace_id uuid not null,
  -- The text as it was before an edit, who had written it and when.
  title text not null,
  body text not null,
  category_id uuid,
  tags text[] not null,
  status public.answer_status not null,
  written_by uuid references auth.users (id) on delete set null,
  written_at timestamptz not null,
  -- Who replaced it, and when.
  replaced_by uuid references auth.users (id) on delete set null,
  replaced_at timestamptz not null default pg_catalog.now(),
  constraint answer_versions_answer_fkey foreign key (answer_id, workspace_id)
    references public.answers (id, workspace_id) on update cascade on delete cascade
);

comment on table public.answer_versions is
  'An answer''s earlier texts, one row per edit (written by the trigger only). Members read.';

create index answer_versions_answer_idx on public.answer_versions (answer_id, workspace_id, replaced_at desc);
create index answer_versions_written_by_idx on public.answer_versions (written_by);
create index answer_versions_replaced_by_idx on public.answer_versions (replaced_by);

alter table public.answer_versions enable row level security;

-- ---------------------------------------------------------------------------
-- Functions and triggers
-- ---------------------------------------------------------------------------

-- The default categories of a new workspace (each workspace edits its own).
create function private.add_answer_categories()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.answer_categories (workspace_id, name, position)
  select new.id, c.name, c.position
  from unnest(array['Quality', 'Health and safety', 'Environment', 'Social value', 'Experience', 'Company',
                    'CVs', 'Pricing notes']) with ordinality as c(name, position);
  return new;
end;
$$;

revoke all on function private.add_answer_categories() from public;

-- Before each write: the search document, who changed it, and an owner who is a member.
create function private.prepare_answer()
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
  new.tags := coalesce((select pg_catalog.array_agg(distinct pg_catalog.btrim(t))
                        from unnest(new.tags) t where pg_catalog.btrim(t) <> ''), '{}');
  new.search := pg_catalog.setweight(pg_catalog.to_tsvector('english'::regconfig, new.title), 'A')
    || pg_catalog.setweight(pg_catalog.to_tsvector('english'::regconfig, new.body), 'B')
    || pg_catalog.setweight(pg_catalog.to_tsvector('english'::regconfig,
                                                   pg_catalog.array_to_string(new.tags, ' ')), 'C');
  if tg_op = 'UPDATE' then
    new.updated_at := pg_catalog.now();
    new.updated_by := coalesce(auth.uid(), old.updated_by);
  end if;
  return new;
end;
$$;

revoke all on function private.prepare_answer() from public;

-- Every edit keeps the text it replaced. Security definer: nobody writes versions directly.
create function private.keep_answer_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (old.title, old.body, old.category_id, old.tags, old.status)
     is distinct from (new.title, new.body, new.category_id, new.tags, new.status) then
    insert into public.answer_versions (answer_id, workspace_id, title, body, category_id, tags, status,
                                        written_by, written_at, replaced_by)
    values (old.id, old.workspace_id, old.title, old.body, old.category_id, old.tags, old.status,
            old.updated_by, old.updated_at, auth.uid());
  end if;
  return null;
end;
$$;

revoke all on function private.keep_answer_version() from public;

-- Restores an earlier text (title, answer, category, tags) as a new edit, so the text it
-- replaces is kept in turn. Security invoker: the caller's policies decide (a user restores
-- only drafts).
create function public.restore_answer_version(p_version_id uuid)
returns public.answers
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_version public.answer_versions;
  v_answer public.answers;
begin
  select * into v_version from public.answer_versions v where v.id = p_version_id;
  if not found then
    raise exception 'Version not found' using errcode = 'P0002';
  end if;
  update public.answers a
  set title = v_version.title, body = v_version.body, category_id = v_version.category_id, tags = v_version.tags
  where a.id = v_version.answer_id
  returning * into v_answer;
  if not found then
    raise exception 'This answer cannot be changed' using errcode = '42501';
  end if;
  return v_answer;
end;
$$;

revoke all on function public.restore_answer_version(uuid) from public, anon;
grant execute on function public.restore_answer_version(uuid) to authenticated;

comment on function public.restore_answer_version(uuid) is
  'Puts an earlier version''s title, answer, category and tags back as a new edit (the replaced text becomes a version too).';

create trigger workspaces_add_answer_categories
  after insert on public.workspaces
  for each row execute function private.add_answer_categories();

create trigger answers_prepare
  before insert or update on public.answers
  for each row execute function private.prepare_answer();

create trigger answers_keep_version
  after update on public.answers
  for each row execute function private.keep_answer_version();

-- ---------------------------------------------------------------------------
-- Policies and grants
-- ---------------------------------------------------------------------------

create policy answer_categories_select_members on public.answer_categories
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy answer_categories_insert_managers on public.answer_categories
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy answer_categories_update_managers on public.answer_categories
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')))
  with check (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy answer_categories_delete_managers on public.answer_categories
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy answers_select_members on public.answers
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

-- A user proposes drafts; admins and managers write any status.
create policy answers_insert_members on public.answers
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids())
              and (status = 'draft' or workspace_id in (select private.member_workspace_ids('{admin,manager}'))));

-- A user edits drafts and leaves them drafts: approving and archiving are a manager's.
create policy answers_update_members on public.answers
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids())
         and (status = 'draft' or workspace_id in (select private.member_workspace_ids('{admin,manager}'))))
  with check (workspace_id in (select private.member_workspace_ids())
              and (status = 'draft' or workspace_id in (select private.member_workspace_ids('{admin,manager}'))));

create policy answers_delete_managers on public.answers
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids('{admin,manager}')));

create policy answer_versions_select_members on public.answer_versions
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

revoke all on table public.answer_categories from anon, authenticated;
grant select, delete on table public.answer_categories to authenticated;
grant insert (workspace_id, name, position), update (name, position) on table public.answer_categories to authenticated;

revoke all on table public.answers from anon, authenticated;
grant select, delete on table public.answers to authenticated;
grant insert (workspace_id, title, body, category_id, tags, owner_id, status, last_reviewed_on, review_every_months),
  update (title, body, category_id, tags, owner_id, status, last_reviewed_on, review_every_months)
  on table public.answers to authenticated;

-- Written by the trigger only.
revoke all on table public.answer_versions from anon, authenticated;
grant select on table public.answer_versions to authenticated;

-- Existing workspaces get the default categories too.
insert into public.answer_categories (workspace_id, name, position)
select w.id, c.name, c.position
from public.workspaces w
cross join unnest(array['Quality', 'Health and safety', 'Environment', 'Social value', 'Experience', 'Company',
                        'CVs', 'Pricing notes']) with ordinality as c(name, position);
