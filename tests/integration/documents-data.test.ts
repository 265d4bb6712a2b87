// The tender documents data layer of the app (src/features/documents/api, src/lib/storage.ts)
// run unmodified against the local stack, beside supabase-js's own storage calls: upload
// with progress, the list and counts RPCs, rename (never of the extension), delete, the bucket's size and type
// limits, another workspace kept out, signed links expiring, and a deleted tender's files.
// docs/security-checks.md G1 (who replaces, renames and deletes) and G2 (links only from the
// document-link Edge Function, for 60 seconds, to current members).
// The app uploads with XMLHttpRequest (for progress), which Node lacks: jsdom's, a real
// HTTP client, stands in for the browser's.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { StorageApiError } from '@supabase/storage-js';
import { QueryClient } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteDocument, renameDocument, signedDocumentUrl } from '@/features/documents/api/document-actions';
import { documentQueries } from '@/features/documents/api/queries';
import { uploadDocument } from '@/features/documents/api/upload-document';
import { createTender } from '@/features/tenders/api/save-tender';
import { deleteTender } from '@/features/tenders/api/delete-tender';
import { fetchTender, tenderQueries } from '@/features/tenders/api/queries';
import { TENDER_DOCUMENTS_BUCKET as BUCKET, tenderFolder } from '@/lib/storage';
import { signInApp } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { documentsBucket, expectStorageError } from '../fixtures/storage';
import { tenderFields } from '../fixtures/tenders';
import { addMember, currentWorkspaceId } from '../fixtures/workspaces';
import { MB, rowCount, serviceClient, signUpUser, type SignedUpUser, type TestStack } from './helpers';

const PDF = 'application/pdf';

let stack: TestStack;
let owner: SignedUpUser;
let other: SignedUpUser;
let ws: string;
let dom: JSDOM;

beforeAll(async () => {
  stack = await startAppStack();
  dom = new JSDOM('', { url: `${stack.url}/` });
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = dom.window.XMLHttpRequest;
  owner = await signUpUser(stack, { prefix: 'docs-owner', data: { name: 'Olive Owner' } });
  other = await signUpUser(stack, { prefix: 'docs-other' });
  await signInApp(owner);
  ws = await currentWorkspaceId(owner.client);
});

afterAll(async () => {
  dom?.window.close();
  await stopAppStack(stack);
});

const newTender = (reference: string) =>
  createTender({
    workspaceId: ws,
    fields: tenderFields({ reference_number: reference, title: `Documents ${reference}` }),
  });

/** A browser-side Blob (jsdom's XHR sends only its own). */
const domBlob = (bytes: string | Uint8Array, type = PDF): Blob =>
  new dom.window.Blob([bytes as BlobPart], { type }) as unknown as Blob;

/** Uploads through the app's XHR uploader; resolves with the progress reported. */
async function appUpload(path: string, file: Blob, contentType = PDF): Promise<number[]> {
  const progress: number[] = [];
  await uploadDocument({ path, file, contentType, onProgress: (p) => progress.push(p) });
  return progress;
}

const listDocuments = (tenderId: string) => new QueryClient().fetchQuery(documentQueries.byTender(tenderId));
const documentCounts = (tenderIds: string[]) =>
  new QueryClient().fetchQuery(tenderQueries.documentCounts(tenderIds));
const objectRows = async (prefix: string) =>
  (
    await stack.db.transaction((q) =>
      q.query<{ n: number }>(
        'select count(*)::int as n from storage.objects where bucket_id = $1 and starts_with(name, $2)',
        [BUCKET, prefix],
      ),
    )
  ).rows[0]!.n;

