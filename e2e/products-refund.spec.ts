import { expect, test } from './support/test';
import { checkAtWidths, openLoggedIn } from './support/productShots';
import { ownCustomer } from './support/ownCustomer';

test.describe.configure({ timeout: 90_000 }); // four steps, each checked by axe and photographed at two widths

test('a clone of Grace (1000007) asks for her refund into her Everyday account, then sees it was already submitted', async ({ page, request }) => {
  const grace = await ownCustomer(request, '1000007');
  // A case reference is unique: a clone's letter has Grace's CCCFA-2026-0007 with its own number after it.
  const reference = `CCCFA-2026-0007-${grace}`;
  await openLoggedIn(page, '/online/refund', grace);
  await expect(page.getByRole('heading', { level: 1, name: 'Your consumer credit refund' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Reference from our letter' })).toHaveAttribute('aria-invalid', 'true');
  await checkAtWidths(page, 'refund-verify');
  // The date of birth alone is not enough: the reference on the letter we posted is asked too.
  await page.getByRole('textbox', { name: 'Reference from our letter' }).fill('CCCFA-2026-0001');
  await page.getByLabel('Date of birth').fill('05/04/1981');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText("Those details don't match our records")).toBeVisible();
  await page.getByRole('textbox', { name: 'Reference from our letter' }).fill(reference);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('$482.15')).toBeVisible();
  await page.getByRole('radio', { name: 'Another New Zealand bank account' }).check();
  await page.getByLabel('Account number').fill('01-0902-0068388-00');
  await page.getByRole('button', { name: 'Request my refund' }).click();
  await expect(page.getByLabel('Account number')).toHaveAttribute('aria-invalid', 'true');
  await checkAtWidths(page, 'refund-choose');
  await page.getByRole('radio', { name: /Everyday/ }).check();
  await page.getByRole('button', { name: 'Request my refund' }).click();
  await expect(page.getByText("Thanks, we've got your refund request")).toBeVisible();
  await checkAtWidths(page, 'refund-done');

  await page.reload();
  await page.getByRole('textbox', { name: 'Reference from our letter' }).fill(reference);
  await page.getByLabel('Date of birth').fill('05/04/1981');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your refund request has already been submitted')).toBeVisible();
  await checkAtWidths(page, 'refund-already-submitted');
});
