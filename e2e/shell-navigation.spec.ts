import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { logInThroughApi } from './support/session';
import { shoot } from './support/shots';

async function loggedIn(page: Page) {
  await logInThroughApi(page, '1000004');
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

test.describe('tab bar and More menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the tab bar reaches Home, Pay, Transfer and Messages; More opens the whole navigation with Messages and Log out first', async ({ page }) => {
    await loggedIn(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const tabs = page.getByRole('navigation', { name: 'Tab bar' });
    await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Transfer' }).click();
    await expect(page).toHaveURL(/\/online\/transfer$/);
    await tabs.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Kia ora, Jack' })).toBeVisible();

    const more = tabs.getByRole('button', { name: 'More' });
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    // Messages and Log out are the first things in the menu, in view without scrolling.
    await expect(menu.getByRole('link', { name: /^Messages/ })).toBeInViewport();
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeInViewport();
    for (const name of ['KiwiSaver', 'My insurance', 'Help', 'Automatic payments', 'Direct debits', 'Online EFTPOS', 'Manage Cards']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const site = menu.getByRole('link', { name: 'Kōwhai Bank website (opens in a new tab)' });
    await expect(site).toHaveAttribute('target', '_blank');
    await expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    await expectAccessible(page);
    await shoot(page, 'shell-navigation', 'more-menu-375', { firstScreen: true });

    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: /^Messages/ })).toBeFocused();
    await menu.getByRole('link', { name: 'KiwiSaver', exact: true }).click();
    await expect(page).toHaveURL(/\/online\/kiwisaver$/);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
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
