import { irdNumberProblem } from '../../../../contract/rules/IrdNumber';
import type { TaxDetails } from '../../../../src/features/tax/core/domain/TaxDetails';
import type { TaxService } from '../../../../src/features/tax/core/ports/TaxService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

/** jsdom has no structuredClone: a copy of the details, deep enough for their shape. */
const copy = (d: TaxDetails): TaxDetails => ({ ...d, residencies: d.residencies.map((r) => ({ ...r })) });

export const AROHA_TAX: TaxDetails = { irdNumber: '49091850', prescribedInvestorRate: '17.5', residencies: [] };

/** Tax details in memory, refusing what the sandbox refuses (a bad IRD number, NZ, a country twice) with the field. */
export class FakeTaxService implements TaxService {
  loggedIn = true;
  private details: TaxDetails;

  constructor(start: TaxDetails = AROHA_TAX) {
    this.details = copy(start);
  }

  async get(): Promise<TaxDetails> {
    this.guard();
    return copy(this.details);
  }

  async save(details: TaxDetails): Promise<void> {
    this.guard();
    const refuse = (field: string, message: string) => new ApiError(400, 4010, { NativeErrorCode: 4010, field, message });
    const problem = details.irdNumber === null ? null : irdNumberProblem(details.irdNumber);
    if (problem) throw refuse('irdNumber', problem);
    const seen = new Set<string>();
    for (const [i, r] of details.residencies.entries()) {
      if (r.country === 'NZ') throw refuse(`residencies.${i}.country`, 'New Zealand tax residency is your IRD number');
      if (seen.has(r.country)) throw refuse(`residencies.${i}.country`, 'Each country once');
      seen.add(r.country);
    }
    this.details = copy({ ...details, residencies: [...details.residencies].sort((a, b) => a.country.localeCompare(b.country)) });
  }

  private guard(): void {
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
  }
}
