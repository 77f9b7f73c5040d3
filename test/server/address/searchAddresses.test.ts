import type { Database } from '../../../server/platform/db/Database';
import { AddressDirectory } from '../../../server/address/AddressDirectory';
import { seedAddresses } from '../../../server/address/seedAddresses';
import { freshDatabase, type FreshDatabase } from '../../support/freshDatabase';

// The directory is read-only in these tests: one seeded database serves them all.
let fresh: FreshDatabase;
let db: Database;
let directory: AddressDirectory;
beforeAll(async () => {
  fresh = await freshDatabase({ addresses: true });
  db = fresh.db;
  directory = new AddressDirectory(db);
}, 180_000);
afterAll(async () => { await fresh.drop(); });

const physical = async (query: string) => (await directory.search('physical', query)).map((m) => m.fullAddress);
const postal = async (query: string) => (await directory.search('postal', query)).map((m) => m.fullAddress);

describe('the seeded directory', () => {
  it('holds 120,000 addresses and their words, and is seeded only once', async () => {
    const { rows } = await db.query<{ addresses: number; words: number }>(
      'SELECT (SELECT count(*)::int FROM addresses) AS addresses, (SELECT count(*)::int FROM address_words) AS words');
    expect(rows[0]?.addresses).toBe(120_000);
    expect(rows[0]?.words).toBeGreaterThan(5_000);
    expect(await seedAddresses(db)).toBeNull();
  });
});

describe('ranked, typo-tolerant search', () => {
  it.each([
    '12 queen st auck',
    '12 Queen Street, Auckland',
    '12 queen st auckland central',
    '12 QUEEN ST AUCKLAND',
    '12 qeuen st auckland', // two letters swapped
    '12 queen stret auckland', // a letter missing
    '12 queen auckland', // no road type
    'queen st auckland 12', // number last
  ])('finds 12 Queen Street, Auckland Central first for "%s"', async (query) => {
    expect((await physical(query))[0]).toBe('12 Queen Street, Auckland Central, Auckland 1010');
  });

  it('ranks Queen Street, Auckland Central first for "queen stret auckland"', async () => {
    const found = await physical('queen stret auckland');
    expect(found.slice(0, 5)).toEqual(found.slice(0, 5).filter((a) => a.includes('Queen Street, Auckland Central')));
    expect(found.length).toBeGreaterThanOrEqual(5);
  });

  it('puts the exact house number before longer ones ("45 queen" before 450)', async () => {
    const found = await physical('queen street auckland central 45');
    expect(found[0]).toBe('45 Queen Street, Auckland Central, Auckland 1010');
    const numbers = (await physical('45 queen')).map((a) => a.replace(/^(Flat|Unit|Apartment) \w+, /, '').split(' ')[0]);
    expect(numbers.every((n) => n === '45')).toBe(true);
  });

  it('finds macron names without the macron, and shows them with it', async () => {
    const found = await physical('whangarei');
    expect(found).toHaveLength(20);
    for (const address of found) expect(address).toContain('Whangārei');
    expect(await physical('10 cameron st whangarei')).toContain('10 Cameron Street, Whangārei 0110');
    expect((await physical('300 hibiscus coast hwy orewa'))[0]).toBe('300 Hibiscus Coast Highway, Ōrewa 0931');
  });

  it('expands "mt" and "rd" and completes the word being typed', async () => {
    expect((await physical('200 dominion rd mt ed'))[0]).toBe('200 Dominion Road, Mount Eden, Auckland 1024');
    expect((await physical('1 lambton q'))[0]).toBe('1 Lambton Quay, Wellington Central, Wellington 6011');
    for (const address of await physical('karangahape rd')) expect(address).toContain('Karangahape Road');
  });

  it('corrects a word two edits off through the trigram index', async () => {
    expect((await physical('1 lammbtonn quay'))[0]).toBe('1 Lambton Quay, Wellington Central, Wellington 6011');
  });

  it('answers at most 20 addresses, and none for a query that matches nothing', async () => {
    expect(await physical('auckland')).toHaveLength(20);
    expect(await physical('zzzzqqq')).toEqual([]);
    expect(await physical('99999 queen street')).toEqual([]);
    expect(await physical('queen street qqqqqqqq')).toEqual([]);
    expect(await physical('!!! ???')).toEqual([]);
  });
});

