import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { SavePersonalisation } from './core/use-cases/SavePersonalisation';
import { PersonaliseStore } from './stores/PersonaliseStore';
import { PERSONALISE_TOKENS as T } from './tokens';

/** Personalise's store and use-case, against the PersonaliseService port. */
export const personaliseModule = new ContainerModule(({ bind }) => {
  bind(T.PersonaliseStore).toDynamicValue((ctx) => {
    const service = ctx.get(T.PersonaliseService);
    const cache = ctx.get(P.QueryCache);
    return new PersonaliseStore(service, new SavePersonalisation(service, cache), cache, ctx.get(P.HandleApiError));
  }).inSingletonScope();
});
