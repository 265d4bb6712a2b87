// Bid/no-bid decisions through the app's own data layer (src/features/bid-decisions/api) and
// unmodified supabase-js: the settings RPC, the decision RPC with its score and band
// computed in SQL (equal to the form's preview), skips, Declined after No bid, the won/lost
// report, and who may do what: a user records nothing and edits no setting, another
// workspace sees and decides nothing. Two managers deciding at once: the second is refused and
// told who decided (docs/security-checks.md G6).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { declineTender } from '@/features/bid-decisions/api/decline-tender';
import { fetchBidDecision, fetchBidScoreReport, fetchBidSetup } from '@/features/bid-decisions/api/queries';
import { DecisionConflictError, recordBidDecision } from '@/features/bid-decisions/api/record-decision';
import { saveBidSettings } from '@/features/bid-decisions/api/save-settings';
import { bidScore, type BidSetup } from '@/features/bid-decisions/model';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let admin: Account;
let member: Account;
let outsider: Account;
let workspaceId: string;
let tenders: string[];
let setup: BidSetup;

const sql = (text: string) => stack.db.transaction((q) => q.exec(text));
/** Scores of the four criteria saved below (weights 10, 10, 4, 1: the score is Σ w·(s − 1)). */
const scores = (...values: number[]) =>
  Object.fromEntries(setup.criteria.map((criterion, index) => [criterion.id, values[index]!]));

beforeAll(async () => {
  stack = await startAppStack({ db: 'memory' });
  member = await signUpInApp('bid-member');
  outsider = await signUpInApp('bid-outsider');
  admin = await signUpInApp('bid-admin');
  workspaceId = await currentWorkspaceId();
  await sql(
    `insert into public.workspace_members (workspace_id, user_id, role) values ('${workspaceId}', '${member.id}', 'user')`,
  );
  const { data, error } = await supabase
    .from('tenders')
    .insert(['B-1', 'B-2', 'B-3', 'B-4'].map((reference) => tenderRow(workspaceId, reference)))
    .select('id, reference_number')
    .order('reference_number');
  if (error) throw error;
  tenders = data.map((row) => row.id);
});
beforeEach(() => signInApp(admin));
afterAll(() => stopAppStack(stack));

describe('bid settings', () => {
  it('starts a workspace with the default criteria and kill questions', async () => {
    const defaults = await fetchBidSetup(workspaceId);
    expect(defaults.criteria.map(({ name, weight }) => [name, weight])).toEqual([
      ['Strategic fit', 2],
      ['Capability and track record', 2],
      ['Capacity to deliver', 2],
      ['Competition', 1],
      ['Client relationship', 1],
      ['Margin and risk', 2],
    ]);
    expect(defaults.killQuestions.map((q) => q.question)).toEqual([
      'A mandatory certificate is missing',
      'We cannot meet the submission deadline',
    ]);
  });

  it('saves an admin’s criteria (renamed, added, removed, reordered), questions and thresholds in one call', async () => {
    const before = await fetchBidSetup(workspaceId);
    await saveBidSettings({
      workspaceId,
      criteria: [
        { id: before.criteria[1]!.id, name: 'Capability', weight: 10 },
        { id: before.criteria[0]!.id, name: 'Strategic fit', weight: 10 },
        { name: 'Capacity', weight: 4 },
        { name: 'Margin', weight: 1 },
      ],
      killQuestions: [{ id: before.killQuestions[0]!.id, question: 'A mandatory certificate is missing' }],
      bidThreshold: 70,
      reviewThreshold: 50,
    });
    setup = await fetchBidSetup(workspaceId);
    expect(setup.criteria.map(({ name, weight }) => `${name} ${weight}`)).toEqual([
      'Capability 10',
      'Strategic fit 10',
      'Capacity 4',
      'Margin 1',
    ]);
    expect(setup.criteria[0]!.id).toBe(before.criteria[1]!.id);
    expect(setup.killQuestions).toHaveLength(1);
  });

  it('refuses thresholds out of order, changing nothing', async () => {
    await expect(
      saveBidSettings({
        workspaceId,
        criteria: [{ name: 'Only', weight: 1 }],
        killQuestions: [],
        bidThreshold: 50,
        reviewThreshold: 60,
      }),
    ).rejects.toMatchObject({ code: '23514' });
    expect((await fetchBidSetup(workspaceId)).criteria).toHaveLength(4);
  });
});

