import { makeAutoObservable, runInAction } from 'mobx';
import { PayeeEditingRestricted, PayeeFieldProblem, type PayeeField, type PayeeInput } from '../core/domain/Payee';
import type { ConfirmPayee } from '../core/use-cases/ConfirmPayee';
import type { SavePayee } from '../core/use-cases/SavePayee';
import type { ChallengePrompt, RunSafeguarded } from '../../escalation';
import type { FeatureStore } from '../../session';
import type { Navigator } from '../../../kernel/ports/Navigator';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import { PayeeCheck } from './PayeeCheck';
import { PayeeForm } from './PayeeForm';
import type { PayeeDrafts } from './PayeeDrafts';
import type { PayeesStore } from './PayeesStore';
import { saveFailureMessage } from './saveFailure';

export const CONFIRMATION_OF_PAYEE = 'ConfirmationOfPayee';

export interface PayeeFormDeps {
  save: SavePayee; confirm: ConfirmPayee; safeguarded: RunSafeguarded; challenge: ChallengePrompt;
  features: FeatureStore; payees: PayeesStore; navigator: Navigator; apiErrors: HandleApiError;
  /** A payee handed over by another page (a one-off payment's "Save as payee"), to start the add form with. */
  drafts: PayeeDrafts;
}

/** The order the fields stand on the form, which the error summary follows. */
const FIELD_ORDER: readonly PayeeField[] = ['name', 'accountNumber', 'particulars', 'code', 'reference'];
const EMPTY: PayeeInput = { name: '', accountNumber: '', particulars: '', code: '', reference: '' };

/**
 * Adding or editing a domestic payee: the fields, Confirmation of Payee (when the flag is on)
 * and its outcome for the customer to act on, then the save behind the SMS-code safeguard.
 */
export class PayeeFormStore {
  fields: PayeeInput = { ...EMPTY };
  editingId: string | null = null;
  submitted = false;
  busy = false;
  /** Confirmation of Payee's answer and the customer's acknowledgement of it. */
  readonly check: PayeeCheck;
  serverProblems: Partial<Record<PayeeField, string>> = {};
  failure: string | null = null;
  /** Submits refused for a field's problem, so far: each one moves focus to the error summary. */
  failedAttempts = 0;

  constructor(private readonly deps: PayeeFormDeps) {
    this.check = new PayeeCheck(deps.confirm);
    makeAutoObservable<this, 'deps'>(this, { deps: false, check: false }, { autoBind: true });
  }

  /** Starts an empty form (or one holding a payee another page handed over), or one holding the payee with `id`. */
  start(id: string | null): void {
    const payee = id ? this.deps.payees.payee(id) : null;
    this.editingId = payee?.id ?? null;
    this.fields = payee
      ? { name: payee.name, accountNumber: payee.accountNumber, particulars: payee.particulars ?? '', code: payee.code ?? '', reference: payee.reference ?? '' }
      : { ...EMPTY, ...(id ? null : this.deps.drafts.take()) };
    this.submitted = false;
    this.failedAttempts = 0;
    this.failure = null;
    this.serverProblems = {};
    this.resetConfirmation();
  }

  set(field: PayeeField, value: string): void {
    this.fields[field] = value;
    delete this.serverProblems[field];
    if (field === 'name' || field === 'accountNumber') this.resetConfirmation();
  }

  get problems(): Partial<Record<PayeeField, string>> {
    return { ...Object.assign(new PayeeForm(), this.fields).problems(), ...this.serverProblems };
  }

  /** Problems shown once the customer has tried to continue. */
  get visibleProblems(): Partial<Record<PayeeField, string>> {
    return this.submitted ? this.problems : {};
  }

  /** The visible problems in the order of the form, for the error summary. */
  get summary(): { field: PayeeField; message: string }[] {
    const problems = this.visibleProblems;
    return FIELD_ORDER.flatMap((field) => (problems[field] ? [{ field, message: problems[field] }] : []));
  }

  /** "Go back": the customer corrects the name or number. */
  goBack(): void {
    this.resetConfirmation();
  }

  async submit(): Promise<void> {
    this.submitted = true;
    this.failure = null;
    if (this.busy) return;
    if (Object.keys(this.problems).length > 0) {
      this.failedAttempts += 1;
      return;
    }
    await this.deps.features.ensureLoaded();
    if (!this.deps.features.isEnabled(CONFIRMATION_OF_PAYEE)) return this.save();
    runInAction(() => { this.busy = true; });
    try {
      const confirmation = await this.check.run({ name: this.fields.name, accountNumber: this.fields.accountNumber });
      if (confirmation.outcome === 'match') await this.save(true);
    } catch (error) {
      runInAction(() => { this.failure = this.messageFor(error); });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  /** "Continue anyway" (or "Continue" after "can't check" / "account not found"). */
  async continueAnyway(): Promise<void> {
    if (this.check.mayContinue()) await this.save();
  }

  private async save(alreadyBusy = false): Promise<void> {
    if (this.busy && !alreadyBusy) return;
    this.busy = true;
    const { save, safeguarded, challenge, payees, navigator } = this.deps;
    const request = { ...(this.editingId ? { id: this.editingId } : {}), input: { ...this.fields } };
    try {
      const payee = await safeguarded.execute((operationId) => save.execute(request, operationId), challenge);
      payees.announce(`${payee.name} has been ${this.editingId ? 'updated' : 'added'}.`);
      await payees.load();
      navigator.navigate('/payees');
    } catch (error) {
      runInAction(() => {
        if (error instanceof PayeeFieldProblem) {
          this.serverProblems = { [error.field]: error.message };
          this.failedAttempts += 1;
          this.resetConfirmation();
        } else {
          this.failure = this.messageFor(error);
        }
      });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  private messageFor(error: unknown): string | null {
    if (error instanceof PayeeEditingRestricted) {
      this.deps.payees.editingRestricted = true;
      return error.message;
    }
    return saveFailureMessage(error, this.deps.apiErrors, this.editingId ? 'payees/edit' : 'payees/add');
  }

  private resetConfirmation(): void {
    this.check.reset();
  }
}
