import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { logInHome, navigate } from './support/money';
import { latestOneTimeCode } from './support/session';
import { shoot as picture } from './support/shots';
import { ownCustomer } from './support/ownCustomer';

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await picture(page, 'scam-protection', `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openScamProtection(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Settings' }).click();
  await nav.getByRole('link', { name: 'Report a scam or lock my banking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scam protection' })).toBeVisible();
}

test.use({ viewport: { width: 1280, height: 900 } });
// The first journey visits eight pages, each scanned by two accessibility engines and shot at two
// widths: past the default 45 s on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

// Each test locks banking or lowers the daily limit of a customer of its own (shaped as Aroha, 1000001).
test('Aroha pays $4,500 for "investment" to a no-match name: warned, then held; cancels it; reports a scam; locks, is refused, unlocks', async ({ page, request }) => {
  const aroha = await ownCustomer(request, '1000001');
  await logInHome(page, aroha, 'Aroha');
  await navigate(page, 'Pay');
  await page.getByLabel('From account').selectOption(`${aroha}-1`);
  await page.getByLabel('Someone new').check();
  await expect(page.getByText(/You can pay others \$[\d,.]+ more today/)).toBeVisible();
  await page.getByLabel('Payee name').fill('Crypto Growth');
  await page.getByLabel('What is this payment for?').selectOption('investment-or-crypto');
  await page.getByLabel('Account number').fill('03-0104-0731553-000');
  await page.getByLabel('Amount ($)').fill('4500');
  await expectAccessible(page);
  await shoot(page, 'pay-purpose');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByText("The name doesn't match", { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: "I understand the name doesn't match and I want to continue" }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your payment' })).toBeVisible();
  await expect(page.getByText(/Fake investments promise high returns/)).toBeVisible();
  await page.getByRole('button', { name: 'Pay $4,500.00' }).click();
  await expect(page.getByText('We think this payment could be a scam')).toBeVisible();
  await expect(page.getByText(/investment or cryptocurrency; the name does not match the account/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'pay-risk-warning');
  await page.getByRole('checkbox', { name: /I understand the risks/ }).check();
  await page.getByRole('button', { name: 'Pay $4,500.00' }).click();
  const challenge = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(challenge).toBeVisible();
  await challenge.getByLabel('Security code').fill(await latestOneTimeCode(page.request, aroha));
  await challenge.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Your payment is on hold for your protection' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'pay-held');
  await page.getByRole('button', { name: 'Cancel this payment' }).click();
  await expect(page.getByRole('heading', { name: 'You cancelled this payment' })).toBeVisible();
  await expectAccessible(page);

  await openScamProtection(page);
  await expectAccessible(page);
  await shoot(page, 'scam-protection');
  const which = page.getByLabel('Which payment?');
  const held = await which.locator('option', { hasText: '$4,500.00 to Crypto Growth' }).first().getAttribute('value');
  await which.selectOption(held ?? '');
  await page.getByLabel('What happened?').fill('Someone online promised me 20% a month on crypto.');
  await page.getByRole('button', { name: 'Report a scam' }).click();
  // The success alert, not an error that happens to quote the bank's message.
  await expect(page.getByText("We've got your report", { exact: true })).toBeVisible();
  await expect(page.getByText(/Your case reference is SC-[A-Z2-9]{8}/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'scam-reported');

  await page.getByRole('button', { name: 'Lock my banking' }).click();
  await page.getByRole('button', { name: 'Yes, lock my banking' }).click();
  await expect(page.getByText('Your banking is locked')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'banking-locked');

  await navigate(page, 'Pay');
  await page.getByLabel('Payee', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Amount ($)').fill('5');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('button', { name: 'Pay $5.00' }).click();
  await expect(page.getByText(/Your banking is locked, so payments and changes to your banking are turned off/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'pay-refused-locked');

  const unlocked = await page.request.post('/dev/banking-unlock', { data: { customerNumber: aroha } });
  expect(await unlocked.json()).toEqual({ customerNumber: aroha, unlocked: true });
  await page.getByRole('button', { name: 'Pay $5.00' }).click();
  await expect(page.getByRole('heading', { name: /^You paid \$5\.00 to / })).toBeVisible();
  await expectAccessible(page);
});

test('Aroha lowers the daily limit to $500 and is refused $600', async ({ page, request }) => {
  await logInHome(page, await ownCustomer(request, '1000001'), 'Aroha');
  await page.goto('/security/scam-protection');
  await page.getByLabel('New daily limit ($)').fill('500');
  await page.getByRole('button', { name: 'Change limit' }).click();
  await expect(page.getByText('Your daily limit is now $500.00.')).toBeVisible();
  await expectAccessible(page);
  await navigate(page, 'Pay');
  await expect(page.getByText(/You can pay others \$[\d,.]+ more today \(your daily limit is \$500\.00\)/)).toBeVisible();
  await page.getByLabel('Payee', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Amount ($)').fill('600');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('button', { name: 'Pay $600.00' }).click();
  await expect(page.getByText(/This payment is over your daily limit for payments to others \(\$500\.00\)/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'pay-over-limit');
});
