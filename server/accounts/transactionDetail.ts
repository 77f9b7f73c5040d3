import type { TransactionDetailDto } from '../../contract/accounts';
import type { Queryable } from '../platform/db/Database';
import { TRANSACTION_COLUMNS, toTransactionDto, type TransactionRow } from './queries';
import { runningBalances } from './runningBalances';

/** Kinds whose other side is not an account a customer would recognise: a card's merchant settles elsewhere, interest and fees are the bank's. */
const NO_COUNTERPARTY_ACCOUNT = new Set(['card', 'interest', 'fee', 'opening']);

interface CounterpartyRow {
  own_name: string | null; account_number: string | null; external_account: string | null; customer_number: string | null; payee_name: string | null;
}

/**
 * One transaction of one account (the caller has checked the account is the customer's), with
 * its running balance and the other side: one of the customer's own accounts by name, anyone
 * else by what the payment named them, or the statement's description. Null when the
 * transaction has no posting on this account.
 */
export async function transactionDetail(db: Queryable, customerNumber: string, accountId: string, transactionId: string): Promise<TransactionDetailDto | null> {
  const { rows: [row] } = await db.query<TransactionRow & { payee_name: string | null }>(
    `SELECT ${TRANSACTION_COLUMNS}, t.payee_name FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE p.account_id = $1 AND t.id = $2 AND t.status IN ('pending', 'posted') LIMIT 1`, [accountId, transactionId]);
  if (!row) return null;
  const balances = await runningBalances(db, accountId, [row]);
  const { rows: [other] } = await db.query<CounterpartyRow>(
    `SELECT coalesce(a.nickname, a.name) AS own_name, a.account_number, p.external_account, a.customer_number, t.payee_name
       FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id LEFT JOIN accounts a ON a.id = p.account_id
      WHERE p.transaction_id = $1 AND p.account_id IS DISTINCT FROM $2 ORDER BY p.id LIMIT 1`, [transactionId, accountId]);
  const ownAccount = other?.customer_number === customerNumber;
  return {
    transaction: toTransactionDto(row, balances.get(row.id) ?? null),
    counterparty: {
      name: ownAccount ? other?.own_name ?? null : other?.payee_name ?? row.description,
      accountNumber: NO_COUNTERPARTY_ACCOUNT.has(row.kind) ? null : other?.account_number ?? other?.external_account ?? null,
    },
  };
}
