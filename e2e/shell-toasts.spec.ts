import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';

async function sampleToast(page: Page) {
  await page.getByRole('button', { name: 'Debug' }).click();
  await page.getByRole('button', { name: 'Show a sample toast' }).click();
  await page.keyboard.press('Escape');
  const toast = page.getByRole('status').filter({ hasText: 'This is a sample notification.' });
  await expect(toast).toBeVisible();
  return toast;
}

test.describe('notifications', () => {
  test('Alt+T focuses the notifications region, or its first toast', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-first-load-complete', 'true');
    // The notifications region arrives with the toasts chunk, loaded once the first screen is ready.
    await expect(page.getByRole('region', { name: 'Notifications Alt+T' })).toBeAttached();
    await page.keyboard.press('Alt+t');
    await expect(page.getByRole('region', { name: 'Notifications Alt+T' })).toBeFocused();

    const toast = await sampleToast(page);
    await page.getByLabel('Customer number').focus();
    await page.keyboard.press('Alt+t');
    await expect(toast).toBeFocused();
    await expectAccessible(page);
  });

  test('two toasts stack with a 12 px gap between them', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-first-load-complete', 'true');
    await page.getByRole('button', { name: 'Debug' }).click();
    const sample = page.getByRole('button', { name: 'Show a sample toast' });
    await sample.click();
    await sample.click();
    await page.keyboard.press('Escape');
    const toasts = page.getByRole('status').filter({ hasText: 'This is a sample notification.' });
    await expect(toasts).toHaveCount(2);
    // Measured once both have come in (their entrance moves them): the space between the boxes.
    await expect.poll(async () => {
      const [upper, lower] = await Promise.all([toasts.nth(0).boundingBox(), toasts.nth(1).boundingBox()]);
      return Math.round((lower!.y - (upper!.y + upper!.height)) * 10) / 10;
    }).toBe(12);
  });

  test('a toast sits bottom-left and closes itself after 5 seconds', async ({ page }) => {
    await page.goto('/login');
    const toast = await sampleToast(page);
    const box = await toast.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.x).toBeLessThan(viewport.width / 2);
    expect(box!.y).toBeGreaterThan(viewport.height / 2);
    await page.mouse.move(viewport.width - 5, 5);
    await page.waitForTimeout(3500);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 4000 });
  });
});
