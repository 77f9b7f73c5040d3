import { cpus, loadavg } from 'node:os';
import { expect, test, type Page } from './support/test';
import { addressSearch, openContactDetails } from './support/contactDetails';
import { measureKeystrokes } from './support/mainThreadTrace';

/**
 * The address lookup's client speed rules in a real browser (figures go to docs/benchmarks.md):
 * - typing a 20-character address at 10 keys/s issues at most 4 search requests;
 * - with 50 results shown, no keystroke blocks the main thread for more than 16 ms (measured
 *   from a Chromium trace: the longest task between one keydown and the next).
 * The results are served by page.route so there are always exactly 50 of them.
 * The first is exact (the page's clock is Playwright's). The second is wall-clock time, which
 * a busy machine distorts: the figures are always logged, and judged only when the machine is
 * not overloaded (1-minute load below its core count), so a neighbour's build cannot fail it.
 */

const FIFTY = Array.from({ length: 50 }, (_, i) => ({
  DPID: String(5_000_001 + i), FullAddress: `${i + 1} Queen Street, Auckland Central, Auckland 1010`,
}));

async function serveFiftyResults(page: Page): Promise<string[]> {
  const queries: string[] = [];
  await page.route('**/api/address/search/**', async (route) => {
    queries.push((route.request().postDataJSON() as { query: string }).query);
    await route.fulfill({ json: { success: true, addresses: FIFTY } });
  });
  return queries;
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `median ${at(0.5).toFixed(1)} / p90 ${at(0.9).toFixed(1)} / max ${at(1).toFixed(1)} ms`;
};

test.describe('address lookup speed', () => {
  test('typing a 20-character address at 10 keys/s issues at most 4 search requests', async ({ page }) => {
    const queries = await serveFiftyResults(page);
    await page.clock.install();
    await openContactDetails(page);
    await page.getByRole('button', { name: 'Change address: residential' }).click();
    const search = addressSearch(page);
    await search.focus();
    // The page's clock stands still between keys and moves exactly 100 ms after each: 10 keys/s.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    for (const key of '12 queen street auck') {
      await search.press(key === ' ' ? 'Space' : key);
      await page.clock.runFor(100);
    }
    await page.clock.runFor(2_000);
    await expect.poll(() => queries.at(-1)).toBe('12 queen street auck');
    console.log(`[bench] 20 keys at 10 keys/s → ${queries.length} search requests: ${JSON.stringify(queries)}`);
    expect(queries.length).toBeLessThanOrEqual(4);
  });

  test('no keystroke blocks the main thread for more than 16 ms with 50 results shown', async ({ page }) => {
    await serveFiftyResults(page);
    await openContactDetails(page);
    await page.getByRole('button', { name: 'Change address: residential' }).click();
    const search = addressSearch(page);
    await search.pressSequentially('queen', { delay: 50 });
    await expect(page.getByRole('option')).toHaveCount(50);
    await expect(page.getByRole('listbox', { name: 'Matching addresses' })).toHaveAttribute('aria-busy', 'false');

    const result = await measureKeystrokes(page, async () => {
      await search.pressSequentially(' street auckland', { delay: 100 }); // 16 characters with 50 results open
      for (let i = 0; i < 10; i += 1) await search.press('ArrowDown', { delay: 50 });
      await page.waitForTimeout(300);
    });
    await expect(page.getByRole('option')).toHaveCount(50);
    const load = loadavg()[0] ?? 0;
    const quiet = load < cpus().length;
    console.log(`[bench] 50 results shown, ${result.keys} keystrokes (load ${load.toFixed(1)} on ${cpus().length} cores): longest main-thread task per keystroke ${stats(result.longestTaskMs)}; the longest spent it on ${result.worst}`);
    expect(result.keys).toBe(26);
    if (!quiet) {
      test.info().annotations.push({ type: 'warning', description: `load ${load.toFixed(1)}: too busy to judge a 16 ms budget; figures logged only` });
      return;
    }
    expect(Math.max(...result.longestTaskMs)).toBeLessThanOrEqual(16);
  });
});
