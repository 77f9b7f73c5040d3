import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { countryUsesIban, normaliseIban } from '../../../../contract/rules/Iban';
import { normaliseBic } from '../../../../contract/rules/SwiftBic';
import { PayeeEditingRestricted } from '../../../../src/features/payees/core/domain/Payee';
import type { InternationalPayee, InternationalPayeeInput } from '../../../../src/features/payees/core/domain/InternationalPayee';
import type { InternationalPayeeService } from '../../../../src/features/payees/core/ports/InternationalPayeeService';
import { internationalPayeeProblem } from '../../../../src/features/payees/core/use-cases/ManageInternationalPayees';
import { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';

export const EMMA: InternationalPayee = {
  id: '7c0c1f0e-0000-4000-8000-000000000001', name: 'Emma Clarke', address: '22 Baker Street, London NW1 6XE', country: 'GB',
  iban: 'GB33BUKB20201555555555', accountNumber: null, bankCode: null, swiftBic: 'BUKBGB22', currency: 'GBP',
};

/** International payees in memory, with the sandbox's rules and the shared safeguard. */
export class FakeInternationalPayeeService implements InternationalPayeeService {
  private payees: InternationalPayee[];
  private seq = 0;

  constructor(payees: InternationalPayee[] = [EMMA], private readonly restricted = false, readonly safeguard = new FakeSafeguard()) {
    this.payees = payees.map((p) => ({ ...p }));
  }

  async list(): Promise<InternationalPayee[]> {
    return [...this.payees].sort((a, b) => a.name.localeCompare(b.name)).map((p) => ({ ...p }));
  }

  async add(input: InternationalPayeeInput, operationId?: string): Promise<InternationalPayee> {
    if (this.restricted) throw new PayeeEditingRestricted();
    const problem = internationalPayeeProblem(input);
    if (problem) throw problem;
    if (!this.safeguard.isEscalated(operationId)) {
      const { operationId: issued } = this.safeguard.issue();
      throw new ApiError(403, 6002, { NativeErrorCode: 6002, message: 'We have sent you a code.', operationId: issued });
    }
    const usesIban = countryUsesIban(input.country);
    const payee: InternationalPayee = {
      id: `7c0c1f0e-0000-4000-8000-1${String(++this.seq).padStart(11, '0')}`, name: input.name.trim(), address: input.address.trim(),
      country: input.country.toUpperCase(), iban: usesIban ? normaliseIban(input.iban) : null,
      accountNumber: usesIban ? null : input.accountNumber.trim(), bankCode: usesIban ? null : input.bankCode.trim(),
      swiftBic: normaliseBic(input.swiftBic), currency: input.currency.toUpperCase(),
    };
    this.payees.push(payee);
    return { ...payee };
  }

  async remove(id: string): Promise<void> {
    if (this.restricted) throw new PayeeEditingRestricted();
    if (!this.payees.some((p) => p.id === id)) throw new ApiError(404, null, { message: 'No such payee.' });
    this.payees = this.payees.filter((p) => p.id !== id);
  }
}
