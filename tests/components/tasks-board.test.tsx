// The tasks card against a real local stack: add, rename, delete and move by keyboard on
// the Kanban board, with the screen-reader announcements.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTender } from '@/features/tenders/api/save-tender';
import { TasksCard } from '@/features/tasks/components/tasks-card';
import { TASK_STATUSES } from '@/lib/statuses';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { tenderFields } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp } from './render-app';

const backend = await startAppStack({ db: 'memory' });

let account: Account;
let tender: Awaited<ReturnType<typeof createTender>>;

beforeAll(async () => {
  account = await signUpInApp('board');
  tender = await createTender({
    workspaceId: await currentWorkspaceId(),
    fields: tenderFields({ reference_number: 'B-1', client: 'Board Ltd', title: 'Board test' }),
  });
});
beforeEach(() => signInApp(account));
afterAll(() => backend.stop());
afterEach(() => vi.restoreAllMocks());

const renderBoard = () => renderApp([{ path: '*', element: <TasksCard tender={tender} /> }], { route: '/' });
const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name} \\d+`) });

/** jsdom has no layout: give the five columns side-by-side boxes so dnd-kit can measure them. */
function layOutColumns() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const columnElement = this.closest('[data-column]');
    const index = columnElement
      ? TASK_STATUSES.indexOf(columnElement.getAttribute('data-column') as never)
      : -1;
    const left = index * 300;
    const box =
      columnElement === this
        ? { left, top: 0, width: 280, height: 800 }
        : { left: left + 10, top: 40, width: 260, height: 60 };
    return {
      ...box,
      x: box.left,
      y: box.top,
      right: box.left + box.width,
      bottom: box.top + box.height,
      toJSON: () => box,
    } as DOMRect;
  });
}

describe('the Kanban board', () => {
  it('shows every column with its count, the default tasks under Not Started, and No tasks when empty', async () => {
    renderBoard();
    const notStarted = await screen.findByRole('region', { name: /^Not Started \d+ tasks$/ });
    expect(within(notStarted).getAllByRole('listitem').length).toBeGreaterThan(3);
    expect(within(column('Completed')).getByText('No tasks')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Kanban View' })).toHaveAttribute('aria-selected', 'true');
  });

  it('adds tasks to a column one after another: the box stays open for the next, Escape closes it', async () => {
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Add task to Completed' }));
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    const input = screen.getByLabelText('New task in Completed');
    await user.type(input, '   ');
    expect(add).toBeDisabled();
    await user.clear(input);
    await user.paste('Courier the bid');
    await user.click(add);
    expect(await screen.findByText('Task added successfully')).toBeInTheDocument();
    expect(within(column('Completed')).getByText('Courier the bid')).toBeInTheDocument();
    // The box stays open, empty and focused for the next task; Enter adds it.
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    await user.keyboard('Label the envelopes{Enter}');
    expect(await within(column('Completed')).findByText('Label the envelopes')).toBeInTheDocument();
    expect(input).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('New task in Completed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add task to Completed' })).toHaveFocus();
  });

  it('renames a task in place and deletes one after asking, the focus staying on the board', async () => {
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Rename Courier the bid' }));
    const name = screen.getByLabelText('New name for Courier the bid');
    await user.clear(name);
    await user.paste('  Courier the sealed bid ');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Task renamed successfully')).toBeInTheDocument();
    expect(within(column('Completed')).getByText('Courier the sealed bid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Courier the sealed bid' })).toHaveFocus();

    // Cancelling the confirmation gives the focus back to the Delete button; deleting moves it to the next card.
    const remove = screen.getByRole('button', { name: 'Delete Courier the sealed bid' });
    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(remove).toHaveFocus());
    await user.click(remove);
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this task?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Task deleted successfully')).toBeInTheDocument();
    expect(within(column('Completed')).queryByText('Courier the sealed bid')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Label the envelopes' })).toHaveFocus(),
    );
  });

  it('saves an inline rename on blur when it changed and is valid, and cancels it otherwise', async () => {
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Rename Label the envelopes' }));
    await user.keyboard(' and seal');
    await user.click(screen.getByRole('heading', { name: /^Completed/ }));
    expect(await screen.findByText('Task renamed successfully')).toBeInTheDocument();
    expect(within(column('Completed')).getByText('Label the envelopes and seal')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New name for/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Label the envelopes and seal' }));
    await user.clear(screen.getByLabelText('New name for Label the envelopes and seal'));
    await user.click(screen.getByRole('heading', { name: /^Completed/ }));
    expect(screen.queryByLabelText(/^New name for/)).not.toBeInTheDocument();
    expect(within(column('Completed')).getByText('Label the envelopes and seal')).toBeInTheDocument();
  });

  it('refuses a name that would hide the task as a duplicate', async () => {
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Add task to In Progress' }));
    await user.type(screen.getByLabelText('New task in In Progress'), 'Twin');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Task added successfully');
    await user.type(screen.getByLabelText('New task in In Progress'), 'Twin');
    expect(screen.getByText('A task with this name already exists')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('gives a new task a description, cut to three lines with Show more, and edits name and description in a dialog', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('line-clamp-3') ? 100 : 0; // only a clamped description overflows
    });
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Add task to Canceled' }));
    await user.paste('Bid bond');
    await user.click(screen.getByLabelText('Description of the new task (optional)'));
    await user.paste('Ask the bank');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const name = await within(column('Canceled')).findByRole('button', { name: 'Bid bond' });
    const more = screen.getByRole('button', { name: 'Show more of the description of Bid bond' });
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(within(column('Canceled')).getByText('Ask the bank', { selector: 'p' })).not.toHaveClass(
      'line-clamp-3',
    );

    await user.click(name);
    const dialog = screen.getByRole('dialog', { name: 'Edit task' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Bid bond');
    await user.click(within(dialog).getByLabelText('Description'));
    await user.paste(' for 2% of the price');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument();
    expect(
      within(column('Canceled')).getByText('Ask the bank for 2% of the price', { selector: 'p' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('shows descriptions in the List View, where Add New Task puts the focus on the new task', async () => {
    const { user } = renderBoard();
    await user.click(await screen.findByRole('tab', { name: 'List View' }));
    expect(
      await screen.findByText('Ask the bank for 2% of the price', { selector: 'p' }),
    ).toBeInTheDocument();
    // 'Add New Task' puts the focus on the new task, ready to open it.
    await user.click(screen.getByRole('button', { name: 'Add New Task' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'New Task' })).toHaveFocus());
  });

  it('moves a card by keyboard: Space picks it up, an arrow moves a column, Space drops it; each step is announced', async () => {
    layOutColumns();
    const { user } = renderBoard();
    const handle = await screen.findByRole('button', { name: 'Move Review tender documents' });
    handle.focus();
    await user.keyboard('[Space]');
    await waitFor(() =>
      expect(
        screen.getByText(/Picked up task Review tender documents\. It is in Not Started\./),
      ).toBeInTheDocument(),
    );
    await user.keyboard('[ArrowRight]');
    await waitFor(() =>
      expect(screen.getByText('Task Review tender documents is over In Progress.')).toBeInTheDocument(),
    );
    await user.keyboard('[Space]');
    expect(await screen.findByText('Task status updated to In Progress')).toBeInTheDocument();
    expect(screen.getByText('Task Review tender documents was dropped in In Progress.')).toBeInTheDocument();
    expect(within(column('In Progress')).getByText('Review tender documents')).toBeInTheDocument();
    // The card was drawn again in its new column; the focus is on its handle there.
    await waitFor(() =>
      expect(
        within(column('In Progress')).getByRole('button', { name: 'Move Review tender documents' }),
      ).toHaveFocus(),
    );
  });

  it('moves a card with its status menu, the single-pointer alternative', async () => {
    const { user } = renderBoard();
    await user.click(await screen.findByRole('combobox', { name: 'Status of Send clarification questions' }));
    await user.click(await screen.findByRole('option', { name: 'Not Needed' }));
    expect(await screen.findByText('Task status updated to Not Needed')).toBeInTheDocument();
    expect(within(column('Not Needed')).getByText('Send clarification questions')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(column('Not Needed')).getByRole('combobox', {
          name: 'Status of Send clarification questions',
        }),
      ).toHaveFocus(),
    );
  });
});
