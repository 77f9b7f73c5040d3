import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../platform/db/Database';
import { openAccount } from '../../apply';
import { OperationAlreadyDone, completeOperation } from '../../escalation';
import { recordMovement } from '../../ledger';
import { contractTermsOf, type ContractTerms } from './contractTerms';
import { renderContract, type ContractParties } from './contractPdf';

/** The accounts a loan may be paid into: the customer's own everyday and savings accounts. */
const PAYS_INTO = ['everyday', 'bills', 'savings', 'online-saver'];

export interface PayableAccount { id: string; name: string; accountNumber: string }

export interface SignedContract {
  signedName: string; signedAtMs: number; contractSha256: string;
  loanAccountNumber: string; paidInto: PayableAccount; amountCents: number;
}

/** An approved personal loan of the customer's: its contract's parties and terms, and its signature once signed. */
export interface LoanContract {
  applicationId: string;
  approvedAtMs: number;
  /** Null when the approved answers name no loan (an application from before the form asked): nothing to sign online. */
  parties: ContractParties | null;
  signed: SignedContract | null;
}

export const SIGN_PURPOSE = 'sign-loan-contract';

/** The full name the customer signs with: any case, any spacing, the names on the bank's file. */
export const sameName = (typed: string, onFile: string): boolean =>
  typed.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-NZ') === onFile.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-NZ');

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

interface ContractRow {
  id: string; answers: Record<string, string>; approved_at_ms: number; first_name: string; last_name: string;
  signed_name: string | null; signed_at_ms: number | null; contract_sha256: string | null; amount_cents: string | null;
  loan_account_number: string | null; paid_into_id: string | null; paid_into_name: string | null; paid_into_number: string | null;
}

/**
 * The customer's approved personal loans awaiting (or past) signature, newest first; with `id`, that
 * one only. Another customer's loan, or a made-up id, is simply not there.
 */
export async function loanContracts(db: Queryable, customerNumber: string, id: string | null): Promise<LoanContract[]> {
  const { rows } = await db.query<ContractRow>(
    `SELECT a.id, a.answers, floor(extract(epoch FROM a.updated_at) * 1000)::float8 AS approved_at_ms, c.first_name, c.last_name,
            k.signed_name, floor(extract(epoch FROM k.signed_at) * 1000)::float8 AS signed_at_ms, k.contract_sha256, k.amount_cents,
            l.account_number AS loan_account_number, p.id AS paid_into_id, p.name AS paid_into_name, p.account_number AS paid_into_number
       FROM applications a JOIN customers c ON c.customer_number = a.customer_number
       LEFT JOIN loan_contracts k ON k.application_id = a.id
       LEFT JOIN accounts l ON l.id = k.loan_account_id
       LEFT JOIN accounts p ON p.id = k.paid_into_account_id
      WHERE a.customer_number = $1 AND a.status = 'approved' AND a.product = 'personal-loan' AND ($2::uuid IS NULL OR a.id = $2::uuid)
      ORDER BY a.updated_at DESC, a.id`, [customerNumber, id]);
  return rows.map((row) => {
    const terms = contractTermsOf(row.answers ?? {});
    return {
      applicationId: row.id, approvedAtMs: row.approved_at_ms,
      parties: terms && { applicationId: row.id, borrowerName: `${row.first_name} ${row.last_name}`, customerNumber, approvedAtMs: row.approved_at_ms, terms },
      signed: row.signed_name === null ? null : {
        signedName: row.signed_name, signedAtMs: row.signed_at_ms!, contractSha256: row.contract_sha256!, amountCents: Number(row.amount_cents),
        loanAccountNumber: row.loan_account_number!, paidInto: { id: row.paid_into_id!, name: row.paid_into_name!, accountNumber: row.paid_into_number! },
      },
    };
  });
}

