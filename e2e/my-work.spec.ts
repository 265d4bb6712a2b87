// 'My work' on a phone and a desktop: at 320, 375 and 1280 px it is the first item of the
// side menu (the drawer below 1024 px), nothing scrolls sideways, every link and button in
// the page is at least 44 × 44 px; a one-tap status change sticks after a reload; axe finds
// nothing in light or dark at any of the three widths.
import type { Page } from '@playwright/test';
import { apiUser, insertTenders, localDate } from './api-helpers';
import { createAccount, openSignedIn } from './auth-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const WIDTHS = [320, 375, 1280];
const LONG_TITLE = 'Resurfacing and drainage of the northern bypass, phase two (lots 1–4, with night works)';

/**
 * Links and buttons in main smaller than 44 × 44 px (their text and size), measured as laid
 * out once the page's entrance animation (a transform) has ended.
 */
const smallTargets = (page: Page) =>
  page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    return [...document.querySelectorAll('main a, main button')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const { width, height } = element.getBoundingClientRect();
        return { name: element.textContent?.trim().slice(0, 40), width, height };
      })
      .filter(({ width, height }) => width < 44 || height < 44);
  });

test('My work at 320, 375 and 1280 px: the first menu item, thumb-sized, no sideways scroll, a one-tap change that sticks; axe light and dark', async ({
  page,
}) => {
  test.slow();
  const account = await createAccount('my-work');
  const user = await apiUser(account);
  const [road, bridge] = await insertTenders(user, [
    {
      reference_number: 'MW-2026-LONG-REFERENCE-0001',
      title: LONG_TITLE,
      client: 'County Roads',
      status: 'in-development',
      inquiry_submission_date: localDate(-1),
      tender_submission_date: localDate(5),
    },
    {
      reference_number: 'MW-2',
      title: 'Bridge',
      client: 'City',
      status: 'under-review',
      tender_submission_date: localDate(2),
    },
  ]);
  await user.rest('tasks', {
    method: 'POST',
    body: [
      { tender_id: road!.id, name: 'Price schedule', status: 'not-started', due_date: localDate(3) },
      { tender_id: road!.id, name: 'Method statement', status: 'in-progress', due_date: localDate(0) },
      {
        tender_id: bridge!.id,
        name: 'Check the bill of quantities against the drawings—every-line-of-it-without-a-break',
        status: 'not-started',
      },
    ],
    prefer: 'return=minimal,missing=default',
  });

  await openSignedIn(page, account);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    if (width < 1024) await page.getByRole('button', { name: 'Navigation menu' }).click();
    const first = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first();
    await expect(first).toHaveAccessibleName(/^My work/);
    await first.click();
    await expect(page).toHaveURL(/\/app\/my-work$/);
    await expect(page.getByRole('heading', { name: 'My work', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'My tasks' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('list', { name: 'Deadlines' }).getByRole('listitem')).toHaveCount(3);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `no horizontal scrolling at ${width} px`).toBeLessThanOrEqual(0);
    expect(await smallTargets(page), `targets under 44 × 44 px at ${width} px`).toEqual([]);
  }

  // One tap starts a task; after a reload it is still in progress (its next step: Complete).
  await page.getByRole('button', { name: "Start task 'Price schedule'" }).click();
  await expect(page.getByText('Task status updated to In Progress')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: "Complete task 'Price schedule'" })).toBeVisible();
  await expect(page.getByRole('button', { name: "Start task 'Price schedule'" })).toHaveCount(0);

  await expectNoAxeViolations(page, 'My work', { widths: WIDTHS });
});
