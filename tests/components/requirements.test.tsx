// The tender's Requirements tab against a real local stack: paste requirements, work one to
// Complete and see the progress counted in SQL; delete one after a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RequirementsCard } from '@/features/requirements/components/requirements-card';
import { supabase } from '@/lib/supabase';
import { signUpUser } from '@tenderflow/local-supabase/testing';
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

  it('edits a requirement in place: its words, source and whether it is mandatory; a blank one is refused', async () => {
    const [row] = await insertTenders(supabase, [tenderRow(workspaceId, 'RQ-2')]);
    const tender = { id: row!.id, workspace_id: workspaceId };
    await supabase.from('tender_requirements').insert({
      tender_id: tender.id,
      workspace_id: workspaceId,
      requirement: 'ISO 9001 certificate',
      position: 1,
    });
    const { user } = renderApp([
      workspaceRoute('*', <RequirementsCard tender={tender} documentNames={[]} libraryDocuments={[]} />),
    ]);
    const list = await screen.findByRole('list', { name: 'Requirements' });
    expect(await within(list).findByText('Mandatory')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Edit requirement: ISO 9001 certificate' }));
    const words = within(list).getByLabelText(/Requirement/);
    expect(words).toHaveFocus();
    await user.clear(words);
    await user.click(within(list).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('Enter the requirement')).toBeInTheDocument();
    await user.type(words, 'ISO 9001:2015 certificate');
    await user.type(within(list).getByLabelText('Source'), 'Section 4.2');
    await user.click(within(list).getByLabelText('Mandatory'));
    await user.click(within(list).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Requirement saved')).toBeInTheDocument();
    expect(await within(list).findByText('ISO 9001:2015 certificate')).toBeInTheDocument();
    expect(within(list).getByText('Optional · Section 4.2')).toBeInTheDocument();
    const { data } = await supabase
      .from('tender_requirements')
      .select('requirement, source, mandatory')
      .eq('tender_id', tender.id);
    expect(data).toEqual([
      { requirement: 'ISO 9001:2015 certificate', source: 'Section 4.2', mandatory: false },
    ]);

    // Cancel keeps what was saved.
    await user.click(
      within(list).getByRole('button', { name: 'Edit requirement: ISO 9001:2015 certificate' }),
    );
    await user.type(within(list).getByLabelText(/Requirement/), ' (draft)');
    await user.click(within(list).getByRole('button', { name: 'Cancel' }));
    expect(within(list).getByText('ISO 9001:2015 certificate')).toBeInTheDocument();
    // The keyboard goes on from the Edit button it started at.
    expect(
      within(list).getByRole('button', { name: 'Edit requirement: ISO 9001:2015 certificate' }),
    ).toHaveFocus();
  });

  it('lets a plain member edit the words but not make a mandatory requirement optional', async () => {
    const team = await signUpUser(backend, { data: { full_name: 'Dana Demo', company: 'Harbour Team' } });
    const teamWorkspace = await currentWorkspaceId(team.client);
    const { data: token } = await team.client.rpc('create_invitation', {
      p_workspace_id: teamWorkspace,
      p_email: account.email,
      p_name: '',
      p_role: 'user',
    });
    await supabase.rpc('accept_invitation', { p_token: token as string });
    const [row] = await insertTenders(team.client, [tenderRow(teamWorkspace, 'RQ-3')]);
    const tender = { id: row!.id, workspace_id: teamWorkspace };
    await team.client.from('tender_requirements').insert({
      tender_id: tender.id,
      workspace_id: teamWorkspace,
      requirement: 'Method statement',
      position: 1,
    });
    const { user } = renderApp([
      workspaceRoute('*', <RequirementsCard tender={tender} documentNames={[]} libraryDocuments={[]} />),
    ]);
    const list = await screen.findByRole('list', { name: 'Requirements' });
    await user.click(await within(list).findByRole('button', { name: 'Edit requirement: Method statement' }));
    expect(within(list).getByLabelText(/Mandatory/)).toBeChecked();
    expect(within(list).getByLabelText(/Mandatory/)).toBeDisabled();
    expect(within(list).getByText('(only admins and managers make it optional)')).toBeInTheDocument();
    await user.type(within(list).getByLabelText(/Requirement/), ' for the roofs');
    await user.click(within(list).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('Method statement for the roofs')).toBeInTheDocument();
    const { data } = await team.client
      .from('tender_requirements')
      .select('requirement, mandatory')
      .eq('tender_id', tender.id);
    expect(data).toEqual([{ requirement: 'Method statement for the roofs', mandatory: true }]);
  });
});
