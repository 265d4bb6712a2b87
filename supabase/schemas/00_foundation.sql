-- What every other file builds on: schema private, the updated_at trigger and the time zone
-- names.
--
-- Security model (docs/security-checks.md, sections A–C):
--   * Row-level security is enabled on every table; each policy covers one command, applies
--     `to authenticated` only and asks security-definer helpers in private for the caller's
--     workspaces and role (01_workspaces.sql), wrapped as `(select …)` so Postgres evaluates
--     them once per statement.
--   * Table privileges are explicit: anon gets nothing, authenticated only what the app needs,
--     often only some columns (ids, creators and workspaces are the database's).
--   * Functions set `search_path = ''` and qualify every name. Security-definer functions live
--     in private, which PostgREST does not expose; a public function the API calls is a
--     security-invoker wrapper around them.
--   * Every function in private revokes PUBLIC's execute right after its definition and grants
--     it only where a policy, a wrapper or another function needs it. (Default privileges
--     given per schema cannot take away the global default, so there is no shortcut.)

-- ---------------------------------------------------------------------------
-- Schema private: what must never be reachable through the API
-- ---------------------------------------------------------------------------

create schema if not exists private;
revoke all on schema private from public;

-- authenticated may use the schema (PostgREST does not expose it) to execute exactly the
-- helpers granted to it; anon, for the unsubscribe link (private.unsubscribe_reminders); the
-- service role, for the reminder job. No API role has a table privilege in private.
grant usage on schema private to authenticated, anon, service_role;

-- Keeps updated_at honest whatever the client sends.
create function private.set_updated_at()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

revoke all on function private.set_updated_at() from public;

-- ---------------------------------------------------------------------------
-- Time zones: "today" and months are the user's, never UTC's
-- ---------------------------------------------------------------------------

-- The time zone names Postgres knows. pg_timezone_names reads every zone file on each call
-- (about 60 ms on PostgreSQL 15), so the names are copied here once; the view is consulted
-- only for a name missing from the copy (a zone added by a later tzdata update).
create table private.time_zone_names (name text primary key);

alter table private.time_zone_names enable row level security;
revoke all on table private.time_zone_names from public, anon, authenticated;

insert into private.time_zone_names (name)
select z.name from pg_catalog.pg_timezone_names z
on conflict do nothing;

-- p_tz when it names a time zone Postgres knows; 'Unknown time zone: <name>' (22023)
-- otherwise. Security definer: it reads the copy above, which the API roles cannot.
create function private.checked_time_zone(p_tz text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_tz is null or pg_catalog.char_length(p_tz) > 64
     or not (exists (select 1 from private.time_zone_names z where z.name = p_tz)
             or exists (select 1 from pg_catalog.pg_timezone_names z where z.name = p_tz)) then
    raise exception 'Unknown time zone: %', coalesce(p_tz, 'null') using errcode = '22023';
  end if;
  return p_tz;
end;
$$;

revoke all on function private.checked_time_zone(text) from public;
grant execute on function private.checked_time_zone(text) to authenticated;
