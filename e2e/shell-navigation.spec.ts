import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { logIn } from './support/login';

async function loggedIn(page: Page) {
  await page.goto('/login');
  await logIn(page, '1000004');
  await expect(page).toHaveURL(/\/online\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Kia ora, Jack' })).toBeVisible();
}

/** Presses Tab until `target` has focus (at most 30 times): the keyboard-only way there. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 30; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('top navigation at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('logged out, the header has the brand and Log in, and no navigation', async ({ page }) => {
    await page.goto('/apply/password-reset');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('the menus work from the keyboard alone', async ({ page }) => {
    await loggedIn(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    const payees = nav.getByRole('button', { name: 'Payees' });
    await tabTo(page, payees);
    await page.keyboard.press('Enter');
    await expect(payees).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'My payees' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'International' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(payees).toHaveAttribute('aria-expanded', 'false');
    await expect(payees).toBeFocused();

    const settings = nav.getByRole('button', { name: 'Settings' });
    await tabTo(page, settings);
    await page.keyboard.press('Space');
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Contact details', 'Tax details', 'Personalise', 'Quick view', 'Security']) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/security$/);
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
  });

  test('a menu opens when the pointer rests on it and closes when it leaves', async ({ page }) => {
    await loggedIn(page);
    const payees = page.getByRole('button', { name: 'Payees' });
    await payees.hover();
    await expect(payees).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Direct debits' })).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(payees).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the Menu button opens the whole navigation plus Messages and the public site', async ({ page }) => {
    await loggedIn(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Direct debits' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Online EFTPOS' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/messages');
    const site = menu.getByRole('link', { name: 'Kōwhai Bank website (opens in a new tab)' });
    await expect(site).toHaveAttribute('target', '_blank');
    await expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Pay', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/online\/pay$/);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('not found', () => {
  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText("Sorry, the page you were looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Branch finder' })).toBeVisible();
    await expectAccessible(page);
  });
});
