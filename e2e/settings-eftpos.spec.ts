import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { latestOneTimeCode } from './support/session';
import { ownCustomer } from './support/ownCustomer';
import { openAs, screenshotBothWidths } from './support/settingsPages';

test.describe('online EFTPOS', () => {
  test('Aroha declines one payment request and approves the other with an SMS code', async ({ page, request }) => {
    const aroha = await ownCustomer(request, '1000001');
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, aroha, '/settings/online-eftpos');
    await expect(page.getByRole('heading', { level: 1, name: 'Online EFTPOS' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Online EFTPOS' })).toBeChecked();
    await expect(page.getByRole('listitem', { name: 'Mighty Ape, $89.99' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Kathmandu, $249.50' })).toBeVisible();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'eftpos-requests');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Decline $89.99 to Mighty Ape' }).click();
    const decline = page.getByRole('dialog', { name: 'Decline payment' });
    await decline.getByRole('radio', { name: "I don't recognise this payment" }).check();
    await expectAccessible(page);
    await decline.getByRole('button', { name: 'Decline payment' }).click();
    await expect(page.getByText('You declined the payment of $89.99 to Mighty Ape.')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Mighty Ape, $89.99' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Approve $249.50 to Kathmandu' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve payment' });
    await expect(approve.getByRole('combobox', { name: 'Pay from' })).toBeVisible();
    await screenshotBothWidths(page, 'eftpos-approve');
    await page.setViewportSize({ width: 1280, height: 900 });
    await approve.getByRole('button', { name: 'Approve payment' }).click();
    const code = page.getByRole('textbox', { name: /code/i });
    await expect(code).toBeVisible();
    await code.fill(await latestOneTimeCode(request, aroha));
    await code.press('Enter');
    await expect(page.getByText('You approved the payment of $249.50 to Kathmandu.')).toBeVisible();
    await expect(page.getByText('You have no payment requests waiting.')).toBeVisible();
    await expectAccessible(page);
  });

  test('the /online-eftpos/* hand-off path renders the same page in the app', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openAs(page, '1000001', '/online-eftpos/requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Online EFTPOS' })).toBeVisible();
    await expectAccessible(page);
  });
});
