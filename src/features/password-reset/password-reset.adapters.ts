import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { AxiosPasswordResetService } from './adapters/AxiosPasswordResetService';
import { PASSWORD_RESET_TOKENS as R } from './tokens';

/** Password reset over the sandbox API. */
export const passwordResetAdapters = new ContainerModule(({ bind }) => {
  bind(R.PasswordResetService).toDynamicValue((ctx) => new AxiosPasswordResetService(ctx.get(P.HttpClient))).inSingletonScope();
});
