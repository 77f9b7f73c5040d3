import { ContainerModule } from 'inversify';
import { TOKENS } from '../../platform/tokens';
import { ReportLostOrStolen } from './core/use-cases/ReportLostOrStolen';
import { SetCardFrozen } from './core/use-cases/SetCardFrozen';
import { CardsStore } from './stores/CardsStore';
import { CARDS_TOKENS } from './tokens';

/** Manage cards' use-cases and store, against the CardService port (adapters bind it). */
export const cardsModule = new ContainerModule(({ bind }) => {
  bind(CARDS_TOKENS.CardsStore).toDynamicValue((ctx) => {
    const cards = ctx.get(CARDS_TOKENS.CardService);
    return new CardsStore(cards, new SetCardFrozen(cards), new ReportLostOrStolen(cards), ctx.get(TOKENS.QueryCache), ctx.get(TOKENS.HandleApiError));
  }).inSingletonScope();
});
