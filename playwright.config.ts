import { readdirSync } from 'node:fs';
import { defineConfig, type Project } from '@playwright/test';
import { TAKING_SCREENSHOTS } from './e2e/support/shots';

/** Port of the first sandbox the journeys run against (not 8080, so `npm start` can run beside it). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

/**
 * The journeys are shared between sandboxes (two unless E2E_SANDBOXES says otherwise), each
 * with its own database, on consecutive ports: each sandbox runs its share one after another
 * (one worker each), so journeys that change a demo customer's money, messages or sessions
 * never race each other's checks, and both cores are busy. The journeys that end something for
 * good on their database (*.isolated.spec.ts: a lockout, other sessions logged out, weeks of
 * time travel) share a sandbox of their own, in name order, so they wait for no other project
 * and a spec run alone runs only itself.
 */
const JOURNEY_SANDBOXES = Number(process.env.E2E_SANDBOXES ?? 2);
const ISOLATED_PORT = E2E_PORT + JOURNEY_SANDBOXES;
const SANDBOX_PORTS = [...Array.from({ length: JOURNEY_SANDBOXES }, (_, index) => E2E_PORT + index), ISOLATED_PORT];

// Playwright cannot download its browsers here: it drives Debian's chromium.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * The spec files, shared between the journeys' sandboxes by turns in name order: the same split
 * on every machine (a journey that passed beside one set of neighbours meets the same ones
 * again). The isolated ones run in name order on theirs.
 */
const specs = readdirSync(`${__dirname}/e2e`).filter((name) => name.endsWith('.spec.ts'))
  // The *-screenshots journeys only take pictures for a person: `npm run screenshots` runs them.
  .filter((name) => TAKING_SCREENSHOTS || !name.endsWith('-screenshots.spec.ts'))
  .sort();
const isolated = (name: string) => name.includes('.isolated.');
const glob = (name: string) => `**/e2e/${name}`;
const shareOf = (sandbox: number) => specs.filter((name) => !isolated(name))
  .filter((_, index) => index % JOURNEY_SANDBOXES === sandbox).map(glob);

const projects: Project[] = [
  ...Array.from({ length: JOURNEY_SANDBOXES }, (_, sandbox): Project => ({
    name: `journeys-${sandbox + 1}`, testMatch: shareOf(sandbox), workers: 1, use: { baseURL: `http://localhost:${E2E_PORT + sandbox}` },
  })),
  { name: 'isolated', testMatch: specs.filter(isolated).map(glob), workers: 1, use: { baseURL: `http://localhost:${ISOLATED_PORT}` } },
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // One browser and one sandbox busy per core.
  workers: 2,
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
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port) },
  })),
});
