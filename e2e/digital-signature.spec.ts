import { expect, test } from './support/test';
import { atStep, resumeApplication } from './support/apply';
import { expectAccessible } from './support/axe';
import { centsOf, logInHome, shownBalance } from './support/money';
import { ownCustomer } from './support/ownCustomer';
import { codeOfNewOperation, knownOperations } from './support/session';
import { shootBothWidths } from './support/shots';

test.describe('digital signature', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('Grace is approved for a loan, reads her contract, signs it with a code and sees the money in her account', async ({ page, request }) => {
    const grace = await ownCustomer(request, '1000007');
    await logInHome(page, grace, 'Grace');
    await page.getByRole('link', { name: /^Everyday/ }).first().click();
    const before = await shownBalance(page);

    // Applies with her answers already given (the application steps have journeys of their own).
    // Each full page load restores the session with a refresh grant; each settles before the next.
    const loggedIn = () => expect(page.getByRole('banner').getByRole('link', { name: 'Kōwhai Bank home' })).toHaveAttribute('href', /dashboard$/);
    await page.waitForLoadState('networkidle');
    await page.goto('/apply/open-a/personal-loan');
    await loggedIn();
    await page.waitForLoadState('networkidle');
    await resumeApplication(page, 'personal-loan', 4, {
      firstName: 'Grace', lastName: 'Patel', mobile: '021 555 0707', addressLine1: '1 Queen Street', town: 'Auckland', postcode: '1010',
      employmentStatus: 'full-time', employer: 'Fonterra', monthlyIncome: '6,200', monthlyExpenses: '2,900',
      loanAmount: '12,000', loanTerm: '48', loanPurpose: 'Car',
    });
    await loggedIn();
    await atStep(page, 'Check your answers', 'Step 5 of 5');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await atStep(page, 'Your decision', null);
    await page.getByRole('link', { name: 'Read and sign your loan contract' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Sign your loan contract' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('$12,000.00');
    const contract = await page.request.get(await page.getByRole('link', { name: 'Read your contract (PDF)' }).getAttribute('href') ?? '');
    expect(contract.headers()['content-type']).toBe('application/pdf');
    await expectAccessible(page);
    await shootBothWidths(page, 'digital-signature', 'contract');

    // A name that is not hers is refused in words, and what she chose stays chosen.
    await page.getByLabel('Pay the loan into').selectOption({ label: await page.getByLabel('Pay the loan into').locator('option', { hasText: 'Everyday' }).innerText() });
    await page.getByLabel('Type your full name to sign').fill('G Patel');
    await page.getByLabel('I have read my contract and agree to its terms').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Type your full name to sign')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toContainText('Type your full name as we have it');
    await expectAccessible(page);
    await shootBothWidths(page, 'digital-signature', 'name-refused');

    const known = await knownOperations(request, grace);
    await page.getByLabel('Type your full name to sign').fill('Grace Patel');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('You are signing your personal loan contract for $12,000.00')).toBeVisible();
    await expectAccessible(page);
    await shootBothWidths(page, 'digital-signature', 'code');
    await page.getByLabel('Code').fill(await codeOfNewOperation(request, grace, known));
    await page.getByRole('button', { name: 'Sign contract' }).click();

    await expect(page.getByRole('heading', { name: 'Your contract is signed' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Grace Patel');
    const signed = await page.request.get(await page.getByRole('link', { name: 'Download your signed contract (PDF)' }).getAttribute('href') ?? '');
    expect(signed.headers()['content-type']).toBe('application/pdf');
    await expectAccessible(page);
    await shootBothWidths(page, 'digital-signature', 'signed');

    await page.getByRole('link', { name: 'See your accounts' }).click();
    await expect(page.getByRole('heading', { name: 'Kia ora, Grace' })).toBeVisible();
    // The new loan account is the last of her accounts; its page shows what is owed: exactly what was paid out.
    await page.getByRole('link', { name: 'Personal Loan' }).last().click();
    expect(await shownBalance(page)).toBe(centsOf('$12,000.00'));
    await page.goBack();
    await page.getByRole('link', { name: /^Everyday/ }).first().click();
    expect(await shownBalance(page)).toBe(before + centsOf('$12,000.00'));
    await expect(page.getByText('Personal loan drawdown').first()).toBeVisible();
  });
});
