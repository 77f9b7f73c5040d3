import { expect, test, type Locator, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { contrastRatio, paintOf } from './support/contrast';
import { logIn } from './support/login';
import { shootElement } from './support/shots';

const shot = (target: Locator, name: string) => shootElement(target, 'design-button-link', `button-link-${name}`);

/** At rest, hovered and focused from the keyboard, the link's words stay readable on its fill, and focus shows. */
async function expectButtonStates(page: Page, link: Locator, name: string) {
  const rest = await paintOf(link);
  expect(contrastRatio(rest.color, rest.background)).toBeGreaterThanOrEqual(4.5);
  await shot(link, `${name}-rest`);

  await link.hover();
  await expect.poll(async () => (await paintOf(link)).background).not.toBe(rest.background);
  const hover = await paintOf(link);
  expect(contrastRatio(hover.color, hover.background), `hovered: ${hover.color} on ${hover.background}`).toBeGreaterThanOrEqual(4.5);
  await shot(link, `${name}-hover`);

  await page.mouse.move(0, 0);
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const focus = await paintOf(link);
  expect(focus.outlineStyle).toBe('solid');
  expect(contrastRatio(focus.color, focus.background)).toBeGreaterThanOrEqual(4.5);
  await shot(link, `${name}-focus`);
}

test.describe('a link that looks like a button', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('"Try again" on the back-soon page keeps its white words on hover and shows its focus', async ({ page }) => {
    await page.goto('/apply/back-soon');
    const link = page.getByRole('link', { name: 'Try again' });
    await expect(link).toHaveClass(/ds-button--primary/);
    await expectButtonStates(page, link, 'primary');
    await expectAccessible(page);
  });

  test('"View receipt", appearing under the finger that paid, is not an empty pill', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, '1000001');
    await expect(page.getByRole('heading', { name: 'Kia ora, Aroha' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Tab bar' }).getByRole('link', { name: 'Pay' }).click();
    await page.getByLabel('Payee', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Amount ($)').fill('1.11');
    await page.getByRole('button', { name: 'Review payment' }).click();
    const pay = page.getByRole('button', { name: 'Pay $1.11' });
    await pay.hover();
    await pay.click();
    const receipt = page.getByRole('link', { name: 'View receipt' });
    await expect(receipt).toBeVisible();
    await expectButtonStates(page, receipt, 'receipt');
  });

  test('an outline one ("Send a secure message") holds its colours too', async ({ page }) => {
    await page.goto('/contact-us');
    const link = page.getByRole('link', { name: 'Send a secure message' });
    await expect(link).toHaveClass(/ds-button--primary-outline/);
    await expectButtonStates(page, link, 'outline');
  });
});