describe('record_bid_decision', () => {
  it('records Bid with the score and band computed in SQL, equal to the form’s preview', async () => {
    const given = scores(5, 4, 1, 1);
    const row = await recordBidDecision({
      tenderId: tenders[0]!,
      decision: 'bid',
      rationale: 'Core work',
      scores: given,
    });
    expect(row).toMatchObject({
      decision: 'bid',
      score: 70,
      band: 'bid',
      killed: false,
      decided_by: admin.id,
    });
    expect(bidScore(setup.criteria, given)).toBe(70);
    const read = await fetchBidDecision(tenders[0]!);
    expect(read).toMatchObject({ rationale: 'Core work', score: 70, decided_by_name: expect.any(String) });
    expect(read?.decided_by_name).not.toBe('');
  });

  it('bands 69 as Review and a kill answered yes as No bid', async () => {
    const review = await recordBidDecision({
      tenderId: tenders[1]!,
      decision: 'bid',
      rationale: 'Close',
      scores: scores(5, 3, 3, 2),
    });
    expect(review).toMatchObject({ score: 69, band: 'review' });
    const killed = await recordBidDecision({
      tenderId: tenders[2]!,
      decision: 'no-bid',
      rationale: 'No certificate',
      scores: scores(5, 5, 5, 5),
      killAnswers: { [setup.killQuestions[0]!.id]: true },
    });
    expect(killed).toMatchObject({ score: 100, killed: true, band: 'no-bid' });
  });

  it('records a skip only when there is no decision, and then Declined after No bid', async () => {
    expect(await recordBidDecision({ tenderId: tenders[0]!, decision: 'skipped' })).toMatchObject({
      decision: 'bid',
    });
    expect(await recordBidDecision({ tenderId: tenders[3]!, decision: 'skipped' })).toMatchObject({
      decision: 'skipped',
      score: null,
    });
    await declineTender(tenders[2]!);
    const { data } = await supabase.from('tenders').select('status').eq('id', tenders[2]!).single();
    expect(data?.status).toBe('declined');
  });

  it('G6: two managers deciding at once: one decision is recorded, the other refused with who decided', async () => {
    const second: SignedUpUser = await signUpUser(stack, {
      prefix: 'bid-manager',
      data: { full_name: 'Morgan Meanwhile' },
    });
    await sql(
      `insert into public.workspace_members (workspace_id, user_id, role) values ('${workspaceId}', '${second.user.id}', 'manager')`,
    );
    const { data: row } = await supabase
      .from('tenders')
      .insert(tenderRow(workspaceId, 'B-RACE'))
      .select('id')
      .single();
    const tenderId = row!.id;
    const [mine, theirs] = await Promise.allSettled([
      recordBidDecision({ tenderId, decision: 'bid', rationale: 'Mine', scores: scores(5, 5, 5, 5) }),
      second.client.rpc('record_bid_decision', {
        p_tender_id: tenderId,
        p_decision: 'no-bid',
        p_rationale: 'Theirs',
        p_scores: scores(1, 1, 1, 1),
      }),
    ]);
    const stored = await fetchBidDecision(tenderId);
    // Exactly one is recorded; the other changed nothing and says who decided meanwhile.
    if (mine.status === 'fulfilled') {
      expect(theirs).toMatchObject({ status: 'fulfilled', value: { error: { code: 'TFB01' } } });
      expect(stored).toMatchObject({ rationale: 'Mine', decided_by: admin.id });
      const name = (theirs as PromiseFulfilledResult<{ error: { details: string } }>).value.error.details;
      expect(name).toBe(stored!.decided_by_name);
    } else {
      expect(mine.reason).toBeInstanceOf(DecisionConflictError);
      expect((mine.reason as DecisionConflictError).decidedBy).toBe('Morgan Meanwhile');
      expect((mine.reason as Error).message).toBe(
        'Morgan Meanwhile recorded a decision on this tender meanwhile. Reload to see the latest version.',
      );
      expect(stored).toMatchObject({ rationale: 'Theirs', decided_by: second.user.id });
    }
    // Having seen it, the loser records over it.
    const seen = await recordBidDecision({
      tenderId,
      decision: 'no-bid',
      rationale: 'Seen and replaced',
      scores: scores(2, 2, 2, 2),
      replaces: stored!.decided_at,
    });
    expect(seen).toMatchObject({ rationale: 'Seen and replaced' });
    // A replacement over a decision that is no longer the tender's is refused again.
    await expect(
      recordBidDecision({ tenderId, decision: 'bid', rationale: 'Stale', replaces: stored!.decided_at }),
    ).rejects.toBeInstanceOf(DecisionConflictError);
  });

  it('refuses a decision without a rationale (23514)', async () => {
    await expect(
      recordBidDecision({
        tenderId: tenders[3]!,
        decision: 'bid',
        rationale: ' ',
        scores: scores(1, 1, 1, 1),
      }),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('bid_score_report', () => {
  it('averages the scores of won against lost tenders created in the period', async () => {
    await supabase.from('tenders').update({ status: 'won' }).in('id', [tenders[0]!, tenders[3]!]);
    await supabase.from('tenders').update({ status: 'lost' }).eq('id', tenders[1]!);
    expect(await fetchBidScoreReport(workspaceId, 'Europe/Berlin', '6m')).toEqual([
      { outcome: 'won', scored: 1, average_score: 70 },
      { outcome: 'lost', scored: 1, average_score: 69 },
    ]);
  });
});

describe('who may', () => {
  it('a user reads the decision but records none and edits no setting', async () => {
    await signInApp(member);
    expect(await fetchBidDecision(tenders[0]!)).toMatchObject({ decision: 'bid' });
    await expect(recordBidDecision({ tenderId: tenders[1]!, decision: 'skipped' })).rejects.toMatchObject({
      code: '42501',
    });
    await expect(
      saveBidSettings({
        workspaceId,
        criteria: [{ name: 'X', weight: 1 }],
        killQuestions: [],
        bidThreshold: 60,
        reviewThreshold: 40,
      }),
    ).rejects.toMatchObject({ code: 'P0002' });
  });

  it('another workspace sees no decision and cannot record one', async () => {
    await signInApp(outsider);
    expect(await fetchBidDecision(tenders[0]!)).toBeNull();
    expect((await fetchBidSetup(workspaceId)).criteria).toEqual([]);
    await expect(
      recordBidDecision({ tenderId: tenders[1]!, decision: 'bid', rationale: 'Mine now' }),
    ).rejects.toMatchObject({ code: 'P0002' });
  });
});
