import type { Card, LostOrStolen } from '../../../../src/features/cards/core/domain/Card';
import type { CardService } from '../../../../src/features/cards/core/ports/CardService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';

/** Aroha's cards as the sandbox seeds them. */
export const AROHA_CARDS: Card[] = [
  { id: 'card-1000001-1', kind: 'debit', accountName: 'Everyday', last4: '4001', expires: '04/28', status: 'active' },
  { id: 'card-1000001-5', kind: 'credit', accountName: 'Kōwhai Visa', last4: '7001', expires: '09/29', status: 'active' },
];

/** Cards in memory, with the sandbox's rules: another customer's card is 404, a cancelled one 409. */
export class FakeCardService implements CardService {
  loggedIn = true;
  private cards: Card[];
  private replacements = 0;

  constructor(cards: Card[] = AROHA_CARDS) {
    this.cards = cards.map((c) => ({ ...c }));
  }

  async list(): Promise<Card[]> {
    this.guard();
    return this.cards.filter((c) => c.status !== 'cancelled').map((c) => ({ ...c }));
  }

  async freeze(id: string): Promise<Card> {
    return this.set(id, 'frozen');
  }

  async unfreeze(id: string): Promise<Card> {
    return this.set(id, 'active');
  }

  /** Set to make a report safeguarded as on the sandbox (403 6002 until repeated with an escalated operation). */
  safeguard: FakeSafeguard | null = null;
  private readonly spent = new Set<string>();

  async reportLostOrStolen(id: string, reason: LostOrStolen, escalation?: string): Promise<Card> {
    void reason;
    const card = this.usable(id);
    if (this.safeguard) {
      if (!(escalation && this.safeguard.isEscalated(escalation) && !this.spent.has(escalation))) {
        const { operationId } = this.safeguard.issue();
        throw new ApiError(403, 6002, { NativeErrorCode: 6002, message: 'We have sent a 6-digit code.', operationId });
      }
      this.spent.add(escalation);
    }
    card.status = 'cancelled';
    this.replacements += 1;
    const replacement: Card = { ...card, id: `${card.id}-r${this.replacements}`, last4: String(5000 + this.replacements), status: 'active' };
    this.cards.push(replacement);
    return { ...replacement };
  }

  private set(id: string, status: 'active' | 'frozen'): Card {
    const card = this.usable(id);
    card.status = status;
    return { ...card };
  }

  private usable(id: string): Card {
    this.guard();
    const card = this.cards.find((c) => c.id === id);
    if (!card) throw new ApiError(404, null, { message: 'There is no such card.' });
    if (card.status === 'cancelled') throw new ApiError(409, null, { message: 'This card has been cancelled.' });
    return card;
  }

  private guard(): void {
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
  }
}
