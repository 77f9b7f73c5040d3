import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { installNativeApp, sentToApp } from './support/nativeApp';
import { commandNames, expectLogged, IOS_APP_USER_AGENT, openInSimulator, recorded } from './support/nativeHost';

test.use({ userAgent: IOS_APP_USER_AGENT });

test.describe('the webview session, through the native-host simulator', () => {
  test('a good native token lands logged in, and ready follows the first load', async ({ page }) => {
    const app = await openInSimulator(page, { customer: '1000001' });
    await expect(app.getByRole('heading', { name: 'Kia ora, Aroha' })).toBeVisible();
    await expectLogged(page, 'ready', 2);
    expect(await commandNames(page)).toEqual(['ready?request=token', 'ready']);
    const [request] = await recorded(page);
    expect(request?.payload).toEqual({ v: '1', request: 'token' });
    await expect(page.getByRole('status')).toHaveText(/Answered the token request for customer 1000001|ready: the page has loaded/);
    await expectAccessible(page);
  });

  test('a bad token in the simulator: timeout, then close', async ({ page }) => {
    await page.clock.install();
    await openInSimulator(page, { token: 'bad' });
    await expectLogged(page, 'timeout');
    expect(await commandNames(page)).toEqual(['ready?request=token', 'ready', 'timeout']);
    await page.clock.fastForward(10_500);
    await expectLogged(page, 'close');
    await expectAccessible(page);
  });

  test('a bad token: timeout 1 s after the refusal, close 10 s later (one page clock)', async ({ page }) => {
    await page.clock.install();
    await installNativeApp(page, { customerNumber: '1000001', refreshToken: 'not-a-valid-refresh-token' });
    await page.goto('/online/dashboard');
    await expect.poll(async () => (await sentToApp(page)).map((c) => c.command)).toContain('timeout');
    const sent = await sentToApp(page);
    const at = (name: string) => sent.find((c) => c.command === name && !c.payload.request)?.at ?? NaN;
    expect(at('timeout') - (sent[0]?.at ?? NaN)).toBeGreaterThanOrEqual(1_000);
    await page.clock.pauseAt(at('timeout') + 9_900);
    expect((await sentToApp(page)).map((c) => c.command)).not.toContain('close');
    await page.clock.runFor(200);
    await expect.poll(async () => (await sentToApp(page)).map((c) => c.command)).toContain('close');
    const close = (await sentToApp(page)).find((c) => c.command === 'close')?.at ?? NaN;
    // Stamps are taken when the observer sees the frame, so allow the clock's own tick either side.
    expect(Math.abs(close - at('timeout') - 10_000)).toBeLessThan(100);
  });

  test('logout sends timeout instead of going to the login page', async ({ page }) => {
    const app = await openInSimulator(page);
    await expect(app.getByRole('heading', { name: 'Kia ora, Aroha' })).toBeVisible();
    // The app's own frame has Log out; inside the webview the debug panel stands in for it.
    await app.getByRole('button', { name: 'Debug' }).click();
    await app.getByRole('region', { name: 'Debug panel' }).getByRole('button', { name: 'Log out' }).click();
    await expectLogged(page, 'timeout');
    const url = await page.locator('#webview').evaluate((frame: HTMLIFrameElement) => frame.contentWindow?.location.pathname);
    expect(url).not.toBe('/login');
  });
});
