import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { installNativeApp, sentToApp } from './support/nativeApp';
import { expectLogged, IOS_APP_USER_AGENT, openInSimulator, recorded } from './support/nativeHost';

test.use({ userAgent: IOS_APP_USER_AGENT });

test.describe('webview pages, links and downloads, through the native-host simulator', () => {
  test('a path outside the webview paths goes to the app as link', async ({ page }) => {
    const app = await openInSimulator(page);
    await expect(app.getByRole('heading', { name: 'Kia ora, Aroha' })).toBeVisible();
    // The web header and menus are hidden inside the app, whose own frame has the navigation.
    await expect(app.getByRole('banner')).toHaveCount(0);
    await expect(app.getByRole('navigation', { name: 'Tab bar' })).toHaveCount(0);
    // Security is not among the areas' webview paths: the native app has its own settings.
    await app.getByRole('button', { name: 'Debug' }).click();
    await app.getByLabel('Navigate to').fill('/security');
    await app.getByRole('button', { name: 'Go' }).click();
    await expectLogged(page, 'link');
    const link = (await recorded(page)).find((c) => c.command === 'link');
    expect(link?.payload).toEqual({ v: '1', url: '/security' });
  });

  test("a page that cannot run in a webview says so, and its Close button sends close", async ({ page }) => {
    const app = await openInSimulator(page, { path: '/apply/password-reset', token: 'none' });
    await expect(app.getByRole('heading', { name: 'This page cannot be displayed in a webview' })).toBeVisible();
    await expectAccessible(page);
    await app.getByRole('button', { name: 'Close' }).click();
    await expectLogged(page, 'close');
  });

  test('a document download goes to the app as download, with its PDF', async ({ page }) => {
    const app = await openInSimulator(page);
    await expect(app.getByRole('heading', { name: 'Kia ora, Aroha' })).toBeVisible();
    await app.getByRole('button', { name: 'Debug' }).click();
    await app.getByRole('button', { name: 'Download a sample document' }).click();
    await expectLogged(page, 'download');
    const download = (await recorded(page)).find((c) => c.command === 'download');
    expect(download?.payload).toMatchObject({ v: '1', fileName: 'sample-document.pdf', mimeType: 'application/pdf' });
    expect(Buffer.from(download?.payload.base64 ?? '', 'base64').subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    // The simulator answered "saved": it offers the file, and the app shows no error.
    await expect(page.getByRole('link', { name: /Save sample-document\.pdf/ })).toBeVisible();
    await expect(app.getByText('Your document could not be saved')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a download the app never answers tells the customer after 60 s (one page clock)', async ({ page }) => {
    const minted = await page.request.post('/dev/native-token', { data: { customerNumber: '1000001' } });
    await page.clock.install();
    await installNativeApp(page, await minted.json());
    await page.goto('/online/dashboard');
    await expect(page.getByRole('heading', { name: 'Kia ora, Aroha' })).toBeVisible();
    await page.getByRole('button', { name: 'Debug' }).click();
    await page.getByRole('button', { name: 'Download a sample document' }).click();
    await expect.poll(async () => (await sentToApp(page)).map((c) => c.command)).toContain('download');
    // runFor fires every timer due on the way, in order, as if the minute had passed (fastForward
    // fires them all at its end, at most once, which lost the toast once on a loaded machine).
    await page.clock.runFor(59_000);
    await expect(page.getByText('The app did not respond, so your document was not saved. Please try again.')).toHaveCount(0);
    await page.clock.runFor(1_500);
    await expect(page.getByText('The app did not respond, so your document was not saved. Please try again.')).toBeVisible();
    await expectAccessible(page);
  });
});
