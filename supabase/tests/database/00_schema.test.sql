-- Schema checks: docs/security-checks.md A1–A9 (A6 refined for the workspace helpers), plus the
-- shape the app and the generated types rely on. Plain SQL so `supabase test db` runs it
-- unchanged.
begin;
create extension if not exists pgtap with schema extensions;

select plan(123);

-- Tables, columns, enums -----------------------------------------------------

select tables_are('public', array[
  'activity', 'bid_bonds', 'comment_mentions', 'comment_notifications', 'comments', 'bid_criteria', 'bid_decisions', 'bid_kill_questions', 'clarifications', 'deadline_changes', 'default_tasks', 'seen_bond_alerts', 'seen_deadline_alerts', 'seen_deadline_changes', 'seen_task_alerts', 'tasks', 'tenders', 'user_profiles', 'workspace_invitations',
  'workspace_members', 'workspaces', 'reminder_settings', 'loss_reasons', 'pipeline_settings', 'requirement_overrides', 'tender_addenda', 'tender_outcomes', 'tender_requirements',
  'task_templates', 'task_template_types', 'requirement_templates', 'document_templates',
  'company_documents', 'tender_required_documents', 'answer_categories', 'answers', 'answer_versions',
  'requirement_answers', 'time_entries', 'expenses', 'cost_rates', 'exchange_rates', 'running_timers'
], 'public has exactly the app tables');
select tables_are('private', array['time_zone_names', 'workspace_invitation_tokens', 'reminder_kinds',
  'calendar_feeds', 'clarification_numbers', 'reminder_assignments', 'reminder_log', 'reminder_messages', 'reminder_secret',
  'bid_cost_totals', 'answer_words', 'answer_usage_counts'],
  'private holds the invitation token hashes and the copy of the time zone names');

select columns_are('public', 'tenders', array[
  'estimated_value', 'currency', 'probability', 'expected_award_date', 'bid_price',
  'id', 'user_id', 'reference_number', 'client', 'title', 'description', 'channel', 'type',
  'status', 'bid_bond', 'inquiry_submission_date', 'tender_submission_date', 'created_at', 'updated_at',
  'workspace_id', 'shared_reference', 'bid_validity_end'
], 'tenders columns');
select columns_are('public', 'tasks', array[
  'id', 'tender_id', 'user_id', 'name', 'description', 'status', 'created_at', 'updated_at',
  'workspace_id', 'assignee_id', 'due_date', 'bid_bond_task', 'due_anchor'
], 'tasks columns');
select columns_are('public', 'default_tasks', array['id', 'name', 'description', 'created_at', 'only_with_bid_bond',
  'due_days_before'],
  'default_tasks columns');
select columns_are('public', 'user_profiles', array[
  'id', 'name', 'email', 'avatar', 'company', 'role', 'preferences', 'created_at', 'updated_at',
  'current_workspace_id', 'time_zone'
], 'user_profiles columns');
select columns_are('public', 'workspaces', array['id', 'name', 'created_at', 'created_by'], 'workspaces columns');
select columns_are('public', 'workspace_members', array['workspace_id', 'user_id', 'role', 'created_at'],
  'workspace_members columns');
select columns_are('public', 'workspace_invitations', array[
  'id', 'workspace_id', 'email', 'name', 'role', 'invited_by', 'created_at', 'expires_at',
  'accepted_at', 'accepted_by', 'revoked_at'
], 'workspace_invitations columns (the token hash lives in private)');
select columns_are('private', 'workspace_invitation_tokens', array['invitation_id', 'token_hash'],
  'private.workspace_invitation_tokens columns');

select enum_has_labels('public', 'tender_status',
  array['under-review', 'in-development', 'declined', 'submitted', 'won', 'lost', 'cancelled'], 'tender_status labels in order');
select enum_has_labels('public', 'task_status',
  array['not-started', 'in-progress', 'completed', 'canceled', 'not-needed'], 'task_status labels in order');
select enum_has_labels('public', 'tender_channel',
  array['government-portal', 'vendor-portal', 'other'], 'tender_channel labels');
select enum_has_labels('public', 'tender_type',
  array['public-tender', 'limited-tender', 'direct-purchase', 'framework-agreement', 'two-stage-tender', 'other'],
  'tender_type labels');
select enum_has_labels('public', 'workspace_role', array['admin', 'manager', 'user'], 'workspace_role labels');
select enum_has_labels('public', 'invitation_status', array['pending', 'accepted', 'expired', 'revoked'],
  'invitation_status labels');

