import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from './support/test';
import { DEMO_PASSWORD } from './support/login';
import { expectAccessible } from './support/axe';
import { openAs, screenshotBothWidths } from './support/settingsPages';
import { ownCustomer } from './support/ownCustomer';
import { pdfText } from '../test/support/pdfText';

/** The descriptions of an account's posted transactions between two Auckland dates, every page. */
async function postedDescriptions(request: APIRequestContext, accountId: string, from: string, to: string): Promise<string[]> {
  const token = await request.post('/token', {
    form: { grant_type: 'password', username: '1000001', password: DEMO_PASSWORD },
    headers: { authorization: `Basic ${Buffer.from('e2e-statements:').toString('base64')}` },
  });
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
  const found: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await request.get(`/api/accounts/${accountId}/transactions`, { headers, params: { from, to, ...(cursor ? { cursor } : {}) } });
    expect(page.status()).toBe(200);
    const body = (await page.json()) as { posted: Array<{ description: string }>; nextCursor: string | null };
    found.push(...body.posted.map((t) => t.description));
    cursor = body.nextCursor;
  } while (cursor);
  return found;
}

test.describe('statements and letters', () => {
  test("1000001 downloads a statement PDF that lists the account's transactions of that month", async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, '1000001', '/settings/statements');
    await expect(page.getByRole('heading', { level: 1, name: 'Statements and letters' })).toBeVisible();
    const button = page.getByRole('button', { name: /^Download Everyday statement for / }).first();
    await expect(button).toBeVisible();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'statements');
    await page.setViewportSize({ width: 1280, height: 900 });

    const label = (await button.getAttribute('aria-label'))!;
    const month = /for (.+) \(PDF\)$/.exec(label)![1]!;
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^statement-1000001-1-\d{4}-\d{2}\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(`Statement for ${month}`);
    expect(text).toContain('Aroha Ngata');
    expect(text).toContain('Opening balance');
    expect(text).toContain('Closing balance');

    // Every posted transaction of that month, as the account's transaction list gives them.
    const [year, monthNumber] = /^statement-1000001-1-(\d{4})-(\d{2})\.pdf$/.exec(download.suggestedFilename())!.slice(1);
    const lastDay = new Date(Date.UTC(Number(year), Number(monthNumber), 0)).getUTCDate();
    const descriptions = await postedDescriptions(request, '1000001-1', `${year}-${monthNumber}-01`, `${year}-${monthNumber}-${lastDay}`);
    expect(descriptions.length).toBeGreaterThan(0);
    // The statement keeps every macron (DejaVu Sans), so each description is there as written.
    for (const description of descriptions) expect(text).toContain(description);
    expect(text).toContain('Kōwhai Bank');
  });

  test('Sophie chooses posted letters, then digital again', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openAs(page, await ownCustomer(request, '1000005'), '/settings/statements');
    await page.getByRole('radio', { name: 'Posted: to your postal address' }).click();
    await expect(page.getByText("We'll post your statements and letters to you.")).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Posted: to your postal address' })).toBeChecked();
    await page.getByRole('radio', { name: 'Digital: in internet banking' }).click();
    await expect(page.getByText("We'll send your statements and letters to internet banking.")).toBeVisible();
  });
});
