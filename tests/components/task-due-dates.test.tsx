// Task due dates against a real local stack: the labelled 'Due date' control on the Kanban
// card and in the List View (set, change, clear), in the edit dialog and when adding a task;
// the cues for open tasks only; 'My tasks' by due date, undated last.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TasksCard } from '@/features/tasks/components/tasks-card';
import { createTender } from '@/features/tenders/api/save-tender';
import { addDays, localDateString } from '@/lib/dates';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { tenderFields } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp } from './render-app';

const backend = await startAppStack({ db: 'memory' });

let account: Account;
let tender: Awaited<ReturnType<typeof createTender>>;
const today = localDateString();

beforeAll(async () => {
  account = await signUpInApp('due');
  tender = await createTender({
    workspaceId: await currentWorkspaceId(),
    fields: tenderFields({ reference_number: 'D-1', client: 'Due Ltd', title: 'Due dates' }),
  });
});
beforeEach(() => signInApp(account));
afterAll(() => backend.stop());

const renderBoard = (route = '/') =>
  renderApp([{ path: '*', element: <TasksCard tender={tender} /> }], { route });
const card = (name: string) => screen.getByText(name).closest('li')!;

/** A date input's new value, committed as a browser does when the field is left. */
function enterDate(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('task due dates', () => {
  it('sets, changes and clears a due date on a Kanban card, with its cue', async () => {
    renderBoard();
    const input = await screen.findByLabelText('Due date of Review tender documents');
    expect(input).toHaveAttribute('type', 'date');
    expect(within(card('Review tender documents')).getByText('Due date')).toBeVisible();

    enterDate(input, addDays(today, 1));
    expect(await screen.findByText('Due date saved')).toBeInTheDocument();
    expect(within(card('Review tender documents')).getByText('Due tomorrow')).toBeInTheDocument();

    enterDate(screen.getByLabelText('Due date of Review tender documents'), addDays(today, -2));
    await waitFor(() =>
      expect(within(card('Review tender documents')).getByText('Overdue')).toBeInTheDocument(),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear due date of Review tender documents' }));
    expect(await screen.findByText('Due date cleared')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Due date of Review tender documents')).toHaveValue(''));
    expect(within(card('Review tender documents')).queryByText('Overdue')).not.toBeInTheDocument();
    const { data } = await supabase.from('tasks').select('due_date').eq('name', 'Review tender documents');
    expect(data).toEqual([{ due_date: null }]);
  });

  it('refuses a date the database would refuse, saying why', async () => {
    renderBoard();
    const input = await screen.findByLabelText('Due date of Submit tender');
    enterDate(input, '1999-12-31');
    expect(await screen.findByText('Enter a due date between 2000 and 2999')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows no cue on a task that is completed, canceled or not needed', async () => {
    const { data } = await supabase
      .from('tasks')
      .update({ due_date: addDays(today, -1), status: 'completed' })
      .eq('name', 'Attend site visit')
      .select('id');
    expect(data).toHaveLength(1);
    renderBoard();
    const done = await screen.findByLabelText('Due date of Attend site visit');
    expect(done).toHaveValue(addDays(today, -1));
    expect(within(card('Attend site visit')).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('edits the due date in the edit dialog and when adding a task', async () => {
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Prepare technical proposal' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit task' });
    fireEvent.change(within(dialog).getByLabelText('Due date'), { target: { value: today } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument();
    expect(within(card('Prepare technical proposal')).getByText('Due today')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add task to In Progress' }));
    await user.paste('Print the bid');
    fireEvent.change(screen.getByLabelText('Due date of the new task'), {
      target: { value: addDays(today, 3) },
    });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Task added successfully')).toBeInTheDocument();
    expect(within(card('Print the bid')).getByText('Due in 3 days')).toBeInTheDocument();
  });

  it("has the control in the List View, and 'My tasks' sorts by due date, undated last", async () => {
    const mine = ['Send clarification questions', 'Prepare financial proposal', 'Final review and sign-off'];
    await supabase.from('tasks').update({ assignee_id: account.id }).in('name', mine);
    await supabase
      .from('tasks')
      .update({ due_date: addDays(today, 9) })
      .eq('name', mine[0]!);
    await supabase
      .from('tasks')
      .update({ due_date: addDays(today, 4) })
      .eq('name', mine[2]!);
    renderBoard('/?view=list&mine=1');
    expect(await screen.findByLabelText('Due date of Prepare financial proposal')).toHaveValue('');
    const names = within(screen.getByRole('region', { name: /^Not Started/ }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('[data-task-control="edit"]')?.textContent);
    expect(names).toEqual([
      'Final review and sign-off',
      'Send clarification questions',
      'Prepare financial proposal',
    ]);
  });
});
