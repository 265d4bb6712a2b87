import type { Browser, Page } from '@playwright/test';
import { SERVICE_ROLE_KEY } from '@tenderflow/local-supabase';
import { apiUser, localDate } from './api-helpers';
import {
  createAccount,
  failedResource,
  newAccount,
  openSignedIn,
  signOut,
  submitSignIn,
  type TestAccount,
} from './auth-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A tender in the admin's own workspace, made through the API. */
async function adminTender(admin: TestAccount, title: string) {
  const user = await apiUser(admin);
  return user.rest<{ id: string }>('rpc/save_tender', {
    method: 'POST',
    body: {
      p_tender: {
        reference_number: `T-${Date.now()}`,
        client: 'Shared client',
        title,
        inquiry_submission_date: localDate(5),
        tender_submission_date: localDate(9),
      },
    },
  });
}

/** The admin adds a user from the Users screen; returns the invitation link shown to copy. */
async function invite(
  page: Page,
  colleague: { name: string; email: string },
  role = 'User',
): Promise<string> {
  await page.goto('/app/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('Name').fill(colleague.name);
  await dialog.getByLabel('Email').fill(colleague.email);
  if (role !== 'User') {
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: role }).click();
  }
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(toast(page, 'User added successfully!')).toBeVisible();
  const link = await dialog.getByLabel(`Invitation link for ${colleague.email}`).inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  return link;
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** Runs the reminder job (the local stack's own timer may have run it first) and reads the invitation email from the dev mailbox. */
async function invitationEmail(to: string): Promise<{ subject: string; text: string; html: string }> {
  const run = await fetch(`${process.env.E2E_SUPABASE_URL}/functions/v1/send-reminders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(run.status, await run.clone().text()).toBe(200);
  const mail = async () =>
    (
      (await (
        await fetch(`${process.env.E2E_SUPABASE_URL}/__dev/mail?to=${encodeURIComponent(to)}`)
      ).json()) as { subject: string; text: string; html: string }[]
    ).find((m) => m.subject.includes('invites you'));
  await expect.poll(async () => (await mail())?.subject).toBeDefined();
  return (await mail())!;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('an admin invites a colleague, who signs up from the link straight into the team (no workspace of their own); roles decide; removal cuts access', async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  test.slow();
  const admin = await createAccount('admin');
  await adminTender(admin, 'Shared harbour tender');
  await openSignedIn(page, admin);
  const colleague = newAccount('colleague');
  const link = await invite(page, { name: 'Ada Colleague', email: colleague.email });
  expect(link).toMatch(/\/invite\/[\w-]+\?email=/);
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toContainText(colleague.email);
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toContainText('Invited');

  // The invitation is emailed by the next run of the reminder job (the local stack's dev
  // mailbox), with the same link; signed out, the page names who invites, where and as what.
  const emailed = await invitationEmail(colleague.email);
  expect(emailed.subject).toBe('Grace Hopper invites you to join Compilers Ltd as a User on TenderFlow');
  const emailedLink = /https?:\/\/\S+\/invite\/\S+/.exec(emailed.text)?.[0];
  expect(emailedLink && pathOf(emailedLink)).toBe(pathOf(link));
  expect(emailed.html).not.toMatch(/unsubscribe/i);

  // The colleague opens the emailed link signed out and creates an account: the invited address is
  // filled in and locked, no company is asked, and they land in the team's workspace.
  const other = await newPage(browser);
  await other.goto(pathOf(emailedLink!));
  await expect(other.getByRole('heading', { name: "You're invited to TenderFlow" })).toBeVisible();
  await expect(other.getByText('Grace Hopper invites you to join Compilers Ltd as a User')).toBeVisible();
  await other.getByRole('link', { name: 'Create an account' }).click();
  await expect(other.getByLabel('Email')).toHaveValue(colleague.email);
  await expect(other.getByLabel('Email')).not.toBeEditable();
  await expect(other.getByLabel('Company')).toHaveCount(0);
  await other.getByLabel('First name').fill('Ada');
  await other.getByLabel('Last name').fill('Colleague');
  await other.getByLabel('Password').fill(colleague.password);
  await other.getByRole('button', { name: 'Create Account' }).click();
  await expect(other).toHaveURL(/\/app\/my-work$/);
  await expect(toast(other, 'You joined Compilers Ltd')).toBeVisible();
  await other.getByRole('link', { name: /All Tenders/ }).click();
  await expect(other.getByRole('row', { name: /Shared harbour tender/ })).toBeVisible();
  // One workspace, the team's: no switcher, no empty workspace of their own.
  await expect(other.getByTestId('workspace-name')).toHaveText('Compilers Ltd');
  await expect(other.getByRole('combobox', { name: 'Workspace' })).toHaveCount(0);

  // A user-role member cannot create or edit tenders: read-only, with the reason.
  await expect(other.getByRole('link', { name: 'New Tender' })).toHaveCount(0);
  await other.getByRole('row', { name: /Shared harbour tender/ }).click();
  await expect(
    other.getByText('Only managers and administrators can create, edit or delete tenders'),
  ).toBeVisible();
  await expect(other.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(other.getByRole('combobox', { name: 'Change status' })).toBeDisabled();
  // …but may work on its tasks.
  await other.getByRole('combobox', { name: 'Status of Review tender documents' }).click();
  await other.getByRole('option', { name: 'In Progress' }).click();
  await expect(toast(other, 'Task status updated to In Progress')).toBeVisible();

  // The admin makes them a manager; they create a tender; the admin sees it.
  await page.goto('/app/users');
  await page.getByRole('button', { name: 'Actions for Ada Colleague' }).click();
  await page.getByRole('menuitem', { name: 'Edit User' }).click();
  await page.getByRole('dialog', { name: 'Edit User' }).getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'User updated successfully!')).toBeVisible();
  await expect(page.getByRole('row', { name: /Ada Colleague/ })).toContainText('Manager');

  await other.goto('/app/tenders/new');
  await other.getByLabel('Reference Number').fill('MGR-1');
  await other.getByLabel('Client').fill('Manager client');
  await other.getByLabel('Title').fill('Tender by the manager');
  await other.getByLabel('Last Date for Inquiry Submission').fill(localDate(3));
  await other.getByLabel('Last Date for Tender Submission').fill(localDate(6));
  await other.getByRole('button', { name: 'Create Tender' }).click();
  await expect(toast(other, 'Tender created successfully!')).toBeVisible();
  await page.goto('/app/tenders');
  await expect(page.getByRole('row', { name: /Tender by the manager/ })).toBeVisible();
  const managerTenderUrl = await page
    .getByRole('link', { name: 'Open Tender by the manager' })
    .getAttribute('href');

  // The admin removes them: they lose access at once.
  await page.goto('/app/users');
  await page.getByRole('button', { name: 'Actions for Ada Colleague' }).click();
  await page.getByRole('menuitem', { name: 'Delete User' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete User' })
    .getByRole('button', { name: 'Delete User' })
    .click();
  await expect(toast(page, 'User deleted successfully!')).toBeVisible();
  await expect(page.getByRole('row', { name: /Ada Colleague/ })).toHaveCount(0);

  allowConsoleErrors(
    failedResource(406, 'Not Acceptable'),
    'Cannot coerce the result to a single JSON object',
  );
  await other.goto(managerTenderUrl!);
  await expect(other.getByRole('heading', { name: 'Tender not found' })).toBeVisible();
  await other.goto('/app/tenders');
  await expect(other.getByRole('row', { name: /Shared harbour tender/ })).toHaveCount(0);
  // Removed from their only workspace, they get one of their own, named after them.
  await expect(other.getByTestId('workspace-name')).toHaveText("Ada's workspace");
  await other.context().close();
});

test('the last admin cannot remove themselves, and an invitation link works once, for its address only', async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  test.slow();
  const admin = await createAccount('solo');
  await openSignedIn(page, admin, '/app/users');
  await expect(page.getByText('You are the only member of Compilers Ltd so far.')).toBeVisible();
  await expect(page.getByText('No users found')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add your first user' })).toBeVisible();
  await page.getByRole('button', { name: /Actions for/ }).click();
  await expect(page.getByRole('menuitem', { name: /Delete User/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('menuitem', { name: /Delete User/ })).toContainText(
    'Cannot delete the admin user',
  );
  await page.keyboard.press('Escape');

  const invited = newAccount('invited');
  const link = await invite(page, { name: 'Grace Invited', email: invited.email }, 'Manager');

  // Someone else signed in with another address cannot use it.
  const stranger = await createAccount('stranger');
  const strangerPage = await newPage(browser);
  await openSignedIn(strangerPage, stranger, link);
  await expect(strangerPage.getByText(/This invitation was sent to/)).toContainText(invited.email);

  // Copy link issues a new link; the old one then says it was revoked.
  await page.getByRole('button', { name: `Copy link for ${invited.email}` }).click();
  const fresh = await page.getByLabel(`Invitation link for ${invited.email}`).inputValue();
  expect(fresh).not.toBe(link);
  await page.keyboard.press('Escape');
  await strangerPage.goto(link);
  await expect(strangerPage.getByText('This invitation has been revoked.')).toBeVisible();

  // Revoke: the pending invitation disappears and its link says so.
  await page.getByRole('button', { name: `Revoke invitation for ${invited.email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'Invitation revoked')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toHaveCount(0);
  await strangerPage.goto(fresh);
  await expect(strangerPage.getByText('This invitation has been revoked.')).toBeVisible();
  await strangerPage.goto('/invite/not-a-real-token');
  await expect(strangerPage.getByText('This invitation link is not valid.')).toBeVisible();
  // Signed out, a link that no longer works names nobody.
  const signedOut = await newPage(browser);
  await signedOut.goto(fresh);
  await expect(signedOut.getByText(/This invitation link is not valid: it may have expired/)).toBeVisible();
  await expect(signedOut.getByText(/invites you to join/)).toHaveCount(0);
  await signedOut.context().close();
  allowConsoleErrors(/Failed to load resource/);
  await strangerPage.context().close();
});

/** axe on the current page in both themes at both widths (the page reflows on resize; nothing reloads). */
const axeEverywhere = (page: Page, what: string, before?: (width: number) => Promise<void>) =>
  expectNoAxeViolations(page, what, { widths: [1280, 375], before });

test('the Users screen, the invitation page and the switcher have no axe violations (light and dark, 1280 and 375 px)', async ({
  page,
}) => {
  test.slow();
  const admin = await createAccount('axeadmin');
  await openSignedIn(page, admin);
  // Someone who already has an account (and a workspace of their own of the same name).
  const member = await createAccount('axemember');
  const link = await invite(page, { name: 'Axe Member', email: member.email });
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toBeVisible();
  await axeEverywhere(page, 'users');
  await signOut(page);
  await page.goto(link);
  await expect(page.getByText('Grace Hopper invites you to join Compilers Ltd as a User')).toBeVisible();
  await axeEverywhere(page, 'invitation, signed out');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  await axeEverywhere(page, 'sign-up from an invitation');

  // The member signs in from the link and accepts; with two workspaces the sidebar shows
  // the switcher, their own one renamed so that the two names differ.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await submitSignIn(page, member);
  await expect(page.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
  await axeEverywhere(page, 'invitation, signed in');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/app\/my-work$/);
  await axeEverywhere(page, 'switcher', async (width) => {
    // (the drawer opened at 375 px closes before the next theme's 1280 px)
    await page.keyboard.press('Escape');
    if (width < 1024) await page.getByRole('button', { name: 'Navigation menu' }).click();
    const switcher = page.getByRole('combobox', { name: 'Workspace' });
    await expect(switcher).toContainText('Compilers Ltd · User');
    if (width < 1024) return;
    await switcher.click();
    await expect(page.getByRole('option')).toHaveText([
      'Compilers Ltd · User',
      "Grace's workspace · Administrator",
    ]);
    await page.keyboard.press('Escape');
  });
});
