import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { openAs, screenshotBothWidths } from './support/settingsPages';

test('the settings index links every page of the Settings menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, '1000001', '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
  const menuLinks = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').evaluateAll(
    (links) => links.map((a) => a.getAttribute('href')).filter((href) => href !== null));
  const indexLinks = await page.getByRole('main').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const href of indexLinks) expect(menuLinks).toContain(href);
  await page.keyboard.press('Escape');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'settings-index');
  await page.getByRole('main').getByRole('link', { name: /^Manage Cards/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage cards' })).toBeVisible();
});
