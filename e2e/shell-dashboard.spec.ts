import { expect, test, type Page } from './support/test';
import { centsOf } from './support/money';
import { expectAccessible } from './support/axe';
import { installNativeApp, sentToApp } from './support/nativeApp';
import { IOS_APP_USER_AGENT } from './support/nativeHost';
import { logIn } from './support/login';
import { logInThroughApi } from './support/session';
import { shoot } from './support/shots';

const WIDTHS = [375, 1280] as const;
const shot = (page: Page, name: string, width: number) => shoot(page, 'shell-dashboard', `${name}-${width}`);

async function home(page: Page, customer: string, firstName: string) {
  await logInThroughApi(page, customer);
  await expect(page.getByRole('heading', { level: 1, name: `Kia ora, ${firstName}` })).toBeVisible();
}

for (const width of WIDTHS) {
  test.describe(`the dashboard at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test("Aroha's accounts by group with totals and the net position; what waits for her, what is coming up, spending and activity", async ({ page }) => {
      await home(page, '1000001', 'Aroha');
      const groups = page.getByRole('region', { name: 'Your accounts' }).getByRole('region');
      await expect(groups).toHaveText([/^Everyday/, /^Savings and investments/, /^Credit cards/, /^KiwiSaver/, /^Insurance/]);
      // The net position is every balance added up: the group totals, added.
      const totals = await page.locator('.account-group__total').allInnerTexts();
      const net = centsOf(await page.locator('.net-position__value').innerText());
      expect(net).toBe(totals.map(centsOf).reduce((a, b) => a + b, 0));

      // What waits for her depends on what earlier journeys decided: dashboard-waiting.spec.ts checks it first.
      await expect(page.getByRole('region', { name: 'Coming up' }).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Spending this month' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Loans' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem').first()).toBeVisible();
      await expectAccessible(page);
      await shot(page, 'dashboard-aroha', width);
    });

    test('a whole card opens its account; the KiwiSaver card opens the KiwiSaver page', async ({ page }) => {
      await home(page, '1000001', 'Aroha');
      const everyday = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Everyday', exact: true }) });
      // Tapped at its far corner, away from the name: the whole card is the link.
      const corner = async (card: typeof everyday) => {
        const box = await card.boundingBox();
        await card.click({ position: { x: (box?.width ?? 60) - 12, y: (box?.height ?? 40) - 12 } });
      };
      await corner(everyday);
      await expect(page.getByRole('heading', { level: 1, name: 'Everyday' })).toBeVisible();
      await page.goBack();
      const kiwisaver = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'KiwiSaver Growth Fund' }) });
      await corner(kiwisaver);
      await expect(page).toHaveURL(/\/online\/kiwisaver$/);
    });

    test('an account far down the dashboard opens at the top of its page, its heading focused', async ({ page }) => {
      await home(page, '1000001', 'Aroha');
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await page.getByRole('link', { name: 'Kōwhai Visa', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Kōwhai Visa' })).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // A page from the navigation too: the screen reader hears which page opened.
      await page.getByRole('navigation', { name: width === 375 ? 'Tab bar' : 'Main' }).getByRole('link', { name: 'Transfer', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Transfer between your accounts' })).toBeFocused();
    });

    test('a skeleton holds the page while the accounts load', async ({ page }) => {
      await page.goto('/login');
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => { release = resolve; });
      await page.route('**/api/accounts', async (route) => { await held; await route.continue(); });
      await logIn(page, '1000004');
      const skeleton = page.getByRole('status', { name: 'Loading your accounts' });
      await expect(skeleton).toBeVisible();
      await shot(page, 'dashboard-loading', width);
      release();
      await expect(page.getByRole('heading', { name: 'Kia ora, Jack' })).toBeVisible();
      await expect(skeleton).toHaveCount(0);
    });

    test('the footer links to the legal pages, on a public page and a logged-in one', async ({ page }) => {
      await page.goto('/login');
      const footer = page.getByRole('contentinfo');
      for (const name of ['Privacy statement', 'Terms and conditions', 'Disclosure statement', 'Interest rates', 'Contact us']) {
        await expect(footer.getByRole('link', { name })).toBeVisible();
      }
      await footer.getByRole('link', { name: 'Interest rates' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Interest rates' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Borrowing' })).toBeVisible();
      await expectAccessible(page);
      await shot(page, 'rates', width);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Disclosure statement' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Disclosure statement' })).toBeVisible();
      await home(page, '1000004', 'Jack');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy statement' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy statement' })).toBeVisible();
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('a saved payee is paid in at most 5 taps from the dashboard', async ({ page }) => {
    await home(page, '1000001', 'Aroha');
    let taps = 0;
    const tap = async (action: () => Promise<void>) => { taps += 1; await action(); };
    await tap(() => page.getByRole('navigation', { name: 'Tab bar' }).getByRole('link', { name: 'Pay' }).tap());
    await expect(page.getByRole('heading', { level: 1, name: 'Pay' })).toBeVisible();
    await tap(() => page.getByLabel('Payee', { exact: true }).selectOption({ index: 1 }).then(() => undefined));
    await tap(() => page.getByLabel('Amount ($)').fill('3.21'));
    await expectAccessible(page);
    await tap(() => page.getByRole('button', { name: 'Review payment' }).tap());
    await tap(() => page.getByRole('button', { name: 'Pay $3.21' }).tap());
    await expect(page.getByRole('heading', { name: /^You paid \$3\.21 to / })).toBeVisible();
    expect(taps).toBeLessThanOrEqual(5);
    await shot(page, 'paid-in-five', 375);
  });
});

test.describe('keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the login page has the cursor in the customer number field', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Customer number')).toBeFocused();
  });

  test('the skip link reaches the Pay form in three keys', async ({ page }) => {
    await home(page, '1000001', 'Aroha');
    // Arriving at the Pay page (a fresh load restores the session), the first Tab is the skip link.
    await page.goto('/online/pay');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay' })).toBeVisible();
    await expect(page.getByLabel('From account')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toMatch(/SELECT|INPUT/);
  });
});

test.describe('inside the native app', () => {
  test.use({ viewport: { width: 375, height: 812 }, userAgent: IOS_APP_USER_AGENT });

  test('the web header, menus, tab bar and footer are hidden: the app has its own frame', async ({ page }) => {
    const minted = await page.request.post('/dev/native-token', { data: { customerNumber: '1000001' } });
    await installNativeApp(page, await minted.json());
    await page.goto('/online/dashboard');
    await expect(page.getByRole('heading', { name: 'Kia ora, Aroha' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Tab bar' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect.poll(async () => (await sentToApp(page)).map((c) => c.command)).toContain('ready');
    await expectAccessible(page);
    await shot(page, 'dashboard-in-app', 375);
  });
});
