// A requirement's library answers against a real local stack: 'Find an answer' searches with
// the requirement's words and one click links a result; 'Adapt' keeps the tender's own copy
// (the library's entry unchanged); an entry past its review shows 'Review due'; the entry's
// win count follows the tender's outcome.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AnswerWinRatesCard } from '@/features/library/components/answer-win-rates-card';
import RequirementAnswers from '@/features/library/components/requirement-answers';
import { supabase } from '@/lib/supabase';
import { signInApp } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser } from '../integration/helpers';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

let admin: SignedUpUser;
let workspaceId: string;

beforeAll(async () => {
  admin = await signUpUser(backend, { prefix: 'req-answers' });
  workspaceId = await currentWorkspaceId(admin.client);
});
beforeEach(() => signInApp(admin));
afterAll(() => backend.stop());

describe("a requirement's answers", () => {
  it('finds an answer with the requirement’s words, links it in one click, adapts it, and counts the win', async () => {
    await supabase
      .from('answers')
      .insert([
        {
          workspace_id: workspaceId,
          title: 'Quality management system',
          body: 'We hold ISO 9001.',
          status: 'approved',
          review_every_months: 12,
          last_reviewed_on: '2020-01-02',
        },
        {
          workspace_id: workspaceId,
          title: 'Fleet emissions',
          body: 'Euro 6 vans.',
          status: 'approved',
          review_every_months: null,
          last_reviewed_on: null,
        },
      ])
      .throwOnError();
    const [tender] = await insertTenders(supabase, [tenderRow(workspaceId, 'RA-1', { status: 'submitted' })]);
    const { data: requirement } = await supabase
      .from('tender_requirements')
      .insert({
        tender_id: tender!.id,
        workspace_id: workspaceId,
        requirement: 'Describe your quality management',
      })
      .select()
      .single()
      .throwOnError();

    const { user } = renderApp([
      workspaceRoute('*', <RequirementAnswers tender={tender!} requirement={requirement} />),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Find an answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find an answer' });
    expect(within(dialog).getByRole('searchbox', { name: 'Search answers' })).toHaveValue(
      'Describe your quality management',
    );
    const results = await within(dialog).findByRole('list', { name: 'Library answers' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(results).getByRole('button', { name: 'Link Quality management system' }));
    expect(await screen.findByText('Answer linked')).toBeInTheDocument();
    expect(await within(results).findByText('Linked')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    const linked = await screen.findByRole('list', { name: 'Answers to Describe your quality management' });
    expect(await within(linked).findByText('Review due')).toBeInTheDocument();
    expect(linked).toHaveTextContent('Quality management systemReview dueUsed as is');
    await user.click(within(linked).getByRole('button', { name: 'Adapt Quality management system' }));
    const adapt = await screen.findByRole('dialog', { name: 'Adapt for this tender' });
    const text = within(adapt).getByLabelText('Adapted answer');
    expect(text).toHaveValue('We hold ISO 9001.');
    await user.type(text, ' Certified by BSI for the harbour works.');
    await user.click(within(adapt).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Adapted answer saved')).toBeInTheDocument();
    await waitFor(() => expect(linked).toHaveTextContent('Adapted for this tender'));

    const { data: link } = await supabase
      .from('requirement_answers')
      .select('adapted_body, answer:answers(body)')
      .single()
      .throwOnError();
    expect(link.adapted_body).toBe('We hold ISO 9001. Certified by BSI for the harbour works.');
    expect(link.answer?.body).toBe('We hold ISO 9001.');

    await supabase.from('tenders').update({ status: 'won' }).eq('id', tender!.id).throwOnError();
    const { data: usage } = await supabase
      .rpc('answer_usage', { p_workspace_id: workspaceId })
      .throwOnError();
    expect(usage).toEqual([expect.objectContaining({ used: 1, won: 1, lost: 0, undecided: 0 })]);
  });

  it("reports 'Win rate by answer' for entries used in at least three bids", async () => {
    const { data: answer } = await supabase
      .from('answers')
      .insert({ workspace_id: workspaceId, title: 'Site logistics', body: 'Depots.' })
      .select()
      .single()
      .throwOnError();
    const tenders = await insertTenders(supabase, [
      tenderRow(workspaceId, 'WR-1', { status: 'won' }),
      tenderRow(workspaceId, 'WR-2', { status: 'lost' }),
      tenderRow(workspaceId, 'WR-3', { status: 'submitted' }),
    ]);
    for (const tender of tenders) {
      const { data: requirement } = await supabase
        .from('tender_requirements')
        .insert({ tender_id: tender.id, workspace_id: workspaceId, requirement: 'Logistics' })
        .select()
        .single()
        .throwOnError();
      await supabase
        .from('requirement_answers')
        .insert({
          requirement_id: requirement.id,
          answer_id: answer.id,
          tender_id: tender.id,
          workspace_id: workspaceId,
        })
        .throwOnError();
    }
    renderApp([workspaceRoute('*', <AnswerWinRatesCard />)]);
    const table = await screen.findByRole('region', { name: 'Win rate by answer' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['AnswerUsedWonLostWin rate', 'Site logistics31150%']);
  });
});