select col_type_is('public', 'tenders', 'status', 'tender_status', 'tenders.status is the enum');
select col_default_is('public', 'tenders', 'status', 'under-review', 'tenders.status defaults to under-review');
select col_default_is('public', 'tenders', 'channel', 'other', 'tenders.channel defaults to other');
select col_default_is('public', 'tenders', 'type', 'public-tender', 'tenders.type defaults to public-tender');
select col_default_is('public', 'tenders', 'bid_bond', 'false', 'tenders.bid_bond defaults to false');
select col_default_is('public', 'tenders', 'description', '', 'tenders.description defaults to empty');
select col_type_is('public', 'tasks', 'status', 'task_status', 'tasks.status is the enum');
select col_default_is('public', 'tasks', 'status', 'not-started', 'tasks.status defaults to not-started');
select col_not_null('public', 'tenders', 'title', 'tenders.title is not null');
select col_not_null('public', 'tasks', 'name', 'tasks.name is not null');
select col_not_null('public', 'tasks', 'tender_id', 'tasks.tender_id is not null');

-- Workspace columns and keys ------------------------------------------------------

select col_not_null('public', 'tenders', 'workspace_id', 'tenders.workspace_id is not null');
select col_default_is('public', 'tenders', 'workspace_id', 'private.current_workspace_id()',
  'tenders.workspace_id defaults to the caller''s current workspace');
select col_not_null('public', 'tasks', 'workspace_id', 'tasks.workspace_id is not null');
select col_is_null('public', 'tasks', 'assignee_id', 'tasks.assignee_id is optional');
select col_is_pk('public', 'workspace_members', array['workspace_id', 'user_id'],
  'workspace_members: primary key on the pair');
select col_type_is('public', 'workspace_members', 'role', 'workspace_role', 'workspace_members.role is the enum');
select fk_ok('public', 'tenders', 'workspace_id', 'public', 'workspaces', 'id', 'tenders.workspace_id references workspaces');
select fk_ok('public', 'tasks', array['tender_id', 'workspace_id'], 'public', 'tenders', array['id', 'workspace_id'],
  'tasks (tender_id, workspace_id) references tenders (id, workspace_id): a task is in its tender''s workspace');
select fk_ok('public', 'tasks', array['workspace_id', 'assignee_id'], 'public', 'workspace_members',
  array['workspace_id', 'user_id'], 'tasks (workspace_id, assignee_id) references a membership of the same workspace');
select is(
  (select pg_catalog.pg_get_constraintdef(c.oid) from pg_catalog.pg_constraint c
   where c.conrelid = 'public.tasks'::regclass and c.conname = 'tasks_assignee_id_fkey'),
  'FOREIGN KEY (workspace_id, assignee_id) REFERENCES workspace_members(workspace_id, user_id) ON DELETE SET NULL (assignee_id)',
  'removing a member unassigns their tasks (on delete set null (assignee_id))');
select fk_ok('public', 'workspace_members', 'workspace_id', 'public', 'workspaces', 'id',
  'workspace_members.workspace_id references workspaces');
select fk_ok('public', 'workspace_members', 'user_id', 'public', 'user_profiles', 'id',
  'workspace_members.user_id references user_profiles (so the API can embed the profile)');
select fk_ok('public', 'user_profiles', 'current_workspace_id', 'public', 'workspaces', 'id',
  'user_profiles.current_workspace_id references workspaces');
select fk_ok('public', 'workspace_invitations', 'workspace_id', 'public', 'workspaces', 'id',
  'workspace_invitations.workspace_id references workspaces');
select fk_ok('private', 'workspace_invitation_tokens', 'invitation_id', 'public', 'workspace_invitations', 'id',
  'each token hash belongs to an invitation');

-- A1: row-level security on every table in public ------------------------------

select is_empty($$
  select c.oid::regclass::text
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname in ('public', 'private') and c.relkind in ('r', 'p') and not c.relrowsecurity
$$, 'A1: every table in public and private has RLS enabled');

-- A2: exact policies, one per command, each to authenticated only ------------------

select policies_are('public', 'tenders',
  array['tenders_select_members', 'tenders_insert_managers', 'tenders_update_managers', 'tenders_delete_managers'],
  'A2: tenders policies');
select policies_are('public', 'tasks',
  array['tasks_select_members', 'tasks_insert_members', 'tasks_update_members', 'tasks_delete_members'],
  'A2: tasks policies');
