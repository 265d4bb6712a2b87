import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './scripts/browser';

// e2e/global-setup.ts builds the app against an in-memory local stack on a free
// port, serves the build, and publishes its URL in E2E_BASE_URL for the workers.
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Two workers keep both cores of a 2-core CI machine busy: give a locator 10 s there.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // The specs read dates and amounts as en-US writes them, whatever this machine's locale;
    // e2e/locale.spec.ts is the en-GB user.
    locale: 'en-US',
    // Recording a trace doubles a test's CPU time: only a retry (of a failure) records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The app's service worker precaches the whole build 2 s after /app renders: a cost every
    // test would pay for nothing. The specs about it (pwa, offline) allow it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
