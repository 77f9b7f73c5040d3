import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { latestOneTimeCode, logInFromLoginPage } from './support/session';
import { shoot as picture } from './support/shots';
import { ownCustomer } from './support/ownCustomer';

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await picture(page, 'international-payments', `${name}-${width}`);
  }
}

test('Aroha sends £120.50 to Emma Clarke: the quote shows the rate, fee and NZD total, the SMS code sends it', async ({ page, request }) => {
  const aroha = await ownCustomer(request, '1000001');
  await logInFromLoginPage(page, aroha);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/international-payees');
  await expect(page.getByRole('heading', { name: 'Emma Clarke' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'international-payees');

  await page.getByRole('link', { name: 'Send money to Emma Clarke' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Send money overseas' })).toBeVisible();
  await expect(page.getByLabel('From account')).toBeVisible();
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await expect(page.getByLabel('Amount in GBP')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await shoot(page, 'send-overseas-form');

  await page.getByLabel('Amount in GBP').fill('120.50');
  await page.getByRole('button', { name: 'Get a quote' }).click();
  const quote = page.getByRole('region', { name: 'Your quote' });
  await expect(quote).toBeVisible();
  await expect(quote.getByText(/^1 NZD = \d+\.\d{4} GBP$/)).toBeVisible();
  await expect(quote.getByText('£120.50')).toBeVisible();
  await expect(quote.getByText('This quote is held for 2 minutes', { exact: false })).toBeVisible();
  const send = quote.getByRole('button', { name: /^Send \$[\d,]+\.\d\d$/ });
  const total = (await send.textContent())?.replace('Send ', '') ?? '';
  await expect(quote.getByText(total, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'send-overseas-quote');

  await send.click();
  const challenge = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(challenge).toBeVisible();
  await challenge.getByLabel('Security code').fill(await latestOneTimeCode(page.request, aroha));
  await challenge.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You sent £120.50 to Emma Clarke' })).toBeVisible();
  await expect(page.getByText(total, { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'send-overseas-receipt');
});
