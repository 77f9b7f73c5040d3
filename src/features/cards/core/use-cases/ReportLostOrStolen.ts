import type { Safeguard } from '../../../../kernel/domain/Escalation';
import type { Card, LostOrStolen } from '../domain/Card';
import type { CardService } from '../ports/CardService';

export type { Safeguard } from '../../../../kernel/domain/Escalation';

/**
 * Cancels a lost or stolen card, with the current password and under the SMS safeguard (its
 * replacement is what a card interceptor wants); the list afterwards holds its replacement in its place.
 */
export class ReportLostOrStolen {
  constructor(private readonly cards: CardService, private readonly safeguard: Safeguard = (operation) => operation()) {}

  async execute({ card, reason, currentPassword }: { card: Card; reason: LostOrStolen; currentPassword: string }): Promise<{ replacement: Card; cards: Card[] }> {
    const replacement = await this.safeguard((escalation) => this.cards.reportLostOrStolen(card.id, reason, currentPassword, escalation));
    return { replacement, cards: await this.cards.list() };
  }
}
