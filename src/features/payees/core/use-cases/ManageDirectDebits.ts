import type { DirectDebit } from '../domain/DirectDebit';
import type { DirectDebitService } from '../ports/DirectDebitService';

/** Lists direct debit authorities and cancels one; the list is read again after a cancel. */
export class ManageDirectDebits {
  constructor(private readonly service: DirectDebitService) {}

  execute(): Promise<DirectDebit[]> {
    return this.service.list();
  }

  async cancel(id: string): Promise<DirectDebit[]> {
    await this.service.cancel(id);
    return this.service.list();
  }
}
