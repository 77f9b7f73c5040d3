import { test as base } from '@playwright/test';
import { JOURNEYS_PROJECT, journeySandboxUrl } from '../../playwright.sandboxes';

export * from '@playwright/test';

/**
 * Playwright's `test`, with each journey sent to its worker's own sandbox: worker slot N (its
 * parallelIndex, at most one worker in a slot at a time) talks to the sandbox on E2E_PORT + N,
 * so the journeys of one sandbox run one after another, whatever file they come from, and a
 * journey that moves that sandbox's clock for a step moves it for nobody else. The isolated
 * journeys keep their project's own sandbox. Every spec imports `test` and `expect` from here.
 */
export const test = base.extend({
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(testInfo.project.name === JOURNEYS_PROJECT ? journeySandboxUrl(testInfo.parallelIndex) : baseURL);
  },
});
