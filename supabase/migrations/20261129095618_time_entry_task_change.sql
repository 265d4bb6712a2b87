-- A time entry still described by its old task's name takes the new task's when its task is
-- corrected, so the correction does not leave it saying what it no longer was for.
create or replace function private.fill_time_entry()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_name text;
begin
  if new.task_id is not null then
    select k.name into v_name from public.tasks k where k.id = new.task_id and k.tender_id = new.tender_id;
    if not found then
      raise exception 'The task is not one of this tender''s tasks' using errcode = '23503';
    end if;
    if pg_catalog.btrim(coalesce(new.description, '')) = '' then
      new.description := v_name;
    elsif tg_op = 'UPDATE' and new.task_id is distinct from old.task_id and new.description = old.description
          and old.description = (select k.name from public.tasks k where k.id = old.task_id) then
      new.description := v_name;
    end if;
  end if;
  return new;
end;
$$;
