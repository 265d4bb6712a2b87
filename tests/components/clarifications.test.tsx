// The tender's clarification log against a real local stack: add a question (the form's
// checks, the number the database gives), answer it (today's dates filled in, the answer
// required), filter by status, and delete after a confirmation; a long log's questions far
// off screen are text until they near the viewport.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClarificationsCard } from '@/features/clarifications/components/clarifications-card';
import { localDateString } from '@/lib/dates';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { bringNear, FakeIntersectionObserver } from '../fixtures/intersection-observer';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

let account: Account;
let workspaceId: string;

beforeAll(async () => {
  account = await signUpInApp('clarifications');
  workspaceId = await currentWorkspaceId();
});
beforeEach(() => signInApp(account));
afterAll(() => backend.stop());

async function renderLog(reference: string) {
  const [row] = await insertTenders(supabase, [tenderRow(workspaceId, reference, { title: 'Quay cranes' })]);
  const tender = {
    id: row!.id,
    workspace_id: workspaceId,
    reference_number: reference,
    title: 'Quay cranes',
  };
  return renderApp([workspaceRoute('*', <ClarificationsCard tender={tender} />)]);
}

describe('the clarification log', () => {
  it('adds a question, numbered by the database, then answers it', async () => {
    const { user } = await renderLog('CL-1');
    expect(await screen.findByText('No clarification questions yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add question' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the question')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Clause'), '4.2');
    await user.type(within(dialog).getByLabelText(/Question/), 'Is the steel galvanised?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Question saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const log = await screen.findByRole('list', { name: 'Clarification questions' });
    expect(within(log).getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(within(log).getByText('Clause 4.2')).toBeInTheDocument();
    expect(within(log).getByText('Draft')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit question 1' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Answered' }));
    const today = localDateString();
    expect(within(dialog).getByLabelText('Asked on')).toHaveValue(today);
    expect(within(dialog).getByLabelText('Answered on')).toHaveValue(today);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Enter the buyer's answer")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Answer'), 'Yes, hot-dip.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Yes, hot-dip.')).toBeInTheDocument();
    expect(within(log).getByText('Answered')).toBeInTheDocument();
  });

  it('filters by status and deletes after a confirmation', async () => {
    const { user } = await renderLog('CL-2');
    const { data: tender } = await supabase
      .from('tenders')
      .select('id')
      .eq('reference_number', 'CL-2')
      .single();
    const { error } = await supabase.from('clarifications').insert([
      { tender_id: tender!.id, workspace_id: workspaceId, question: 'First?' },
      { tender_id: tender!.id, workspace_id: workspaceId, question: 'Second?' },
    ]);
    if (error) throw error;
    const log = await screen.findByRole('list', { name: 'Clarification questions' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Answered' }));
    expect(screen.getByText('No questions with this status.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Draft' }));
    expect(await screen.findByText('Second?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete question 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete question 1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Question deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('First?')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
  });
});

describe('a long clarification log', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('renders questions far off screen as text and gives them Edit and Delete as they near the viewport', async () => {
    const { user } = await renderLog('CL-LONG');
    const { data: tender } = await supabase
      .from('tenders')
      .select('id')
      .eq('reference_number', 'CL-LONG')
      .single();
    const { error } = await supabase.from('clarifications').insert(
      Array.from({ length: 15 }, (_, i) => ({
        tender_id: tender!.id,
        workspace_id: workspaceId,
        clause: `${i + 1}.1`,
        question: `Question text ${i + 1}?`,
        status: i === 14 ? ('answered' as const) : ('draft' as const),
        asked_on: i === 14 ? '2030-03-01' : null,
        answer: i === 14 ? 'Yes.' : '',
        answered_on: i === 14 ? '2030-03-04' : null,
      })),
    );
    if (error) throw error;
    const log = await screen.findByRole('list', { name: 'Clarification questions' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(15));
    // The first ten whole from the first render.
    expect(within(log).getAllByRole('button', { name: /^Edit question/ })).toHaveLength(10);
    // The last: every fact as text, no buttons.
    const last = within(log).getAllByRole('listitem')[14]!;
    expect(within(last).getByRole('heading', { name: 'Question 15' })).toBeInTheDocument();
    expect(last).toHaveTextContent('Clause 15.1 · Answered');
    expect(last).toHaveTextContent('Question text 15?');
    expect(last).toHaveTextContent('asked Mar 01, 2030');
    expect(last).toHaveTextContent('Answer, Mar 04, 2030: Yes.');
    expect(within(last).queryByRole('button')).toBeNull();

    bringNear(last);
    await user.click(await within(last).findByRole('button', { name: 'Edit question 15' }));
    expect(await screen.findByRole('dialog', { name: 'Edit question 15' })).toBeInTheDocument();
  });
});
