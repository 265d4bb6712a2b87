// Company documents end to end: upload a company certificate expiring before a tender's
// deadline and see the warning — on the tender's 'Required company documents' card and in the
// dashboard's alert. axe on the new page, its form, the tender card and its picker, and the
// dashboard's alert, in light and dark at 1280 and 375 px.
import type { Page } from '@playwright/test';
import { apiUser, localDate } from './api-helpers';
import { createAccount, openSignedIn } from './auth-helpers';
import { pdf, toast } from './documents-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const checkAxe = (page: Page, what: string) => expectNoAxeViolations(page, what, { widths: [1280, 375] });

test("upload a company certificate expiring before a tender's deadline and see the warning", async ({
  page,
}) => {
  test.slow();
  const account = await createAccount('company-docs');
  const user = await apiUser(account);
  const [tender] = await user.rest<{ id: string }[]>('tenders', {
    method: 'POST',
    prefer: 'return=representation,missing=default',
    body: [
      {
        reference_number: 'CD-2026-01',
        title: 'Harbour cranes',
        client: 'Port Authority',
        status: 'in-development',
        tender_submission_date: localDate(20),
      },
    ],
  });
  await openSignedIn(page, account);

  // The library, from the sidebar.
  await page.getByRole('link', { name: 'Company documents' }).click();
  await expect(page.getByRole('heading', { name: 'Company documents', level: 1 })).toBeVisible();
  await expect(page.getByText(/^No company documents yet/)).toBeVisible();
  await checkAxe(page, 'the empty Company documents page');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Add company document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add company document' });
  await dialog.getByLabel(/^Name/).fill('ISO 9001 certificate');
  await dialog.getByLabel('Issuer').fill('Bureau Veritas');
  await dialog.getByLabel('Expiry date').fill(localDate(10));
  await dialog.getByLabel(/^File/).setInputFiles(pdf('iso-9001.pdf'));
  await checkAxe(page, 'the Add company document dialog');
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Company document saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  const library = page.getByRole('list', { name: 'Company documents' });
  await expect(library).toContainText('Certificate · Bureau Veritas');
  await expect(library).toContainText('Expires in 10 days');
  await checkAxe(page, 'the Company documents page with a document');

  // The tender requires it; it expires 10 days before the submission deadline.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/app/tenders/${tender!.id}`);
  const card = page.getByTestId('required-documents-card');
  await expect(card.getByText('No company document is required yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Choose documents' }).click();
  const picker = page.getByRole('dialog', { name: 'Required company documents' });
  await picker.getByRole('checkbox', { name: /ISO 9001 certificate/ }).check();
  await checkAxe(page, 'the Required company documents picker');
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(picker).toBeHidden();
  await expect(card.getByRole('alert')).toContainText(
    '1 required document expires before the submission date',
  );
  await expect(card.getByRole('listitem')).toContainText('Expires before the submission date');
  await card.scrollIntoViewIfNeeded();
  await checkAxe(page, 'the tender page with its Required company documents card');

  // The dashboard's alert names the tender.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const alert = page.getByTestId('expiring-documents-alert');
  await expect(alert.getByRole('link', { name: 'Harbour cranes (CD-2026-01)' })).toBeVisible();
  await expect(alert).toContainText('ISO 9001 certificate expires before it');
  await checkAxe(page, 'the dashboard with the company documents alert');
});