select policies_are('public', 'default_tasks', array['default_tasks_select_authenticated'],
  'A2: default_tasks policies');
select policies_are('public', 'user_profiles',
  array['user_profiles_select_colleagues', 'user_profiles_update_own'],
  'A2: user_profiles policies');
select policies_are('public', 'workspaces', array['workspaces_select_members', 'workspaces_update_admins'],
  'A2: workspaces policies');
select policies_are('public', 'workspace_members',
  array['workspace_members_select_members', 'workspace_members_update_admins', 'workspace_members_delete_admins_or_self'],
  'A2: workspace_members policies');
select policies_are('public', 'workspace_invitations',
  array['workspace_invitations_select_admins', 'workspace_invitations_update_admins'],
  'A2: workspace_invitations policies');
select policies_are('public', 'pipeline_settings', array['pipeline_settings_select_members', 'pipeline_settings_update_admins'],
  'A2: pipeline_settings policies (no insert or delete: one row per workspace, made with it)');
select policies_are('public', 'loss_reasons', array['loss_reasons_select_members', 'loss_reasons_insert_admins',
  'loss_reasons_update_admins', 'loss_reasons_delete_admins'], 'A2: loss_reasons policies');
select policies_are('public', 'tender_outcomes', array['tender_outcomes_select_members', 'tender_outcomes_insert_managers',
  'tender_outcomes_update_managers', 'tender_outcomes_delete_managers'], 'A2: tender_outcomes policies');
select policies_are('private', 'workspace_invitation_tokens', array[]::name[],
  'A2: no policy on the token hashes (only definer functions read them)');

select results_eq($$
  select tablename::text, cmd, count(*)::int
  from pg_catalog.pg_policies where schemaname = 'public'
  group by tablename, cmd having count(*) > 1
$$, $$select null::text, null::text, null::int where false$$,
  'A2: at most one policy per table and command');
select is_empty($$
  select tablename || '.' || policyname
  from pg_catalog.pg_policies
  where schemaname = 'public' and (roles <> array['authenticated']::name[] or permissive <> 'PERMISSIVE')
$$, 'A2: every policy in public applies to authenticated only and is permissive');
select is_empty($$
  select tablename || '.' || policyname from pg_catalog.pg_policies
  where schemaname = 'public' and cmd = 'ALL'
$$, 'A2: no FOR ALL policy');

-- A3: table and column privileges ----------------------------------------------------

select table_privs_are('public', 'tenders', 'anon', array[]::text[], 'A3: anon has no privilege on tenders');
select table_privs_are('public', 'tasks', 'anon', array[]::text[], 'A3: anon has no privilege on tasks');
select table_privs_are('public', 'default_tasks', 'anon', array[]::text[], 'A3: anon has no privilege on default_tasks');
select table_privs_are('public', 'user_profiles', 'anon', array[]::text[], 'A3: anon has no privilege on user_profiles');
select table_privs_are('public', 'workspaces', 'anon', array[]::text[], 'A3: anon has no privilege on workspaces');
select table_privs_are('public', 'workspace_members', 'anon', array[]::text[], 'A3: anon has no privilege on workspace_members');
select table_privs_are('public', 'workspace_invitations', 'anon', array[]::text[], 'A3: anon has no privilege on workspace_invitations');
select is_empty($$
  select c.table_name || '.' || c.column_name || ' ' || c.privilege_type
  from information_schema.column_privileges c
  where c.grantee = 'anon' and c.table_schema in ('public', 'private')
$$, 'A3: anon has no column privilege either');

select table_privs_are('public', 'tenders', 'authenticated', array['SELECT', 'DELETE'],
  'A3: authenticated may select and delete tenders (insert and update per column)');
select table_privs_are('public', 'tasks', 'authenticated', array['SELECT', 'DELETE'],
  'A3: authenticated may select and delete tasks (insert and update per column)');
select table_privs_are('public', 'default_tasks', 'authenticated', array['SELECT'],
  'A3: default_tasks is read-only for authenticated');
select table_privs_are('public', 'user_profiles', 'authenticated', array['SELECT'],
  'A3: authenticated may select profiles (update per column; the sign-up trigger inserts them)');
select table_privs_are('public', 'workspaces', 'authenticated', array['SELECT'],
  'A3: workspaces: select only at table level (no insert, no delete)');
