import { defineConfig } from '@playwright/test';

// Set by support/global-setup.ts before the workers start (they inherit its environment).
const port = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    // The browser's clock is a customer's in Jordan, whatever the machine's zone: date pickers mark "today" by the
    // browser's day while the portal's earliest day is Amman's, and from 21:00 UTC on the two differ.
    timezoneId: 'Asia/Amman',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
