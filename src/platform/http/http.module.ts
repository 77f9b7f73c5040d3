import { ContainerModule } from 'inversify';
import { BearerTokenHolder } from './BearerTokenHolder';
import { createHttpClient } from './createHttpClient';
import type { ApiError } from '../../kernel/domain/ApiError';
import { isSessionExpiry } from '../../kernel/domain/NativeErrorCode';
import { TOKENS } from '../tokens';

/**
 * The HTTP client and the in-memory tokens it sends. Same origin as the page. Session-expiry
 * codes go to HandleApiError from here, for every call; other errors are reported by the
 * QueryCache or the store that made the call, with its query key, so none is reported twice.
 */
export const httpModule = (baseURL: string) => new ContainerModule(({ bind }) => {
  bind(TOKENS.BearerTokenHolder).toConstantValue(new BearerTokenHolder());
  bind(TOKENS.HttpClient).toDynamicValue((ctx) => {
    const storage = ctx.get(TOKENS.SessionStorage);
    // Resolved on first error, not now: the error handler's listeners (SessionStore) need this client.
    const onApiError = (error: ApiError, url: string) => {
      if (isSessionExpiry(error)) ctx.get(TOKENS.HandleApiError).execute(error, { queryKey: url });
    };
    return createHttpClient({ baseURL, tokens: ctx.get(TOKENS.BearerTokenHolder), customerNumber: () => storage.get('customerNumber'), onApiError });
  }).inSingletonScope();
});
