import { randomInt, randomUUID } from 'node:crypto';
import type { InsuranceQuoteDto } from '../../contract/apply';
import { addDays, ageOn } from '../../contract/rules/AucklandDate';
import { parseDollarsToCents } from '../../contract/rules/DollarAmount';
import { monthlyPremiumCents, type InsuranceProductId } from '../../contract/rules/InsuranceApplication';
import { isOldEnoughForInsurance } from '../../contract/rules/InsuranceEligibility';
import type { Queryable } from '../platform/db/Database';
import { INSURANCE_BUNDLE } from '../insurance';
import { dateOfBirthOf } from '../insurance';

/** Whether the customer is old enough for insurance today (Auckland date). */
export async function eligibleForInsurance(db: Queryable, customerNumber: string, today: string): Promise<boolean> {
  return isOldEnoughForInsurance(await dateOfBirthOf(db, customerNumber), today);
}

/** The sandbox's quote on valid answers, priced at the customer's age today. */
export async function quoteFor(db: Queryable, customerNumber: string, answers: Record<string, string>, today: string): Promise<InsuranceQuoteDto> {
  const age = ageOn(await dateOfBirthOf(db, customerNumber), today);
  return { monthlyPremiumCents: monthlyPremiumCents(answers, age), coverCents: parseDollarsToCents(answers.coverAmount ?? '') ?? 0 };
}

/**
 * Accepting the quote issues the policy: it is on /online/my-insurance at once, the customer
 * its owner and life insured, the first premium due a month from today.
 */
export async function issuePolicy(tx: Queryable, customerNumber: string, answers: Record<string, string>, today: string): Promise<string> {
  const quote = await quoteFor(tx, customerNumber, answers, today);
  const product = answers.insuranceProduct as InsuranceProductId;
  const name = INSURANCE_BUNDLE.products.find((p) => p.id === product)?.name ?? 'Insurance';
  const policyNumber = `KL-${randomInt(100, 1000)} ${randomInt(100, 1000)} ${randomInt(100, 1000)}`;
  const id = `${product.toUpperCase()}-${customerNumber}-${randomUUID().slice(0, 8)}`;
  await tx.query(
    `INSERT INTO insurance_policies (id, customer_number, product, name, policy_number, cover_cents, premium_cents, premium_frequency, start_date, next_due_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'monthly', $8, $9)`,
    [id, customerNumber, product, name, policyNumber, quote.coverCents, quote.monthlyPremiumCents, today, addDays(today, 30)]);
  const { rows: [owner] } = await tx.query<{ name: string }>(
    `SELECT first_name || ' ' || last_name AS name FROM customers WHERE customer_number = $1`, [customerNumber]);
  await tx.query('INSERT INTO insurance_insured_people (policy_id, position, name, role) VALUES ($1, 0, $2, $3)',
    [id, owner?.name ?? customerNumber, 'Policy owner and life insured']);
  return policyNumber;
}
