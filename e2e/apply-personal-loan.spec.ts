import { expect, test, type Page } from './support/test';
import { atStep, cont, fillApplicant, fillEmployment, resumeApplication, shot } from './support/apply';
import { logIn } from './support/login';
import { ownCustomer } from './support/ownCustomer';

test.describe('an anonymous visitor applying for a personal loan', () => {
  test('starts, leaves, logs in, and resumes at the same step with the same answers (saved at the bank)', async ({ page, request }) => {
    const aroha = await ownCustomer(request, '1000001');
    await page.goto('/apply/open-a/personal-loan');
    await atStep(page, 'About you', 'Step 1 of 5');
    await cont(page);
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeFocused();
    await page.getByRole('link', { name: 'Enter your first name' }).click();
    await expect(page.getByLabel('First name')).toBeFocused();
    await expectAccessibleError(page);
    await fillApplicant(page, { first: 'Mere', last: "O'Neill-Tipene" });
    await cont(page);
    await atStep(page, 'Your employment', 'Step 2 of 5');
    await expect(page).toHaveURL(/\/apply\/open-a\/personal-loan\/employment$/);
    await fillEmployment(page);
    await cont(page);
    await atStep(page, 'Income and expenses', 'Step 3 of 5');
    await page.getByLabel('Monthly income after tax').fill('5,400');

    // Leaves for the login page, logs in, and comes back later.
    await page.goto('/login');
    await logIn(page, aroha);
    await expect(page).toHaveURL(/\/online\/dashboard$/);
    await page.goto('/apply/open-a/personal-loan');
    await atStep(page, 'Income and expenses', 'Step 3 of 5');
    await expect(page.getByLabel('Monthly income after tax')).toHaveValue('5,400');

    // The bank holds it now: after a logout (which clears the tab) it resumes from the server.
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await expect(page).toHaveURL(/\/login\?loggedOut=true$/);
    await logIn(page, aroha);
    await expect(page).toHaveURL(/\/online\/dashboard$/);
    await page.goto('/apply/open-a/personal-loan');
    await atStep(page, 'Income and expenses', 'Step 3 of 5');
    await expect(page.getByLabel('Monthly income after tax')).toHaveValue('5,400');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Last name')).toHaveValue("O'Neill-Tipene");
  });

  test('is sent to log in before submitting, and comes back to the review', async ({ page, request }) => {
    const grace = await ownCustomer(request, '1000007');
    await page.goto('/apply/open-a/personal-loan');
    await atStep(page, 'About you', 'Step 1 of 5');
    await fillApplicant(page);
    await cont(page);
    await fillEmployment(page);
    await cont(page);
    await page.getByLabel('Monthly income after tax').fill('6,200');
    await page.getByLabel('Monthly living expenses').fill('2,900');
    await cont(page);
    await atStep(page, 'Your loan', 'Step 4 of 5');
    await shot(page, 'personal-loan-step-4');
    await page.getByLabel('How much would you like to borrow?').fill('12,000');
    await page.getByLabel('Repay over').selectOption('4 years');
    await page.getByLabel('What is the loan for?').selectOption('Car');
    await cont(page);
    await atStep(page, 'Check your answers', 'Step 5 of 5');
    await shot(page, 'personal-loan-review-anonymous');
    await page.getByRole('button', { name: 'Log in to submit' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await logIn(page, grace);
    await atStep(page, 'Check your answers', 'Step 5 of 5');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await atStep(page, 'Your decision', null);
    await expect(page.getByText('Your personal loan is approved.', { exact: false })).toBeVisible();
    await shot(page, 'personal-loan-decision');
  });

  test('stays on the page and logs in with the dialog when the debug switch prevents the redirection', async ({ page, request }) => {
    const jack = await ownCustomer(request, '1000004');
    await page.goto('/apply/open-a/personal-loan');
    await page.evaluate(() => sessionStorage.setItem('preventPersonalLoanRedirection', 'true'));
    await resumeApplication(page, 'personal-loan', 4, {
      firstName: 'Jack', lastName: 'Thompson', mobile: '021 555 0404', addressLine1: '1 Queen Street', town: 'Auckland', postcode: '1010',
      employmentStatus: 'part-time', employer: 'Countdown', monthlyIncome: '3,100', monthlyExpenses: '1,800',
      loanAmount: '4,000', loanTerm: '24', loanPurpose: 'Travel',
    });
    await atStep(page, 'Check your answers', 'Step 5 of 5');
    await page.getByRole('button', { name: 'Log in to submit' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/apply\/open-a\/personal-loan\/review$/);
    await logIn(page, jack);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await atStep(page, 'Your decision', null);
    await expect(page.getByText(/because of your credit history/)).toBeVisible();
  });
});

async function expectAccessibleError(page: Page) {
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'personal-loan-errors');
}
