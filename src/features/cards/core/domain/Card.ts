/** A payment card the customer holds (settings, manage cards). */
export interface Card {
  id: string;
  kind: 'debit' | 'credit';
  /** The account the card draws on. */
  accountName: string;
  last4: string;
  /** MM/YY as printed on the card. */
  expires: string;
  status: 'active' | 'frozen' | 'cancelled';
}

export type LostOrStolen = 'lost' | 'stolen';

/** How the card list names a card: "Visa Debit ending 4001". */
export function cardLabel(card: Pick<Card, 'kind' | 'last4'>): string {
  return `${card.kind === 'credit' ? 'Visa Credit' : 'Visa Debit'} ending ${card.last4}`;
}

/** A frozen card declines payments until unfrozen; the switch shows it. */
export function isFrozen(card: Pick<Card, 'status'>): boolean {
  return card.status === 'frozen';
}
