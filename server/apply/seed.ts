import type { Queryable } from '../platform/db/Database';

/**
 * The sandbox bureau's scores for the demo customers. Jack (1000004, 23, a thin credit file)
 * scores under the lending floor, so his applications show the "credit score too low" decline;
 * Sophie (17) has no file at all.
 */
const SCORES: Record<string, number> = {
  1000001: 780, 1000002: 690, 1000003: 720, 1000004: 540, 1000006: 810, 1000007: 640,
};

export async function seedCreditScores(tx: Queryable): Promise<void> {
  for (const [customerNumber, score] of Object.entries(SCORES)) {
    await tx.query('INSERT INTO credit_scores (customer_number, score) VALUES ($1, $2)', [customerNumber, score]);
  }
}
