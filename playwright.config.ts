import { defineConfig } from '@playwright/test';

/** Port of the sandbox the journeys run against (not 8080, so `npm start` can run beside it). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

// Playwright cannot download its browsers here: it drives Debian's chromium.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // One sandbox serves every journey, and the demo customers are few: journeys that change a
  // customer's money, messages or sessions would race each other's checks in parallel. One
  // worker runs them one after another; the two that end something for good (a lockout, other
  // sessions logged out) run last, in their own project.
  fullyParallel: false,
  workers: 1,
  projects: [
    { name: 'journeys', testIgnore: /\.isolated\.spec\.ts$/ },
    { name: 'last', testMatch: /\.isolated\.spec\.ts$/, dependencies: ['journeys'] },
  ],
  retries: 0,
  // Every page is scanned by two accessibility engines (axe, IBM Equal Access): about a second more a page.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'bash scripts/e2e-server.sh',
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(E2E_PORT) },
  },
});
