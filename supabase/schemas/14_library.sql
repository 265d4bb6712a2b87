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
  -- The title's alone: the search takes the entries whose title matches apart.
  title_search tsvector not null generated always as (pg_catalog.to_tsvector('english'::regconfig, title)) stored,
  constraint answers_id_workspace_id_key unique (id, workspace_id),
  constraint answers_category_fkey foreign key (category_id, workspace_id)
    references public.answer_categories (id, workspace_id) on delete set null (category_id)
);

comment on table public.answers is
  'The workspace''s answer library: title, Markdown answer, category, tags, owner, status (draft, approved, archived), last reviewed and the review cycle. Members read; members write drafts; admins and managers approve and archive.';

create index answers_workspace_id_idx on public.answers (workspace_id, updated_at desc);
create index answers_search_idx on public.answers using gin (search);
-- The search weighs the title's text matches apart (so a large library's older entries whose
-- title matches are never crowded out), and sorts by title: both from an index.
create index answers_title_search_idx on public.answers using gin (title_search);
create index answers_workspace_title_idx on public.answers (workspace_id, pg_catalog.lower(title), updated_at desc, id);
create index answers_category_idx on public.answers (category_id, workspace_id);
create index answers_owner_id_idx on public.answers (owner_id);
create index answers_created_by_idx on public.answers (created_by);
create index answers_updated_by_idx on public.answers (updated_by);

-- Every word of the workspace's entries (titles, answers, tags), lower case, letters only, 3 to
-- 40 long: the search forgives a misspelt word by looking here for the words close to it in
-- trigrams, then searching for those through the full-text index. The list grows with the
-- workspace's vocabulary, not with its entries. Kept by the triggers below, which only add: a
-- word no entry uses any more finds nothing, and an edit never has to count which other entries
-- still use a word.
create table private.answer_words (
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  word text not null,
  constraint answer_words_pkey primary key (workspace_id, word)
);

comment on table private.answer_words is
  'The words of each workspace''s library entries, for forgiving misspellings in the search. Only the triggers write; only the search reads.';

create index answer_words_word_trgm_idx on private.answer_words using gin (word extensions.gin_trgm_ops);

alter table private.answer_words enable row level security;

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

-- An entry's words for the word list: lower case, letters only, 3 to 40 long.
create function private.answer_text_words(p_title text, p_body text, p_tags text[])
returns setof text
language sql
immutable
set search_path = ''
as $$
  select w from pg_catalog.regexp_split_to_table(
    pg_catalog.lower(p_title || ' ' || p_body || ' ' || pg_catalog.array_to_string(p_tags, ' ')), '[^[:alpha:]]+') w
  where pg_catalog.char_length(w) between 3 and 40
$$;

revoke all on function private.answer_text_words(text, text, text[]) from public;

-- After each statement that writes entries: the words of those whose text changed join the
-- workspace's word list (private.answer_words).
create function private.add_answer_words()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- (each statement is planned when it first runs: old_rows exists only for updates)
  if tg_op = 'INSERT' then
    insert into private.answer_words (workspace_id, word)
    select distinct n.workspace_id, w.word from new_rows n, private.answer_text_words(n.title, n.body, n.tags) w(word)
    on conflict do nothing;
  else
    insert into private.answer_words (workspace_id, word)
    select distinct n.workspace_id, w.word
    from new_rows n
    join old_rows o on o.id = n.id and o.search is distinct from n.search
    cross join private.answer_text_words(n.title, n.body, n.tags) w(word)
    on conflict do nothing;
  end if;
  return null;
end;
$$;

revoke all on function private.add_answer_words() from public;

create trigger workspaces_add_answer_categories
  after insert on public.workspaces
  for each row execute function private.add_answer_categories();

create trigger answers_prepare
  before insert or update on public.answers
  for each row execute function private.prepare_answer();

create trigger answers_keep_version
  after update on public.answers
  for each row execute function private.keep_answer_version();

