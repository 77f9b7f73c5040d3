import { makeAutoObservable, runInAction } from 'mobx';
import { queryKey } from '../../../kernel/domain/QueryKey';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { QueryCache } from '../../../kernel/services/QueryCache';
import type { Card, CardControl, LostOrStolen } from '../core/domain/Card';
import type { ActivateCard } from '../core/use-cases/ActivateCard';
import type { SetCardControl } from '../core/use-cases/SetCardControl';
import type { CardService } from '../core/ports/CardService';
import type { ReportLostOrStolen } from '../core/use-cases/ReportLostOrStolen';
import type { SetCardFrozen } from '../core/use-cases/SetCardFrozen';
import { SafeguardBlocked } from '../../../kernel/domain/Escalation';
import { ApiError } from '../../../kernel/domain/ApiError';

/** The bank's own words for a refusal with one of these statuses (a code for other details, a mismatch, a lock). */
function refusalOf(error: unknown, statuses: number[] = [403]): string | null {
  const message = error instanceof ApiError && statuses.includes(error.status) ? (error.response as { message?: unknown } | null)?.message : null;
  return typeof message === 'string' ? message : null;
}

export const CARDS_QUERY = queryKey<Card[]>('cards/list');
export const CARD_MESSAGES = {
  loadFailed: "We couldn't load your cards. Please try again.",
  freezeFailed: "Sorry, we couldn't change that card right now. Please try again.",
  reportFailed: "Sorry, we couldn't cancel that card right now. Please call us straight away.",
  reportCancelled: 'Your card has not been cancelled. You can freeze it straight away instead, or call us.',
  activateFailed: "Sorry, we couldn't activate your card right now. Please try again.",
  controlFailed: "Sorry, we couldn't change that setting right now. Please try again.",
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
  /** The replacement goes by post (the card-intercept prize): ordering it takes the current password. */
  reportPassword = '';
  reportPasswordError: string | null = null;
  /** After a report: the cancelled card and its replacement. */
  replaced: { cancelled: Card; replacement: Card } | null = null;
  /** The card being activated, what the customer typed from it, and what was wrong. */
  activating: Card | null = null;
  last4 = '';
  expires = '';
  fieldErrors: { last4?: string; expires?: string } = {};
  activationError: string | null = null;
  activatingBusy = false;
  /** After an activation: the card, now working. */
  activatedCard: Card | null = null;
  /** Per card, why a switch was not turned on (in the bank's words). */
  controlProblems = new Map<string, string>();

  constructor(
    private readonly service: CardService,
    private readonly setFrozenCase: SetCardFrozen,
    private readonly report: ReportLostOrStolen,
    private readonly cache: QueryCache,
    private readonly errors: HandleApiError,
    private readonly activateCase: ActivateCard,
    private readonly controlCase: SetCardControl,
  ) {
    makeAutoObservable<this, 'service' | 'setFrozenCase' | 'report' | 'cache' | 'errors' | 'activateCase' | 'controlCase'>(this,
      { service: false, setFrozenCase: false, report: false, cache: false, errors: false, activateCase: false, controlCase: false }, { autoBind: true });
  }

  private replace(card: Card): void {
    this.cards = (this.cards ?? []).map((c) => (c.id === card.id ? card : c));
  }

  startActivation(card: Card): void {
    this.activating = card;
    this.last4 = '';
    this.expires = '';
    this.fieldErrors = {};
    this.activationError = null;
    this.activatedCard = null;
  }

  setLast4(value: string): void { this.last4 = value; }
  setExpires(value: string): void { this.expires = value; }
  cancelActivation(): void { this.activating = null; }
  dismissActivated(): void { this.activatedCard = null; }

  /** Sends what the customer read off the card; a mismatch or lock is shown in the dialog in the bank's words. */
  async submitActivation(): Promise<void> {
    const card = this.activating;
    if (!card || this.activatingBusy) return;
    this.activatingBusy = true;
    this.activationError = null;
    this.fieldErrors = {};
    try {
      const result = await this.activateCase.execute({ id: card.id, printed: { last4: this.last4, expires: this.expires } });
      runInAction(() => {
        if (!result.ok) { this.fieldErrors = result.fieldErrors; return; }
        this.activating = null;
        this.activatedCard = result.card;
      });
      // Activating a replacement cancels the card it replaces: the list is read again.
      if (result.ok) await this.load();
    } catch (error) {
      const refusal = refusalOf(error, [400, 409]);
      if (!refusal) this.errors.execute(error, { queryKey: 'cards/activate' });
      runInAction(() => { this.activationError = refusal ?? CARD_MESSAGES.activateFailed; });
      if (error instanceof ApiError && error.status === 409) await this.load();
    } finally {
      runInAction(() => { this.activatingBusy = false; });
    }
  }

  /** Turns a card's online or overseas purchases on or off; a refusal is shown at the card. */
  async setControl(card: Card, control: CardControl, on: boolean): Promise<void> {
    const key = `${card.id}:${control}`;
    if (this.busy.has(key)) return;
    this.busy.add(key);
    this.controlProblems.delete(card.id);
    try {
      const result = await this.controlCase.execute({ card, control, on });
      runInAction(() => {
        if (result.ok) this.replace(result.card);
        else this.controlProblems.set(card.id, result.problem);
      });
    } catch (error) {
      const refusal = refusalOf(error, [409]);
      if (!refusal) this.errors.execute(error, { queryKey: 'cards/controls' });
      runInAction(() => { this.controlProblems.set(card.id, refusal ?? CARD_MESSAGES.controlFailed); });
    } finally {
      runInAction(() => { this.busy.delete(key); });
    }
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
      runInAction(() => { this.replace(card); });
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
    this.reportPassword = '';
    this.reportPasswordError = null;
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
    this.reportPassword = '';
    this.reportPasswordError = null;
  }

  setReportPassword(password: string): void {
    this.reportPassword = password;
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
    if (!this.reportPassword) {
      this.reportPasswordError = ENTER_CURRENT_PASSWORD;
      return;
    }
    const reason = this.reason;
    const currentPassword = this.reportPassword;
    this.submitting = true;
    this.error = null;
    this.reportPasswordError = null;
    this.reporting = null;
    this.confirming = false;
    try {
      const { replacement, cards } = await this.report.execute({ card, reason, currentPassword });
      runInAction(() => { this.cards = cards; this.replaced = { cancelled: card, replacement }; this.reportPassword = ''; });
    } catch (error) {
      if (error instanceof SafeguardBlocked) {
        runInAction(() => { this.error = CARD_MESSAGES.reportCancelled; });
        return;
      }
      const wrongPassword = wrongPasswordOf(error);
      if (wrongPassword) {
        // Refused before any code was sent: the confirm step opens again with the error on the password.
        runInAction(() => { this.reporting = card; this.confirming = true; this.reportPasswordError = wrongPassword; });
        return;
      }
      this.errors.execute(error, { queryKey: 'cards/report' });
      runInAction(() => { this.error = refusalOf(error) ?? CARD_MESSAGES.reportFailed; });
    } finally {
      runInAction(() => { this.submitting = false; });
    }
  }
}

export const ENTER_CURRENT_PASSWORD = 'Enter your current password';

/** The bank's words for a wrong (or missing) current password, else null. */
function wrongPasswordOf(error: unknown): string | null {
  const message = error instanceof ApiError && error.status === 400 ? (error.response as { message?: unknown } | null)?.message : null;
  return typeof message === 'string' && /password/i.test(message) ? message : null;
}
