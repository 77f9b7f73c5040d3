import type { PayeeService } from '../ports/PayeeService';

/** Deletes a payee (no safeguard: removing a payee cannot send money anywhere new). */
export class DeletePayee {
  constructor(private readonly payees: PayeeService) {}

  execute(id: string): Promise<void> {
    return this.payees.remove(id);
  }
}
