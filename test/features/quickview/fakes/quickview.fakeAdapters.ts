import { ContainerModule } from 'inversify';
import { QUICK_VIEW_TOKENS as Q } from '../../../../src/features/quickview/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeQuickViewService } from './FakeQuickViewService';

/** Two of Aroha's accounts, neither shown. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(Q.QuickViewService).toConstantValue(new FakeQuickViewService());
});
