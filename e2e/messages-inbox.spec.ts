import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { openAs, screenshotBothWidths } from './support/settingsPages';
import { ownCustomer } from './support/ownCustomer';

test.describe('messages inbox', () => {
  test('a clone of 1000001 reads a message and the header count falls at once, without a reload', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, await ownCustomer(request, '1000001'), '/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const banner = page.getByRole('banner');
    const indicator = banner.getByRole('link', { name: /^Messages \(/ });
    await expect(indicator).toHaveAccessibleName(/\((\d+) new\)/);
    // Relative to what the header says now (the exact count is the component tests').
    const before = Number(/\((\d+) new\)/.exec((await indicator.textContent()) ?? '')?.[1]);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'messages-inbox');
    await page.setViewportSize({ width: 1280, height: 900 });

    let navigations = 0;
    page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) navigations += 1; });
    const unread = page.getByRole('listitem').filter({ hasText: 'New' }).first();
    await unread.getByRole('button').first().click();
    await expect(page.getByRole('article')).toBeVisible();
    const after = before - 1;
    await expect(banner.getByRole('link', { name: after > 0 ? `Messages (${after} new)` : 'Messages (no unread)' })).toBeVisible();
    expect(navigations).toBe(0);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'messages-reading');
  });
});
