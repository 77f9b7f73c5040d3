import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { logIn } from './support/login';
import { shoot } from './support/shots';

const NOTICE = {
  id: 'journey-maintenance', title: 'Planned maintenance',
  body: 'Internet banking and the app are unavailable on Sunday from 1am to 3am while we upgrade our systems.',
};

test.afterEach(async ({ request }) => {
  await request.post('/dev/service-notices/withdraw', { data: { id: NOTICE.id } });
});

test('a planned-outage notice from the content API shows above the page; closed, it stays closed after a reload', async ({ page, request }) => {
  expect((await request.post('/dev/service-notices', { data: { ...NOTICE, hours: 2 } })).ok()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  const notices = page.getByRole('region', { name: 'Service notices' });
  await expect(notices.getByText(NOTICE.title)).toBeVisible();
  await expect(notices.getByText(NOTICE.body)).toBeVisible();
  await logIn(page, '1000001');
  await expect(page).toHaveURL(/\/online\/dashboard$/);
  await expect(notices.getByText(NOTICE.title)).toBeVisible();
  await expectAccessible(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await shoot(page, 'service-notice', `service-notice-${width}`, { firstScreen: true });
  }

  await notices.getByRole('button', { name: `Dismiss: ${NOTICE.title}` }).click();
  await expect(page.getByText(NOTICE.title)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(NOTICE.body)).toHaveCount(0);
});
