import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { equalAccessViolations } from './equalAccess';

/**
 * Lets running CSS transitions and finite animations end (a dialog fading in, a button changing
 * colour as it stops being busy), so colour contrast is judged on the colours a person reads,
 * not on a frame half-way through a 200 ms fade. Spinners (infinite) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  // A toast on its way out has lost its role and is collapsing: it is judged once it has gone.
  await page.waitForFunction(() => !document.querySelector('.Toastify__toast[data-in="false"]'), undefined, { timeout: 2_000 }).catch(() => undefined);
  await page.evaluate(() => Promise.race([
    Promise.all(document.getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
      .map((animation) => animation.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 2_000)),
  ]));
}

/**
 * The page states this worker has already scanned. Journeys pass the same pages again and
 * again (the login page, a dashboard with the same accounts): a state scanned once and found
 * clean is clean, and two engines on it cost about a second each time.
 */
const scanned = new Set<string>();

/**
 * A key for the page's state as the engines judge it: the address, the viewport, the document
 * as it stands (every element, attribute and text) and where focus is, so a page differing in
 * anything at all, even a changed amount or an open dialog, is scanned again.
 */
async function stateOf(page: Page): Promise<string> {
  const state = await page.evaluate(() => JSON.stringify([
    location.href, innerWidth, innerHeight, document.documentElement.outerHTML,
    document.activeElement === document.body ? '' : document.activeElement?.outerHTML ?? '',
  ]));
  return createHash('sha256').update(state).digest('hex');
}

/**
 * Scans the page once its transitions have ended with two engines: axe (any serious or
 * critical WCAG 2.2 AA violation fails the test) and IBM Equal Access (any violation of its
 * WCAG 2.2 rule set fails it). A state this worker already scanned is not scanned again.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await settleAnimations(page);
  const state = await stateOf(page);
  if (scanned.has(state)) return;
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, `axe found serious problems on ${page.url()}`).toEqual([]);
  expect(await equalAccessViolations(page), `IBM Equal Access found violations on ${page.url()}`).toEqual([]);
  scanned.add(state);
}
