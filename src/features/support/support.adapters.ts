import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS } from '../../platform/tokens';
import { AxiosContentService } from './adapters/AxiosContentService';
import { SUPPORT_TOKENS } from './tokens';

export const supportAdapters = new ContainerModule(({ bind }) => {
  bind(SUPPORT_TOKENS.ContentService).toDynamicValue((ctx) => new AxiosContentService(ctx.get(PLATFORM_TOKENS.HttpClient))).inSingletonScope();
});
