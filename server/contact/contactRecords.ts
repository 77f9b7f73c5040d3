import type { Queryable } from '../platform/db/Database';
import { recordFactorChange } from '../scam';
import type { ContactAddress, ContactAddressKind, ContactDetails } from '../../contract/contact';

interface AddressRow {
  kind: ContactAddressKind; dpid: string | null; address_lines: string[];
  suburb: string | null; city_town: string; postcode: string;
}

const toAddress = (r: AddressRow): ContactAddress =>
  ({ dpid: r.dpid, addressLines: r.address_lines, suburb: r.suburb, cityTown: r.city_town, postcode: r.postcode });

/** The customer's email, phones and addresses, or null when no such customer exists. */
export async function readContact(db: Queryable, customerNumber: string): Promise<ContactDetails | null> {
  const customer = await db.query<{ email: string | null }>('SELECT email FROM customers WHERE customer_number = $1', [customerNumber]);
  if (!customer.rows[0]) return null;
  const phones = await db.query<{ type: string; number: string }>(
    'SELECT type, number FROM customer_phones WHERE customer_number = $1 ORDER BY id', [customerNumber]);
  const addresses = await db.query<AddressRow>(
    `SELECT kind, dpid, address_lines, suburb, city_town, postcode
       FROM customer_addresses WHERE customer_number = $1`, [customerNumber]);
  const of = (kind: ContactAddressKind) => {
    const row = addresses.rows.find((r) => r.kind === kind);
    return row ? toAddress(row) : null;
  };
  return {
    EmailAddr: customer.rows[0].email,
    Phones: phones.rows.map((p) => ({ Type: p.type, Number: p.number })),
    ResidentialAddress: of('residential'),
    PostalAddress: of('postal'),
  };
}

/**
 * Where the customer's letters go, as an envelope shows it: the postal address, else the
 * residential one; each line once (address lines, suburb, "city postcode"). Empty when neither is on file.
 */
export async function mailingAddressLines(db: Queryable, customerNumber: string): Promise<string[]> {
  const { rows } = await db.query<AddressRow>(
    `SELECT kind, dpid, address_lines, suburb, city_town, postcode FROM customer_addresses
      WHERE customer_number = $1 AND kind IN ('postal', 'residential') ORDER BY kind = 'postal' DESC LIMIT 1`, [customerNumber]);
  const row = rows[0];
  if (!row) return [];
  return [...row.address_lines, row.suburb ?? '', `${row.city_town} ${row.postcode}`.trim()].map((line) => line.trim()).filter(Boolean);
}

/** Inserts or replaces one of the customer's addresses. */
export async function saveContactAddress(db: Queryable, customerNumber: string, kind: ContactAddressKind,
  address: ContactAddress): Promise<void> {
  await db.query(
    `INSERT INTO customer_addresses (customer_number, kind, dpid, address_lines, suburb, city_town, postcode)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (customer_number, kind) DO UPDATE SET dpid = excluded.dpid, address_lines = excluded.address_lines,
       suburb = excluded.suburb, city_town = excluded.city_town, postcode = excluded.postcode, updated_at = sandbox_now()`,
    [customerNumber, kind, address.dpid, address.addressLines, address.suburb, address.cityTown, address.postcode]);
}

/** Whether a DPID names an address of the directory. */
export async function addressExists(db: Queryable, dpid: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM addresses WHERE dpid = $1) AS found', [dpid]);
  return rows[0]?.found === true;
}

/** Adds a phone unless the customer already has that number; false when it was there. */
/**
 * Adds a phone. A mobile gets approves_from = now + coolingOffSeconds: until then the
 * safeguard sends it no code (a number a stolen session added approves nothing at once).
 */
export async function addContactPhone(
  db: Queryable, customerNumber: string, phone: { type: string; number: string }, coolingOffSeconds = 0,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO customer_phones (customer_number, type, number, approves_from)
     SELECT $1, $2, $3, CASE WHEN $2 ILIKE '%mobile%' THEN sandbox_now() + make_interval(secs => $4) END WHERE NOT EXISTS (
       SELECT 1 FROM customer_phones WHERE customer_number = $1 AND regexp_replace(number, '\\D', '', 'g') = regexp_replace($3, '\\D', '', 'g'))
     RETURNING id`, [customerNumber, phone.type, phone.number, coolingOffSeconds]);
  if (rows.length > 0) await recordFactorChange(db, customerNumber, /mobile/i.test(phone.type) ? 'mobile' : 'phone');
  return rows.length > 0;
}

/** Whether the customer already has this number (digits compared, whatever the spacing). */
export async function hasPhoneNumber(db: Queryable, customerNumber: string, number: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM customer_phones WHERE customer_number = $1 AND regexp_replace(number, '\\D', '', 'g') = regexp_replace($2, '\\D', '', 'g')`,
    [customerNumber, number]);
  return rows.length > 0;
}

/** The customer's phone with this number (digits compared), or null. */
export async function findPhone(db: Queryable, customerNumber: string, number: string): Promise<{ id: number; type: string; number: string } | null> {
  const { rows } = await db.query<{ id: number; type: string; number: string }>(
    `SELECT id, type, number FROM customer_phones
      WHERE customer_number = $1 AND regexp_replace(number, '\\D', '', 'g') = regexp_replace($2, '\\D', '', 'g') ORDER BY id LIMIT 1`,
    [customerNumber, number]);
  return rows[0] ?? null;
}

/** How many mobiles the customer has. */
export async function mobileCount(db: Queryable, customerNumber: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customer_phones WHERE customer_number = $1 AND type ILIKE '%mobile%'`, [customerNumber]);
  return rows[0]?.n ?? 0;
}

/** Removes one of the customer's phones; false when it was no longer there. */
export async function removeContactPhone(db: Queryable, customerNumber: string, id: number): Promise<boolean> {
  const { rows } = await db.query<{ type: string }>('DELETE FROM customer_phones WHERE customer_number = $1 AND id = $2 RETURNING type', [customerNumber, id]);
  if (rows[0]) await recordFactorChange(db, customerNumber, /mobile/i.test(rows[0].type) ? 'mobile' : 'phone');
  return rows.length > 0;
}

/** How many phones the customer has. */
export async function phoneCount(db: Queryable, customerNumber: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer_phones WHERE customer_number = $1', [customerNumber]);
  return rows[0]?.n ?? 0;
}

export async function saveContactEmail(db: Queryable, customerNumber: string, email: string): Promise<void> {
  await db.query('UPDATE customers SET email = $2 WHERE customer_number = $1', [customerNumber, email]);
  await recordFactorChange(db, customerNumber, 'email');
}
