import { randomUUID } from 'node:crypto';
import { assertCents } from '../../contract/rules/Money';
import type { Queryable } from '../platform/db/Database';
import { applyPostings, lockAccounts, type LockedAccount } from './accountLocks';

/** Where the money of a movement goes: one of the bank's accounts, or an account at another bank. */
export type Destination = { accountId: string } | { externalAccount: string };

export interface Movement {
  customerNumber: string;
  /** 'card': a card or online EFTPOS payment to a merchant. */
  kind: 'payment' | 'transfer' | 'card';
  fromAccountId: string;
  to: Destination;
  amountCents: number;
  /** What each side's statement says, once the accounts are known. */
  describe(from: LockedAccount, to: LockedAccount | null): { from: string; to: string };
  payeeName?: string | null;
  particulars?: string; code?: string; reference?: string;
  /** An Auckland date after today: the postings wait for the scheduler. Null: moves now. */
  scheduledFor?: string | null;
  /** Checks the locked accounts (eligibility, funds); returns a refusal or null to go ahead. */
  check(from: LockedAccount, to: LockedAccount | null): MovementRefusal | null;
}

export type MovementRefusal = 'not-found' | 'not-eligible' | 'insufficient-funds';
export type MovementResult = { ok: true; id: string } | { ok: false; refusal: MovementRefusal };

/**
 * Records one movement of money as a ledger transaction with two postings that sum to zero,
 * inside the caller's database transaction. The accounts involved are locked first (in id
 * order, so two transfers between the same accounts cannot deadlock), the funds are checked
 * against the locked row, and the balances change in the same transaction as the postings.
 */
export async function recordMovement(tx: Queryable, movement: Movement): Promise<MovementResult> {
  const amount = assertCents(movement.amountCents);
  if (amount <= 0) throw new RangeError('A movement moves more than 0 cents');
  const toId = 'accountId' in movement.to ? movement.to.accountId : null;
  const locked = await lockAccounts(tx, toId ? [movement.fromAccountId, toId] : [movement.fromAccountId]);
  const from = locked.get(movement.fromAccountId);
  if (!from || from.customerNumber !== movement.customerNumber) return { ok: false, refusal: 'not-found' };
  const to = toId ? locked.get(toId) ?? null : null;
  if (toId && !to) return { ok: false, refusal: 'not-found' };
  const refusal = movement.check(from, to);
  if (refusal) return { ok: false, refusal };

  const id = randomUUID();
  const description = movement.describe(from, to);
  const scheduled = Boolean(movement.scheduledFor);
  await tx.query(
    `INSERT INTO ledger_transactions (id, customer_number, kind, description, payee_name, particulars, code, reference, status, posted_at, scheduled_for)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $9 = 'posted' THEN date_trunc('milliseconds', sandbox_now()) END, $10)`,
    [id, movement.customerNumber, movement.kind, description.from, movement.payeeName ?? null,
      movement.particulars ?? '', movement.code ?? '', movement.reference ?? '', scheduled ? 'pending' : 'posted', movement.scheduledFor ?? null],
  );
  const postings = [
    { accountId: from.id, externalAccount: null, amountCents: -amount, description: description.from },
    { accountId: toId, externalAccount: 'externalAccount' in movement.to ? movement.to.externalAccount : null,
      amountCents: amount, description: description.to },
  ];
  await tx.query(
    `INSERT INTO postings (transaction_id, account_id, external_account, amount_cents, description)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::bigint[], $5::text[])`,
    [id, postings.map((p) => p.accountId), postings.map((p) => p.externalAccount),
      postings.map((p) => p.amountCents), postings.map((p) => p.description)],
  );
  if (!scheduled) await applyPostings(tx, postings);
  return { ok: true, id };
}
