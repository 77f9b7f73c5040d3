import { ContainerModule } from 'inversify';
import { CARDS_TOKENS as C } from '../../../../src/features/cards/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeCardService } from './FakeCardService';

/** Aroha's debit and credit cards. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(C.CardService).toConstantValue(new FakeCardService());
});
