import { ContainerModule } from 'inversify';
import { TAX_TOKENS as T } from '../../../../src/features/tax/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeTaxService } from './FakeTaxService';

/** Aroha's tax details. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(T.TaxService).toConstantValue(new FakeTaxService());
});
