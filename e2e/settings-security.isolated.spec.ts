import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { ownCustomer } from './support/ownCustomer';
import { openAs, screenshotBothWidths } from './support/settingsPages';

test('logging out everywhere else from a second browser logs the first one out', async ({ browser, request }) => {
  const grace = await ownCustomer(request, '1000007');
  const first = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const second = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const elsewhere = await first.newPage();
  const here = await second.newPage();
  await openAs(elsewhere, grace, '/online/dashboard');
  await openAs(here, grace, '/security');

  const region = here.getByRole('region', { name: "Where you're logged in" });
  // This browser and the other one: nobody else logs this customer in.
  await expect(region.getByRole('listitem', { name: /this browser$/ })).toBeVisible();
  await expect(region.getByRole('listitem')).toHaveCount(2);
  await expect(region.getByRole('listitem', { name: /this browser$/ })).toBeVisible();
  await expectAccessible(here);
  await screenshotBothWidths(here, 'security-sessions');
  await here.setViewportSize({ width: 1280, height: 900 });

  await region.getByRole('button', { name: 'Log out everywhere else' }).click();
  await expect(here.getByText("You've been logged out everywhere else.")).toBeVisible();
  await expect(region.getByRole('listitem')).toHaveCount(1);

  // The first browser's session is over: its next visit cannot refresh and asks to log in again.
  await elsewhere.reload();
  await expect(elsewhere.getByLabel('Customer number')).toBeVisible();
  await expect(elsewhere.getByRole('heading', { name: /Kia ora/ })).toHaveCount(0);
  // This browser carries on.
  await here.reload();
  await expect(here.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(here.getByLabel('Customer number')).toHaveCount(0);
  await first.close();
  await second.close();
});
