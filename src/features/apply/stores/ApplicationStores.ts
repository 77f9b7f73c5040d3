import type { ApplicationProduct } from '../core/domain/Application';
import type { ApplicationStore } from './ApplicationStore';
import type { JourneySpec } from './journeys/JourneySpec';

/**
 * One ApplicationStore per journey for the life of the tab: leaving a journey and coming back
 * (to look something up, or to log in) finds it as it was.
 */
export class ApplicationStores {
  private readonly stores = new Map<ApplicationProduct, ApplicationStore>();

  constructor(private readonly create: (journey: JourneySpec) => ApplicationStore) {}

  of(journey: JourneySpec): ApplicationStore {
    let store = this.stores.get(journey.product);
    if (!store) {
      store = this.create(journey);
      this.stores.set(journey.product, store);
    }
    store.journey = journey;
    return store;
  }
}
