import { randomInt, randomUUID } from 'node:crypto';
import type { CardDto } from '../../contract/cards';

/**
 * Why a card cannot be frozen, unfrozen or reported, or null when it can. A cancelled card
 * is gone for good. Freezing a frozen card (or unfreezing an active one) is no error: the
 * customer's intent already holds, so it answers as done.
 */
export function cardActionProblem(card: Pick<CardDto, 'status'>): string | null {
  return card.status === 'cancelled' ? 'This card has been cancelled.' : null;
}

/** A replacement card: a new number ending and an expiry four years on, in MM/YY (UTC month). */
export function replacementCard(now: Date): { id: string; last4: string; expires: string } {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const year = String((now.getUTCFullYear() + 4) % 100).padStart(2, '0');
  return { id: randomUUID(), last4: String(randomInt(0, 10_000)).padStart(4, '0'), expires: `${month}/${year}` };
}

export type CardDecline = 'card-frozen' | 'card-cancelled' | 'card-not-activated' | 'online-purchases-off' | 'overseas-purchases-off' | 'insufficient-funds';

/** The card as the network sees it: its state and the customer's switches. */
export interface CardAtPayment {
  status: CardDto['status']; activated?: boolean; onlinePurchases?: boolean; overseasPurchases?: boolean;
}

/**
 * Why a card payment is declined, or null to approve it: a frozen, cancelled or not yet activated
 * card declines every payment; an online or overseas one is declined while its switch is off.
 */
export function cardPaymentDecline(card: CardAtPayment, availableCents: number, amountCents: number,
  where: { online?: boolean; overseas?: boolean } = {}): CardDecline | null {
  if (card.status === 'frozen') return 'card-frozen';
  if (card.status === 'cancelled') return 'card-cancelled';
  if (card.activated === false) return 'card-not-activated';
  if (where.online && card.onlinePurchases === false) return 'online-purchases-off';
  if (where.overseas && card.overseasPurchases === false) return 'overseas-purchases-off';
  return availableCents < amountCents ? 'insufficient-funds' : null;
}
