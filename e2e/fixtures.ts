import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, test as base, type Page } from '@playwright/test';

export const DEMO_USER = { email: 'demo@example.com', password: 'demo-password' } as const;

type ConsolePattern = string | RegExp;

interface ConsoleFixtures {
  /** Every console error and uncaught page error of the test, in order (CSP violations log here too). */
  consoleErrors: string[];
  /** Lets the test expect console errors matching these (a substring or a pattern); any other fails it. */
  allowConsoleErrors: (...patterns: ConsolePattern[]) => void;
  allowedConsoleErrors: ConsolePattern[];
}

const matches = (error: string) => (pattern: ConsolePattern) =>
  typeof pattern === 'string' ? error.includes(pattern) : pattern.test(error);

const CSP_BINDING = '__e2eReportCspViolation';

/** Runs in the page before its own scripts: forwards each `securitypolicyviolation` to the test. */
function reportCspViolations(binding: string) {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, (violation: string) => void>)[binding];
    report?.(`${event.violatedDirective} ${event.blockedURI}`);
  });
}

/** Fails a test after it ends when the page logged a console error it did not allow, or the
 * browser reported any Content-Security-Policy violation. */
export const test = base.extend<ConsoleFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  allowConsoleErrors: async ({ allowedConsoleErrors }, use) => {
    await use((...patterns) => void allowedConsoleErrors.push(...patterns));
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // Every CSP violation the browser reports, on any page of the test's context. Playwright
      // injects init scripts and bindings outside the page's CSP, so this listener is never blocked.
      const cspViolations: string[] = [];
      await page.context().exposeBinding(CSP_BINDING, (_source, violation: string) => {
        cspViolations.push(violation);
      });
      await page.context().addInitScript(reportCspViolations, CSP_BINDING);
      await use(errors);
      if (testInfo.status !== testInfo.expectedStatus) return;
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
      const unexpected = errors.filter((error) => !allowedConsoleErrors.some(matches(error)));
      expect(unexpected, 'console errors the test did not allow').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};
type AxeWindow = { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/**
 * axe with WCAG 2.x A and AA rules; returns the violations for a readable assertion.
 * axe-core runs in the page itself, injected once per document: @axe-core/playwright's
 * AxeBuilder injects it again and opens a second page on every call, which made each check
 * 1.5–3.5 s instead of 0.1–0.7 s (the app has no iframes, which is what that second page is for).
 */
export async function axeViolations(page: Page) {
  // Colour contrast is measured on a settled page: let finite transitions (a toast fading in) end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (options) => (window as unknown as AxeWindow).axe.run(document, options),
    AXE_OPTIONS,
  );
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** Sets the stored theme before any page script runs. */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

/** A unique address for a throwaway account. */
export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * Picks a board card up from its focused handle with Space. dnd-kit's keyboard sensor starts
 * listening for the arrow keys in a timeout after the pick-up, which can come after its
 * 'Picked up' announcement is rendered: an arrow pressed in between would be lost.
 */
export async function pickUpCard(page: Page, taskName: string) {
  await page.keyboard.press('Space');
  await expect(page.getByText(new RegExp(`Picked up task ${taskName}`))).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/**
 * axe on the page as it is, in light and then dark (with no stored theme the app follows the
 * emulated colour scheme live: nothing reloads), and with `widths` at each width in turn
 * (`before` runs at each width first, e.g. to open a menu only that width has).
 */
export async function expectNoAxeViolations(
  page: Page,
  what: string,
  { widths = [], before }: { widths?: number[]; before?: (width: number) => Promise<void> } = {},
) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    for (const width of widths.length ? widths : [undefined]) {
      if (width) await page.setViewportSize({ width, height: 900 });
      if (width) await before?.(width);
      const where = width ? ` at ${width} px` : '';
      expect(await axeViolations(page), `${what} in ${theme}${where}`).toEqual([]);
    }
  }
}
