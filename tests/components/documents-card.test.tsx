// The Documents card on the tender detail route against a real local stack: empty state,
// upload through the file input, refused files (type, size) that upload nothing, rename
// (the extension kept beside the name field) and delete with their dialogs, and the delete
// warning that names the tender's tasks and documents. jsdom's XMLHttpRequest carries the
// uploads for real.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serviceClient } from '@tenderflow/local-supabase/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as TenderPage } from '@/app/routes/app/tender';
import { createTender } from '@/features/tenders/api/save-tender';
import { tenderFolder } from '@/lib/storage';
import { supabase } from '@/lib/supabase';
import { signInApp, signUpInApp, type Account } from '../fixtures/accounts';
import { startAppStack } from '../fixtures/app-stack';
import { documentsBucket } from '../fixtures/storage';
import { tenderFields } from '../fixtures/tenders';
import { currentWorkspaceId } from '../fixtures/workspaces';
import { renderApp, workspaceRoute } from './render-app';

const backend = await startAppStack({ db: 'memory' });

const routes = [workspaceRoute('/app/tenders/:id', <TenderPage />)];

let account: Account;
type Tender = Awaited<ReturnType<typeof createTender>>;
let tender: Tender;

beforeAll(async () => {
  // The card is in the tender page's sections, loaded apart from the route: loaded once here.
  await import('@/app/routes/app/tender/sections');
  account = await signUpInApp('documents');
  tender = await newTender(await currentWorkspaceId(), 'D-1');
});
beforeEach(() => signInApp(account));
afterEach(() => vi.restoreAllMocks());
afterAll(() => backend.stop());

const newTender = (workspaceId: string, reference: string) =>
  createTender({
    workspaceId,
    fields: tenderFields({ reference_number: reference, client: 'Docs Ltd', title: 'Documents test' }),
  });

/** What the bucket holds, as the service reads it (Storage lists nothing to users). */
const storedNames = async (of: Tender = tender) => {
  const { data, error } = await documentsBucket(serviceClient(backend)).list(
    tenderFolder(of.workspace_id, of.id),
  );
  if (error) throw error;
  return data.map((object) => object.name).sort();
};

const renderTender = async (of: Tender = tender) => {
  const rendered = renderApp(routes, { route: `/app/tenders/${of.id}` });
  await screen.findByText('Documents');
  return rendered;
};

const input = () => screen.getByLabelText<HTMLInputElement>('Upload documents');
const documentsList = () => screen.getByRole('list', { name: 'Documents' });

