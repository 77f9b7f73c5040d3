import { canPayFrom } from '../../../../../contract/rules/AccountUse';
import type { QueryCache } from '../../../../kernel/services/QueryCache';
import type { DailyLimit, PayFromAccount, SavedPayee } from '../domain/PaymentOrder';
import { PAY_ACCOUNTS_QUERY, PAYEES_QUERY, SCHEDULED_QUERY } from '../domain/queries';
import type { Receipt } from '../domain/Receipt';
import type { PaymentService } from '../ports/PaymentService';

export interface PayOptions {
  accounts: PayFromAccount[];
  payees: SavedPayee[];
  /** Whether a one-off account may be saved as a payee afterwards (not for a restricted customer). */
  maySavePayees: boolean;
  scheduled: Receipt[];
  /** The daily limit for payments to others and what is left today; null when the bank did not say. */
  dailyLimit: DailyLimit | null;
}

/** What the pay page offers: the accounts that can pay (none: the empty state), the saved payees, and the payments already scheduled. */
export class LoadPayOptions {
  constructor(private readonly payments: PaymentService, private readonly cache: QueryCache) {}

  async execute(): Promise<PayOptions> {
    const [all, book, scheduled, dailyLimit] = await Promise.all([
      this.cache.fetch(PAY_ACCOUNTS_QUERY, () => this.payments.listAccounts()),
      // Asked afresh each time: the payees area adds and deletes payees without this cache.
      this.cache.refetch(PAYEES_QUERY, () => this.payments.listPayees()),
      this.cache.fetch(SCHEDULED_QUERY, () => this.payments.listScheduled()),
      // Asked afresh: every payment uses some of it. A page without it still pays (the bank checks the limit).
      this.payments.dailyLimit().catch(() => null),
    ]);
    return { accounts: all.filter((a) => canPayFrom(a.product)), payees: book.payees, maySavePayees: !book.editingRestricted, scheduled, dailyLimit };
  }
}
