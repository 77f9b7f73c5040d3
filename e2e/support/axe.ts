import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { equalAccessViolations } from './equalAccess';

/** axe-core's engine, as a script for the page: evaluated once per document, then run there. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_22_AA: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  // Only the violations are read: axe then skips the details of every passing node.
  resultTypes: ['violations'],
  iframes: false,
};
declare const axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };

/**
 * The page's axe violations against WCAG 2.2 AA, in its own document and in each of its frames
 * (the native-host simulator frames the app). AxeBuilder.analyze() injects the engine into every
 * frame again and finishes each run in a new blank page: about 3 s a scan on a busy 2-core
 * machine, against about 0.4 s for the same rules run in the page; and on a loaded machine it
 * gave up on a slow frame without a word. Here each frame's document is scanned by its own
 * copy of the engine (iframes: false, so no run reaches into another's frame twice).
 */
async function axeViolations(page: Page): Promise<Result[]> {
  const found: Result[] = [];
  for (const frame of page.frames()) {
    try {
      if (!await frame.evaluate(() => 'axe' in window)) await frame.evaluate(AXE_SOURCE);
      found.push(...await frame.evaluate(async (options) => (await axe.run(document, options)).violations, WCAG_22_AA));
    } catch (error) {
      // A frame that went away while it was scanned (a download's, a closed dialog's) is not on screen.
      if (frame !== page.mainFrame() && frame.isDetached()) continue;
      throw error;
    }
  }
  return found;
}

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
 * The page states scanned in this run, by every worker: one file per state, named by its key
 * (e2e/support/globalSetup.ts empties the folder when a run starts). Journeys pass the same
 * pages again and again (the login page, a dashboard with the same accounts): a state scanned
 * once and found clean is clean, and two engines on it cost about a second each time.
 */
export const SCANNED_STATES = join(__dirname, '..', '..', '.tmp', 'a11y-scanned');

/**
 * A key for the page's state as the engines judge it: the address, the viewport, the document
 * as it stands (every element, attribute and text) and where focus is, so a page differing in
 * anything at all, an open dialog, an error, another field's value, is scanned again. Digits
 * are read as one digit: each journey's customer has a number, accounts and amounts of its own,
 * and a page that differs only in them has the same names, roles, structure and colours.
 */
async function stateOf(page: Page): Promise<string> {
  const state = await page.evaluate(() => JSON.stringify([
    location.href, innerWidth, innerHeight, document.documentElement.outerHTML,
    document.activeElement === document.body ? '' : document.activeElement?.outerHTML ?? '',
  ]));
  return createHash('sha256').update(state.replace(/[0-9]/g, '0')).digest('hex');
}

/**
 * Scans the page once its transitions have ended with two engines: axe (any serious or
 * critical WCAG 2.2 AA violation fails the test) and IBM Equal Access (any violation of its
 * WCAG 2.2 rule set fails it). A state already scanned in this run is not scanned again.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await settleAnimations(page);
  const state = await stateOf(page);
  if (existsSync(join(SCANNED_STATES, state))) return;
  const serious = (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, `axe found serious problems on ${page.url()}`).toEqual([]);
  expect(await equalAccessViolations(page), `IBM Equal Access found violations on ${page.url()}`).toEqual([]);
  mkdirSync(SCANNED_STATES, { recursive: true });
  writeFileSync(join(SCANNED_STATES, state), page.url());
}
