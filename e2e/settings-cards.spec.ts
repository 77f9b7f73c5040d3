import { expect, test, type APIRequestContext } from './support/test';
import { expectAccessible } from './support/axe';
import { openAs, screenshotBothWidths } from './support/settingsPages';
import { checkAndShoot } from './support/ckShots';
import { ownCustomer } from './support/ownCustomer';

test.describe('manage cards', () => {
  test('Aroha freezes and unfreezes a card; a shop charging it meanwhile is declined', async ({ page, request }) => {
    const aroha = await ownCustomer(request, '1000001');
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, aroha, '/manage-cards');
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
    const charge = () => request.post('/dev/card-payments', { data: { cardId: `card-${aroha}-5`, merchant: 'Z Energy', amountCents: 6_500 } });
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
    // The replacement is posted (the card-intercept prize): ordering it takes the password again.
    await expect(confirm.getByLabel('Current password')).toBeVisible();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'cards-confirm');
    await confirm.getByRole('button', { name: 'Keep my card' }).click();
    await expect(page.getByRole('listitem', { name: 'Visa Debit ending 4001' })).toBeVisible();
  });
});

test.describe('a new card and card controls', () => {
  /** What is printed on Aroha's new Visa: its expiry is 48 months after the seed (the clone's, a moment ago), in the sandbox's Auckland month. */
  async function printedExpiries(request: APIRequestContext): Promise<string[]> {
    const { utc } = await (await request.get('/dev/clock')).json() as { utc: string };
    const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit' })
      .format(new Date(Date.parse(utc))).split('-').map(Number) as [number, number];
    const mmyy = (y: number, m: number) => `${String(m).padStart(2, '0')}/${String((y + 4) % 100).padStart(2, '0')}`;
    // The seed ran a moment ago: the month before too, in case the month turned over since.
    return [mmyy(year, month), month === 1 ? mmyy(year - 1, 12) : mmyy(year, month - 1)];
  }

  test('Aroha sets where her debit card works, is refused online purchases for the card on its way, then activates it', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, await ownCustomer(request, '1000001'), '/manage-cards');
    const fresh = page.getByRole('listitem', { name: 'New Visa Credit card' });
    await expect(fresh.getByText('Not activated yet')).toBeVisible();
    const overseas = page.getByRole('switch', { name: 'Overseas purchases, Visa Debit ending 4001' });
    await overseas.click();
    await expect(overseas).toBeChecked();
    await fresh.getByRole('switch', { name: 'Online purchases, New Visa Credit card' }).click();
    await fresh.getByRole('switch', { name: 'Overseas purchases, New Visa Credit card' }).click();
    await expect(fresh.getByText('Activate this card before you turn on online or overseas purchases.')).toBeVisible();
    await checkAndShoot(page, 'cards-list');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Overseas purchases, Visa Debit ending 4001' })).toBeChecked();
    await overseas.click();
    await expect(overseas).not.toBeChecked();

    await page.getByRole('button', { name: 'Activate card (New Visa Credit card)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Activate your new card' });
    const [expiry, monthBefore] = await printedExpiries(request);
    await dialog.getByRole('textbox', { name: 'Last 4 digits of the card number' }).fill('1234');
    await dialog.getByRole('textbox', { name: 'Expiry date' }).fill(expiry!);
    await dialog.getByRole('button', { name: 'Activate card' }).click();
    await expect(dialog.getByText(/Those details don't match the card we sent you\..*You have 2 more tries\./)).toBeVisible();
    await checkAndShoot(page, 'cards-activate-mismatch');
    await dialog.getByRole('textbox', { name: 'Last 4 digits of the card number' }).fill('6001');
    await dialog.getByRole('button', { name: 'Activate card' }).click();
    if (await dialog.getByText(/You have 1 more try\./).isVisible({ timeout: 2_000 }).catch(() => false)) {
      await dialog.getByRole('textbox', { name: 'Expiry date' }).fill(monthBefore!);
      await dialog.getByRole('button', { name: 'Activate card' }).click();
    }
    await expect(page.getByText('Your Visa Credit ending 6001 is ready to use.')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Visa Credit ending 6001' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Visa Credit ending 7001' })).toHaveCount(0);
    await checkAndShoot(page, 'cards-activated');
  });
});
