import { personaliseFeature } from '../../../../src/features/personalise';
import { PERSONALISE_TOKENS as T } from '../../../../src/features/personalise/tokens';
import { PLATFORM_TOKENS as P } from '../../../../src/platform/tokens';
import { createTestContainer } from '../../../support/testContainer';
import type { FakePersonaliseService } from '../fakes/FakePersonaliseService';

/** The test container (production wiring, fake adapters) with the personalise area loaded. */
export async function personaliseKit() {
  const container = createTestContainer();
  await container.get(P.FeatureLoader).load(personaliseFeature);
  return { container, service: container.get(T.PersonaliseService) as FakePersonaliseService };
}
