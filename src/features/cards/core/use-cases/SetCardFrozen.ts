import type { Card } from '../domain/Card';
import type { CardService } from '../ports/CardService';

/** Freezes or unfreezes a card: one switch, two calls. */
export class SetCardFrozen {
  constructor(private readonly cards: CardService) {}

  execute({ id, frozen }: { id: string; frozen: boolean }): Promise<Card> {
    return frozen ? this.cards.freeze(id) : this.cards.unfreeze(id);
  }
}
