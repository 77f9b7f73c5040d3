import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { InsuranceService } from '../../../../src/features/insurance/core/ports/InsuranceService';

export interface InsuranceSubject {
  /** Logged in as Aroha (1000001), who holds one life policy. */
  holder: InsuranceService;
  /** Logged in as Jack (1000004), who holds none. */
  noPolicies: InsuranceService;
  anonymous: InsuranceService;
}

const CLAIM = { kind: 'trauma' as const, eventDate: '2026-10-02', description: 'Diagnosed after a hospital stay.', contactPhone: '021 555 0101' };

export function describeInsuranceServiceContract(name: string, make: () => Promise<InsuranceSubject>) {
  describe(`${name} honours the InsuranceService contract`, () => {
    let subject: InsuranceSubject;
    beforeEach(async () => { subject = await make(); });

    it("lists the holder's life policy with cents and Auckland dates", async () => {
      const { dateOfBirth, policies } = await subject.holder.listPolicies();
      expect(dateOfBirth).toBe('1992-03-14');
      expect(policies).toEqual([expect.objectContaining({ id: 'LIFE-1000001-1', name: 'Life insurance', coverCents: 50_000_000, premiumFrequency: 'monthly' })]);
      expect(policies[0]?.nextDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('opens a policy with its insured people and documents, and records a claim on it', async () => {
      const policy = await subject.holder.getPolicy('LIFE-1000001-1');
      expect(policy?.insuredPeople.map((p) => p.name)).toEqual(['Aroha Ngata', 'Wiremu Ngata']);
      expect(policy?.documents.length).toBeGreaterThan(0);
      const reference = await subject.holder.lodgeClaim('LIFE-1000001-1', CLAIM);
      expect(reference).toMatch(/^CLM-/);
      const after = await subject.holder.getPolicy('LIFE-1000001-1');
      expect(after?.claims).toContainEqual(expect.objectContaining({ reference, kind: 'trauma', eventDate: '2026-10-02' }));
    });

    it("answers null for another customer's policy, and refuses a claim on it", async () => {
      await expect(subject.noPolicies.getPolicy('LIFE-1000001-1')).resolves.toBeNull();
      await expect(subject.noPolicies.lodgeClaim('LIFE-1000001-1', CLAIM)).rejects.toMatchObject({ status: 404 });
      await expect(subject.noPolicies.listPolicies()).resolves.toMatchObject({ policies: [] });
    });

    it('gives the product content to anyone', async () => {
      await expect(subject.anonymous.getProducts()).resolves.toMatchObject({ applyPath: '/apply/open-a/insurance', learnMoreUrl: expect.stringMatching(/^https:/) });
    });

    it('refuses a caller without a token with 7009', async () => {
      const failure = await subject.anonymous.listPolicies().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
