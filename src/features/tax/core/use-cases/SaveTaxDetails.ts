import { irdNumberDigits, irdNumberProblem } from '../../../../../contract/rules/IrdNumber';
import { ApiError } from '../../../../kernel/domain/ApiError';
import type { PirRate, TaxDetails } from '../domain/TaxDetails';
import type { TaxService } from '../ports/TaxService';

/** What the customer typed: the IRD number as text ('' for none), rows of country and TIN. */
export interface TaxForm {
  irdNumber: string;
  prescribedInvestorRate: PirRate | null;
  residencies: Array<{ country: string; tin: string }>;
}

/** Messages by field (`irdNumber`, `residencies.0.tin` …); empty when the form may be sent. */
export type TaxFieldErrors = Record<string, string>;

/** The form's problems, by the same rules the sandbox applies (contract/rules/IrdNumber). */
export function taxFormErrors(form: TaxForm): TaxFieldErrors {
  const errors: TaxFieldErrors = {};
  if (form.irdNumber.trim() !== '') {
    const problem = irdNumberProblem(form.irdNumber);
    if (problem) errors.irdNumber = problem;
  }
  const seen = new Set<string>();
  form.residencies.forEach((row, i) => {
    if (!row.country) errors[`residencies.${i}.country`] = 'Choose a country';
    else if (seen.has(row.country)) errors[`residencies.${i}.country`] = 'You have already added this country';
    seen.add(row.country);
    if (!row.tin.trim()) errors[`residencies.${i}.tin`] = 'Enter your tax identification number for this country';
    else if (row.tin.trim().length > 30) errors[`residencies.${i}.tin`] = 'A tax identification number has at most 30 characters';
  });
  return errors;
}

/** Saves the tax details when the form is valid; answers the problems by field otherwise (the bank's too). */
export class SaveTaxDetails {
  constructor(private readonly tax: TaxService) {}

  async execute(form: TaxForm): Promise<TaxFieldErrors> {
    const errors = taxFormErrors(form);
    if (Object.keys(errors).length > 0) return errors;
    const details: TaxDetails = {
      irdNumber: form.irdNumber.trim() === '' ? null : irdNumberDigits(form.irdNumber),
      prescribedInvestorRate: form.prescribedInvestorRate,
      residencies: form.residencies.map((r) => ({ country: r.country, tin: r.tin.trim() })),
    };
    try {
      await this.tax.save(details);
      return {};
    } catch (error) {
      const refusal = error instanceof ApiError && error.status === 400 ? error.response as { field?: unknown; message?: unknown } | null : null;
      if (typeof refusal?.field === 'string' && typeof refusal.message === 'string') return { [refusal.field]: refusal.message };
      throw error;
    }
  }
}
