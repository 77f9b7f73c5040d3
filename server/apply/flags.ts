import type { Queryable } from '../platform/db/Database';
import { featuresFor } from '../flags';

/** Whether a feature flag is on for the customer (flag names compare case-insensitively). */
export async function flagOn(tx: Queryable, customerNumber: string, flag: string): Promise<boolean> {
  const features = await featuresFor(tx, customerNumber);
  return features.some((f) => f.name.toLowerCase() === flag.toLowerCase() && f.enabled);
}
