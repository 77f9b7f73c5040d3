import { expect, test, type Page } from './support/test';
import { accountShots, expectNoSidewaysScroll, openAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { centsOf, logInHome } from './support/money';
import { sandboxToday } from './support/sandboxTime';

const fact = (page: Page, term: string) => page.getByRole('complementary', { name: 'About this account' }).locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
/** 'Wed 9 Dec 2026' as a comparable 'YYYY-MM-DD'. */
const isoOf = async (page: Page, term: string) => {
  const text = await fact(page, term).innerText();
  const date = new Date(`${text.replace(/^\w{3} /, '')} 12:00 UTC`);
  return date.toISOString().slice(0, 10);
};

test.describe("each product's own facts", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('Aroha’s credit card: limit, statement, due date, minimum payment and a masked card number', async ({ page }) => {
    await logInHome(page, '1000001', 'Aroha');
    await openAccount(page, '1000001-5', 'Kōwhai Visa');
    await expect(page.getByText('Amount owing')).toBeVisible();
    await expect(page.getByText('Available credit')).toBeVisible();
    await expect(fact(page, 'Card number')).toHaveText(/^•••• \d{4}$/);
    const limit = centsOf(await fact(page, 'Credit limit').innerText());
    const owing = centsOf(await page.locator('.account-summary__balances dd').first().innerText());
    const available = centsOf(await page.locator('.account-summary__balances dd').nth(1).innerText());
    expect(available).toBeLessThanOrEqual(limit - owing);
    const statement = centsOf(await fact(page, 'Statement balance').innerText());
    const minimum = centsOf(await fact(page, 'Minimum payment').innerText());
    expect(minimum).toBeLessThanOrEqual(statement);
    expect(minimum * 100).toBeGreaterThanOrEqual(Math.min(statement, 1_000) * 100);
    expect(await isoOf(page, 'Payment due') > await sandboxToday(page.request)).toBe(true);
    expect(await isoOf(page, 'Statement date') < await sandboxToday(page.request)).toBe(true);
    await expect(page.locator('.account-summary__key-fact')).toHaveText(/^Payment due \d{1,2} \w{3}: minimum \$[\d,]+\.\d{2}$/);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await accountShots(page, 'credit-card');
  });

  test('Aroha’s term deposit: rate, term, maturity and instructions, and its money never "available"', async ({ page }) => {
    await logInHome(page, '1000001', 'Aroha');
    await openAccount(page, '1000001-4', 'Term Deposit 12 months');
    await expect(page.getByText(/^Available/)).toHaveCount(0);
    await expect(fact(page, 'Interest rate')).toHaveText(/^\d+\.\d{2}% p\.a\.$/);
    await expect(fact(page, 'Term')).toHaveText('12 months');
    expect(await isoOf(page, 'Maturity date') > await sandboxToday(page.request)).toBe(true);
    expect(await isoOf(page, 'Started') < await sandboxToday(page.request)).toBe(true);
    await expect(fact(page, 'At maturity')).toHaveText(/^(Reinvest|Pay out)/);
    await expect(fact(page, 'Interest at maturity \\(before tax\\)')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expectAccessible(page);
    await accountShots(page, 'term-deposit');
  });

  test('Aroha’s KiwiSaver shows its balance, never as available, and leads to the KiwiSaver page', async ({ page }) => {
    await logInHome(page, '1000001', 'Aroha');
    await openAccount(page, '1000001-6', /KiwiSaver/);
    await expect(page.getByText(/^Available/)).toHaveCount(0);
    await expect(page.getByText(/locked in until you turn 65/)).toBeVisible();
    await expectAccessible(page);
    await accountShots(page, 'kiwisaver');
    await page.getByRole('link', { name: 'Go to your KiwiSaver' }).click();
    await expect(page).toHaveURL(/\/online\/kiwisaver$/);
  });

  test('Grace’s personal and home loans: rate and next repayment, what is owed rather than available', async ({ page }) => {
    await logInHome(page, '1000007', 'Grace');
    for (const [id, name] of [['1000007-2', 'Personal Loan'], ['1000007-3', 'Home Loan']] as const) {
      await openAccount(page, id, name);
      await expect(page.getByText('Amount owing')).toBeVisible();
      await expect(page.getByText(/^Available/)).toHaveCount(0);
      await expect(fact(page, 'Interest rate')).toHaveText(/^\d+\.\d{2}% p\.a\., (fixed until \w{3} \d{1,2} \w{3} \d{4}|floating)$/);
      await expect(fact(page, 'Next repayment')).toHaveText(/^\$[\d,]+\.\d{2} on \w{3} \d{1,2} \w{3} \d{4}$/);
      const next = (await fact(page, 'Next repayment').innerText()).replace(/^.* on \w{3} /, '');
      expect(new Date(`${next} 12:00 UTC`).toISOString().slice(0, 10) >= await sandboxToday(page.request)).toBe(true);
      await expectAccessible(page);
      await accountShots(page, id === '1000007-2' ? 'personal-loan' : 'home-loan');
    }
  });
});