select table_privs_are('public', 'workspace_members', 'authenticated', array['SELECT', 'DELETE'],
  'A3: workspace_members: select and delete (no insert: memberships come from invitations)');
select table_privs_are('public', 'workspace_invitations', 'authenticated', array['SELECT'],
  'A3: workspace_invitations: select only at table level (created through create_invitation)');
select table_privs_are('public', 'pipeline_settings', 'authenticated', array['SELECT'],
  'A3: pipeline_settings: select only at table level (admins update per column)');
select table_privs_are('public', 'loss_reasons', 'authenticated', array['SELECT', 'DELETE'],
  'A3: loss_reasons: select and delete (insert and update per column)');
select table_privs_are('public', 'tender_outcomes', 'authenticated', array['SELECT', 'DELETE'],
  'A3: tender_outcomes: select and delete (insert and update per column)');
select table_privs_are('private', 'workspace_invitation_tokens', 'authenticated', array[]::text[],
  'A3: authenticated has no privilege on the token hashes');
select table_privs_are('private', 'workspace_invitation_tokens', 'anon', array[]::text[],
  'A3: anon has no privilege on the token hashes');
select table_privs_are('private', 'time_zone_names', 'authenticated', array[]::text[],
  'A3: authenticated has no privilege on the time zone names (read through checked_time_zone)');

create function pg_temp.granted(p_table text, p_privilege text) returns text[] language sql as $$
  select coalesce(array_agg(a.attname::text order by a.attname), '{}')
  from pg_catalog.pg_attribute a
  where a.attrelid = p_table::regclass and a.attnum > 0 and not a.attisdropped
    and pg_catalog.has_column_privilege('authenticated', p_table::regclass, a.attnum, p_privilege)
$$;
create function pg_temp.updatable(p_table text) returns text[] language sql as
  $$ select pg_temp.granted(p_table, 'UPDATE') $$;
select is(pg_temp.updatable('public.tenders'), array[
  'bid_bond', 'bid_price', 'bid_validity_end', 'channel', 'client', 'created_at', 'currency', 'description',
  'estimated_value', 'expected_award_date', 'inquiry_submission_date', 'probability', 'reference_number',
  'shared_reference', 'status', 'tender_submission_date', 'title', 'type', 'updated_at'
], 'A3/B4: every tenders column but id, user_id and workspace_id is updatable');
select is(pg_temp.updatable('public.tasks'), array[
  'assignee_id', 'created_at', 'description', 'due_date', 'name', 'status', 'tender_id', 'updated_at'
], 'A3/B4: every tasks column but id, user_id and workspace_id is updatable');
select is(pg_temp.granted('public.tenders', 'INSERT'), array[
  'bid_bond', 'bid_price', 'bid_validity_end', 'channel', 'client', 'created_at', 'currency', 'description',
  'estimated_value', 'expected_award_date', 'inquiry_submission_date', 'probability', 'reference_number',
  'shared_reference', 'status', 'tender_submission_date', 'title', 'type', 'updated_at', 'user_id', 'workspace_id'
], 'A3: every tenders column but id is insertable (ids are the database''s: nobody probes another workspace''s)');
select is(pg_temp.granted('public.tasks', 'INSERT'), array[
  'assignee_id', 'bid_bond_task', 'created_at', 'description', 'due_anchor', 'due_date', 'name', 'status',
  'tender_id', 'updated_at', 'user_id', 'workspace_id'
], 'A3: every tasks column but id is insertable');
select is(pg_temp.updatable('public.user_profiles'), array[
  'avatar', 'company', 'current_workspace_id', 'name', 'preferences', 'role', 'time_zone'
], 'A3: a profile''s user-editable columns are what Settings edits (never id or email)');
select is(pg_temp.updatable('public.workspaces'), array['name'], 'A3: only a workspace''s name is updatable');
select is(pg_temp.updatable('public.workspace_members'), array['role'], 'A3: only a member''s role is updatable');
select is(pg_temp.updatable('public.workspace_invitations'), array['revoked_at'],
  'A3: only an invitation''s revoked_at is updatable');

