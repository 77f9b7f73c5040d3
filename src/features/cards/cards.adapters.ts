import { ContainerModule } from 'inversify';
import { TOKENS } from '../../platform/tokens';
import { AxiosCardService } from './adapters/AxiosCardService';
import { CARDS_TOKENS } from './tokens';

/** The real CardService, over the platform HTTP client. */
export const cardsAdapters = new ContainerModule(({ bind }) => {
  bind(CARDS_TOKENS.CardService).toDynamicValue((ctx) => new AxiosCardService(ctx.get(TOKENS.HttpClient))).inSingletonScope();
});
