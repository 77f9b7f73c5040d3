import { makeAutoObservable, runInAction } from 'mobx';
import { queryKey } from '../../../kernel/domain/QueryKey';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { QueryCache } from '../../../kernel/services/QueryCache';
import type { Card, LostOrStolen } from '../core/domain/Card';
import type { CardService } from '../core/ports/CardService';
import type { ReportLostOrStolen } from '../core/use-cases/ReportLostOrStolen';
import type { SetCardFrozen } from '../core/use-cases/SetCardFrozen';
import { SafeguardBlocked } from '../../../kernel/domain/Escalation';
import { ApiError } from '../../../kernel/domain/ApiError';

/** The bank's own words for a refused approval (the code was for other details, or expired). */
function refusalOf(error: unknown): string | null {
  const message = error instanceof ApiError && error.status === 403 ? (error.response as { message?: unknown } | null)?.message : null;
  return typeof message === 'string' ? message : null;
}

export const CARDS_QUERY = queryKey<Card[]>('cards/list');
export const CARD_MESSAGES = {
  loadFailed: "We couldn't load your cards. Please try again.",
  freezeFailed: "Sorry, we couldn't change that card right now. Please try again.",
  reportFailed: "Sorry, we couldn't cancel that card right now. Please call us straight away.",
  reportCancelled: 'Your card has not been cancelled. You can freeze it straight away instead, or call us.',
} as const;

/** Manage cards: the list, the freeze switches, and the lost-or-stolen report with its confirm step. */
export class CardsStore {
  cards: Card[] | null = null;
  loadFailed = false;
  /** Cards whose switch is waiting for the bank. */
  busy = new Set<string>();
  error: string | null = null;
  /** The card being reported, the reason chosen, and whether the customer is at the confirm step. */
  reporting: Card | null = null;
  reason: LostOrStolen = 'lost';
  confirming = false;
  submitting = false;
  /** After a report: the cancelled card and its replacement. */
  replaced: { cancelled: Card; replacement: Card } | null = null;

  constructor(
    private readonly service: CardService,
    private readonly setFrozenCase: SetCardFrozen,
    private readonly report: ReportLostOrStolen,
    private readonly cache: QueryCache,
    private readonly errors: HandleApiError,
  ) {
    makeAutoObservable<this, 'service' | 'setFrozenCase' | 'report' | 'cache' | 'errors'>(this,
      { service: false, setFrozenCase: false, report: false, cache: false, errors: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loadFailed = false;
    try {
      const cards = await this.cache.refetch(CARDS_QUERY, () => this.service.list());
      runInAction(() => { this.cards = cards; });
    } catch {
      runInAction(() => { this.loadFailed = true; });
    }
  }

  async setFrozen(id: string, frozen: boolean): Promise<void> {
    if (this.busy.has(id)) return;
    this.busy.add(id);
    this.error = null;
    try {
      const card = await this.setFrozenCase.execute({ id, frozen });
      runInAction(() => { this.cards = (this.cards ?? []).map((c) => (c.id === card.id ? card : c)); });
    } catch (error) {
      this.errors.execute(error, { queryKey: 'cards/freeze' });
      runInAction(() => { this.error = CARD_MESSAGES.freezeFailed; });
    } finally {
      runInAction(() => { this.busy.delete(id); });
    }
  }

  startReport(card: Card): void {
    this.reporting = card;
    this.reason = 'lost';
    this.confirming = false;
    this.error = null;
    this.replaced = null;
  }

  chooseReason(reason: LostOrStolen): void {
    this.reason = reason;
  }

  /** First step done: show what will happen and ask to confirm. */
  review(): void {
    if (this.reporting) this.confirming = true;
  }

  cancelReport(): void {
    this.reporting = null;
    this.confirming = false;
  }

  dismissReplaced(): void {
    this.replaced = null;
  }

  /**
   * Cancels and replaces the card the customer confirmed. The report dialog closes first, so
   * the SMS safeguard's dialog (the replacement needs the step-up) is the only one open.
   */
  async confirmReport(): Promise<void> {
    const card = this.reporting;
    if (!card || !this.confirming || this.submitting) return;
    const reason = this.reason;
    this.submitting = true;
    this.error = null;
    this.reporting = null;
    this.confirming = false;
    try {
      const { replacement, cards } = await this.report.execute({ card, reason });
      runInAction(() => { this.cards = cards; this.replaced = { cancelled: card, replacement }; });
    } catch (error) {
      if (error instanceof SafeguardBlocked) {
        runInAction(() => { this.error = CARD_MESSAGES.reportCancelled; });
        return;
      }
      this.errors.execute(error, { queryKey: 'cards/report' });
      runInAction(() => { this.error = refusalOf(error) ?? CARD_MESSAGES.reportFailed; });
    } finally {
      runInAction(() => { this.submitting = false; });
    }
  }
}
