import { cpus, loadavg } from 'node:os';
import { expect, test, type Page } from '@playwright/test';
import { addressSearch, openContactDetails } from './support/contactDetails';

/**
 * Issue 4's client speed rules in a real browser (figures go to docs/benchmarks.md):
 * - typing a 20-character address at 10 keys/s issues at most 4 search requests;
 * - with 50 results shown, no keystroke blocks the main thread for more than 16 ms.
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

interface ProbeResult { keys: number; handlerMs: number[]; keystrokeGapMs: number[] }

/**
 * Records, per keystroke, (a) the time its key and input handlers ran (Event Timing API) and
 * (b) the longest stretch the main thread could not run a queued task until the next
 * keystroke: a chain of zero-delay MessageChannel tasks, whose gaps are the blocking time
 * (handlers, React's renders, style, layout and paint all count).
 */
async function startProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = { keys: [] as number[], handlers: [] as Array<{ at: number; ms: number }>, gaps: [] as Array<{ at: number; ms: number }>, running: true };
    Object.assign(window, { probe: state });
    document.addEventListener('keydown', () => state.keys.push(performance.now()), true);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        if (['keydown', 'keypress', 'beforeinput', 'input', 'keyup'].includes(e.name)) state.handlers.push({ at: e.startTime, ms: e.processingEnd - e.processingStart });
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    const channel = new MessageChannel();
    let last = performance.now();
    channel.port1.onmessage = () => {
      const now = performance.now();
      if (now - last > 1) state.gaps.push({ at: last, ms: now - last });
      last = now;
      if (state.running) channel.port2.postMessage(0);
    };
    channel.port2.postMessage(0);
  });
}

async function stopProbe(page: Page): Promise<ProbeResult> {
  return page.evaluate(() => {
    const state = (window as unknown as { probe: { keys: number[]; handlers: Array<{ at: number; ms: number }>; gaps: Array<{ at: number; ms: number }>; running: boolean } }).probe;
    state.running = false;
    const windows = state.keys.map((start, i) => [start, state.keys[i + 1] ?? Number.POSITIVE_INFINITY] as const);
    const worst = (items: Array<{ at: number; ms: number }>, [from, to]: readonly [number, number]) =>
      Math.max(0, ...items.filter((x) => x.at >= from - 1 && x.at < to).map((x) => x.ms));
    return { keys: state.keys.length, handlerMs: windows.map((w) => worst(state.handlers, w)), keystrokeGapMs: windows.map((w) => worst(state.gaps, w)) };
  });
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

    await startProbe(page);
    await search.pressSequentially(' street auckland', { delay: 100 }); // 16 characters with 50 results open
    for (let i = 0; i < 10; i += 1) await search.press('ArrowDown', { delay: 50 });
    await page.waitForTimeout(300);
    const result = await stopProbe(page);
    await expect(page.getByRole('option')).toHaveCount(50);
    const load = loadavg()[0] ?? 0;
    const quiet = load < cpus().length;
    console.log(`[bench] 50 results shown, ${result.keys} keystrokes (load ${load.toFixed(1)} on ${cpus().length} cores): key handlers ${stats(result.handlerMs)}; main thread blocked per keystroke ${stats(result.keystrokeGapMs)}`);
    expect(result.keys).toBe(26);
    if (!quiet) {
      test.info().annotations.push({ type: 'warning', description: `load ${load.toFixed(1)}: too busy to judge a 16 ms budget; figures logged only` });
      return;
    }
    expect(Math.max(...result.handlerMs)).toBeLessThanOrEqual(16);
    expect(Math.max(...result.keystrokeGapMs)).toBeLessThanOrEqual(16);
  });
});
