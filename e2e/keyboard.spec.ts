// A whole journey with the keyboard only: Tab / Shift+Tab / Enter / Space / arrows and typing
// into the focused field; no clicks and no fill(), which would skip the focus order.
import type { Locator, Page } from '@playwright/test';
import { localDate } from './api-helpers';
import { createAccount } from './auth-helpers';
import { expect, expectNoAxeViolations, pickUpCard, test, uniqueEmail } from './fixtures';

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

test('sign in, create a tender, work its tasks (the focus staying where the work is), change the status, invite a member and sign out by keyboard', async ({
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
  // The prerendered form submits only once its script has hydrated it (what was typed is kept).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
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

  // The tasks came with the templates' due dates and their cues: no axe violations, light and dark.
  await expect(page.getByText('Due in 4 days').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the board with due dates');

  // Kanban: pick the card up by its handle, one column right, drop.
  const handle = page.getByRole('button', { name: 'Move Review tender documents' });
  await tabTo(page, handle, { limit: 120 });
  await expectFocusVisible(page, 'the drag handle');
  await pickUpCard(page, 'Review tender documents');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Task Review tender documents is over In Progress.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(toast(page, 'Task status updated to In Progress')).toBeVisible();
  const inProgress = page.getByRole('region', { name: /^In Progress \d+/ });
  const completed = page.getByRole('region', { name: /^Completed \d+/ });
  await expect(inProgress).toContainText('Review tender documents');
  // The focus stays on the moved card, on its handle in the new column, so the next move needs no Tab.
  await expect(inProgress.getByRole('button', { name: 'Move Review tender documents' })).toBeFocused();

  // Rename in place: the focus comes back to Rename.
  await tabTo(page, inProgress.getByRole('button', { name: 'Rename Review tender documents' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('New name for Review tender documents')).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' again');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Task renamed successfully')).toBeVisible();
  await expect(
    inProgress.getByRole('button', { name: 'Rename Review tender documents again' }),
  ).toBeFocused();

  // A dialog gives the focus back to what opened it: the task's edit dialog, and a delete cancelled.
  const name = inProgress.getByRole('button', { name: 'Review tender documents again', exact: true });
  await tabTo(page, name, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit task' }).getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(name).toBeFocused();
  const remove = inProgress.getByRole('button', { name: 'Delete Review tender documents again' });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(remove).toBeFocused();

  // A new status from the card's menu: the focus follows the card to its column.
  await tabTo(page, inProgress.getByRole('combobox', { name: 'Status of Review tender documents again' }));
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('option', { name: 'Completed' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Task status updated to Completed')).toBeVisible();
  await expect(
    completed.getByRole('combobox', { name: 'Status of Review tender documents again' }),
  ).toBeFocused();

  // Add two tasks in a row: the box stays open and focused; Escape closes it, back on 'Add task'.
  const addTask = page.getByRole('button', { name: 'Add task to Completed' });
  await tabTo(page, addTask);
  await page.keyboard.press('Enter');
  const newTask = page.getByLabel('New task in Completed');
  await expect(newTask).toBeFocused();
  await page.keyboard.type('Courier the bid');
  await page.keyboard.press('Enter');
  await expect(completed).toContainText('Courier the bid');
  await expect(newTask).toBeFocused();
  await expect(newTask).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(addTask).toBeFocused();

  // The tender's status, from its select.
  const status = page.getByRole('combobox', { name: 'Change status' });
  await tabTo(page, status, { limit: 120 });
  await expectFocusVisible(page, 'the status select');
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('option', { name: 'In Development' }));
  await page.keyboard.press('Enter');
  // No bid decision yet: the dialog asks first; skipping records the skip and goes on.
  await tabTo(page, page.getByRole('alertdialog').getByRole('button', { name: 'Skip decision' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Tender status updated to In Development')).toBeVisible();
  await expect(status).toHaveText('In Development');

  // A task's due date, typed into its card's 'Due date' and saved with Enter: back up to the
  // board above the status, then forward into the field (its first part).
  const dueDate = page.getByLabel('Due date of Prepare technical proposal', { exact: true });
  await tabTo(page, page.getByRole('button', { name: 'Delete Prepare technical proposal' }), {
    back: true,
    limit: 120,
  });
  await tabTo(page, dueDate);
  await typeDate(page, localDate(1));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Due date saved')).toBeVisible();
  await expect(dueDate).toHaveValue(localDate(1));
  await expect(page.locator('li', { has: dueDate }).getByText('Due tomorrow')).toBeVisible();

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
