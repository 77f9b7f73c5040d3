import { expect, test } from './support/test';
import { atStep, cont, fillFinances, shot } from './support/apply';
import { logIn } from './support/login';
import { latestOneTimeCode } from './support/session';
import { ownCustomer } from './support/ownCustomer';

// Axe on every step and full-page screenshots: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('a clone of 1000001 requests a credit limit increase: refused below the current limit in words, then approved', async ({ page, request }) => {
  const aroha = await ownCustomer(request, '1000001');
  await page.goto('/login');
  await logIn(page, aroha);
  await expect(page).toHaveURL(/\/online\/dashboard$/);
  await page.goto('/apply/open-a');
  await page.getByRole('link', { name: 'Change your credit card limit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your new limit' })).toBeVisible();
  await page.getByRole('link', { name: 'Increase my limit' }).click();
  await atStep(page, 'Your new limit', 'Step 1 of 3');
  await page.getByLabel('New credit limit').fill('4,000');
  await page.getByLabel('What is the increase for?').selectOption('Travel');
  await cont(page);
  await atStep(page, 'Income and expenses', 'Step 2 of 3');
  await fillFinances(page);
  await cont(page);
  await atStep(page, 'Check your answers', 'Step 3 of 3');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Choose a limit above your current limit of $5,000.00')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Your new limit' }).click();
  await expect(page.getByLabel('New credit limit')).toHaveValue('4,000');
  await page.getByLabel('New credit limit').fill('7,500');
  await shot(page, 'card-limit-new-limit');
  await cont(page);
  await atStep(page, 'Check your answers', 'Step 3 of 3');
  await shot(page, 'card-limit-review');
  await page.getByRole('button', { name: 'Submit application' }).click();
  // More credit is a money door: the SMS code first.
  const challenge = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(challenge).toBeVisible();
  await challenge.getByLabel('Security code').fill(await latestOneTimeCode(page.request, aroha));
  await challenge.getByRole('button', { name: 'Confirm' }).click();
  await atStep(page, 'Your decision', null);
  await expect(page.getByText('Your new credit limit is ready to use now.')).toBeVisible();
  await shot(page, 'card-limit-decision');
});
