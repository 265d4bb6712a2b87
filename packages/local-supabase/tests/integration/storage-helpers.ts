// Test-only buckets and policies for the Storage suites (the app's own buckets come from
// a migration). Created as the superuser through stack.db, the way a migration would.
import { MB, type TestStack } from '../../src/testing';

export { MB, rowCount } from '../../src/testing';

export const TEST_BUCKETS_SQL = `
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('test-docs', 'test-docs', false, ${25 * MB}, null),
  ('test-pdfs', 'test-pdfs', false, null, '{application/pdf,image/*}'),
  ('test-public', 'test-public', true, null, null);

-- Each user owns the folder named after their id, as the app's documents will be.
create policy "test: read own folder" on storage.objects for select to authenticated
  using (bucket_id like 'test-%' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "test: add to own folder" on storage.objects for insert to authenticated
  with check (bucket_id like 'test-%' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "test: change own folder" on storage.objects for update to authenticated
  using ((storage.foldername(name))[1] = (select auth.uid())::text)
  with check ((storage.foldername(name))[1] = (select auth.uid())::text);
create policy "test: delete own folder" on storage.objects for delete to authenticated
  using ((storage.foldername(name))[1] = (select auth.uid())::text);

-- A commit-time failure (after the row and the file were written) for the rollback test.
create function public.test_refuse_doomed() returns trigger language plpgsql set search_path = '' as $$
begin
  if new.name like '%doomed%' then raise exception 'doomed upload refused at commit'; end if;
  return new;
end $$;
create constraint trigger test_refuse_doomed after insert on storage.objects
  deferrable initially deferred for each row execute function public.test_refuse_doomed();
`;

export async function createTestBuckets(stack: TestStack): Promise<void> {
  await stack.db.transaction((q) => q.exec(TEST_BUCKETS_SQL));
}

export const blob = (text: string, type = 'text/plain'): Blob => new Blob([text], { type });
