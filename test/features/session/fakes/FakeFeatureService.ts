import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { FEATURE_FLAGS, type Feature } from '../../../../src/kernel/domain/FeatureFlags';
import type { FeatureService } from '../../../../src/features/session/core/ports/FeatureService';

/** Every spec flag on, like the sandbox's seed; the test may switch flags or fail the call. */
export class FakeFeatureService implements FeatureService {
  features: Feature[] = FEATURE_FLAGS.map((name) => ({ name, enabled: true }));
  loggedIn = true;
  failWith: Error | null = null;
  calls = 0;

  set(name: string, enabled: boolean): void {
    this.features = this.features.map((f) => (f.name === name ? { ...f, enabled } : f));
  }

  async listFeatures(): Promise<Feature[]> {
    this.calls += 1;
    if (this.failWith) throw this.failWith;
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
    return this.features.map((f) => ({ ...f }));
  }
}
