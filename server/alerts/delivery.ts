import { randomUUID } from 'node:crypto';
import { formatAucklandDateTime } from '../../contract/rules/AucklandDate';
import { BRAND } from '../../contract/rules/brand';
import { formatMoney } from '../../contract/rules/Money';
import type { Queryable } from '../platform/db/Database';
import type { ReceiptDto } from '../../contract/pay';

type AlertKind = 'low-balance' | 'large-payment' | 'new-login';
interface Preference { kind: AlertKind; threshold_cents: string | null; channel: 'email' | 'sms' }

async function enabledAlerts(db: Queryable, customerNumber: string): Promise<Map<AlertKind, Preference>> {
  const { rows } = await db.query<Preference>(
    'SELECT kind, threshold_cents, channel FROM alert_preferences WHERE customer_number = $1 AND enabled', [customerNumber]);
  return new Map(rows.map((r) => [r.kind, r]));
}

/** Records an alert as sent by its channel, and puts it in the customer's inbox (unread). */
async function send(db: Queryable, customerNumber: string, preference: Preference, subject: string, body: string): Promise<void> {
  const messageId = `alert-${randomUUID()}`;
  await db.query('INSERT INTO customer_messages (id, customer_number, subject, body, received_at) VALUES ($1, $2, $3, $4, sandbox_now())',
    [messageId, customerNumber, subject, body]);
  await db.query('INSERT INTO alert_deliveries (customer_number, kind, channel, message_id) VALUES ($1, $2, $3, $4)',
    [customerNumber, preference.kind, preference.channel, messageId]);
}

/** Whether a balance went from at or above the threshold to below it: one alert per crossing, not one per payment while low. */
export function crossesBelow(beforeCents: number, afterCents: number, thresholdCents: number): boolean {
  return beforeCents >= thresholdCents && afterCents < thresholdCents;
}

/**
 * The alerts money leaving an account may trigger, run in the transaction that moved it (after
 * the debit): large payment (a payment of at least the threshold) and low balance (the
 * balance crossed below the threshold).
 */
export async function alertsAfterDebit(
  tx: Queryable, customerNumber: string, debit: { accountId: string; amountCents: number; payment: boolean; to: string },
): Promise<void> {
  const alerts = await enabledAlerts(tx, customerNumber);
  if (alerts.size === 0) return;
  const { rows } = await tx.query<{ name: string; balance: string }>(
    'SELECT COALESCE(nickname, name) AS name, balance_cents::text AS balance FROM accounts WHERE id = $1 AND customer_number = $2',
    [debit.accountId, customerNumber]);
  const account = rows[0];
  if (!account) return;
  const large = alerts.get('large-payment');
  if (debit.payment && large?.threshold_cents != null && debit.amountCents >= Number(large.threshold_cents)) {
    await send(tx, customerNumber, large, 'Large payment alert',
      `A payment of ${formatMoney(debit.amountCents)} to ${debit.to} was made from your ${account.name} account. If you didn't make it, call us on ${BRAND.phone}.`);
  }
  const low = alerts.get('low-balance');
  const after = Number(account.balance);
  if (low?.threshold_cents != null && crossesBelow(after + debit.amountCents, after, Number(low.threshold_cents))) {
    await send(tx, customerNumber, low, 'Low balance alert',
      `Your ${account.name} account balance is ${formatMoney(after)}, below your alert amount of ${formatMoney(Number(low.threshold_cents))}.`);
  }
}

/** The new-login alert, after a password login. */
export async function alertAfterLogin(db: Queryable, customerNumber: string, at: Date): Promise<void> {
  const login = (await enabledAlerts(db, customerNumber)).get('new-login');
  if (!login) return;
  await send(db, customerNumber, login, 'New login alert',
    `Someone logged in to your internet banking on ${formatAucklandDateTime(at.getTime())}. If this wasn't you, call us on ${BRAND.phone}.`);
}

/**
 * Runs the debit alerts for a payment or transfer that was paid now (a scheduled one alerts
 * when the sandbox posts it, not here), and passes its answer on unchanged.
 */
export async function withDebitAlerts<T extends { status: number; body: unknown }>(tx: Queryable, customerNumber: string, outcome: T): Promise<T> {
  const receipt = outcome.body as Partial<ReceiptDto> | null;
  if (outcome.status === 200 && receipt?.status === 'paid' && receipt.fromAccountId && typeof receipt.amountCents === 'number') {
    await alertsAfterDebit(tx, customerNumber, {
      accountId: receipt.fromAccountId, amountCents: receipt.amountCents, payment: receipt.kind === 'payment', to: receipt.to?.name ?? 'another account',
    });
  }
  return outcome;
}
