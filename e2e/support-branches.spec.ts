import { expect, test } from '@playwright/test';
import { checkAtWidths } from './support/productShots';

test('a visitor finds a branch open now, on the Auckland clock', async ({ page }) => {
  // Monday 23 November 2026, 10:30 am in Auckland (NZDT): the browser's own zone does not matter.
  await page.clock.setFixedTime(new Date('2026-11-22T21:30:00Z'));
  await page.goto('/branches');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a branch' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Suburb or town' }).fill('Ponsonby');
  const ponsonby = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ponsonby' }) });
  await expect(ponsonby.getByText('Open now')).toBeVisible();
  await expect(page.getByText('1 branch matching “Ponsonby”')).toBeVisible();
  await checkAtWidths(page, 'branches-search');
  await page.getByRole('searchbox', { name: 'Suburb or town' }).fill('');
  await checkAtWidths(page, 'branches');
});

test('at 7 pm on a Sunday in Auckland only a branch with Sunday hours could be open, and none is', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-22T06:00:00Z'));
  await page.goto('/branches');
  await expect(page.getByText('10 branches')).toBeVisible();
  await expect(page.getByText('Open now')).toHaveCount(0);
});
