import type { Page } from '@playwright/test';
import { apiUser, insertTenders, localDate } from './api-helpers';
import { createAccount, failedResource, openSignedIn, signIn, signOut, submitSignIn } from './auth-helpers';
import { axeViolations, expect, expectNoAxeViolations, test } from './fixtures';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const sidebarName = (page: Page) => page.getByTestId('sidebar-user-name');
const headerPhoto = (page: Page) => page.getByRole('button', { name: 'Account menu' }).locator('img');

/** A JPEG drawn by the browser itself: `width` × `height` px. */
async function jpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#1d4ed8';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#fbbf24';
      context.fillRect(w / 4, h / 4, w / 2, h / 2);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

test('change name and company, and see them in the sidebar after a reload', async ({ page }) => {
  await openSignedIn(page, await createAccount('settings-name'));
  await expect(sidebarName(page)).toHaveText('Grace Hopper');
  await page.getByRole('link', { name: /Settings/ }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Grace Hopper');
  await page.getByLabel('Full name').fill('Grace Brewster Hopper');
  await page.getByLabel('Company').fill('Navy Computing');
  await page.getByLabel('Job title').fill('Rear Admiral');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile information updated successfully!')).toBeVisible();
  await expect(sidebarName(page)).toHaveText('Grace Brewster Hopper');

  await page.reload();
  await expect(sidebarName(page)).toHaveText('Grace Brewster Hopper');
  await expect(page.getByLabel('Company')).toHaveValue('Navy Computing');
  await expect(page.getByLabel('Job title')).toHaveValue('Rear Admiral');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByTestId('user-menu-name')).toHaveText('Grace Brewster Hopper');
});

