import { expect, test } from './support/test';
import { atStep, cont, fillApplicant, fillEmployment, fillFinances, shot } from './support/apply';
import { logIn } from './support/login';
import { ownCustomer } from './support/ownCustomer';

// Each width applies as a clone of its own demo customer, so no open application is shared.
const CUSTOMERS = { 375: '1000006', 1280: '1000001' } as const;

for (const width of [375, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    test(`a clone of ${CUSTOMERS[width]} applies for a credit card and gets a decision`, async ({ page, request }) => {
      const customer = await ownCustomer(request, CUSTOMERS[width]);
      await page.goto('/login');
      await logIn(page, customer);
      await expect(page).toHaveURL(/\/online\/dashboard$/);
      await page.goto('/apply/open-a/credit-card');
      await atStep(page, 'About you', 'Step 1 of 5');
      await shot(page, 'credit-card-about-you');
      await fillApplicant(page);
      await cont(page);
      await atStep(page, 'Your employment', 'Step 2 of 5');
      await fillEmployment(page);
      await shot(page, 'credit-card-employment');
      await cont(page);
      await atStep(page, 'Income and expenses', 'Step 3 of 5');
      await fillFinances(page);
      await cont(page);
      await atStep(page, 'Your card', 'Step 4 of 5');
      await page.getByRole('radio', { name: /Kōwhai Airpoints Mastercard/ }).check();
      await page.getByLabel('Credit limit').fill('8,000');
      await shot(page, 'credit-card-card');
      await cont(page);
      await atStep(page, 'Check your answers', 'Step 5 of 5');
      await expect(page.getByText('Kōwhai Airpoints Mastercard')).toBeVisible();
      await page.getByRole('button', { name: 'Edit Your card' }).click();
      await atStep(page, 'Your card', 'Step 4 of 5');
      await page.getByLabel('Credit limit').fill('6,000');
      await cont(page);
      await atStep(page, 'Check your answers', 'Step 5 of 5');
      await expect(page.getByText('$6,000')).toBeVisible();
      await shot(page, 'credit-card-review');
      await page.getByRole('button', { name: 'Submit application' }).click();
      await atStep(page, 'Your decision', null);
      await expect(page.getByText('Your credit card is approved.', { exact: false })).toBeVisible();
      await shot(page, 'credit-card-decision');
    });
  });
}
