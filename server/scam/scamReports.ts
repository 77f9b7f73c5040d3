import { randomBytes, randomUUID } from 'node:crypto';
import { BRAND } from '../../contract/rules/brand';
import type { Database } from '../platform/db/Database';

/** A case reference a person can read out on the phone: SC- and eight characters, no 0/O or 1/I. */
function caseReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `SC-${Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('')}`;
}

/** The account one of the customer's payments (or held payments) went to, or null. */
async function destinationOfPayment(db: Database, customerNumber: string, id: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows: [row] } = await db.query<{ account_number: string }>(
    `SELECT coalesce(p.external_account, a.account_number) AS account_number
       FROM ledger_transactions t JOIN postings p ON p.transaction_id = t.id AND p.amount_cents > 0
       LEFT JOIN accounts a ON a.id = p.account_id
      WHERE t.id = $1 AND t.customer_number = $2 AND t.kind = 'payment'
        AND (a.id IS NULL OR a.customer_number <> $2)
     UNION ALL
     SELECT account_number FROM held_payments WHERE id = $1 AND customer_number = $2
     LIMIT 1`, [id, customerNumber]);
  return row?.account_number ?? null;
}

/**
 * The payments a customer may report: to others' accounts, and held ones, in the last 30 days, newest first.
 * An automatic payment's transaction has no payee_name: its description is the payee ("Harcourts Rentals").
 */
export async function reportablePayments(db: Database, customerNumber: string) {
  const { rows } = await db.query<{ id: string; created_at: Date; amount_cents: string; name: string; account_number: string }>(
    `SELECT * FROM (
       SELECT t.id, t.created_at, p.amount_cents, coalesce(nullif(t.payee_name, ''), t.description, '') AS name, coalesce(p.external_account, a.account_number) AS account_number
         FROM ledger_transactions t JOIN postings p ON p.transaction_id = t.id AND p.amount_cents > 0
         LEFT JOIN accounts a ON a.id = p.account_id
        WHERE t.customer_number = $1 AND t.kind = 'payment' AND (a.id IS NULL OR a.customer_number <> $1)
          AND t.created_at > sandbox_now() - interval '30 days'
       UNION ALL
       -- Held ones too, even cancelled: the account that asked for it is worth reporting though no money went.
       SELECT id, created_at, amount_cents, payee_name, account_number FROM held_payments WHERE customer_number = $1
          AND created_at > sandbox_now() - interval '30 days'
     ) x ORDER BY created_at DESC LIMIT 30`, [customerNumber]);
  return rows.map((r) => ({ id: r.id, createdAt: new Date(r.created_at).toISOString(), amountCents: Number(r.amount_cents), to: { name: r.name, accountNumber: r.account_number } }));
}

// 200, not 201: the client takes any answer but 200/204 (and a held payment's 202) as a failure (the spec's rule).
export type ReportOutcome = { status: 200; body: { caseReference: string; message: string } } | { status: 404; body: { message: string } };

/**
 * "Report a scam": the payment's destination joins the sandbox's shared list of scam accounts
 * (every customer's payment to it is declined from now on), the report gets a case reference,
 * and the customer an inbox message saying what happens next.
 */
export async function reportScam(db: Database, customerNumber: string, input: { transactionId: string; whatHappened: string }): Promise<ReportOutcome> {
  const accountNumber = await destinationOfPayment(db, customerNumber, input.transactionId);
  if (!accountNumber) return { status: 404, body: { message: 'Payment not found.' } };
  const reference = caseReference();
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO scam_reports (case_reference, customer_number, transaction_id, account_number, what_happened) VALUES ($1, $2, $3, $4, $5)',
      [reference, customerNumber, input.transactionId, accountNumber, input.whatHappened.trim()]);
    await tx.query('INSERT INTO scam_accounts (account_number, case_reference) VALUES ($1, $2) ON CONFLICT DO NOTHING', [accountNumber, reference]);
    await tx.query('INSERT INTO customer_messages (id, customer_number, subject, body, received_at) VALUES ($1, $2, $3, $4, sandbox_now())',
      [`scam-${randomUUID()}`, customerNumber, `Your scam report ${reference}`,
        `Thank you for telling us. Your case reference is ${reference}. We have asked the receiving bank to freeze the money `
        + `and we will contact you within 2 working days. If you are still in contact with the scammer, stop replying. `
        + `You can call us any time on ${BRAND.phone} and quote your case reference.`]);
  });
  return { status: 200, body: { caseReference: reference, message: `We've got your report. Your case reference is ${reference}.` } };
}
