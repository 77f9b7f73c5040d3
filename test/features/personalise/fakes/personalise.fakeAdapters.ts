import { ContainerModule } from 'inversify';
import { PERSONALISE_TOKENS as T } from '../../../../src/features/personalise/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakePersonaliseService } from './FakePersonaliseService';

/** Three of Aroha's accounts, no nicknames. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(T.PersonaliseService).toConstantValue(new FakePersonaliseService());
});
