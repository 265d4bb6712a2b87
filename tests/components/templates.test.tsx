// Settings → Templates against a real local stack: the all-types tasks a new workspace starts
// with, a type without its own (the fallback said), adding a task template to a type (the
// form's checks, the name rule), and deleting it after a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TemplatesCard } from '@/features/templates/components/templates-card';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

let account: Account;

beforeAll(async () => {
  account = await signUpInApp('templates');
});
beforeEach(() => signInApp(account));
afterAll(() => backend.stop());

describe('checklist templates', () => {
  it('adds a task template to one type, refuses a second of its name, and deletes it', async () => {
    const { user } = await renderApp([workspaceRoute('*', <TemplatesCard />)]);
    const tasks = await screen.findByRole('region', { name: 'Default tasks' });
    expect(await within(tasks).findByText('Review tender documents')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Tender type' }));
    await user.click(await screen.findByRole('option', { name: 'Framework Agreement' }));
    expect(
      within(tasks).getByText(
        'No default tasks of its own: Framework Agreement tenders get those for All types.',
      ),
    ).toBeInTheDocument();

    await user.click(within(tasks).getByRole('button', { name: 'Add task' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add task template' });
    await user.type(within(dialog).getByLabelText('Due days before the submission deadline'), '400');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the task name')).toBeInTheDocument();
    expect(within(dialog).getByText('At most 365 days')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Task name/), 'Price the rate card');
    const days = within(dialog).getByLabelText('Due days before the submission deadline');
    await user.clear(days);
    await user.type(days, '14');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(tasks).findByText('Price the rate card')).toBeInTheDocument();
    expect(within(tasks).getByText('Due 14 days before the submission deadline')).toBeInTheDocument();

    await user.click(within(tasks).getByRole('button', { name: 'Add task' }));
    dialog = await screen.findByRole('dialog', { name: 'Add task template' });
    await user.type(within(dialog).getByLabelText(/Task name/), 'price the rate card');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This type already has a task template with this name'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Task name/)).toHaveValue('price the rate card');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await within(tasks).findByRole('button', { name: 'Delete Price the rate card' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this task template?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(tasks).findByText(/No default tasks of its own/)).toBeInTheDocument();
  });

  it("adds a type's own task to the standard ones, or lets it replace them, and lists what a new tender gets", async () => {
    const { user } = await renderApp([workspaceRoute('*', <TemplatesCard />)]);
    const tasks = await screen.findByRole('region', { name: 'Default tasks' });
    await within(tasks).findByText('Review tender documents');
    await user.click(screen.getByRole('combobox', { name: 'Tender type' }));
    await user.click(await screen.findByRole('option', { name: 'Two Stage Tender' }));

    await user.click(within(tasks).getByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add task template' });
    await user.type(within(dialog).getByLabelText(/Task name/), 'Stage one submission');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const gets = await screen.findByRole('region', {
      name: 'Tasks a new tender of type Two Stage Tender gets',
    });
    const names = async () =>
      (await within(gets).findAllByRole('listitem')).map((item) => item.textContent?.split(' · ')[0]);
    await waitFor(async () => expect(await names()).toHaveLength(9));
    expect((await names())[0]).toBe('Review tender documents');
    expect((await names()).at(-1)).toBe('Stage one submission');

    const replace = screen.getByRole('checkbox', { name: /Replace the standard tasks for this type/ });
    expect(replace).not.toBeChecked();
    await user.click(replace);
    expect(
      await screen.findByText('Saved: new tenders of this type get the tasks listed.'),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await names()).toEqual(['Stage one submission']));
    expect(replace).toBeChecked();
  });

  it('takes a pasted list of default requirements, in order, and edits one in place', async () => {
    const { user } = await renderApp([workspaceRoute('*', <TemplatesCard />)]);
    await user.click(await screen.findByRole('combobox', { name: 'Tender type' }));
    await user.click(await screen.findByRole('option', { name: 'Framework Agreement' }));
    const requirements = await screen.findByRole('region', { name: 'Default requirements' });

    await user.click(within(requirements).getByRole('button', { name: 'Paste requirements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add requirements' });
    await user.click(within(dialog).getByLabelText('Requirements'));
    await user.paste('Tax clearance\tSection 2\nReferences\tSection 3\tOptional\n\nBank guarantee\n');
    expect(within(dialog).getByText('3 requirements to add')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('3 requirements added')).toBeInTheDocument();
    const list = await within(requirements).findByRole('list');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Tax clearanceMandatory · Section 2',
        'ReferencesOptional · Section 3',
        'Bank guaranteeMandatory',
      ]),
    );

    await user.click(within(list).getByRole('button', { name: 'Edit References' }));
    const words = within(list).getByLabelText(/Requirement/);
    await user.clear(words);
    await user.type(words, 'Three client references');
    await user.click(within(list).getByLabelText('Mandatory'));
    await user.click(within(list).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('Three client references')).toBeInTheDocument();
    expect(within(list).getByText('Mandatory · Section 3')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Edit Three client references' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
