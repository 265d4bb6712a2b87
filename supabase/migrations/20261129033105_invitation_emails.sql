-- Invitations are emailed by the reminder job (a kind of its own, to the invited address), with
-- a link whose token is derived from the invitation's id with the server secret; the invitation
-- page names who invites, to which workspace and as what before signing in
-- (invitation_preview). (supabase/schemas/01_workspaces.sql and 08_reminders.sql hold the
-- definitions.)

alter table private.reminder_messages alter column user_id drop not null;
alter table private.reminder_messages drop constraint reminder_messages_kind_check;
alter table private.reminder_messages add constraint reminder_messages_kind_check
  check (kind in ('digest', 'missed', 'assigned', 'invitation'));
alter table private.reminder_messages
  add column invitation_id uuid references public.workspace_invitations (id) on delete cascade;
alter table private.reminder_messages add constraint reminder_messages_recipient_check check (
  (kind = 'invitation') = (invitation_id is not null) and (kind = 'invitation') = (user_id is null));
create unique index reminder_messages_invitation_key on private.reminder_messages (invitation_id)
  where invitation_id is not null;

alter table private.reminder_kinds alter column preference drop not null;

create function private.invitation_token(p_invitation uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.base64url(private.reminder_hmac(pg_catalog.convert_to('invitation:' || p_invitation::text, 'UTF8')));
$$;

revoke all on function private.invitation_token(uuid) from public;

create function private.remind_invitations(p_now timestamptz)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into private.reminder_messages (user_id, kind, invitation_id, local_day, time_zone)
  select null, 'invitation', i.id, (p_now at time zone 'UTC')::date, 'UTC'
  from public.workspace_invitations i
  where i.accepted_at is null and i.revoked_at is null and i.expires_at > p_now
    and not exists (select 1 from private.reminder_messages m where m.invitation_id = i.id);
end;
$$;

revoke all on function private.remind_invitations(timestamptz) from public;

create function private.render_invitations(p_claim uuid)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into pg_temp.reminder_rendered
  select m.id, i.workspace_id, null, 'invitation', null, null, null, true
  from private.reminder_messages m
  join public.workspace_invitations i on i.id = m.invitation_id
  where m.claim_id = p_claim and m.kind = 'invitation'
    and i.accepted_at is null and i.revoked_at is null and i.expires_at > pg_catalog.now();
end;
$$;

revoke all on function private.render_invitations(uuid) from public;

-- The claimed invitation messages still to send (private.render_invitations kept them): the
-- address and name invited, the workspace, and what the email says (who invites, as what, the
-- link's token and its expiry).
create function private.invitation_messages(p_claim uuid)
returns table (message_id uuid, email text, name text, workspaces json, invitation json)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return query
  select m.id, i.email, i.name,
         pg_catalog.json_build_array(pg_catalog.json_build_object(
           'id', w.id, 'name', w.name, 'tenders', '[]'::json, 'documents', '[]'::json)),
         pg_catalog.json_build_object(
           'token', private.invitation_token(i.id), 'inviter_name', coalesce(p.name, ''),
           'workspace_name', w.name, 'role', i.role, 'expires_at', i.expires_at)
  from pg_temp.reminder_rendered x
  join private.reminder_messages m on m.id = x.message_id and m.claim_id = p_claim and m.kind = 'invitation'
  join public.workspace_invitations i on i.id = m.invitation_id
  join public.workspaces w on w.id = i.workspace_id
  left join public.user_profiles p on p.id = i.invited_by
  where x.kind = 'invitation';
end;
$$;

revoke all on function private.invitation_messages(uuid) from public;

insert into private.reminder_kinds (kind, preference, decide, render)
values ('invitation', null, 'private.remind_invitations', 'private.render_invitations');

create or replace function private.reminder_page_json(p_claim uuid, p_remaining integer)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_secret bytea := (select s.secret from private.reminder_secret s);
  v_result json;
begin
  with items as (
    select x.message_id, x.workspace_id, x.tender_id,
           pg_catalog.json_agg(pg_catalog.json_build_object(
             'kind', x.kind, 'task_name', x.task_name,
             'due_date', pg_catalog.to_char(x.due_date, 'YYYY-MM-DD'), 'days', x.days)
             order by x.due_date nulls last, x.kind, x.task_name) as items,
           pg_catalog.min(x.due_date) as first_due
    from pg_temp.reminder_rendered x
    join private.reminder_messages m on m.id = x.message_id and m.claim_id = p_claim
    where x.tender_id is not null
    group by x.message_id, x.workspace_id, x.tender_id
  ),
  tenders as (
    select i.message_id, i.workspace_id,
           pg_catalog.json_agg(pg_catalog.json_build_object(
             'id', t.id, 'title', t.title, 'reference_number', t.reference_number, 'items', i.items)
             order by i.first_due nulls last, t.title, t.id) as tenders
    from items i
    join public.tenders t on t.id = i.tender_id
    group by i.message_id, i.workspace_id
  ),
  documents as (
    select x.message_id, x.workspace_id,
           pg_catalog.json_agg(pg_catalog.json_build_object(
             'kind', x.kind, 'task_name', x.task_name,
             'due_date', pg_catalog.to_char(x.due_date, 'YYYY-MM-DD'), 'days', x.days)
             order by x.due_date, x.task_name) as documents
    from pg_temp.reminder_rendered x
    join private.reminder_messages m on m.id = x.message_id and m.claim_id = p_claim
    where x.tender_id is null
    group by x.message_id, x.workspace_id
  ),
  -- Materialized: inlined, the planner rescans this aggregate once per message (a nested
  -- loop), building the page's JSON hundreds of times over.
  workspaces as materialized (
    select coalesce(x.message_id, d.message_id) as message_id,
           pg_catalog.json_agg(pg_catalog.json_build_object('id', w.id, 'name', w.name,
             'tenders', coalesce(x.tenders, '[]'::json), 'documents', coalesce(d.documents, '[]'::json))
             order by w.name, w.id) as workspaces
    from tenders x
    full join documents d on d.message_id = x.message_id and d.workspace_id = x.workspace_id
    join public.workspaces w on w.id = coalesce(x.workspace_id, d.workspace_id)
    group by coalesce(x.message_id, d.message_id)
  ),
  -- The preference that stops all of a message's lines, else emailNotifications.
  preferences as (
    select x.message_id,
           case when pg_catalog.min(k.preference) = pg_catalog.max(k.preference) then pg_catalog.min(k.preference)
                else 'emailNotifications' end as preference
    from (select distinct r.message_id, r.kind from pg_temp.reminder_rendered r) x
    join private.reminder_kinds k on k.kind = x.kind
    group by x.message_id
  ),
  messages as (
    select m.id, m.kind, m.created_at, r.email, r.name, m.time_zone, m.local_day, m.user_id, w.workspaces,
           p.preference, null::json as invitation
    from workspaces w
    join preferences p on p.message_id = w.message_id
    join private.reminder_messages m on m.id = w.message_id
    join pg_temp.reminder_people r on r.user_id = m.user_id
    where m.state = 'pending'
    union all
    -- Invitations go to an address, not to a person: no preference, so no unsubscribe token.
    select m.id, m.kind, m.created_at, v.email, v.name, m.time_zone, m.local_day, m.user_id, v.workspaces,
           null, v.invitation
    from private.invitation_messages(p_claim) v
    join private.reminder_messages m on m.id = v.message_id
    where m.state = 'pending'
  )
  select pg_catalog.json_build_object(
    'claim', p_claim,
    'remaining', p_remaining,
    'messages', coalesce(pg_catalog.json_agg(pg_catalog.json_build_object(
      'id', x.id, 'kind', x.kind, 'to', x.email, 'name', x.name, 'time_zone', x.time_zone,
      'local_day', pg_catalog.to_char(x.local_day, 'YYYY-MM-DD'),
      'unsubscribe_token', pg_catalog.translate(pg_catalog.encode(
        x.payload || extensions.hmac(x.payload, v_secret, 'sha256'), 'base64'), E'+/=\n', '-_'),
      'preference', x.preference,
      'workspaces', x.workspaces,
      'invitation', x.invitation) order by x.created_at, x.id), '[]'::json))
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

revoke all on function private.reminder_page_json(uuid, integer) from public;

-- Invitations made before this are emailed on the next run too (while still pending): they
-- were never sent.
create or replace function private.create_invitation(
  p_workspace_id uuid,
  p_email text,
  p_name text,
  p_role public.workspace_role
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_email text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_email, '')));
  v_token text;
  v_id uuid;
