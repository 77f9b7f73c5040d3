import type { FastifyRequest } from 'fastify';
import type { ActivateCardRequest, CardDto } from '../../contract/cards';
import { activationMismatch, CARD_ACTIVATION_TRIES, CARD_WORDS } from '../../contract/rules/CardControls';
import type { Queryable } from '../platform/db/Database';
import { recordSecurityEvent } from '../platform/securityLog/securityLog';
import { findCard, findCardRecord } from './queries';

export type ActivationOutcome = { status: 200; body: CardDto } | { status: 400 | 404 | 409; body: { message: string } };

/**
 * Activates one of the customer's new cards if what they typed is what is printed on it, inside
 * the caller's transaction (the card row locked, so two tabs cannot share the tries). A mismatch
 * counts a try; the third locks activation for good (the customer calls us) and is logged, as is
 * every mismatch: guessing is what a stolen session would do. Once activated, the card it
 * replaces (still working until now) is cancelled: one card per need in the customer's wallet.
 */
export async function activateCard(tx: Queryable, request: FastifyRequest, customerNumber: string, id: string, typed: ActivateCardRequest): Promise<ActivationOutcome> {
  const card = await findCardRecord(tx, customerNumber, id, true);
  if (!card) return { status: 404, body: { message: 'There is no such card.' } };
  if (card.status === 'cancelled') return { status: 409, body: { message: CARD_WORDS.cancelled } };
  if (card.activated) return { status: 409, body: { message: CARD_WORDS.alreadyActive } };
  if (card.activation_failures >= CARD_ACTIVATION_TRIES) return { status: 409, body: { message: CARD_WORDS.activationLocked } };
  if (typed.last4.trim() !== card.last4 || typed.expires.trim() !== card.expires) {
    const failures = card.activation_failures + 1;
    await tx.query('UPDATE cards SET activation_failures = $2 WHERE id = $1', [card.id, failures]);
    const locked = failures >= CARD_ACTIVATION_TRIES;
    await recordSecurityEvent(tx, request, { type: locked ? 'card-activation-locked' : 'card-activation-failed', detail: { cardId: card.id, tries: failures } });
    return locked ? { status: 409, body: { message: CARD_WORDS.activationLocked } }
      : { status: 400, body: { message: activationMismatch(CARD_ACTIVATION_TRIES - failures) } };
  }
  await tx.query('UPDATE cards SET activated = true, activation_failures = 0 WHERE id = $1', [card.id]);
  if (card.replaces) await tx.query("UPDATE cards SET status = 'cancelled' WHERE id = $1 AND status <> 'cancelled'", [card.replaces]);
  await recordSecurityEvent(tx, request, { type: 'card-activated', detail: { last4: card.last4 } });
  return { status: 200, body: (await findCard(tx, customerNumber, card.id))! };
}
