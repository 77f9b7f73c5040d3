import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { AxiosTransferService } from './adapters/AxiosTransferService';
import { TRANSFER_TOKENS as T } from './tokens';

/** Transfers over HTTP. */
export const transferAdapters = new ContainerModule(({ bind }) => {
  bind(T.TransferService).toDynamicValue((ctx) => new AxiosTransferService(ctx.get(P.HttpClient))).inSingletonScope();
});
