import type { Card, CardControl, LostOrStolen, PrintedOnCard } from '../../../../src/features/cards/core/domain/Card';
import type { CardService } from '../../../../src/features/cards/core/ports/CardService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { activationMismatch, CARD_ACTIVATION_TRIES, cardControlProblem, CARD_WORDS } from '../../../../contract/rules/CardControls';
import type { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';

const working = { activated: true, activationLocked: false, onlinePurchases: true, overseasPurchases: false } as const;

/** A card as the fake keeps it: what is printed on it, and which card it replaces. */
export interface FakeCard extends Card { printed: PrintedOnCard; replaces?: string; failures?: number }

/** What is printed on Aroha's new Visa (the sandbox's expiry is 48 months after its seed). */
export const AROHA_NEW_CARD: PrintedOnCard = { last4: '6001', expires: '11/30' };

/** Aroha's cards as the sandbox seeds them: her debit card, her Visa, and its replacement waiting for activation. */
export const AROHA_CARDS: FakeCard[] = [
  { id: 'card-1000001-1', kind: 'debit', accountName: 'Everyday', last4: '4001', expires: '04/28', status: 'active', ...working, printed: { last4: '4001', expires: '04/28' } },
  { id: 'card-1000001-5', kind: 'credit', accountName: 'Kōwhai Visa', last4: '7001', expires: '09/29', status: 'active', ...working, printed: { last4: '7001', expires: '09/29' } },
  {
    id: 'card-1000001-5-new', kind: 'credit', accountName: 'Kōwhai Visa', last4: null, expires: null, status: 'active',
    ...working, activated: false, printed: AROHA_NEW_CARD, replaces: 'card-1000001-5',
  },
];

const conflict = (message: string) => new ApiError(409, null, { message });

/** Cards in memory, with the sandbox's rules: another customer's card is 404, a cancelled one 409. */
export class FakeCardService implements CardService {
  loggedIn = true;
  private cards: FakeCard[];
  private replacements = 0;

  constructor(cards: FakeCard[] = AROHA_CARDS) {
    this.cards = cards.map((c) => ({ ...c }));
  }

  async list(): Promise<Card[]> {
    this.guard();
    return this.cards.filter((c) => c.status !== 'cancelled').map((c) => this.shown(c));
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

  async reportLostOrStolen(id: string, reason: LostOrStolen, currentPassword: string, escalation?: string): Promise<Card> {
    void reason;
    const card = this.usable(id);
    // Every demo customer's password, as in the sandbox: asked before any code is sent.
    if (currentPassword !== 'Kowhai-2026!') throw new ApiError(400, 4010, { NativeErrorCode: 4010, message: 'Your current password is incorrect.' });
    if (this.safeguard) {
      if (!(escalation && this.safeguard.isEscalated(escalation) && !this.spent.has(escalation))) {
        const { operationId } = this.safeguard.issue();
        throw new ApiError(403, 6002, { NativeErrorCode: 6002, message: 'We have sent a 6-digit code.', operationId });
      }
      this.spent.add(escalation);
    }
    card.status = 'cancelled';
    this.replacements += 1;
    const printed = { last4: String(5000 + this.replacements), expires: '11/30' };
    const replacement: FakeCard = { ...card, ...working, activated: false, id: `${card.id}-r${this.replacements}`, status: 'active', printed, failures: 0 };
    this.cards.push(replacement);
    return this.shown(replacement);
  }

  async activate(id: string, printed: PrintedOnCard): Promise<Card> {
    const card = this.usable(id);
    if (card.activated) throw conflict(CARD_WORDS.alreadyActive);
    const failures = card.failures ?? 0;
    if (failures >= CARD_ACTIVATION_TRIES) throw conflict(CARD_WORDS.activationLocked);
    if (printed.last4 !== card.printed.last4 || printed.expires !== card.printed.expires) {
      card.failures = failures + 1;
      if (card.failures >= CARD_ACTIVATION_TRIES) throw conflict(CARD_WORDS.activationLocked);
      throw new ApiError(400, null, { message: activationMismatch(CARD_ACTIVATION_TRIES - card.failures) });
    }
    card.activated = true;
    const old = this.cards.find((c) => c.id === card.replaces);
    if (old) old.status = 'cancelled';
    return this.shown(card);
  }

  async setControl(id: string, control: CardControl, on: boolean): Promise<Card> {
    const card = this.usable(id);
    const problem = cardControlProblem(card, on);
    if (problem) throw conflict(problem);
    card[control] = on;
    return this.shown(card);
  }

  /** As the sandbox answers: a card not yet activated keeps its number and expiry to itself. */
  private shown(card: FakeCard): Card {
    const { printed, replaces: _replaces, failures = 0, ...rest } = card;
    void _replaces;
    return {
      ...rest, last4: card.activated ? printed.last4 : null, expires: card.activated ? printed.expires : null,
      activationLocked: !card.activated && failures >= CARD_ACTIVATION_TRIES,
    };
  }

  private set(id: string, status: 'active' | 'frozen'): Card {
    const card = this.usable(id);
    card.status = status;
    return this.shown(card);
  }

  private usable(id: string): FakeCard {
    this.guard();
    const card = this.cards.find((c) => c.id === id);
    if (!card) throw new ApiError(404, null, { message: 'There is no such card.' });
    if (card.status === 'cancelled') throw conflict(CARD_WORDS.cancelled);
    return card;
  }

  private guard(): void {
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
  }
}