-- Functions the API may call: exactly these, none for anon, all for authenticated.
select is(
  (select array_agg(p.oid::regprocedure::text order by p.oid::regprocedure::text)
   from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public'),
  array[
    'accept_invitation(text)',
    'answer_tags(uuid)',
    'answer_usage(uuid,uuid[])',
    'answer_win_rates(uuid)',
    'answers_due_for_review(uuid)',
    'bid_bond_totals(uuid)',
    'bid_cost(uuid)',
    'bid_cost_report(uuid,text,report_period)',
    'bid_score_report(uuid,text,report_period)',
    'calendar_feed()',
    'calendar_feed_events(text)',
    'can_open_document(text,text)',
    'clarification_counts(uuid,uuid[])',
    'collect_reminders(timestamp with time zone,integer)',
    'comment_notices(uuid,integer)',
    'create_default_tasks(uuid)',
    'create_invitation(uuid,text,text,workspace_role)',
    'dashboard_summary(uuid,text)',
    'deadline_alerts(uuid,text,integer)',
    'deadline_change_notices(uuid,integer)', 'deadline_counts(uuid,text,integer[])',
    'delete_workspace(uuid)',
    'edit_comment(uuid,text,uuid[])',
    'existing_answer_titles(uuid,text[])',
    'existing_references(uuid,text[])',
    'expected_bid_cost(uuid)',
    'expiring_document_tenders(uuid,integer)',
    'expiring_required_documents(uuid,uuid[])',
    'finish_reminders(uuid,uuid[],uuid[])',
    'import_answers(uuid,jsonb,answer_status,boolean)',
    'import_tenders(uuid,jsonb,text,text,boolean)',
    'invitation_details(text)',
    'invitation_preview(text)',
    'mark_comment_notices_seen(uuid)',
    'mark_deadline_alerts_seen(uuid,text,integer)',
    'move_task_dates(uuid,text)',
    'my_time(date)',
    'my_work(date)',
    'post_comment(uuid,text,uuid,uuid[])',
    'record_addendum(uuid,text,date,text,text,boolean,date,boolean,date)',
    'record_bid_decision(uuid,bid_decision_value,text,jsonb,jsonb,timestamp with time zone)',
    'recorded_winners(uuid)',
    'regenerate_calendar_feed()',
    'requirement_progress(uuid,uuid[])',
    'restore_answer_version(uuid)',
    'save_bid_settings(uuid,jsonb,jsonb,integer,integer)',
    'save_tender(jsonb,uuid,timestamp with time zone)',
    'search_answers(uuid,text,uuid,text,answer_status[],uuid,text,boolean,integer,integer)',
    'search_tenders(text,uuid,tender_status[],tender_sort_key,boolean,date,text,numeric,numeric)',
    'start_timer(uuid)',
    'stop_timer(numeric)',
    'task_comment_counts(uuid)',
    'tender_comment_counts(uuid[])',
    'tender_currencies(uuid)',
    'tender_document_counts(uuid[])',
    'tender_documents(uuid)',
    'tender_status_counts(uuid,text,report_period)',
    'tender_trends(uuid,text,report_period)',
    'tenders_with_reference(uuid,text,uuid)',
    'type_task_templates(uuid,tender_type)',
    'unsubscribe_reminders(text)',
    'user_workspaces()',
    'value_report(uuid,text,report_period)'
  ],
  'A3: the functions in public are exactly the RPCs');
select is_empty($$
  select p.oid::regprocedure::text from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname in ('public', 'private') and pg_catalog.has_function_privilege('anon', p.oid, 'EXECUTE')
    and p.proname not in ('unsubscribe_reminders', 'invitation_preview')
$$, 'A3: anon executes no function in public or private but unsubscribe_reminders (the link in every email) and invitation_preview (the invitation page, before signing up)');
select is_empty($$
  select p.oid::regprocedure::text from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and not pg_catalog.has_function_privilege('authenticated', p.oid, 'EXECUTE')
    and p.proname not in ('collect_reminders', 'finish_reminders', 'calendar_feed_events')
$$, 'A3: authenticated executes every RPC but the service role''s three (the reminder run and the feed)');

-- A4: every foreign key leads some index ----------------------------------------

select is_empty($$
  select con.conrelid::regclass::text || ' ' || con.conname
  from pg_catalog.pg_constraint con
  join pg_catalog.pg_namespace n on n.oid = con.connamespace
  where con.contype = 'f' and n.nspname in ('public', 'private')
    and not exists (
      select 1 from pg_catalog.pg_index i
      where i.indrelid = con.conrelid
        and (i.indkey::int2[])[0:pg_catalog.cardinality(con.conkey) - 1] = con.conkey
    )
$$, 'A4: every foreign key in public and private is covered by an index');
select has_index('public', 'tenders', 'tenders_user_id_idx', 'A4: index on tenders (user_id)');
select has_index('public', 'tasks', 'tasks_tender_id_workspace_id_created_at_idx',
  'A4: index on tasks (tender_id, workspace_id, created_at)');
select has_index('public', 'tasks', 'tasks_user_id_idx', 'A4: index on tasks (user_id)');
select has_index('public', 'tasks', 'tasks_workspace_id_assignee_id_idx',
  'A4: index on tasks (workspace_id, assignee_id): the assignee key and "My tasks"');
select has_index('public', 'workspace_members', 'workspace_members_user_id_idx',
  'A4: index on workspace_members (user_id): the policy helpers look memberships up by user');

-- The tender list (workspace, optional status, newest first or by deadline, count=exact,
-- 25 a page): see docs/performance.md, "Tender list indexes", for the EXPLAIN ANALYZE at 10,000 tenders.
select has_index('public', 'tenders', 'tenders_workspace_id_created_at_idx',
  'list: index on tenders (workspace_id, created_at desc)');
select has_index('public', 'tenders', 'tenders_workspace_id_submission_date_idx',
  'list: index on tenders (workspace_id, tender_submission_date asc nulls last, created_at desc)');
select has_index('public', 'tenders', 'tenders_workspace_id_status_created_at_idx',
  'list: index on tenders (workspace_id, status, created_at desc)');
select has_index('public', 'tasks', 'tasks_workspace_id_status_idx',
  'dashboard: index on tasks (workspace_id, status), counted by an index-only scan');

-- A5: owner columns --------------------------------------------------------------

select col_not_null('public', 'tenders', 'user_id', 'A5: tenders.user_id is not null');
select col_not_null('public', 'tasks', 'user_id', 'A5: tasks.user_id is not null');
select col_default_is('public', 'tenders', 'user_id', 'auth.uid()', 'A5: tenders.user_id defaults to auth.uid()');
select col_default_is('public', 'tasks', 'user_id', 'auth.uid()', 'A5: tasks.user_id defaults to auth.uid()');
select fk_ok('public', 'tenders', 'user_id', 'auth', 'users', 'id', 'A5: tenders.user_id references auth.users(id)');
select fk_ok('public', 'tasks', 'user_id', 'auth', 'users', 'id', 'A5: tasks.user_id references auth.users(id)');
select fk_ok('public', 'user_profiles', 'id', 'auth', 'users', 'id', 'user_profiles.id references auth.users(id)');
select results_eq($$
  select (con.conrelid::regclass::text || '.' || con.conname) collate "default", con.confdeltype::text
  from pg_catalog.pg_constraint con
  join pg_catalog.pg_namespace n on n.oid = con.connamespace
  where con.contype = 'f' and n.nspname in ('public', 'private') and con.confdeltype <> 'c'
  order by 1
$$, $$values
  ('activity.activity_actor_id_fkey', 'n'),
  ('answer_versions.answer_versions_replaced_by_fkey', 'n'),
  ('answer_versions.answer_versions_written_by_fkey', 'n'),
  ('answers.answers_category_fkey', 'n'),
  ('answers.answers_created_by_fkey', 'n'),
  ('answers.answers_owner_id_fkey', 'n'),
  ('answers.answers_updated_by_fkey', 'n'),
  ('bid_decisions.bid_decisions_decided_by_fkey', 'n'),
  ('clarifications.clarifications_asked_by_fkey', 'n'),
  ('comments.comments_author_id_fkey', 'n'),
  ('company_documents.company_documents_uploaded_by_fkey', 'n'),
  ('deadline_changes.deadline_changes_addendum_id_fkey', 'n'),
  ('deadline_changes.deadline_changes_changed_by_fkey', 'n'),
  ('expenses.expenses_user_id_fkey', 'n'),
  ('requirement_answers.requirement_answers_answer_fkey', 'a'),
  ('requirement_answers.requirement_answers_linked_by_fkey', 'n'),
  ('requirement_overrides.requirement_overrides_confirmed_by_fkey', 'n'),
  ('tasks.tasks_assignee_id_fkey', 'n'),
  ('tender_addenda.tender_addenda_created_by_fkey', 'n'),
  ('tender_outcomes.tender_outcomes_loss_reason_fkey', 'a'),
  ('tender_outcomes.tender_outcomes_updated_by_fkey', 'n'),
  ('tender_required_documents.tender_required_documents_added_by_fkey', 'n'),
  ('tender_requirements.tender_requirements_evidence_answer_fkey', 'n'),
  ('tender_requirements.tender_requirements_evidence_company_document_fkey', 'n'),
  ('tender_requirements.tender_requirements_owner_id_fkey', 'n'),
  ('time_entries.time_entries_task_id_fkey', 'n'),
  ('time_entries.time_entries_user_id_fkey', 'n'),
  ('user_profiles.user_profiles_current_workspace_id_fkey', 'n'),
  ('workspace_invitations.workspace_invitations_accepted_by_fkey', 'n'),
  ('workspace_invitations.workspace_invitations_invited_by_fkey', 'n'),
  ('workspaces.workspaces_created_by_fkey', 'n')
$$, 'A5: every foreign key cascades on delete, but these set null (assignee, current workspace, who invited/accepted/created/decided/updated/acted) and a loss reason in use is kept (no action)');

-- A6: functions ----------------------------------------------------------------

select is_empty($$
  select p.oid::regprocedure::text
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname in ('public', 'private')
    and not exists (select 1 from pg_catalog.unnest(p.proconfig) c where c like 'search_path=%')
$$, 'A6: every function in public and private sets search_path');
select is_empty($$
  select p.oid::regprocedure::text
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.prosecdef
$$, 'A6: no security-definer function in the exposed schema (public)');
select is(
  (select array_agg(p.oid::regprocedure::text order by p.oid::regprocedure::text)
   from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'private' and pg_catalog.has_function_privilege('authenticated', p.oid, 'EXECUTE')),
  array[
    'private.accept_invitation(text)',
    'private.alert_seen(uuid,deadline_kind,date)',
    'private.answer_query_words(text)',
    'private.answer_review_due(date,smallint,date)',
    'private.answer_title_key(text)',
    'private.answer_tsquery(text,boolean)',
    'private.bid_band(integer,boolean,integer,integer)',
    'private.bid_cost_items(uuid,text)',
    'private.bid_score(uuid,jsonb)',
    'private.bond_alerts(uuid,date,date)',
    'private.bond_outstanding(bid_bond_status)',
    'private.calendar_feed(boolean)',
    'private.can_open_document(text,text)',
    'private.checked_days(integer)',
    'private.checked_time_zone(text)',
    'private.colleague_ids()',
    'private.company_document_path_ok(text,workspace_role[])',
    'private.create_invitation(uuid,text,text,workspace_role)',
    'private.current_workspace_id()',
    'private.delete_workspace(uuid)',
    'private.document_readers(workspace_role[],workspace_role[])',
    'private.effective_probability(smallint,tender_status,pipeline_settings)',
    'private.exchange_rate(uuid,text,uuid,text,date)',
    'private.import_outcome(tenders,jsonb)',
    'private.import_row(uuid,jsonb,text,text,jsonb,text[],boolean)',
    'private.import_rows(uuid,jsonb,text,text,boolean,boolean)',
    'private.importable_tender_columns()',
    'private.insert_tender(jsonb)',
    'private.invitation_details(text)',
    'private.invitation_preview(text)',
    'private.member_workspace_ids(workspace_role[])',
    'private.move_task_dates(uuid,text)',
    'private.notify_comment(uuid,uuid[])',
    'private.offsets_distinct(integer[])',
    'private.open_alerts(uuid,date,date)',
    'private.open_deadlines(uuid,date,date)',
    'private.period_start(uuid,text,report_period)',
    'private.refresh_import_statistics()',
    'private.refuse_import_line(integer,text)',
    'private.search_answers(uuid,text,uuid,text,answer_status[],uuid,text,boolean,integer,integer)',
    'private.size_band(numeric)',
    'private.template_due_date(date,integer,date)',
    'private.template_fits(boolean,boolean)',
    'private.tender_document_counts(uuid[])',
    'private.tender_document_path_ok(text,workspace_role[])',
    'private.tender_document_templates(uuid,tender_type)',
    'private.tender_documents(uuid)',
    'private.tender_json_columns(jsonb)',
    'private.tender_requirement_templates(uuid,tender_type)',
    'private.tender_status_order()',
    'private.tender_task_templates(uuid,tender_type)',
    'private.tender_value(numeric,numeric)',
    'private.tender_worths(uuid,text,text,tender_status[])',
    'private.unsubscribe_reminders(text)',
    'private.user_today(uuid)'
  ],
  'A6: authenticated executes exactly the allow-listed helpers in private');
select is(
  (select array_agg(p.proname::text order by p.proname)
   from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'private' and p.prosecdef and pg_catalog.has_function_privilege('authenticated', p.oid, 'EXECUTE')),
  array['accept_invitation', 'calendar_feed', 'can_open_document', 'checked_time_zone', 'colleague_ids',
        'create_invitation', 'current_workspace_id', 'delete_workspace', 'invitation_details', 'invitation_preview',
        'member_workspace_ids',
        'move_task_dates', 'notify_comment', 'refresh_import_statistics', 'search_answers', 'tender_document_counts', 'tender_documents',
        'unsubscribe_reminders', 'user_today'],
  'A6: the security-definer helpers authenticated may execute: the policy helpers, the invitation steps, the time zone check, the import''s statistics, the library''s search (its indexes), the document lists and link check, the task date moves, and a person''s today');
select is_definer('private', 'handle_new_user', array[]::name[], 'A6: private.handle_new_user is security definer');
select ok(pg_catalog.has_schema_privilege('authenticated', 'private', 'USAGE')
      and not pg_catalog.has_schema_privilege('anon', 'private', 'CREATE')
      and not pg_catalog.has_schema_privilege('authenticated', 'private', 'CREATE'),
  'A6: authenticated may use schema private (not create in it); anon may use it only to unsubscribe and to see an invitation (A3: no other function)');

-- A7: the profile trigger, and the others that keep the model whole -----------------

select trigger_is('auth', 'users', 'on_auth_user_created', 'private', 'handle_new_user',
  'A7: on_auth_user_created runs private.handle_new_user()');
select trigger_is('auth', 'users', 'on_auth_user_deleted', 'private', 'handle_deleted_user',
  'B10: on_auth_user_deleted runs private.handle_deleted_user()');
select trigger_is('public', 'workspace_members', 'workspace_members_keep_an_admin', 'private', 'keep_an_admin',
  'the last-admin rule is a trigger');
select trigger_is('public', 'tasks', 'tasks_fill_workspace', 'private', 'fill_task_workspace',
  'a task without workspace_id gets its tender''s');
select trigger_is('public', 'user_profiles', 'user_profiles_check_current_workspace', 'private',
  'check_current_workspace', 'the current workspace must be a membership');

-- A8: no bare auth.uid() in policies, and every helper call wrapped in a select ----------

select is_empty($$
  select tablename || '.' || policyname
  from pg_catalog.pg_policies
  where schemaname = 'public'
    and pg_catalog.regexp_replace(
          coalesce(qual, '') || ' ' || coalesce(with_check, ''),
          '\(\s*select\s+auth\.(uid|jwt|role|email)\(\)(\s+as\s+\w+)?\s*\)', '', 'gi'
        ) ~* 'auth\.(uid|jwt|role|email)\(\)'
$$, 'A8: every auth.uid() in a policy is wrapped in (select ...)');
select is_empty($$
  select tablename || '.' || policyname
  from pg_catalog.pg_policies
  where schemaname = 'public'
    and pg_catalog.regexp_replace(
          coalesce(qual, '') || ' ' || coalesce(with_check, ''),
          '\(\s*select\s+private\.\w+\([^()]*\)(\s+as\s+\w+)?\s*\)', '', 'gi'
        ) ~* 'private\.'
$$, 'A8: every private helper in a policy is called as (select private.f(...)), once per statement');
select is(
  (select count(*)::int from pg_catalog.pg_policies
   where schemaname = 'public' and coalesce(qual, '') || coalesce(with_check, '') ~ 'private\.member_workspace_ids'),
  116, 'A8: the workspace policies go through private.member_workspace_ids');

-- A9: views ------------------------------------------------------------------------

select is_empty($$
  select c.oid::regclass::text
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('v', 'm')
    and not coalesce('security_invoker=true' = any (c.reloptions)
                  or 'security_invoker=on' = any (c.reloptions), false)
$$, 'A9: no view in public without security_invoker');
select is_empty($$
  select distinct v.oid::regclass::text
  from pg_catalog.pg_depend d
  join pg_catalog.pg_rewrite r on r.oid = d.objid
  join pg_catalog.pg_class v on v.oid = r.ev_class
  join pg_catalog.pg_namespace n on n.oid = v.relnamespace
  where d.refobjid = 'auth.users'::regclass and n.nspname <> 'auth'
$$, 'A9: no view outside auth reads auth.users');

select * from finish();
rollback;
