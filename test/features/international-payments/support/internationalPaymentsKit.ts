import { internationalPaymentsFeature } from '../../../../src/features/international-payments';
import { INTERNATIONAL_PAYMENTS_TOKENS as I } from '../../../../src/features/international-payments/tokens';
import { PLATFORM_TOKENS as P } from '../../../../src/platform/tokens';
import { createTestContainer } from '../../../support/testContainer';
import type { FakeInternationalPaymentService } from '../fakes/FakeInternationalPaymentService';

/** The test container (production wiring, fake adapters) with the international payments area (and escalation) loaded. */
export async function internationalPaymentsKit() {
  const container = createTestContainer();
  await container.get(P.FeatureLoader).load(internationalPaymentsFeature);
  return { container, service: container.get(I.InternationalPaymentService) as FakeInternationalPaymentService };
}