describe('a tender’s documents through the app', () => {
  let tenderId: string;
  let folder: string;

  beforeAll(async () => {
    tenderId = (await newTender('DOC-1')).id;
    folder = tenderFolder(ws, tenderId);
  });

  it('uploads with progress, then lists it with size, type and uploader; counts it', async () => {
    const bytes = '%PDF-1.4 the notice';
    const progress = await appUpload(`${folder}/Notice.pdf`, domBlob(bytes));
    expect(progress.at(-1)).toBe(1);
    const list = await listDocuments(tenderId);
    expect(list).toEqual([
      {
        name: 'Notice.pdf',
        path: `${folder}/Notice.pdf`,
        size: bytes.length,
        mimetype: PDF,
        createdAt: expect.any(String),
        uploaderName: 'Olive Owner',
      },
    ]);
    const empty = await newTender('DOC-EMPTY');
    expect(await documentCounts([tenderId, empty.id])).toEqual({ [tenderId]: 1, [empty.id]: 0 });
  });

  it('refuses a second upload to the same name with 409 (no upsert)', async () => {
    await expect(appUpload(`${folder}/Notice.pdf`, domBlob('again'))).rejects.toMatchObject({
      name: 'UploadError',
      statusCode: '409',
      message: 'A document with this name already exists',
    });
  });

  it('opens by a signed link that returns the bytes, also for names with spaces, & and brackets', async () => {
    const name = 'Bill of quantities & plan (v2).xlsx';
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    await appUpload(`${folder}/${name}`, domBlob('cells', type), type);
    const url = await signedDocumentUrl(`${folder}/${name}`);
    expect(url).toMatch(new RegExp(`^${stack.url}/storage/v1/object/sign/${BUCKET}/`));
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('cells');
    const download = await fetch(await signedDocumentUrl(`${folder}/${name}`, name));
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect((await listDocuments(tenderId)).map((d) => d.name).sort()).toEqual([name, 'Notice.pdf']);
  });

  it('renames (moves) within the folder: listed under the new name only, same bytes', async () => {
    await renameDocument({ path: `${folder}/Notice.pdf`, to: 'Tender notice (final).pdf' });
    const list = await listDocuments(tenderId);
    expect(list.map((d) => d.name).sort()).toEqual([
      'Bill of quantities & plan (v2).xlsx',
      'Tender notice (final).pdf',
    ]);
    expect(list.find((d) => d.name === 'Tender notice (final).pdf')).toMatchObject({
      size: '%PDF-1.4 the notice'.length,
      uploaderName: 'Olive Owner',
    });
    expect(await rowCount(stack, BUCKET, `${folder}/Notice.pdf`)).toBe(0);
    const { data } = await documentsBucket(serviceClient(stack)).download(
      `${folder}/Tender notice (final).pdf`,
    );
    expect(await data!.text()).toBe('%PDF-1.4 the notice');
  });

  it('refuses a rename that drops or changes the extension (the database keeps it); downloads under the name', async () => {
    const path = `${folder}/Tender notice (final).pdf`;
    for (const to of ['Tender notice (final)', 'Tender notice (final).exe']) {
      const refused = renameDocument({ path, to });
      await expect(refused).rejects.toBeInstanceOf(StorageApiError);
      await expect(refused).rejects.toMatchObject({ statusCode: '403' });
    }
    expect(await rowCount(stack, BUCKET, path)).toBe(1);
    const download = await fetch(await signedDocumentUrl(path, 'Tender notice (final).pdf'));
    expect(download.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Tender notice (final).pdf')}`,
    );
  });

  it('deletes: gone from the list, the counts and storage.objects', async () => {
    const path = `${folder}/Tender notice (final).pdf`;
    await deleteDocument(path);
    expect((await listDocuments(tenderId)).map((d) => d.name)).toEqual([
      'Bill of quantities & plan (v2).xlsx',
    ]);
    expect(await documentCounts([tenderId])).toEqual({ [tenderId]: 1 });
    expect(await rowCount(stack, BUCKET, path)).toBe(0);
    const { error } = await documentsBucket(serviceClient(stack)).download(path);
    expectStorageError(error, '404');
    // Deleting what is already gone is an error, not a silent success.
    await expect(deleteDocument(path)).rejects.toThrow('The document could not be deleted');
  });
});

describe('the bucket’s limits', () => {
  let folder: string;
  let tenderId: string;
  const tooBig = () => new Uint8Array(26 * MB);

  beforeAll(async () => {
    tenderId = (await newTender('DOC-LIMITS')).id;
    folder = tenderFolder(ws, tenderId);
  });

  it('refuses 26 MB with 413, through the app and through supabase-js, leaving nothing', async () => {
    await expect(appUpload(`${folder}/huge.pdf`, domBlob(tooBig()))).rejects.toMatchObject({
      statusCode: '413',
      message: 'The file is larger than the 25 MB limit.',
    });
    const { error } = await documentsBucket(owner.client).upload(
      `${folder}/huge2.pdf`,
      new Blob([tooBig()], { type: PDF }),
    );
    expectStorageError(error, '413');
    expect(await objectRows(`${folder}/`)).toBe(0);
    expect(await listDocuments(tenderId)).toEqual([]);
    for (const name of ['huge.pdf', 'huge2.pdf'])
      expectStorageError(
        (await documentsBucket(serviceClient(stack)).download(`${folder}/${name}`)).error,
        '404',
      );
  });

  it('takes exactly 25 MB', async () => {
    await appUpload(`${folder}/limit.pdf`, domBlob(new Uint8Array(25 * MB)));
    expect(await listDocuments(tenderId)).toMatchObject([{ name: 'limit.pdf', size: 25 * MB }]);
    await deleteDocument(`${folder}/limit.pdf`);
  });

  it('refuses an .exe (application/x-msdownload) with 415, leaving nothing', async () => {
    const exe = 'application/x-msdownload';
    await expect(appUpload(`${folder}/setup.exe`, domBlob('MZ', exe), exe)).rejects.toMatchObject({
      statusCode: '415',
      message: 'This type of file cannot be uploaded here.',
    });
    const { error } = await documentsBucket(owner.client).upload(
      `${folder}/setup2.exe`,
      new Blob(['MZ'], { type: exe }),
      { contentType: exe },
    );
    expectStorageError(error, '415');
    expect(await objectRows(`${folder}/`)).toBe(0);
    expect(await documentCounts([tenderId])).toEqual({ [tenderId]: 0 });
  });
});

