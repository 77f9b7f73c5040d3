import { randomUUID } from 'node:crypto';
import type { Queryable } from '../platform/db/Database';

/**
 * Demo payees (demo-customers.md): Aroha (1000001) has three domestic payees, one
 * international payee and one direct debit authority; nobody else has any. Account numbers
 * pass contract/rules/NzBankAccountNumber (a test checks). Other banks' account holders
 * feed Confirmation of Payee; bank 15's check is "out of service".
 */
export const DEMO_PAYEES = [
  { customerNumber: '1000001', name: 'Mercury Energy', accountNumber: '02-0248-0406223-00', particulars: 'Power', code: null, reference: '7734512' },
  { customerNumber: '1000001', name: 'Harcourts Rentals', accountNumber: '12-3140-1573925-00', particulars: 'Rent', code: '185 Ponsonby', reference: 'Ngata' },
  { customerNumber: '1000001', name: 'Tane Ngata', accountNumber: '06-0501-2841088-00', particulars: null, code: null, reference: 'Koha' },
];

export const DEMO_INTERNATIONAL_PAYEES = [
  { customerNumber: '1000001', name: 'Emma Clarke', address: '22 Baker Street, London NW1 6XE', country: 'GB',
    iban: 'GB33BUKB20201555555555', swiftBic: 'BUKBGB22', currency: 'GBP' },
];

export const DEMO_DIRECT_DEBITS = [
  { customerNumber: '1000001', accountId: '1000001-2', initiatorName: 'Southern Cross Health', authorisationCode: '0571203', reference: 'Policy 88123' },
];

/** Names other banks hold. The seeded payees match; the rest are for trying every outcome. */
export const KNOWN_ACCOUNT_HOLDERS: [string, string][] = [
  ['02-0248-0406223-00', 'Mercury Energy'],
  ['12-3140-1573925-00', 'Harcourts Rentals'],
  ['06-0501-2841088-00', 'Tane Ngata'],
  ['03-0104-0731553-000', 'Hemi Walker'],
  ['01-0123-8812949-00', 'Kiri Parata'],
  ['11-5678-3306712-00', 'Aotearoa Plumbing Limited'],
  ['02-0500-0977248-00', 'Wellington City Council'],
];

/** The bank whose Confirmation of Payee answers "can't check right now" (e.g. 15-3950-1190385-00). */
export const CONFIRMATION_UNAVAILABLE_BANK = '15';

/** Inserts the demo payees (inside the demo seed's transaction, on a fresh database only). */
export async function seedPayees(tx: Queryable): Promise<void> {
  for (const p of DEMO_PAYEES) {
    await tx.query(
      // Demo payees were saved long ago: they are not "someone new" to the scam rules (server/scam).
      `INSERT INTO payees (id, customer_number, name, account_number, particulars, code, reference, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, sandbox_now() - interval '400 days')`,
      [randomUUID(), p.customerNumber, p.name, p.accountNumber, p.particulars, p.code, p.reference],
    );
  }
  for (const p of DEMO_INTERNATIONAL_PAYEES) {
    await tx.query(
      `INSERT INTO international_payees (id, customer_number, name, address, country, iban, swift_bic, currency)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [randomUUID(), p.customerNumber, p.name, p.address, p.country, p.iban, p.swiftBic, p.currency],
    );
  }
  for (const d of DEMO_DIRECT_DEBITS) {
    await tx.query(
      `INSERT INTO direct_debit_authorities (id, customer_number, account_id, initiator_name, authorisation_code, reference, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, sandbox_now() - interval '400 days')`,
      [randomUUID(), d.customerNumber, d.accountId, d.initiatorName, d.authorisationCode, d.reference],
    );
  }
  for (const [accountNumber, holderName] of KNOWN_ACCOUNT_HOLDERS) {
    await tx.query('INSERT INTO known_account_holders (account_number, holder_name) VALUES ($1, $2)', [accountNumber, holderName]);
  }
  await tx.query('INSERT INTO confirmation_unavailable_banks (bank_prefix) VALUES ($1)', [CONFIRMATION_UNAVAILABLE_BANK]);
}
