import type { Page } from '@playwright/test';
import { createAccount, openSignedIn } from './auth-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const faqPanel = (page: Page) => page.getByRole('tabpanel', { name: 'FAQs' });

test('search the help FAQs', async ({ page }) => {
  await openSignedIn(page, await createAccount('help-search'));
  await page.getByRole('link', { name: /Help & Support/ }).click();
  await expect(page.getByRole('heading', { name: 'Help & Support', level: 1 })).toBeVisible();
  const questions = faqPanel(page).getByRole('button');
  await expect(questions).toHaveCount(5);

  const search = page.getByRole('searchbox', { name: 'Search help articles' });
  await search.fill('NOTIFICATION BELL');
  await expect(questions).toHaveText(['How do deadline reminders work?']);
  await expect(page.getByRole('status').filter({ hasText: 'result' })).toHaveText('1 result found');
  await questions.first().click();
  await expect(faqPanel(page).getByText(/turn these reminders off in Settings/)).toBeVisible();

  await search.fill('quantum');
  await expect(faqPanel(page).getByText('No results found')).toBeVisible();
  await search.fill('');
  await expect(questions).toHaveCount(5);
});

test('send the support form', async ({ page }) => {
  const account = await createAccount('help-contact');
  await openSignedIn(page, account, '/app/help');
  await page.getByRole('tab', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/app\/help\?tab=contact$/);
  await expect(page.getByLabel('Name')).toHaveValue('Grace Hopper');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByText('Mon-Fri 9am-5pm ET')).toBeVisible();
  await expect(page.getByText('Live Chat, available in-app')).toBeVisible();

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message is required')).toBeVisible();
  await page.getByLabel('Message').fill('How do I export my tenders?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message sent')).toContainText('Our support team will get back to you soon.');
  await expect(page.getByLabel('Message')).toHaveValue('');

  // A reload keeps the tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Contact Support', selected: true })).toBeVisible();
});

test('the webinars register by email, the other resources open real pages', async ({ page }) => {
  await openSignedIn(page, await createAccount('help-resources'), '/app/help?tab=resources');
  const register = page.getByRole('link', { name: /^Register for / });
  await expect(register).toHaveCount(3);
  for (const href of await register.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^mailto:support@tenderflow\.app\?subject=Webinar%20registration%3A%20.+/);
  }
  await page.getByRole('link', { name: 'Read the product FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// Each help tab's and the profile's axe runs in a11y-sweep.spec.ts; here, a search with no results.
test('a help search with no results has no axe violations (light and dark)', async ({ page }) => {
  await openSignedIn(page, await createAccount('help-axe'), '/app/help');
  await faqPanel(page).getByRole('button').first().click();
  await page.getByRole('searchbox', { name: 'Search help articles' }).fill('zzz');
  await expect(faqPanel(page).getByText('No results found')).toBeVisible();
  await expectNoAxeViolations(page, 'no results');
});
