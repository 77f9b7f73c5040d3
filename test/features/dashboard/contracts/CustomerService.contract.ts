import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { CustomerService } from '../../../../src/features/dashboard/core/ports/CustomerService';
import { AROHA } from '../../../support/demoData';

export interface CustomerServiceSubject {
  /** Logged in as Aroha (demo customer 1000001). */
  loggedIn: CustomerService;
  /** No token at all. */
  anonymous: CustomerService;
}

export function describeCustomerServiceContract(name: string, make: () => Promise<CustomerServiceSubject>) {
  describe(`${name} honours the CustomerService contract`, () => {
    let subject: CustomerServiceSubject;
    beforeEach(async () => { subject = await make(); });

    it("returns the logged-in customer's profile", async () => {
      await expect(subject.loggedIn.getProfile()).resolves.toEqual({
        customerNumber: AROHA.customerNumber, firstName: AROHA.firstName, lastName: AROHA.lastName,
      });
    });

    it('lists accounts with integer-cent balances and dashed account numbers', async () => {
      const accounts = await subject.loggedIn.listAccounts();
      expect(accounts.length).toBeGreaterThan(0);
      for (const account of accounts) {
        expect(Number.isSafeInteger(account.balance)).toBe(true);
        expect(Number.isSafeInteger(account.available)).toBe(true);
        expect(account.accountNumber).toMatch(/^\d{2}-\d{4}-\d{7}-\d{2,3}$/);
      }
    });

    it('refuses a caller without a token with NativeErrorCode 7009', async () => {
      const failure = await subject.anonymous.listAccounts().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
