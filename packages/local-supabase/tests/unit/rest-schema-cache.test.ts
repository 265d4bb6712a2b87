// When the REST service re-reads the catalogue: once for any number of requests, again after a
// `NOTIFY pgrst` asking for it, and again when the notice came while a read was under way.
import { describe, expect, it } from 'vitest';
import { SchemaCacheHolder } from '../../src/rest/schema';
import type { Database } from '../../src/types';

/** A database whose catalogue is empty and whose schema reads are counted (and can be held). */
function catalogue() {
  let release: (() => void) | null = null;
  const reads = { count: 0, hold: false };
  const db = {
    engine: 'pglite',
    transaction: async (fn) => {
      reads.count++;
      if (reads.hold) await new Promise<void>((resolve) => (release = resolve));
      return fn({ query: async () => ({ rows: [{ j: '[]' }] }) } as never);
    },
    asRequest: () => Promise.reject(new Error('not used')),
    listen: () => Promise.reject(new Error('not used')),
    close: async () => undefined,
  } as Database;
  return { db, reads, release: () => release?.() };
}

describe('the schema cache', () => {
  it('is read once, and again after NOTIFY pgrst with an empty payload, reload schema or reload config', async () => {
    const { db, reads } = catalogue();
    const cache = new SchemaCacheHolder(db, ['public']);
    await Promise.all([cache.get(), cache.get()]);
    await cache.get();
    expect(reads.count).toBe(1);
    cache.notified('something else');
    await cache.get();
    expect(reads.count).toBe(1);
    for (const payload of ['reload schema', 'reload config', '']) {
      cache.notified(payload);
      await cache.get();
    }
    expect(reads.count).toBe(4);
  });

  it('counts a read that was under way when the notice came as stale', async () => {
    const { db, reads, release } = catalogue();
    const cache = new SchemaCacheHolder(db, ['public']);
    reads.hold = true;
    const first = cache.get();
    await Promise.resolve();
    cache.notified('reload schema');
    reads.hold = false;
    release();
    await first;
    await cache.get();
    expect(reads.count).toBe(2);
    await cache.get();
    expect(reads.count).toBe(2);
  });
});
