-- Initial schema: tenders, their tasks, default task templates and user profiles.
--
-- Security model (docs/security-checks.md, sections A–C):
--   * Row-level security is enabled on every table; each policy covers one command,
--     applies `to authenticated` only and compares `(select auth.uid())` (wrapped, so
--     Postgres evaluates it once per statement) with the row's owner.
--   * Table privileges are explicit: anon gets nothing, authenticated only what the
--     app needs, default_tasks is read-only through the API.
--   * Functions set `search_path = ''` and qualify every name. The only security-definer
--     function (the sign-up trigger) lives in schema `private`, which the API roles
--     cannot use, and nobody but its owner may execute it.

-- ---------------------------------------------------------------------------
-- Enums (order matters: it is the order the status-count functions report in)
-- ---------------------------------------------------------------------------

create type public.tender_status as enum (
  'under-review',
  'in-development',
  'declined',
  'submitted',
  'won',
  'lost'
);

create type public.task_status as enum (
  'not-started',
  'in-progress',
  'completed',
  'canceled',
  'not-needed'
);

create type public.tender_channel as enum ('government-portal', 'vendor-portal', 'other');

create type public.tender_type as enum (
  'public-tender',
  'limited-tender',
  'direct-purchase',
  'framework-agreement',
  'two-stage-tender',
  'other'
);

-- ---------------------------------------------------------------------------
-- Private schema: trigger functions that must never be reachable through the API
-- ---------------------------------------------------------------------------

create schema if not exists private;
revoke all on schema private from public;

-- Keeps updated_at honest whatever the client sends.
create or replace function private.set_updated_at()
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
-- tenders
-- ---------------------------------------------------------------------------

create table public.tenders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  reference_number text not null
    constraint tenders_reference_number_check
      check (btrim(reference_number) <> '' and char_length(reference_number) <= 100),
  client text not null
    constraint tenders_client_check
      check (btrim(client) <> '' and char_length(client) <= 200),
  title text not null
    constraint tenders_title_check
      check (btrim(title) <> '' and char_length(title) <= 300),
  description text not null default ''
    constraint tenders_description_check check (char_length(description) <= 10000),
  channel public.tender_channel not null default 'other',
  -- 'public-tender' is the most common procurement route for an SME, and the first
  -- option the create form offers.
  type public.tender_type not null default 'public-tender',
  status public.tender_status not null default 'under-review',
  bid_bond boolean not null default false,
  inquiry_submission_date date,
  tender_submission_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.tenders is 'Bids a user tracks. Owned by user_id; RLS scopes every command to the owner.';

-- Leads with user_id, so it also serves the foreign key and every policy; matches the
-- list order (created_at descending).
create index tenders_user_id_created_at_idx on public.tenders (user_id, created_at desc);

create trigger tenders_set_updated_at
  before update on public.tenders
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------
-- tasks
-- ---------------------------------------------------------------------------

