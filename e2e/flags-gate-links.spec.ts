import { expect, test, type APIRequestContext } from './support/test';
import { expectAccessible } from './support/axe';
import { logIn } from './support/login';
import { ownCustomer } from './support/ownCustomer';
import { shoot } from './support/shots';

/** One customer's own setting of a flag (null removes it: the global value applies again). */
const setFlag = (request: APIRequestContext, customerNumber: string, name: string, enabled: boolean | null) =>
  request.post('/dev/feature-flags', { data: { name, enabled, customerNumber } });

// Each journey sets the flags of a clone of Grace (1000007) of its own: no other journey sees them.
test('flags off for a clone of 1000007: no Pay or Transfer in the navigation, or on account cards, no home loan top-up on Open & Apply (no link to a not-found page)', async ({ page, request }) => {
  const grace = await ownCustomer(request, '1000007');
  expect((await setFlag(request, grace, 'ReactPayAndTransfer', false)).ok()).toBe(true);
  expect((await setFlag(request, grace, 'HomeLoanTopUp', false)).ok()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await logIn(page, grace);
  await expect(page).toHaveURL(/\/online\/dashboard$/);
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Open & Apply' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Pay', exact: true })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Transfer', exact: true })).toHaveCount(0);
  // Nor on an account's card (a payee's Pay button: test/features/payees/ui/PayeesPage.test.tsx; Grace has no payees).
  const accounts = page.getByRole('region', { name: 'Your accounts' });
  await expect(accounts.getByRole('link').first()).toBeVisible();
  await expect(accounts.getByRole('link', { name: 'Pay', exact: true })).toHaveCount(0);
  await expect(accounts.getByRole('link', { name: 'Transfer', exact: true })).toHaveCount(0);

  await main.getByRole('link', { name: 'Open & Apply' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open & Apply' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Personal loan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home loan top-up' })).toHaveCount(0);
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 812 });
  const tabs = page.getByRole('navigation', { name: 'Tab bar' });
  await expect(tabs.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Pay', exact: true })).toHaveCount(0);
  await shoot(page, 'flags-gate-links', 'flags-off-375');
});

test('flags back on: Pay, Transfer and the top-up are offered again', async ({ page, request }) => {
  const grace = await ownCustomer(request, '1000007');
  expect((await setFlag(request, grace, 'ReactPayAndTransfer', false)).ok()).toBe(true);
  expect((await setFlag(request, grace, 'HomeLoanTopUp', false)).ok()).toBe(true);
  expect((await setFlag(request, grace, 'ReactPayAndTransfer', null)).ok()).toBe(true);
  expect((await setFlag(request, grace, 'HomeLoanTopUp', null)).ok()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await logIn(page, grace);
  await expect(page).toHaveURL(/\/online\/dashboard$/);
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Pay', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your accounts' }).getByRole('link', { name: 'Transfer', exact: true }).first()).toBeVisible();
  await main.getByRole('link', { name: 'Open & Apply' }).click();
  await expect(page.getByRole('link', { name: 'Home loan top-up' })).toBeVisible();
});
