// Optimistic concurrency of the tender edit, through the app's own data layer against the
// local stack: two people save the same loaded version; the second save changes nothing
// and says the tender was changed, and a save from the reloaded version goes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAppAt, signInApp } from './app-modules';
import { currentWorkspaceId, signUpUser, startStack, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let owner: SignedUpUser;
let ws: string;
let createTender: typeof import('@/features/tenders/api/create-tender').createTender;
let update: typeof import('@/features/tenders/api/update-tender');
let fetchTender: typeof import('@/features/tenders/api/queries').fetchTender;
let TENDER_CONFLICT: string;

const fields = (overrides: Record<string, unknown> = {}) => ({
  reference_number: 'RFP-C',
  client: 'Harbour Board',
  title: 'Quay cranes',
  description: 'No description provided',
  channel: 'government-portal' as const,
  type: 'public-tender' as const,
  bid_bond: false,
  inquiry_submission_date: '2026-12-01',
  tender_submission_date: '2026-12-15',
  ...overrides,
});

beforeAll(async () => {
  stack = await startStack();
  pointAppAt(stack);
  owner = await signUpUser(stack, { prefix: 'concurrency' });
  ({ createTender } = await import('@/features/tenders/api/create-tender'));
  update = await import('@/features/tenders/api/update-tender');
  ({ fetchTender } = await import('@/features/tenders/api/queries'));
  ({ TENDER_CONFLICT } = await import('@/features/tenders/model'));
  await signInApp(owner.email, owner.password);
  ws = await currentWorkspaceId(owner.client);
});

afterAll(async () => {
  const { supabase } = await import('@/lib/supabase');
  await supabase.auth.signOut();
  await stack?.stop();
});

describe('editing the same tender twice from one loaded version', () => {
  it('saves the first edit, refuses the second with the conflict message, then saves it once reloaded', async () => {
    const loaded = await createTender({ workspaceId: ws, fields: fields() });

    const first = await update.updateTender({
      id: loaded.id,
      fields: fields({ title: 'First edit' }),
      loadedUpdatedAt: loaded.updated_at,
    });
    expect(first.title).toBe('First edit');
    expect(first.updated_at).not.toBe(loaded.updated_at);

    const stale = update.updateTender({
      id: loaded.id,
      fields: fields({ title: 'Second edit' }),
      loadedUpdatedAt: loaded.updated_at,
    });
    await expect(stale).rejects.toBeInstanceOf(update.TenderConflictError);
    await expect(stale).rejects.toThrow(TENDER_CONFLICT);
    // Nothing of the refused save reached the database.
    expect((await fetchTender(loaded.id)).title).toBe('First edit');

    const reloaded = await fetchTender(loaded.id);
    const second = await update.updateTender({
      id: loaded.id,
      fields: fields({ title: 'Second edit' }),
      loadedUpdatedAt: reloaded.updated_at,
    });
    expect(second.title).toBe('Second edit');
    expect((await fetchTender(loaded.id)).title).toBe('Second edit');
  });

  it('a tender that is gone is not found, not a conflict', async () => {
    await expect(
      update.updateTender({
        id: '00000000-0000-4000-8000-000000000000',
        fields: fields(),
        loadedUpdatedAt: new Date().toISOString(),
      }),
    ).rejects.toMatchObject({ code: 'PGRST116' });
  });
});
