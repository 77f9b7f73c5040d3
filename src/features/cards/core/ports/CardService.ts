import type { Card, LostOrStolen } from '../domain/Card';

/** The logged-in customer's cards. Every method throws ApiError on failure. */
export interface CardService {
  /** The cards that still work (active or frozen), oldest first. */
  list(): Promise<Card[]>;
  /** Freezes one of the customer's cards; answers the card as it now is. Not theirs: 404; cancelled: 409. */
  freeze(id: string): Promise<Card>;
  /** Unfreezes one of the customer's cards; answers the card as it now is. Not theirs: 404; cancelled: 409. */
  unfreeze(id: string): Promise<Card>;
  /**
   * Cancels a lost or stolen card and orders its replacement; answers the replacement. Safeguarded
   * (the replacement goes to the postal address: the card-intercept fraud): 403 6002 with an
   * operationId until repeated with that operation once escalated; 6006 without a mobile.
   */
  reportLostOrStolen(id: string, reason: LostOrStolen, escalation?: string): Promise<Card>;
}
