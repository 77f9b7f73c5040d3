import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { logIn } from './support/login';
import { ownCustomer } from './support/ownCustomer';

async function loggedIn(page: Page, customer: string) {
  await page.goto('/login');
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/online\/dashboard$/);
}

// Each journey looks at a clone of its own: here the count's form is checked ('(N new)'), the
// exact count in the component tests.
const SOME_NEW = /^Messages \(\d+ new\)$/;

test.describe('messages indicator', () => {
  test("reads '(N new)' for Aroha in the header at 1280 px", async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loggedIn(page, await ownCustomer(request, '1000001'));
    await expect(page.getByRole('banner').getByRole('link', { name: SOME_NEW })).toBeVisible();
    await expectAccessible(page);
  });

  // Sophie has no messages: a clone of her own has none either, whatever other journeys change.
  test("reads '(no unread)' for Sophie, who has no messages", async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loggedIn(page, await ownCustomer(request, '1000005'));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Messages (no unread)' })).toBeVisible();
  });

  test("reads '(N new)' in the header, the tab bar and the More menu at 375 px", async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await loggedIn(page, await ownCustomer(request, '1000001'));
    await expect(page.getByRole('banner').getByRole('link', { name: SOME_NEW })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Tab bar' }).getByRole('link', { name: SOME_NEW })).toBeVisible();
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: SOME_NEW })).toBeVisible();
  });
});
