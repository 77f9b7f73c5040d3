import type { PayeeBook } from '../domain/Payee';
import type { PayeeService } from '../ports/PayeeService';

/** The payees page's data: the customer's payees and whether they may change them. */
export class LoadPayees {
  constructor(private readonly payees: PayeeService) {}

  execute(): Promise<PayeeBook> {
    return this.payees.list();
  }
}