create trigger answers_add_words
  after insert on public.answers
  referencing new table as new_rows
  for each statement execute function private.add_answer_words();

create trigger answers_add_changed_words
  after update on public.answers
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.add_answer_words();

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

-- ---------------------------------------------------------------------------
-- Answers in the bid: a requirement's answers, used as they are or adapted
-- ---------------------------------------------------------------------------

create table public.requirement_answers (
  id uuid primary key default gen_random_uuid(),
  requirement_id uuid not null references public.tender_requirements (id) on delete cascade,
  -- The requirement's tender and workspace (the database's: the row trigger sets them).
  tender_id uuid not null,
  workspace_id uuid not null,
  -- The library entry: the text used as it is, or the source of the adapted copy. An entry in
  -- use is archived rather than deleted (no action), so no bid loses its text.
  answer_id uuid not null,
  -- The tender's own copy, adapted from the entry; null: the entry is used as it is.
  adapted_body text
    constraint requirement_answers_adapted_body_length check (pg_catalog.char_length(adapted_body) <= 50000),
  linked_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default pg_catalog.clock_timestamp(),
  updated_at timestamptz not null default pg_catalog.now(),
  constraint requirement_answers_requirement_answer_key unique (requirement_id, answer_id),
  constraint requirement_answers_tender_fkey foreign key (tender_id, workspace_id)
    references public.tenders (id, workspace_id) on update cascade on delete cascade,
  constraint requirement_answers_answer_fkey foreign key (answer_id, workspace_id)
    references public.answers (id, workspace_id)
);

comment on table public.requirement_answers is
  'The library answers a tender''s requirement uses: as they are, or adapted (a copy the tender owns, linked to its source). Members read and write.';

create index requirement_answers_answer_idx on public.requirement_answers (answer_id, workspace_id, tender_id);
create index requirement_answers_tender_idx on public.requirement_answers (tender_id, workspace_id);
create index requirement_answers_linked_by_idx on public.requirement_answers (linked_by);

alter table public.requirement_answers enable row level security;

-- The link's tender and workspace are its requirement's; the policies then decide.
create function private.fill_requirement_answer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select r.tender_id, r.workspace_id into new.tender_id, new.workspace_id
  from public.tender_requirements r where r.id = new.requirement_id;
  return new;
end;
$$;

revoke all on function private.fill_requirement_answer() from public;

create trigger requirement_answers_fill
  before insert on public.requirement_answers
  for each row execute function private.fill_requirement_answer();

create trigger requirement_answers_set_updated_at
  before update on public.requirement_answers
  for each row execute function private.set_updated_at();

create policy requirement_answers_select_members on public.requirement_answers
  for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy requirement_answers_insert_members on public.requirement_answers
  for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids()));

create policy requirement_answers_update_members on public.requirement_answers
  for update to authenticated
  using (workspace_id in (select private.member_workspace_ids()))
  with check (workspace_id in (select private.member_workspace_ids()));

create policy requirement_answers_delete_members on public.requirement_answers
  for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

revoke all on table public.requirement_answers from anon, authenticated;
grant select, delete on table public.requirement_answers to authenticated;
-- tender_id and workspace_id may be sent; the trigger replaces them with the requirement's.
grant insert (requirement_id, tender_id, workspace_id, answer_id, adapted_body), update (adapted_body)
  on table public.requirement_answers to authenticated;

-- A requirement's evidence may be an entry (tender_requirements.evidence_answer_id, in
-- 05_paper_trail.sql): one of its own workspace; deleting the entry clears the evidence.
alter table public.tender_requirements
  add constraint tender_requirements_evidence_answer_fkey
    foreign key (evidence_answer_id, workspace_id)
    references public.answers (id, workspace_id)
    on delete set null (evidence_answer_id);

-- ---------------------------------------------------------------------------
-- Search, usage and outcomes
-- ---------------------------------------------------------------------------

