-- Live screens: Broadcast from the database. Each change to a table a screen shows is sent,
-- once committed, to the private Realtime topic `workspace:<workspace id>`; a member's app
-- listens there and patches or refreshes what it shows. Presence (who is viewing a tender)
-- uses private topics under the same prefix, `workspace:<workspace id>:tender:<tender id>`.
--
-- Broadcast rather than postgres_changes: postgres_changes checks every change against every
-- subscriber's RLS (one thread on hosted Realtime); a private topic is authorised once, at
-- the join, by the policies below — every member of a workspace may read every row these
-- tables hold for it, so the topic's readers are exactly the rows' readers. Figures and the
-- reasoning: docs/decisions.md.

-- ---------------------------------------------------------------------------
-- Who may listen, and who may be seen
-- ---------------------------------------------------------------------------

-- Members receive their workspace's changes and presence. Nobody else: another workspace's
-- member is refused the join. The message's own topic must be the one asked about, so no
-- topic's messages are readable under another's name.
create policy live_members_receive on realtime.messages
  for select to authenticated
  using (
    extension in ('broadcast', 'presence')
    and topic = (select realtime.topic())
    and topic like 'workspace:%'
    and pg_catalog.split_part(topic, ':', 2) in (select w::text from private.member_workspace_ids() w)
  );

-- Members may be seen (presence) on their workspace's topics. No client writes a broadcast:
-- only the triggers below do, so a change on the topic is always a committed row.
create policy live_members_present on realtime.messages
  for insert to authenticated
  with check (
    extension = 'presence'
    and topic = (select realtime.topic())
    and topic like 'workspace:%'
    and pg_catalog.split_part(topic, ':', 2) in (select w::text from private.member_workspace_ids() w)
  );

-- ---------------------------------------------------------------------------
-- What is sent
-- ---------------------------------------------------------------------------

-- The limit of rows of one statement sent one by one; a larger statement (an import, a
-- template's tasks at scale) sends one `bulk` message per workspace instead, so the app
-- refreshes the table's screens once rather than receiving thousands of rows.
create function private.live_row_limit()
returns integer
language sql
immutable
set search_path = ''
as $$ select 50 $$;

revoke all on function private.live_row_limit() from public;

-- The trigger of every live table, per statement (transition tables old_rows / new_rows).
-- Each row goes to its workspace's topic through realtime.broadcast_changes, event = the
-- table's name, payload {operation, table, schema, record, old_record}: an insert or update
-- carries the new row (old_record null), a delete the old row. Security definer: the
-- messages are the database's, never the member's (who may not insert broadcasts).
create function private.broadcast_live_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row record;
  v_count integer;
begin
  if tg_op = 'DELETE' then
    select count(*) into v_count from old_rows;
  else
    select count(*) into v_count from new_rows;
  end if;
  if v_count = 0 then
    return null;
  end if;
  if v_count > private.live_row_limit() then
    if tg_op = 'DELETE' then
      for v_row in select distinct r.workspace_id from old_rows r loop
        perform realtime.send(pg_catalog.jsonb_build_object('operation', tg_op, 'table', tg_table_name,
          'schema', tg_table_schema, 'count', v_count), 'bulk', 'workspace:' || v_row.workspace_id);
      end loop;
    else
      for v_row in select distinct r.workspace_id from new_rows r loop
        perform realtime.send(pg_catalog.jsonb_build_object('operation', tg_op, 'table', tg_table_name,
          'schema', tg_table_schema, 'count', v_count), 'bulk', 'workspace:' || v_row.workspace_id);
      end loop;
    end if;
    return null;
  end if;
  if tg_op = 'DELETE' then
    for v_row in select * from old_rows loop
      perform realtime.broadcast_changes('workspace:' || v_row.workspace_id, tg_table_name, tg_op,
        tg_table_name, tg_table_schema, null, v_row);
    end loop;
  else
    for v_row in select * from new_rows loop
      perform realtime.broadcast_changes('workspace:' || v_row.workspace_id, tg_table_name, tg_op,
        tg_table_name, tg_table_schema, v_row, null);
    end loop;
  end if;
  return null;
end;
$$;

revoke all on function private.broadcast_live_changes() from public;

-- The tables the live screens show: the board and list (tasks), the tender list and detail
-- (tenders and the cards that hang off a tender), the dashboard's numbers and the bell
-- (deadlines, moved deadlines, bonds), the comment threads (a new comment may be a mention or
-- a reply for the reader: their bell refreshes under their own RLS; the notifications
-- themselves, each readable by its recipient only, are never broadcast). Three triggers a
-- table: a statement trigger with transition tables serves one event only.
do $$
declare
  v_table text;
begin
  foreach v_table in array array['tenders', 'tasks', 'tender_outcomes', 'bid_decisions', 'bid_bonds',
                                 'clarifications', 'tender_addenda', 'deadline_changes', 'tender_requirements',
                                 'comments'] loop
    execute pg_catalog.format(
      'create trigger %1$s_live_insert after insert on public.%1$I referencing new table as new_rows '
      'for each statement execute function private.broadcast_live_changes()', v_table);
    execute pg_catalog.format(
      'create trigger %1$s_live_update after update on public.%1$I referencing new table as new_rows '
      'for each statement execute function private.broadcast_live_changes()', v_table);
    execute pg_catalog.format(
      'create trigger %1$s_live_delete after delete on public.%1$I referencing old table as old_rows '
      'for each statement execute function private.broadcast_live_changes()', v_table);
  end loop;
end
$$;

-- A tender's documents (storage objects at {workspace}/{tender}/{file} in tender-documents):
-- which tenders' documents changed, never the files' names or metadata — some documents are
-- readable by some roles only, so each member refetches the list under their own RLS.
create function private.broadcast_live_documents()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_names text[] := '{}';
  v_change record;
begin
  if tg_op <> 'INSERT' then
    v_names := v_names || array(select o.name from old_rows o where o.bucket_id = 'tender-documents');
  end if;
  if tg_op <> 'DELETE' then
    v_names := v_names || array(select n.name from new_rows n where n.bucket_id = 'tender-documents');
  end if;
  for v_change in
    select distinct pg_catalog.split_part(f.name, '/', 1) as workspace_id,
                    pg_catalog.split_part(f.name, '/', 2) as tender_id
    from pg_catalog.unnest(v_names) as f (name)
    where f.name ~* '^[0-9a-f-]{36}/[0-9a-f-]{36}/[^/]+$'
  loop
    perform realtime.send(
      pg_catalog.jsonb_build_object('operation', tg_op, 'table', 'documents', 'tender_id', v_change.tender_id),
      'documents', 'workspace:' || v_change.workspace_id);
  end loop;
  return null;
end;
$$;

revoke all on function private.broadcast_live_documents() from public;

create trigger tender_documents_live_insert after insert on storage.objects
  referencing new table as new_rows for each statement execute function private.broadcast_live_documents();
create trigger tender_documents_live_update after update on storage.objects
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.broadcast_live_documents();
create trigger tender_documents_live_delete after delete on storage.objects
  referencing old table as old_rows for each statement execute function private.broadcast_live_documents();
