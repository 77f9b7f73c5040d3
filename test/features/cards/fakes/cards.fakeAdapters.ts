import { ContainerModule } from 'inversify';
import { CARDS_TOKENS as C } from '../../../../src/features/cards/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeCardService } from './FakeCardService';
import { SESSION_TOKENS } from '../../../../src/features/session/tokens';
import type { FakeTokenService } from '../../session/fakes/FakeTokenService';

/** Aroha's debit and credit cards; reporting one is safeguarded by the fake token service's codes. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(C.CardService).toDynamicValue((ctx) => {
    const cards = new FakeCardService();
    cards.safeguard = (ctx.get(SESSION_TOKENS.TokenService) as FakeTokenService).safeguard;
    return cards;
  }).inSingletonScope();
});