/** The accounts this customer may have the loan paid into, in their own order. */
export async function payableAccounts(db: Queryable, customerNumber: string): Promise<PayableAccount[]> {
  const { rows } = await db.query<{ id: string; name: string; account_number: string }>(
    'SELECT id, name, account_number FROM accounts WHERE customer_number = $1 AND product = ANY($2) ORDER BY sort_order, id',
    [customerNumber, PAYS_INTO]);
  return rows.map((r) => ({ id: r.id, name: r.name, accountNumber: r.account_number }));
}

/** The unsigned contract's bytes and their SHA-256: what the customer reads is what they sign. */
export async function contractDocument(contract: ContractParties): Promise<{ pdf: Uint8Array; sha256: string }> {
  const pdf = await renderContract(contract);
  return { pdf, sha256: sha256Hex(pdf) };
}

export type SignOutcome = 'signed' | 'already-signed' | 'not-found' | 'account-not-payable';

/**
 * Signs the contract and pays the loan out, once, in one transaction: the application row locked
 * (two tabs confirming together queue), the approval's code spent (`completeOperation`: a code
 * approves one signing), the loan account opened with its repayments, the drawdown posted
 * through the ledger from the loan account into the chosen account, and the signature recorded
 * (its primary key is the application, so a loan is paid once whatever races).
 */
export async function signContract(
  db: Database,
  input: { customerNumber: string; applicationId: string; operationId: string; signedName: string; paidIntoAccountId: string; contractSha256: string; terms: ContractTerms },
): Promise<SignOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const { rows: [application] } = await tx.query<{ signed: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM loan_contracts WHERE application_id = a.id) AS signed FROM applications a
          WHERE a.id = $1 AND a.customer_number = $2 AND a.status = 'approved' AND a.product = 'personal-loan' FOR UPDATE`,
        [input.applicationId, input.customerNumber]);
      if (!application) return 'not-found';
      if (application.signed) return 'already-signed';
      if (!(await payableAccounts(tx, input.customerNumber)).some((a) => a.id === input.paidIntoAccountId)) return 'account-not-payable';
      await completeOperation(tx, input.operationId);
      const loanNumber = await openAccount(tx, input.customerNumber, 'personal-loan');
      const loanAccountId = `${input.customerNumber}-${loanNumber}`;
      await tx.query(
        `INSERT INTO loans (account_id, interest_rate_bps, rate_type, fixed_until, repayment_cents, repayment_frequency, next_repayment_date)
         SELECT $1, $2, 'fixed', (today + make_interval(months => $3))::date, $4, 'monthly', (today + interval '1 month')::date
           FROM (SELECT (sandbox_now() AT TIME ZONE 'Pacific/Auckland')::date AS today) t`,
        [loanAccountId, input.terms.rateBps, input.terms.termMonths, input.terms.repaymentCents]);
      const moved = await recordMovement(tx, {
        customerNumber: input.customerNumber, kind: 'transfer', fromAccountId: loanAccountId, to: { accountId: input.paidIntoAccountId },
        amountCents: input.terms.amountCents,
        describe: (_from, to) => ({ from: `Loan paid into ${to?.name ?? 'your account'}`, to: 'Personal loan drawdown' }),
        // The loan account is new and may go below zero by exactly the loan; the destination was checked above.
        check: (_from, to) => (to && to.customerNumber === input.customerNumber ? null : 'not-eligible'),
      });
      if (!moved.ok) throw new Error(`The drawdown was refused: ${JSON.stringify(moved.refusal)}`);
      await tx.query(
        `INSERT INTO loan_contracts (application_id, customer_number, signed_name, signed_at, contract_sha256, amount_cents,
                                     loan_account_id, paid_into_account_id, drawdown_transaction_id)
         VALUES ($1, $2, $3, date_trunc('milliseconds', sandbox_now()), $4, $5, $6, $7, $8)`,
        [input.applicationId, input.customerNumber, input.signedName, input.contractSha256, input.terms.amountCents,
          loanAccountId, input.paidIntoAccountId, moved.id]);
      return 'signed';
    });
  } catch (error) {
    // A second confirmation racing on the same code: the first one signed.
    if (error instanceof OperationAlreadyDone) return 'already-signed';
    throw error;
  }
}
