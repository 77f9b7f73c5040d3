import type { Database, Queryable } from '../db/Database';
import type { ContactAddress } from '../../../contract/contact';

/**
 * Where the demo customers live: landmark addresses of the directory, which the generator
 * always emits first with these DPIDs (test/server/contact.test.ts checks that they still match).
 * A ContactAddress holds a directory address's lines without the suburb and "<town> <postcode>".
 */
const HOMES: Readonly<Record<string, ContactAddress>> = {
  1000001: { dpid: '3000051', addressLines: ['185 Ponsonby Road'], suburb: 'Ponsonby', cityTown: 'Auckland', postcode: '1011' },
  1000002: { dpid: '3000161', addressLines: ['129 Riccarton Road'], suburb: 'Riccarton', cityTown: 'Christchurch', postcode: '8011' },
  1000003: { dpid: '3000136', addressLines: ['250 Karori Road'], suburb: 'Karori', cityTown: 'Wellington', postcode: '6012' },
  1000004: { dpid: '3000127', addressLines: ['212 Cuba Street'], suburb: 'Te Aro', cityTown: 'Wellington', postcode: '6011' },
  1000005: { dpid: '3000067', addressLines: ['411 Dominion Road'], suburb: 'Mount Eden', cityTown: 'Auckland', postcode: '1024' },
  1000006: { dpid: '3000193', addressLines: ['80 Devonport Road'], suburb: null, cityTown: 'Tauranga', postcode: '3110' },
  1000007: { dpid: '3000231', addressLines: ['400 George Street'], suburb: 'North Dunedin', cityTown: 'Dunedin', postcode: '9016' },
};

/** Gives each demo customer without a residential address their home; returns how many it set. */
export async function seedCustomerAddresses(db: Database): Promise<number> {
  return db.transaction((tx) => insertCustomerAddresses(tx));
}

/** The same, inside the caller's transaction (a clone of a demo customer gets its template's home). */
export async function insertCustomerAddresses(tx: Queryable): Promise<number> {
  let seeded = 0;
  for (const [customerNumber, home] of Object.entries(HOMES)) {
    const { rows } = await tx.query(
      `INSERT INTO customer_addresses (customer_number, kind, dpid, address_lines, suburb, city_town, postcode)
       SELECT $1::text, 'residential', $2::text, $3::text[], $4::text, $5::text, $6::text
        WHERE EXISTS (SELECT 1 FROM customers WHERE customer_number = $1::text)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [customerNumber, home.dpid, home.addressLines, home.suburb, home.cityTown, home.postcode]);
    seeded += rows.length;
  }
  return seeded;
}
