import { ContainerModule } from 'inversify';
import { AxiosCardService } from './adapters/AxiosCardService';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { CARDS_TOKENS as C } from './tokens';

/** The real CardService, over the platform HTTP client. */
export const cardsAdapters = new ContainerModule(({ bind }) => {
  bind(C.CardService).toDynamicValue((ctx) => new AxiosCardService(ctx.get(P.HttpClient))).inSingletonScope();
});
