import type { PayeeInput } from '../core/domain/Payee';

/**
 * A payee handed to the add-payee form by another page ("Save as payee" on a one-off payment's
 * confirmation), kept in memory only: an account number and a name never travel in a URL.
 * The form takes it once; the next visit starts empty.
 */
export class PayeeDrafts {
  private pending: PayeeInput | null = null;

  offer(draft: PayeeInput): void {
    this.pending = { ...draft };
  }

  take(): PayeeInput | null {
    const draft = this.pending;
    this.pending = null;
    return draft;
  }
}
