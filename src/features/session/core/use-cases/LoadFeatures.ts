import { FeatureList } from '../../../../kernel/domain/FeatureFlags';
import type { FeatureService } from '../ports/FeatureService';
import type { QueryCache } from '../../../../kernel/services/QueryCache';

export const FEATURES_QUERY_KEY = 'features/list';

/**
 * The feature list: fetched only when a page needs a flag and the customer
 * is logged in (the caller checks), cached, and on any error treated as an empty list.
 */
export class LoadFeatures {
  constructor(private readonly features: FeatureService, private readonly cache: QueryCache) {}

  async execute(): Promise<FeatureList> {
    try {
      return new FeatureList(await this.cache.fetch(FEATURES_QUERY_KEY, () => this.features.listFeatures()));
    } catch {
      return FeatureList.EMPTY;
    }
  }
}
