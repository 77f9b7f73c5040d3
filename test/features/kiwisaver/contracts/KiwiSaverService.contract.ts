import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { KiwiSaverService } from '../../../../src/features/kiwisaver/core/ports/KiwiSaverService';
import { governmentContributionCents } from '../../../../contract/rules/KiwiSaver';

export interface KiwiSaverSubject {
  /** Aroha (1000001), a member since 2015. */
  member: KiwiSaverService;
  /** Jack (1000004), not a member. */
  notMember: KiwiSaverService;
  anonymous: KiwiSaverService;
}

export function describeKiwiSaverServiceContract(name: string, make: () => Promise<KiwiSaverSubject>) {
  describe(`${name} honours the KiwiSaverService contract`, () => {
    let subject: KiwiSaverSubject;
    beforeEach(async () => { subject = await make(); });

    it("gives a member's figures, the government's share by the 25c-per-$1 rule, and month-end history ending at the balance", async () => {
      const { member } = await subject.member.getLanding();
      expect(member).toMatchObject({ fund: 'Growth Fund', balanceCents: 4_231_877, maxGovernmentContributionCents: 26_072, firstHome: { eligible: true } });
      expect(member?.governmentContributionThisYearCents).toBe(governmentContributionCents(member?.memberContributionsThisYearCents ?? 0));
      expect(member?.history.at(-1)?.balanceCents).toBe(member?.balanceCents);
      const dates = member?.history.map((h) => h.date) ?? [];
      expect([...dates].sort()).toEqual(dates);
    });

    it('gives no membership and the way to join to a customer without KiwiSaver', async () => {
      await expect(subject.notMember.getLanding()).resolves.toEqual({ member: null, joinPath: '/apply/open-a/kiwisaver' });
    });

    it('refuses a caller without a token with 7009', async () => {
      const failure = await subject.anonymous.getLanding().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
