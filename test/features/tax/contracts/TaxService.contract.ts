import type { TaxService } from '../../../../src/features/tax/core/ports/TaxService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

export interface TaxServiceSubject {
  /** Aroha (1000001) on a fresh database: IRD 49-091-850, PIR 17.5%. */
  aroha: TaxService;
  /** Jack (1000004): nothing yet. */
  jack: TaxService;
  anonymous: TaxService;
}

export function describeTaxServiceContract(name: string, make: () => Promise<TaxServiceSubject>) {
  describe(`${name} honours the TaxService contract`, () => {
    let subject: TaxServiceSubject;
    beforeEach(async () => { subject = await make(); });

    it("reads the customer's own details", async () => {
      await expect(subject.aroha.get()).resolves.toEqual({ irdNumber: '49091850', prescribedInvestorRate: '17.5', residencies: [] });
      await expect(subject.jack.get()).resolves.toEqual({ irdNumber: null, prescribedInvestorRate: null, residencies: [] });
    });

    it('replaces them, residencies by country', async () => {
      const details = { irdNumber: '136410132', prescribedInvestorRate: '28' as const, residencies: [{ country: 'US', tin: '123-45-6789' }, { country: 'AU', tin: '123456782' }] };
      await subject.jack.save(details);
      await expect(subject.jack.get()).resolves.toEqual({ ...details, residencies: [details.residencies[1], details.residencies[0]] });
      expect((await subject.aroha.get()).irdNumber).toBe('49091850');
    });

    it('refuses an IRD number with a wrong check digit, naming the field', async () => {
      const failure = await subject.jack.save({ irdNumber: '136410133', prescribedInvestorRate: null, residencies: [] }).catch((e: unknown) => e);
      expect(failure).toMatchObject({ status: 400, response: { field: 'irdNumber', message: expect.any(String) } });
    });

    it('refuses a caller without a token with NativeErrorCode 7009', async () => {
      const failure = await subject.anonymous.get().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
