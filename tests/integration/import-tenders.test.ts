// Importing tenders through the app's data layer (src/features/tenders/api/import-tenders.ts
// and src/features/tenders/import), unmodified supabase-js against the local stack: batches
// land in the importer's current workspace with their default tasks, a batch is atomic, a
// `user` and another workspace are refused, and a file from 'Export CSV' imports back into an
// empty workspace with every field identical, outcomes included (the round trip).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existingReferences, importBatch, importInBatches } from '@/features/tenders/api/import-tenders';
import { fetchTendersForExport } from '@/features/tenders/api/export-tenders';
import { fetchAllTenders } from '@/features/tenders/api/queries';
import { tendersCsv } from '@/features/tenders/exports';
import { matchColumns } from '@/features/tenders/import/headers';
import { readTable } from '@/lib/import/read-file';
import { validateRows, type ImportRow } from '@/features/tenders/import/rows';
import { defaultFilters } from '@/features/tenders/list-filters';
import type { ExportedTender } from '@/features/tenders/exports';
import { localDateString } from '@/lib/dates';
import { signInApp } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { addMember, currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let admin: SignedUpUser;
let member: SignedUpUser;
let stranger: SignedUpUser;
let workspaceId: string;

const row = (line: number, reference: string, fields: ImportRow['fields'] = {}): ImportRow => ({
  line,
  fields: { reference_number: reference, title: `Imported ${reference}`, client: 'Port', ...fields },
  createdDate: null,
  cells: [],
  warnings: [],
});

/** A file as the browser hands it over. */
const csvFile = (name: string, text: string) => {
  const bytes = new TextEncoder().encode(text);
  return { name, size: bytes.byteLength, arrayBuffer: async () => bytes.buffer as ArrayBuffer };
};

const allTenders = (workspace: string) =>
  fetchAllTenders(workspace, { ...defaultFilters, sort: 'reference' });

beforeAll(async () => {
  stack = await startAppStack({ seed: 'none' });
  admin = await signUpUser(stack, { prefix: 'import-admin' });
  stranger = await signUpUser(stack, { prefix: 'import-stranger' });
  workspaceId = await currentWorkspaceId(admin.client);
  member = await addMember(stack, admin, workspaceId, 'user', 'Uma');
  await signInApp(admin);
});

afterAll(() => stopAppStack(stack));

describe('importInBatches', () => {
  it('imports in batches, reports each row, seeds the default tasks and counts progress', async () => {
    const progress: number[] = [];
    const rows = Array.from({ length: 3 }, (_, i) => row(i + 2, `IMP-${i + 1}`));
    const run = await importInBatches(
      workspaceId,
      rows,
      { duplicates: 'skip', templates: true },
      {
        onProgress: ({ done }) => progress.push(done),
        cancelled: () => false,
      },
    );
    expect(run.outcomes.map(({ line, outcome }) => [line, outcome])).toEqual([
      [2, 'imported'],
      [3, 'imported'],
      [4, 'imported'],
    ]);
    expect(progress).toEqual([3]);
    const { data: tasks } = await admin.client
      .from('tasks')
      .select('id')
      .eq('tender_id', run.outcomes[0]!.id!);
    expect(tasks!.length).toBeGreaterThan(0);
    expect(await existingReferences(workspaceId, ['imp-1', 'IMP-404'])).toEqual(['imp-1']);
  });

  it('stops before the next batch when cancelled, and reports the rest as not imported', async () => {
    const rows = [row(2, 'CAN-1'), row(3, 'CAN-2')];
    const run = await importInBatches(
      workspaceId,
      rows,
      { duplicates: 'skip', templates: true },
      {
        onProgress: () => {},
        cancelled: () => true,
      },
    );
    expect(run).toEqual({ outcomes: [], notImported: rows, stoppedBy: null });
  });

  it('treats a batch as one transaction: a refused batch saves none of its rows', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => row(i + 2, `BIG-${i}`));
    await expect(
      importBatch(workspaceId, rows, { duplicates: 'skip', templates: false }),
    ).rejects.toMatchObject({ code: '22023' });
    const { count } = await admin.client
      .from('tenders')
      .select('id', { count: 'exact', head: true })
      .like('reference_number', 'BIG-%');
    expect(count).toBe(0);
  });

  it('refuses a user, and another workspace', async () => {
    await signInApp(member);
    try {
      await expect(
        importBatch(workspaceId, [row(2, 'U-1')], { duplicates: 'skip', templates: false }),
      ).rejects.toMatchObject({
        code: '42501',
      });
      await signInApp(stranger);
      await expect(
        importBatch(workspaceId, [row(2, 'S-1')], { duplicates: 'skip', templates: false }),
      ).rejects.toMatchObject({
        code: '42501',
      });
      expect(await existingReferences(workspaceId, ['IMP-1'])).toEqual([]);
    } finally {
      await signInApp(admin);
    }
  });
});

