import { ContainerModule } from 'inversify';
import { ADDRESS_TOKENS as A } from '../../../../src/features/address/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeAddressDirectory } from './FakeAddressDirectory';

/** A small directory of real-looking NZ addresses. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(A.AddressDirectory).toConstantValue(new FakeAddressDirectory());
});
