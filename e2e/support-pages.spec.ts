import { expect, test } from './support/test';
import { checkAtWidths } from './support/productShots';

test("the 404 page's links all land on real pages", async ({ page }) => {
  for (const [link, heading] of [['Help', 'Help'], ['Branch finder', 'Find a branch'], ['Contact us', 'Contact us']] as const) {
    await page.goto('/no-such-page');
    await expect(page.getByText("Sorry, the page you were looking for doesn't exist.", { exact: false })).toBeVisible();
    await page.getByRole('navigation', { name: 'Where to next' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
  }
});

test('Contact us lists the phones, with the overseas number, and the secure message link', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('link', { name: '+64 4 831 0800' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send a secure message' })).toHaveAttribute('href', '/messages/new');
  await checkAtWidths(page, 'contact-us');
});

test('Help finds an answer and its links follow the app', async ({ page }) => {
  await page.goto('/help');
  await page.getByRole('searchbox', { name: 'Search help' }).fill('branch');
  await expect(page.getByText('1 answer')).toBeVisible();
  await page.getByText('When are your branches open?').click();
  await checkAtWidths(page, 'help');
  await page.getByRole('link', { name: 'branch finder' }).click();
  await expect(page).toHaveURL(/\/branches$/);
});

test('the privacy statement and another terms page come from the content API', async ({ page }) => {
  await page.goto('/terms-and-conditions/privacy-statement');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy statement' })).toBeVisible();
  await checkAtWidths(page, 'privacy-statement');
  await page.goto('/terms-and-conditions/internet-banking');
  await expect(page.getByRole('heading', { level: 1, name: 'Internet banking terms and conditions' })).toBeVisible();
  await page.goto('/terms-and-conditions/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
