import { NEW_PAYEE_DAYS, type PaymentPurpose } from '../../contract/rules/PaymentPurpose';
import { REPORTED_FOR_SQL } from './scamReports';
import type { Queryable } from '../platform/db/Database';
import { lookUpAccountHolder } from '../payees';
import { matchName } from '../payees';
import { sandboxOutcomeFor } from './magicSandbox';
import { paidToOthersToday } from './paymentLimits';
import type { ConfirmationOutcome, RiskFacts } from './riskRules';

export interface PaymentToAssess {
  customerNumber: string;
  sessionId: string;
  /** The destination, with dashes (makePayment's destinationOf). */
  accountNumber: string;
  name: string;
  /** Set when paying a saved payee. */
  payeeId: string | null;
  amountCents: number;
  purpose: PaymentPurpose | null;
  today: string;
}

/** Whether the account is one of this customer's own: no risk engine, no limit, no purpose asked. */
export async function isOwnAccount(db: Queryable, customerNumber: string, accountNumber: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM accounts WHERE account_number = $1 AND customer_number = $2', [accountNumber, customerNumber]);
  return rows.length > 0;
}

/** Whether this payment goes to someone new: a one-off account or a payee added in the last 30 days. */
export async function payeeIsNew(db: Queryable, customerNumber: string, payeeId: string | null): Promise<boolean> {
  if (!payeeId) return true;
  const { rows } = await db.query(
    `SELECT 1 FROM payees WHERE id = $1 AND customer_number = $2 AND created_at > sandbox_now() - make_interval(days => $3)`,
    [payeeId, customerNumber, NEW_PAYEE_DAYS]);
  return rows.length > 0;
}

async function confirmationOf(db: Queryable, accountNumber: string, name: string): Promise<ConfirmationOutcome> {
  const holder = await lookUpAccountHolder(db, accountNumber);
  if (holder.status === 'unavailable') return 'unavailable';
  if (holder.status === 'not-found') return 'account-not-found';
  return matchName(name, holder.holderName);
}

/**
 * Gathers the facts the risk rules decide on, from the database (inside the payment's
 * transaction when called from it). Confirmation of Payee is done again here: what the
 * client showed is never trusted.
 */
export async function gatherRiskFacts(db: Queryable, p: PaymentToAssess): Promise<RiskFacts> {
  const { rows: [row] } = await db.query<{
    earlier: boolean; usual: string | null; session_age: number; new_device: boolean; factor_changed: boolean; reported: boolean; locked: boolean;
  }>(
    `SELECT
       EXISTS (SELECT 1 FROM ledger_transactions t JOIN postings p ON p.transaction_id = t.id AND p.amount_cents > 0
                 LEFT JOIN accounts a ON a.id = p.account_id
                WHERE t.customer_number = $1 AND t.kind = 'payment' AND t.status <> 'failed'
                  AND coalesce(p.external_account, a.account_number) = $2) AS earlier,
       (SELECT avg(p.amount_cents) FROM ledger_transactions t JOIN postings p ON p.transaction_id = t.id AND p.amount_cents > 0
                 LEFT JOIN accounts a ON a.id = p.account_id
                WHERE t.customer_number = $1 AND t.kind = 'payment' AND t.status = 'posted'
                  AND t.posted_at > sandbox_now() - interval '90 days' AND (a.id IS NULL OR a.customer_number <> $1)) AS usual,
       coalesce((SELECT extract(epoch FROM sandbox_now() - s.created_at)::int FROM sessions s WHERE s.id = $3), 0) AS session_age,
       -- A device is new when the customer has logged in before, but never from this browser.
       EXISTS (SELECT 1 FROM sessions s WHERE s.id = $3 AND
                 EXISTS (SELECT 1 FROM sessions o WHERE o.customer_number = $1 AND o.created_at < s.created_at)
                 AND NOT EXISTS (SELECT 1 FROM sessions o WHERE o.customer_number = $1 AND o.browser_id = s.browser_id AND o.created_at < s.created_at)
              ) AS new_device,
       EXISTS (SELECT 1 FROM factor_changes WHERE customer_number = $1 AND changed_at > sandbox_now() - interval '24 hours') AS factor_changed,
       ${REPORTED_FOR_SQL} AS reported,
       EXISTS (SELECT 1 FROM banking_locks WHERE customer_number = $1) AS locked`,
    [p.customerNumber, p.accountNumber, p.sessionId]);
  return {
    amountCents: p.amountCents,
    purpose: p.purpose,
    payeeIsNew: await payeeIsNew(db, p.customerNumber, p.payeeId),
    firstToDestination: !row?.earlier,
    confirmation: await confirmationOf(db, p.accountNumber, p.name),
    usualCents: row?.usual ? Math.round(Number(row.usual)) : null,
    sameDestinationTodayCents: await paidToOthersToday(db, p.customerNumber, p.today, p.accountNumber),
    newDevice: Boolean(row?.new_device),
    sessionAgeSeconds: Number(row?.session_age ?? 0),
    factorChangedRecently: Boolean(row?.factor_changed),
    destinationReported: Boolean(row?.reported),
    bankingLocked: Boolean(row?.locked),
    sandboxOutcome: sandboxOutcomeFor(p.accountNumber, p.name),
  };
}
