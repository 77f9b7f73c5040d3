import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { AxiosScamProtectionService } from './adapters/AxiosScamProtectionService';
import { SCAM_TOKENS as S } from './tokens';

/** Scam protection over HTTP (/api/scam/…). */
export const scamAdapters = new ContainerModule(({ bind }) => {
  bind(S.ScamProtectionService).toDynamicValue((ctx) => new AxiosScamProtectionService(ctx.get(P.HttpClient))).inSingletonScope();
});
