import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { LoadTransferAccounts } from './core/use-cases/LoadTransferAccounts';
import { MakeTransfer } from './core/use-cases/MakeTransfer';
import { TransferStore } from './stores/TransferStore';
import { TRANSFER_TOKENS as T } from './tokens';

/** Transfers between own accounts. A new store per page visit: a form never outlives its page. */
export const transferModule = new ContainerModule(({ bind }) => {
  bind(T.TransferStore).toDynamicValue((ctx) => new TransferStore(
    new LoadTransferAccounts(ctx.get(T.TransferService), ctx.get(P.QueryCache)),
    new MakeTransfer(ctx.get(T.TransferService), ctx.get(P.QueryCache)), () => crypto.randomUUID()));
});
