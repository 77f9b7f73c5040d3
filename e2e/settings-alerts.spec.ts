import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { ownCustomer } from './support/ownCustomer';
import { openAs, screenshotBothWidths } from './support/settingsPages';

test('Jack turns on a large-payment alert by SMS; a wrong amount is refused on its field first', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, await ownCustomer(request, '1000004'), '/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  await expect(page).toHaveTitle('Alerts | Kōwhai Bank');
  await expectAccessible(page);

  await page.getByRole('switch', { name: 'Large payment alert' }).check();
  const card = page.getByRole('region', { name: 'Large payment' });
  await card.getByLabel('Alert me from').fill('1000.50');
  await card.getByRole('radio', { name: 'Text message (SMS)' }).check();
  await page.getByRole('button', { name: 'Save alerts' }).click();
  await expect(card.getByText('Enter a whole dollar amount')).toBeVisible();
  await expect(card.getByLabel('Alert me from')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await card.getByLabel('Alert me from').fill('1,000');
  await page.getByRole('button', { name: 'Save alerts' }).click();
  await expect(page.getByText('Your alerts have been saved.')).toBeVisible();
  await screenshotBothWidths(page, 'alerts');

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Large payment alert' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Large payment' }).getByLabel('Alert me from')).toHaveValue('1000');
});

test('Tama turns on the new-login alert; his next login puts the alert in his inbox, unread', async ({ page, request }) => {
  const tama = await ownCustomer(request, '1000006');
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, tama, '/alerts');
  await page.getByRole('switch', { name: 'New login alert' }).check();
  await page.getByRole('button', { name: 'Save alerts' }).click();
  await expect(page.getByText('Your alerts have been saved.')).toBeVisible();

  await page.context().clearCookies();
  await openAs(page, tama, '/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const alert = page.getByRole('listitem').filter({ hasText: 'New login alert' });
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('New');
  await expectAccessible(page);
  await alert.getByRole('button').first().click();
  await expect(page.getByRole('article')).toContainText('Someone logged in to your internet banking on');
});
