-- A new workspace's tenders start in the currency the sign-up form read from the browser's
-- locale (en-GB: GBP); without one, or with anything but three letters, USD as before.

create or replace function private.give_workspace(p_user uuid, p_meta jsonb, p_email text, p_confirmed boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_invitation uuid;
  v_workspace uuid;
begin
  if exists (select 1 from public.workspace_members m where m.user_id = p_user) then
    return;
  end if;

  v_invitation := private.sign_up_invitation(p_meta, p_email);
  if v_invitation is not null then
    if p_confirmed then
      perform private.join_workspace(p_user, v_invitation);
    end if;
    return;
  end if;

  insert into public.workspaces (name, created_by)
  select private.default_workspace_name(p.company, p.name), p_user
  from public.user_profiles p where p.id = p_user
  returning id into v_workspace;

  insert into public.workspace_members (workspace_id, user_id, role)
  values (v_workspace, p_user, 'admin');

  update public.pipeline_settings s
  set default_currency = pg_catalog.upper(pg_catalog.btrim(p_meta ->> 'currency'))
  where s.workspace_id = v_workspace
    and pg_catalog.jsonb_typeof(p_meta -> 'currency') = 'string'
    and pg_catalog.upper(pg_catalog.btrim(p_meta ->> 'currency')) ~ '^[A-Z]{3}$';

  update public.user_profiles set current_workspace_id = v_workspace where id = p_user;
end;
$$;
