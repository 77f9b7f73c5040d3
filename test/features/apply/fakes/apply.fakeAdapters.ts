import { ContainerModule } from 'inversify';
import { APPLY_TOKENS as A } from '../../../../src/features/apply/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeApplicationService } from './FakeApplicationService';
import { FakeOpenApplyCatalogue } from './FakeOpenApplyCatalogue';

/** The bank's applications in memory (every application approved) and a small catalogue. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(A.ApplicationService).toConstantValue(new FakeApplicationService());
  bind(A.OpenApplyCatalogue).toConstantValue(new FakeOpenApplyCatalogue());
});
