import { canPayFrom } from '../../../../../contract/rules/AccountUse';
import type { QueryCache } from '../../../../kernel/services/QueryCache';
import type { PayFromAccount } from '../domain/PaymentOrder';
import { PAY_ACCOUNTS_QUERY, SCHEDULED_QUERY } from '../domain/queries';
import type { Receipt } from '../domain/Receipt';
import type { PaymentService } from '../ports/PaymentService';

export interface PayOptions { accounts: PayFromAccount[]; scheduled: Receipt[] }

/** What the pay page offers: the accounts that can pay (none: the empty state), and the payments already scheduled. */
export class LoadPayOptions {
  constructor(private readonly payments: PaymentService, private readonly cache: QueryCache) {}

  async execute(): Promise<PayOptions> {
    const [all, scheduled] = await Promise.all([
      this.cache.fetch(PAY_ACCOUNTS_QUERY, () => this.payments.listAccounts()),
      this.cache.fetch(SCHEDULED_QUERY, () => this.payments.listScheduled()),
    ]);
    return { accounts: all.filter((a) => canPayFrom(a.product)), scheduled };
  }
}
