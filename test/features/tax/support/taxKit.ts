import { taxFeature } from '../../../../src/features/tax';
import { TAX_TOKENS as T } from '../../../../src/features/tax/tokens';
import { PLATFORM_TOKENS as P } from '../../../../src/platform/tokens';
import { createTestContainer } from '../../../support/testContainer';
import type { FakeTaxService } from '../fakes/FakeTaxService';

/** The test container (production wiring, fake adapters) with the tax area loaded. */
export async function taxKit() {
  const container = createTestContainer();
  await container.get(P.FeatureLoader).load(taxFeature);
  return { container, tax: container.get(T.TaxService) as FakeTaxService, store: container.get(T.TaxStore) };
}
