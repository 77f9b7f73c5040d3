import type { Card, LostOrStolen } from '../domain/Card';
import type { CardService } from '../ports/CardService';

/** Cancels a lost or stolen card; the list afterwards holds its replacement in its place. */
export class ReportLostOrStolen {
  constructor(private readonly cards: CardService) {}

  async execute({ card, reason }: { card: Card; reason: LostOrStolen }): Promise<{ replacement: Card; cards: Card[] }> {
    const replacement = await this.cards.reportLostOrStolen(card.id, reason);
    return { replacement, cards: await this.cards.list() };
  }
}
