// Optimistic concurrency of the tender edit, through the app's own data layer against the
// local stack: two people save the same loaded version; the second save changes nothing
// and says the tender was changed, and a save from the reloaded version goes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTender } from '@/features/tenders/api/queries';
import { createTender, TenderConflictError, updateTender } from '@/features/tenders/api/save-tender';
import { TENDER_CONFLICT } from '@/features/tenders/model';
import { signInApp } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { tenderFields } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let owner: SignedUpUser;
let ws: string;

beforeAll(async () => {
  stack = await startAppStack();
  owner = await signUpUser(stack, { prefix: 'concurrency' });
  await signInApp(owner);
  ws = await currentWorkspaceId(owner.client);
});

afterAll(() => stopAppStack(stack));

describe('editing the same tender twice from one loaded version', () => {
  it('saves the first edit, refuses the second with the conflict message, then saves it once reloaded', async () => {
    const loaded = await createTender({ workspaceId: ws, fields: tenderFields() });

    const first = await updateTender({
      id: loaded.id,
      fields: tenderFields({ title: 'First edit' }),
      loadedUpdatedAt: loaded.updated_at,
    });
    expect(first.title).toBe('First edit');
    expect(first.updated_at).not.toBe(loaded.updated_at);

    const stale = updateTender({
      id: loaded.id,
      fields: tenderFields({ title: 'Second edit' }),
      loadedUpdatedAt: loaded.updated_at,
    });
    await expect(stale).rejects.toBeInstanceOf(TenderConflictError);
    await expect(stale).rejects.toThrow(TENDER_CONFLICT);
    // Nothing of the refused save reached the database.
    expect((await fetchTender(loaded.id)).title).toBe('First edit');

    const reloaded = await fetchTender(loaded.id);
    const second = await updateTender({
      id: loaded.id,
      fields: tenderFields({ title: 'Second edit' }),
      loadedUpdatedAt: reloaded.updated_at,
    });
    expect(second.title).toBe('Second edit');
    expect((await fetchTender(loaded.id)).title).toBe('Second edit');
  });

  it('a tender that is gone is not found, not a conflict', async () => {
    await expect(
      updateTender({
        id: '00000000-0000-4000-8000-000000000000',
        fields: tenderFields(),
        loadedUpdatedAt: new Date().toISOString(),
      }),
    ).rejects.toMatchObject({ code: 'P0002', message: 'Tender not found' });
  });
});
