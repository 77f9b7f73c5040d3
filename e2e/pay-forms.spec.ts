import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { centsOf, logInHome, shownBalance } from './support/money';
import { passStepUp } from './support/session';
import { ownCustomer } from './support/ownCustomer';
import { formatMoney } from '../contract/rules/Money';
import { shoot as picture } from './support/shots';


// Each journey scans several pages with axe and takes their pictures: more than the default 30 s on a busy machine.
test.setTimeout(90_000);

/** A screenshot of the whole page at the width the test runs at. */
async function shoot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await picture(page, 'pay-forms', `${name}-${width}`);
}

/** Nothing on the page is wider than the screen: no sideways scroll on a phone. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** What the selected option of a picker says is available, in cents. */
async function availableInPicker(page: Page, label: string): Promise<number> {
  const text = await page.getByLabel(label, { exact: true }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
  return centsOf(/\((.*) available\)/.exec(text)?.[1] ?? '');
}

/** Aroha's credit card in a clone of hers (its id is the clone's number and the seed's position; its balance is read, never assumed). */
const cardOf = (aroha: string) => `${aroha}-5`;
const termDepositOf = (aroha: string) => `${aroha}-4`;

/** One someone-new payee per width, each saved by a clone of Aroha's own. */
const SOMEONE_NEW = {
  375: { name: 'Rewi Tane', typed: '2626000320871032', shown: '26-2600-0320871-032' },
  1280: { name: 'Mere Hohepa', typed: '0865231954512001', shown: '08-6523-1954512-001' },
} as const;

for (const width of [375, 1280] as const) {
  test.describe(`Pay, payees and transfers at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test('Pay: the error summary takes focus; 16 digits become an account number; 12 characters at most; available after; save as payee', async ({ page, request }) => {
      const payee = SOMEONE_NEW[width];
      const aroha = await ownCustomer(request, '1000001');
      await logInHome(page, aroha, 'Aroha');
      await page.goto('/online/pay');
      await page.getByLabel('From account').selectOption(`${aroha}-2`);
      await page.getByLabel('Someone new').check();
      await page.getByRole('button', { name: 'Review payment' }).click();
      const summary = page.getByRole('alert', { name: 'There is a problem' });
      await expect(summary).toBeFocused();
      await expect(summary).toBeInViewport();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await shoot(page, 'pay-error-summary');
      await summary.getByRole('link', { name: 'Enter the payee name' }).click();
      await expect(page.getByLabel('Payee name')).toBeFocused();

      await page.getByLabel('Payee name').fill(payee.name);

      await page.getByLabel('What is this payment for?').selectOption('family-or-friends');
      const accountNumber = page.getByLabel('Account number');
      await expect(accountNumber).toHaveAttribute('inputmode', 'numeric');
      await accountNumber.fill(payee.typed);
      await accountNumber.blur();
      await expect(accountNumber).toHaveValue(payee.shown);
      const particulars = page.getByLabel('Particulars (optional)');
      await particulars.pressSequentially('INVOICE 2026-11-A');
      await expect(particulars).toHaveValue('INVOICE 2026');
      await page.getByLabel('Amount ($)').fill('12.34');
      const before = await availableInPicker(page, 'From account');
      await page.getByRole('button', { name: 'Review payment' }).click();
      // No bank knows this account: Confirmation of Payee says so, and Aroha carries on.
      await expect(page.getByText("We couldn't find this account")).toBeVisible();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();

      const review = page.getByRole('region', { name: 'Check your payment' });
      await expect(review).toBeVisible();
      await expect(review.getByText(payee.shown)).toBeVisible();
      await expect(review.locator('div', { hasText: 'Available after this payment' }).last()).toContainText(formatMoney(before - 1234));
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await shoot(page, 'pay-review');
      await page.getByRole('button', { name: 'Pay $12.34' }).click();
      await expect(page.getByRole('heading', { name: `You paid $12.34 to ${payee.name}` })).toBeFocused();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await shoot(page, 'pay-done-save-as-payee');

      await page.getByRole('link', { name: 'Save as payee' }).click();
      await expect(page.getByRole('heading', { name: 'Add a payee', level: 1 })).toBeVisible();
      await expect(page.getByLabel('Payee name')).toHaveValue(payee.name);
      await expect(page.getByLabel('Account number')).toHaveValue(payee.shown);
      await expect(page.getByLabel('Particulars (optional)')).toHaveValue('INVOICE 2026');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Add payee' }).click();
      await expect(page.getByText("We couldn't find this account")).toBeVisible();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      // The dialog first: the code is read once it has been sent, not the payment's before it.
      await passStepUp(page, aroha);
      const notice = page.getByText(`${payee.name} has been added.`);
      await expect(notice).toBeInViewport();
      await expect(page.locator('.ds-focus-target')).toBeFocused();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await shoot(page, 'payee-added');
    });

    test('Payees: each payee has a Pay button that opens Pay with that payee chosen', async ({ page }) => {
      await logInHome(page, '1000001', 'Aroha');
      await page.goto('/payees');
      await expect(page.getByRole('heading', { name: 'Mercury Energy' })).toBeVisible();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await shoot(page, 'payees-with-pay');
      await page.getByRole('link', { name: 'Pay Mercury Energy' }).click();
      await expect(page.getByRole('heading', { name: 'Pay', level: 1 })).toBeVisible();
      await expect(page.getByLabel('Payee', { exact: true })).toHaveValue(/.+/);
      await expect(page.getByLabel('Payee', { exact: true }).locator('option:checked')).toHaveText('Mercury Energy 02-0248-0406223-00');
      await expect(page.getByLabel('Particulars (optional)')).toHaveValue('Power');
      await expectAccessible(page);
    });

    test('Add payee: the error summary takes focus and the account-number hint is Pay’s', async ({ page }) => {
      await logInHome(page, '1000001', 'Aroha');
      await page.goto('/online/payees/new');
      await page.getByRole('button', { name: 'Add payee' }).click();
      const summary = page.getByRole('alert', { name: 'There is a problem' });
      await expect(summary).toBeFocused();
      await expect(page.getByLabel('Account number')).toHaveAccessibleDescription(/^Bank, branch, account and suffix, for example 12-3456-0123456-00/);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await shoot(page, 'add-payee-error-summary');
    });

    test('Transfer: the term deposit is not offered; the credit card warns of a cash advance before the review and charges its fee', async ({ page, request }) => {
      const aroha = await ownCustomer(request, '1000001');
      await logInHome(page, aroha, 'Aroha');
      await page.goto('/online/transfer');
      await expect(page.getByLabel('To account').locator('option', { hasText: 'Term Deposit' })).toHaveCount(0);
      await page.getByLabel('From account').selectOption(cardOf(aroha));
      const warning = page.getByRole('alert').filter({ hasText: 'This is a cash advance' });
      await expect(warning).toContainText('$2.50 fee');
      await expect(warning).toContainText('22.95% p.a.');
      const card = await availableInPicker(page, 'From account');
      await page.getByLabel('To account').selectOption(`${aroha}-1`);
      await page.getByLabel('Amount ($)').fill('10');
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await shoot(page, 'transfer-cash-advance-warning');
      await page.getByRole('button', { name: 'Review transfer' }).click();
      const review = page.getByRole('region', { name: 'Check your transfer' });
      await expect(review.getByRole('alert')).toContainText('This is a cash advance');
      await expect(review.locator('div', { hasText: 'Cash advance fee' }).last()).toContainText('$2.50');
      await expect(review.locator('div', { hasText: 'Available after this transfer' }).last()).toContainText(formatMoney(card - 1000 - 250));
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await shoot(page, 'transfer-cash-advance-review');
      await page.getByRole('button', { name: 'Transfer $10.00' }).click();
      await expect(page.getByRole('heading', { name: 'You transferred $10.00' })).toBeFocused();
      await expect(page.getByText('A cash advance fee of $2.50 has been charged to Kōwhai Visa.')).toBeVisible();
      await page.getByRole('link', { name: 'View receipt' }).click();
      await expect(page.getByRole('heading', { name: 'Transfer receipt' })).toBeVisible();
      await expect(page.locator('.receipt-details > div', { hasText: 'Cash advance fee' })).toContainText('$2.50');
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await shoot(page, 'receipt-cash-advance');
      await page.goto('/online/transfer');
      await page.getByLabel('From account').selectOption(cardOf(aroha));
      await expect.poll(() => availableInPicker(page, 'From account')).toBe(card - 1000 - 250);
    });

    test('Top up a term deposit: at least $500, its terms before confirming', async ({ page, request }) => {
      const aroha = await ownCustomer(request, '1000001');
      await logInHome(page, aroha, 'Aroha');
      await page.goto(`/online/accounts/${termDepositOf(aroha)}`);
      const deposit = await shownBalance(page);
      await page.goto('/online/transfer/term-deposit');
      await expect(page.getByLabel('From account').locator('option', { hasText: 'Kōwhai Visa' })).toHaveCount(0);
      await page.getByLabel('Amount ($)').fill('100');
      await page.getByRole('button', { name: 'Review top-up' }).click();
      const summary = page.getByRole('alert', { name: 'There is a problem' });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link', { name: 'A top-up must be at least $500.00' })).toBeVisible();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await shoot(page, 'top-up-minimum');
      await page.getByLabel('Amount ($)').fill('500');
      await page.getByRole('button', { name: 'Review top-up' }).click();
      await expect(page.getByText(/stays in it until the term deposit matures/)).toBeVisible();
      await expectAccessible(page);
      await shoot(page, 'top-up-review');
      await page.getByRole('button', { name: 'Top up $500.00' }).click();
      await expect(page.getByRole('heading', { name: 'You transferred $500.00' })).toBeVisible();
      await page.goto(`/online/accounts/${termDepositOf(aroha)}`);
      await expect.poll(() => shownBalance(page)).toBe(deposit + 50_000);
    });
  });
}

test('closing the tab with a payment half typed: the browser asks first, unless the debug panel hides browser prompts', async ({ page }) => {
  await logInHome(page, '1000001', 'Aroha');
  await page.goto('/online/pay');
  await page.getByLabel('Amount ($)').fill('25');
  const asked: string[] = [];
  page.on('dialog', (dialog) => { asked.push(dialog.type()); void dialog.dismiss(); });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(['beforeunload']);
});

test('with "Hide browser prompts" on, the half-typed payment closes without a prompt', async ({ page }) => {
  await logInHome(page, '1000001', 'Aroha');
  await page.getByRole('button', { name: 'Debug' }).click();
  await page.getByLabel('Hide browser prompts').check();
  await page.goto('/online/pay');
  await page.getByLabel('Amount ($)').fill('25');
  const asked: string[] = [];
  page.on('dialog', (dialog) => { asked.push(dialog.type()); void dialog.dismiss(); });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(asked).toEqual([]);
});
