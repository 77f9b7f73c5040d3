import { ContainerModule } from 'inversify';
import { BearerTokenHolder } from '../adapters/http/BearerTokenHolder';
import { createHttpClient } from '../adapters/http/createHttpClient';
import { TOKENS } from './tokens';

/** The HTTP client and the in-memory tokens it sends. Same origin as the page. */
export const httpModule = (baseURL: string) => new ContainerModule(({ bind }) => {
  bind(TOKENS.BearerTokenHolder).toConstantValue(new BearerTokenHolder());
  bind(TOKENS.HttpClient).toDynamicValue((ctx) => {
    const storage = ctx.get(TOKENS.SessionStorage);
    return createHttpClient({ baseURL, tokens: ctx.get(TOKENS.BearerTokenHolder), customerNumber: () => storage.get('customerNumber') });
  }).inSingletonScope();
});