-- Per entry: the tenders that use it and how those ended (undecided: neither won nor lost).
create function public.answer_usage(p_workspace_id uuid, p_answer_ids uuid[] default null)
returns table (answer_id uuid, used integer, won integer, lost integer, undecided integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select u.answer_id, pg_catalog.count(*)::integer,
         (pg_catalog.count(*) filter (where t.status = 'won'))::integer,
         (pg_catalog.count(*) filter (where t.status = 'lost'))::integer,
         (pg_catalog.count(*) filter (where t.status not in ('won', 'lost')))::integer
  -- Two branches, so that the plan (made once, for any arguments) asks the index on answer_id
  -- for the entries given instead of reading every link.
  from (select ra.answer_id, ra.tender_id from public.requirement_answers ra
        where p_answer_ids is null and ra.workspace_id = p_workspace_id
        union
        select ra.answer_id, ra.tender_id from public.requirement_answers ra
        where ra.answer_id = any (p_answer_ids) and ra.workspace_id = p_workspace_id) u
  join public.tenders t on t.id = u.tender_id
  group by u.answer_id
$$;

revoke all on function public.answer_usage(uuid, uuid[]) from public, anon;
grant execute on function public.answer_usage(uuid, uuid[]) to authenticated;

comment on function public.answer_usage(uuid, uuid[]) is
  'Per library entry (all of the workspace''s, or p_answer_ids): the tenders using it, and how many of them are won, lost and undecided (any other status).';

-- The tags the workspace's entries use, for the library's tag filter: gathered in the
-- database, as a library may have more entries than one read returns.
create function public.answer_tags(p_workspace_id uuid)
returns text[]
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(distinct t.tag order by t.tag), '{}')
  from public.answers a cross join unnest(a.tags) t(tag)
  where a.workspace_id = p_workspace_id
$$;

revoke all on function public.answer_tags(uuid) from public, anon;
grant execute on function public.answer_tags(uuid) to authenticated;

comment on function public.answer_tags(uuid) is
  'Every tag the workspace''s library entries use, each once, sorted.';

-- Per used library entry, the tenders using it and how many of them are won, as
-- public.answer_usage counts them: kept by the triggers below so that sorting the library by
-- wins reads its first page from an index instead of counting every link of the workspace.
-- An entry no tender uses has no row.
create table private.answer_usage_counts (
  answer_id uuid not null,
  workspace_id uuid not null,
  used integer not null,
  won integer not null,
  -- The entry's own, kept with it: 'Most won' breaks ties by the latest change.
  updated_at timestamptz not null,
  constraint answer_usage_counts_pkey primary key (answer_id, workspace_id),
  constraint answer_usage_counts_answer_fkey foreign key (answer_id, workspace_id)
    references public.answers (id, workspace_id) on delete cascade
);

comment on table private.answer_usage_counts is
  'Per library entry used in a bid: how many tenders use it and how many of those are won (public.answer_usage''s figures), kept by triggers for the search''s ''Most won'' order. Only the triggers write; only the search reads.';

create index answer_usage_counts_wins_idx
  on private.answer_usage_counts (workspace_id, won desc, used desc, updated_at desc, answer_id);

alter table private.answer_usage_counts enable row level security;

-- Counts the given entries' usage again. Each entry is locked first (in one order, so two
-- writers never wait on each other) and counted after: two links to one entry made at once
-- are both counted, the second writer waiting for the first.
create function private.recount_answer_usage(p_answer_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('answer_usage_counts'), pg_catalog.hashtext(i::text))
  from (select distinct i from unnest(p_answer_ids) i where i is not null order by i) ids;
  delete from private.answer_usage_counts c where c.answer_id = any (p_answer_ids);
  insert into private.answer_usage_counts (answer_id, workspace_id, used, won, updated_at)
  select u.answer_id, w.workspace_id, u.used, u.won, a.updated_at
  from (select a.workspace_id, pg_catalog.array_agg(a.id) as ids from public.answers a
        where a.id = any (p_answer_ids) group by a.workspace_id) w
  cross join lateral public.answer_usage(w.workspace_id, w.ids) u
  join public.answers a on a.id = u.answer_id;
