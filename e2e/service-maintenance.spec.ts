import { expect, test, type APIRequestContext } from './support/test';
import { expectAccessible } from './support/axe';
import { logIn } from './support/login';
import { shoot } from './support/shots';

// One service (payees) down for maintenance for Jack's calls only, so journeys beside this one are untouched.
const payeesDown = (request: APIRequestContext, down: boolean) =>
  request.post('/dev/maintenance', { data: { prefix: '/api/payees', customerNumber: '1000004', down } });

test.afterEach(async ({ request }) => { await payeesDown(request, false); });

test("a service down for maintenance: its page says \"We're working on it\" with \"Back to dashboard\", the rest of the bank works", async ({ page, request }) => {
  expect((await payeesDown(request, true)).ok()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await logIn(page, '1000004');
  await expect(page).toHaveURL(/\/online\/dashboard$/);

  await page.goto('/online/payees');
  await expect(page.getByText("We're working on it. Sorry for the inconvenience.")).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
  await shoot(page, 'service-maintenance', 'working-on-it-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, 'service-maintenance', 'working-on-it-375');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/online\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /Kia ora/ })).toBeVisible();

  // Back from maintenance: the page works again when opened.
  expect((await payeesDown(request, false)).ok()).toBe(true);
  await page.goto('/online/payees');
  await expect(page.getByRole('heading', { level: 1, name: 'Payees' })).toBeVisible();
  await expect(page.getByText(/We're working on it/)).toHaveCount(0);
});