describe('the round trip', () => {
  it("imports a file from 'Export CSV' into an empty workspace with every field and outcome identical", async () => {
    await insertTenders(admin.client, [
      tenderRow(workspaceId, 'RT-1', {
        title: '=SUM(A1:A3) quay',
        client: '+Port, "North"',
        description: 'Line one\nLine two',
        status: 'won',
        channel: 'vendor-portal',
        type: 'framework-agreement',
        bid_bond: true,
        inquiry_submission_date: '2026-02-01',
        tender_submission_date: '2026-03-15',
        estimated_value: 1250000.5,
        currency: 'EUR',
        probability: 60,
        expected_award_date: '2026-05-01',
        bid_price: 1199000,
      }),
      tenderRow(workspaceId, 'RT-2', { title: 'Café – Süd', status: 'cancelled', currency: 'USD' }),
      tenderRow(workspaceId, 'RT-3', { title: 'Pier', status: 'lost', currency: 'GBP' }),
    ]);
    const ids = Object.fromEntries(
      (await allTenders(workspaceId)).map((tender) => [tender.reference_number, tender.id]),
    );
    const { data: price } = await admin.client
      .from('loss_reasons')
      .select('id')
      .eq('workspace_id', workspaceId)
      .eq('label', 'Price')
      .single();
    const { error: outcomeError } = await admin.client.from('tender_outcomes').insert([
      {
        tender_id: ids['RT-1']!,
        workspace_id: workspaceId,
        award_date: '2026-05-03',
        winner: 'Us',
        our_rank: 1,
      },
      {
        tender_id: ids['RT-3']!,
        workspace_id: workspaceId,
        award_date: '2026-04-30',
        winner: 'Acme, "North"',
        winning_price: 990000.5,
        our_rank: 3,
        loss_reason_id: price!.id,
      },
    ]);
    expect(outcomeError).toBeNull();
    const rtOnly = (tenders: ExportedTender[]) => tenders.filter((t) => t.reference_number.startsWith('RT-'));
    const exported = rtOnly(
      await fetchTendersForExport(workspaceId, { ...defaultFilters, sort: 'reference' }),
    );
    expect(tendersCsv(exported)).toContain('2026-04-30,"Acme, ""North""",990000.50,3,Price');

    const table = await readTable(csvFile('tenders.csv', tendersCsv(exported)));
    const mapping = matchColumns(table.header);
    expect(mapping).not.toContain(null);
    const { rows, problems } = validateRows(table, mapping, { dateOrder: null });
    expect(problems).toEqual([]);

    const fresh = await signUpUser(stack, { prefix: 'import-fresh' });
    await signInApp(fresh);
    try {
      const emptyWorkspace = await currentWorkspaceId(fresh.client);
      expect(await allTenders(emptyWorkspace)).toEqual([]);
      const run = await importInBatches(
        emptyWorkspace,
        rows,
        { duplicates: 'skip', templates: true },
        {
          onProgress: () => {},
          cancelled: () => false,
        },
      );
      expect(run.outcomes.map((o) => o.outcome)).toEqual(['imported', 'imported', 'imported']);
      const imported = await fetchTendersForExport(emptyWorkspace, { ...defaultFilters, sort: 'reference' });
      const fields = (tender: ExportedTender) => {
        const { id, user_id, workspace_id, updated_at, created_at, ...rest } = tender;
        void [id, user_id, workspace_id, updated_at];
        return { ...rest, created: localDateString(new Date(created_at)) };
      };
      expect(imported.map(fields)).toEqual(exported.map(fields));
      expect(tendersCsv(imported)).toBe(tendersCsv(exported));
    } finally {
      await signInApp(admin);
    }
  });
});