describe('another workspace', () => {
  let tenderId: string;
  let path: string;
  const theirs = () => documentsBucket(other.client);

  beforeAll(async () => {
    tenderId = (await newTender('DOC-PRIVATE')).id;
    path = `${tenderFolder(ws, tenderId)}/Private.pdf`;
    await appUpload(path, domBlob('secret'));
  });

  it('sees nothing through the RPCs or a listing', async () => {
    expect((await other.client.rpc('tender_documents', { p_tender_id: tenderId })).data).toEqual([]);
    expect((await other.client.rpc('tender_document_counts', { p_tender_ids: [tenderId] })).data).toEqual([]);
    const listed = await theirs().list(tenderFolder(ws, tenderId));
    expect(listed.error).toBeNull();
    expect(listed.data).toEqual([]);
  });

  it('cannot download, sign, overwrite, move or delete it', async () => {
    expectStorageError((await theirs().download(path)).error, '404');
    expectStorageError((await theirs().createSignedUrl(path, 60)).error, '404');
    const overwrite = await theirs().upload(path, new Blob(['mine'], { type: PDF }), { upsert: true });
    expectStorageError(overwrite.error, '403');
    const move = await theirs().move(path, `${tenderFolder(ws, tenderId)}/Stolen.pdf`);
    expect(move.error).toBeInstanceOf(StorageApiError);
    const removed = await theirs().remove([path]);
    expect(removed.data).toEqual([]);
    // Still there, unchanged, under its name.
    const { data } = await documentsBucket(serviceClient(stack)).download(path);
    expect(await data!.text()).toBe('secret');
    expect((await listDocuments(tenderId)).map((d) => d.name)).toEqual(['Private.pdf']);
  });

  it('cannot put a file into the tender’s folder either', async () => {
    const { error } = await theirs().upload(
      `${tenderFolder(ws, tenderId)}/Planted.pdf`,
      new Blob(['x'], { type: PDF }),
    );
    expectStorageError(error, '403');
    expect(await objectRows(`${tenderFolder(ws, tenderId)}/Planted`)).toBe(0);
  });

  it('G2: nor make a link through the app (document-link answers 404, as for a missing file)', async () => {
    const link = await other.client.functions.invoke('document-link', { body: { bucket: BUCKET, path } });
    expect(link.error).toBeInstanceOf(FunctionsHttpError);
    expect((link.error as FunctionsHttpError).context.status).toBe(404);
    const missing = await owner.client.functions.invoke('document-link', {
      body: { bucket: BUCKET, path: `${tenderFolder(ws, tenderId)}/Missing.pdf` },
    });
    expect((missing.error as FunctionsHttpError).context.status).toBe(404);
  });

  it('a signed link works until it expires, then fails', async () => {
    // A token's times are whole seconds: one of 1 s may expire at once; 3 s leave at least 2.
    // Storage signs for the service only (G2); the expiry is Storage's own.
    const { data, error } = await documentsBucket(serviceClient(stack)).createSignedUrl(path, 3);
    expect(error).toBeNull();
    const fresh = await fetch(data!.signedUrl);
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toBe('secret');
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const expired = await fetch(data!.signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });
  });
});

describe('deleting a tender', () => {
  it('deletes its files first (through Storage), then the tender', async () => {
    const tender = await newTender('DOC-GONE');
    const folder = tenderFolder(ws, tender.id);
    for (const name of ['a.pdf', 'b.pdf', 'c.txt'])
      await appUpload(
        `${folder}/${name}`,
        domBlob(name, name.endsWith('.txt') ? 'text/plain' : PDF),
        name.endsWith('.txt') ? 'text/plain' : PDF,
      );
    expect(await objectRows(`${folder}/`)).toBe(3);
    await deleteTender(tender);
    expect(await objectRows(`${folder}/`)).toBe(0);
    await expect(fetchTender(tender.id)).rejects.toMatchObject({ code: 'PGRST116' });
  });

  it('deletes a tender without documents', async () => {
    const tender = await newTender('DOC-NONE');
    await deleteTender(tender);
    await expect(fetchTender(tender.id)).rejects.toMatchObject({ code: 'PGRST116' });
  });
});

