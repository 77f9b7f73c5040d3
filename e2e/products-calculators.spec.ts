import { expect, test } from './support/test';
import { checkAtWidths } from './support/productShots';

test('an anonymous visitor gets $1,264.14 a month from the repayment calculator, with the chart and the table', async ({ page }) => {
  await page.goto('/borrowing/home-loans/repayment-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment calculator' })).toBeVisible();
  await checkAtWidths(page, 'repayment-calculator-empty');
  await page.getByLabel('Loan amount ($)').fill('200,000');
  await page.getByLabel('Interest rate (% a year)').fill('6.5');
  await page.getByLabel('Loan term (years)').fill('30');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('repayment')).toHaveText('$1,264.14');
  await expect(page.getByRole('img', { name: /Loan balance at the end of each year/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Repayments by year' }).getByRole('row')).toHaveCount(31);
  await page.getByRole('radio', { name: 'Fortnightly' }).check();
  await expect(page.getByTestId('repayment')).toHaveText('$583.17');
  // At 375 px every column of the table is whole (none cut to "B" off the edge).
  await page.setViewportSize({ width: 375, height: 812 });
  const scroller = page.getByRole('region', { name: 'Repayments by year' });
  expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  // The chart's year labels stay readable on a phone (the SVG scales down to about half).
  const labelHeight = await page.locator('.amortisation-chart__label').first().evaluate((el) => el.getBoundingClientRect().height);
  expect(labelHeight).toBeGreaterThanOrEqual(11);
  await checkAtWidths(page, 'repayment-calculator');
});

test('the borrowing calculator estimates a loan and its repayment', async ({ page }) => {
  await page.goto('/borrowing/home-loans/borrowing-calculator');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByLabel('Your income before tax ($ a year)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Your income before tax ($ a year)').fill('110,000');
  await page.getByLabel('Living expenses ($ a month)').fill('2,800');
  await page.getByLabel('Number of dependants').fill('1');
  await page.getByLabel('Total of your credit card limits ($)').fill('5,000');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('borrowing')).toHaveText(/^\$[\d,]+$/);
  await checkAtWidths(page, 'borrowing-calculator');
});
