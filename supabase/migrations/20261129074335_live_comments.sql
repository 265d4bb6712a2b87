-- Comment threads are live: a new comment refreshes the thread, the counts and the bell of
-- every member watching (each reads them under their own RLS); the notifications themselves,
-- each readable by its recipient only, are never broadcast.
create trigger comments_live_insert after insert on public.comments referencing new table as new_rows
  for each statement execute function private.broadcast_live_changes();
create trigger comments_live_update after update on public.comments referencing new table as new_rows
  for each statement execute function private.broadcast_live_changes();
create trigger comments_live_delete after delete on public.comments referencing old table as old_rows
  for each statement execute function private.broadcast_live_changes();
