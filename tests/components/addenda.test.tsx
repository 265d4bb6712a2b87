// The tender's Addenda tab against a real local stack: record an addendum that moves the
// submission deadline (its number required, today's date by default); the deadline history
// shows old → new through it.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AddendaCard } from '@/features/addenda/components/addenda-card';
import { DeadlineHistoryCard } from '@/features/addenda/components/deadline-history-card';
import { localDateString } from '@/lib/dates';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp, workspaceRoute } from './render-app';
import { supabase } from '@/lib/supabase';

const backend = await startAppStack({ db: 'memory' });

let account: Account;
let workspaceId: string;

beforeAll(async () => {
  account = await signUpInApp('addenda');
  workspaceId = await currentWorkspaceId();
});
beforeEach(() => signInApp(account));
afterAll(() => backend.stop());

describe('the Addenda tab', () => {
  it('records an addendum that moves the submission deadline, and the history shows it', async () => {
    const [row] = await insertTenders(supabase, [
      tenderRow(workspaceId, 'AD-1', {
        inquiry_submission_date: '2030-03-01',
        tender_submission_date: '2030-03-15',
      }),
    ]);
    const tender = {
      id: row!.id,
      workspace_id: workspaceId,
      inquiry_submission_date: '2030-03-01',
      tender_submission_date: '2030-03-15',
    };
    const { user } = renderApp([
      workspaceRoute(
        '*',
        <>
          <AddendaCard tender={tender} documentNames={['addendum-1.pdf']} />
          <DeadlineHistoryCard tenderId={tender.id} />
        </>,
      ),
    ]);
    expect(await screen.findByText('No addenda recorded.')).toBeInTheDocument();
    expect(
      await screen.findByText('No deadline has changed since the tender was created.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record addendum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record addendum' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue(localDateString());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the addendum number')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Number/), '1');
    await user.click(within(dialog).getByRole('combobox', { name: 'Document' }));
    await user.click(await screen.findByRole('option', { name: 'addendum-1.pdf' }));
    await user.click(within(dialog).getByLabelText('Moves the submission deadline'));
    const moved = within(dialog).getByLabelText('New submission deadline');
    expect(moved).toHaveValue('2030-03-15');
    await user.clear(moved);
    await user.type(moved, '2030-03-29');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Addendum recorded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: /Addendum 1/ })).toBeInTheDocument();
    expect(screen.getByText('addendum-1.pdf')).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Deadline history' });
    expect(history).toHaveTextContent('Submission deadline: Mar 15, 2030 → Mar 29, 2030');
    expect(history).toHaveTextContent('by addendum 1');
  });

  it('moves the tasks counted from the deadline with it, says so, and offers Undo and the hand-dated ones', async () => {
    const [row] = await insertTenders(supabase, [
      tenderRow(workspaceId, 'AD-2', { tender_submission_date: '2030-12-11' }),
    ]);
    const tender = {
      id: row!.id,
      workspace_id: workspaceId,
      inquiry_submission_date: null,
      tender_submission_date: '2030-12-11',
    };
    const tasks = await supabase
      .from('tasks')
      .insert([
        {
          tender_id: tender.id,
          workspace_id: workspaceId,
          name: 'Read',
          due_date: '2030-12-01',
          due_anchor: 'submission' as const,
        },
        {
          tender_id: tender.id,
          workspace_id: workspaceId,
          name: 'Submit',
          due_date: '2030-12-11',
          due_anchor: 'submission' as const,
        },
        { tender_id: tender.id, workspace_id: workspaceId, name: 'Site visit', due_date: '2030-12-04' },
      ])
      .select('id');
    if (tasks.error) throw tasks.error;
    const dueDates = async () =>
      (await supabase.from('tasks').select('name, due_date').eq('tender_id', tender.id).order('name')).data;
    const { user } = renderApp([
      workspaceRoute(
        '*',
        <>
          <AddendaCard tender={tender} documentNames={[]} />
          <DeadlineHistoryCard tenderId={tender.id} />
        </>,
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Record addendum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record addendum' });
    await user.type(within(dialog).getByLabelText(/Number/), '2');
    await user.click(within(dialog).getByLabelText('Moves the submission deadline'));
    const moved = within(dialog).getByLabelText('New submission deadline');
    await user.clear(moved);
    await user.type(moved, '2030-12-18');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const history = await screen.findByRole('list', { name: 'Deadline history' });
    expect(await within(history).findByText('2 task due dates moved by 7 days')).toBeInTheDocument();
    expect(within(history).getByText('1 task dated by hand did not move.')).toBeInTheDocument();
    expect(await dueDates()).toEqual([
      { name: 'Read', due_date: '2030-12-08' },
      { name: 'Site visit', due_date: '2030-12-04' },
      { name: 'Submit', due_date: '2030-12-18' },
    ]);

    await user.click(within(history).getByRole('button', { name: 'Move them too' }));
    expect(await within(history).findByText('3 task due dates moved by 7 days')).toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(within(history).queryByText(/task due dates moved/)).not.toBeInTheDocument());
    expect(await dueDates()).toEqual([
      { name: 'Read', due_date: '2030-12-01' },
      { name: 'Site visit', due_date: '2030-12-04' },
      { name: 'Submit', due_date: '2030-12-11' },
    ]);
  });
});