describe('the Documents card', () => {
  it('starts empty, uploads a chosen file and lists it with its type, size and uploader', async () => {
    const { user } = await renderTender();
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'PDF, Word, Excel, PowerPoint, OpenDocument, images, ZIP, text or CSV, up to 25 MB each',
      ),
    ).toBeInTheDocument();
    await user.upload(
      input(),
      new File(['%PDF-1.4 notice'], 'Tender notice.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Tender notice.pdf uploaded')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Documents' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByRole('button', { name: 'Tender notice.pdf' })).toBeInTheDocument();
    // The uploader: a profile's name falls back to the address's local part.
    expect(row).toHaveTextContent(`PDF · 15 B · ${account.email.split('@')[0]} · `);
    expect(screen.queryByText('No documents yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    expect(await storedNames()).toEqual(['Tender notice.pdf']);
  });

  it('gives a second file of the same name a new one instead of overwriting', async () => {
    const { user } = await renderTender();
    await screen.findByRole('list', { name: 'Documents' });
    await user.upload(input(), new File(['second'], 'Tender notice.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Tender notice (2).pdf uploaded')).toBeInTheDocument();
    await waitFor(() => expect(within(documentsList()).getAllByRole('listitem')).toHaveLength(2));
    expect(await storedNames()).toEqual(['Tender notice (2).pdf', 'Tender notice.pdf']);
  });

  it('refuses an .exe and an oversized file with the model’s messages, uploading nothing', async () => {
    await renderTender();
    await screen.findByRole('list', { name: 'Documents' });
    // The file picker's accept list would hide these; a drop or "All files" would not.
    const user = userEvent.setup({ applyAccept: false });
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    const huge = new File(['x'], 'drawings.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 26 * 1024 * 1024 });
    await user.upload(input(), [exe, huge]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'setup.exe is not a type of document you can upload here (PDF, Word, Excel, PowerPoint, OpenDocument, images, ZIP, text or CSV, up to 25 MB each).',
    );
    expect(alert).toHaveTextContent('drawings.pdf is 26.0 MB; the limit is 25 MB.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    expect(await storedNames()).toEqual(['Tender notice (2).pdf', 'Tender notice.pdf']);
  });

  it('renames through the dialog, refusing a name another document has', async () => {
    const { user } = await renderTender();
    await screen.findByRole('list', { name: 'Documents' });
    await user.click(screen.getByRole('button', { name: 'Rename Tender notice (2).pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename document' });
    const field = within(dialog).getByLabelText('File name');
    expect(field).toHaveValue('Tender notice (2)');
    await user.clear(field);
    // The extension typed again is not doubled: this is 'Tender notice.pdf', already taken.
    await user.type(field, 'Tender notice.pdf');
    expect(within(dialog).getByText('A document with this name already exists')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Rename' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Clarifications #1');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Document renamed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // '#' is not Storage-safe: the model makes it '-'.
    expect(
      await within(documentsList()).findByRole('button', { name: 'Clarifications -1.pdf' }),
    ).toBeInTheDocument();
    expect(await storedNames()).toEqual(['Clarifications -1.pdf', 'Tender notice.pdf']);
  });

  it('deletes only after confirming', async () => {
    const { user } = await renderTender();
    await screen.findByRole('list', { name: 'Documents' });
    await user.click(screen.getByRole('button', { name: 'Delete Clarifications -1.pdf' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this document?' });
    expect(dialog).toHaveTextContent(
      'Clarifications -1.pdf will be deleted for everyone in the workspace. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await storedNames()).toEqual(['Clarifications -1.pdf', 'Tender notice.pdf']);

    await user.click(screen.getByRole('button', { name: 'Delete Clarifications -1.pdf' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(documentsList()).queryByRole('button', { name: 'Clarifications -1.pdf' })).toBeNull(),
    );
    expect(await storedNames()).toEqual(['Tender notice.pdf']);
  });

  it('shows a failed upload with the server’s reason, to retry or dismiss', async () => {
    const late = await newTender(tender.workspace_id, 'D-LATE');
    const { user } = await renderTender(late);
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
    // Another tab stores a file of that name after this card loaded: Storage refuses ours (409).
    const path = `${tenderFolder(late.workspace_id, late.id)}/Late.pdf`;
    // (A string body: Node's fetch cannot send jsdom's Blob.)
    const { error } = await documentsBucket(supabase).upload(path, 'x', { contentType: 'application/pdf' });
    expect(error).toBeNull();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.upload(input(), new File(['y'], 'Late.pdf', { type: 'application/pdf' }));
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    expect(await within(uploads).findByRole('alert')).toHaveTextContent(
      'A document with this name already exists',
    );
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ name: 'UploadError', statusCode: '409' }));
    expect(within(uploads).getByRole('button', { name: 'Retry Late.pdf' })).toBeInTheDocument();
    await user.click(within(uploads).getByRole('button', { name: 'Dismiss Late.pdf' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    expect(await storedNames(late)).toEqual(['Late.pdf']);
    const stored = await documentsBucket(serviceClient(backend)).download(path);
    expect(await stored.data!.text()).toBe('x');
  });

  it('keeps the extension of a renamed document beside the name field, not inside it', async () => {
    const photos = await newTender(tender.workspace_id, 'D-PHOTO');
    const { user } = await renderTender(photos);
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
    await user.upload(input(), new File(['png'], 'site-photo.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Rename site-photo.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename document' });
    const field = within(dialog).getByLabelText('File name');
    expect(field).toHaveValue('site-photo');
    expect(field).toHaveAccessibleDescription('.png');
    expect(within(dialog).getByText('.png')).toBeVisible();
    await user.clear(field);
    await user.type(field, 'Site photo north gate');
    // A changed name is not thrown away by Escape without asking.
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(field).toHaveValue('Site photo north gate');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('button', { name: 'Site photo north gate.png' })).toBeInTheDocument();
    expect(await storedNames(photos)).toEqual(['Site photo north gate.png']);

    // A file without an extension (dropped: the picker's accept list would hide it) is stored with its type's.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input(), new File(['notes'], 'Site survey', { type: 'text/plain' }));
    expect(await screen.findByText('Site survey.txt uploaded')).toBeInTheDocument();
    expect(await storedNames(photos)).toEqual(['Site photo north gate.png', 'Site survey.txt']);
  });

  it('G1: a user uploads and opens documents but is offered no Rename or Delete', async () => {
    const member = await signUpInApp('documents-user');
    await backend.db.transaction((q) =>
      q.exec(
        `insert into public.workspace_members (workspace_id, user_id, role) values ('${tender.workspace_id}', '${member.id}', 'user');
         update public.user_profiles set current_workspace_id = '${tender.workspace_id}' where id = '${member.id}'`,
      ),
    );
    await signInApp(member);
    await renderTender();
    const row = within(await screen.findByRole('list', { name: 'Documents' })).getAllByRole('listitem')[0]!;
    expect(within(row).getByRole('button', { name: /^Download / })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Rename / })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Upload documents')).toBeInTheDocument();
  });

  it('warns before deleting the tender with the number of its tasks and documents', async () => {
    const owned = await newTender(tender.workspace_id, 'D-DELETE');
    const { error: uploadError } = await documentsBucket(supabase).upload(
      `${tenderFolder(owned.workspace_id, owned.id)}/Notice.pdf`,
      'x',
      { contentType: 'application/pdf' },
    );
    expect(uploadError).toBeNull();
    // One task left, whatever the default checklist gave the tender.
    const { data: tasks } = await supabase.from('tasks').select('id').eq('tender_id', owned.id);
    expect(tasks!.length).toBeGreaterThan(1);
    const { error } = await supabase
      .from('tasks')
      .delete()
      .in(
        'id',
        tasks!.slice(1).map((task) => task.id),
      );
    expect(error).toBeNull();

    const { user } = await renderTender(owned);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this tender?' });
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        '“Documents test” will be deleted with its 1 task and 1 document. This cannot be undone.',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await documentsBucket(supabase).upload(
      `${tenderFolder(owned.workspace_id, owned.id)}/Drawings.pdf`,
      'y',
      { contentType: 'application/pdf' },
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete this tender?' });
    await waitFor(() =>
      expect(again).toHaveTextContent(
        '“Documents test” will be deleted with its 1 task and 2 documents. This cannot be undone.',
      ),
    );
  });
});
