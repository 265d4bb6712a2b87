// Seeding Storage the Supabase CLI way: `[storage.buckets.<name>]` in config.toml creates
// the bucket on a fresh database, and with the demo seed uploads every file under
// objects_path, its path below that folder becoming the object name.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, startStack, type TestStack } from '../../src/testing';

const fixtures = fileURLToPath(new URL('./fixtures/storage', import.meta.url));
const WORKSPACE = '11111111-1111-4111-8111-111111111111';
const TENDER = '22222222-2222-4222-8222-222222222222';

let dir: string;
let configFile: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'stack-config-'));
  configFile = join(dir, 'config.toml');
  writeFileSync(
    configFile,
    `[api]
max_rows = 1000

[storage.buckets.fixture-documents]
public = false
file_size_limit = "25MiB"
allowed_mime_types = ["application/pdf", "text/csv"]
objects_path = ${JSON.stringify(fixtures)}

[storage.buckets.fixture-avatars]
public = true
`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('with the demo seed', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack({ configFile });
  });
  afterAll(() => stack?.stop());

  it('creates the configured buckets with their settings', async () => {
    const service = serviceClient(stack);
    expect((await service.storage.getBucket('fixture-documents')).data).toMatchObject({
      public: false,
      file_size_limit: 25 * 1024 * 1024,
      allowed_mime_types: ['application/pdf', 'text/csv'],
    });
    expect((await service.storage.getBucket('fixture-avatars')).data).toMatchObject({ public: true });
  });

  it('uploads the files under objects_path, named by their path below it, with their types', async () => {
    const bucket = serviceClient(stack).storage.from('fixture-documents');
    const { data } = await bucket.list(`${WORKSPACE}/${TENDER}`);
    expect(data!.map((o) => [o.name, o.metadata?.mimetype])).toEqual([
      ['price-schedule.csv', 'text/csv'],
      ['tender-notice.pdf', 'application/pdf'],
    ]);
    const notice = await bucket.download(`${WORKSPACE}/${TENDER}/tender-notice.pdf`);
    expect(await notice.data!.text()).toContain('fixture tender notice');
  });
});

it('with SUPABASE_LOCAL_SEED=none the buckets exist but stay empty', async () => {
  const stack = await startStack({ configFile, seed: 'none' });
  try {
    const bucket = serviceClient(stack).storage.from('fixture-documents');
    expect((await bucket.list(WORKSPACE)).data).toEqual([]);
  } finally {
    await stack.stop();
  }
});
