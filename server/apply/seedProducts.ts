import type { Queryable } from '../platform/db/Database';
import { seedInsurance } from '../insurance/seed';
import { seedKiwiSaver } from '../kiwisaver/seed';
import { seedRemediation } from '../remediation/seed';

/** Demo data of the product areas, seeded after the demo customers and their accounts. */
export async function seedProducts(db: Queryable): Promise<void> {
  await seedInsurance(db);
  await seedKiwiSaver(db);
  await seedRemediation(db);
}
