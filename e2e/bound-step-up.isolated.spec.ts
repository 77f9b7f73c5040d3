import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { DEMO_PASSWORD, logIn } from './support/login';
import { logInHome, navigate, shownBalance } from './support/money';
import { latestOneTimeCode, passStepUp } from './support/session';
import { shoot } from './support/shots';
import { ownCustomer } from './support/ownCustomer';

/**
 * The bound step-up's journeys: a one-time code approves exactly what it was sent for, and a mobile the
 * session has just added approves nothing until its cooling-off ends. Each works on a customer of
 * its own (a clone of Aroha, 1000001, or of Liam, 1000002). Isolated (it runs last): the second
 * journey moves the sandbox's one clock a day on, and leaves it there; the clock does not run back
 * mid-run (see passkeys.isolated.spec.ts); time-travel.isolated.spec.ts puts it back last.
 */
test.describe.configure({ timeout: 120_000 });

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, 'bound-step-up', `${name}-${width}`);
  }
}

/** Pays someone new from `from`, up to the "Pay" button of the review. */
async function payNewAccount(page: Page, from: string, amount: string, name: string, account: string): Promise<void> {
  await navigate(page, 'Pay');
  await page.getByLabel('From account').selectOption(from);
  // A customer with no saved payees is offered someone new only (no choice to make).
  await expect(page.getByLabel('Payee name').or(page.getByLabel('Someone new'))).toBeVisible();
  if (await page.getByLabel('Someone new').isVisible()) await page.getByLabel('Someone new').check();
  await page.getByLabel('Payee name').fill(name);
  // Someone new: the bank asks what the payment is for.
  await page.getByLabel('What is this payment for?').selectOption('family-or-friends');
  await page.getByLabel('Account number').fill(account);
  await page.getByLabel('Amount ($)').fill(amount);
  await page.getByRole('button', { name: 'Review payment' }).click();
}

/**
 * Pays (the review's "Pay" button). A first large payment to someone new from a browser the
 * customer had not used may get the bank's scam warning first: they confirm it.
 * Ends when the next step (the code, or a refusal) is on screen.
 */
async function confirmPay(page: Page, pay: string, next: ReturnType<Page['getByRole']>): Promise<void> {
  await page.getByRole('button', { name: pay }).click();
  const warning = page.getByText('We think this payment could be a scam');
  await expect(warning.or(next)).toBeVisible();
  if (await warning.isVisible()) {
    // "… and want to make this payment", or "… Hold my payment for 24 hours for checks." when it would be held.
    await page.getByRole('checkbox', { name: /^I understand the risks/ }).check();
    await page.getByRole('button', { name: pay }).click();
  }
}

test('a code sent to pay $1,001.00 cannot approve $9,000 to another account: a clear error, nothing paid', async ({ page, request }) => {
  const aroha = await ownCustomer(request, '1000001');
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInHome(page, aroha, 'Aroha');
  await page.getByRole('link', { name: 'Bills' }).click();
  const before = await shownBalance(page);

  await payNewAccount(page, `${aroha}-2`, '1001', 'Kiri Parata', '01-0123-8812949-00');
  await confirmPay(page, 'Pay $1,001.00', page.getByRole('dialog', { name: "Confirm it's you" }));
  await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toBeVisible();
  // Malware in the browser (or a stolen session's script) rewrites the approved retry: $9,000 to its own account.
  await page.route('**/api/payments', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !request.headers()['x-operation-id']) return route.continue();
    const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
    return route.continue({ postData: JSON.stringify({ ...body, amountCents: 900_000, to: { accountNumber: '06-0501-2841088-00', name: 'Kiri Parata' } }) });
  });
  await passStepUp(page, aroha);
  const refusal = page.getByText('The code you entered was for different details, so nothing was done. Start again and we will send you a new code for these details.');
  await expect(refusal).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'code-for-other-details');
  await page.unroute('**/api/payments');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByRole('link', { name: 'Bills' }).click();
  expect(await shownBalance(page)).toBe(before);
});

test("Liam's first mobile approves no payment until its cooling-off ends (the clock moved a day on)", async ({ page, request }) => {
  const liam = await ownCustomer(request, '1000002');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await logIn(page, liam);
  // Liam has no mobile: login sends him to add one.
  await expect(page.getByRole('heading', { name: 'Add your mobile number' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('022 555 0606');
  await page.getByRole('button', { name: 'Send code' }).click();
  // The field appears once the code is sent: read the code after that, not before.
  await expect(page.getByRole('textbox', { name: 'Confirmation code' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirmation code' }).fill(await latestOneTimeCode(request, liam));
  await page.getByLabel('Current password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Add mobile number' }).click();
  // No mobile to text: the step-up code goes to the email address he already had.
  await passStepUp(page, liam);
  await expect(page.getByRole('heading', { name: 'Kia ora, Liam' })).toBeVisible();

  await payNewAccount(page, `${liam}-2`, '1500', 'Kiri Parata', '01-0123-8812949-00');
  const cooling = page.getByRole('dialog', { name: 'Please contact us' });
  await confirmPay(page, 'Pay $1,500.00', cooling);
  await expect(cooling).toContainText(/Your new mobile number can receive security codes from \d{1,2} \w{3} \d{4}, \d{1,2}:\d\d [ap]m\./);
  await expectAccessible(page);
  await shots(page, 'new-mobile-cooling-off');
  await cooling.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Your payment hasn’t been made.')).toBeVisible();

  // A day and an hour on (the sessions of yesterday are over): the number approves.
  const moved = await request.post('/dev/clock', { data: { by: '+25h' } });
  expect(moved.ok()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await logIn(page, liam);
  await expect(page.getByRole('heading', { name: 'Kia ora, Liam' })).toBeVisible();
  await payNewAccount(page, `${liam}-2`, '1500', 'Kiri Parata', '01-0123-8812949-00');
  await confirmPay(page, 'Pay $1,500.00', page.getByRole('dialog', { name: "Confirm it's you" }));
  await passStepUp(page, liam);
  await expect(page.getByRole('heading', { name: 'You paid $1,500.00 to Kiri Parata' })).toBeVisible();
  await expectAccessible(page);
});
