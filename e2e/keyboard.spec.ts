// A whole journey with the keyboard only: Tab / Shift+Tab / Enter / Space / arrows and typing
// into the focused field; no clicks and no fill() (issue 14).
import type { Locator, Page } from '@playwright/test';
import { localDate } from './api-helpers';
import { createAccount } from './auth-helpers';
import { expect, test, uniqueEmail } from './fixtures';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Presses `key` until `target` has the focus (moving inside a menu or a listbox). */
async function arrowTo(page: Page, target: Locator, key = 'ArrowDown', limit = 20) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The focused element shows a visible focus indicator: an outline or a ring (box-shadow). */
async function expectFocusVisible(page: Page, where: string) {
  const indicator = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow };
  });
  expect(indicator, `${where}: something has the focus`).not.toBeNull();
  const outlined = indicator!.outline !== 'none' && indicator!.width !== '0px';
  expect(outlined || indicator!.shadow !== 'none', `${where}: focus is visible`).toBe(true);
}

/** Types a date into the focused <input type="date"> (month, day, year segments in en-US). */
async function typeDate(page: Page, date: string) {
  const [year, month, day] = date.split('-');
  await page.keyboard.type(`${month}${day}${year}`);
}

test('sign in, create a tender, move a task, change the status, invite a member and sign out by keyboard', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const account = await createAccount('keyboard');
  await page.goto('/sign-in');

  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await expectFocusVisible(page, 'the email field');
  await page.keyboard.type(account.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // All Tenders → New Tender.
  await tabTo(page, page.getByRole('link', { name: /All Tenders/ }));
  await expectFocusVisible(page, 'the All Tenders link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/tenders$/);
  await tabTo(page, page.getByRole('link', { name: 'New Tender' }));
  await expectFocusVisible(page, 'the New Tender link');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'New Tender', level: 1 })).toBeVisible();

  const fields: [string, string][] = [
    ['Reference Number', 'KB-2026-1'],
    ['Client', 'Keyboard Council'],
    ['Title', 'Keyboard-only tender'],
    ['Description', 'Typed without a mouse'],
  ];
  for (const [label, text] of fields) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(text);
  }
  await expectFocusVisible(page, 'the description field');
  await tabTo(page, page.getByLabel('Last Date for Inquiry Submission'));
  await typeDate(page, localDate(4));
  await expect(page.getByLabel('Last Date for Inquiry Submission')).toHaveValue(localDate(4));
  await tabTo(page, page.getByLabel('Last Date for Tender Submission'));
  await typeDate(page, localDate(9));
  await expect(page.getByLabel('Last Date for Tender Submission')).toHaveValue(localDate(9));
  await tabTo(page, page.getByRole('button', { name: 'Create Tender' }));
  await expectFocusVisible(page, 'the Create Tender button');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Tender created successfully!')).toBeVisible();
  // The new tender opens.
  await expect(page.getByRole('heading', { name: 'Keyboard-only tender', level: 1 })).toBeVisible();

  // Kanban: pick the card up by its handle, one column right, drop.
  const handle = page.getByRole('button', { name: 'Move Review tender documents' });
  await tabTo(page, handle, { limit: 120 });
  await expectFocusVisible(page, 'the drag handle');
  await page.keyboard.press('Space');
  await expect(page.getByText(/Picked up task Review tender documents/)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Task Review tender documents is over In Progress.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(toast(page, 'Task status updated to In Progress')).toBeVisible();
  await expect(page.getByRole('region', { name: /^In Progress \d+/ })).toContainText(
    'Review tender documents',
  );

  // The tender's status, from its select.
  const status = page.getByRole('combobox', { name: 'Change status' });
  await tabTo(page, status, { back: true, limit: 120 });
  await expectFocusVisible(page, 'the status select');
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('option', { name: 'In Development' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Tender status updated to In Development')).toBeVisible();
  await expect(status).toHaveText('In Development');

  // Users → Add User.
  await tabTo(page, page.getByRole('link', { name: /^Users/ }), { back: true, limit: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/users$/);
  await tabTo(page, page.getByRole('button', { name: 'Add User' }));
  await expectFocusVisible(page, 'the Add User button');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await expect(dialog).toBeVisible();
  const colleague = uniqueEmail('keyboard-colleague');
  await tabTo(page, dialog.getByLabel('Name'));
  await page.keyboard.type('Kay Board');
  await tabTo(page, dialog.getByLabel('Email'));
  await page.keyboard.type(colleague);
  await tabTo(page, dialog.getByRole('button', { name: 'Add User' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'User added successfully!')).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toContainText(colleague);

  // Sign out from the account menu.
  await tabTo(page, page.getByRole('button', { name: 'Account menu' }), { back: true });
  await expectFocusVisible(page, 'the account menu button');
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('menuitem', { name: 'Sign out' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sign-in$/);
});
