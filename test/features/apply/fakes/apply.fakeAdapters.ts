import { ContainerModule } from 'inversify';
import { APPLY_TOKENS as A } from '../../../../src/features/apply/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeApplicationService } from './FakeApplicationService';

/** The bank's applications in memory; every application approved unless a test decides otherwise. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(A.ApplicationService).toConstantValue(new FakeApplicationService());
});
