import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { logIn } from './support/login';
import { ownCustomer } from './support/ownCustomer';
import { shoot } from './support/shots';

// What waits for a customer is what nobody has dealt with yet: each journey looks at a fresh
// clone of Aroha or Grace, so the seeded EFTPOS requests and refund are still there whatever
// other journeys have decided or taken.
const WIDTHS = [375, 1280] as const;
const shot = (page: Page, name: string, width: number) => shoot(page, 'dashboard-waiting', `${name}-${width}`);

async function home(page: Page, customer: string, firstName: string) {
  await page.goto('/login');
  await logIn(page, customer);
  await expect(page.getByRole('heading', { level: 1, name: `Kia ora, ${firstName}` })).toBeVisible();
}

for (const width of WIDTHS) {
  test.describe(`waiting for the customer at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test("Aroha's online EFTPOS requests wait at the top of her dashboard, each a tap from its decision", async ({ page, request: api }) => {
      await home(page, await ownCustomer(api, '1000001'), 'Aroha');
      const waiting = page.getByRole('region', { name: 'Waiting for you' });
      const request = waiting.getByRole('listitem').filter({ hasText: 'Mighty Ape is asking you to approve a payment' });
      await expect(request).toContainText('$89.99');
      await expect(request).toContainText(/Respond by \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m/);
      await expect(waiting.getByRole('listitem').filter({ hasText: 'Kathmandu' })).toBeVisible();
      await expectAccessible(page);
      await shot(page, 'dashboard-waiting-aroha', width);
      await request.getByRole('link', { name: 'Review request' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Online EFTPOS' })).toBeVisible();
    });

    test("Grace's consumer-credit refund waits for her, and she gets to it in one tap", async ({ page, request }) => {
      await home(page, await ownCustomer(request, '1000007'), 'Grace');
      const refund = page.getByRole('region', { name: 'Waiting for you' }).getByRole('listitem').filter({ hasText: 'You have a refund waiting' });
      await expect(refund).toContainText(/\$[\d,]+\.\d{2}/);
      await expect(page.getByRole('region', { name: 'Loans' })).toBeVisible();
      await expectAccessible(page);
      await shot(page, 'dashboard-grace', width);
      await refund.getByRole('link', { name: 'Get your refund' }).click();
      await expect(page).toHaveURL(/\/online\/refund$/);
    });
  });
}
