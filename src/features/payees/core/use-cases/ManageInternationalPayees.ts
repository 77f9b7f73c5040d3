import { ibanProblem, countryUsesIban } from '../../../../../contract/rules/Iban';
import { bicProblem } from '../../../../../contract/rules/SwiftBic';
import { PayeeFieldProblem, type PayeeFieldProblem as Problem } from '../domain/Payee';
import type { InternationalPayee, InternationalPayeeInput } from '../domain/InternationalPayee';
import type { InternationalPayeeService } from '../ports/InternationalPayeeService';

/** The first problem with an international payee as typed, or null. */
export function internationalPayeeProblem(input: InternationalPayeeInput): Problem | null {
  if (input.name.trim() === '') return new PayeeFieldProblem('name', 'Enter the payee name');
  if (input.address.trim() === '') return new PayeeFieldProblem('address', "Enter the payee's address");
  if (!/^[A-Za-z]{2}$/.test(input.country)) return new PayeeFieldProblem('country', 'Choose the country');
  if (countryUsesIban(input.country)) {
    const problem = ibanProblem(input.iban);
    if (problem) return new PayeeFieldProblem('iban', problem.message);
  } else {
    if (!/^[A-Za-z0-9 -]{4,34}$/.test(input.accountNumber.trim())) return new PayeeFieldProblem('accountNumber', 'Enter the account number (4 to 34 letters or numbers)');
    if (!/^[A-Za-z0-9 -]{3,20}$/.test(input.bankCode.trim())) return new PayeeFieldProblem('bankCode', 'Enter the bank code (for example a BSB or routing number)');
  }
  const bic = bicProblem(input.swiftBic);
  if (bic) return new PayeeFieldProblem('swiftBic', bic);
  if (!/^[A-Za-z]{3}$/.test(input.currency)) return new PayeeFieldProblem('currency', 'Choose the currency');
  return null;
}

/** Lists, adds (checked first, then safeguarded by the caller) and deletes international payees. */
export class ManageInternationalPayees {
  constructor(private readonly service: InternationalPayeeService) {}

  list(): Promise<InternationalPayee[]> {
    return this.service.list();
  }

  async execute(input: InternationalPayeeInput, operationId?: string): Promise<InternationalPayee> {
    const problem = internationalPayeeProblem(input);
    if (problem) throw problem;
    return this.service.add(input, operationId);
  }

  remove(id: string): Promise<void> {
    return this.service.remove(id);
  }
}
