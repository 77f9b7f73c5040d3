import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { BotProof } from '../../../../contract/bot-check';
import type { NewCustomerApplications } from '../../../../src/features/apply/core/ports/NewCustomerApplications';
import { CREDIT_CARD, PERSONAL_LOAN } from './validAnswers';

/** What every NewCustomerApplications honours: the fake and the real adapter on the sandbox. */
export function describeNewCustomerApplicationsContract(name: string, make: () => Promise<{ service: NewCustomerApplications; proof(): Promise<BotProof> }>) {
  describe(`${name} honours the NewCustomerApplications contract`, () => {
    it('decides a valid application and gives it a reference', async () => {
      const { service, proof } = await make();
      const loan = await service.submit('personal-loan', PERSONAL_LOAN, await proof());
      const card = await service.submit('credit-card', CREDIT_CARD, await proof());
      expect(['approved', 'referred', 'declined']).toContain(loan.outcome);
      expect(loan.reference).not.toBe(card.reference);
      expect(loan.accountNumber).toBeNull();
    });

    it('refuses answers that break the rules with 4010, and a spent proof', async () => {
      const { service, proof } = await make();
      await expect(service.submit('credit-card', { ...CREDIT_CARD, firstName: 'Ar0ha' }, await proof())).rejects.toMatchObject({ status: 400, nativeErrorCode: 4010 });
      const once = await proof();
      await service.submit('credit-card', CREDIT_CARD, once);
      await expect(service.submit('credit-card', CREDIT_CARD, once)).rejects.toBeInstanceOf(ApiError);
    });
  });
}
