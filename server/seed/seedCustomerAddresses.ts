import type { Database } from '../db/Database';
import type { ContactAddress } from '../contract/contact';
import { generateAddresses, type AddressDetails } from '../address/generateAddresses';

/**
 * Where the demo customers live: landmark addresses, which the generator always emits first
 * with the same DPIDs, so the DPIDs below are real directory rows whenever addresses are seeded.
 */
const HOMES: Readonly<Record<string, string>> = {
  1000001: '185 Ponsonby Road, Ponsonby, Auckland 1011', // Aroha lives in Auckland
  1000002: '129 Riccarton Road, Riccarton, Christchurch 8011',
  1000003: '250 Karori Road, Karori, Wellington 6012',
  1000004: '212 Cuba Street, Te Aro, Wellington 6011',
  1000005: '411 Dominion Road, Mount Eden, Auckland 1024',
  1000006: '80 Devonport Road, Tauranga 3110',
  1000007: '400 George Street, North Dunedin, Dunedin 9016',
};
/** The landmark rows are well inside the first few hundred. */
const LANDMARK_ROWS = 300;

/**
 * A directory address as the settings form holds it (see ContactAddress): its lines without
 * the suburb line and the last "<town> <postcode>" line.
 */
export function contactAddressOf(dpid: string, d: AddressDetails): ContactAddress {
  const lines = d.addressLines.slice(0, -1).filter((line) => line !== d.suburb);
  return { dpid, addressLines: lines, suburb: d.suburb, cityTown: d.cityTown ?? d.mailTown ?? '', postcode: d.postcode };
}

/** Gives each demo customer without a residential address their home; returns how many it set. */
export async function seedCustomerAddresses(db: Database): Promise<number> {
  const rows = new Map<string, { dpid: string; details: AddressDetails }>();
  for (const row of generateAddresses(LANDMARK_ROWS)) rows.set(row.fullAddress, row);
  let seeded = 0;
  await db.transaction(async (tx) => {
    for (const [customerNumber, fullAddress] of Object.entries(HOMES)) {
      const home = rows.get(fullAddress);
      if (!home) throw new Error(`The generator no longer emits ${fullAddress}`);
      const address = contactAddressOf(home.dpid, home.details);
      const { rows: inserted } = await tx.query(
        `INSERT INTO customer_addresses (customer_number, kind, dpid, address_lines, suburb, city_town, postcode)
         SELECT $1::text, 'residential', $2::text, $3::text[], $4::text, $5::text, $6::text
          WHERE EXISTS (SELECT 1 FROM customers WHERE customer_number = $1::text)
         ON CONFLICT DO NOTHING RETURNING 1`,
        [customerNumber, address.dpid, address.addressLines, address.suburb, address.cityTown, address.postcode]);
      seeded += inserted.length;
    }
  });
  return seeded;
}
