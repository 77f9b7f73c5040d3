import type { SessionStorage } from '../../../src/kernel/ports/SessionStorage';

export function describeSessionStorageContract(name: string, make: () => SessionStorage) {
  describe(`${name} honours the SessionStorage contract`, () => {
    it('answers null for a key never set', () => {
      expect(make().get('customerNumber')).toBeNull();
    });

    it('keeps, replaces and removes values', () => {
      const storage = make();
      storage.set('customerNumber', '1000001');
      storage.set('TokenIssueTime', '1');
      storage.set('TokenIssueTime', '2');
      expect(storage.get('customerNumber')).toBe('1000001');
      expect(storage.get('TokenIssueTime')).toBe('2');
      storage.remove('customerNumber');
      expect(storage.get('customerNumber')).toBeNull();
      expect(storage.get('TokenIssueTime')).toBe('2');
    });

    it('clears every key', () => {
      const storage = make();
      storage.set('a', '1');
      storage.set('b', '2');
      storage.clear();
      expect([storage.get('a'), storage.get('b')]).toEqual([null, null]);
    });
  });
}
