import { AddressLookupStore } from '../../../../src/features/address/stores/AddressLookupStore';
import { FakeAddressDirectory } from '../fakes/FakeAddressDirectory';
import { FakeClock } from '../../../kernel/fakes/FakeClock';

/** Lets pending promise callbacks (the fake's answers) run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A lookup store over a fake directory and a clock at 0 that only moves when told. */
export function setupLookup() {
  const directory = new FakeAddressDirectory();
  const clock = new FakeClock(0);
  const store = new AddressLookupStore(directory, clock);
  return { directory, clock, store };
}
