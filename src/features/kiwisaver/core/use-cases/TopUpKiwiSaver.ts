import { parseMoneyInput } from '../../../../../contract/rules/MoneyInput';
import { KIWISAVER_WORDS, topUpOverAvailable } from '../../../../../contract/rules/KiwiSaverChanges';
import type { KiwiSaverLanding, KiwiSaverMembership, TopUpReceipt } from '../domain/KiwiSaverLanding';
import type { KiwiSaverService } from '../ports/KiwiSaverService';

export const TOP_UP_WORDS = { amountInvalid: 'Enter an amount in dollars and cents, like 50.00' } as const;

export interface TopUpFields { fromAccountId: string; amount: string }
export type TopUpCheck = { ok: true; fromAccountId: string; amountCents: number } | { ok: false; fieldErrors: { fromAccountId?: string; amount?: string } };
export type TopUpResult = { ok: true; receipt: TopUpReceipt; landing: KiwiSaverLanding } | { ok: false; fieldErrors: { fromAccountId?: string; amount?: string } };

/**
 * A voluntary top-up from one of the member's everyday or savings accounts. `check` reads the
 * form (an account offered, an amount above $0 and within what it has available) for the review
 * step; `execute` sends it once per key and reads the figures again.
 */
export class TopUpKiwiSaver {
  constructor(private readonly kiwiSaver: KiwiSaverService) {}

  check(member: KiwiSaverMembership, fields: TopUpFields): TopUpCheck {
    const source = member.topUpFrom.find((a) => a.id === fields.fromAccountId);
    const cents = parseMoneyInput(fields.amount);
    const amount = !fields.amount.trim() ? KIWISAVER_WORDS.amountMissing
      : cents === null || cents <= 0 ? TOP_UP_WORDS.amountInvalid
        : source && cents > source.availableCents ? topUpOverAvailable(source.availableCents) : undefined;
    const fromAccountId = source ? undefined : KIWISAVER_WORDS.topUpFromInvalid;
    if (amount || fromAccountId || cents === null) return { ok: false, fieldErrors: { ...(fromAccountId ? { fromAccountId } : {}), ...(amount ? { amount } : {}) } };
    return { ok: true, fromAccountId: fields.fromAccountId, amountCents: cents };
  }

  async execute(member: KiwiSaverMembership, fields: TopUpFields, idempotencyKey: string): Promise<TopUpResult> {
    const checked = this.check(member, fields);
    if (!checked.ok) return checked;
    const receipt = await this.kiwiSaver.topUp({ fromAccountId: checked.fromAccountId, amountCents: checked.amountCents }, idempotencyKey);
    return { ok: true, receipt, landing: await this.kiwiSaver.getLanding() };
  }
}
