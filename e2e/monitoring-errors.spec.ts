import { runOperator } from '../server/cli/runOperator';
import { expect, test } from './support/test';
import { DASHBOARD_CHUNK, logInWithDashboardChunkFailing } from './support/chunkFailure';

/**
 * Spec §8: errors the app does not handle itself are reported to monitoring with their query
 * key, and monitoring reaches someone: the bank's operator (npm run operator -- errors).
 */
test.describe('monitoring that reaches someone', () => {
  test("a page whose code cannot load is in the operator's error list with its route, and nothing personal", async ({ page, baseURL }) => {
    await page.route(DASHBOARD_CHUNK, (route) => route.abort());
    const sent: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/client-errors') {
        sent.push(...(request.postDataJSON() as { entries: Array<Record<string, unknown>> }).entries);
      }
    });
    await logInWithDashboardChunkFailing(page, page.getByRole('heading', { name: 'Sorry, an error has occurred.' }));
    // A report waits a moment for more before it leaves (Playwright's clock runs the page's timers).
    await expect.poll(async () => {
      await page.clock.runFor(1_000);
      return sent;
    }).toContainEqual(expect.objectContaining({ queryKey: 'chunk', route: '/online/dashboard' }));
    // Only what names the failure leaves the browser.
    for (const entry of sent) expect(Object.keys(entry).filter((key) => !['at', 'queryKey', 'route', 'name', 'message', 'status', 'code'].includes(key))).toEqual([]);
    expect(JSON.stringify(sent)).not.toMatch(/1000001|Aroha|Bearer /);

    // The operator's list (npm run operator -- errors, against this journey's sandbox), once the report is stored.
    await expect(async () => {
      const out: string[] = [];
      const err: string[] = [];
      expect(await runOperator(['errors'], { baseUrl: baseURL ?? '', out: (line) => out.push(line), err: (line) => err.push(line) })).toBe(0);
      expect(err).toEqual([]);
      const listed = out.join('\n');
      expect(listed).toMatch(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m {2}\/online\/dashboard {2}chunk {2}\S+/m);
      expect(listed).not.toMatch(/1000001|Aroha|Bearer |@/);
    }).toPass({ timeout: 10_000 });
  });
});
