import { ContainerModule } from 'inversify';
import { AxiosContactChangeService } from './adapters/AxiosContactChangeService';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { CONTACT_TOKENS as C } from './tokens';

/** Changing phones and email over HTTP (the contact service itself is a platform adapter: the session reads it at login). */
export const contactAdapters = new ContainerModule(({ bind }) => {
  bind(C.ContactChangeService).toDynamicValue((ctx) => new AxiosContactChangeService(ctx.get(P.HttpClient))).inSingletonScope();
});
