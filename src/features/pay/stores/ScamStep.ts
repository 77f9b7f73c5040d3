import { makeAutoObservable } from 'mobx';
import { RISK_WARNING } from '../../../../contract/scam';
import { isNewPayee, PURPOSE_WARNINGS, type PurposeWarning } from '../../../../contract/rules/PaymentPurpose';
import { ApiError } from '../../../kernel/domain/ApiError';
import type { Clock } from '../../../kernel/ports/Clock';
import type { PaymentOrder, SavedPayee } from '../core/domain/PaymentOrder';

/** The bank's own warning for an order (409 6101), in its words. */
export interface RiskWarning { outcome: 'warn' | 'hold'; reasons: string; message: string }

/**
 * The pay journey's scam step, as NZ's Code of Banking Practice asks of a bank: "What is this
 * payment for?" for someone new (a one-off account, or a payee saved in the last 30 days, by
 * the same rule the server's risk engine uses), the warning written for that purpose on the
 * review, and the bank's own warning (409 6101), which the customer ticks before it is sent again.
 */
export class ScamStep {
  /** The bank's warning for the order under review, until the order changes. */
  warning: RiskWarning | null = null;
  acknowledged = false;
  /** The customer pressed Pay without ticking the warning. */
  acknowledgementMissing = false;

  constructor(private readonly clock: Clock) {
    makeAutoObservable<this, 'clock'>(this, { clock: false }, { autoBind: true });
  }

  /** Whether a payment to this destination asks its purpose: a one-off account, or a payee saved lately. */
  asksPurpose(to: 'saved' | 'new', payee: SavedPayee | undefined): boolean {
    if (to === 'new') return true;
    return payee !== undefined && isNewPayee(payee.addedAt, this.clock.now());
  }

  /** The warning written for the order's purpose (what that scam looks like, what to ask), when it has one. */
  purposeWarning(order: PaymentOrder | null): PurposeWarning | null {
    return order?.purpose ? PURPOSE_WARNINGS[order.purpose] : null;
  }

  /** A new order under review: no warning yet. */
  reset(): void {
    this.warning = null;
    this.acknowledged = false;
    this.acknowledgementMissing = false;
  }

  /** "I understand the risks": the customer read the bank's warning. */
  setAcknowledged(value: boolean): void {
    this.acknowledged = value;
    if (value) this.acknowledgementMissing = false;
  }

  /** Whether the order may be sent now: after a warning, only once it is ticked (otherwise says so). */
  mayConfirm(): boolean {
    if (this.warning && !this.acknowledged) { this.acknowledgementMissing = true; return false; }
    return true;
  }

  /** The order as it is sent: after a warning, marked as read (a changed request, so a key of its own). */
  toSend(order: PaymentOrder): PaymentOrder {
    return this.warning ? { ...order, riskAcknowledged: true } : order;
  }

  /** Takes the bank's answer to a send: true when it was its scam warning (now shown), false for any other failure. */
  heard(error: unknown): boolean {
    if (!(error instanceof ApiError && error.status === 409 && error.nativeErrorCode === RISK_WARNING)) return false;
    const said = error.response as { riskOutcome?: 'warn' | 'hold'; reasons?: string; message?: string };
    this.warning = { outcome: said.riskOutcome ?? 'warn', reasons: said.reasons ?? '', message: said.message ?? '' };
    return true;
  }
}
