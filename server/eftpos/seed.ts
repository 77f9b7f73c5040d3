import type { Queryable } from '../platform/db/Database';

/**
 * Aroha's (1000001) two pending online EFTPOS requests, from NZ online shops. They expire a
 * week after the seed, so a demo database stays usable for a while; ids are fixed so tests
 * and people can name them.
 */
export async function seedEftposRequests(tx: Queryable): Promise<void> {
  const requests = [
    ['eftpos-1000001-1', 'Mighty Ape', 8_999],
    ['eftpos-1000001-2', 'Kathmandu', 24_950],
  ] as const;
  for (const [i, [id, merchant, cents]] of requests.entries()) {
    await tx.query(`INSERT INTO eftpos_requests (id, customer_number, merchant, amount_cents, created_at, expires_at)
      VALUES ($1, '1000001', $2, $3, sandbox_now() - make_interval(mins => $4), sandbox_now() + interval '7 days' - make_interval(mins => $4))`,
    [id, merchant, cents, 30 * (i + 1)]);
  }
}
