import { makeAutoObservable, runInAction } from 'mobx';
import type { FeatureList } from '../../../kernel/domain/FeatureFlags';
import type { LoadFeatures } from '../core/use-cases/LoadFeatures';
import type { SessionStore } from './SessionStore';

/**
 * The logged-in customer's feature flags, loaded only when a page asks for one.
 * The list belongs to the customer it was loaded for: after a logout or a
 * different login it is loaded again.
 */
export class FeatureStore {
  private list: FeatureList | null = null;
  private loadedFor: string | null = null;
  private loadingFor: string | null = null;

  constructor(private readonly loadFeatures: LoadFeatures, private readonly session: SessionStore) {
    makeAutoObservable<this, 'loadFeatures' | 'session'>(this, { loadFeatures: false, session: false }, { autoBind: true });
  }

  /** True once the current customer's list is here. */
  get ready(): boolean {
    return this.list !== null && this.loadedFor !== null && this.loadedFor === this.session.customerNumber;
  }

  /** Loads the list for the logged-in customer, once. Does nothing when logged out. */
  async ensureLoaded(): Promise<void> {
    const customer = this.session.isLoggedIn ? this.session.customerNumber : null;
    if (!customer || this.loadedFor === customer || this.loadingFor === customer) return;
    this.loadingFor = customer;
    const list = await this.loadFeatures.execute();
    runInAction(() => {
      if (this.loadingFor !== customer) return;
      this.list = list;
      this.loadedFor = customer;
      this.loadingFor = null;
    });
  }

  /** Whether a flag is on for the logged-in customer (false until loaded). */
  isEnabled(name: string): boolean {
    return this.ready && this.list !== null && this.list.isEnabled(name);
  }
}
