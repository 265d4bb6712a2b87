// The compliance checklist's data layer (src/features/requirements/api) against the local
// stack: pasted requirements keep their order, a checklist longer than the API's 1,000-row
// cap is read whole, progress is counted in SQL, Submitted is refused with mandatory ones
// incomplete until an override records who and which; a user
// writes the checklist but records no override; another workspace sees nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRequirements, recordOverride, updateRequirement } from '@/features/requirements/api/mutations';
import { fetchRequirements } from '@/features/requirements/api/queries';
import { updateTenderStatus } from '@/features/tenders/api/update-tender-status';
import { parsePastedRequirements } from '@/features/requirements/model';
import { fetchRequirementProgress } from '@/lib/requirement-progress';
import { signInApp } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { addMember, currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let admin: SignedUpUser;
let member: SignedUpUser;
let stranger: SignedUpUser;
let ws: string;
let tender: { id: string; workspace_id: string };
let big: { id: string; workspace_id: string };

beforeAll(async () => {
  stack = await startAppStack({ seed: 'none' });
  admin = await signUpUser(stack, { prefix: 'req-admin' });
  stranger = await signUpUser(stack, { prefix: 'req-stranger' });
  ws = await currentWorkspaceId(admin.client);
  member = await addMember(stack, admin, ws, 'user', 'Uma');
  const rows = await insertTenders(admin.client, [tenderRow(ws, 'REQ-1'), tenderRow(ws, 'REQ-BIG')]);
  tender = { id: rows[0]!.id, workspace_id: ws };
  big = { id: rows[1]!.id, workspace_id: ws };
  await signInApp(admin);
});

afterAll(() => stopAppStack(stack));

describe('the checklist', () => {
  it('adds pasted requirements in their order, then counts progress in SQL', async () => {
    await addRequirements({
      tender,
      rows: parsePastedRequirements('ISO 9001\nMethod statement\nCase studies\t§4\tOptional'),
      after: 0,
    });
    const listed = await fetchRequirements(tender.id);
    expect(listed.map((r) => [r.requirement, r.mandatory, r.position])).toEqual([
      ['ISO 9001', true, 1],
      ['Method statement', true, 2],
      ['Case studies', false, 3],
    ]);
    await updateRequirement({ id: listed[0]!.id, change: { status: 'complete', owner_id: member.user.id } });
    await updateRequirement({ id: listed[2]!.id, change: { status: 'not-applicable' } });
    expect(await fetchRequirementProgress(ws, [tender.id, big.id])).toEqual({
      [tender.id]: { tender_id: tender.id, applicable: 2, complete: 1, mandatory: 2, mandatory_complete: 1 },
    });
  });

  it('reads a checklist past the 1,000-row cap whole', async () => {
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      requirement: `R${i + 1}`,
      source: '',
      mandatory: true,
    }));
    await addRequirements({ tender: big, rows, after: 0 });
    const listed = await fetchRequirements(big.id);
    expect(listed).toHaveLength(1203);
    expect(listed.at(-1)?.requirement).toBe('R1203');
  });

  it('refuses Submitted with mandatory requirements incomplete until someone confirms, and records who', async () => {
    await expect(updateTenderStatus({ id: tender.id, status: 'submitted' })).rejects.toMatchObject({
      code: 'TFT05',
    });
    await recordOverride({ tender, incomplete: ['Method statement'] });
    const { data } = await admin.client.from('requirement_overrides').select('incomplete, confirmed_by');
    expect(data).toEqual([{ incomplete: ['Method statement'], confirmed_by: admin.user.id }]);
    expect(await updateTenderStatus({ id: tender.id, status: 'submitted' })).toMatchObject({
      status: 'submitted',
    });
  });

  it('lets a user work the checklist but not record an override; another workspace sees nothing', async () => {
    const [first] = await fetchRequirements(tender.id);
    const update = await member.client
      .from('tender_requirements')
      .update({ status: 'drafting' })
      .eq('id', first!.id)
      .select('status');
    expect(update.data).toEqual([{ status: 'drafting' }]);
    const override = await member.client
      .from('requirement_overrides')
      .insert({ tender_id: tender.id, workspace_id: ws, incomplete: ['x'] });
    expect(override.error?.code).toBe('42501');
    const seen = await stranger.client.from('tender_requirements').select('id');
    expect(seen.data).toEqual([]);
  });
});
