import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { formatNzBankAccountNumber, isValidNzBankAccountNumber } from '../../../../contract/rules/NzBankAccountNumber';
import { PayeeEditingRestricted, PayeeFieldProblem, type Payee, type PayeeBook, type PayeeInput } from '../../../../src/features/payees/core/domain/Payee';
import { payeeProblems } from '../../../../src/features/payees/core/domain/PayeeRules';
import type { Confirmation } from '../../../../src/features/payees/core/domain/Confirmation';
import type { PayeeService } from '../../../../src/features/payees/core/ports/PayeeService';
import { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';

export const AROHA_PAYEES: Payee[] = [
  { id: '5b0c1f0e-0000-4000-8000-000000000001', name: 'Mercury Energy', accountNumber: '02-0248-0406223-00', particulars: 'Power', code: null, reference: '7734512' },
  { id: '5b0c1f0e-0000-4000-8000-000000000002', name: 'Harcourts Rentals', accountNumber: '12-3140-1573925-00', particulars: 'Rent', code: '185 Ponsonby', reference: 'Ngata' },
  { id: '5b0c1f0e-0000-4000-8000-000000000003', name: 'Tane Ngata', accountNumber: '06-0501-2841088-00', particulars: null, code: null, reference: 'Koha' },
];

/** The sandbox's Confirmation of Payee answers for the seeded numbers (server/payees/seed.ts). */
const HOLDERS: Record<string, string> = { '03-0104-0731553-000': 'Hemi Walker', '11-5678-3306712-00': 'Aotearoa Plumbing Limited' };
const PARTIAL: Record<string, string> = { 'h walker': 'Hemi Walker' };

const notFound = () => new ApiError(404, null, { message: 'No such payee.' });
const blankAsNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * One customer's payees in memory, with the sandbox's rules: sorted by name, numbers with
 * dashes, adds and edits behind the shared FakeSafeguard, a restricted customer refused.
 */
export class FakePayeeService implements PayeeService {
  private payees: Payee[];
  private seq = 0;
  confirmations = 0;
  /** When set, the next confirm fails with this error (network, 5xx). */
  failConfirmWith: Error | null = null;

  constructor(payees: Payee[] = AROHA_PAYEES, public restricted = false, readonly safeguard = new FakeSafeguard()) {
    this.payees = payees.map((p) => ({ ...p }));
  }

  /** Plays another customer: their payees (none for Jack) and restriction (Sophie). */
  reset(payees: Payee[], restricted = false): void {
    this.payees = payees.map((p) => ({ ...p }));
    this.restricted = restricted;
  }

  async list(): Promise<PayeeBook> {
    const payees = [...this.payees].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
    return { payees: payees.map((p) => ({ ...p })), editingRestricted: this.restricted };
  }

  async add(input: PayeeInput, operationId?: string): Promise<Payee> {
    const payee = this.check(input, operationId, `5b0c1f0e-0000-4000-8000-1${String(++this.seq).padStart(11, '0')}`);
    this.payees.push(payee);
    return { ...payee };
  }

  async edit(id: string, input: PayeeInput, operationId?: string): Promise<Payee> {
    if (this.restricted) throw new PayeeEditingRestricted();
    const index = this.payees.findIndex((p) => p.id === id);
    if (index < 0) throw notFound();
    const payee = this.check(input, operationId, id);
    this.payees[index] = payee;
    return { ...payee };
  }

  async remove(id: string): Promise<void> {
    if (this.restricted) throw new PayeeEditingRestricted();
    if (!this.payees.some((p) => p.id === id)) throw notFound();
    this.payees = this.payees.filter((p) => p.id !== id);
  }

  async confirm(input: { name: string; accountNumber: string }): Promise<Confirmation> {
    this.confirmations += 1;
    if (this.failConfirmWith) throw this.failConfirmWith;
    if (!isValidNzBankAccountNumber(input.accountNumber)) throw new PayeeFieldProblem('accountNumber', 'Enter a valid NZ bank account number');
    const number = formatNzBankAccountNumber(input.accountNumber) ?? '';
    if (number.startsWith('15-')) return { outcome: 'unavailable' };
    const holder = HOLDERS[number] ?? AROHA_PAYEES.find((p) => p.accountNumber === number)?.name;
    if (!holder) return { outcome: 'account-not-found' };
    const typed = input.name.trim().toLowerCase();
    if (typed === holder.toLowerCase() || `${typed} limited` === holder.toLowerCase()) return { outcome: 'match' };
    const close = PARTIAL[typed];
    return close === holder ? { outcome: 'partial-match' } : { outcome: 'no-match' };
  }

  private check(input: PayeeInput, operationId: string | undefined, id: string): Payee {
    if (this.restricted) throw new PayeeEditingRestricted();
    const [field, message] = Object.entries(payeeProblems(input))[0] ?? [];
    if (field && message) throw new PayeeFieldProblem(field, message);
    if (!this.safeguard.isEscalated(operationId)) {
      const issued = this.safeguard.issue();
      throw new ApiError(403, 6002, { NativeErrorCode: 6002, message: 'We have sent you a code.', operationId: issued.operationId });
    }
    return {
      id, name: input.name.trim(), accountNumber: formatNzBankAccountNumber(input.accountNumber) ?? input.accountNumber,
      particulars: blankAsNull(input.particulars), code: blankAsNull(input.code), reference: blankAsNull(input.reference),
    };
  }
}
