import type { Card, CardControl, LostOrStolen, PrintedOnCard } from '../domain/Card';

/** The logged-in customer's cards. Every method throws ApiError on failure. */
export interface CardService {
  /** The cards that still work (active or frozen), oldest first. */
  list(): Promise<Card[]>;
  /** Freezes one of the customer's cards; answers the card as it now is. Not theirs: 404; cancelled: 409. */
  freeze(id: string): Promise<Card>;
  /** Unfreezes one of the customer's cards; answers the card as it now is. Not theirs: 404; cancelled: 409. */
  unfreeze(id: string): Promise<Card>;
  /**
   * Cancels a lost or stolen card and orders its replacement; answers the replacement (not yet
   * activated). Safeguarded (the replacement goes to the postal address: the card-intercept
   * fraud): 403 6002 with an operationId until repeated with that operation once escalated; 6006 without a mobile.
   * It takes the current password too: 400 "Your current password is incorrect." when missing or wrong
   * (before any code is sent), 429 past 5 checks in 15 minutes.
   */
  reportLostOrStolen(id: string, reason: LostOrStolen, currentPassword: string, escalation?: string): Promise<Card>;
  /**
   * Activates a new card with what is printed on it; answers the card, now with its number and
   * expiry. A mismatch: 400 with the tries left in its message; the third, and any try after, 409
   * (locked); already active or cancelled: 409; not theirs: 404.
   */
  activate(id: string, printed: PrintedOnCard): Promise<Card>;
  /** Turns a switch on or off; answers the card. Turning one on for a frozen or inactive card: 409 with the words; not theirs: 404. */
  setControl(id: string, control: CardControl, on: boolean): Promise<Card>;
}
