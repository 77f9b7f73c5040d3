import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';

/**
 * The scan every journey relies on finds what it must: axe's serious problems and IBM Equal
 * Access's violations, in the page itself and inside a frame (the native-host simulator's case).
 */
const BROKEN = `<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>
  <h1>Broken on purpose</h1>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <p style="color:#777;background:#888">Grey on grey</p>
</main></body></html>`;
const CLEAN = `<!doctype html><html lang="en"><head><title>Clean</title></head><body><main>
  <h1>Nothing wrong here</h1><p>Black on white.</p>
</main></body></html>`;

test('axe finds a missing alt text and low contrast; a clean page passes', async ({ page }) => {
  await page.setContent(BROKEN);
  const failure = await expectAccessible(page).then(() => null, (error: Error) => error.message);
  expect(failure).toContain('image-alt');
  expect(failure).toContain('color-contrast');
  await page.setContent(CLEAN);
  await expectAccessible(page);
});

test('IBM Equal Access finds content outside every landmark, which axe\'s WCAG rules allow', async ({ page }) => {
  await page.setContent(CLEAN.replace('</main>', '</main><p>Outside every landmark</p>'));
  const failure = await expectAccessible(page).then(() => null, (error: Error) => error.message);
  expect(failure).toContain('IBM Equal Access');
});

test('finds a problem inside a frame', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Framed</title></head><body><main>
    <h1>A frame</h1><iframe title="Framed page" srcdoc='${BROKEN.replace(/'/g, '&#39;')}'></iframe></main></body></html>`);
  await expect(page.frames()).toHaveLength(2);
  const failure = await expectAccessible(page).then(() => null, (error: Error) => error.message);
  expect(failure).toMatch(/image-alt|color-contrast/);
});
