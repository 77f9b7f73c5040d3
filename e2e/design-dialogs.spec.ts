import { expect, test, type Locator } from './support/test';
import { expectAccessible } from './support/axe';
import { logInAsAroha, logInThroughApi } from './support/session';

/**
 * The dialogs as the browser draws them (what jsdom cannot read): the login dialog is not closed
 * by a click on its overlay (spec §2), a dialog fades out over the modal close timeout, 200 ms by
 * default (§9), and the themed icons are info blue, success green and warning orange (§9).
 */

/** The hue, 0–360°, of a computed `rgb()` colour. */
function hueOf(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => Number(value) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const spread = max - Math.min(r, g, b);
  if (spread === 0) return 0;
  const hue = max === r ? ((g - b) / spread) % 6 : max === g ? (b - r) / spread + 2 : (r - g) / spread + 4;
  return (hue * 60 + 360) % 360;
}

/** Blue, green and orange, as hue ranges. */
const HUES = { info: [190, 250], success: [90, 160], warning: [20, 45] } as const;

function expectTone(colour: string, tone: keyof typeof HUES) {
  const [from, to] = HUES[tone];
  expect(hueOf(colour), `${tone} icon ${colour}`).toBeGreaterThanOrEqual(from);
  expect(hueOf(colour), `${tone} icon ${colour}`).toBeLessThanOrEqual(to);
}

/** The colour the dialog's themed icon is painted in (its disc is filled with the icon's colour). */
const iconColour = (dialog: Locator) => dialog.locator('.ds-dialog-icon svg > circle').first().evaluate((disc) => getComputedStyle(disc).fill);

interface Fade { openAtStart: boolean; durations: Record<string, number>; lasted: number }

test.describe('dialogs', () => {
  test('the login dialog stays open when its overlay is clicked, and fades out over 200 ms as it closes', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.locator('html')).toHaveAttribute('data-first-load-complete', 'true');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to internet banking' });
    await expect(dialog).toBeVisible();
    // Its Cancel shows: this is the dialog a customer may leave, and still the overlay does not close it.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();

    // The top-left corner of the page is overlay: the dialog is a 34rem box in the middle.
    expect((await dialog.boundingBox())!.x).toBeGreaterThan(10);
    await page.mouse.click(5, 5);
    await page.waitForTimeout(400);
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
    await expectAccessible(page);

    // Escape closes it: the page is the customer's again at once, and the dialog fades for 200 ms.
    await dialog.evaluate((element) => {
      const closing = element as HTMLDialogElement;
      const fade = new Promise<Fade>((resolve) => {
        closing.addEventListener('transitionrun', (run) => {
          if (run.propertyName !== 'opacity') return;
          const openAtStart = closing.open;
          const durations = Object.fromEntries(closing.getAnimations()
            .filter((animation): animation is CSSTransition => animation instanceof CSSTransition)
            .map((transition) => [transition.transitionProperty, Number(transition.effect?.getComputedTiming().duration)]));
          // The fade is over when it ends, or is cut as `display` turns none at the same moment (Chromium
          // then reports the others as cancelled): either way the dialog is gone, and the event's own
          // elapsedTime says how long it ran (no clock read).
          const over = (end: TransitionEvent) => {
            if (end.propertyName === 'opacity') resolve({ openAtStart, durations, lasted: end.elapsedTime * 1000 });
          };
          closing.addEventListener('transitionend', over);
          closing.addEventListener('transitioncancel', over);
        });
      });
      Object.assign(window, { closingFade: fade });
    });
    await page.keyboard.press('Escape');
    const fade = await page.evaluate(() => (window as unknown as { closingFade: Promise<Fade> }).closingFade);
    expect(fade.openAtStart).toBe(false);
    expect(fade.durations).toMatchObject({ opacity: 200, transform: 200 });
    expect(fade.lasted).toBeGreaterThanOrEqual(180);
    await expect(dialog).toBeHidden();
    expect(await page.locator('dialog.ds-dialog').evaluateAll((dialogs) => dialogs.map((shown) => getComputedStyle(shown).display))).not.toContain('block');
  });

  test('"Session time out" carries the blue info icon; the success icon is green', async ({ page }) => {
    await logInThroughApi(page, '1000001');
    // The bank answers "session timeout" (98) to the next call.
    await page.route('**/api/accounts', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"NativeErrorCode":98,"message":"Session timeout."}' }));
    await page.goto('/dashboard/legacy');
    const dialog = page.getByRole('dialog', { name: 'Session time out' });
    await expect(dialog).toBeVisible();
    expectTone(await iconColour(dialog), 'info');
    // No dialog of the app says "success" yet: its icon's colour is read from the same stylesheet.
    const success = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.className = 'ds-dialog-icon ds-dialog-icon--success';
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    expectTone(success, 'success');
  });

  test('"Internet banking inactivity" carries the orange warning icon', async ({ page }) => {
    await page.clock.install();
    await logInAsAroha(page);
    await page.clock.runFor('09:00');
    const dialog = page.getByRole('dialog', { name: 'Internet banking inactivity' });
    await expect(dialog).toBeVisible();
    expectTone(await iconColour(dialog), 'warning');
  });
});
