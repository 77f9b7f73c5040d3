import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { KiwiSaverLanding, KiwiSaverMembership, TopUpReceipt } from '../../../../src/features/kiwisaver/core/domain/KiwiSaverLanding';
import type { KiwiSaverService } from '../../../../src/features/kiwisaver/core/ports/KiwiSaverService';
import { governmentContributionCents } from '../../../../contract/rules/KiwiSaver';
import { contributionRateProblem, KIWISAVER_WORDS, nextBusinessDay, topUpOverAvailable } from '../../../../contract/rules/KiwiSaverChanges';

/** The sandbox's funds (migration 116). */
export const FUNDS = [
  { name: 'Conservative Fund', riskIndicator: 3, description: 'Mostly cash and bonds.' },
  { name: 'Balanced Fund', riskIndicator: 4, description: 'About half shares and property.' },
  { name: 'Growth Fund', riskIndicator: 5, description: 'Mostly shares and property.' },
];

export const AROHA_KIWISAVER: KiwiSaverMembership = {
  fund: 'Growth Fund', balanceCents: 4_231_877, contributionRatePercent: 4, joinedDate: '2015-02-10',
  memberContributionsThisYearCents: 98_640, governmentContributionThisYearCents: 24_660, maxGovernmentContributionCents: 26_072,
  firstHome: { eligible: true, withdrawableCents: 4_131_877 },
  history: [{ date: '2026-08-31', balanceCents: 4_050_000 }, { date: '2026-09-30', balanceCents: 4_140_000 }, { date: '2026-10-31', balanceCents: 4_231_877 }],
  employed: true, pendingSwitch: null, funds: FUNDS,
  topUpFrom: [{ id: '1000001-1', name: 'Everyday', availableCents: 250_000 }, { id: '1000001-3', name: 'Online Saver', availableCents: 1_000_000 }],
};

/** A deep copy (jsdom has no structuredClone): callers never hold the fake's own objects. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const refuse = (status: number, message: string) => new ApiError(status, null, { message });

/** A member's KiwiSaver in memory, with the sandbox's rules; `today` stands for the sandbox clock's day. */
export class FakeKiwiSaverService implements KiwiSaverService {
  loggedIn = true;
  member: KiwiSaverMembership | null;
  private readonly receipts = new Map<string, TopUpReceipt>();

  constructor(member: KiwiSaverMembership | null = AROHA_KIWISAVER, private readonly today = '2026-11-27') {
    this.member = member && copy(member);
  }

  async getLanding(): Promise<KiwiSaverLanding> {
    if (!this.loggedIn) throw new ApiError(401, 7009);
    return { member: this.member && copy(this.member), joinPath: '/apply/open-a/kiwisaver' };
  }

  async switchFund(fund: string): Promise<KiwiSaverLanding> {
    const member = this.own();
    if (!member.funds.some((f) => f.name === fund)) throw refuse(400, KIWISAVER_WORDS.unknownFund);
    if (member.pendingSwitch) throw refuse(409, KIWISAVER_WORDS.switchPending);
    if (member.fund === fund) throw refuse(409, KIWISAVER_WORDS.sameFund);
    member.pendingSwitch = { toFund: fund, effectiveDate: nextBusinessDay(this.today) };
    return this.getLanding();
  }

  async changeContributionRate(ratePercent: number): Promise<KiwiSaverLanding> {
    const member = this.own();
    const problem = contributionRateProblem(ratePercent, member.employed);
    if (problem) throw refuse(member.employed ? 400 : 409, problem);
    member.contributionRatePercent = ratePercent;
    return this.getLanding();
  }

  async topUp(request: { fromAccountId: string; amountCents: number }, idempotencyKey: string): Promise<TopUpReceipt> {
    const member = this.own();
    const done = this.receipts.get(idempotencyKey);
    if (done) return { ...done };
    const source = member.topUpFrom.find((a) => a.id === request.fromAccountId);
    if (!source) throw refuse(404, 'Account not found.');
    if (request.amountCents > source.availableCents) throw refuse(400, topUpOverAvailable(source.availableCents));
    source.availableCents -= request.amountCents;
    member.balanceCents += request.amountCents;
    member.memberContributionsThisYearCents += request.amountCents;
    member.governmentContributionThisYearCents = governmentContributionCents(member.memberContributionsThisYearCents);
    const receipt = { id: `top-up-${this.receipts.size + 1}`, fromAccountId: source.id, amountCents: request.amountCents, date: this.today };
    this.receipts.set(idempotencyKey, receipt);
    return { ...receipt };
  }

  private own(): KiwiSaverMembership {
    if (!this.loggedIn) throw new ApiError(401, 7009);
    if (!this.member) throw refuse(404, "You're not a member of our KiwiSaver scheme.");
    return this.member;
  }
}
