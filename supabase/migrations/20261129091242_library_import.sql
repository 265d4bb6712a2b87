-- Bringing old answers into the library (/app/library/import; docs/product.md § Answer library).
--
--   public.existing_answer_titles  which of the given titles the library has already (the
--                                  wizard's preview flags them)
--   public.import_answers          imports up to 500 entries in one call: all of them or none
--
-- The app reads the spreadsheet or Word document, checks every entry and sends them together;
-- the checks are repeated here, with the entry's line, so a caller that skips the app gets
-- the same answer. Security invoker: the answers' and categories' policies decide as for one
-- entry written by hand (a user adds drafts; only admins and managers approve or add categories).

-- Compared as import_answers compares them: trimmed, case-insensitive.
create function private.answer_title_key(p_title text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.lower(pg_catalog.btrim(coalesce(p_title, '')))
$$;

revoke all on function private.answer_title_key(text) from public;
grant execute on function private.answer_title_key(text) to authenticated;

create function public.existing_answer_titles(p_workspace_id uuid, p_titles text[])
returns text[]
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(distinct t.title), '{}')
  from unnest(p_titles) t(title)
  where exists (select 1 from public.answers a
                where a.workspace_id = p_workspace_id
                  and private.answer_title_key(a.title) = private.answer_title_key(t.title))
$$;

revoke all on function public.existing_answer_titles(uuid, text[]) from public, anon;
grant execute on function public.existing_answer_titles(uuid, text[]) to authenticated;

comment on function public.existing_answer_titles(uuid, text[]) is
  'Which of the given titles the workspace''s library has already (trimmed, case-insensitive), each as given.';

-- One line's entry refused: the line and the plain reason, for the wizard to show.
create function private.refuse_import_line(p_line integer, p_reason text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  raise exception 'Line %: %', p_line, p_reason using errcode = '22023';
end;
$$;

revoke all on function private.refuse_import_line(integer, text) from public;
grant execute on function private.refuse_import_line(integer, text) to authenticated;

-- p_entries: [{line, title, body, category?, tags?}]. A category is matched by name (trimmed,
-- case-insensitive) to the workspace's; one it does not have is added when the caller may add
-- categories (admins and managers), else the entry gets none. With p_skip_duplicates, an entry
-- whose title the library has (or an earlier entry of the same call has) is skipped.
create function public.import_answers(
  p_workspace_id uuid,
  p_entries jsonb,
  p_status public.answer_status default 'draft',
  p_skip_duplicates boolean default true
)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_manager boolean;
  v_entry jsonb;
  v_line integer;
  v_title text;
  v_body text;
  v_category text;
  v_category_id uuid;
  v_tags text[];
  v_imported integer := 0;
  v_skipped integer := 0;
  v_created text[] := '{}';
begin
  if auth.uid() is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if p_workspace_id is null or p_workspace_id not in (select private.member_workspace_ids()) then
    raise exception 'Only members of the workspace import answers' using errcode = '42501';
  end if;
  v_manager := p_workspace_id in (select private.member_workspace_ids('{admin,manager}'));
  if p_status is null or p_status = 'archived' then
    raise exception 'Imported answers are drafts or approved' using errcode = '22023';
  end if;
  if p_status = 'approved' and not v_manager then
    raise exception 'Only admins and managers import approved answers' using errcode = '42501';
  end if;
  if pg_catalog.jsonb_typeof(p_entries) is distinct from 'array'
     or pg_catalog.jsonb_array_length(p_entries) not between 1 and 500 then
    raise exception 'An import is 1 to 500 answers' using errcode = '22023';
  end if;

  for v_entry in select e from pg_catalog.jsonb_array_elements(p_entries) e loop
    v_line := (v_entry ->> 'line')::integer;
    v_title := pg_catalog.btrim(coalesce(v_entry ->> 'title', ''));
    v_body := coalesce(v_entry ->> 'body', '');
    v_category := nullif(pg_catalog.btrim(coalesce(v_entry ->> 'category', '')), '');
    v_tags := coalesce((select pg_catalog.array_agg(pg_catalog.btrim(t))
                        from pg_catalog.jsonb_array_elements_text(
                               case when pg_catalog.jsonb_typeof(v_entry -> 'tags') = 'array'
                                    then v_entry -> 'tags' else '[]'::jsonb end) t
                        where pg_catalog.btrim(t) <> ''), '{}');
    -- The answers' own constraints, said with the line.
    if v_title = '' then
      perform private.refuse_import_line(v_line, 'the question is empty');
    elsif pg_catalog.char_length(v_title) > 300 then
      perform private.refuse_import_line(v_line, 'the question is longer than 300 characters');
    elsif pg_catalog.btrim(v_body) = '' then
      perform private.refuse_import_line(v_line, 'the answer is empty');
    elsif pg_catalog.char_length(v_body) > 50000 then
      perform private.refuse_import_line(v_line, 'the answer is longer than 50,000 characters');
    elsif pg_catalog.cardinality(v_tags) > 20 then
      perform private.refuse_import_line(v_line, 'more than 20 tags');
    elsif pg_catalog.char_length(coalesce(v_category, '')) > 60 then
      perform private.refuse_import_line(v_line, 'the category is longer than 60 characters');
    end if;

    if p_skip_duplicates and exists (
      select 1 from public.answers a
      where a.workspace_id = p_workspace_id
        and private.answer_title_key(a.title) = private.answer_title_key(v_title)
    ) then
      v_skipped := v_skipped + 1;
      continue;
    end if;

    v_category_id := null;
    if v_category is not null then
      select c.id into v_category_id from public.answer_categories c
      where c.workspace_id = p_workspace_id
        and pg_catalog.lower(pg_catalog.btrim(c.name)) = pg_catalog.lower(v_category);
      if v_category_id is null and v_manager then
        insert into public.answer_categories (workspace_id, name, position)
        values (p_workspace_id, v_category,
                coalesce((select pg_catalog.max(c.position) + 1 from public.answer_categories c
                          where c.workspace_id = p_workspace_id), 0))
        returning id into v_category_id;
        v_created := v_created || v_category;
      end if;
    end if;

    insert into public.answers (workspace_id, title, body, category_id, tags, owner_id, status)
    values (p_workspace_id, v_title, v_body, v_category_id, v_tags, auth.uid(), p_status);
    v_imported := v_imported + 1;
  end loop;

  return pg_catalog.jsonb_build_object('imported', v_imported, 'skipped', v_skipped,
                                       'categories_created', pg_catalog.to_jsonb(v_created));
end;
$$;

revoke all on function public.import_answers(uuid, jsonb, public.answer_status, boolean) from public, anon;
grant execute on function public.import_answers(uuid, jsonb, public.answer_status, boolean) to authenticated;

comment on function public.import_answers(uuid, jsonb, public.answer_status, boolean) is
  'Imports 1 to 500 library entries ([{line, title, body, category?, tags?}]) owned by the caller, as drafts (or approved, by admins and managers), in one transaction: an entry that breaks a rule refuses the whole import with "Line N: reason". Categories matched by name; unknown ones added for admins and managers, left empty for users. With p_skip_duplicates, titles the library has are skipped. Returns {imported, skipped, categories_created}.';
