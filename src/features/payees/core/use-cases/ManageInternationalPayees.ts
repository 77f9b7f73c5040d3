import { ibanProblem, countryUsesIban } from '../../../../../contract/rules/Iban';
import { bicProblem } from '../../../../../contract/rules/SwiftBic';
import { PayeeFieldProblem, type PayeeFieldProblem as Problem } from '../domain/Payee';
import type { InternationalPayee, InternationalPayeeInput } from '../domain/InternationalPayee';
import type { InternationalPayeeService } from '../ports/InternationalPayeeService';

/** Every problem with an international payee as typed, in the order of the form. */
export function internationalPayeeProblems(input: InternationalPayeeInput): Problem[] {
  const problems: Problem[] = [];
  const add = (field: keyof InternationalPayeeInput, message: string) => problems.push(new PayeeFieldProblem(field, message));
  if (input.name.trim() === '') add('name', 'Enter the payee name');
  if (input.address.trim() === '') add('address', "Enter the payee's address");
  if (!/^[A-Za-z]{2}$/.test(input.country)) add('country', 'Choose the country');
  // Before a country is chosen the form asks for an IBAN, so that is what is missing.
  if (input.country === '' || countryUsesIban(input.country)) {
    const problem = ibanProblem(input.iban);
    if (problem) add('iban', problem.message);
  } else {
    if (!/^[A-Za-z0-9 -]{4,34}$/.test(input.accountNumber.trim())) add('accountNumber', 'Enter the account number (4 to 34 letters or numbers)');
    if (!/^[A-Za-z0-9 -]{3,20}$/.test(input.bankCode.trim())) add('bankCode', 'Enter the bank code (for example a BSB or routing number)');
  }
  const bic = bicProblem(input.swiftBic);
  if (bic) add('swiftBic', bic);
  if (!/^[A-Za-z]{3}$/.test(input.currency)) add('currency', 'Choose the currency');
  return problems;
}

/** The first problem with an international payee as typed, or null. */
export function internationalPayeeProblem(input: InternationalPayeeInput): Problem | null {
  return internationalPayeeProblems(input)[0] ?? null;
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