end;
$$;

revoke all on function private.recount_answer_usage(uuid[]) from public;

-- After each statement that links, unlinks or moves entries: their usage counted again.
create function private.recount_linked_answers()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- (each statement is planned when it first runs: old_rows and new_rows exist as the event has them)
  if tg_op = 'INSERT' then
    perform private.recount_answer_usage(array(select n.answer_id from new_rows n));
  elsif tg_op = 'DELETE' then
    perform private.recount_answer_usage(array(select o.answer_id from old_rows o));
  else
    perform private.recount_answer_usage(array(
      select o.answer_id from old_rows o join new_rows n on n.id = o.id
      where (o.answer_id, o.tender_id) is distinct from (n.answer_id, n.tender_id)
      union select n.answer_id from old_rows o join new_rows n on n.id = o.id
      where (o.answer_id, o.tender_id) is distinct from (n.answer_id, n.tender_id)));
  end if;
  return null;
end;
$$;

revoke all on function private.recount_linked_answers() from public;

-- After each statement that changes tenders' statuses: the usage of the entries they use.
create function private.recount_tender_answers()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.recount_answer_usage(array(
    select distinct ra.answer_id
    from new_rows n
    join old_rows o on o.id = n.id and o.status is distinct from n.status
    join public.requirement_answers ra on ra.tender_id = n.id and ra.workspace_id = n.workspace_id));
  return null;
end;
$$;

revoke all on function private.recount_tender_answers() from public;

-- After each statement that changes entries: a used entry's latest change, kept with its counts
-- (under the entry's lock, as a recount takes it, so neither overwrites the other's).
create function private.sync_answer_usage_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('answer_usage_counts'), pg_catalog.hashtext(n.id::text))
  from (select n.id from new_rows n join private.answer_usage_counts c on c.answer_id = n.id
        where c.updated_at is distinct from n.updated_at order by n.id) n;
  update private.answer_usage_counts c set updated_at = n.updated_at
  from new_rows n
  where c.answer_id = n.id and c.updated_at is distinct from n.updated_at;
  return null;
end;
$$;

revoke all on function private.sync_answer_usage_change() from public;

create trigger requirement_answers_recount_inserted
  after insert on public.requirement_answers
  referencing new table as new_rows
  for each statement execute function private.recount_linked_answers();

create trigger requirement_answers_recount_updated
  after update on public.requirement_answers
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.recount_linked_answers();

create trigger requirement_answers_recount_deleted
  after delete on public.requirement_answers
  referencing old table as old_rows
  for each statement execute function private.recount_linked_answers();

create trigger tenders_recount_answers
  after update on public.tenders
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.recount_tender_answers();

create trigger answers_sync_usage_change
  after update on public.answers
  referencing new table as new_rows
  for each statement execute function private.sync_answer_usage_change();

-- A search's words: the first 40, in order, lower case, letters and digits only (nothing else
-- ever reaches to_tsquery).
create function private.answer_query_words(p_query text)
returns table (word text, n bigint)
language sql
immutable
set search_path = ''
as $$
  select s.word, s.n
  from pg_catalog.regexp_split_to_table(pg_catalog.lower(coalesce(p_query, '')), '[^[:alnum:]]+')
       with ordinality s(word, n)
  where s.word <> ''
  order by s.n
  limit 40
$$;

revoke all on function private.answer_query_words(text) from public;
grant execute on function private.answer_query_words(text) to authenticated;

-- The query's words, each a prefix ('polic' finds policy while typing), stemmed in English;
-- all of them (p_any false) or any of them.
create function private.answer_tsquery(p_query text, p_any boolean)
returns tsquery
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.to_tsquery('english'::regconfig, pg_catalog.array_to_string(
           array(select q.word || ':*' from private.answer_query_words(p_query) q order by q.n),
           case when p_any then ' | ' else ' & ' end))
