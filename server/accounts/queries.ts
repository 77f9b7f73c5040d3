import type { AccountDto, TransactionDto } from '../../contract/accounts';
import { aucklandDateOf } from '../../contract/rules/AucklandDate';
import { reportedAvailableCents } from '../../contract/rules/AccountAvailability';
import type { Queryable } from '../platform/db/Database';

export interface AccountRow {
  id: string; product: string; name: string; nickname: string | null; account_number: string;
  balance_cents: number | string; available_cents: number | string; credit_limit_cents: number | string | null;
}

/** The columns of an account as the API answers it. */
export const ACCOUNT_COLUMNS = 'id, product, name, nickname, account_number, balance_cents, available_cents, credit_limit_cents';

/** An account row as the API answers it: a locked or owed product reports nothing available (AccountAvailability). */
export function toAccountDto(r: AccountRow): AccountDto {
  return {
    id: r.id, product: r.product, name: r.name, nickname: r.nickname, accountNumber: r.account_number,
    balanceCents: Number(r.balance_cents), availableCents: reportedAvailableCents(r.product, Number(r.available_cents)),
    creditLimitCents: r.credit_limit_cents === null ? null : Number(r.credit_limit_cents),
  };
}

/** One of the customer's own accounts, or null: another customer's account is as unknown as a missing one. */
export async function readOwnAccount(db: Queryable, customerNumber: string, id: string): Promise<AccountDto | null> {
  const { rows: [r] } = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = $1 AND customer_number = $2`, [id, customerNumber]);
  return r ? toAccountDto(r) : null;
}

/** Every account of the customer, in the order the bank shows them. */
export async function listOwnAccounts(db: Queryable, customerNumber: string): Promise<AccountDto[]> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE customer_number = $1 ORDER BY sort_order`, [customerNumber]);
  return rows.map(toAccountDto);
}

export interface TransactionRow {
  id: string; kind: string; status: 'pending' | 'posted'; description: string; amount_cents: number | string;
  particulars: string; code: string; reference: string; created_at: Date | string; posted_at: Date | string | null;
}

export const instant = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

export function toTransactionDto(r: TransactionRow, balanceAfterCents: number | null = null): TransactionDto {
  const at = instant(r.posted_at ?? r.created_at);
  return {
    id: r.id, kind: r.kind, status: r.status, description: r.description, amountCents: Number(r.amount_cents),
    particulars: r.particulars, code: r.code, reference: r.reference, at: at.toISOString(), date: aucklandDateOf(at.getTime()),
    balanceAfterCents: r.status === 'posted' ? balanceAfterCents : null,
  };
}

/** The columns of a transaction as one account's statement shows it (from its posting). */
export const TRANSACTION_COLUMNS = `t.id, t.kind, t.status, p.description, p.amount_cents, t.particulars, t.code, t.reference,
  t.created_at, t.posted_at`;
