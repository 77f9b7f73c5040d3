import { makeAutoObservable, runInAction } from 'mobx';
import { formatIrdNumber } from '../../../../contract/rules/IrdNumber';
import { queryKey } from '../../../kernel/domain/QueryKey';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { QueryCache } from '../../../kernel/services/QueryCache';
import { MAX_RESIDENCIES, type PirRate, type TaxDetails } from '../core/domain/TaxDetails';
import { taxFormErrors, type SaveTaxDetails, type TaxFieldErrors, type TaxForm } from '../core/use-cases/SaveTaxDetails';

export const TAX_QUERY = queryKey<TaxDetails>('tax/details');
export const TAX_MESSAGES = {
  loadFailed: "We couldn't load your tax details. Please try again.",
  saveFailed: "Sorry, we couldn't save your tax details right now. Please try again later.",
  saved: 'Your tax details have been saved.',
} as const;

/** The /tax form: IRD number, PIR, other tax residencies; errors on their fields once submitted. */
export class TaxStore {
  form: TaxForm | null = null;
  loadFailed = false;
  submitted = false;
  serverErrors: TaxFieldErrors = {};
  saving = false;
  saved = false;
  failure: string | null = null;

  constructor(private readonly tax: () => Promise<TaxDetails>, private readonly saveCase: SaveTaxDetails,
    private readonly cache: QueryCache, private readonly errors: HandleApiError) {
    makeAutoObservable<this, 'tax' | 'saveCase' | 'cache' | 'errors'>(this, { tax: false, saveCase: false, cache: false, errors: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loadFailed = false;
    try {
      const details = await this.cache.refetch(TAX_QUERY, this.tax);
      runInAction(() => {
        this.form = {
          irdNumber: details.irdNumber ? formatIrdNumber(details.irdNumber) : '',
          prescribedInvestorRate: details.prescribedInvestorRate,
          residencies: details.residencies.map((r) => ({ ...r })),
        };
        this.submitted = false;
      });
    } catch {
      runInAction(() => { this.loadFailed = true; });
    }
  }

  /** Shown errors: the form's own once submitted, and the bank's from the last save. */
  get fieldErrors(): TaxFieldErrors {
    return { ...(this.submitted && this.form ? taxFormErrors(this.form) : {}), ...this.serverErrors };
  }

  setIrdNumber(value: string): void { this.edit((f) => { f.irdNumber = value; }, 'irdNumber'); }
  setRate(rate: PirRate | null): void { this.edit((f) => { f.prescribedInvestorRate = rate; }); }
  setCountry(i: number, country: string): void { this.edit((f) => { f.residencies[i]!.country = country; }, `residencies.${i}.country`); }
  setTin(i: number, tin: string): void { this.edit((f) => { f.residencies[i]!.tin = tin; }, `residencies.${i}.tin`); }

  get canAddResidency(): boolean {
    return (this.form?.residencies.length ?? MAX_RESIDENCIES) < MAX_RESIDENCIES;
  }

  addResidency(): void { if (this.canAddResidency) this.edit((f) => { f.residencies.push({ country: '', tin: '' }); }); }
  removeResidency(i: number): void { this.edit((f) => { f.residencies.splice(i, 1); }); this.serverErrors = {}; }

  async save(): Promise<void> {
    if (!this.form || this.saving) return;
    this.submitted = true;
    this.saved = false;
    this.failure = null;
    this.saving = true;
    try {
      const errors = await this.saveCase.execute(this.form);
      runInAction(() => {
        this.serverErrors = errors;
        if (Object.keys(errors).length === 0) { this.saved = true; this.submitted = false; this.cache.invalidate(TAX_QUERY); }
      });
    } catch (error) {
      this.errors.execute(error, { queryKey: 'tax/save' });
      runInAction(() => { this.failure = TAX_MESSAGES.saveFailed; });
    } finally {
      runInAction(() => { this.saving = false; });
    }
  }

  private edit(change: (form: TaxForm) => void, field?: string): void {
    if (!this.form) return;
    change(this.form);
    this.saved = false;
    if (field && field in this.serverErrors) {
      const { [field]: _dropped, ...rest } = this.serverErrors;
      this.serverErrors = rest;
    }
  }
}
