/** A payment card the customer holds (settings, manage cards). */
export interface Card {
  id: string;
  kind: 'debit' | 'credit';
  /** The account the card draws on. */
  accountName: string;
  /** Null for a new card until it is activated (the customer types it from the card). */
  last4: string | null;
  /** MM/YY as printed on the card; null until activated. */
  expires: string | null;
  status: 'active' | 'frozen' | 'cancelled';
  /** False for a new card on its way: it declines every payment until activated. */
  activated: boolean;
  /** Too many wrong tries: the customer activates it by phone. */
  activationLocked: boolean;
  onlinePurchases: boolean;
  overseasPurchases: boolean;
}

export type LostOrStolen = 'lost' | 'stolen';

/** What the customer typed from the card to activate it. */
export interface PrintedOnCard { last4: string; expires: string }

/** Which card switch: online (card not present) or overseas purchases. */
export type CardControl = 'onlinePurchases' | 'overseasPurchases';

const brand = (card: Pick<Card, 'kind'>) => (card.kind === 'credit' ? 'Visa Credit' : 'Visa Debit');

/** How the card list names a card: "Visa Debit ending 4001", or "New Visa Credit card" before activation. */
export function cardLabel(card: Pick<Card, 'kind' | 'last4'>): string {
  return card.last4 ? `${brand(card)} ending ${card.last4}` : `New ${brand(card)} card`;
}

/** A frozen card declines payments until unfrozen; the switch shows it. */
export function isFrozen(card: Pick<Card, 'status'>): boolean {
  return card.status === 'frozen';
}

/** The status the tile shows. */
export function cardStatusText(card: Pick<Card, 'status' | 'activated'>): string {
  if (!card.activated) return 'Not activated yet';
  return card.status === 'frozen' ? 'Frozen' : 'Active';
}
