import { makeAutoObservable, runInAction } from 'mobx';
import type { Confirmation } from '../core/domain/Confirmation';
import type { ConfirmPayee } from '../core/use-cases/ConfirmPayee';

/**
 * Confirmation of Payee's answer and what the customer did about it, wherever an NZ account
 * is about to be paid or saved (the payee form, a one-off payment): the outcome, and the
 * no-match tick box that must be ticked before carrying on. It informs and never blocks.
 */
export class PayeeCheck {
  confirmation: Confirmation | null = null;
  /** The no-match tick box: "I understand the name doesn't match…". */
  acknowledged = false;
  acknowledgementMissing = false;

  constructor(private readonly confirm: Pick<ConfirmPayee, 'execute'>) {
    makeAutoObservable<this, 'confirm'>(this, { confirm: false }, { autoBind: true });
  }

  /** Asks the bank about the name and number; the answer stays for the panel to show. */
  async run(input: { name: string; accountNumber: string }): Promise<Confirmation> {
    const confirmation = await this.confirm.execute(input);
    runInAction(() => { this.confirmation = confirmation; });
    return confirmation;
  }

  /** Whether the panel has something for the customer to act on (a match carries on by itself). */
  get needsAttention(): boolean {
    return this.confirmation !== null && this.confirmation.outcome !== 'match';
  }

  setAcknowledged(value: boolean): void {
    this.acknowledged = value;
    if (value) this.acknowledgementMissing = false;
  }

  /** "Continue anyway": allowed unless a no-match is not yet acknowledged (then the tick box says so). */
  mayContinue(): boolean {
    if (this.confirmation?.outcome === 'no-match' && !this.acknowledged) {
      this.acknowledgementMissing = true;
      return false;
    }
    return true;
  }

  /** The name or number changed, or the customer went back: the old answer no longer holds. */
  reset(): void {
    this.confirmation = null;
    this.acknowledged = false;
    this.acknowledgementMissing = false;
  }
}
