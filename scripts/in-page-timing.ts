// Times taken inside the page for `npm run bench:tenders` (Playwright's polling would add up to half a second): the start is the
// moment the user's event (the click, the keystroke's input event) reaches the window in
// the capture phase, the end the moment a MutationObserver, checking on every DOM change
// after it, has found each expected piece of content (the last of them to appear), both
// `performance.now()` in the page. Playwright's locators re-check
// up to every 500 ms, so a time read from them is blurred by up to half a second; here they
// only confirm (visible, as before) that the content showed before the stamps are read.
import type { Page } from '@playwright/test';

type Role = Parameters<Page['getByRole']>[0];

/**
 * Content a screen shows: an element of an ARIA role whose accessible name contains `name`
 * (case-insensitive, as `getByRole` with a string) or matches it (a RegExp), text anywhere
 * (as `getByText` with a string), or an element matching a CSS selector.
 */
export type Shown = { role: Role; name: string | RegExp } | { text: string } | { css: string };

/** The elements of each role the app renders (implicit roles and explicit `role=`). */
const ROLE_SELECTORS: Partial<Record<Role, string>> = {
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  list: 'ul, ol, [role="list"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  img: 'img, [role="img"]',
  table: 'table, [role="table"]',
  columnheader: 'th, [role="columnheader"]',
  tab: '[role="tab"]',
  link: 'a[href], [role="link"]',
};

/** What crosses into the page: a selector and, optionally, a pattern on its name or on the text. */
interface Condition {
  css: string;
  name?: { source: string; flags: string };
  text?: string;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function condition(shown: Shown): Condition {
  if ('css' in shown) return { css: shown.css };
  if ('text' in shown) return { css: 'body', text: shown.text };
  const css = ROLE_SELECTORS[shown.role];
  if (!css) throw new Error(`no selector for the role ${shown.role}; add it to ROLE_SELECTORS`);
  const name = typeof shown.name === 'string' ? new RegExp(escaped(shown.name), 'i') : shown.name;
  return { css, name: { source: name.source, flags: name.flags } };
}

const describe = (shown: Shown[]) =>
  shown
    .map((s) => ('css' in s ? s.css : 'text' in s ? `text "${s.text}"` : `${s.role} "${String(s.name)}"`))
    .join(', ');

function locator(page: Page, shown: Shown) {
  if ('css' in shown) return page.locator(shown.css).first();
  if ('text' in shown) return page.getByText(shown.text).first();
  return page.getByRole(shown.role, { name: shown.name }).first();
}

interface Stamps {
  started?: number;
  /** Per condition, when it was first met after the event (null: not yet). */
  shown: (number | null)[];
  early?: boolean;
}

/**
 * Installed in the page: stamps the first `event` and, after it, the first moment each
 * condition is met (each on its own, as each of Playwright's locators waits on its own: a
 * skeleton replaced by the content may take one away again).
 */
function install({ event, conditions }: { event: string; conditions: Condition[] }) {
  const flat = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy
        .split(/\s+/)
        .map((id) => flat(document.getElementById(id)?.textContent ?? ''))
        .join(' ');
    const label = element.getAttribute('aria-label');
    if (label) return flat(label);
    if (element instanceof HTMLTableElement && element.caption) return flat(element.caption.textContent);
    if (element instanceof HTMLImageElement) return flat(element.alt);
    return flat(element.textContent);
  };
  const patterns = conditions.map(({ name }) => name && new RegExp(name.source, name.flags));
  const matching = (i: number) =>
    Array.from(document.querySelectorAll(conditions[i]!.css)).filter((element) => {
      const text = conditions[i]!.text;
      if (text !== undefined) return flat(element.textContent).toLowerCase().includes(text.toLowerCase());
      const pattern = patterns[i];
      return !pattern || pattern.test(nameOf(element));
    });
  // What matched at the event (e.g. the tender list's own 'Reference #' header, which the
  // reports page also has) does not count: the content must be new.
  const before = conditions.map(() => new Set<Element>());
  const met = (i: number) => matching(i).some((element) => !before[i]!.has(element));
  const stamps: Stamps = { shown: conditions.map(() => null) };
  const check = () => {
    if (stamps.started === undefined) return;
    const now = performance.now();
    stamps.shown.forEach((seen, i) => {
      if (seen === null && met(i)) stamps.shown[i] = now;
    });
    if (stamps.shown.every((seen) => seen !== null)) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  const onEvent = () => {
    if (stamps.started !== undefined) return;
    stamps.started = performance.now();
    conditions.forEach((_, i) => matching(i).forEach((element) => before[i]!.add(element)));
    // Text already on the page (in <body>, not in an element of its own) would make the figure meaningless.
    stamps.early = conditions.some(({ text }, i) => text !== undefined && before[i]!.size > 0);
    window.removeEventListener(event, onEvent, true);
    check();
  };
  window.addEventListener(event, onEvent, true);
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  (window as unknown as { __benchStamps: Stamps }).__benchStamps = stamps;
}

/**
 * Milliseconds from the page's `event` (fired by `action`) to the moment the last of `shown`
 * is first in the DOM, both stamped in the page. Waits for Playwright to see `shown` before reading them.
 */
export async function timeInPage(
  page: Page,
  event: 'click' | 'pointerdown' | 'input' | 'change',
  action: () => Promise<unknown>,
  shown: Shown[],
): Promise<number> {
  // tsx (esbuild's keepNames) wraps the inner functions of `install` in `__name(fn, 'name')`;
  // the page has no such helper, so give it one that returns the function.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  await page.evaluate(install, { event, conditions: shown.map(condition) });
  await action();
  await Promise.all(shown.map((content) => locator(page, content).waitFor()));
  // A locator may be satisfied by what was there before (the list's own 'Reference #'), which
  // the observer ignores: give the new content a moment to be stamped too.
  await page
    .waitForFunction(
      () =>
        (window as unknown as { __benchStamps?: Stamps }).__benchStamps?.shown.every((seen) => seen !== null),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  const stamps = await page.evaluate(() => (window as unknown as { __benchStamps?: Stamps }).__benchStamps);
  if (stamps?.started === undefined) throw new Error(`no ${event} event reached the page`);
  if (stamps.early) throw new Error(`${describe(shown)}: on the page before the ${event}`);
  const missed = shown.filter((_, i) => stamps.shown[i] === null);
  if (missed.length) throw new Error(`Playwright saw ${describe(missed)} but the page's observer did not`);
  return Math.max(...stamps.shown.map(Number)) - stamps.started;
}
