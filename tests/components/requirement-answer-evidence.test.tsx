// A requirement's evidence may be a library answer: the evidence select offers the answers
// linked to that requirement (and keeps naming one that has since been unlinked), and
// choosing one stores it in place of a document.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { RequirementsCard } from '@/features/requirements/components/requirements-card';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

let account: Account;
let workspaceId: string;

beforeAll(async () => {
  account = await signUpInApp('answer-evidence');
  workspaceId = await currentWorkspaceId();
});
beforeEach(() => signInApp(account));
afterAll(() => backend.stop());

it('offers the answers linked to the requirement as its evidence, and stores the one chosen', async () => {
  const [row] = await insertTenders(supabase, [tenderRow(workspaceId, 'AE-1')]);
  const tender = { id: row!.id, workspace_id: workspaceId };
  const { data: requirements, error } = await supabase
    .from('tender_requirements')
    .insert(
      ['Quality management', 'Insurance'].map((requirement, i) => ({
        tender_id: tender.id,
        workspace_id: workspaceId,
        requirement,
        position: i + 1,
        evidence_document: i === 0 ? 'iso-9001.pdf' : null,
      })),
    )
    .select('id');
  expect(error).toBeNull();
  const { data: answer } = await supabase
    .from('answers')
    .insert({ workspace_id: workspaceId, title: 'Our quality system', body: 'ISO 9001.' })
    .select('id')
    .single();
  const { data: link } = await supabase
    .from('requirement_answers')
    .insert({
      requirement_id: requirements![0]!.id,
      answer_id: answer!.id,
      tender_id: tender.id,
      workspace_id: workspaceId,
    })
    .select('id')
    .single();

  const { user, queryClient } = renderApp([
    workspaceRoute(
      '*',
      <RequirementsCard tender={tender} documentNames={['iso-9001.pdf']} libraryDocuments={[]} />,
    ),
  ]);
  const list = await screen.findByRole('list', { name: 'Requirements' });
  const [quality, insurance] = within(list).getAllByRole('listitem');
  const evidence = within(quality!).getByLabelText('Evidence');
  const offered = await within(evidence).findByRole('group', { name: 'Library answers' });
  expect(within(offered).getByRole('option', { name: 'Our quality system' })).toBeInTheDocument();
  // Only the requirement it is linked to offers it.
  expect(
    within(within(insurance!).getByLabelText('Evidence')).queryByRole('group', { name: 'Library answers' }),
  ).toBeNull();

  await user.selectOptions(evidence, 'Our quality system');
  await waitFor(async () => {
    const { data } = await supabase
      .from('tender_requirements')
      .select('evidence_document, evidence_company_document_id, evidence_answer_id')
      .eq('id', requirements![0]!.id);
    // The tender document is cleared: one piece of evidence.
    expect(data).toEqual([
      { evidence_document: null, evidence_company_document_id: null, evidence_answer_id: answer!.id },
    ]);
  });

  // Unlinked from the requirement, the answer it names as evidence is still named by its title.
  await supabase.from('requirement_answers').delete().eq('id', link!.id);
  await queryClient.invalidateQueries();
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  expect(evidence).toHaveDisplayValue('Our quality system');
  expect(within(quality!).getByRole('group', { name: 'Library answers' })).toBeInTheDocument();
});
