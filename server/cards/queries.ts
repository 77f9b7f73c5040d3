import type { CardDto } from '../../contract/cards';
import { CARD_ACTIVATION_TRIES } from '../../contract/rules/CardControls';
import type { Queryable } from '../platform/db/Database';

/** A card as stored, with what the customer must type to activate it (never sent before then). */
export interface CardRecord {
  id: string; kind: 'debit' | 'credit'; account_name: string; last4: string; expires: string; status: CardDto['status'];
  activated: boolean; activation_failures: number; online_purchases: boolean; overseas_purchases: boolean; replaces: string | null;
}

const SELECT = `SELECT c.id, c.kind, COALESCE(a.nickname, a.name) AS account_name, c.last4, c.expires, c.status,
    c.activated, c.activation_failures, c.online_purchases, c.overseas_purchases, c.replaces
  FROM cards c JOIN accounts a ON a.id = c.account_id`;

/** What the customer sees: a card not yet activated keeps its number and expiry to itself. */
export const toDto = (r: CardRecord): CardDto => ({
  id: r.id, kind: r.kind, accountName: r.account_name, status: r.status,
  last4: r.activated ? r.last4 : null, expires: r.activated ? r.expires : null,
  activated: r.activated, activationLocked: !r.activated && r.activation_failures >= CARD_ACTIVATION_TRIES,
  onlinePurchases: r.online_purchases, overseasPurchases: r.overseas_purchases,
});

/** The customer's cards that still work, oldest first. */
export async function listCards(db: Queryable, customerNumber: string): Promise<CardDto[]> {
  const { rows } = await db.query<CardRecord>(`${SELECT} WHERE c.customer_number = $1 AND c.status <> 'cancelled'
    ORDER BY c.created_at, c.id`, [customerNumber]);
  return rows.map(toDto);
}

/** One of the customer's cards as stored, or null: another customer's card is as unknown as a made-up id. */
export async function findCardRecord(db: Queryable, customerNumber: string, id: string, lock = false): Promise<CardRecord | null> {
  const { rows } = await db.query<CardRecord>(`${SELECT} WHERE c.customer_number = $1 AND c.id = $2${lock ? ' FOR UPDATE OF c' : ''}`,
    [customerNumber, id]);
  return rows[0] ?? null;
}

/** One of the customer's cards, or null: another customer's card is as unknown as a made-up id. */
export async function findCard(db: Queryable, customerNumber: string, id: string, lock = false): Promise<CardDto | null> {
  const record = await findCardRecord(db, customerNumber, id, lock);
  return record ? toDto(record) : null;
}

export async function setCardStatus(db: Queryable, id: string, status: 'active' | 'frozen'): Promise<void> {
  await db.query('UPDATE cards SET status = $2 WHERE id = $1', [id, status]);
}
