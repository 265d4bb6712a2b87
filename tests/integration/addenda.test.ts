// Addenda and the deadline history through the app's data layer (src/features/addenda/api),
// unmodified supabase-js against the local stack: an addendum moves a deadline atomically and
// is named in the history; an edit of the tender is kept too; a refused addendum moves
// nothing; a user and another workspace cannot record one; the other members find the moves
// in the bell (fetchChangeNotices) until they mark them seen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAddenda, fetchDeadlineHistory } from '@/features/addenda/api/queries';
import { recordAddendum } from '@/features/addenda/api/record-addendum';
import { addendumDefaults, type AddendumFields } from '@/features/addenda/form';
import { fetchChangeNotices } from '@/features/notifications/api/change-notices';
import { markAlertsSeen } from '@/features/notifications/api/mark-alerts-seen';
import { supabase } from '@/lib/supabase';
import { signInApp } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { addMember, currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let admin: SignedUpUser;
let member: SignedUpUser;
let stranger: SignedUpUser;
let tender: {
  id: string;
  workspace_id: string;
  inquiry_submission_date: string;
  tender_submission_date: string;
};

const fields = (changes: Partial<AddendumFields>): AddendumFields => ({
  ...addendumDefaults(tender, '2030-03-05'),
  ...changes,
});

beforeAll(async () => {
  stack = await startAppStack({ seed: 'none' });
  admin = await signUpUser(stack, { prefix: 'addenda-admin' });
  stranger = await signUpUser(stack, { prefix: 'addenda-stranger' });
  const ws = await currentWorkspaceId(admin.client);
  member = await addMember(stack, admin, ws, 'user', 'Uma');
  const [row] = await insertTenders(admin.client, [
    tenderRow(ws, 'ADD-1', { inquiry_submission_date: '2030-03-01', tender_submission_date: '2030-03-15' }),
  ]);
  tender = {
    id: row!.id,
    workspace_id: ws,
    inquiry_submission_date: '2030-03-01',
    tender_submission_date: '2030-03-15',
  };
  await signInApp(admin);
});

afterAll(() => stopAppStack(stack));

describe('recordAddendum', () => {
  it('records the addendum and moves the submission deadline, named in the history', async () => {
    await recordAddendum({
      tenderId: tender.id,
      fields: fields({
        number: ' 1 ',
        summary: 'Section 3',
        movesSubmission: true,
        submission: '2030-03-29',
      }),
    });
    const { data } = await supabase
      .from('tenders')
      .select('inquiry_submission_date, tender_submission_date')
      .eq('id', tender.id)
      .single();
    expect(data).toEqual({ inquiry_submission_date: '2030-03-01', tender_submission_date: '2030-03-29' });
    expect(await fetchAddenda(tender.id)).toMatchObject([
      { number: '1', summary: 'Section 3', issued_on: '2030-03-05' },
    ]);
    expect(await fetchDeadlineHistory(tender.id)).toMatchObject([
      {
        deadline: 'submission',
        old_date: '2030-03-15',
        new_date: '2030-03-29',
        changed_by: admin.user.id,
        addendum: { number: '1' },
      },
    ]);
  });

  it('keeps an edit of the tender in the history too, with no addendum', async () => {
    const { error } = await supabase
      .from('tenders')
      .update({ inquiry_submission_date: null })
      .eq('id', tender.id);
    if (error) throw error;
    const [latest] = await fetchDeadlineHistory(tender.id);
    expect(latest).toMatchObject({
      deadline: 'inquiry',
      old_date: '2030-03-01',
      new_date: null,
      addendum: null,
    });
  });

  it('moves nothing when the addendum is refused (a number given already)', async () => {
    await expect(
      recordAddendum({
        tenderId: tender.id,
        fields: fields({ number: '1', movesSubmission: true, submission: '2030-04-30' }),
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { data } = await supabase
      .from('tenders')
      .select('tender_submission_date')
      .eq('id', tender.id)
      .single();
    expect(data?.tender_submission_date).toBe('2030-03-29');
    expect(await fetchDeadlineHistory(tender.id)).toHaveLength(2);
  });

  it('lets a user read but not record; another workspace sees nothing', async () => {
    const read = await member.client.from('deadline_changes').select('id').eq('tender_id', tender.id);
    expect(read.data).toHaveLength(2);
    const refused = await member.client.rpc('record_addendum', {
      p_tender_id: tender.id,
      p_number: '9',
      p_issued_on: '2030-03-06',
      p_moves_submission: true,
      p_submission: '2030-01-01',
    });
    expect(refused.error?.code).toBe('42501');
    const elsewhere = await stranger.client.rpc('record_addendum', {
      p_tender_id: tender.id,
      p_number: '9',
      p_issued_on: '2030-03-06',
    });
    expect(elsewhere.error?.message).toBe('Tender not found');
    const seen = await stranger.client.from('tender_addenda').select('id');
    expect(seen.data).toEqual([]);
  });
});

describe("the bell's deadline changes (fetchChangeNotices)", () => {
  it('tells the other members what moved, latest first, until they mark all as seen', async () => {
    expect(await fetchChangeNotices(tender.workspace_id)).toEqual({ total: 0, unseen: 0, changes: [] });
    await signInApp(member);
    try {
      const notices = await fetchChangeNotices(tender.workspace_id);
      expect(notices).toMatchObject({ total: 2, unseen: 2 });
      expect(notices.changes).toMatchObject([
        { deadline: 'inquiry', old_date: '2030-03-01', new_date: null, addendum_number: null, seen: false },
        {
          deadline: 'submission',
          old_date: '2030-03-15',
          new_date: '2030-03-29',
          addendum_number: '1',
          title: 'Tender ADD-1',
          reference_number: 'ADD-1',
          tender_id: tender.id,
          seen: false,
        },
      ]);
      expect(notices.changes[0]!.changed_by_name).toBeTruthy();
      await markAlertsSeen(tender.workspace_id, 'UTC');
      expect(await fetchChangeNotices(tender.workspace_id)).toMatchObject({ total: 2, unseen: 0 });
      await signInApp(stranger);
      expect(await fetchChangeNotices(tender.workspace_id)).toEqual({ total: 0, unseen: 0, changes: [] });
    } finally {
      await signInApp(admin);
    }
  });
});
