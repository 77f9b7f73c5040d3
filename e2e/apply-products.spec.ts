import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { atStep, cont, fillFinances, shot } from './support/apply';
import { logIn } from './support/login';
import { latestOneTimeCode } from './support/session';
import { ownCustomer } from './support/ownCustomer';
import { centsOf } from './support/money';
import { formatMoney } from '../contract/rules/Money';

async function logInAs(page: Page, customerNumber: string): Promise<void> {
  await page.goto('/login');
  await logIn(page, customerNumber);
  await expect(page).toHaveURL(/\/online\/dashboard$/);
}

/** What Pay says an account has available, from its "From account" option: '… ($3,319.45 available)'. */
async function availableOnPay(page: Page, accountId: string): Promise<number> {
  await page.goto('/online/pay');
  const option = page.getByLabel('From account').locator(`option[value="${accountId}"]`);
  await expect(option).toHaveText(/available\)$/);
  return centsOf(/\((-?\$[\d,]+\.\d{2}) available\)$/.exec(await option.innerText())?.[1] ?? '');
}

/** The same page at phone width too, for review, then back to the desktop width. */
async function shotBoth(page: Page, name: string): Promise<void> {
  await shot(page, name);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function answerSms(page: Page, customerNumber: string): Promise<void> {
  const challenge = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(challenge).toBeVisible();
  await expectAccessible(page);
  await challenge.getByLabel('Security code').fill(await latestOneTimeCode(page.request, customerNumber));
  await challenge.getByRole('button', { name: 'Confirm' }).click();
}

test.use({ viewport: { width: 1280, height: 900 } });
// Each journey also screenshots its pages at two widths and checks each with axe.
test.describe.configure({ timeout: 60_000 });

test('insurance: 1000005, who is 17, is told in the spec’s words that she is too young', async ({ page }) => {
  await logInAs(page, '1000005');
  await page.goto('/apply/open-a/insurance');
  await atStep(page, "We can't take this application", null);
  await expect(page.getByText("Sorry, it looks like you're too young to be eligible for insurance. Come back and see us when you're 18.")).toBeVisible();
  await shotBoth(page, 'insurance-too-young');
});

test('insurance: a clone of 1000007 chooses cover, answers the health questions, accepts the quote and sees the policy', async ({ page, request }) => {
  await logInAs(page, await ownCustomer(request, '1000007'));
  await page.goto('/apply/open-a/insurance');
  await atStep(page, 'Your cover', 'Step 1 of 3');
  await cont(page);
  await expect(page.getByLabel('How much cover would you like?')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('radio', { name: 'Life insurance' }).check();
  await page.getByLabel('How much cover would you like?').fill('300,000');
  await shotBoth(page, 'insurance-cover');
  await cont(page);
  await atStep(page, 'Your health', 'Step 2 of 3');
  await page.getByRole('group', { name: /smoked/ }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('group', { name: /health condition/ }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('group', { name: /hazardous/ }).getByRole('radio', { name: 'Yes' }).check();
  await cont(page);
  await atStep(page, 'Check your answers', 'Step 3 of 3');
  await expect(page.getByText(/^\$\d+\.\d\d a month$/)).toBeVisible();
  await expectAccessible(page);
  await shotBoth(page, 'insurance-quote');
  await page.getByRole('button', { name: 'Accept quote and apply' }).click();
  await atStep(page, 'Your decision', null);
  await expect(page.getByText('Your cover has started. You’ll find your policy in My insurance.')).toBeVisible();
  await page.getByRole('link', { name: 'See your policy in My insurance' }).click();
  await expect(page).toHaveURL(/\/online\/my-insurance$/);
  await expect(page.getByText('Life insurance').first()).toBeVisible();
  await expectAccessible(page);
});

test('overdraft: a clone of 1000007 arranges $1,000 on Everyday (approved automatically), then Pay allows more than the balance', async ({ page, request }) => {
  const grace = await ownCustomer(request, '1000007');
  await logInAs(page, grace);
  // Grace's Everyday has no pending card payments: its available balance is its balance (docs/demo-data.md).
  const before = await availableOnPay(page, `${grace}-1`);
  await page.goto('/apply/open-a/overdraft');
  await atStep(page, 'Your overdraft', 'Step 1 of 3');
  await page.getByLabel('Account').selectOption({ index: 1 });
  await page.getByLabel('Overdraft limit').fill('1,000');
  await page.getByLabel('What is the overdraft for?').selectOption('A buffer for bills');
  await shotBoth(page, 'overdraft-limit');
  await cont(page);
  await atStep(page, 'Income and expenses', 'Step 2 of 3');
  await fillFinances(page);
  await cont(page);
  await atStep(page, 'Check your answers', 'Step 3 of 3');
  await page.getByRole('button', { name: 'Submit application' }).click();
  // Arranging credit is a money door: the SMS code first.
  await answerSms(page, grace);
  await atStep(page, 'Your decision', null);
  await expect(page.getByText('Your overdraft limit is ready to use now.')).toBeVisible();
  await shotBoth(page, 'overdraft-decision');

  // The limit adds to what is available; a payment of $500 more than the balance goes only because of it.
  expect(await availableOnPay(page, `${grace}-1`)).toBe(before + 100_000);
  await page.getByLabel('From account').selectOption(`${grace}-1`);
  const amount = before + 50_000;
  // Grace has no saved payees: the form asks for the account at once.
  await page.getByLabel('Payee name').fill('Kiri Parata');
  await page.getByLabel('What is this payment for?').selectOption('family-or-friends');
  await page.getByLabel('Account number').fill('01-0123-8812949-00');
  await page.getByLabel('Amount ($)').fill((amount / 100).toFixed(2));
  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('button', { name: `Pay ${formatMoney(amount)}` }).click();
  // The bank's scam rules may warn first (a large first payment, far above Grace's usual): she confirms.
  const warning = page.getByText('We think this payment could be a scam');
  await expect(warning.or(page.getByRole('dialog', { name: "Confirm it's you" }))).toBeVisible();
  if (await warning.isVisible()) {
    await page.getByRole('checkbox', { name: 'I understand the risks and want to make this payment' }).check();
    await page.getByRole('button', { name: `Pay ${formatMoney(amount)}` }).click();
  }
  await answerSms(page, grace);
  await expect(page.getByRole('heading', { name: `You paid ${formatMoney(amount)} to Kiri Parata` })).toBeVisible();
});

test('home loan top-up: a clone of 1000007 sees the borrowing calculator’s check, is referred and pointed to upload', async ({ page, request }) => {
  await logInAs(page, await ownCustomer(request, '1000007'));
  await page.goto('/apply/open-a/home-loan-top-up');
  await atStep(page, 'Your top-up', 'Step 1 of 3');
  await page.getByLabel('Home loan').selectOption({ index: 1 });
  await page.getByLabel('How much would you like to add?').fill('40,000');
  await page.getByLabel('What is the top-up for?').selectOption('Renovations');
  await shotBoth(page, 'top-up-amount');
  await cont(page);
  await atStep(page, 'Your household', 'Step 2 of 3');
  await page.getByLabel('Household income before tax, a year').fill('180,000');
  await page.getByLabel('Monthly living expenses').fill('3,500');
  await page.getByLabel('Number of dependants').fill('2');
  await cont(page);
  await atStep(page, 'Check your answers', 'Step 3 of 3');
  await expect(page.getByText('$452,500.00')).toBeVisible();
  await expect(page.getByText('What our borrowing calculator says you could borrow')).toBeVisible();
  await shotBoth(page, 'top-up-review');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await atStep(page, 'Your decision', null);
  await expect(page.getByText(/our home lending team will look at your top-up/)).toBeVisible();
  await page.getByRole('link', { name: 'Upload documents' }).click();
  await expect(page).toHaveURL(/\/apply\/upload\?for=home-loan-top-up&application=/);
  await expect(page.getByText('For your home loan top-up application.')).toBeVisible();
});

test('limit change: a clone of 1000001 asks for $8,000 and confirms it with the SMS code', async ({ page, request }) => {
  const aroha = await ownCustomer(request, '1000001');
  await logInAs(page, aroha);
  await page.goto('/apply/credit-card-limit/change');
  await atStep(page, 'Your new limit', 'Step 1 of 3');
  await expect(page.getByRole('link', { name: 'Increase my limit' })).toBeVisible();
  await page.getByLabel('New credit limit').fill('8,000');
  await page.getByLabel('Why are you changing it?').selectOption('Travel');
  await shotBoth(page, 'limit-change');
  await cont(page);
  await atStep(page, 'Income and expenses', 'Step 2 of 3');
  await fillFinances(page);
  await cont(page);
  await atStep(page, 'Check your answers', 'Step 3 of 3');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await answerSms(page, aroha);
  await atStep(page, 'Your decision', null);
  await expect(page.getByText('Your new credit limit applies now.')).toBeVisible();
  await shotBoth(page, 'limit-change-decision');
});
