import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { atStep, cont } from './support/apply';
import { logIn } from './support/login';
import { ownCustomer } from './support/ownCustomer';
import { shoot } from './support/shots';


async function shotBoth(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await shoot(page, 'hand-off-pages', `${name}-${width}`);
  }
}

test('my accounts: a logged-out visitor is sent to log in and comes back to the server’s account summary, which links into the app', async ({ page }) => {
  await page.goto('/my-accounts');
  await expect(page).toHaveURL(/\/login\?next=%2Fmy-accounts$/);
  await logIn(page, '1000001');
  await expect(page).toHaveURL(/\/my-accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My accounts' })).toBeVisible();
  const accounts = page.getByRole('main').getByRole('heading', { level: 2 });
  expect(await accounts.count()).toBeGreaterThan(0);
  await expect(page.getByText('Balance').first()).toBeVisible();
  await expectAccessible(page);
  await shotBoth(page, 'my-accounts');
  await page.setViewportSize({ width: 1280, height: 900 });

  const first = accounts.first().getByRole('link');
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/online\/accounts\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.trim());
});

test('loan status: a clone of 1000007’s referred top-up, the documents asked for, and the link to upload them', async ({ page, request }) => {
  const grace = await ownCustomer(request, '1000007');
  await page.goto('/login');
  await logIn(page, grace);
  await expect(page).toHaveURL(/\/online\/dashboard$/);
  await page.goto('/apply/open-a/home-loan-top-up');
  await atStep(page, 'Your top-up', 'Step 1 of 3');
  await page.getByLabel('Home loan').selectOption({ index: 1 });
  await page.getByLabel('How much would you like to add?').fill('40,000');
  await page.getByLabel('What is the top-up for?').selectOption('Renovations');
  await cont(page);
  await atStep(page, 'Your household', 'Step 2 of 3');
  await page.getByLabel('Household income before tax, a year').fill('180,000');
  await page.getByLabel('Monthly living expenses').fill('3,500');
  await page.getByLabel('Number of dependants').fill('2');
  await cont(page);
  await atStep(page, 'Check your answers', 'Step 3 of 3');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await atStep(page, 'Your decision', null);

  await page.goto('/loan-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Your applications' })).toBeVisible();
  // The newest first: the top-up just referred.
  const topUp = page.getByRole('article', { name: 'Home loan top-up' }).first();
  await expect(topUp.getByText('We need more information')).toBeVisible();
  await expect(topUp.getByText('Your last two payslips', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await shotBoth(page, 'loan-status');
  await page.setViewportSize({ width: 1280, height: 900 });

  await topUp.getByRole('link', { name: 'Details of your home loan top-up application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your home loan top-up application' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Upload documents' }).click();
  await expect(page).toHaveURL(/\/apply\/upload\?for=home-loan-top-up&application=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload documents' })).toBeVisible();
  await expect(page.getByText('For your home loan top-up application.')).toBeVisible();
  const payslip = { name: 'payslip-october.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n' + '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n'
    + '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') };
  await page.getByLabel('Choose files to upload').setInputFiles(payslip);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText("We've received payslip-october.pdf for your home loan top-up application.")).toBeVisible();
  await expect(page.getByText('1 of 10 files')).toBeVisible();
  await page.getByLabel('Choose files to upload').setInputFiles(payslip);
  await expect(page.getByText('"payslip-october.pdf" is already uploaded.')).toBeVisible();
  await expect(page.getByText('1 of 10 files')).toBeVisible();
  await expectAccessible(page);
  await shotBoth(page, 'upload-for-referred');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The documents went to the referred application itself: its status page lists them.
  const application = new URL(page.url()).searchParams.get('application');
  await page.goto(`/loan-status/${application}`);
  await expect(page.getByRole('main').getByText('payslip-october.pdf')).toBeVisible();
});

test('digital signature: a page of its own behind the login, never the app’s not-found page', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, '1000001');
  await expect(page).toHaveURL(/\/online\/dashboard$/);
  await page.goto('/digital-signature');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign your loan contract' })).toBeVisible();
  await expectAccessible(page);
  await shotBoth(page, 'digital-signature');
});
