import { canPayFrom } from '../../../../../contract/rules/AccountUse';
import type { OverseasPayee, SendingAccount } from '../domain/OverseasPayment';
import type { InternationalPaymentService } from '../ports/InternationalPaymentService';

/** The payee to send to (null: not one of the customer's) and the accounts that can pay. */
export class LoadSendOverseas {
  constructor(private readonly service: InternationalPaymentService) {}

  async execute(payeeId: string): Promise<{ payee: OverseasPayee | null; accounts: SendingAccount[] }> {
    const [payees, accounts] = await Promise.all([this.service.listPayees(), this.service.listAccounts()]);
    return { payee: payees.find((p) => p.id === payeeId) ?? null, accounts: accounts.filter((a) => canPayFrom(a.product)) };
  }
}
