import { activationInputProblem } from '../../../../../contract/rules/CardControls';
import type { Card, PrintedOnCard } from '../domain/Card';
import type { CardService } from '../ports/CardService';

export type ActivateCardResult =
  | { ok: true; card: Card }
  | { ok: false; fieldErrors: { last4?: string; expires?: string } };

/**
 * Activates a new card with the last 4 digits and expiry the customer reads off it. What cannot
 * be right (not 4 digits, not MM/YY) is said at the field and costs no try; the bank's refusals
 * (a mismatch, a lock) come back as ApiError with its words.
 */
export class ActivateCard {
  constructor(private readonly cards: CardService) {}

  async execute({ id, printed }: { id: string; printed: PrintedOnCard }): Promise<ActivateCardResult> {
    const typed = { last4: printed.last4.trim(), expires: printed.expires.trim() };
    const fieldErrors = activationInputProblem(typed.last4, typed.expires);
    if (fieldErrors) return { ok: false, fieldErrors };
    return { ok: true, card: await this.cards.activate(id, typed) };
  }
}
