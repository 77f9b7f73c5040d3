import { formatNzBankAccountNumber, isValidNzBankAccountNumber, NZ_BANK_ACCOUNT_MESSAGES } from '../../contract/rules/NzBankAccountNumber';
import { codeProblem, particularsProblem, payeeNameProblem, referenceProblem } from '../../contract/rules/PaymentFields';
import { countryUsesIban, ibanProblem, normaliseIban } from '../../contract/rules/Iban';
import { bicProblem, normaliseBic } from '../../contract/rules/SwiftBic';
import type { InternationalPayeeRequestDto, PayeeRequestDto } from '../../contract/payees';

/** The first problem with a request, named by its field so the form can show it there. */
export interface FieldProblem { field: string; message: string }

/** The words the forms use for an account number that is not one. */
export const ACCOUNT_NUMBER_MESSAGE = NZ_BANK_ACCOUNT_MESSAGES.invalid;

/** A domestic payee as stored: account number with dashes, blank statement fields as null. */
export interface PayeeFields { name: string; accountNumber: string; particulars: string | null; code: string | null; reference: string | null }

const blankAsNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** Checks a domestic payee with the rules the form applies; returns what to store, or the problem. */
export function checkPayee(request: PayeeRequestDto): { payee: PayeeFields } | { problem: FieldProblem } {
  const name = request.name.trim();
  const nameProblem = payeeNameProblem(name);
  if (nameProblem) return { problem: { field: 'name', message: nameProblem } };
  const accountNumber = formatNzBankAccountNumber(request.accountNumber);
  if (!accountNumber || !isValidNzBankAccountNumber(request.accountNumber)) {
    return { problem: { field: 'accountNumber', message: ACCOUNT_NUMBER_MESSAGE } };
  }
  const fields = { particulars: blankAsNull(request.particulars), code: blankAsNull(request.code), reference: blankAsNull(request.reference) };
  const checks = { particulars: particularsProblem, code: codeProblem, reference: referenceProblem };
  for (const field of ['particulars', 'code', 'reference'] as const) {
    const problem = checks[field](fields[field] ?? '');
    if (problem) return { problem: { field, message: problem } };
  }
  return { payee: { name, accountNumber, ...fields } };
}

export interface InternationalPayeeFields {
  name: string; address: string; country: string; iban: string | null; accountNumber: string | null;
  bankCode: string | null; swiftBic: string; currency: string;
}

/**
 * An international payee: IBAN (mod-97) where the country uses IBANs, otherwise an account
 * number with its bank's routing code. SWIFT/BIC always, and its country must be the payee's.
 */
export function checkInternationalPayee(
  request: InternationalPayeeRequestDto,
): { payee: InternationalPayeeFields } | { problem: FieldProblem } {
  const country = request.country.toUpperCase();
  const name = request.name.trim();
  const address = request.address.trim();
  if (!name) return { problem: { field: 'name', message: 'Enter the payee name' } };
  if (!address) return { problem: { field: 'address', message: "Enter the payee's address" } };
  let iban: string | null = null;
  let accountNumber: string | null = null;
  let bankCode: string | null = null;
  if (countryUsesIban(country)) {
    const problem = ibanProblem(request.iban ?? '');
    if (problem) return { problem: { field: 'iban', message: problem.message } };
    iban = normaliseIban(request.iban ?? '');
    if (!iban.startsWith(country)) return { problem: { field: 'iban', message: 'That IBAN belongs to another country' } };
  } else {
    accountNumber = blankAsNull(request.accountNumber);
    bankCode = blankAsNull(request.bankCode);
    if (!accountNumber || !/^[A-Za-z0-9 -]{4,34}$/.test(accountNumber)) {
      return { problem: { field: 'accountNumber', message: 'Enter the account number (4 to 34 letters or numbers)' } };
    }
    if (!bankCode || !/^[A-Za-z0-9 -]{3,20}$/.test(bankCode)) {
      return { problem: { field: 'bankCode', message: 'Enter the bank code (for example a BSB or routing number)' } };
    }
  }
  const bicIssue = bicProblem(request.swiftBic);
  if (bicIssue) return { problem: { field: 'swiftBic', message: bicIssue } };
  const swiftBic = normaliseBic(request.swiftBic);
  if (swiftBic.slice(4, 6) !== country) return { problem: { field: 'swiftBic', message: "That SWIFT/BIC code is for a bank in another country" } };
  return { payee: { name, address, country, iban, accountNumber, bankCode, swiftBic, currency: request.currency.toUpperCase() } };
}
