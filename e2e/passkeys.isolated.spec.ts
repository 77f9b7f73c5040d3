import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { DEMO_PASSWORD } from './support/login';
import { logInHome, navigate, shownBalance } from './support/money';
import { passStepUp } from './support/session';
import { shoot } from './support/shots';
import { ownCustomer } from './support/ownCustomer';

/**
 * The passkey journey, with Chromium's virtual authenticator (CDP WebAuthn): Aroha (a clone
 * of 1000001, the journey's own) adds a passkey under Security (password + SMS step-up), logs out,
 * logs in with the passkey, and approves a $1,500 payment to a new account with it instead of a
 * code; Security's activity lists each event; last, she removes the passkey (the password again,
 * then the code). Isolated (it runs last): the sandbox's one clock moves a day on (a passkey added
 * in the last 24 hours holds a payment to someone new, a scam rule), and stays there: a bank's
 * clock does not run back (time-travel.isolated.spec.ts, the last, puts it back at the end). The
 * other step-up journeys (a $1,001 code refused for $9,000, a new mobile's cooling-off) are in
 * bound-step-up.isolated.spec.ts.
 */
test.describe.configure({ timeout: 150_000 });

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, 'passkeys', `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A platform authenticator with user verification, as a phone or laptop with a fingerprint reader has. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

test('Aroha adds a passkey, logs in with it, and approves a $1,500 payment to a new account with it', async ({ page, request }) => {
  const aroha = await ownCustomer(request, '1000001');
  await page.setViewportSize({ width: 1280, height: 900 });
  await addVirtualAuthenticator(page);
  await logInHome(page, aroha, 'Aroha');

  // Security: the password again, then the SMS step-up, then the device makes the passkey.
  await page.goto('/security');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
  await passkeys.getByLabel('Passkey name').fill('This laptop');
  await passkeys.getByLabel('Your password').fill(DEMO_PASSWORD);
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await passStepUp(page, aroha);
  await expect(passkeys.getByText('Passkey “This laptop” added.')).toBeVisible();
  await expect(passkeys.getByRole('list', { name: 'Your passkeys' }).getByText('This laptop')).toBeVisible();
  // A new passkey approves nothing for a day (a phished password and code could have added it).
  await expect(passkeys.getByRole('list', { name: 'Your passkeys' })).toContainText('Can approve payments and changes from');
  await expectAccessible(page);
  await shots(page, 'security-passkey-added');

  // A day on: yesterday's session is over, the new passkey may approve, and it no longer holds payments to someone new.
  expect((await request.post('/dev/clock', { data: { by: '+25h' } })).ok()).toBe(true);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in with a passkey' })).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'login-with-passkey');
  await page.getByRole('button', { name: 'Log in with a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Kia ora, Aroha' })).toBeVisible();

  // Pay someone new $1,500 and approve it with the passkey, not the code.
  await page.getByRole('link', { name: 'Bills' }).click();
  const before = await shownBalance(page);
  await navigate(page, 'Pay');
  await page.getByLabel('From account').selectOption(`${aroha}-2`);
  await expect(page.getByLabel('Payee name').or(page.getByLabel('Someone new'))).toBeVisible();
  if (await page.getByLabel('Someone new').isVisible()) await page.getByLabel('Someone new').check();
  await page.getByLabel('Payee name').fill('Kiri Parata');
  await page.getByLabel('What is this payment for?').selectOption('family-or-friends');
  await page.getByLabel('Account number').fill('01-0123-8812949-00');
  await page.getByLabel('Amount ($)').fill('1500');
  await page.getByRole('button', { name: 'Review payment' }).click();
  const challenge = page.getByRole('dialog', { name: "Confirm it's you" });
  await page.getByRole('button', { name: 'Pay $1,500.00' }).click();
  const warning = page.getByText('We think this payment could be a scam');
  await expect(warning.or(challenge)).toBeVisible();
  if (await warning.isVisible()) {
    await page.getByRole('checkbox', { name: /^I understand the risks/ }).check();
    await page.getByRole('button', { name: 'Pay $1,500.00' }).click();
  }
  await expect(challenge.getByRole('button', { name: 'Use a passkey instead' })).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'approve-with-passkey');
  await challenge.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(page.getByRole('heading', { name: 'You paid $1,500.00 to Kiri Parata' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByRole('link', { name: 'Bills' }).click();
  expect(await shownBalance(page)).toBe(before - 150_000);

  // Security's recent activity shows each event.
  await page.goto('/security');
  const activity = page.getByRole('region', { name: 'Recent security activity' });
  for (const event of ['Passkey added', 'Logged in with a passkey', 'Approved with a passkey']) {
    await expect(activity.getByText(event, { exact: true }).first()).toBeVisible();
  }
  // A day on, the list no longer speaks of a waiting period.
  await expect(page.getByRole('list', { name: 'Your passkeys' })).not.toContainText('Can approve');
  await expectAccessible(page);
  await shots(page, 'security-activity');

  // Removing the passkey is a change of factor too: the current password again, then a step-up
  // (with a passkey and a mobile both are offered: the code here).
  const held = page.getByRole('region', { name: 'Passkeys' });
  await held.getByRole('button', { name: 'Remove passkey This laptop' }).click();
  const removal = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await expect(removal.getByText(/“This laptop”/)).toBeVisible();
  await removal.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(removal.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true');
  await expect(removal.getByText('Enter your current password')).toBeVisible();
  await removal.getByLabel('Your password').fill(DEMO_PASSWORD);
  await expectAccessible(page);
  await shots(page, 'remove-passkey');
  await removal.getByRole('button', { name: 'Remove passkey' }).click();
  await passStepUp(page, aroha);
  await expect(held.getByText('Passkey “This laptop” removed.')).toBeVisible();
  await expect(removal).toBeHidden();
  await expect(held.getByRole('listitem').filter({ hasText: 'This laptop' })).toHaveCount(0);
  await expectAccessible(page);
});
