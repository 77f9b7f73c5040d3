import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots are for a person to look at, so only `npm run screenshots` takes them (it sets
 * SCREENSHOTS=1); `npm test` does not spend its time on pictures nobody opens. Every call still
 * makes the page as wide as the picture would be, so a journey sees the same page either way.
 */
export const TAKING_SCREENSHOTS = process.env.SCREENSHOTS === '1';

/** Where `npm run screenshots` puts them: screenshots/<area>/<name>.png (git-ignored). */
export const shotPath = (area: string, name: string) => `screenshots/${area}/${name}.png`;

/** A picture of the page (the whole page unless `firstScreen`), when this run takes them. */
export async function shoot(page: Page, area: string, name: string, { firstScreen = false } = {}): Promise<void> {
  if (TAKING_SCREENSHOTS) await page.screenshot({ path: shotPath(area, name), fullPage: !firstScreen });
}

/** A picture of one element, when this run takes them. */
export async function shootElement(target: Locator, area: string, name: string): Promise<void> {
  if (TAKING_SCREENSHOTS) await target.screenshot({ path: shotPath(area, name) });
}

/** The page at 375 px and at 1280 px wide, when this run takes pictures; the journey then goes on at the width it had. */
export async function shootBothWidths(page: Page, area: string, name: string): Promise<void> {
  if (!TAKING_SCREENSHOTS) return;
  const before = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await shoot(page, area, `${name}-${width}`);
  }
  if (before) await page.setViewportSize(before);
}
