// Hosted Supabase's per-role statement timeouts, set in every request transaction and really
// enforced: PostgreSQL only (scripts/test-integration.ts runs this file only on PostgreSQL;
// PGlite cannot interrupt a running statement). Run alone without LOCAL_STACK_DATABASE_URL,
// it fails rather than skip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDatabaseUrl, startStack, type TestStack } from '../../src/testing';

let stack: TestStack;

beforeAll(async () => {
  if (!adminDatabaseUrl())
    throw new Error('statement timeouts need PostgreSQL: set LOCAL_STACK_DATABASE_URL');
  stack = await startStack({ seed: 'none' });
});

afterAll(async () => {
  await stack?.stop();
});

describe('statement timeout (PostgreSQL)', () => {
  const scope = (role: 'anon' | 'authenticated' | 'service_role') => ({
    role,
    claims: { role },
    method: 'GET',
    path: '/x',
    readOnly: true,
  });

  it('sets hosted Supabase’s timeouts per role in every request transaction', async () => {
    const show = async (role: 'anon' | 'authenticated' | 'service_role') =>
      (
        await stack.db.asRequest(scope(role), (q) =>
          q.query<{ t: string }>(`select current_setting('statement_timeout') as t`),
        )
      ).rows[0]!.t;
    expect(await show('anon')).toBe('3s');
    expect(await show('authenticated')).toBe('8s');
    expect(await show('service_role')).toBe('1min');
  });

  it('really cancels a statement that runs longer (anon: 3 s) with 57014', async () => {
    const started = performance.now();
    const failure = await stack.db
      .asRequest(scope('anon'), (q) => q.query('select pg_sleep(10)'))
      .then(
        () => null,
        (e: unknown) => e as { code?: string },
      );
    expect(failure?.code).toBe('57014');
    const ms = performance.now() - started;
    expect(ms).toBeGreaterThan(2_500);
    expect(ms).toBeLessThan(8_000);
  });
});
