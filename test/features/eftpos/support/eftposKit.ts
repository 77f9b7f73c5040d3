import { eftposFeature } from '../../../../src/features/eftpos';
import { EFTPOS_TOKENS as E } from '../../../../src/features/eftpos/tokens';
import { PLATFORM_TOKENS as P } from '../../../../src/platform/tokens';
import type { FakeMonitoring } from '../../../kernel/fakes/FakeMonitoring';
import { createTestContainer } from '../../../support/testContainer';
import type { FakeEftposService } from '../fakes/FakeEftposService';

/** The test container (production wiring, fake adapters) with the EFTPOS area (and escalation) loaded. */
export async function eftposKit() {
  const container = createTestContainer();
  await container.get(P.FeatureLoader).load(eftposFeature);
  return {
    container, eftpos: container.get(E.EftposService) as FakeEftposService, monitoring: container.get(P.Monitoring) as FakeMonitoring,
    store: container.get(E.EftposStore),
  };
}
