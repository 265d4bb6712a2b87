// Documents on a tender: upload with progress, open by a signed link, rename (the extension
// kept) and download under the shown name, delete, the bucket's refusals, toasts clear of the
// page's controls at 1280 and 375 px, another workspace kept out, links only from the
// document-link Edge Function (docs/security-checks.md G2), the list's paperclip, and axe on the
// Documents card (empty, list, error) in both themes.
import type { Page } from '@playwright/test';
import { createAccount, openSignedIn } from './auth-helpers';
import {
  BUCKET,
  createTenderViaApi,
  documentsCard,
  documentsList,
  fileInput,
  pdf,
  supabaseAs,
  toast,
} from './documents-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const TYPES_HINT = 'PDF, Word, Excel, PowerPoint, OpenDocument, images, ZIP, text or CSV, up to 25 MB each';

/** Holds every upload to the bucket for `ms` so its progress bar can be seen. */
async function slowUploads(page: Page, ms: number) {
  await page.route(`**/storage/v1/object/${BUCKET}/**`, async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * The toast on screen covers none of the page's controls in view (below the sticky header),
 * with the first document row scrolled to the bottom of the window, where it was hidden.
 */
async function expectToastClearOfControls(page: Page) {
  await documentsList(page)
    .getByRole('listitem')
    .first()
    .evaluate((row) => row.scrollIntoView({ block: 'end' }));
  const covered = await page.evaluate(() => {
    const toast = document.querySelector('[data-sonner-toast]')?.getBoundingClientRect();
    if (!toast) return 'no toast on screen';
    const header = document.querySelector('header')!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('main :is(button, a[href], input:not([type=file]))')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const inView = box.width > 0 && box.top >= header.bottom && box.bottom <= window.innerHeight;
        const under =
          box.left < toast.right &&
          box.right > toast.left &&
          box.top < toast.bottom &&
          box.bottom > toast.top;
        return inView && under;
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent);
  });
  expect(covered).toEqual([]);
}

test('upload two files with progress, open one by a signed link, rename, download, delete; refusals upload nothing', async ({
  page,
  context,
}) => {
  test.slow();
  const account = await createAccount('docs');
  const tender = await createTenderViaApi(account, 'Harbour dredging documents');
  await openSignedIn(page, account, `/app/tenders/${tender.id}`);
  const card = documentsCard(page);
  // The first visit loads the tender, its tasks and its documents on two busy cores.
  await expect(card.getByText('No documents yet.')).toBeVisible({ timeout: 15_000 });

  await slowUploads(page, 1500);
  await fileInput(page).setInputFiles([
    pdf('Tender notice.pdf'),
    { name: 'Prices.csv', mimeType: 'text/csv', buffer: Buffer.from('item,price\ncrane,100\n') },
  ]);
  await expect(card.getByRole('progressbar', { name: 'Uploading Tender notice.pdf' })).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Uploading Prices.csv' })).toBeVisible();
  await expect(toast(page, 'Tender notice.pdf uploaded')).toBeVisible();
  await expect(documentsList(page).getByRole('listitem')).toHaveCount(2);
  await expectToastClearOfControls(page);
  await expect(card.getByRole('progressbar')).toHaveCount(0);
  await expect(documentsList(page)).toContainText('Grace Hopper');
  await page.unroute(`**/storage/v1/object/${BUCKET}/**`);

  // Open: a new tab on a signed Storage link that serves the bytes.
  // The tab's request, not its URL: a browser without a PDF viewer downloads instead.
  const [tab, request] = await Promise.all([
    context.waitForEvent('page'),
    context.waitForEvent(
      'request',
      (r) => r.url().includes(`/storage/v1/object/sign/${BUCKET}/`) && r.method() === 'GET',
    ),
    page.getByRole('button', { name: 'Open Tender notice.pdf in a new tab' }).click(),
  ]);
  const link = request.url();
  expect(link).toMatch(/\?token=/);
  // The link is made at the click and is a bearer token: it lives one minute.
  const token = new URL(link).searchParams.get('token')!;
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    number
  >;
  expect(claims.exp! - claims.iat!).toBe(60);
  const opened = await page.request.get(link);
  expect(opened.status()).toBe(200);
  expect((await opened.body()).toString()).toBe('%PDF-1.4 Tender notice.pdf');
  await tab.close();

  // Rename on a phone: only the name before the extension is typed; '.csv' stays, beside the field.
  const renamed = 'Bill of quantities (rev 2).csv';
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Rename Prices.csv' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename document' });
  await expect(rename.getByLabel('File name')).toHaveValue('Prices');
  await expect(rename.getByText('.csv', { exact: true })).toBeVisible();
  await rename.getByLabel('File name').fill('Bill of quantities (rev 2)');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(toast(page, 'Document renamed')).toBeVisible();
  await expect(documentsList(page).getByRole('button', { name: renamed, exact: true })).toBeVisible();
  await expect(documentsList(page).getByRole('button', { name: 'Prices.csv', exact: true })).toHaveCount(0);
  await expectToastClearOfControls(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Download: saved under the shown name, with its extension.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download ${renamed}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(renamed);
  await download.cancel();

  // Delete, after confirming.
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this document?' });
  await expect(confirm).toContainText(`${renamed} will be deleted for everyone in the workspace.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Document deleted')).toBeVisible();
  await expect(documentsList(page).getByRole('listitem')).toHaveCount(1);

  // Refused before uploading: 30 MB and an .exe.
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(`/storage/v1/object/${BUCKET}/`))
      uploads.push(request.url());
  });
  await fileInput(page).setInputFiles([
    { name: 'Drawings.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(30 * 1024 * 1024) },
    { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
  ]);
  const alert = card.getByRole('alert');
  await expect(alert).toContainText('Drawings.pdf is 30.0 MB; the limit is 25 MB.');
  await expect(alert).toContainText(
    `setup.exe is not a type of document you can upload here (${TYPES_HINT}).`,
  );
  await expect(card.getByRole('progressbar')).toHaveCount(0);
  expect(uploads).toEqual([]);
  await page.reload();
  await expect(documentsList(page).getByRole('listitem')).toHaveCount(1);
  const owner = await supabaseAs(account);
  const { data: stored } = await owner.rpc('tender_documents', { p_tender_id: tender.id });
  expect(stored!.map((document: { name: string }) => document.name)).toEqual(['Tender notice.pdf']);

  // The tender list's paperclip.
  await page.goto('/app/tenders');
  const row = page.getByRole('row').filter({ hasText: tender.title });
  await expect(row).toContainText('1 document');
});

test('another workspace cannot list, download or sign the file; the owner’s link comes from document-link only', async () => {
  test.slow();
  const account = await createAccount('docs-owner');
  const tender = await createTenderViaApi(account, 'Private documents');
  const owner = await supabaseAs(account);
  const path = `${tender.folder}/Secret.pdf`;
  const { error: uploadError } = await owner.storage
    .from(BUCKET)
    .upload(path, Buffer.from('%PDF secret'), { contentType: 'application/pdf' });
  expect(uploadError).toBeNull();

  const stranger = await supabaseAs(await createAccount('docs-stranger'));
  const rpc = await stranger.rpc('tender_documents', { p_tender_id: tender.id });
  expect(rpc.error).toBeNull();
  expect(rpc.data).toEqual([]);
  const counts = await stranger.rpc('tender_document_counts', { p_tender_ids: [tender.id] });
  expect(counts.data).toEqual([]);
  const listed = await stranger.storage.from(BUCKET).list(tender.folder);
  expect(listed.error).toBeNull();
  expect(listed.data).toEqual([]);
  const download = await stranger.storage.from(BUCKET).download(path);
  expect(download.data).toBeNull();
  expect(download.error).not.toBeNull();
  const signed = await stranger.storage.from(BUCKET).createSignedUrl(path, 60);
  expect(signed.data).toBeNull();
  expect(signed.error).not.toBeNull();
  const removed = await stranger.storage.from(BUCKET).remove([path]);
  expect(removed.data).toEqual([]);

  const link = await stranger.functions.invoke('document-link', { body: { bucket: BUCKET, path } });
  expect(link.error).not.toBeNull();

  // The owner signs nothing through Storage either (G2): the app's link is the function's, for 60 seconds.
  expect((await owner.storage.from(BUCKET).createSignedUrl(path, 315_360_000)).error).not.toBeNull();
  const made = await owner.functions.invoke<{ signedUrl: string; expiresIn: number }>('document-link', {
    body: { bucket: BUCKET, path },
  });
  expect(made.error).toBeNull();
  expect(made.data!.expiresIn).toBe(60);
  const fresh = await fetch(made.data!.signedUrl);
  expect(fresh.status).toBe(200);
  expect(await fresh.text()).toBe('%PDF secret');
});

test('the Documents card has no axe violations when empty, listing and refusing (light and dark)', async ({
  page,
}) => {
  test.slow();
  const account = await createAccount('docs-axe');
  const tender = await createTenderViaApi(account, 'Accessible documents');
  await openSignedIn(page, account, `/app/tenders/${tender.id}`);
  const card = documentsCard(page);
  // The first visit loads the tender, its tasks and its documents on two busy cores.
  await expect(card.getByText('No documents yet.')).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page, 'empty');

  await fileInput(page).setInputFiles([pdf('Method statement.pdf')]);
  await expect(documentsList(page).getByRole('listitem')).toHaveCount(1);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page, 'list');

  await fileInput(page).setInputFiles([
    { name: 'virus.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
  ]);
  await expect(card.getByRole('alert')).toContainText('virus.exe is not a type of document');
  await expectNoAxeViolations(page, 'error');
});
