import { PAYING_PRODUCTS, type AutomaticPayment, type PayingAccount } from '../domain/AutomaticPayment';
import type { AutomaticPaymentService } from '../ports/AutomaticPaymentService';
import type { PayingAccounts } from '../ports/PayingAccounts';

export interface AccountPayments { account: PayingAccount; payments: AutomaticPayment[] }

export interface AutomaticPaymentsView {
  /** Accounts money can leave from, each with its automatic payments (possibly none). */
  groups: AccountPayments[];
}

/** The page's data: the paying accounts in the bank's order, each with its payments by next date. */
export class LoadAutomaticPayments {
  constructor(private readonly payments: AutomaticPaymentService, private readonly accounts: PayingAccounts) {}

  async execute(): Promise<AutomaticPaymentsView> {
    const [accounts, payments] = await Promise.all([this.accounts.listAccounts(), this.payments.list()]);
    const paying = accounts.filter((a) => PAYING_PRODUCTS.includes(a.product) || payments.some((p) => p.fromAccountId === a.id));
    return {
      groups: paying.map((account) => ({
        account,
        payments: payments.filter((p) => p.fromAccountId === account.id)
          .sort((a, b) => a.nextDate.localeCompare(b.nextDate) || a.payeeName.localeCompare(b.payeeName)),
      })),
    };
  }
}
