import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { latestOneTimeCode, logInFromLoginPage } from './support/session';
import { shoot as picture } from './support/shots';
import { ownCustomer } from './support/ownCustomer';

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await picture(page, 'payees-journeys', `${name}-${width}`);
  }
}

async function logInAs(page: Page, customerNumber: string): Promise<void> {
  await logInFromLoginPage(page, customerNumber);
  await expect(page).not.toHaveURL(/\/login/);
}

test('Aroha adds a payee: the invalid account number is explained on its field, then the SMS code adds it', async ({ page, request }) => {
  // The payee is added to a clone of Aroha: her own list stays as the seed made it for the other journeys.
  const aroha = await ownCustomer(request, '1000001');
  await logInAs(page, aroha);
  await page.goto('/payees');
  await expect(page.getByRole('heading', { name: 'Mercury Energy' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'payees-list');

  await page.getByRole('link', { name: 'Add a payee' }).click();
  await expect(page).toHaveURL(/\/online\/payees\/new$/);
  await page.getByLabel('Payee name').fill('Hemi Walker');
  await page.getByLabel('Account number').fill('01-0902-0068388-00');
  await page.getByRole('button', { name: 'Add payee' }).click();
  const accountNumber = page.getByLabel('Account number');
  await expect(accountNumber).toHaveAttribute('aria-invalid', 'true');
  await expect(accountNumber).toHaveAccessibleDescription(/Enter a valid NZ bank account number, for example 12-3456-0123456-00/);
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeFocused();
  await expectAccessible(page);
  await shoot(page, 'payee-invalid-account');

  await accountNumber.fill('03-0104-0731553-000');
  await page.getByRole('button', { name: 'Add payee' }).click();
  const challenge = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(challenge).toBeVisible();
  await expectAccessible(page);
  await challenge.getByLabel('Security code').fill(await latestOneTimeCode(page.request, aroha));
  await challenge.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/payees$/);
  await expect(page.getByText('Hemi Walker has been added.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hemi Walker' })).toBeVisible();
});

test('Confirmation of Payee shows a close match with "Go back" and "Continue anyway", and no match with a tick box', async ({ page }) => {
  await logInAs(page, '1000001');
  await page.goto('/online/payees/new');
  await page.getByLabel('Payee name').fill('K Parata');
  await page.getByLabel('Account number').fill('01-0123-8812949-00');
  await page.getByRole('button', { name: 'Add payee' }).click();
  await expect(page.getByRole('alert')).toContainText('You may have used a shortened name or made a small typo');
  await expect(page.getByRole('alert')).not.toContainText('Kiri Parata');
  await expect(page.getByRole('button', { name: 'Continue anyway' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'payee-partial-match');

  await page.getByRole('button', { name: 'Go back' }).click();
  await page.getByLabel('Payee name').fill('Jane Doe');
  await page.getByRole('button', { name: 'Add payee' }).click();
  await expect(page.getByRole('alert')).toContainText("The name doesn't match");
  await expect(page.getByRole('checkbox', { name: "I understand the name doesn't match and I want to continue" })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'payee-no-match');
});

test("Jack has no payees: 'It takes two to tango'", async ({ page }) => {
  await logInAs(page, '1000004');
  await page.goto('/online/payees');
  await expect(page.getByRole('heading', { name: 'It takes two to tango' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a payee' })).toHaveAttribute('href', '/online/payees/new');
  await expectAccessible(page);
  await shoot(page, 'payees-empty');
});

test('Sophie sees that her payee editing is restricted, with our phone number', async ({ page }) => {
  await logInAs(page, '1000005');
  await page.goto('/payees');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Payee editing is restricted');
  await expect(alert).toContainText("You cannot add, delete or edit your payees at the moment. Contact us if you'd like to know more");
  await expect(alert.getByRole('link', { name: '0800 569 424' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a payee' })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'payees-restricted');
});

test('Aroha sees her international payee and her direct debit', async ({ page }) => {
  await logInAs(page, '1000001');
  await page.goto('/international-payees');
  await expect(page.getByRole('heading', { name: 'Emma Clarke' })).toBeVisible();
  await expect(page.getByText('GB33 BUKB 2020 1555 5555 55')).toBeVisible();
  await page.getByRole('button', { name: 'Add an international payee' }).click();
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
  await page.getByRole('button', { name: 'Add payee' }).click();
  await expectAccessible(page);
  await shoot(page, 'international-payees');

  await page.goto('/direct-debits');
  await expect(page.getByRole('heading', { name: 'Southern Cross Health' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'direct-debits');
});
