import type { QueryCache } from '../../../../kernel/services/QueryCache';
import type { ApplicationProduct, Decision } from '../domain/Application';
import type { ApplicationService } from '../ports/ApplicationService';

export type AccountProduct = Extract<ApplicationProduct, 'everyday-account' | 'savings-account'>;

/**
 * Opens an everyday or savings account: an application of one step, submitted at once. The
 * accounts everyone reads are dropped from the cache, so the dashboard shows the new one at once.
 */
export class OpenAccount {
  constructor(
    private readonly applications: ApplicationService,
    private readonly cache: QueryCache,
    private readonly accountsQueryKey: string,
  ) {}

  async execute(product: AccountProduct): Promise<Decision> {
    const application = await this.applications.getOrCreate(product);
    const decision = await this.applications.submit(application.id);
    this.cache.invalidate(this.accountsQueryKey);
    return decision;
  }
}
