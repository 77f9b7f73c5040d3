import { AddressLookupFailure } from '../../../../src/features/address/core/domain/AddressLookupFailure';
import { describeAddressDirectoryContract } from '../contracts/AddressDirectory.contract';
import { FakeAddressDirectory } from './FakeAddressDirectory';

describeAddressDirectoryContract('FakeAddressDirectory', async () => new FakeAddressDirectory());

describe('FakeAddressDirectory helpers', () => {
  it('records every call in order', async () => {
    const directory = new FakeAddressDirectory();
    await directory.search('physical', 'queen');
    await directory.details('3000001');
    expect(directory.calls).toEqual([
      { method: 'search', type: 'physical', query: 'queen' },
      { method: 'details', id: '3000001' },
    ]);
    expect(directory.searches).toEqual([{ type: 'physical', query: 'queen' }]);
  });

  it('fails every call with the spec texts when told to', async () => {
    const directory = new FakeAddressDirectory();
    directory.failing = true;
    await expect(directory.search('physical', 'queen')).rejects.toEqual(new AddressLookupFailure('search'));
    await expect(directory.search('physical', 'queen')).rejects.toThrow('Address search unsuccessful');
    await expect(directory.details('3000001')).rejects.toThrow('Address details request unsuccessful');
  });

  it('holds answers until released, oldest first or one by index', async () => {
    const directory = new FakeAddressDirectory();
    directory.holding = true;
    const order: string[] = [];
    const first = directory.search('physical', 'queen').then(() => order.push('first'));
    const second = directory.search('physical', 'karori').then(() => order.push('second'));
    expect(directory.pendingCount).toBe(2);
    directory.release(1);
    await second;
    expect(order).toEqual(['second']);
    directory.release();
    await first;
    expect(order).toEqual(['second', 'first']);
  });

  it('keeps to its result limit', async () => {
    const directory = new FakeAddressDirectory(undefined, 2);
    await expect(directory.search('physical', 'queen')).resolves.toHaveLength(2);
  });
});
