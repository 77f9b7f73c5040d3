import { ContainerModule } from 'inversify';
import { TRANSFER_TOKENS as T } from '../../../../src/features/transfer/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeTransferService } from './FakeTransferService';
import { arohaTransferAccounts } from './transferFixtures';

/** Aroha's accounts to move money between. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(T.TransferService).toConstantValue(new FakeTransferService(arohaTransferAccounts()));
});
