import { ContainerModule } from 'inversify';
import { INSURANCE_TOKENS } from '../../../../src/features/insurance/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeInsuranceService } from './FakeInsuranceService';

export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(INSURANCE_TOKENS.InsuranceService).toDynamicValue(() => new FakeInsuranceService()).inSingletonScope();
});
