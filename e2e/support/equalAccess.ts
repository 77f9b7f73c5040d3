import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** IBM Equal Access's engine, as a script for the page (its rules differ from axe's, so each catches what the other misses). */
const ACE_SOURCE = readFileSync(require.resolve('accessibility-checker-engine/ace.js'), 'utf8');

/**
 * Rules of the rule set that are set aside, each with why. Only a rule that disagrees with
 * WCAG 2.2 AA itself belongs here, never one that finds a real problem.
 */
export const SET_ASIDE: Readonly<Record<string, string>> = {
  // Asks for a checkbox's or radio's label to come after it. WCAG 2.2 sets no position for a
  // label (H44 is an advisory technique); a switch reads "label, then control" in every
  // settings list, as in the ARIA practices' switch pattern, and ours is a <label for>.
  input_label_after: 'label position is not a WCAG 2.2 requirement; switches put it first',
};

interface AceResult { ruleId: string; value: [string, string]; message: string; path: { dom: string }; snippet: string }
declare const ace: { Checker: new () => { check(doc: Document, policies: string[]): Promise<{ results: AceResult[] }> } };

/**
 * Runs the engine over the page with IBM's accessibility rule set (WCAG 2.2 A and AA, plus
 * IBM's own requirements such as all content inside landmarks) and returns every definite
 * violation ("VIOLATION", "FAIL"), as text a failing test can show. The script is evaluated
 * through the browser's devtools channel, so the page's CSP need not allow it.
 */
export async function equalAccessViolations(page: Page): Promise<string[]> {
  if (!await page.evaluate(() => 'ace' in window)) await page.evaluate(ACE_SOURCE);
  return page.evaluate(async (setAside) => {
    const report = await new ace.Checker().check(document, ['IBM_Accessibility']);
    // A toast on its way out has given up its role (react-toastify drops it as the toast
    // collapses); under a paused page clock it stays half-gone. It is not what a person reads.
    const leaving = (xpath: string) => {
      const node = document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
      return node instanceof Element && node.closest('.Toastify__toast[data-in="false"]') !== null;
    };
    return report.results
      .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL' && !setAside.includes(r.ruleId) && !leaving(r.path.dom))
      .map((r) => `${r.ruleId}: ${r.message} (${r.path.dom}) ${r.snippet.slice(0, 160)}`);
  }, Object.keys(SET_ASIDE));
}
