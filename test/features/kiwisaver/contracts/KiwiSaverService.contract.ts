import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { KiwiSaverService } from '../../../../src/features/kiwisaver/core/ports/KiwiSaverService';
import { governmentContributionCents } from '../../../../contract/rules/KiwiSaver';
import { KIWISAVER_WORDS } from '../../../../contract/rules/KiwiSaverChanges';

export interface KiwiSaverSubject {
  /** Aroha (1000001), a member since 2015. */
  member: KiwiSaverService;
  /** Jack (1000004), not a member. */
  notMember: KiwiSaverService;
  anonymous: KiwiSaverService;
  /** Tama (1000006), a member who is not employed. */
  retired: KiwiSaverService;
}

/** Jack's Everyday: an account that is not the member's. */
const SOMEONE_ELSES_ACCOUNT = '1000004-1';
const isWeekday = (date: string) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

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

    it('lists the funds lowest risk first, and offers everyday and savings accounts to top up from', async () => {
      const { member } = await subject.member.getLanding();
      const risks = member!.funds.map((f) => f.riskIndicator);
      expect([...risks].sort((a, b) => a - b)).toEqual(risks);
      expect(member!.funds.map((f) => f.name)).toEqual(expect.arrayContaining(['Conservative Fund', 'Balanced Fund', 'Growth Fund']));
      expect(member!.topUpFrom.map((a) => a.id)).toContain('1000001-1');
      expect(member).toMatchObject({ employed: true });
    });

    it('switches fund on the next business day: pending until then, one at a time', async () => {
      const asked = await subject.member.switchFund('Balanced Fund');
      expect(asked.member).toMatchObject({ fund: 'Growth Fund', pendingSwitch: { toFund: 'Balanced Fund' } });
      expect(isWeekday(asked.member!.pendingSwitch!.effectiveDate)).toBe(true);
      await expect(subject.member.switchFund('Conservative Fund')).rejects.toMatchObject({ status: 409, response: { message: KIWISAVER_WORDS.switchPending } });
      await expect(subject.member.switchFund('Crypto Fund')).rejects.toMatchObject({ status: 400 });
      await expect(subject.notMember.switchFund('Balanced Fund')).rejects.toMatchObject({ status: 404 });
    });

    it("changes an employed member's rate, refusing a rate that is not one of them, and a member who is not employed", async () => {
      await expect(subject.member.changeContributionRate(6)).resolves.toMatchObject({ member: { contributionRatePercent: 6 } });
      await expect(subject.member.changeContributionRate(5)).rejects.toMatchObject({ status: 400, response: { message: KIWISAVER_WORDS.rateInvalid } });
      await expect(subject.retired.changeContributionRate(6)).rejects.toMatchObject({ status: 409, response: { message: KIWISAVER_WORDS.notEmployed } });
      await subject.member.changeContributionRate(4);
    });

    it('tops up from an everyday account once per key: before − amount = after; over the available refused', async () => {
      const source = (await subject.member.getLanding()).member!.topUpFrom.find((a) => a.id === '1000001-1')!;
      const key = '6f1c2b9a-0d7e-4c1a-9b3e-2a5d8c7f4e10';
      const receipt = await subject.member.topUp({ fromAccountId: source.id, amountCents: 2_500 }, key);
      expect(receipt).toMatchObject({ fromAccountId: source.id, amountCents: 2_500 });
      await subject.member.topUp({ fromAccountId: source.id, amountCents: 2_500 }, key);
      const after = (await subject.member.getLanding()).member!.topUpFrom.find((a) => a.id === source.id)!;
      expect(after.availableCents).toBe(source.availableCents - 2_500);
      await expect(subject.member.topUp({ fromAccountId: source.id, amountCents: after.availableCents + 1 }, '6f1c2b9a-0d7e-4c1a-9b3e-2a5d8c7f4e11'))
        .rejects.toMatchObject({ status: 400, response: { message: expect.stringMatching(/^That's more than the .* available in this account\.$/) } });
      await expect(subject.member.topUp({ fromAccountId: SOMEONE_ELSES_ACCOUNT, amountCents: 100 }, '6f1c2b9a-0d7e-4c1a-9b3e-2a5d8c7f4e12')).rejects.toMatchObject({ status: 404 });
    });

    it('refuses a caller without a token with 7009', async () => {
      const failure = await subject.anonymous.getLanding().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
