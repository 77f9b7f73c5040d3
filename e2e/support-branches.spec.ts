import { expect, test } from './support/test';
import { checkAtWidths } from './support/productShots';
import { atSandboxTime } from './support/sandboxClock';

// The app tells the time by the sandbox's one clock (the browser's clock is not trusted), so each
// journey sets the sandbox's clock to the hour it needs, a day in the past (nothing falls due).

test('a visitor finds a branch open now, on the Auckland clock', async ({ page, request }) => atSandboxTime(request, '2026-11-23T10:30', async () => {
  // Monday 23 November 2026, 10:30 am in Auckland (NZDT): the browser's own zone does not matter.
  await page.goto('/branches');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a branch' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Suburb or town' }).fill('Ponsonby');
  const ponsonby = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ponsonby' }) });
  await expect(ponsonby.getByText('Open now')).toBeVisible();
  await expect(page.getByText('1 branch matching “Ponsonby”')).toBeVisible();
  await checkAtWidths(page, 'branches-search');
  await page.getByRole('searchbox', { name: 'Suburb or town' }).fill('');
  await checkAtWidths(page, 'branches');
}));

test('at 7 pm on a Sunday in Auckland only a branch with Sunday hours could be open, and none is', async ({ page, request }) => atSandboxTime(request, '2026-11-22T19:00', async () => {
  await page.goto('/branches');
  await expect(page.getByText('10 branches')).toBeVisible();
  await expect(page.getByText('Open now')).toHaveCount(0);
}));
