// Which Chromium Playwright and Lighthouse drive: Playwright's own build when it is
// installed (a developer's laptop), else the system Chromium (CI, this machine).
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

// Debian's headless shell first: the same engine without the browser's UI layer, it costs
// about a third less CPU per test than `chromium --headless` (docs/performance.md). Playwright's
// own headless default is the same shell.
const SYSTEM_CHROMIUM = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** Flags that keep a headless Chromium quiet on a machine without internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function chromiumExecutable(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return undefined; // Playwright finds its own browser.
  return SYSTEM_CHROMIUM.find((path) => existsSync(path));
}