describe('physical and postal lookups', () => {
  it('finds PO Boxes and Private Bags only in the postal lookup', async () => {
    expect(await physical('po box 1')).toEqual([]);
    const boxes = await postal('po box 1');
    expect(boxes.length).toBeGreaterThan(0);
    for (const address of boxes) expect(address).toMatch(/^PO Box 1\d*, /);
    for (const address of await postal('private bag')) expect(address).toMatch(/^Private Bag \d+/);
  });

  it('completes a box number being typed ("private bag 47" finds Private Bag 4734)', async () => {
    const { rows } = await db.query<{ full_address: string; box_bag_number: string }>(
      "SELECT full_address, box_bag_number FROM addresses WHERE box_bag_type = 'Private Bag' AND length(box_bag_number) = 4 ORDER BY dpid LIMIT 1");
    const bag = rows[0];
    expect(await postal(`private bag ${bag?.box_bag_number.slice(0, 2)}`)).not.toEqual([]);
    expect(await postal(`private bag ${bag?.box_bag_number}`)).toContain(bag?.full_address);
  });

  it('offers street addresses that get mail in the postal lookup too', async () => {
    expect((await postal('12 queen st auck'))[0]).toBe('12 Queen Street, Auckland Central, Auckland 1010');
  });

  it('leaves a new address not yet on a delivery round out of the postal lookup', async () => {
    const { rows } = await db.query<{ full_address: string }>(
      'SELECT full_address FROM addresses WHERE physical AND NOT deliverable ORDER BY dpid LIMIT 1');
    const address = rows[0]?.full_address ?? '';
    expect(address).not.toBe('');
    expect(await physical(address)).toContain(address);
    expect(await postal(address)).not.toContain(address);
  });
});

describe('details', () => {
  it('gives every field of a street address', async () => {
    expect(await directory.details('3000001')).toEqual({
      boxBagNumber: null, boxBagType: null, lobby: null, unitType: null, unitValue: null, apartmentNumber: null,
      floor: null, streetAlpha: null, mailTown: 'Auckland', poBoxNumber: null, privateBagNumber: null,
      sourceDesc: 'Postal\\Physical', deliverable: true, physical: true, streetNumber: '12', roadName: 'Queen',
      roadSuffixName: null, roadTypeName: 'Street', suburb: 'Auckland Central', ruralDelivery: null,
      cityTown: 'Auckland', postcode: '1010', addressLines: ['12 Queen Street', 'Auckland Central', 'Auckland 1010'],
    });
  });

  it('gives the box fields of a PO Box, and null for an unknown id', async () => {
    const { rows } = await db.query<{ dpid: string }>("SELECT dpid FROM addresses WHERE box_bag_type = 'PO Box' LIMIT 1");
    const details = await directory.details(rows[0]?.dpid ?? '');
    expect(details).toMatchObject({ boxBagType: 'PO Box', physical: false, deliverable: true, sourceDesc: 'Postal' });
    expect(details?.poBoxNumber).toBe(details?.boxBagNumber);
    expect(await directory.details('1')).toBeNull();
  });
});

describe('common words rarely together ("road street")', () => {
  it('finds the addresses with both from their pair index, not a scan of the table', async () => {
    const found = await physical('road street');
    expect(found).toHaveLength(20);
    // "St" is street too: "59 Ridge Road, St Marys Bay" has both words.
    for (const address of found) expect(address).toMatch(/\bRoad\b.*\bSt(reet)?\b|\bSt(reet)?\b.*\bRoad\b/);
    const { rows } = await db.query<{ plan: string }>(
      `EXPLAIN SELECT dpid FROM addresses WHERE words @@ $1::tsquery AND physical LIMIT 50`, ["'road' & 'street'"]);
    expect(rows.map((r) => Object.values(r).join('')).join('\n')).toContain('addresses_pair_road_street');
  });

  it('has an index for each pair of the directory\'s common whole words', async () => {
    const { rows } = await db.query<{ name: string }>("SELECT indexname AS name FROM pg_indexes WHERE indexname LIKE 'addresses_pair_%' ORDER BY 1");
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['addresses_pair_box_po', 'addresses_pair_road_street', 'addresses_pair_auckland_road']));
  });
});