begin
  if v_uid is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.workspace_members m
    where m.workspace_id = p_workspace_id and m.user_id = v_uid and m.role = 'admin'
  ) then
    raise exception 'Only admins can invite members' using errcode = '42501';
  end if;
  if pg_catalog.char_length(v_email) > 320 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Invalid email address' using errcode = '22023';
  end if;
  if exists (
    select 1 from public.workspace_members m
    join auth.users u on u.id = m.user_id
    where m.workspace_id = p_workspace_id and pg_catalog.lower(u.email) = v_email
  ) then
    raise exception 'Already a member of this workspace' using errcode = '23505';
  end if;

  update public.workspace_invitations i
  set revoked_at = pg_catalog.now()
  where i.workspace_id = p_workspace_id and i.email = v_email
    and i.accepted_at is null and i.revoked_at is null;

  insert into public.workspace_invitations (workspace_id, email, name, role, invited_by)
  values (p_workspace_id, v_email, pg_catalog.btrim(coalesce(p_name, '')), coalesce(p_role, 'user'), v_uid)
  returning id into v_id;

  v_token := private.invitation_token(v_id);
  insert into private.workspace_invitation_tokens (invitation_id, token_hash)
  values (v_id, private.invitation_token_hash(v_token));
  return v_token;
end;
$$;

revoke all on function private.create_invitation(uuid, text, text, public.workspace_role) from public;
grant execute on function private.create_invitation(uuid, text, text, public.workspace_role) to authenticated;

create function private.invitation_preview(p_token text)
returns table (inviter_name text, workspace_name text, role public.workspace_role)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(p.name, ''), w.name, i.role
  from private.workspace_invitation_tokens k
  join public.workspace_invitations i on i.id = k.invitation_id
  join public.workspaces w on w.id = i.workspace_id
  left join public.user_profiles p on p.id = i.invited_by
  where pg_catalog.char_length(p_token) <= 200
    and k.token_hash = private.invitation_token_hash(p_token)
    and i.accepted_at is null
    and i.revoked_at is null
    and i.expires_at > pg_catalog.now();
$$;

revoke all on function private.invitation_preview(text) from public;
grant execute on function private.invitation_preview(text) to anon, authenticated;

create function public.invitation_preview(p_token text)
returns table (inviter_name text, workspace_name text, role public.workspace_role)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.invitation_preview(p_token);
$$;

revoke all on function public.invitation_preview(text) from public, service_role;
grant execute on function public.invitation_preview(text) to anon, authenticated;