test('upload a photo, see it in the header at 256 px at most, then remove it', async ({ page }) => {
  await openSignedIn(page, await createAccount('settings-photo'), '/app/settings?tab=profile');
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
  await page.getByTestId('avatar-file').setInputFiles({
    name: 'portrait.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpeg(page, 800, 600),
  });
  await expect(toast(page, 'Profile photo updated.')).toBeVisible();
  await expect(headerPhoto(page)).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/avatars\/[0-9a-f-]+\/avatar-\d+\.webp$/,
  );
  await expect
    .poll(() => headerPhoto(page).evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([256, 192]);
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();

  // Replacing it keeps one file; after a reload the photo is still there.
  const first = await headerPhoto(page).getAttribute('src');
  await page.getByTestId('avatar-file').setInputFiles({
    name: 'square.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpeg(page, 120, 120),
  });
  await expect(headerPhoto(page)).not.toHaveAttribute('src', first!);
  expect((await page.request.get(first!)).status()).toBe(400); // the previous file was deleted
  await page.reload();
  await expect.poll(() => headerPhoto(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);

  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Profile photo removed.')).toBeVisible();
  await expect(headerPhoto(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('G');
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeFocused();
});

test('a photo of the wrong type is refused before upload', async ({ page }) => {
  await openSignedIn(page, await createAccount('settings-photo-type'), '/app/settings');
  await page.getByTestId('avatar-file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByRole('alert')).toHaveText('Choose a JPEG, PNG or WebP image.');
});

test('change the password, sign out, and only the new one signs in', async ({ page, allowConsoleErrors }) => {
  test.slow();
  const account = await createAccount('settings-password');
  await openSignedIn(page, account, '/app/settings?tab=security');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password').fill('a-brand-new-passphrase');
  await page.getByLabel('Confirm password').fill('a-brand-new-passphrase');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Your current password is incorrect.')).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveValue('a-brand-new-passphrase');

  await page.getByLabel('Current password').fill(account.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password updated successfully!')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');
  await expect(page.getByLabel('New password')).toHaveValue('');

  await signOut(page);
  await submitSignIn(page, account);
  await expect(page.getByText('Invalid email or password.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page, { email: account.email, password: 'a-brand-new-passphrase' });
  allowConsoleErrors(failedResource(400, 'Bad Request'));
});

test('turn off deadline reminders and see the bell empty', async ({ page }) => {
  const account = await createAccount('settings-bell');
  await insertTenders(await apiUser(account), [
    {
      reference_number: 'BELL-1',
      title: 'Bridge painting',
      client: 'County',
      tender_submission_date: localDate(3),
    },
  ]);
  await openSignedIn(page, account);
  const bell = page.getByRole('button', { name: 'Notifications' });
  await bell.click();
  await expect(page.getByRole('menu').getByText('Bridge painting')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/app/settings?tab=notifications');
  await page.getByRole('switch', { name: 'Tender deadline reminders' }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(toast(page, 'Notification preferences saved!')).toBeVisible();
  await bell.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menu').getByText('Bridge painting')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.reload();
  await bell.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menu').getByText('Bridge painting')).toHaveCount(0);
});

test('switch theme in Settings: kept after a reload, and in a new browser after sign-in', async ({
  page,
  browser,
}) => {
  const account = await createAccount('settings-theme');
  await openSignedIn(page, account);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/app/settings?tab=appearance');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.getByRole('radio', { name: /^Dark/ }).check();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // Saved as it is chosen: there is no Save button to forget.
  await expect(toast(page, 'Appearance settings saved!')).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('radio', { name: /^Dark/ })).toBeChecked();

  const other = await browser.newContext({ colorScheme: 'light' });
  try {
    const second = await other.newPage();
    await second.goto('/sign-in');
    await expect(second.locator('html')).toHaveClass(/\blight\b/);
    await signIn(second, account);
    await expect(second.locator('html')).toHaveClass(/\bdark\b/);
    expect(await second.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  } finally {
    await other.close();
  }
});

test('leaving a tab with unsaved changes asks first', async ({ page }) => {
  await openSignedIn(page, await createAccount('settings-guard'), '/app/settings');
  await page.getByLabel('Company').fill('Unsaved Ltd');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on this tab' }).click();
  await expect(page.getByLabel('Company')).toHaveValue('Unsaved Ltd');
  await page.getByRole('link', { name: /Dashboard/ }).click();
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // A reload asks the browser's own question (Chromium asks only after a real click on the page).
  await page.goto('/app/settings');
  await page.getByLabel('Company').click();
  await page.getByLabel('Company').fill('Unsaved again');
  // The in-app guard asking shows the page has taken in the edit (and armed the browser's prompt).
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await dialog.getByRole('button', { name: 'Stay on this tab' }).click();
  const asked = page.waitForEvent('dialog');
  void page.reload().catch(() => undefined); // never completes: the prompt is dismissed
  const prompt = await asked;
  expect(prompt.type()).toBe('beforeunload');
  await prompt.dismiss();
  await expect(page.getByLabel('Company')).toHaveValue('Unsaved again');
});

test('copy and regenerate the calendar feed URL: the old one stops working at once', async ({
  page,
  allowConsoleErrors,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, await createAccount('settings-feed'), '/app/settings?tab=notifications');
  const field = page.getByLabel('Calendar feed URL');
  await expect(field).toHaveValue(/\/functions\/v1\/calendar-feed\?token=[\w-]{43,}$/);
  const first = await field.inputValue();
  await expect(page.getByText('Never fetched')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
    'href',
    first.replace(/^https?:\/\//, 'webcal://'),
  );

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(toast(page, 'Calendar feed URL copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  // A calendar app fetches it (no auth header): the screen says when.
  const feed = await page.request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  await page.reload();
  await expect(page.getByText(/^Last fetched /)).toBeVisible();

  await page.getByRole('button', { name: 'Regenerate' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Regenerate the calendar feed URL?' });
  await expect(dialog).toContainText('The old URL stops working at once');
  expect(await axeViolations(page), 'the regenerate question').toEqual([]);
  await dialog.getByRole('button', { name: 'Regenerate' }).click();
  await expect(toast(page, /Calendar feed URL regenerated\./)).toBeVisible();
  await expect(field).not.toHaveValue(first);
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeFocused();
  const second = await field.inputValue();
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(second)).status()).toBe(200);
  allowConsoleErrors(failedResource(404, 'Not Found'));
});

test('the unsubscribe page asks first; a bad link then says so, signed out, with no axe violations in light and dark', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedResource(400, 'Bad Request'));
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/unsubscribe_reminders')) calls.push(request.url());
  });
  // No stored theme: the page follows the emulated colour scheme, so one load serves both.
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto('/unsubscribe?token=not-a-real-token');
  // Opening the link (as a mail scanner does) unsubscribes no one: the page asks first.
  const unsubscribe = page.getByRole('button', { name: 'Unsubscribe' });
  await expect(unsubscribe).toBeVisible();
  await expectNoAxeViolations(page, 'unsubscribe-ask');
  expect(calls).toEqual([]);
  await unsubscribe.click();
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid.');
  await expectNoAxeViolations(page, 'unsubscribe');
  // Keyboard: the link to Settings is reached with Tab after the header's controls.
  const settings = page.getByRole('link', { name: 'Open Settings → Notifications' });
  for (let i = 0; i < 5 && !(await settings.evaluate((link) => link === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(settings).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
});

test("'Working days only' is a labelled switch, on by default, kept off after a reload; axe clean", async ({
  page,
}) => {
  await openSignedIn(page, await createAccount('settings-working-days'), '/app/settings?tab=notifications');
  const toggle = page.getByRole('switch', { name: 'Working days only' });
  await expect(toggle).toBeChecked();
  await expect(toggle).toHaveAccessibleDescription(/No morning digest on Saturday or Sunday/);
  await expectNoAxeViolations(page, 'Settings → Notifications');
  await toggle.click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(toast(page, 'Notification preferences saved!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Working days only' })).not.toBeChecked();
});

// Each tab's axe runs in a11y-sweep.spec.ts; here, the profile form showing an error.
test('the profile form with an error has no axe violations (light and dark)', async ({ page }) => {
  await openSignedIn(page, await createAccount('settings-axe'), '/app/settings?tab=profile');
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
  await page.getByLabel('Full name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expectNoAxeViolations(page, 'profile with an error');
});
