-- The reminder schedule on hosted Supabase (issue 24; docs/reminders.md, docs/deploying.md):
-- pg_cron calls the send-reminders Edge Function every 15 minutes through pg_net, the way
-- Supabase's "Scheduling Edge Functions" guide does it. The project URL and the service-role
-- key are read from Vault at each run (secrets 'project_url' and 'service_role_key', created
-- once per project with vault.create_secret), so neither is written into a migration.
--
-- Only where both extensions are available (hosted Supabase, or a Postgres with them
-- installed). The local stack (PGlite, plain PostgreSQL) has neither: this migration does
-- nothing there, and the local stack runs the function on its own timer instead.
-- Re-running it is harmless: cron.schedule with an existing job name updates that job.

do $schedule$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    raise notice 'reminder schedule: pg_cron or pg_net is not available here; nothing scheduled';
    return;
  end if;

  -- Supabase installs pg_cron in pg_catalog and pg_net in extensions. A Postgres that has the
  -- files but does not preload pg_cron (shared_preload_libraries) refuses it: nothing scheduled.
  begin
    execute 'create extension if not exists pg_cron with schema pg_catalog';
    execute 'create extension if not exists pg_net with schema extensions';
  exception when others then
    raise notice 'reminder schedule: % — nothing scheduled', sqlerrm;
    return;
  end;

  execute $sql$
    select cron.schedule(
      'send-reminders',
      '*/15 * * * *',
      $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
               || '/functions/v1/send-reminders',
        headers := pg_catalog.jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets
                                         where name = 'service_role_key')),
        body := '{}'::jsonb,
        timeout_milliseconds := 60000
      ) as request_id;
      $job$
    )
  $sql$;
end;
$schedule$;
