import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { openAs, screenshotBothWidths } from './support/settingsPages';

test.describe('manage cards', () => {
  test('1000001 freezes and unfreezes a card; a shop charging it meanwhile is declined', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, '1000001', '/manage-cards');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage cards' })).toBeVisible();
    const credit = page.getByRole('listitem', { name: 'Visa Credit ending 7001' });
    await expect(credit).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Visa Debit ending 4001' })).toBeVisible();
    await expectAccessible(page);
    const freeze = page.getByRole('switch', { name: 'Freeze Visa Credit ending 7001' });
    await expect(freeze).not.toBeChecked();
    await freeze.click();
    await expect(freeze).toBeChecked();
    await expect(credit.getByText('Frozen', { exact: true })).toBeVisible();
    const charge = () => request.post('/dev/card-payments', { data: { cardId: 'card-1000001-5', merchant: 'Z Energy', amountCents: 6_500 } });
    expect(await (await charge()).json()).toEqual({ approved: false, reason: 'card-frozen' });
    await screenshotBothWidths(page, 'cards-frozen');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Freeze Visa Credit ending 7001' })).toBeChecked();
    await page.getByRole('switch', { name: 'Freeze Visa Credit ending 7001' }).click();
    await expect(page.getByRole('switch', { name: 'Freeze Visa Credit ending 7001' })).not.toBeChecked();
    await expect(page.getByRole('listitem', { name: 'Visa Credit ending 7001' }).getByText('Active', { exact: true })).toBeVisible();
  });

  test('/settings/manage-cards shows the same page, and the report dialog asks to confirm', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openAs(page, '1000001', '/settings/manage-cards');
    await page.getByRole('button', { name: 'Report Visa Debit ending 4001 lost or stolen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a lost or stolen card' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this card?' });
    await expect(confirm).toBeVisible();
    await screenshotBothWidths(page, 'cards-confirm');
    await confirm.getByRole('button', { name: 'Keep my card' }).click();
    await expect(page.getByRole('listitem', { name: 'Visa Debit ending 4001' })).toBeVisible();
  });
});
