import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { logInHome, screenshot } from './support/money';

test.describe('an account’s page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Aroha sees her Everyday account, searches its transactions and exports them as CSV', async ({ page }) => {
    await logInHome(page, '1000001', 'Aroha');
    await page.getByRole('link', { name: 'Everyday' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Everyday' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Balance over the last 90 days:/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pending' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'account');
    await page.setViewportSize({ width: 1280, height: 900 });

    const posted = page.getByRole('list', { name: 'Posted transactions' });
    const before = await posted.locator('.transaction').count();
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => posted.locator('.transaction').count()).toBeGreaterThan(before);

    await page.getByRole('searchbox', { name: /Search transactions/ }).fill('countdown');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Clear search' })).toBeVisible();
    const descriptions = await posted.locator('.transaction__description').allInnerTexts();
    expect(descriptions.length).toBeGreaterThan(0);
    expect(descriptions.every((d) => /countdown/i.test(d))).toBe(true);
    await expectAccessible(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Everyday-38-9123-\d{7}-00\.csv$/);
    const csv = readFileSync(await download.path() as string, 'utf8').trim().split('\r\n');
    expect(csv[0]).toBe('Date,Description,Particulars,Code,Reference,Amount,Status');
    expect(csv.length - 1).toBe(descriptions.length);
    expect(csv.slice(1).every((line) => /^\d{2}\/\d{2}\/\d{4},Countdown .*,-\d+\.\d{2},(Posted|Pending)$/.test(line))).toBe(true);
  });
});
