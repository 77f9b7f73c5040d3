import { readdirSync } from 'node:fs';
import { defineConfig, type Project } from '@playwright/test';
import { TAKING_SCREENSHOTS } from './e2e/support/shots';
import { E2E_WORKERS, ISOLATED_PORT, JOURNEYS_PROJECT, SANDBOX_PORTS } from './playwright.sandboxes';

/*
 * Every journey owns its data (a customer cloned for it, see e2e/support/ownCustomer.ts), so the
 * journeys run fully parallel: any test on either worker, each worker against its own sandbox
 * (playwright.sandboxes.ts, e2e/support/test.ts). The journeys that change something for the
 * whole sandbox (*.isolated.spec.ts: weeks of time travel, a clock a day ahead) run one after
 * another on a sandbox of their own.
 */

// Playwright cannot download its browsers here: it drives Debian's chromium.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The spec files; the *-screenshots journeys only take pictures for a person (`npm run screenshots`). */
const specs = readdirSync(`${__dirname}/e2e`).filter((name) => name.endsWith('.spec.ts'))
  .filter((name) => TAKING_SCREENSHOTS || !name.endsWith('-screenshots.spec.ts'));
const isolated = (name: string) => name.includes('.isolated.');
const glob = (name: string) => `**/e2e/${name}`;

const projects: Project[] = [
  // First, so one worker goes through them in turn while the other starts on the journeys,
  // and both end together on the journeys (last, they ran alone on one core for minutes).
  { name: 'isolated', testMatch: specs.filter(isolated).map(glob), workers: 1, use: { baseURL: `http://localhost:${ISOLATED_PORT}` } },
  // Its baseURL is the worker's own sandbox (e2e/support/test.ts).
  { name: JOURNEYS_PROJECT, testMatch: specs.filter((name) => !isolated(name)).map(glob), fullyParallel: true },
];

export default defineConfig({
  testDir: './e2e',
  // Empties the record of page states scanned for accessibility (e2e/support/axe.ts).
  globalSetup: './e2e/support/globalSetup.ts',
  workers: E2E_WORKERS,
  projects,
  retries: 0,
  // Every page is scanned by two accessibility engines (axe, IBM Equal Access): about a second more a page.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/results/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: SANDBOX_PORTS.map((port) => ({
    command: 'bash scripts/e2e-server.sh',
    url: `http://localhost:${port}/api/health`,
    // The first sandbox may seed the data folder the others wait for (npm test makes it beforehand).
    timeout: 240_000,
    reuseExistingServer: false,
    env: { PORT: String(port) },
  })),
});
