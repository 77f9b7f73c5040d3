import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../../kernel/domain/ApiError';
import { IdempotencyKeys } from '../../../kernel/domain/IdempotencyKeys';
import type { Monitoring } from '../../../kernel/ports/Monitoring';
import type { KiwiSaverLanding, KiwiSaverMembership } from '../core/domain/KiwiSaverLanding';
import type { ChangeContributionRate } from '../core/use-cases/ChangeContributionRate';
import type { ChangeResult, SwitchFund } from '../core/use-cases/SwitchFund';
import type { TopUpKiwiSaver } from '../core/use-cases/TopUpKiwiSaver';

export const KIWISAVER_CHANGE_MESSAGES = {
  failed: "Sorry, we couldn't make that change right now. Please try again.",
  topUpFailed: "Sorry, we couldn't make your top-up right now. No money has moved. Please try again.",
} as const;

/** The bank's own words for a refusal (400, 404, 409), or null for anything else. */
function refusalOf(error: unknown): string | null {
  const message = error instanceof ApiError && [400, 404, 409].includes(error.status) ? (error.response as { message?: unknown } | null)?.message : null;
  return typeof message === 'string' ? message : null;
}

export interface TopUpDone { amountCents: number; fromName: string; availableBeforeCents: number; availableAfterCents: number }

/**
 * The KiwiSaver page's three changes: a fund switch, the contribution rate, and a voluntary
 * top-up (reviewed before it is sent, once per key). Each answer replaces the page's figures.
 */
export class KiwiSaverChangesStore {
  fundChoice = '';
  fundProblem: string | null = null;
  fundBusy = false;
  rateChoice: number | null = null;
  rateProblem: string | null = null;
  rateBusy = false;
  rateDone: string | null = null;
  fromAccountId = '';
  amount = '';
  topUpErrors: { fromAccountId?: string; amount?: string } = {};
  reviewing: { amountCents: number; fromName: string } | null = null;
  topUpBusy = false;
  topUpProblem: string | null = null;
  topUpDone: TopUpDone | null = null;
  private readonly keys: IdempotencyKeys;

  constructor(
    private readonly figures: { landing: KiwiSaverLanding | null; replace(landing: KiwiSaverLanding): void },
    private readonly switchCase: SwitchFund,
    private readonly rateCase: ChangeContributionRate,
    private readonly topUpCase: TopUpKiwiSaver,
    private readonly monitoring: Monitoring,
    newKey: () => string,
  ) {
    this.keys = new IdempotencyKeys(newKey);
    makeAutoObservable<this, 'figures' | 'switchCase' | 'rateCase' | 'topUpCase' | 'monitoring' | 'keys'>(this,
      { figures: false, switchCase: false, rateCase: false, topUpCase: false, monitoring: false, keys: false }, { autoBind: true });
  }

  private get member(): KiwiSaverMembership | null {
    return this.figures.landing?.member ?? null;
  }

  chooseFund(name: string): void { this.fundChoice = name; this.fundProblem = null; }
  chooseRate(rate: number): void { this.rateChoice = rate; this.rateProblem = null; this.rateDone = null; }
  setFromAccount(id: string): void { this.fromAccountId = id; }
  setAmount(text: string): void { this.amount = text; }

  async switchFund(): Promise<void> {
    const member = this.member;
    if (!member || this.fundBusy) return;
    this.fundBusy = true;
    const fund = this.fundChoice || member.fund;
    this.fundProblem = await this.run(() => this.switchCase.execute({ member, fund }), 'kiwisaver/fund-switch');
    runInAction(() => { this.fundBusy = false; });
  }

  async changeRate(): Promise<void> {
    const member = this.member;
    const rate = this.rateChoice ?? member?.contributionRatePercent;
    if (!member || rate === undefined || this.rateBusy) return;
    this.rateBusy = true;
    this.rateDone = null;
    const problem = await this.run(() => this.rateCase.execute({ member, ratePercent: rate }), 'kiwisaver/rate');
    runInAction(() => {
      this.rateProblem = problem;
      this.rateBusy = false;
      if (!problem) this.rateDone = `Your contribution rate is now ${rate}% of your pay. Your employer will use it from your next pay.`;
    });
  }

  /** First step of a top-up: check the form and show what will happen. */
  reviewTopUp(): void {
    const member = this.member;
    if (!member) return;
    this.topUpProblem = null;
    this.topUpDone = null;
    const checked = this.topUpCase.check(member, { fromAccountId: this.fromAccountId, amount: this.amount });
    if (!checked.ok) { this.topUpErrors = checked.fieldErrors; return; }
    this.topUpErrors = {};
    const source = member.topUpFrom.find((a) => a.id === checked.fromAccountId);
    this.reviewing = { amountCents: checked.amountCents, fromName: source?.name ?? '' };
  }

  cancelTopUp(): void { this.reviewing = null; }

  async confirmTopUp(): Promise<void> {
    const member = this.member;
    if (!member || !this.reviewing || this.topUpBusy) return;
    const fields = { fromAccountId: this.fromAccountId, amount: this.amount };
    const before = member.topUpFrom.find((a) => a.id === fields.fromAccountId)?.availableCents ?? 0;
    this.topUpBusy = true;
    try {
      const result = await this.topUpCase.execute(member, fields, this.keys.keyFor(fields));
      this.keys.settled();
      runInAction(() => {
        this.reviewing = null;
        if (!result.ok) { this.topUpErrors = result.fieldErrors; return; }
        this.figures.replace(result.landing);
        const after = result.landing.member?.topUpFrom.find((a) => a.id === fields.fromAccountId);
        this.topUpDone = { amountCents: result.receipt.amountCents, fromName: after?.name ?? '', availableBeforeCents: before, availableAfterCents: after?.availableCents ?? before - result.receipt.amountCents };
        this.amount = '';
      });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) this.keys.settled();
      else this.monitoring.report(error, { queryKey: 'kiwisaver/top-up' });
      runInAction(() => { this.reviewing = null; this.topUpProblem = refusal ?? KIWISAVER_CHANGE_MESSAGES.topUpFailed; });
    } finally {
      runInAction(() => { this.topUpBusy = false; });
    }
  }

  /** Runs a change; answers its problem in words, or null once the page's figures are replaced. */
  private async run(change: () => Promise<ChangeResult>, queryKey: string): Promise<string | null> {
    try {
      const result = await change();
      if (!result.ok) return result.problem;
      this.figures.replace(result.landing);
      return null;
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) this.monitoring.report(error, { queryKey });
      return refusal ?? KIWISAVER_CHANGE_MESSAGES.failed;
    }
  }
}
