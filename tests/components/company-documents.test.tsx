// Company documents against a real local stack: the 'Company documents' page (add a document
// with its file, the form's checks keeping what was typed, edit, a failed save keeping what was
// typed, delete after a confirmation; read-only for a `user`), the tender's 'Required company
// documents' card (choose from the library, the warning when one expires before the submission
// date) and the dashboard's alert.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Component as CompanyDocumentsPage } from '@/app/routes/app/company-documents';
import { RequiredDocumentsCard } from '@/features/company-documents/components/required-documents-card';
import { ExpiringDocumentsAlert } from '@/features/dashboard/components/expiring-documents-alert';
import { supabase } from '@/lib/supabase';
import { signInApp } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { addMember, currentWorkspaceId } from '../fixtures/workspaces';
import { signUpUser, type SignedUpUser } from '../integration/helpers';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

let admin: SignedUpUser;
let member: SignedUpUser;
let workspaceId: string;

beforeAll(async () => {
  admin = await signUpUser(backend, { prefix: 'cd-page' });
  workspaceId = await currentWorkspaceId(admin.client);
  member = await addMember(backend, admin, workspaceId, 'user', 'Uma');
});
beforeEach(() => signInApp(admin));
afterAll(() => backend.stop());

const pdf = (name: string) => new File([`%PDF-1.4 ${name}`], name, { type: 'application/pdf' });

async function addDocument(name: string, expiresOn: string | null) {
  const { data, error } = await supabase
    .from('company_documents')
    .insert({ workspace_id: workspaceId, name, expires_on: expiresOn })
    .select()
    .single();
  if (error) throw error;
  return data;
}

const renderPage = () => renderApp([workspaceRoute('*', <CompanyDocumentsPage />)]);

describe('the Company documents page', () => {
  it('adds a document with its file after checking the form, keeping what was typed', async () => {
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Company documents', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/^No company documents yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add company document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add company document' });

    await user.type(within(dialog).getByLabelText('Issuer'), 'Bureau Veritas');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the document’s name')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the file')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Issuer')).toHaveValue('Bureau Veritas');

    await user.type(within(dialog).getByLabelText(/^Name/), 'ISO 9001 certificate');
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Accreditation' }));
    fireEvent.change(within(dialog).getByLabelText('Expiry date'), { target: { value: '2030-06-09' } });
    await user.upload(within(dialog).getByLabelText(/^File/), pdf('iso.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Company document saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = await screen.findByRole('list', { name: 'Company documents' });
    expect(list).toHaveTextContent('ISO 9001 certificate');
    expect(list).toHaveTextContent('Accreditation · Bureau Veritas');
    expect(list).toHaveTextContent('Expiry date: Jun 09, 2030');
    expect(
      within(list).getByRole('button', { name: 'Open the file of ISO 9001 certificate' }),
    ).toBeInTheDocument();
    const { data } = await supabase
      .from('company_documents')
      .select('category, file_name')
      .eq('name', 'ISO 9001 certificate');
    expect(data).toEqual([{ category: 'accreditation', file_name: 'iso.pdf' }]);
  });

  it('edits a document; a failed save keeps what was typed', async () => {
    const document = await addDocument('Tax clearance', '2030-01-31');
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Tax clearance' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit company document' });
    expect(within(dialog).getByLabelText('Expiry date')).toHaveValue('2030-01-31');
    fireEvent.change(within(dialog).getByLabelText('Expiry date'), { target: { value: '2031-01-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company document saved')).toBeInTheDocument();
    expect(await screen.findByText('Expiry date: Jan 31, 2031')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Tax clearance' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit company document' });
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Tax clearance 2031');
    // Deleted meanwhile (another tab): the save is refused in words, and nothing typed is lost.
    await supabase.from('company_documents').delete().eq('id', document.id);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This document is no longer in the library. Reload to see the latest version.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Tax clearance 2031');
  });

  it('deletes a document after a confirmation', async () => {
    await addDocument('Old registration', null);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Old registration' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this company document?' });
    expect(confirm).toHaveTextContent(
      'Old registration and its file will be deleted for everyone in the workspace',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Company document deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Old registration')).not.toBeInTheDocument());
  });

  it('is read-only for a user', async () => {
    await signInApp(member);
    renderPage();
    expect(await screen.findByText('ISO 9001 certificate')).toBeInTheDocument();
    expect(screen.getByText('Only administrators and managers can change the library.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add company document' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });
});

describe('the Required company documents card and the dashboard alert', () => {
  it('chooses documents from the library and warns of one expiring before the submission date', async () => {
    await addDocument('Liability insurance', '2030-06-10');
    const [row] = await insertTenders(supabase, [
      tenderRow(workspaceId, 'RCD-1', {
        title: 'Harbour cranes',
        status: 'in-development',
        tender_submission_date: '2030-06-10',
      }),
    ]);
    const tender = {
      id: row!.id,
      workspace_id: workspaceId,
      tender_submission_date: '2030-06-10',
      status: 'in-development',
    };
    const { user } = renderApp([workspaceRoute('*', <RequiredDocumentsCard tender={tender} />)]);
    expect(await screen.findByText('No company document is required yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Required company documents' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /ISO 9001 certificate/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Liability insurance/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required company documents saved')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Required company documents' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    // 9 June is before the 10 June submission; 10 June itself is still valid.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '1 required document expires before the submission date (Jun 10, 2030): renew it before submitting, or the bid may be disqualified.',
    );
    const [iso, insurance] = within(list).getAllByRole('listitem');
    expect(iso).toHaveTextContent('Expires before the submission date');
    expect(insurance).not.toHaveTextContent('Expires before the submission date');

    renderApp([workspaceRoute('*', <ExpiringDocumentsAlert />)]);
    const alert = await screen.findByRole('list', {
      name: 'Tenders with company documents expiring before submission',
    });
    expect(within(alert).getByRole('link', { name: 'Harbour cranes (RCD-1)' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Submission Jun 10, 2030: ISO 9001 certificate expires before it');
  });
});
