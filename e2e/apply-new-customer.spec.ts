import { expect, test } from './support/test';
import { atStep, cont, fillApplicant, fillEmployment, fillFinances, shot } from './support/apply';

test.setTimeout(120_000);

// Nobody logs in: the visitor's answers go to the bank under a new-customer applicant record.
test('an anonymous visitor applies for a credit card as a new customer and sees the decision', async ({ page }) => {
  await page.goto('/apply/open-a/credit-card');
  await atStep(page, 'About you', 'Step 1 of 5');
  await fillApplicant(page);
  await cont(page);
  await atStep(page, 'Your employment', 'Step 2 of 5');
  await fillEmployment(page);
  await cont(page);
  await atStep(page, 'Income and expenses', 'Step 3 of 5');
  await fillFinances(page);
  await cont(page);
  await atStep(page, 'Your card', 'Step 4 of 5');
  await page.getByRole('radio', { name: /Kōwhai Airpoints Mastercard/ }).check();
  await page.getByLabel('Credit limit').fill('4,000');
  await cont(page);
  await atStep(page, 'Check your answers', 'Step 5 of 5');
  // A reload on the review keeps every answer (the tab's copy).
  await page.reload();
  await atStep(page, 'Check your answers', 'Step 5 of 5');
  await expect(page.getByText('$4,000')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in to submit' })).toBeVisible();
  await shot(page, 'new-customer-review');
  await page.getByRole('button', { name: 'Continue as a new customer' }).click();
  await atStep(page, 'Your decision', null);
  await expect(page).toHaveURL(/\/apply\/open-a\/credit-card\/decision$/);
  await expect(page.getByText("We'll be in touch on the mobile number you gave us.")).toBeVisible();
  await shot(page, 'new-customer-decision');
});
