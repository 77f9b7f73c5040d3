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
 * "Report a scam": the report gets a case reference and protects this customer at once (their
 * payments to that account are declined: REPORTED_FOR_SQL); the account joins the shared list
 * of scam accounts (everyone's payments declined) only when the bank confirms the report
 * (confirmScamReport). The customer gets an inbox message saying what happens next.
 */
export async function reportScam(db: Database, customerNumber: string, input: { transactionId: string; whatHappened: string }): Promise<ReportOutcome> {
  const accountNumber = await destinationOfPayment(db, customerNumber, input.transactionId);
  if (!accountNumber) return { status: 404, body: { message: 'Payment not found.' } };
  const reference = caseReference();
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO scam_reports (case_reference, customer_number, transaction_id, account_number, what_happened) VALUES ($1, $2, $3, $4, $5)',
      [reference, customerNumber, input.transactionId, accountNumber, input.whatHappened.trim()]);
    await tx.query('INSERT INTO customer_messages (id, customer_number, subject, body, received_at) VALUES ($1, $2, $3, $4, sandbox_now())',
      [`scam-${randomUUID()}`, customerNumber, `Your scam report ${reference}`,
        `Thank you for telling us. Your case reference is ${reference}. We have asked the receiving bank to freeze the money `
        + `and we will contact you within 2 working days. If you are still in contact with the scammer, stop replying. `
        + `You can call us any time on ${BRAND.phone} and quote your case reference.`]);
  });
  return { status: 200, body: { caseReference: reference, message: `We've got your report. Your case reference is ${reference}.` } };
}

/**
 * SQL for "payments by customer $1 to account $2 are declined as a scammer's": the account is on
 * the shared list (confirmed by the bank), or this customer reported it themselves.
 */
export const REPORTED_FOR_SQL = `(EXISTS (SELECT 1 FROM scam_accounts WHERE account_number = $2)
  OR EXISTS (SELECT 1 FROM scam_reports WHERE customer_number = $1 AND account_number = $2))`;

/** The reports the bank has not confirmed yet, oldest first (the operator's queue). */
export async function unconfirmedScamReports(db: Database) {
  const { rows } = await db.query<{ case_reference: string; customer_number: string; account_number: string; what_happened: string; reported_at: Date }>(
    `SELECT case_reference, customer_number, account_number, what_happened, reported_at FROM scam_reports
      WHERE confirmed_at IS NULL ORDER BY reported_at, case_reference`);
  return rows.map((r) => ({ caseReference: r.case_reference, customerNumber: r.customer_number, accountNumber: r.account_number,
    whatHappened: r.what_happened, reportedAt: new Date(r.reported_at).toISOString() }));
}

/** The bank confirms a report: its account joins the shared list. False when there is no such unconfirmed report. */
export async function confirmScamReport(db: Database, caseReference: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const { rows: [report] } = await tx.query<{ account_number: string }>(
      `UPDATE scam_reports SET confirmed_at = sandbox_now() WHERE case_reference = $1 AND confirmed_at IS NULL RETURNING account_number`, [caseReference]);
    if (!report) return null;
    await tx.query('INSERT INTO scam_accounts (account_number, case_reference) VALUES ($1, $2) ON CONFLICT DO NOTHING', [report.account_number, caseReference]);
    return report.account_number;
  });
}
