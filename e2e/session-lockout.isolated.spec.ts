import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { logIn } from './support/login';

const LOCKED = "That's too many unsuccessful attempts and your account is now locked. Please reset your password.";

// 1000005 (Sophie) is locked by this test and by no other: a lock lasts for the run's database.
test('three wrong passwords lock the customer out, at the bank too', async ({ page }) => {
  await page.goto('/login');
  const MISMATCH = "Sorry, your customer number or password doesn't match our records. Please try again.";
  await logIn(page, '1000005', 'wrong-password-1');
  await expect(page.getByRole('alert')).toHaveText(MISMATCH);
  // The second leaves one attempt: the customer is told before the lock, not after.
  await logIn(page, '1000005', 'wrong-password-2');
  await expect(page.getByRole('alert')).toHaveText(`${MISMATCH} You have one attempt left before your login is locked.`);
  await expectAccessible(page);
  await logIn(page, '1000005', 'wrong-password-3');
  await expect(page.getByRole('alert')).toHaveText(LOCKED);
  await expectAccessible(page);

  // A fresh page forgets the client's count: the bank itself refuses the right password now.
  await page.reload();
  await logIn(page, '1000005');
  await expect(page.getByRole('alert')).toHaveText(LOCKED);
  await expect(page).toHaveURL(/\/login$/);
});
