import { expect, test, type Page } from './support/test';
import { atStep, resumeApplication } from './support/apply';
import { expectAccessible } from './support/axe';
import { ownCustomer } from './support/ownCustomer';
import { logInThroughApi } from './support/session';
import { shootBothWidths } from './support/shots';

/** Answers of an applicant the bank's rules refer (a large loan) or, for a poor credit history, decline. */
const ANSWERS = {
  firstName: 'Aroha', lastName: 'Ngata', mobile: '021 555 0101', addressLine1: '1 Queen Street', town: 'Auckland', postcode: '1010',
  employmentStatus: 'full-time', employer: 'Fonterra', monthlyIncome: '9,500', monthlyExpenses: '2,900', loanTerm: '84', loanPurpose: 'Car',
};

/** Applies for a personal loan from the review step and waits for the decision. */
async function applyForLoan(page: Page, loanAmount: string): Promise<void> {
  await page.goto('/apply/open-a/personal-loan');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Kōwhai Bank home' })).toHaveAttribute('href', /dashboard$/);
  await page.waitForLoadState('networkidle');
  await resumeApplication(page, 'personal-loan', 4, { ...ANSWERS, loanAmount });
  await atStep(page, 'Check your answers', 'Step 5 of 5');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await atStep(page, 'Your decision', null);
}

test.describe('an application past the point of taking documents says so in words', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a referred loan withdrawn on the loan status page takes no more documents (10421)', async ({ page, request }) => {
    const aroha = await ownCustomer(request, '1000001');
    await logInThroughApi(page, aroha, '/online/dashboard');
    await applyForLoan(page, '35,000');
    const upload = page.getByRole('link', { name: 'Upload documents' });
    const uploadPath = await upload.getAttribute('href');
    expect(uploadPath).toContain('application=');

    await page.goto('/loan-status');
    await page.getByRole('button', { name: 'Withdraw this application' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw your personal loan application?' })).toBeVisible();
    await expectAccessible(page);
    await shootBothWidths(page, 'application-states', 'withdraw-question');
    await page.getByRole('button', { name: 'Yes, withdraw it' }).click();
    await expect(page.getByRole('main').getByText('Withdrawn', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await shootBothWidths(page, 'application-states', 'withdrawn');

    await page.goto(uploadPath!);
    await expect(page.getByText('This application was cancelled. You can start a new one whenever you like.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose files' })).toHaveCount(0);
    await expectAccessible(page);
    await shootBothWidths(page, 'application-states', 'upload-withdrawn');
  });

  test('a declined loan takes no documents (10422)', async ({ page, request }) => {
    const jack = await ownCustomer(request, '1000004');
    await logInThroughApi(page, jack, '/online/dashboard');
    await applyForLoan(page, '4,000');
    await expect(page.getByText(/because of your credit history/)).toBeVisible();
    await page.goto('/loan-status');
    const details = await page.getByRole('link', { name: 'Details of your personal loan application' }).first().getAttribute('href');
    await page.goto(`/apply/upload?for=personal-loan&application=${details!.split('/').pop()}`);
    await expect(page.getByText("This application has been declined, so it can't be changed.")).toBeVisible();
    await expectAccessible(page);
    await shootBothWidths(page, 'application-states', 'upload-declined');
  });
});
