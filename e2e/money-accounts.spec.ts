import { expect, test } from './support/test';
import { accountShots, expectNoSidewaysScroll, openAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { centsOf, logInHome } from './support/money';

test.describe('an account’s page on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('Aroha’s Everyday leads with its transactions: the first one in view without scrolling', async ({ page }) => {
    await logInHome(page, '1000001', 'Aroha');
    await openAccount(page, '1000001-1', 'Everyday');
    const first = page.getByRole('list', { name: 'Pending transactions' }).getByRole('link').first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(812);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('searchbox', { name: 'Search transactions' })).toBeVisible();
    await expect(page.getByLabel('From date (optional)')).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    // The account number stays on one line.
    const number = page.locator('.account-summary__number .ds-account-number');
    const lineHeight = await number.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20);
    expect((await number.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
    await expectAccessible(page);
    await accountShots(page, 'everyday');
  });

  test('posted transactions carry a running balance, and one opens on its own page', async ({ page }) => {
    await logInHome(page, '1000001', 'Aroha');
    await openAccount(page, '1000001-1', 'Everyday');
    const rows = page.getByRole('list', { name: 'Posted transactions' }).getByRole('link');
    const figures = await rows.evaluateAll((links) => links.slice(0, 10).map((link) => [
      link.querySelector('.transaction__amount')?.textContent ?? '', link.querySelector('.transaction__balance')?.textContent ?? '']));
    const shownBalance = centsOf(await page.locator('.account-summary__balances dd').first().innerText());
    expect(centsOf(figures[0]?.[1] ?? '')).toBe(shownBalance);
    for (let i = 1; i < figures.length; i += 1) {
      const [newerAmount, newerBalance] = figures[i - 1] ?? [];
      expect(centsOf(figures[i]?.[1] ?? '')).toBe(centsOf(newerBalance ?? '') - centsOf((newerAmount ?? '').replace('+', '')));
    }

    const name = (await rows.first().locator('.transaction__name').innerText()).trim();
    await rows.first().click();
    await expect(page).toHaveURL(/\/online\/accounts\/1000001-1\/transactions\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    for (const term of ['Date and time', 'Particulars', 'Code', 'Reference', 'Amount', 'Balance after', 'Status']) {
      await expect(page.getByText(term, { exact: true })).toBeVisible();
    }
    await expect(page.locator('dt', { hasText: 'Date and time' }).locator('+ dd')).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm)$/);
    await expect(page.locator('dt', { hasText: 'Balance after' }).locator('+ dd')).toHaveText(figures[0]?.[1]?.replace('Balance ', '') ?? '');
    await expectAccessible(page);
    await accountShots(page, 'transaction');
    await page.getByRole('link', { name: 'Back to Everyday' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Everyday' })).toBeVisible();
  });

  test('the filters fold out: dates typed DD/MM/YYYY, amount and type', async ({ page }) => {
    await logInHome(page, '1000001', 'Aroha');
    await openAccount(page, '1000001-1', 'Everyday');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('From date (optional)').fill('31/02/2026');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByLabel('From date (optional)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a real date as DD/MM/YYYY')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('From date (optional)').fill('01/01/2020');
    await page.getByLabel('Type (optional)').selectOption({ label: 'Money in' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    const amounts = await page.getByRole('list', { name: 'Posted transactions' }).locator('.transaction__amount').allInnerTexts();
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts.every((a) => a.startsWith('+$'))).toBe(true);
    await accountShots(page, 'filters');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search transactions' }).fill('countdown');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Clear search' })).toBeVisible();
    const names = await page.getByRole('list', { name: 'Posted transactions' }).locator('.transaction__name').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /countdown/i.test(n))).toBe(true);
  });

  test('the balance chart: readable axis labels, a day under the arrow keys, and its table', async ({ page }) => {
    await logInHome(page, '1000001', 'Aroha');
    await openAccount(page, '1000001-1', 'Everyday');
    await expect(page.getByRole('img', { name: /^Balance over the last 90 days:/ })).toBeAttached();
    const sizes = await page.locator('.balance-chart__y-label, .balance-chart__x-label').evaluateAll((labels) => labels.map((l) => parseFloat(getComputedStyle(l).fontSize)));
    expect(sizes.length).toBeGreaterThanOrEqual(6);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    const explorer = page.getByRole('slider', { name: 'Balance on a day' });
    await explorer.focus();
    const today = await explorer.getAttribute('aria-valuetext');
    await page.keyboard.press('ArrowLeft');
    await expect(explorer).not.toHaveAttribute('aria-valuetext', today ?? '');
    await expect(page.locator('.chart-explorer__tooltip')).toBeVisible();
    await page.getByText('Show daily balances as a table').click();
    await expect(page.getByText('Hide daily balances')).toBeVisible();
    await expect(page.getByRole('table', { name: 'End-of-day balance' })).toBeVisible();
    await expectAccessible(page);
  });
});
