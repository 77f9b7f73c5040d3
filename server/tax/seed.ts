import type { Queryable } from '../platform/db/Database';

/** Aroha (1000001) has given her IRD number and the 17.5% PIE rate; the others have told the bank nothing yet. */
export async function seedTaxDetails(tx: Queryable): Promise<void> {
  await tx.query("INSERT INTO customer_tax (customer_number, ird_number, pir_tenths) VALUES ('1000001', '49091850', 175)");
}
