import { PayeeFieldProblem, type Payee, type PayeeInput } from '../domain/Payee';
import { payeeProblems } from '../domain/PayeeRules';
import type { PayeeService } from '../ports/PayeeService';

/**
 * Adds a payee (no `id`) or edits one. Checked with the bank's own rules first, so a typo
 * never costs the customer an SMS code. `operationId` names the escalated operation when
 * the safeguard runs it again.
 */
export class SavePayee {
  constructor(private readonly payees: PayeeService) {}

  async execute(request: { id?: string; input: PayeeInput }, operationId?: string): Promise<Payee> {
    const [field, message] = Object.entries(payeeProblems(request.input))[0] ?? [];
    if (field && message) throw new PayeeFieldProblem(field, message);
    const input = { ...request.input, name: request.input.name.trim(), accountNumber: request.input.accountNumber.trim() };
    return request.id ? this.payees.edit(request.id, input, operationId) : this.payees.add(input, operationId);
  }
}
