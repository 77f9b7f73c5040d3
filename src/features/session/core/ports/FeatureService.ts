import type { Feature } from '../../../../kernel/domain/FeatureFlags';

/** The logged-in customer's feature flags, resolved by the bank (customer setting, else global). */
export interface FeatureService {
  /**
   * Every flag with whether it is on.
   * @throws ApiError on failure (7009 when not logged in).
   */
  listFeatures(): Promise<Feature[]>;
}
