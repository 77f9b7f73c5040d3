import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { DEMO_PASSWORD } from './support/login';
import { codeOfNewOperation, knownOperations, logInFromLoginPage } from './support/session';
import { ownCustomer } from './support/ownCustomer';

async function changePassword(page: Page, from: string, to: string): Promise<void> {
  await page.getByLabel('Current password').fill(from);
  await page.getByLabel('New password', { exact: true }).fill(to);
  await page.getByLabel('Confirm new password').fill(to);
  await page.getByRole('button', { name: 'Change password' }).click();
}

// A clone of Tama (1000006) of its own: this test changes his password and changes it back.
test('changing the password asks for the SMS code, and a wrong code is asked again', async ({ page, request }) => {
  const tama = await ownCustomer(request, '1000006');
  await logInFromLoginPage(page, tama);
  await expect(page).toHaveURL(/\/online\/dashboard$/);
  await page.goto('/security');
  await expect(page.getByRole('heading', { name: 'Security', exact: true })).toBeVisible();
  await expectAccessible(page);

  const known = await knownOperations(page.request, tama);
  await changePassword(page, DEMO_PASSWORD, 'Pohutukawa-2027');
  const challenge = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(challenge).toBeVisible();
  await expectAccessible(page);
  const code = await codeOfNewOperation(page.request, tama, known);
  await challenge.getByLabel('Security code').fill(code === '000000' ? '111111' : '000000');
  await challenge.getByRole('button', { name: 'Confirm' }).click();
  await expect(challenge.getByRole('alert')).toContainText("That code doesn't match the one we sent.");
  await challenge.getByLabel('Security code').fill(code);
  await challenge.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // Back to the demo password, through the same safeguard.
  await changePassword(page, 'Pohutukawa-2027', DEMO_PASSWORD);
  await expect(challenge).toBeVisible();
  await challenge.getByLabel('Security code').fill(await codeOfNewOperation(page.request, tama, known));
  await challenge.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
});

test('a customer without a mobile is told why the change cannot go ahead (6006)', async ({ page, request }) => {
  await logInFromLoginPage(page, await ownCustomer(request, '1000002'));
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/security');
  await changePassword(page, DEMO_PASSWORD, 'Pohutukawa-2027');
  const dialog = page.getByRole('dialog', { name: 'We need your mobile number' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your password has not been changed.');
});
