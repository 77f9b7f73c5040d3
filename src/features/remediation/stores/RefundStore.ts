import { makeAutoObservable, runInAction } from 'mobx';
import type { Monitoring } from '../../../kernel/ports/Monitoring';
import { SafeguardBlocked } from '../../../kernel/domain/Escalation';
import type { RefundCase, RemediationContent } from '../core/domain/Refund';
import { RefundFailure, REFUND_FAILURE_MESSAGES, type RefundFailureReason } from '../core/domain/RefundFailure';
import type { RemediationService } from '../core/ports/RemediationService';
import type { RequestRefund } from '../core/use-cases/RequestRefund';
import { parseNzDate } from './dateOfBirthInput';
import { accountNumberError, DestinationForm, VerifyForm } from './RefundForms';
import { fieldProblems } from '../../../platform/forms/fieldProblems';

export type RefundStep = 'loading' | 'verify' | 'choose' | 'done' | 'closed';
type DestinationField = 'choice' | 'accountNumber' | 'accountName';

/** The refund page: content, then verify, then choose an account and submit; 'closed' when it cannot go on. */
export class RefundStore {
  step: RefundStep = 'loading';
  content: RemediationContent | null = null;
  refundCase: RefundCase | null = null;
  /** The reference on the letter we posted: the check a stolen session cannot pass from what it can read. */
  caseReference = '';
  dateOfBirth = '';
  choice = '';
  accountNumber = '';
  accountName = '';
  submitted = false;
  busy = false;
  failure: RefundFailureReason | null = null;

  constructor(private readonly remediation: RemediationService, private readonly requestRefund: RequestRefund, private readonly monitoring: Monitoring) {
    makeAutoObservable<this, 'remediation' | 'requestRefund' | 'monitoring'>(this, { remediation: false, requestRefund: false, monitoring: false }, { autoBind: true });
  }

  get failureText() { return this.failure ? REFUND_FAILURE_MESSAGES[this.failure] : null; }

  setCaseReference(value: string): void { this.caseReference = value; }
  setDateOfBirth(value: string): void { this.dateOfBirth = value; }
  setChoice(value: string): void { this.choice = value; }
  setAccountNumber(value: string): void { this.accountNumber = value; }
  setAccountName(value: string): void { this.accountName = value; }

  get verifyErrors(): { caseReference?: string; dateOfBirth?: string } {
    if (!this.submitted || this.step !== 'verify') return {};
    const errors = fieldProblems<'caseReference' | 'dateOfBirth'>(
      Object.assign(new VerifyForm(), { caseReference: this.caseReference.trim(), dateOfBirth: this.dateOfBirth.trim() || null }));
    if (this.dateOfBirth.trim() !== '' && !parseNzDate(this.dateOfBirth)) return { ...errors, dateOfBirth: 'Enter a real date as DD/MM/YYYY, e.g. 05/04/1981' };
    return errors;
  }

  get destinationErrors(): Partial<Record<DestinationField, string>> {
    if (!this.submitted || this.step !== 'choose') return {};
    const form = Object.assign(new DestinationForm(), { choice: this.choice, accountNumber: this.accountNumber, accountName: this.accountName });
    const errors = fieldProblems<DestinationField>(form);
    const checkDigits = accountNumberError(form);
    return checkDigits ? { ...errors, accountNumber: checkDigits } : errors;
  }

  /** Starts the journey afresh (each time the page opens: a finished one does not come back half-filled). */
  async load(): Promise<void> {
    Object.assign(this, { step: 'loading', refundCase: null, caseReference: '', dateOfBirth: '', choice: '', accountNumber: '', accountName: '', submitted: false, failure: null });
    try {
      const content = await this.remediation.getContent();
      runInAction(() => { this.content = content; this.step = 'verify'; });
    } catch (error) {
      this.fail(error, 'remediation.bundle');
    }
  }

  async verify(): Promise<void> {
    this.submitted = true;
    this.failure = null;
    const dateOfBirth = parseNzDate(this.dateOfBirth);
    if (!dateOfBirth || Object.keys(this.verifyErrors).length > 0 || this.busy) return;
    const caseReference = this.caseReference.trim();
    await this.run('remediation.verify', async () => {
      const refundCase = await this.remediation.verify({ caseReference, dateOfBirth });
      runInAction(() => { this.refundCase = refundCase; this.step = 'choose'; this.submitted = false; });
    });
  }

  async submit(): Promise<void> {
    this.submitted = true;
    this.failure = null;
    if (Object.keys(this.destinationErrors).length > 0 || this.busy) return;
    const destination = this.choice === 'other'
      ? { kind: 'other' as const, accountNumber: this.accountNumber, accountName: this.accountName }
      : { kind: 'own' as const, accountId: this.choice };
    await this.run('remediation.submit', async () => {
      await this.requestRefund.execute(destination);
      runInAction(() => { this.step = 'done'; });
    });
  }

  private async run(key: string, work: () => Promise<void>): Promise<void> {
    this.busy = true;
    try {
      await work();
    } catch (error) {
      this.fail(error, key);
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  /** A failure the customer can act on keeps them on the step; one that ends the journey closes it. */
  private fail(error: unknown, key: string): void {
    // The step-up was cancelled or cannot be done here: the challenge dialog has said why; the form stays as typed.
    if (error instanceof SafeguardBlocked) return;
    const reason: RefundFailureReason = error instanceof RefundFailure ? error.reason : 'unavailable';
    if (reason === 'unavailable') this.monitoring.report(error, { queryKey: key });
    runInAction(() => {
      this.failure = reason;
      if (reason === 'already-submitted' || reason === 'not-a-recipient' || this.step === 'loading') this.step = 'closed';
    });
  }
}
