-- What a Supabase project provides before any migration runs: roles, the auth
-- schema with auth.users and the auth.uid() family, extensions, and the default
-- grants. Used by the local stack and by `npm run test:db`; never by hosted Supabase.
-- Idempotent, so it is safe to run on a database that already has it.

-- Roles belong to the whole server: two databases bootstrapped at once on one PostgreSQL
-- server (parallel test runs) can both find a role missing, and the second create then
-- fails although the role is there, which is all this block wants.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    begin
      create role anon nologin noinherit;
    exception when duplicate_object or unique_violation then null;
    end;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    begin
      create role authenticated nologin noinherit;
    exception when duplicate_object or unique_violation then null;
    end;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    begin
      create role service_role nologin noinherit bypassrls;
    exception when duplicate_object or unique_violation then null;
    end;
  end if;
  -- PostgREST's role on Supabase: projects configure it with `alter role authenticator set
  -- pgrst.…` (aggregates, EXPLAIN), which the local REST service reads.
  if not exists (select from pg_roles where rolname = 'authenticator') then
    begin
      create role authenticator nologin noinherit;
    exception when duplicate_object or unique_violation then null;
    end;
  end if;
end
$$;
grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
create schema if not exists auth;
create extension if not exists pgcrypto with schema extensions;

grant usage on schema public, extensions to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;

alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255) unique,
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) default '',
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255) default '',
  email_change varchar(255) default '',
  email_change_sent_at timestamptz,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0 check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text unique default null,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
-- Columns GoTrue added later, for databases bootstrapped before they were here.
alter table auth.users add column if not exists email_change_token_current varchar(255) default '';
alter table auth.users add column if not exists email_change_confirm_status smallint default 0;
alter table auth.users add column if not exists reauthentication_token varchar(255) default '';
alter table auth.users add column if not exists reauthentication_sent_at timestamptz;

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default extensions.gen_random_uuid(),
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

-- The local stack's own session store (GoTrue keeps the equivalent).
create table if not exists auth.sessions (
  id uuid primary key default extensions.gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
-- A session's assurance level and how it was authenticated (the JWT's aal and amr).
alter table auth.sessions add column if not exists aal text not null default 'aal1';
alter table auth.sessions add column if not exists amr jsonb not null default '[]';

-- MFA factors (TOTP) and their challenges, as GoTrue keeps them.
create table if not exists auth.mfa_factors (
  id uuid primary key default extensions.gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null,
  status text not null default 'unverified',
  secret text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_challenged_at timestamptz
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create table if not exists auth.mfa_challenges (
  id uuid primary key default extensions.gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address text
);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  revoked boolean not null default false,
  parent varchar(255),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

-- Storage (supabase/storage's tenant migrations, the parts its API uses): buckets and
-- objects with RLS on, the path helpers policies call, and Supabase's grants. The
-- local Storage service runs every objects query under the caller's role and claims.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;
alter default privileges in schema storage grant all on tables to anon, authenticated, service_role;
alter default privileges in schema storage grant all on functions to anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- PostgREST reloads its schema cache on `NOTIFY pgrst, 'reload schema'`; Supabase databases
-- send it from event triggers after DDL that changes what the cache holds (schemas, tables,
-- views, columns, keys, functions, types), and the local REST service listens for it. Temporary
-- objects never count. Creating event triggers takes a superuser: on a database the stack
-- reaches as another role there are none, and REST re-reads the cache only when a request
-- names something it does not know.
create or replace function extensions.pgrst_watch() returns event_trigger
language plpgsql
as $$
begin
  if (tg_event = 'sql_drop' and exists (
        select from pg_event_trigger_dropped_objects()
        where not is_temporary
          and object_type in (
            'schema', 'table', 'foreign table', 'view', 'materialized view', 'table column',
            'table constraint', 'function', 'type', 'domain', 'rule')))
     or (tg_event = 'ddl_command_end' and exists (
        select from pg_event_trigger_ddl_commands()
        where schema_name is distinct from 'pg_temp'
          and command_tag in (
            'CREATE SCHEMA', 'ALTER SCHEMA', 'CREATE TABLE', 'CREATE TABLE AS', 'SELECT INTO',
            'ALTER TABLE', 'CREATE FOREIGN TABLE', 'ALTER FOREIGN TABLE', 'CREATE VIEW',
            'ALTER VIEW', 'CREATE MATERIALIZED VIEW', 'ALTER MATERIALIZED VIEW', 'CREATE FUNCTION',
            'ALTER FUNCTION', 'CREATE TYPE', 'ALTER TYPE', 'CREATE DOMAIN', 'ALTER DOMAIN',
            'CREATE RULE')))
  then
    notify pgrst, 'reload schema';
  end if;
end
$$;

do $$
begin
  if (select rolsuper from pg_roles where rolname = current_user) then
    if not exists (select from pg_event_trigger where evtname = 'pgrst_ddl_watch') then
      create event trigger pgrst_ddl_watch on ddl_command_end
        execute function extensions.pgrst_watch();
    end if;
    if not exists (select from pg_event_trigger where evtname = 'pgrst_drop_watch') then
      create event trigger pgrst_drop_watch on sql_drop
        execute function extensions.pgrst_watch();
    end if;
  end if;
end
$$;

-- Realtime (supabase/realtime's tenant schema, the parts projects use): realtime.messages
-- with RLS on (its policies authorise private channels, realtime.topic() naming the channel
-- being joined), realtime.send and realtime.broadcast_changes (broadcast from the database),
-- and the supabase_realtime publication that says which tables postgres_changes watches.
-- Written after Supabase's definitions, with their signatures and behaviour; messages is
-- one plain table here (Supabase partitions it by day and drops old days).
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
create index if not exists messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic)
  where extension = 'broadcast' and private is true;
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

-- The channel a Realtime authorization check (or realtime.send) is about.
create or replace function realtime.topic() returns text
language sql stable
set search_path = ''
as $$
  select nullif(pg_catalog.current_setting('realtime.topic', true), '')
$$;

-- Broadcasts `payload` as `event` to the channel `topic` (private channels by default). Runs
-- as the caller: RLS on realtime.messages applies to the insert. A failure is a warning,
-- never an error of the caller's transaction.
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
set search_path = ''
as $$
declare
  message_id uuid := pg_catalog.gen_random_uuid();
begin
  begin
    perform pg_catalog.set_config('realtime.topic', topic, true);
    insert into realtime.messages (id, topic, extension, event, private, payload)
    values (
      message_id, topic, 'broadcast', event, private,
      case when payload ? 'id' then payload else pg_catalog.jsonb_set(payload, '{id}', pg_catalog.to_jsonb(message_id)) end
    );
  exception when others then
    raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end
$$;

-- For row triggers: broadcasts {operation, table, schema, record, old_record} as `event_name`
-- to the private channel `topic_name`.
create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW'
) returns void
language plpgsql
set search_path = ''
as $$
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation not in ('INSERT', 'UPDATE', 'DELETE') then
    raise exception 'Unexpected operation type: %', operation;
  end if;
  perform realtime.send(
    pg_catalog.jsonb_build_object(
      'operation', operation, 'table', table_name, 'schema', table_schema,
      'record', pg_catalog.to_jsonb(new), 'old_record', pg_catalog.to_jsonb(old)
    ),
    event_name, topic_name
  );
exception when others then
  raise exception 'Failed to process the row: %', sqlerrm;
end
$$;

grant execute on function realtime.topic(), realtime.send(jsonb, text, text, boolean),
  realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  to anon, authenticated, service_role;

do $$
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

-- The local stack's own Realtime machinery (hosted Supabase reads the write-ahead log
-- instead): capture triggers on the tables of supabase_realtime queue each change of a
-- table someone subscribes to, and NOTIFY the stack, which checks it against each
-- subscriber's filters and RLS (_realtime.deliveries) before sending it.
create schema if not exists _realtime;
revoke all on schema _realtime from public;

-- Tables with at least one postgres_changes subscriber (kept by the stack).
create table if not exists _realtime.subscribed (entity oid primary key);

create table if not exists _realtime.changes (
  id bigserial primary key,
  entity oid not null,
  action text not null,
  record jsonb,
  old_record jsonb,
  committed_at timestamptz not null default clock_timestamp()
);

create or replace function _realtime.capture() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select from _realtime.subscribed s where s.entity = tg_relid) then
    insert into _realtime.changes (entity, action, record, old_record)
    values (
      tg_relid, tg_op,
      case when tg_op <> 'DELETE' then pg_catalog.to_jsonb(new) end,
      case when tg_op <> 'INSERT' then pg_catalog.to_jsonb(old) end
    );
    -- One notification per transaction: NOTIFY folds identical ones.
    perform pg_catalog.pg_notify('_realtime_changes', '');
  end if;
  return null;
end
$$;

-- Gives every table of supabase_realtime a capture trigger, and takes it off tables that left.
create or replace function _realtime.sync_capture() returns void
language plpgsql
set search_path = ''
as $$
declare
  target record;
begin
  for target in
    select c.oid::regclass as rel
    from pg_catalog.pg_publication_tables p
    join pg_catalog.pg_namespace n on n.nspname = p.schemaname
    join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
    where p.pubname = 'supabase_realtime' and p.schemaname not in ('realtime', '_realtime')
      and not exists (
        select from pg_catalog.pg_trigger t where t.tgrelid = c.oid and t.tgname = '_realtime_capture'
      )
  loop
    execute pg_catalog.format(
      'create trigger _realtime_capture after insert or update or delete on %s '
      'for each row execute function _realtime.capture()', target.rel
    );
  end loop;
  for target in
    select t.tgrelid::regclass as rel
    from pg_catalog.pg_trigger t
    join pg_catalog.pg_class c on c.oid = t.tgrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where t.tgname = '_realtime_capture'
      and not exists (
        select from pg_catalog.pg_publication_tables p
        where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname
      )
  loop
    execute pg_catalog.format('drop trigger _realtime_capture on %s', target.rel);
  end loop;
end
$$;

-- Broadcast from the database: the stack reads each new message by id once it commits.
create or replace function _realtime.notify_message() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_notify('_realtime_messages', new.id::text);
  return null;
end
$$;

drop trigger if exists _realtime_notify on realtime.messages;
create trigger _realtime_notify after insert on realtime.messages
  for each row when (new.extension = 'broadcast') execute function _realtime.notify_message();

-- Checks a postgres_changes subscription as Realtime does when it subscribes: the tables of
-- supabase_realtime it names (`*` for any schema or table), filter columns and selected
-- columns the role may read, filter values of the column's type. Returns {"entities": [oid…],
-- "captured": whether they all have their capture trigger} or {"error": "not_enabled"} or
-- {"error": "exception", "message": …}.
create or replace function _realtime.check_subscription(
  schema_name text, table_name text, role text, filters jsonb, selected text[]
) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  entities oid[];
  entity oid;
  readable text[];
  filter jsonb;
  col text;
  col_type text;
  op text;
  val text;
  in_count int;
begin
  select pg_catalog.array_agg(c.oid order by c.oid) into entities
  from pg_catalog.pg_publication_tables p
  join pg_catalog.pg_namespace n on n.nspname = p.schemaname
  join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
  where p.pubname = 'supabase_realtime' and p.schemaname not in ('realtime', '_realtime')
    and (schema_name = '*' or p.schemaname = schema_name)
    and (table_name = '*' or p.tablename = table_name);
  if entities is null then
    return '{"error": "not_enabled"}';
  end if;
  foreach entity in array entities loop
    readable := array(
      select a.attname::text from pg_catalog.pg_attribute a
      where a.attrelid = entity and a.attnum > 0 and not a.attisdropped
        and pg_catalog.has_column_privilege(role, entity, a.attnum, 'SELECT')
    );
    for filter in select * from pg_catalog.jsonb_array_elements(filters) loop
      col := filter ->> 'column';
      op := filter ->> 'op';
      val := filter ->> 'value';
      if not col = any(readable) then
        raise exception 'invalid column for filter %', col;
      end if;
      select pg_catalog.format_type(a.atttypid, a.atttypmod) into col_type
      from pg_catalog.pg_attribute a where a.attrelid = entity and a.attname = col;
      if op = 'in' then
        execute pg_catalog.format('select pg_catalog.cardinality(%L::%s[])', val, col_type) into in_count;
        if in_count > 100 then
          raise exception 'too many values for `in` filter. Maximum 100';
        end if;
      elsif op = 'is' then
        if val not in ('null', 'true', 'false', 'unknown') then
          raise exception 'invalid value for is filter: must be null, true, false, or unknown';
        end if;
        if val <> 'null' and col_type <> 'boolean' then
          raise exception 'is % filter requires a boolean column, got %', val, col_type;
        end if;
      elsif op in ('like', 'ilike', 'match', 'imatch') then
        if not exists (
          select from pg_catalog.pg_operator o
          where o.oprname = case op when 'like' then '~~' when 'ilike' then '~~*' when 'match' then '~' else '~*' end
            and o.oprleft = (select a.atttypid from pg_catalog.pg_attribute a where a.attrelid = entity and a.attname = col)
        ) then
          raise exception 'operator % requires a text-compatible column type, got %', op, col_type;
        end if;
        if op in ('match', 'imatch') then
          perform '' ~ val;
        end if;
      else
        execute pg_catalog.format('select %L::%s', val, col_type);
      end if;
    end loop;
    foreach col in array coalesce(selected, '{}') loop
      if not col = any(readable) then
        raise exception 'invalid column for select %', col;
      end if;
    end loop;
  end loop;
  return pg_catalog.jsonb_build_object(
    'entities', pg_catalog.to_jsonb(entities::bigint[]),
    'captured', not exists (
      select from pg_catalog.unnest(entities) e
      where not exists (select from pg_catalog.pg_trigger t where t.tgrelid = e and t.tgname = '_realtime_capture')
    )
  );
exception when others then
  return pg_catalog.jsonb_build_object('error', 'exception', 'message', sqlerrm);
end
$$;

-- Who may receive one change, as Realtime decides it: the table's columns (their types,
-- primary key, replica identity, and which of the checks' roles may read each), and for each
-- check ({role, claims, filters}) whether the change passes its filters (on the new row, or
-- on the old row's identity columns for a DELETE) and, on a table with RLS, whether the row
-- is visible to that role with those claims now. DELETEs are not checked against RLS: the
-- row is gone (the stack sends only their primary key).
create or replace function _realtime.deliveries(
  entity oid, action text, new_record jsonb, old_record jsonb, checks jsonb
) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  rel regclass := entity::regclass;
  roles text[] := array(select distinct c ->> 'role' from pg_catalog.jsonb_array_elements(checks) c);
  rls boolean;
  replica_identity "char";
  columns jsonb;
  filter_row jsonb;
  pk_match text;
  check_ jsonb;
  filter jsonb;
  col_type text;
  condition text;
  key text;
  passes boolean;
  seen_filters jsonb := '{}';
  seen_rows jsonb := '{}';
  visible jsonb := '[]';
begin
  select c.relrowsecurity, c.relreplident into rls, replica_identity
  from pg_catalog.pg_class c where c.oid = entity;
  select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'name', a.attname,
      'type', t.typname,
      'sql_type', pg_catalog.format_type(a.atttypid, a.atttypmod),
      'pk', coalesce(a.attnum = any(pk.indkey::int2[]), false),
      'identity', case replica_identity
        when 'f' then true
        when 'd' then coalesce(a.attnum = any(pk.indkey::int2[]), false)
        when 'i' then coalesce(a.attnum = any(ri.indkey::int2[]), false)
        else false end,
      'readers', pg_catalog.to_jsonb(array(
        select r from pg_catalog.unnest(roles) r
        where pg_catalog.has_column_privilege(r, entity, a.attnum, 'SELECT')
      ))
    ) order by a.attnum) into columns
  from pg_catalog.pg_attribute a
  join pg_catalog.pg_type t on t.oid = a.atttypid
  left join pg_catalog.pg_index pk on pk.indrelid = entity and pk.indisprimary
  left join pg_catalog.pg_index ri on ri.indrelid = entity and ri.indisreplident
  where a.attrelid = entity and a.attnum > 0 and not a.attisdropped;

  filter_row := case when action = 'DELETE' then (
      select coalesce(pg_catalog.jsonb_object_agg(o.key, o.value), '{}')
      from pg_catalog.jsonb_each(old_record) o
      where exists (
        select from pg_catalog.jsonb_array_elements(columns) c
        where c ->> 'name' = o.key and (c ->> 'identity')::boolean
      )
    ) else new_record end;
  select pg_catalog.string_agg(pg_catalog.format('t.%I = r.%I', c ->> 'name', c ->> 'name'), ' and ')
  into pk_match
  from pg_catalog.jsonb_array_elements(columns) c where (c ->> 'pk')::boolean;

  -- One plan for every subscriber's RLS check (the claims are read when it runs).
  if exists (select from pg_catalog.pg_prepared_statements where name = '_realtime_visible') then
    deallocate _realtime_visible;
  end if;
  if rls and action <> 'DELETE' and pk_match is not null then
    execute pg_catalog.format(
      'prepare _realtime_visible as select exists (select from %s t, pg_catalog.jsonb_populate_record(null::%s, %L::jsonb) r where %s)',
      rel, rel, new_record, pk_match
    );
  end if;

  for check_ in select * from pg_catalog.jsonb_array_elements(checks) loop
    passes := true;
    for filter in select * from pg_catalog.jsonb_array_elements(check_ -> 'filters') loop
      key := filter::text;
      if not seen_filters ? key then
        select c ->> 'sql_type' into col_type
        from pg_catalog.jsonb_array_elements(columns) c where c ->> 'name' = filter ->> 'column';
        if col_type is null or not filter_row ? (filter ->> 'column') then
          seen_filters := seen_filters || pg_catalog.jsonb_build_object(key, false);
        else
          condition := case filter ->> 'op'
            when 'in' then pg_catalog.format('r.%I = any (%L::%s[])', filter ->> 'column', filter ->> 'value', col_type)
            when 'is' then pg_catalog.format('r.%I is %s', filter ->> 'column',
              case filter ->> 'value' when 'true' then 'true' when 'false' then 'false' when 'unknown' then 'unknown' else 'null' end)
            when 'isdistinct' then pg_catalog.format('r.%I is distinct from %L::%s', filter ->> 'column', filter ->> 'value', col_type)
            else pg_catalog.format('r.%I %s %L::%s', filter ->> 'column',
              case filter ->> 'op' when 'eq' then '=' when 'neq' then '<>' when 'lt' then '<' when 'lte' then '<='
                when 'gt' then '>' when 'gte' then '>=' when 'like' then '~~' when 'ilike' then '~~*'
                when 'match' then '~' else '~*' end,
              filter ->> 'value', col_type)
          end;
          if (filter ->> 'negate')::boolean then
            condition := 'not (' || condition || ')';
          end if;
          begin
            execute pg_catalog.format(
              'select coalesce((%s), false) from pg_catalog.jsonb_populate_record(null::%s, $1) r', condition, rel
            ) using filter_row into passes;
          exception when others then
            passes := false;
          end;
          seen_filters := seen_filters || pg_catalog.jsonb_build_object(key, passes);
        end if;
      end if;
      passes := (seen_filters ->> key)::boolean;
      exit when not passes;
    end loop;

    if passes and rls and action <> 'DELETE' and pk_match is not null then
      key := (check_ ->> 'role') || ' ' || (check_ -> 'claims')::text;
      if not seen_rows ? key then
        begin
          perform pg_catalog.set_config('role', check_ ->> 'role', true),
            pg_catalog.set_config('request.jwt.claims', (check_ -> 'claims')::text, true);
          execute 'execute _realtime_visible' into passes;
          perform pg_catalog.set_config('role', null, true);
        exception when others then
          passes := false;
        end;
        seen_rows := seen_rows || pg_catalog.jsonb_build_object(key, passes);
      end if;
      passes := (seen_rows ->> key)::boolean;
    end if;
    visible := visible || pg_catalog.to_jsonb(passes);
  end loop;
  if exists (select from pg_catalog.pg_prepared_statements where name = '_realtime_visible') then
    deallocate _realtime_visible;
  end if;

  return pg_catalog.jsonb_build_object('columns', coalesce(columns, '[]'), 'rls', rls, 'visible', visible);
end
$$;

-- A private channel's access, as Realtime authorises it with the policies on
-- realtime.messages: for `read`, whether the caller can select a message of each extension
-- on the topic; for `write`, whether it can insert one. Whatever it wrote is undone.
create or replace function _realtime.channel_access(
  topic text, role text, claims jsonb, extensions text[], access text
) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  result jsonb := '{}';
  probes jsonb := '{}';
  extension text;
  allowed boolean;
begin
  begin
    if access = 'read' then
      foreach extension in array extensions loop
        probes := probes || pg_catalog.jsonb_build_object(extension, pg_catalog.gen_random_uuid());
        insert into realtime.messages (id, topic, extension)
        values ((probes ->> extension)::uuid, topic, extension);
      end loop;
    end if;
    perform pg_catalog.set_config('role', role, true),
      pg_catalog.set_config('realtime.topic', topic, true),
      pg_catalog.set_config('request.jwt.claims', claims::text, true),
      pg_catalog.set_config('request.jwt.claim.sub', coalesce(claims ->> 'sub', ''), true),
      pg_catalog.set_config('request.jwt.claim.role', role, true);
    foreach extension in array extensions loop
      if access = 'read' then
        execute 'select exists (select from realtime.messages m where m.id = $1)'
          using (probes ->> extension)::uuid into allowed;
      else
        begin
          execute 'insert into realtime.messages (topic, extension) values ($1, $2)' using topic, extension;
          allowed := true;
        exception when insufficient_privilege then
          allowed := false;
        end;
      end if;
      result := result || pg_catalog.jsonb_build_object(extension, allowed);
    end loop;
    raise sqlstate 'RT000';
  exception when sqlstate 'RT000' then
    null; -- undoes the probes and the settings
  end;
  return result;
end
$$;
