import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { logIn } from './support/login';
import { ownCustomer } from './support/ownCustomer';

const LOCKED = "That's too many unsuccessful attempts and your account is now locked. Please reset your password.";

test('three wrong passwords lock the customer out, at the bank too', async ({ page, request }) => {
  // A lock lasts for the database's life: the customer locked is the test's own.
  const customer = await ownCustomer(request, '1000005');
  await page.goto('/login');
  const MISMATCH = "Sorry, your customer number or password doesn't match our records. Please try again.";
  await logIn(page, customer, 'wrong-password-1');
  await expect(page.getByRole('alert')).toHaveText(MISMATCH);
  // The second leaves one attempt: the customer is told before the lock, not after.
  await logIn(page, customer, 'wrong-password-2');
  await expect(page.getByRole('alert')).toHaveText(`${MISMATCH} You have one attempt left before your login is locked.`);
  await expectAccessible(page);
  await logIn(page, customer, 'wrong-password-3');
  await expect(page.getByRole('alert')).toHaveText(LOCKED);
  await expectAccessible(page);

  // A fresh page forgets the client's count: the bank itself refuses the right password now.
  await page.reload();
  await logIn(page, customer);
  await expect(page.getByRole('alert')).toHaveText(LOCKED);
  await expect(page).toHaveURL(/\/login$/);
});
