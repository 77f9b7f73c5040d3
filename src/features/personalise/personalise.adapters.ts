import { ContainerModule } from 'inversify';
import { AxiosPersonaliseService } from './adapters/AxiosPersonaliseService';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { PERSONALISE_TOKENS as T } from './tokens';

/** The real PersonaliseService, over the platform HTTP client. */
export const personaliseAdapters = new ContainerModule(({ bind }) => {
  bind(T.PersonaliseService).toDynamicValue((ctx) => new AxiosPersonaliseService(ctx.get(P.HttpClient))).inSingletonScope();
});
