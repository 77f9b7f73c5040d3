import { ContainerModule } from 'inversify';
import { KIWISAVER_TOKENS } from '../../../../src/features/kiwisaver/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeKiwiSaverService } from './FakeKiwiSaverService';

export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(KIWISAVER_TOKENS.KiwiSaverService).toDynamicValue(() => new FakeKiwiSaverService()).inSingletonScope();
});
