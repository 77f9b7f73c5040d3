import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { ownCustomer } from './support/ownCustomer';
import { openAs, screenshotBothWidths } from './support/settingsPages';

test('Jack chooses an account for quick view, and it stays chosen', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, await ownCustomer(request, '1000004'), '/quickview');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick view' })).toBeVisible();
  const everyday = page.getByRole('switch', { name: 'Show Everyday' });
  await expect(everyday).not.toBeChecked();
  await everyday.click();
  await expect(everyday).toBeChecked();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'quickview');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show Everyday' })).toBeChecked();
});
