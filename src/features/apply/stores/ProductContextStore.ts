import { makeAutoObservable, runInAction } from 'mobx';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { InsuranceProduct, OwnAccount } from '../core/domain/ProductContext';
import type { OpenApplyCatalogue } from '../core/ports/OpenApplyCatalogue';

type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/**
 * What a journey offers besides its questions: the insurance bundle's products and the
 * customer's accounts (an overdraft's everyday account, the home loan to top up). Accounts
 * are read afresh each time a journey opens, since an approval changes them.
 */
export class ProductContextStore {
  insurance: Load<InsuranceProduct[]> = { status: 'loading' };
  accounts: Load<OwnAccount[]> = { status: 'loading' };

  constructor(private readonly catalogue: OpenApplyCatalogue, private readonly errors: HandleApiError) {
    makeAutoObservable<this, 'catalogue' | 'errors'>(this, { catalogue: false, errors: false }, { autoBind: true });
  }

  async loadInsurance(): Promise<void> {
    if (this.insurance.status === 'ready') return;
    this.insurance = { status: 'loading' };
    this.insurance = await this.attempt(() => this.catalogue.insuranceProducts(), 'bundles/open/insurance');
  }

  async loadAccounts(): Promise<void> {
    this.accounts = { status: 'loading' };
    this.accounts = await this.attempt(() => this.catalogue.ownAccounts(), 'apply/accounts');
  }

  private async attempt<T>(read: () => Promise<T>, queryKey: string): Promise<Load<T>> {
    try {
      const value = await read();
      return runInAction(() => ({ status: 'ready' as const, value }));
    } catch (error) {
      this.errors.execute(error, { queryKey });
      return { status: 'failed' };
    }
  }
}
