// The tender's Requirements tab against a real local stack: paste requirements, work one to
// Complete and see the progress counted in SQL; delete one after a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  account = await signUpInApp('requirements');
  workspaceId = await currentWorkspaceId();
});
beforeEach(() => signInApp(account));
afterAll(() => backend.stop());

describe('the Requirements tab', () => {
  it('adds pasted requirements, counts progress, and deletes after a confirmation', async () => {
    const [row] = await insertTenders(supabase, [tenderRow(workspaceId, 'RQ-1')]);
    const tender = { id: row!.id, workspace_id: workspaceId };
    const { data: library } = await supabase
      .from('company_documents')
      .insert({ workspace_id: workspaceId, name: 'Tax clearance 2026', category: 'tax-clearance' })
      .select('id, name')
      .single();
    const { user } = renderApp([
      workspaceRoute(
        '*',
        <RequirementsCard tender={tender} documentNames={['iso-9001.pdf']} libraryDocuments={[library!]} />,
      ),
    ]);
    expect(
      await screen.findByText('No requirements yet. Paste them from the tender documents.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No requirements')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add requirements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add requirements' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Paste at least one requirement')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Requirements'), 'ISO 9001{enter}Insurance{enter}');
    expect(within(dialog).getByText('2 requirements to add')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('2 requirements added')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Requirements' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(await screen.findByText('0 of 2 complete · mandatory 0 of 2')).toBeInTheDocument();
    const [first] = within(list).getAllByRole('listitem');
    await user.selectOptions(within(first!).getByLabelText('Status'), 'complete');
    await user.selectOptions(within(first!).getByLabelText('Evidence'), 'iso-9001.pdf');
    expect(await screen.findByText('1 of 2 complete · mandatory 1 of 2')).toBeInTheDocument();
    const { data } = await supabase
      .from('tender_requirements')
      .select('status, evidence_document')
      .eq('requirement', 'ISO 9001');
    expect(data).toEqual([{ status: 'complete', evidence_document: 'iso-9001.pdf' }]);
    // Evidence from the company library instead: the tender document is cleared (one or the other).
    await user.selectOptions(within(first!).getByLabelText('Evidence'), 'Tax clearance 2026');
    await waitFor(async () => {
      const { data: saved } = await supabase
        .from('tender_requirements')
        .select('evidence_document, evidence_company_document_id')
        .eq('requirement', 'ISO 9001');
      expect(saved).toEqual([{ evidence_document: null, evidence_company_document_id: library!.id }]);
    });

    await user.click(screen.getByRole('button', { name: 'Delete requirement: Insurance' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this requirement?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Requirement deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(await screen.findByText('1 of 1 complete · mandatory 1 of 1')).toBeInTheDocument();
  });
});