create table public.tasks (
  id uuid primary key default gen_random_uuid(),
  tender_id uuid not null references public.tenders (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null
    constraint tasks_name_check check (btrim(name) <> '' and char_length(name) <= 200),
  description text not null default ''
    constraint tasks_description_check check (char_length(description) <= 10000),
  status public.task_status not null default 'not-started',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.tasks is 'Tasks of a tender. A task can only be attached to a tender its owner owns.';

create index tasks_tender_id_created_at_idx on public.tasks (tender_id, created_at);
create index tasks_user_id_idx on public.tasks (user_id);

create trigger tasks_set_updated_at
  before update on public.tasks
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------
-- default_tasks: templates copied into every new tender (read-only to the app)
-- ---------------------------------------------------------------------------

create table public.default_tasks (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint default_tasks_name_check check (btrim(name) <> '' and char_length(name) <= 200),
  description text not null default ''
    constraint default_tasks_description_check check (char_length(description) <= 10000),
  created_at timestamptz not null default now()
);

comment on table public.default_tasks is 'Task templates, seeded oldest first into new tenders. Managed by migrations/seed only.';

create index default_tasks_created_at_idx on public.default_tasks (created_at, id);

-- ---------------------------------------------------------------------------
-- user_profiles: one row per auth user, created by a trigger on auth.users
-- ---------------------------------------------------------------------------

create table public.user_profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  name text not null default ''
    constraint user_profiles_name_check check (char_length(name) <= 200),
  email text
    constraint user_profiles_email_check check (char_length(email) <= 320),
  avatar text
    constraint user_profiles_avatar_check check (char_length(avatar) <= 2048),
  company text
    constraint user_profiles_company_check check (char_length(company) <= 200),
  -- Job title shown on the settings screen; not an access-control role.
  role text
    constraint user_profiles_role_check check (char_length(role) <= 100),
  preferences jsonb not null default '{}'::jsonb
    constraint user_profiles_preferences_check check (jsonb_typeof(preferences) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.user_profiles is 'Profile of each auth user (id = auth.users.id); created at sign-up by private.handle_new_user().';

create trigger user_profiles_set_updated_at
  before update on public.user_profiles
  for each row execute function private.set_updated_at();

-- Creates the profile from the sign-up metadata. Odd metadata (missing, null, not an
-- object, unicode, far too long) must never make sign-up fail, so every value is
-- trimmed, defaulted and cut to the column limits.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := case
    when pg_catalog.jsonb_typeof(new.raw_user_meta_data) = 'object' then new.raw_user_meta_data
    else '{}'::jsonb
  end;
  v_name text;
begin
  v_name := coalesce(
    nullif(pg_catalog.btrim(meta ->> 'full_name'), ''),
    nullif(pg_catalog.btrim(pg_catalog.concat_ws(' ',
      nullif(pg_catalog.btrim(meta ->> 'first_name'), ''),
      nullif(pg_catalog.btrim(meta ->> 'last_name'), ''))), ''),
    nullif(pg_catalog.btrim(meta ->> 'name'), ''),
    nullif(pg_catalog.split_part(coalesce(new.email, ''), '@', 1), ''),
    ''
  );

  insert into public.user_profiles (id, name, email, avatar, company)
  values (
    new.id,
    pg_catalog.left(v_name, 200),
    case when pg_catalog.char_length(new.email) <= 320 then new.email end,
    case
      when pg_catalog.char_length(meta ->> 'avatar_url') <= 2048 then nullif(meta ->> 'avatar_url', '')
    end,
    pg_catalog.left(nullif(pg_catalog.btrim(meta ->> 'company'), ''), 200)
  )
  on conflict (id) do nothing;

  return new;
end;
$$;

revoke all on function private.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- ---------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------

alter table public.tenders enable row level security;
alter table public.tasks enable row level security;
alter table public.default_tasks enable row level security;
alter table public.user_profiles enable row level security;

-- tenders
create policy tenders_select_own on public.tenders
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy tenders_insert_own on public.tenders
  for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy tenders_update_own on public.tenders
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy tenders_delete_own on public.tenders
  for delete to authenticated
  using ((select auth.uid()) = user_id);

-- tasks: a task may only hang under a tender of the same owner.
create policy tasks_select_own on public.tasks
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy tasks_insert_own on public.tasks
  for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and exists (
      select 1 from public.tenders t
      where t.id = tender_id and t.user_id = (select auth.uid())
    )
  );

create policy tasks_update_own on public.tasks
  for update to authenticated
  using ((select auth.uid()) = user_id)
  with check (
    (select auth.uid()) = user_id
    and exists (
      select 1 from public.tenders t
      where t.id = tender_id and t.user_id = (select auth.uid())
    )
  );

create policy tasks_delete_own on public.tasks
  for delete to authenticated
  using ((select auth.uid()) = user_id);

-- default_tasks: readable by every signed-in user; no write policy, no write grant.
create policy default_tasks_select_authenticated on public.default_tasks
  for select to authenticated
  using (true);

-- user_profiles: own row only; rows are deleted with the auth user.
create policy user_profiles_select_own on public.user_profiles
  for select to authenticated
  using ((select auth.uid()) = id);

create policy user_profiles_insert_own on public.user_profiles
  for insert to authenticated
  with check ((select auth.uid()) = id);

create policy user_profiles_update_own on public.user_profiles
  for update to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

-- ---------------------------------------------------------------------------
-- Grants (Supabase's default privileges grant everything to anon and authenticated;
-- take it back and grant only what the app uses).
-- ---------------------------------------------------------------------------

revoke all on table public.tenders, public.tasks, public.default_tasks, public.user_profiles
  from anon, authenticated;

grant select, insert, update, delete on table public.tenders to authenticated;
grant select, insert, update, delete on table public.tasks to authenticated;
grant select on table public.default_tasks to authenticated;
grant select, insert, update on table public.user_profiles to authenticated;

-- ---------------------------------------------------------------------------
-- RPC functions (security invoker: RLS applies to everything they touch)
-- ---------------------------------------------------------------------------

-- Copies every template, oldest first, into the given tender as not-started tasks
-- owned by the caller. Returns the new tasks in that order (nothing when there are
-- no templates). Raises 42501 when the caller is anonymous or does not own the tender.
-- Each task's created_at is now() plus its position in microseconds, so listing a
-- tender's tasks by created_at keeps the template order.
create or replace function public.create_default_tasks(p_tender_id uuid)
returns setof public.tasks
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;

  if not exists (
    select 1 from public.tenders t where t.id = p_tender_id and t.user_id = v_uid
  ) then
    raise exception 'Tender not found' using errcode = '42501';
  end if;

  return query
  with templates as (
    select d.name, d.description,
           pg_catalog.row_number() over (order by d.created_at, d.id) as pos
    from public.default_tasks d
  ),
  inserted as (
    insert into public.tasks (tender_id, user_id, name, description, status, created_at, updated_at)
    select p_tender_id, v_uid, tp.name, tp.description, 'not-started'::public.task_status,
           pg_catalog.now() + (tp.pos - 1) * interval '1 microsecond',
           pg_catalog.now() + (tp.pos - 1) * interval '1 microsecond'
    from templates tp
    returning *
  )
  select i.* from inserted i order by i.created_at, i.id;
end;
$$;

-- Number of the caller's tenders per status: one row per enum value, in enum order,
-- 0 when none.
create or replace function public.tender_status_counts()
returns table (status public.tender_status, count integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select s.status, pg_catalog.count(t.id)::integer
  from pg_catalog.unnest(pg_catalog.enum_range(null::public.tender_status))
         with ordinality as s (status, pos)
  left join public.tenders t
    on t.status = s.status and t.user_id = (select auth.uid())
  group by s.status, s.pos
  order by s.pos;
$$;

-- Number of the caller's tasks per status: one row per enum value, in enum order,
-- 0 when none.
create or replace function public.task_status_counts()
returns table (status public.task_status, count integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select s.status, pg_catalog.count(t.id)::integer
  from pg_catalog.unnest(pg_catalog.enum_range(null::public.task_status))
         with ordinality as s (status, pos)
  left join public.tasks t
    on t.status = s.status and t.user_id = (select auth.uid())
  group by s.status, s.pos
  order by s.pos;
$$;

-- The caller's tenders per calendar month (UTC) of created_at, for the last p_months
-- months including the current one, oldest first; months without tenders are present
-- with zeros. p_months must be between 1 and 120.
--   total     = tenders created that month
--   submitted = those that reached submission: status in ('submitted', 'won', 'lost')
--               (a won or lost bid was necessarily submitted first)
--   won       = those with status 'won'
create or replace function public.monthly_tender_trends(p_months integer default 6)
returns table (month date, total integer, submitted integer, won integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if p_months is null or p_months < 1 or p_months > 120 then
    raise exception 'p_months must be between 1 and 120' using errcode = '22023';
  end if;

  return query
  with months as (
    select m::date as month_start
    from pg_catalog.generate_series(
      pg_catalog.date_trunc('month', pg_catalog.now() at time zone 'UTC')
        - pg_catalog.make_interval(months => p_months - 1),
      pg_catalog.date_trunc('month', pg_catalog.now() at time zone 'UTC'),
      interval '1 month'
    ) as g (m)
  ),
  mine as (
    select (pg_catalog.date_trunc('month', t.created_at at time zone 'UTC'))::date as month_start,
           t.status
    from public.tenders t
    where t.user_id = (select auth.uid())
      and t.created_at >= (
        (pg_catalog.date_trunc('month', pg_catalog.now() at time zone 'UTC')
          - pg_catalog.make_interval(months => p_months - 1)) at time zone 'UTC'
      )
  )
  select ms.month_start,
         pg_catalog.count(mi.status)::integer,
         (pg_catalog.count(mi.status) filter (
            where mi.status in ('submitted', 'won', 'lost')))::integer,
         (pg_catalog.count(mi.status) filter (where mi.status = 'won'))::integer
  from months ms
  left join mine mi on mi.month_start = ms.month_start
  group by ms.month_start
  order by ms.month_start;
end;
$$;

revoke all on function public.create_default_tasks(uuid) from public, anon;
revoke all on function public.tender_status_counts() from public, anon;
revoke all on function public.task_status_counts() from public, anon;
revoke all on function public.monthly_tender_trends(integer) from public, anon;

grant execute on function public.create_default_tasks(uuid) to authenticated;
grant execute on function public.tender_status_counts() to authenticated;
grant execute on function public.task_status_counts() to authenticated;
grant execute on function public.monthly_tender_trends(integer) to authenticated;