describe('a user of the workspace, and who signs links (G1, G2)', () => {
  let member: SignedUpUser;
  let tenderId: string;
  let folder: string;
  const notice = () => `${folder}/Notice.pdf`;
  const stored = async (path: string) =>
    (await (await documentsBucket(serviceClient(stack)).download(path)).data?.text()) ?? null;
  /** The token's lifetime in seconds, read from the signed URL. */
  const lifetime = (url: string) => {
    const token = new URL(url).searchParams.get('token')!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      number
    >;
    return claims.exp! - claims.iat!;
  };

  beforeAll(async () => {
    member = await addMember(stack, owner, ws, 'user', 'Uma User');
    tenderId = (await newTender('DOC-ROLES')).id;
    folder = tenderFolder(ws, tenderId);
    await appUpload(notice(), domBlob('%PDF the original notice'));
  });

  it('G1: a user adds a new file, but replacing one (x-upsert, 1 byte) is 403 and keeps the bytes', async () => {
    const added = await documentsBucket(member.client).upload(
      `${folder}/Site photo.pdf`,
      new Blob(['x'], { type: PDF }),
    );
    expect(added.error).toBeNull();
    const replaced = await documentsBucket(member.client).upload(notice(), new Blob(['1'], { type: PDF }), {
      upsert: true,
    });
    expectStorageError(replaced.error, '403');
    expect(await stored(notice())).toBe('%PDF the original notice');
  });

  it('G1: a user cannot rename or delete a document', async () => {
    const moved = await documentsBucket(member.client).move(notice(), `${folder}/Renamed.pdf`);
    expect(moved.error).toBeInstanceOf(StorageApiError);
    expect((await documentsBucket(member.client).remove([notice()])).data).toEqual([]);
    expect((await listDocuments(tenderId)).map((d) => d.name).sort()).toEqual([
      'Notice.pdf',
      'Site photo.pdf',
    ]);
  });

  it('G1: nobody overwrites a stored document, the admin neither: a replacement takes a new name', async () => {
    const replaced = await documentsBucket(owner.client).upload(notice(), new Blob(['new'], { type: PDF }), {
      upsert: true,
    });
    expectStorageError(replaced.error, '403');
    expect(await stored(notice())).toBe('%PDF the original notice');
  });

  it('G2: nobody signs, downloads or lists a document through Storage, for ten years or any time', async () => {
    for (const client of [member.client, owner.client]) {
      expectStorageError((await documentsBucket(client).createSignedUrl(notice(), 315_360_000)).error, '404');
      expectStorageError((await documentsBucket(client).createSignedUrl(notice(), 60)).error, '404');
      const many = await documentsBucket(client).createSignedUrls([notice(), `${folder}/Site photo.pdf`], 60);
      expect(many.data?.every((each) => each.signedUrl === null || each.signedUrl === '')).toBe(true);
      expectStorageError((await documentsBucket(client).download(notice())).error, '404');
      expect((await documentsBucket(client).list(folder)).data).toEqual([]);
    }
  });

  it('G2: the app’s link comes from document-link: the bytes, for 60 seconds', async () => {
    const url = await signedDocumentUrl(notice());
    expect(lifetime(url)).toBe(60);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('%PDF the original notice');
    const asUser = await member.client.functions.invoke<{ signedUrl: string }>('document-link', {
      body: { bucket: BUCKET, path: notice() },
    });
    expect(asUser.error).toBeNull();
    expect(await (await fetch(asUser.data!.signedUrl)).text()).toBe('%PDF the original notice');
  });

  it('G2: a member removed since gets no new link; a forged token none at all', async () => {
    const removed = await owner.client
      .from('workspace_members')
      .delete()
      .eq('user_id', member.user.id)
      .select();
    expect(removed.data).toHaveLength(1);
    const link = await member.client.functions.invoke('document-link', {
      body: { bucket: BUCKET, path: notice() },
    });
    expect((link.error as FunctionsHttpError).context.status).toBe(404);
    const forged = await fetch(`${stack.url}/functions/v1/document-link`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${member.session.access_token.slice(0, -4)}AAAA`,
        apikey: stack.anonKey,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ bucket: BUCKET, path: notice() }),
    });
    expect(forged.status).toBe(401);
  });
});
