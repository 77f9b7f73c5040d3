import { cardControlProblem } from '../../../../../contract/rules/CardControls';
import type { Card, CardControl } from '../domain/Card';
import type { CardService } from '../ports/CardService';

export type SetCardControlResult = { ok: true; card: Card } | { ok: false; problem: string };

/**
 * Turns a card's online or overseas purchases on or off. Turning one on for a frozen or inactive
 * card is refused here in the bank's words (the bank refuses it too).
 */
export class SetCardControl {
  constructor(private readonly cards: CardService) {}

  async execute({ card, control, on }: { card: Card; control: CardControl; on: boolean }): Promise<SetCardControlResult> {
    const problem = cardControlProblem(card, on);
    if (problem) return { ok: false, problem };
    return { ok: true, card: await this.cards.setControl(card.id, control, on) };
  }
}
