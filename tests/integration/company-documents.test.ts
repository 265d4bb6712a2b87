// Company documents' data layer (src/features/company-documents/api, and the dashboard's alert)
// run unmodified against the local stack: the library with its files in the company-documents
// bucket, what a tender requires, the rule (expiring before the submission date, decided in
// SQL) on the tender and the dashboard, the roles (a `user` cannot edit the library; another
// workspace sees and touches nothing), and the expiry reminder mailed to the workspace's admins
// by the send-reminders Edge Function (read back from the dev mailbox). docs/security-checks.md
// G1 (a replaced file gets a new name), G2 (links only from document-link) and G5 (an uploader
// demoted since a link was signed writes nothing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteCompanyDocument } from '@/features/company-documents/api/delete-company-document';
import { signedFileUrl } from '@/features/company-documents/api/files';
import {
  fetchCompanyDocuments,
  fetchExpiringDocuments,
  fetchRequiredDocuments,
} from '@/features/company-documents/api/queries';
import { saveRequiredDocuments } from '@/features/company-documents/api/required-documents';
import { saveCompanyDocument } from '@/features/company-documents/api/save-company-document';
import type { CompanyDocumentFields } from '@/features/company-documents/form';
import { COMPANY_DOCUMENTS_BUCKET, type CompanyDocument } from '@/features/company-documents/model';
import { fetchExpiringDocumentTenders } from '@/features/dashboard/api/queries';
import { supabase } from '@/lib/supabase';
import { signInApp } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { expectStorageError } from '../fixtures/storage';
import { insertTenders, tenderRow } from '../fixtures/tenders';
import { addMember, currentWorkspaceId } from '../fixtures/workspaces';
import { serviceClient, signUpUser, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let admin: SignedUpUser;
let manager: SignedUpUser;
let member: SignedUpUser;
let stranger: SignedUpUser;
let ws: string;
let tender: { id: string; workspace_id: string };

const pdf = (name: string, text = `%PDF-1.4 ${name}`) => new File([text], name, { type: 'application/pdf' });
const fields = (over: Partial<CompanyDocumentFields>): CompanyDocumentFields => ({
  name: 'Document',
  category: 'certificate',
  issuer: '',
  expiresOn: '',
  file: null,
  ...over,
});
const add = (over: Partial<CompanyDocumentFields>) =>
  saveCompanyDocument({ workspaceId: ws, saved: null, fields: fields(over) });
const folder = (document: CompanyDocument) => `${document.workspace_id}/${document.id}`;
/** The object names in a document's folder, as the service reads them (Storage lists nothing to users). */
const storedNames = async (document: CompanyDocument) =>
  ((await serviceClient(stack).storage.from(COMPANY_DOCUMENTS_BUCKET).list(folder(document))).data ?? []).map(
    (object) => object.name,
  );

beforeAll(async () => {
  stack = await startAppStack({ seed: 'none' });
  admin = await signUpUser(stack, { prefix: 'cd-admin', data: { full_name: 'Ada Admin' } });
  stranger = await signUpUser(stack, { prefix: 'cd-stranger' });
  ws = await currentWorkspaceId(admin.client);
  manager = await addMember(stack, admin, ws, 'manager', 'Max');
  member = await addMember(stack, admin, ws, 'user', 'Uma');
  const [row] = await insertTenders(admin.client, [
    tenderRow(ws, 'CD-1', {
      title: 'Harbour cranes',
      status: 'in-development',
      tender_submission_date: '2030-06-10',
    }),
  ]);
  tender = { id: row!.id, workspace_id: ws };
  await signInApp(admin);
});

afterAll(() => stopAppStack(stack));

describe('the library', () => {
  it('adds documents with their files, soonest expiry first, and opens a file through a short link', async () => {
    const tax = await add({
      name: 'Tax clearance',
      category: 'tax-clearance',
      expiresOn: '2030-07-01',
      file: pdf('tax.pdf'),
    });
    const iso = await add({
      name: 'ISO 9001 certificate',
      issuer: 'Bureau Veritas',
      expiresOn: '2030-06-09',
      file: pdf('ISO cert (2030).pdf', '%PDF-1.4 the certificate'),
    });
    await add({ name: 'Company registration', category: 'registration', file: pdf('reg.pdf') });
    expect(iso.file_name).toBe('ISO cert (2030).pdf');
    expect(iso.uploaded_by).toBe(admin.user.id);
    const listed = await fetchCompanyDocuments(ws);
    expect(listed.map((d) => [d.name, d.expires_on])).toEqual([
      ['ISO 9001 certificate', '2030-06-09'],
      ['Tax clearance', '2030-07-01'],
      ['Company registration', null],
    ]);
    const url = await signedFileUrl(iso);
    expect(await (await fetch(url)).text()).toBe('%PDF-1.4 the certificate');
    expect(tax.category).toBe('tax-clearance');
  });

  it('replaces a file on edit, deleting the old one', async () => {
    const [iso] = await fetchCompanyDocuments(ws);
    const saved = await saveCompanyDocument({
      workspaceId: ws,
      saved: iso!,
      fields: fields({
        name: iso!.name,
        issuer: 'BV',
        expiresOn: '2030-06-09',
        file: pdf('iso-renewed.pdf'),
      }),
    });
    expect([saved.file_name, saved.issuer]).toEqual(['iso-renewed.pdf', 'BV']);
    expect(await storedNames(saved)).toEqual(['iso-renewed.pdf']);
  });

  it('G1: a replacement with the same name is a new object, so a link made before never opens it', async () => {
    const [iso] = await fetchCompanyDocuments(ws);
    const before = await signedFileUrl(iso!);
    const saved = await saveCompanyDocument({
      workspaceId: ws,
      saved: iso!,
      fields: fields({
        name: iso!.name,
        issuer: 'BV',
        expiresOn: '2030-06-09',
        file: pdf('iso-renewed.pdf', 'v2'),
      }),
    });
    expect(saved.file_name).toBe('iso-renewed (2).pdf');
    expect(await storedNames(saved)).toEqual(['iso-renewed (2).pdf']);
    expect((await fetch(before)).status).toBe(400);
    expect(await (await fetch(await signedFileUrl(saved))).text()).toBe('v2');
    // Back to the first name for the tests below.
    await saveCompanyDocument({
      workspaceId: ws,
      saved,
      fields: fields({
        name: iso!.name,
        issuer: 'BV',
        expiresOn: '2030-06-09',
        file: pdf('iso-renewed.pdf'),
      }),
    });
  });

  it('G2: nobody signs a file through Storage, not even an admin; the app’s link lasts 60 seconds', async () => {
    const [iso] = await fetchCompanyDocuments(ws);
    const path = `${folder(iso!)}/${iso!.file_name}`;
    for (const client of [admin.client, member.client]) {
      const bucket = client.storage.from(COMPANY_DOCUMENTS_BUCKET);
      expectStorageError((await bucket.createSignedUrl(path, 315_360_000)).error, '404');
      expectStorageError((await bucket.download(path)).error, '404');
    }
    const token = new URL(await signedFileUrl(iso!)).searchParams.get('token')!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      number
    >;
    expect(claims.exp! - claims.iat!).toBe(60);
  });

  it('leaves nothing half-saved when Storage refuses the file', async () => {
    const zip = new File(['PK'], 'archive.zip', { type: 'application/zip' });
    const error = await add({ name: 'Zipped', file: zip }).catch((e: unknown) => e);
    expectStorageError(error, '415');
    expect((await fetchCompanyDocuments(ws)).map((d) => d.name)).not.toContain('Zipped');
  });
});

describe('what a tender requires', () => {
  it('warns of a document expiring before the submission date, on the tender and the dashboard', async () => {
    const library = await fetchCompanyDocuments(ws);
    await saveRequiredDocuments({ tender, add: library.map((d) => d.id), remove: [] });
    // Saving again is harmless (one already required is left as it is).
    await saveRequiredDocuments({ tender, add: [library[0]!.id], remove: [] });
    expect((await fetchRequiredDocuments(tender.id)).map((d) => d.name)).toEqual([
      'ISO 9001 certificate',
      'Tax clearance',
      'Company registration',
    ]);
    // Submission 10 June: the certificate expiring on 9 June is a problem; 1 July and never are not.
    expect((await fetchExpiringDocuments(ws, tender.id)).map((e) => [e.name, e.expires_on])).toEqual([
      ['ISO 9001 certificate', '2030-06-09'],
    ]);
    expect(await fetchExpiringDocumentTenders(ws)).toEqual([
      {
        tender_id: tender.id,
        title: 'Harbour cranes',
        reference_number: 'CD-1',
        tender_submission_date: '2030-06-10',
        documents: ['ISO 9001 certificate'],
        first_expires_on: '2030-06-09',
        tenders: 1,
      },
    ]);
    // Moved to 9 June: a document expiring on the submission date is valid that day.
    await admin.client.from('tenders').update({ tender_submission_date: '2030-06-09' }).eq('id', tender.id);
    expect(await fetchExpiringDocuments(ws, tender.id)).toEqual([]);
    expect(await fetchExpiringDocumentTenders(ws)).toEqual([]);
    await admin.client.from('tenders').update({ tender_submission_date: '2030-06-10' }).eq('id', tender.id);
  });

  it('removes a required document', async () => {
    const [, , registration] = await fetchRequiredDocuments(tender.id);
    await saveRequiredDocuments({ tender, add: [], remove: [registration!.id] });
    expect((await fetchRequiredDocuments(tender.id)).map((d) => d.name)).toEqual([
      'ISO 9001 certificate',
      'Tax clearance',
    ]);
  });
});

describe('who may do what', () => {
  it('lets a manager edit the library; a user reads it but changes nothing', async () => {
    const [iso] = await fetchCompanyDocuments(ws);
    const edit = await manager.client
      .from('company_documents')
      .update({ issuer: 'BV Ltd' })
      .eq('id', iso!.id)
      .select('issuer');
    expect(edit.data).toEqual([{ issuer: 'BV Ltd' }]);

    expect((await member.client.from('company_documents').select('id')).data).toHaveLength(3);
    const insert = await member.client.from('company_documents').insert({ workspace_id: ws, name: 'Mine' });
    expect(insert.error?.code).toBe('42501');
    const update = await member.client
      .from('company_documents')
      .update({ name: 'x' })
      .eq('id', iso!.id)
      .select('id');
    expect(update.data).toEqual([]);
    const upload = await member.client.storage
      .from(COMPANY_DOCUMENTS_BUCKET)
      .upload(`${folder(iso!)}/mine.pdf`, pdf('mine.pdf'));
    expectStorageError(upload.error, '403');
    const require = await member.client
      .from('tender_required_documents')
      .insert({ tender_id: tender.id, workspace_id: ws, company_document_id: iso!.id });
    expect(require.error?.code).toBe('42501');
    // A member opens the file through the app's link.
    const link = await member.client.functions.invoke<{ signedUrl: string }>('document-link', {
      body: { bucket: COMPANY_DOCUMENTS_BUCKET, path: `${folder(iso!)}/${iso!.file_name}` },
    });
    expect(await (await fetch(link.data!.signedUrl)).text()).toBe('%PDF-1.4 iso-renewed.pdf');
  });

  it('G5: a manager demoted to user writes nothing through an upload link signed before', async () => {
    const [iso] = await fetchCompanyDocuments(ws);
    const bucket = manager.client.storage.from(COMPANY_DOCUMENTS_BUCKET);
    const signed = await bucket.createSignedUploadUrl(`${folder(iso!)}/late.pdf`);
    expect(signed.error).toBeNull();
    const demoted = await admin.client
      .from('workspace_members')
      .update({ role: 'user' })
      .eq('workspace_id', ws)
      .eq('user_id', manager.user.id)
      .select('role');
    expect(demoted.data).toEqual([{ role: 'user' }]);
    try {
      const upload = await bucket.uploadToSignedUrl(
        `${folder(iso!)}/late.pdf`,
        signed.data!.token,
        pdf('late.pdf'),
      );
      expectStorageError(upload.error, '403');
      expect(await storedNames(iso!)).not.toContain('late.pdf');
    } finally {
      await admin.client
        .from('workspace_members')
        .update({ role: 'manager' })
        .eq('workspace_id', ws)
        .eq('user_id', manager.user.id);
    }
  });

  it('shows another workspace nothing and lets it touch nothing', async () => {
    const [iso] = await fetchCompanyDocuments(ws);
    expect((await stranger.client.from('company_documents').select('id')).data).toEqual([]);
    expect((await stranger.client.from('tender_required_documents').select('tender_id')).data).toEqual([]);
    expect(
      (await stranger.client.from('company_documents').delete().eq('id', iso!.id).select('id')).data,
    ).toEqual([]);
    const bucket = stranger.client.storage.from(COMPANY_DOCUMENTS_BUCKET);
    expectStorageError((await bucket.download(`${folder(iso!)}/${iso!.file_name}`)).error, '404');
    expectStorageError((await bucket.createSignedUrl(`${folder(iso!)}/${iso!.file_name}`, 60)).error, '404');
    const rule = await stranger.client.rpc('expiring_required_documents', { p_workspace_id: ws });
    expect(rule.data).toEqual([]);
  });
});

describe('reminders', () => {
  it('mails the admins 30 days before a document expires, not the managers', async () => {
    await add({
      name: 'Liability insurance',
      category: 'insurance',
      expiresOn: '2030-09-29',
      file: pdf('policy.pdf'),
    });
    const response = await fetch(`${stack.url}/functions/v1/send-reminders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.serviceRoleKey}`, 'Content-Type': 'application/json' },
      // A Friday: 'Working days only' (the default) holds weekend digests.
      body: JSON.stringify({ now: '2030-08-30T08:05:00Z' }),
    });
    expect(response.status).toBe(200);
    const mail = async (to: string) =>
      (await (await fetch(`${stack.url}/__dev/mail?to=${encodeURIComponent(to)}`)).json()) as {
        text: string;
      }[];
    const [digest] = await mail(admin.email);
    expect(digest!.text).toContain(
      `Later\n  - Company document: Liability insurance — renew it before it expires: Expires in 30 days · Sep 29, 2030\n    ${stack.functionsEnv.SITE_URL}/app/company-documents`,
    );
    for (const other of [manager.email, member.email]) {
      for (const message of await mail(other)) expect(message.text).not.toContain('Company document');
    }
  });
});

describe('deleting', () => {
  it('deletes the file and the document, which no tender requires any more', async () => {
    const [iso] = await fetchCompanyDocuments(ws);
    await deleteCompanyDocument(iso!);
    const { data } = await supabase.storage.from(COMPANY_DOCUMENTS_BUCKET).list(folder(iso!));
    expect(data).toEqual([]);
    expect((await fetchRequiredDocuments(tender.id)).map((d) => d.name)).toEqual(['Tax clearance']);
    await expect(deleteCompanyDocument(iso!)).rejects.toMatchObject({ code: 'PGRST116' });
  });
});
