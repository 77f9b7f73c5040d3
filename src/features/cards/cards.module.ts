import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { ReportLostOrStolen } from './core/use-cases/ReportLostOrStolen';
import { SetCardFrozen } from './core/use-cases/SetCardFrozen';
import { CardsStore } from './stores/CardsStore';
import { CARDS_TOKENS as C } from './tokens';
import { ESCALATION_TOKENS } from '../escalation';

/** Manage cards' use-cases and store, against the CardService port. */
export const cardsModule = new ContainerModule(({ bind }) => {
  bind(C.CardsStore).toDynamicValue((ctx) => {
    const cards = ctx.get(C.CardService);
    const runSafeguarded = ctx.get(ESCALATION_TOKENS.RunSafeguarded);
    const challenge = ctx.get(ESCALATION_TOKENS.ChallengeStore);
    const report = new ReportLostOrStolen(cards, (operation) => runSafeguarded.execute(operation, challenge));
    return new CardsStore(cards, new SetCardFrozen(cards), report, ctx.get(P.QueryCache), ctx.get(P.HandleApiError));
  }).inSingletonScope();
});
