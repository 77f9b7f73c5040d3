import { makeAutoObservable, runInAction } from 'mobx';
import { countryUsesIban } from '../../../../contract/rules/Iban';
import { PayeeEditingRestricted, PayeeFieldProblem } from '../core/domain/Payee';
import type { InternationalPayee, InternationalPayeeInput } from '../core/domain/InternationalPayee';
import { internationalPayeeProblem, type ManageInternationalPayees } from '../core/use-cases/ManageInternationalPayees';
import type { ChallengePrompt, RunSafeguarded } from '../../escalation';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { LoadState } from './PayeesStore';
import { saveFailureMessage } from './saveFailure';

type Field = keyof InternationalPayeeInput;
const EMPTY: InternationalPayeeInput = { name: '', address: '', country: '', iban: '', accountNumber: '', bankCode: '', swiftBic: '', currency: '' };

/** International payees: the list, the add form (safeguarded), deleting. */
export class InternationalPayeesStore {
  state: LoadState = 'idle';
  payees: InternationalPayee[] = [];
  adding = false;
  fields: InternationalPayeeInput = { ...EMPTY };
  submitted = false;
  busy = false;
  serverProblem: { field: string; message: string } | null = null;
  failure: string | null = null;
  notice: string | null = null;

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

  get visibleProblem(): { field: string; message: string } | null {
    if (this.serverProblem) return this.serverProblem;
    if (!this.submitted) return null;
    const problem = internationalPayeeProblem(this.fields);
    return problem ? { field: problem.field, message: problem.message } : null;
  }

  problemOf(field: Field): string | undefined {
    return this.visibleProblem?.field === field ? this.visibleProblem.message : undefined;
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
    if (this.busy || internationalPayeeProblem(this.fields)) return;
    this.busy = true;
    try {
      const payee = await this.safeguarded.execute((operationId) => this.manage.execute({ ...this.fields }, operationId), this.challenge);
      runInAction(() => { this.adding = false; this.notice = `${payee.name} has been added.`; });
      await this.load();
    } catch (error) {
      runInAction(() => {
        if (error instanceof PayeeFieldProblem) this.serverProblem = { field: error.field, message: error.message };
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
