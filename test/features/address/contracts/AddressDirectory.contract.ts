import { AddressLookupFailure } from '../../../../src/features/address/core/domain/AddressLookupFailure';
import type { AddressDirectory } from '../../../../src/features/address/core/ports/AddressDirectory';

/** The landmark every directory must find: "12 queen st auck" finds it. */
const LANDMARK = '12 Queen Street, Auckland Central, Auckland 1010';

export function describeAddressDirectoryContract(name: string, make: () => Promise<AddressDirectory>) {
  describe(`${name} honours the AddressDirectory contract`, () => {
    let directory: AddressDirectory;
    beforeEach(async () => { directory = await make(); });

    it('finds 12 Queen Street from "12 queen st auck", with an id and the full address', async () => {
      const found = await directory.search('physical', '12 queen st auck');
      const hit = found.find((a) => a.fullAddress === LANDMARK);
      expect(hit).toBeDefined();
      expect(hit?.id).toMatch(/\S/);
      for (const summary of found) expect(Object.keys(summary).sort()).toEqual(['fullAddress', 'id']);
    });

    it('answers a query that matches nothing with an empty list, not a failure', async () => {
      await expect(directory.search('physical', 'zzqx nowhere qqzz')).resolves.toEqual([]);
    });

    it('finds PO Boxes in the postal directory', async () => {
      const found = await directory.search('postal', 'po box');
      expect(found.length).toBeGreaterThan(0);
      expect(found.some((a) => /PO Box/i.test(a.fullAddress))).toBe(true);
    });

    it('gives the details of a found address', async () => {
      const [hit] = (await directory.search('physical', '12 queen st auck')).filter((a) => a.fullAddress === LANDMARK);
      const details = await directory.details(hit!.id);
      expect(details).toMatchObject({
        streetNumber: '12', roadName: 'Queen', roadTypeName: 'Street', suburb: 'Auckland Central',
        cityTown: 'Auckland', postcode: '1010', physical: true,
      });
      expect(details?.addressLines.join(', ')).toBe(LANDMARK);
      expect(typeof details?.deliverable).toBe('boolean');
    });

    it('rejects an unknown id with the spec text "Address details request unsuccessful"', async () => {
      const failure = await directory.details('999999999').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AddressLookupFailure);
      expect(failure).toMatchObject({ message: 'Address details request unsuccessful', operation: 'details' });
    });
  });
}
