import { ContainerModule } from 'inversify';
import { SUPPORT_TOKENS } from '../../../../src/features/support/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeContentService } from './FakeContentService';

export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(SUPPORT_TOKENS.ContentService).toDynamicValue(() => new FakeContentService()).inSingletonScope();
});
