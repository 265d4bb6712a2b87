// Comments end to end: Ada comments on a tender's Comments tab, mentioning Ben through the @
// list by keyboard and pasting a web address, which shows as a link; she comments on a task
// from its card, whose count follows. Ben, a member of her workspace, finds the mention in the
// bell at once and opens its thread. The composer (with the @ list open) and the thread have
// no axe violations in light and dark at 1280 and 375 px.
import type { Page } from '@playwright/test';
import { apiUser } from './api-helpers';
import { createAccount, openSignedIn, signOut } from './auth-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test('a comment with a mention reaches the mentioned member’s bell and opens its thread', async ({
  page,
}) => {
  test.slow();
  const ada = await createAccount('comments-ada');
  const ben = await createAccount('comments-ben');
  const adaApi = await apiUser(ada);
  const benApi = await apiUser(ben);
  const [{ current_workspace_id: workspaceId }] = await adaApi.rest<{ current_workspace_id: string }[]>(
    `user_profiles?select=current_workspace_id&id=eq.${adaApi.userId}`,
  );
  await adaApi.rest(`user_profiles?id=eq.${adaApi.userId}`, { method: 'PATCH', body: { name: 'Ada Admin' } });
  const token = await adaApi.rest<string>('rpc/create_invitation', {
    method: 'POST',
    body: { p_workspace_id: workspaceId, p_email: ben.email, p_name: 'Ben Bidder', p_role: 'user' },
  });
  await benApi.rest('rpc/accept_invitation', { method: 'POST', body: { p_token: token } });
  await benApi.rest(`user_profiles?id=eq.${benApi.userId}`, {
    method: 'PATCH',
    body: { name: 'Ben Bidder', current_workspace_id: workspaceId },
  });
  const [tender] = await adaApi.rest<{ id: string; workspace_id: string }[]>('tenders', {
    method: 'POST',
    prefer: 'return=representation,missing=default',
    body: [{ reference_number: 'COM-2026-01', title: 'Harbour quay', client: 'Port Authority' }],
  });
  await adaApi.rest('tasks', {
    method: 'POST',
    prefer: 'missing=default',
    body: [{ tender_id: tender!.id, workspace_id: tender!.workspace_id, name: 'Pricing' }],
  });

  await openSignedIn(page, ada, `/app/tenders/${tender!.id}?tab=comments`);
  const panel = page.getByRole('tabpanel', { name: 'Comments' });
  await expect(panel.getByText('No comments yet.')).toBeVisible();
  const box = panel.getByRole('textbox', { name: 'Add a comment' });
  await box.fill('Please check the spec ');
  await box.pressSequentially('@be');
  const list = page.getByRole('listbox', { name: 'Members to mention' });
  await expect(list.getByRole('option')).toHaveText([/Ben Bidder/]);
  await expect(panel.getByRole('status').first()).toHaveText('1 member found, use the arrow keys to choose');
  await expectNoAxeViolations(page, 'the comment composer with the @ list open', { widths: [1280, 375] });
  await page.setViewportSize({ width: 1280, height: 900 });
  await box.press('Enter');
  await expect(list).toBeHidden();
  await box.pressSequentially('https://example.com/spec\nThanks');
  await panel.getByRole('button', { name: 'Post comment' }).click();

  const thread = panel.getByRole('list', { name: 'Comments' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread.getByRole('link', { name: 'https://example.com/spec' })).toHaveAttribute(
    'href',
    'https://example.com/spec',
  );
  await expect(thread).toContainText('Please check the spec @Ben Bidder https://example.com/spec\nThanks');
  await expect(box).toHaveValue('');
  await expectNoAxeViolations(page, 'the Comments tab with a comment', { widths: [1280, 375] });

  // A task's thread, from its card; the card counts it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByRole('button', { name: 'Pricing', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit task' });
  await dialog.getByRole('textbox', { name: 'Add a comment' }).fill('Prices due Friday');
  await dialog.getByRole('button', { name: 'Post comment' }).click();
  await expect(dialog.getByRole('list', { name: 'Comments' }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page, 'a task’s comments in its dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: '1 comment on Pricing' })).toBeVisible();

  // Ben: the mention is in the bell, and opens the tender's Comments tab.
  await signOut(page);
  await openSignedIn(page, ben);
  await page.goto('/app/notifications');
  const section = page.getByRole('region', { name: /Mentions and replies/ });
  await expect(section.getByRole('link', { name: /Ada Admin mentioned you/ })).toContainText('Harbour quay');
  await expectNoAxeViolations(page, 'the notifications page with a mention', { widths: [1280, 375] });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 new mention or reply');
  await bell(page).click();
  const item = page.getByRole('menuitem', { name: /Ada Admin mentioned you/ });
  await expect(item).toContainText('Harbour quay');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/app/tenders/${tender!.id}\\?tab=comments$`));
  await expect(page.getByRole('tabpanel', { name: 'Comments' }).getByRole('listitem')).toContainText(
    'Please check the spec @Ben Bidder',
  );
});
