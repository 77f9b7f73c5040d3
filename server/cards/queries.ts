import type { CardDto } from '../../contract/cards';
import type { Queryable } from '../platform/db/Database';

interface CardRow { id: string; kind: 'debit' | 'credit'; account_name: string; last4: string; expires: string; status: CardDto['status'] }

const SELECT = `SELECT c.id, c.kind, COALESCE(a.nickname, a.name) AS account_name, c.last4, c.expires, c.status
  FROM cards c JOIN accounts a ON a.id = c.account_id`;

const toDto = (r: CardRow): CardDto => ({ id: r.id, kind: r.kind, accountName: r.account_name, last4: r.last4, expires: r.expires, status: r.status });

/** The customer's cards that still work, oldest first. */
export async function listCards(db: Queryable, customerNumber: string): Promise<CardDto[]> {
  const { rows } = await db.query<CardRow>(`${SELECT} WHERE c.customer_number = $1 AND c.status <> 'cancelled'
    ORDER BY c.created_at, c.id`, [customerNumber]);
  return rows.map(toDto);
}

/** One of the customer's cards, or null: another customer's card is as unknown as a made-up id. */
export async function findCard(db: Queryable, customerNumber: string, id: string, lock = false): Promise<CardDto | null> {
  const { rows } = await db.query<CardRow>(`${SELECT} WHERE c.customer_number = $1 AND c.id = $2${lock ? ' FOR UPDATE OF c' : ''}`,
    [customerNumber, id]);
  return rows[0] ? toDto(rows[0]) : null;
}

export async function setCardStatus(db: Queryable, id: string, status: 'active' | 'frozen'): Promise<void> {
  await db.query('UPDATE cards SET status = $2 WHERE id = $1', [id, status]);
}
