import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { logInFromLoginPage, passStepUp } from './support/session';
import { ownCustomer } from './support/ownCustomer';
import { AROHA_RENT } from '../server/automatic-payments/demoAutomaticPayments';
import { formatMoney } from '../contract/rules/Money';
import { SEEDED_SCAM_ACCOUNT } from '../server/scam/magicSandbox';
import { shoot as picture } from './support/shots';


async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await picture(page, 'automatic-payments', `${name}-${width}`);
  }
}

test('Aroha skips her next rent payment: the next date moves on a week', async ({ page, request }) => {
  await logInFromLoginPage(page, await ownCustomer(request, '1000001'));
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/online/automatic-payments');
  const rent = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: AROHA_RENT.payee }) });
  // The rent the seed states (demoAutomaticPayments.ts), the one her history shows paid.
  await expect(rent).toContainText(formatMoney(AROHA_RENT.amountCents));
  await expectAccessible(page);
  await shoot(page, 'automatic-payments');

  const before = await rent.locator('.automatic-payment__next strong').textContent();
  await rent.getByRole('button', { name: `Skip next payment to ${AROHA_RENT.payee}` }).click();
  await expect(page.getByText(`The payment to ${AROHA_RENT.payee} on ${before} is skipped.`)).toBeVisible();
  await expect(rent.locator('.automatic-payment__next strong')).not.toHaveText(before ?? '');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Set up an automatic payment' }).click();
  await page.getByRole('button', { name: 'Set up payment' }).click();
  await expect(page.getByLabel('Amount ($)')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await shoot(page, 'automatic-payment-form');
});

test("Jack sets up a weekly gym payment to someone else's account: only with the texted code, then cancels it", async ({ page, request }) => {
  const jack = await ownCustomer(request, '1000004');
  await logInFromLoginPage(page, jack);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/online/automatic-payments');
  await page.getByRole('button', { name: 'Set up an automatic payment' }).click();
  const payee = 'CityFitness';
  await page.getByLabel('Payee name').fill(payee);
  await page.getByLabel('Account number to pay').fill('01-0505-6034438-00');
  await page.getByLabel('Amount ($)').fill('17.99');
  await page.getByLabel('Next payment date').fill(await page.getByLabel('Next payment date').getAttribute('min') ?? '');
  await page.getByRole('button', { name: 'Set up payment' }).click();
  // A standing order to someone else's account is a money door of scam protection: the code first.
  await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toBeVisible();
  await expectAccessible(page);
  await passStepUp(page, jack);
  await expect(page.getByText(`Your $17.99 weekly payment to ${payee} is set up.`)).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: payee }) });
  await expect(row).toContainText('$17.99');
  await expectAccessible(page);
  await row.getByRole('button', { name: `Cancel payment to ${payee}` }).click();
  await page.getByRole('dialog', { name: 'Cancel this automatic payment?' }).getByRole('button', { name: 'Cancel payment' }).click();
  await expect(row).toHaveCount(0);
});

// Issue 31, finding 2: a standing order passes the one gate for money leaving, as a payment does.
test('an automatic payment to an account reported as a scammer\'s is refused as it is set up, in words, keeping what was typed', async ({ page, request }) => {
  const jack = await ownCustomer(request, '1000004');
  await logInFromLoginPage(page, jack);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/online/automatic-payments');
  await page.getByRole('button', { name: 'Set up an automatic payment' }).click();
  await page.getByLabel('Payee name').fill('Quick Returns');
  await page.getByLabel('Account number to pay').fill(SEEDED_SCAM_ACCOUNT);
  await page.getByLabel('Amount ($)').fill('120');
  await page.getByLabel('Next payment date').fill(await page.getByLabel('Next payment date').getAttribute('min') ?? '');
  await page.getByRole('button', { name: 'Set up payment' }).click();
  await expect(page.getByText(/We've declined this automatic payment to protect you: this account has been reported to us as used by scammers/)).toBeVisible();
  await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toHaveCount(0);
  await expect(page.getByLabel('Payee name')).toHaveValue('Quick Returns');
  await expectAccessible(page);
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Quick Returns' }) })).toHaveCount(0);
});