$$;

revoke all on function private.answer_tsquery(text, boolean) from public;
grant execute on function private.answer_tsquery(text, boolean) to authenticated;

-- A query's lexemes, as a regular expression's alternatives (stem|stem), null for none.
create function private.tsquery_stems(p_query tsquery)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.string_agg(pg_catalog.regexp_replace(m[1], '[^[:alnum:]]', '', 'g'), '|')
  from pg_catalog.regexp_matches(p_query::text, '''([^'']+)''', 'g') m
$$;

revoke all on function private.tsquery_stems(tsquery) from public;

-- The query's words as private.answer_tsquery makes them, each also matching the (at most ten)
-- words of the workspace's library closest to it in trigrams, with a similarity of at least
-- 0.4 (pg_trgm's `%`): how a misspelling finds what was meant ('insurnce', insurance; 'helth
-- and safty', health and safety). Null when no word has a close one.
create function private.answer_close_tsquery(p_workspace_id uuid, p_query text, p_any boolean)
returns tsquery
language sql
stable
set search_path = ''
set pg_trgm.similarity_threshold = 0.4
as $$
  select case when pg_catalog.bool_or(c.words is not null) then
    pg_catalog.to_tsquery('english'::regconfig, pg_catalog.string_agg(
      '(' || q.word || ':*' || coalesce(' | ' || c.words, '') || ')', case when p_any then ' | ' else ' & ' end
      order by q.n))
  end
  from private.answer_query_words(p_query) q
  left join lateral (
    select pg_catalog.string_agg(c.word, ' | ') as words
    from (select aw.word from private.answer_words aw
          where aw.workspace_id = p_workspace_id and aw.word operator(extensions.%) q.word and aw.word <> q.word
          order by extensions.similarity(aw.word, q.word) desc, aw.word limit 10) c
  ) c on true
$$;

revoke all on function private.answer_close_tsquery(uuid, text, boolean) from public;

-- Whether an answer is due for review on p_today: its cycle has passed since it was last
-- reviewed, or it has a cycle and was never reviewed.
create function private.answer_review_due(p_last_reviewed_on date, p_every_months smallint, p_today date)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_every_months is not null
    and (p_last_reviewed_on is null
         or (p_last_reviewed_on + pg_catalog.make_interval(months => p_every_months))::date <= p_today)
$$;

revoke all on function private.answer_review_due(date, smallint, date) from public;
grant execute on function private.answer_review_due(date, smallint, date) to authenticated;

-- The library's search, whose cost follows the page rather than the library. Full-text
-- matches (each word a prefix) rank by ts_rank over the weighted document (title A over
-- answer B over tags C). When those leave the page short, a misspelt word is searched as the
-- words of the library close to it (private.answer_close_tsquery): those entries rank below
-- every text match. Which entries are weighed: every filter applies, then the first
-- offset + limit + 1 (at least 51) in the sort's order (the latest changed, for relevance) of
-- each of the matches and the title's matches, for the words and for the close words — so
-- ranking and usage never run over every match of a large library, and an older entry whose
-- title matches is never crowded out by newer ones that mention the words. Sorted by wins,
-- the entries used in bids are read in wins order (private.answer_usage_counts) as far as the
-- page needs. `total` counts the matches up to that number (51 for a first page of 50),
-- which means "more". Matched words (or the close words an entry was found by) come back
-- between STX and ETX (taken out of the text first), which the app turns into <mark>
-- elements: no HTML leaves the database; the excerpt around the first match (below).
-- Security definer, for the indexes' sake: `@@` is not leakproof, so under the caller's
-- policies PostgreSQL could not use the GIN index and would test every entry of the
-- workspace. It answers only a member of p_workspace_id (nothing otherwise), reads only that
-- workspace's entries, and public.search_answers calls it as the caller.
create function private.search_answers(
  p_workspace_id uuid,
  p_query text default '',
  p_category_id uuid default null,
  p_tag text default null,
  p_statuses public.answer_status[] default null,
  p_owner_id uuid default null,
  p_sort text default 'relevance',
  p_any boolean default false,
  p_limit integer default 50,
  p_offset integer default 0
)
returns table (
  id uuid, title text, body text, category_id uuid, tags text[], owner_id uuid, status public.answer_status,
  last_reviewed_on date, review_every_months smallint, updated_at timestamptz, review_due boolean,
  rank real, title_marked text, excerpt_marked text,
  used integer, won integer, lost integer, undecided integer, total bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_text text := nullif(pg_catalog.btrim(coalesce(p_query, '')), '');
  v_ts tsquery;
  v_close tsquery;
  -- Each query's stems, for cutting the excerpt around the first match.
  v_stems text;
  v_close_stems text;
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 200);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_sort text := case when p_sort in ('relevance', 'title', 'wins') then p_sort else 'updated' end;
  v_order text;
  v_filter text;
  v_matches text;
  v_ids uuid[];
  v_ranks real[];
  v_total bigint;
  v_today date := private.user_today(auth.uid());
begin
  if not exists (select 1 from public.workspace_members m
                 where m.workspace_id = p_workspace_id and m.user_id = auth.uid()) then
    return;
  end if;
  if v_text is null and v_sort = 'relevance' then
    v_sort := 'updated';
  end if;
  if v_text is not null then
    v_ts := private.answer_tsquery(v_text, p_any);
    v_close := private.answer_close_tsquery(p_workspace_id, v_text, p_any);
    v_stems := private.tsquery_stems(v_ts);
    v_close_stems := private.tsquery_stems(v_close);
  end if;
  -- The filters as the plan sees them: run once with the values, a filter not given drops out.
  v_filter := 'a.workspace_id = $1 and ($3::uuid is null or a.category_id = $3)
      and ($4::text is null or $4 = any (a.tags))
      and (coalesce(pg_catalog.cardinality($5::public.answer_status[]), 0) = 0 or a.status = any ($5))
      and ($6::uuid is null or a.owner_id = $6)';
  v_order := case v_sort when 'title' then 'pg_catalog.lower(a.title), a.updated_at desc, a.id'
                         else 'a.updated_at desc, a.id' end;
  -- The first entries in the sort's order that match a query (%3$s), and those whose title
  -- does (served by the title's own index), each part at most $11; %4$s narrows both.
  v_matches := $m$(select a.id from public.answers a where %1$s and a.search operator(pg_catalog.@@) %3$s %4$s
       order by %2$s limit $11)
      union all
      (select a.id from public.answers a
       where %1$s and a.title_search operator(pg_catalog.@@) %3$s %4$s
       order by %2$s limit $11)$m$;
  execute pg_catalog.format($sql$
    with %s candidates as (
      %s
    ),
    weighed as (
      select a.id, a.title, a.updated_at,
             coalesce(case when $2 is null then 0
                           when a.search operator(pg_catalog.@@) $2 then pg_catalog.ts_rank(a.search, $2) + 1
                           -- (normalised to below 1: under every text match)
                           else pg_catalog.ts_rank(a.search, $7, 32) end, 0)::real as rank,
             %s
      from (select distinct c.id from candidates c) c
      join public.answers a on a.id = c.id
      %s
    ),
    page as (
      select w.id, w.rank from weighed w
      order by case when $10 = 'wins' then w.won end desc, case when $10 = 'wins' then w.used end desc,
               case when $10 = 'relevance' then w.rank end desc,
               case when $10 = 'title' then pg_catalog.lower(w.title) end, w.updated_at desc, w.id
      limit $8 offset $9
    )
    -- Each part takes one more than the page's end: that many candidates means more matches.
    select array(select p.id from page p), array(select p.rank from page p),
           (select least(pg_catalog.count(distinct c.id), $11) from candidates c)
    $sql$,
    case when v_text is not null and v_sort <> 'wins'
         then 'text_matches as (' || pg_catalog.format(v_matches, v_filter, v_order, '$2', '') || '),' else '' end,
    case when v_sort = 'wins' then pg_catalog.format($c$
      (select a.id from public.answers a where %1$s %2$s order by a.updated_at desc, a.id limit $11)
      union all
      (select a.id from (select u.answer_id, u.won, u.used, u.updated_at from private.answer_usage_counts u
                         where u.workspace_id = $1
                         order by u.won desc, u.used desc, u.updated_at desc, u.answer_id offset 0) u
       -- (each entry by its key, in the index's order, only as far as the page needs: joined
       -- by hash, every entry of the workspace was read)
       cross join lateral (select a.id from public.answers a
                           where a.id = u.answer_id and %1$s %2$s offset 0) a
       order by u.won desc, u.used desc, u.updated_at desc, u.answer_id limit $11)$c$,
      v_filter,
      case when v_text is not null then 'and (a.search operator(pg_catalog.@@) $2
                                              or a.search operator(pg_catalog.@@) $7)' else '' end)
    when v_text is null then pg_catalog.format(
      '(select a.id from public.answers a where %s order by %s limit $11)', v_filter, v_order)
    -- An entry found by close words alone ranks below every text match, so when the text
    -- matches alone fill the count, none of them could reach the page or change the total:
    -- that part is skipped (a one-time filter).
    else 'select t.id from text_matches t union all '
      || pg_catalog.format(v_matches, v_filter, v_order, '$7',
                           'and not a.search operator(pg_catalog.@@) $2 and $7 is not null
                            and (select pg_catalog.count(distinct t.id) from text_matches t) < $11') end,
    -- Usage weighs only in the wins sort; otherwise only the page's is asked, below.
    case when v_sort = 'wins' then 'coalesce(u.won, 0) as won, coalesce(u.used, 0) as used'
         else '0 as won, 0 as used' end,
    case when v_sort = 'wins'
         then 'left join private.answer_usage_counts u on u.answer_id = a.id'
         else '' end)
  into v_ids, v_ranks, v_total
  using p_workspace_id, v_ts, p_category_id, p_tag, p_statuses, p_owner_id, v_close, v_limit, v_offset, v_sort,
        -- (never fewer than a full page's: a small limit would tempt the planner into reading
        -- the entries in order, testing each, where the index would find the few at once)
        greatest(v_offset + v_limit, 50) + 1;

  return query
  select a.id, a.title, a.body, a.category_id, a.tags, a.owner_id, a.status, a.last_reviewed_on,
         a.review_every_months, a.updated_at,
         private.answer_review_due(a.last_reviewed_on, a.review_every_months, v_today),
         p.rank,
         case when h.q is null then a.title
              else pg_catalog.ts_headline('english'::regconfig,
                                          pg_catalog.translate(a.title, pg_catalog.chr(2) || pg_catalog.chr(3), ''), h.q,
                                          'HighlightAll=true, StartSel=' || pg_catalog.chr(2)
                                          || ', StopSel=' || pg_catalog.chr(3)) end,
         case when h.q is null then pg_catalog.left(x.plain, 240)
              else pg_catalog.ts_headline('english'::regconfig, x.plain, h.q,
                                          'MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … ", StartSel='
                                          || pg_catalog.chr(2) || ', StopSel=' || pg_catalog.chr(3)) end,
         coalesce(u.used, 0), coalesce(u.won, 0), coalesce(u.lost, 0), coalesce(u.undecided, 0), v_total
  from rows from (pg_catalog.unnest(v_ids), pg_catalog.unnest(v_ranks)) with ordinality p (id, rank, n)
  join public.answers a on a.id = p.id
  -- What is marked: the words, or for an entry found by close words alone, those.
  cross join lateral (
    select case when v_ts is null then null when m.matched then v_ts else v_close end as q,
           case when m.matched then v_stems else v_close_stems end as stems
    from (select v_ts is not null and a.search operator(pg_catalog.@@) v_ts as matched) m
  ) h
  -- The text the excerpt comes from: with words, about 400 characters from a little before the
  -- first word that starts with one of the query's stems (the start when none does), two
  -- fragments of at most 30 words being all it shows; ts_headline parses all the text it is
  -- given, so a whole answer cost a page of results as much as the rest of the search. Without
  -- words, the whole answer. As plain text: Markdown's marks out (headings, emphasis, table
  -- bars, a link's address), and STX and ETX, which mark the matches. Written here rather than
  -- in helper functions: a function that sets search_path is called, never inlined, and those
  -- calls doubled the cost of cutting a page's excerpts.
  cross join lateral (
    select pg_catalog.translate(
             pg_catalog.regexp_replace(pg_catalog.regexp_replace(s.source, '\]\([^)]*\)', ' ', 'g'),
                                       '[#*_`>|\[\]]+|-{3,}', ' ', 'g'),
             pg_catalog.chr(2) || pg_catalog.chr(3), '') as plain
    from (select case when h.q is null then a.body
                      else pg_catalog.substr(a.body, greatest(coalesce(nullif(
                             pg_catalog.regexp_instr(a.body, '\m(' || h.stems || ')', 1, 1, 0, 'i'), 0), 1) - 80, 1), 400)
                 end as source) s
  ) x
  left join public.answer_usage(p_workspace_id, v_ids) u on u.answer_id = a.id
  order by p.n;
end;
$$;

revoke all on function private.search_answers(uuid, text, uuid, text, public.answer_status[], uuid, text, boolean, integer, integer) from public;
grant execute on function private.search_answers(uuid, text, uuid, text, public.answer_status[], uuid, text, boolean, integer, integer) to authenticated;

create function public.search_answers(
  p_workspace_id uuid,
  p_query text default '',
  p_category_id uuid default null,
  p_tag text default null,
  p_statuses public.answer_status[] default null,
  p_owner_id uuid default null,
  p_sort text default 'relevance',
  p_any boolean default false,
  p_limit integer default 50,
  p_offset integer default 0
)
returns table (
  id uuid, title text, body text, category_id uuid, tags text[], owner_id uuid, status public.answer_status,
  last_reviewed_on date, review_every_months smallint, updated_at timestamptz, review_due boolean,
  rank real, title_marked text, excerpt_marked text,
  used integer, won integer, lost integer, undecided integer, total bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.search_answers(p_workspace_id, p_query, p_category_id, p_tag, p_statuses, p_owner_id,
                                       p_sort, p_any, p_limit, p_offset)
$$;

revoke all on function public.search_answers(uuid, text, uuid, text, public.answer_status[], uuid, text, boolean, integer, integer) from public, anon;
grant execute on function public.search_answers(uuid, text, uuid, text, public.answer_status[], uuid, text, boolean, integer, integer) to authenticated;

comment on function public.search_answers(uuid, text, uuid, text, public.answer_status[], uuid, text, boolean, integer, integer) is
  'The answer library''s search: full text with prefixes (all words, or any with p_any), ranked title over answer over tags, a misspelt word searched as the library''s words close to it in trigrams (ranked below); filtered by category, tag, statuses and owner; sorted by relevance, title, wins (won, then used) or last change; with the highlighted title and excerpt (matches between STX and ETX), review due in the caller''s zone, usage and outcomes, and the total: the matches counted to one past the page''s end, at least 51 (that number means more). Its cost follows the page, not the library.';

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

-- ---------------------------------------------------------------------------
-- By email: the digest kind 'answer-review' (private.reminder_kinds, 08_reminders.sql)
-- ---------------------------------------------------------------------------

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
