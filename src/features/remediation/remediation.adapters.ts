import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as TOKENS } from '../../platform/tokens';
import { AxiosRemediationService } from './adapters/AxiosRemediationService';
import { REMEDIATION_TOKENS } from './tokens';

export const remediationAdapters = new ContainerModule(({ bind }) => {
  bind(REMEDIATION_TOKENS.RemediationService).toDynamicValue((ctx) => new AxiosRemediationService(ctx.get(TOKENS.HttpClient))).inSingletonScope();
});
