import type { Database } from '../../server/platform/db/Database';
import { nextValidAccountNumber } from '../../server/platform/seed/accountNumbers';

/** Grace Patel, the demo customer owed a refund (server/remediation/seed.ts). */
const GRACE = '1000007';

export interface RefundRecipient {
  customerNumber: string;
  /** The reference on the letter this recipient was sent. */
  caseReference: string;
  /** Their Everyday account's id, the one account a refund may be paid into. */
  everyday: string;
}

let made = 0;

/**
 * A customer of the calling test's own, owed a refund as Grace is: her name, date of birth,
 * password, phones and accounts (same products and balances, new ids and valid account numbers)
 * and her refund, under a new customer number and letter reference. A recipient has one refund
 * request, so each test that uses one up makes its own, on the sandbox its file shares.
 */
export async function newRefundRecipient(db: Database): Promise<RefundRecipient> {
  made += 1;
  const customerNumber = String(7_100_000 + made);
  const caseReference = `CCCFA-2026-T${String(made).padStart(3, '0')}`;
  await db.transaction(async (tx) => {
    await tx.query(`INSERT INTO customers (customer_number, first_name, last_name, date_of_birth, email, password_hash)
      SELECT $1, first_name, last_name, date_of_birth, email, password_hash FROM customers WHERE customer_number = $2`, [customerNumber, GRACE]);
    await tx.query(`INSERT INTO customer_phones (customer_number, type, number)
      SELECT $1, type, number FROM customer_phones WHERE customer_number = $2`, [customerNumber, GRACE]);
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM accounts WHERE customer_number = $1 ORDER BY sort_order', [GRACE]);
    // Far above the demo customers' numbers (from 38-9123-1020000), a block of 100 per recipient.
    let base = 9_000_000 + made * 100;
    for (const { id } of rows) {
      const { number, next } = nextValidAccountNumber(base);
      base = next;
      await tx.query(`INSERT INTO accounts (id, customer_number, product, name, account_number, balance_cents, available_cents, credit_limit_cents, sort_order)
        SELECT $1, $2, product, name, $3, balance_cents, available_cents, credit_limit_cents, sort_order FROM accounts WHERE id = $4`,
      [id.replace(GRACE, customerNumber), customerNumber, number, id]);
    }
    await tx.query(`INSERT INTO remediation_recipients (customer_number, case_reference, refund_cents)
      SELECT $1, $2, refund_cents FROM remediation_recipients WHERE customer_number = $3`, [customerNumber, caseReference, GRACE]);
  });
  return { customerNumber, caseReference, everyday: `${customerNumber}-1` };
}
