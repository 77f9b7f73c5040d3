import { makeAutoObservable, runInAction } from 'mobx';
import { countryUsesIban } from '../../../../contract/rules/Iban';
import { PayeeEditingRestricted, PayeeFieldProblem } from '../core/domain/Payee';
import type { InternationalPayee, InternationalPayeeInput } from '../core/domain/InternationalPayee';
import { internationalPayeeProblems, type ManageInternationalPayees } from '../core/use-cases/ManageInternationalPayees';
import type { ChallengePrompt, RunSafeguarded } from '../../escalation';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { LoadState } from './PayeesStore';
import { saveFailureMessage } from './saveFailure';

type Field = keyof InternationalPayeeInput;
const EMPTY: InternationalPayeeInput = { name: '', address: '', country: '', iban: '', accountNumber: '', bankCode: '', swiftBic: '', currency: '' };
/** The order the fields stand on the form, which the error summary follows. */
const FIELD_ORDER = Object.keys(EMPTY) as Field[];

export interface FieldProblem { field: string; message: string }

/** International payees: the list, the add form (safeguarded), deleting. */
export class InternationalPayeesStore {
  state: LoadState = 'idle';
  payees: InternationalPayee[] = [];
  adding = false;
  fields: InternationalPayeeInput = { ...EMPTY };
  submitted = false;
  busy = false;
  serverProblem: FieldProblem | null = null;
  failure: string | null = null;
  notice: string | null = null;
  /** Submits refused for a field's problem, so far: each one moves focus to the error summary. */
  failedAttempts = 0;

  constructor(
    private readonly manage: ManageInternationalPayees, private readonly safeguarded: RunSafeguarded,
    private readonly challenge: ChallengePrompt, private readonly apiErrors: HandleApiError,
  ) {
    makeAutoObservable<this, 'manage' | 'safeguarded' | 'challenge' | 'apiErrors'>(this,
      { manage: false, safeguarded: false, challenge: false, apiErrors: false }, { autoBind: true });
  }

  /** IBAN countries ask for the IBAN; others for account number and bank code. */
  get usesIban(): boolean {
    return this.fields.country === '' || countryUsesIban(this.fields.country);
  }

  /** The problems shown once the customer has tried to add the payee (the bank's own first), in the order of the form. */
  get summary(): FieldProblem[] {
    const typed = this.submitted ? internationalPayeeProblems(this.fields).map(({ field, message }) => ({ field, message })) : [];
    const server = this.serverProblem;
    const all = server ? [server, ...typed.filter((p) => p.field !== server.field)] : typed;
    return FIELD_ORDER.flatMap((field) => all.filter((p) => p.field === field));
  }

  problemOf(field: Field): string | undefined {
    return this.summary.find((p) => p.field === field)?.message;
  }

  async load(): Promise<void> {
    if (this.state !== 'loaded') this.state = 'loading';
    try {
      const payees = await this.manage.list();
      runInAction(() => { this.payees = payees; this.state = 'loaded'; });
    } catch (error) {
      this.apiErrors.execute(error, { queryKey: 'international-payees' });
      runInAction(() => { this.state = 'failed'; });
    }
  }

  startAdding(): void {
    this.adding = true;
    this.fields = { ...EMPTY };
    this.submitted = false;
    this.failedAttempts = 0;
    this.serverProblem = null;
    this.failure = null;
    this.notice = null;
  }

  cancelAdding(): void {
    this.adding = false;
  }

  set(field: Field, value: string): void {
    this.fields[field] = value;
    this.serverProblem = null;
  }

  async submit(): Promise<void> {
    this.submitted = true;
    this.failure = null;
    if (this.busy) return;
    if (internationalPayeeProblems(this.fields).length > 0) {
      this.failedAttempts += 1;
      return;
    }
    this.busy = true;
    try {
      const payee = await this.safeguarded.execute((operationId) => this.manage.execute({ ...this.fields }, operationId), this.challenge);
      runInAction(() => { this.adding = false; this.notice = `${payee.name} has been added.`; });
      await this.load();
    } catch (error) {
      runInAction(() => {
        if (error instanceof PayeeFieldProblem) {
          this.serverProblem = { field: error.field, message: error.message };
          this.failedAttempts += 1;
        }
        else if (error instanceof PayeeEditingRestricted) this.failure = error.message;
        else this.failure = saveFailureMessage(error, this.apiErrors, 'international-payees/add');
      });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  async remove(payee: InternationalPayee): Promise<void> {
    this.failure = null;
    try {
      await this.manage.remove(payee.id);
      runInAction(() => { this.notice = `${payee.name} has been deleted.`; });
      await this.load();
    } catch (error) {
      runInAction(() => {
        if (error instanceof PayeeEditingRestricted) this.failure = error.message;
        else if (this.apiErrors.execute(error, { queryKey: 'international-payees/delete' }) === 'reported') {
          this.failure = `Sorry, we could not delete ${payee.name}. Please try again later.`;
        }
      });
    }
  }
}
