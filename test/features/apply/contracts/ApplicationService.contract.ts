import type { ApplicationService } from '../../../../src/features/apply/core/ports/ApplicationService';
import { CREDIT_CARD, INSURANCE } from './validAnswers';

const MISSING = '00000000-0000-4000-8000-000000000000';

/** What every ApplicationService honours: the fake and the real adapter on the sandbox. */
export function describeApplicationServiceContract(name: string, make: () => Promise<ApplicationService>) {
  describe(`${name} honours the ApplicationService contract`, () => {
    it('answers one open application per product, however often it is asked', async () => {
      const service = await make();
      const first = await service.getOrCreate('personal-loan');
      expect(first).toMatchObject({ product: 'personal-loan', status: 'draft' });
      expect((await service.getOrCreate('personal-loan')).id).toBe(first.id);
      expect((await service.getOrCreate('credit-card')).id).not.toBe(first.id);
    });

    it('keeps the answers and step saved, and resumes with them', async () => {
      const service = await make();
      const { id } = await service.getOrCreate('personal-loan');
      await service.save(id, { step: 2, answers: { firstName: 'Aroha', employmentStatus: 'full-time' } });
      expect(await service.getOrCreate('personal-loan')).toMatchObject({ id, step: 2, answers: { firstName: 'Aroha', employmentStatus: 'full-time' } });
    });

    it('decides a submitted application once; it can no longer be saved (its decision\'s code) and a new draft starts', async () => {
      const service = await make();
      const { id } = await service.getOrCreate('credit-card');
      await service.save(id, { step: 4, answers: CREDIT_CARD });
      const decision = await service.submit(id);
      expect(['approved', 'referred', 'declined']).toContain(decision.outcome);
      // Approved: already submitted (10425); referred: being assessed (10423); declined (10422).
      const code = { approved: 10425, referred: 10423, declined: 10422 }[decision.outcome];
      await expect(service.submit(id)).rejects.toMatchObject({ status: 409, nativeErrorCode: code });
      await expect(service.save(id, { step: 1, answers: {} })).rejects.toMatchObject({ nativeErrorCode: code });
      expect((await service.getOrCreate('credit-card')).id).not.toBe(id);
    });

    it('quotes an insurance application from its saved answers, and refuses answers without cover (4010)', async () => {
      const service = await make();
      const { id } = await service.getOrCreate('insurance');
      await service.save(id, { step: 1, answers: { insuranceProduct: 'life' } });
      await expect(service.quote(id)).rejects.toMatchObject({ status: 400, nativeErrorCode: 4010 });
      await service.save(id, { step: 2, answers: INSURANCE });
      const quote = await service.quote(id);
      expect(quote.coverCents).toBe(25_000_000);
      expect(Number.isInteger(quote.monthlyPremiumCents) && quote.monthlyPremiumCents > 0).toBe(true);
    });

    it('finds one of the customer\'s applications by its id, whatever its state', async () => {
      const service = await make();
      const { id } = await service.getOrCreate('personal-loan');
      await expect(service.find(id)).resolves.toMatchObject({ id, product: 'personal-loan', status: 'draft' });
      await expect(service.find(MISSING)).rejects.toMatchObject({ status: 404, nativeErrorCode: 10420 });
    });

    it('answers 10420 for an application that is not the customer\'s', async () => {
      const service = await make();
      await expect(service.save(MISSING, { step: 0, answers: {} })).rejects.toMatchObject({ status: 404, nativeErrorCode: 10420 });
      await expect(service.submit(MISSING)).rejects.toMatchObject({ status: 404, nativeErrorCode: 10420 });
    });
  });
}
