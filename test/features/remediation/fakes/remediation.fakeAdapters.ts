import { ContainerModule } from 'inversify';
import { REMEDIATION_TOKENS } from '../../../../src/features/remediation/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeRemediationService } from './FakeRemediationService';

export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(REMEDIATION_TOKENS.RemediationService).toDynamicValue(() => new FakeRemediationService()).inSingletonScope();
});
