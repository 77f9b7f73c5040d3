import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { expectLogged, IOS_APP_USER_AGENT, openInSimulator } from './support/nativeHost';
import { shoot } from './support/shots';

// Screenshots of the simulator and the webview's own pages for review (screenshots/ is git-ignored).
const WIDTHS = [375, 1280] as const;
const shot = (page: Page, name: string, width: number) => shoot(page, 'webview-screenshots', `webview-${name}-${width}`);

for (const width of WIDTHS) {
  test.describe(`the webview at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 }, userAgent: IOS_APP_USER_AGENT });

    test('the simulator with the app logged in', async ({ page }) => {
      const app = await openInSimulator(page);
      await expect(app.getByRole('heading', { name: 'Kia ora, Aroha' })).toBeVisible();
      await expectLogged(page, 'ready', 2);
      await expectAccessible(page);
      await shot(page, 'simulator', width);
    });

    test('the fallback page, as the app shows it', async ({ page }) => {
      await page.goto('/apply/password-reset');
      await expect(page.getByRole('heading', { name: 'This page cannot be displayed in a webview' })).toBeVisible();
      await expectAccessible(page);
      await shot(page, 'fallback', width);
    });
  });
}
