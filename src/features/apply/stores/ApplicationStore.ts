import { makeAutoObservable, runInAction } from 'mobx';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { AddressFormStore } from '../../address/ui';
import type { Answers, Decision, Draft } from '../core/domain/Application';
import { applicationFailureText, applicationRefusal, decisionWords } from '../core/domain/applicationErrors';
import { JourneyProgress } from '../core/domain/JourneyProgress';
import type { InsuranceQuote } from '../core/domain/ProductContext';
import type { QuoteInsurance } from '../core/use-cases/QuoteInsurance';
import type { ResumeApplication } from '../core/use-cases/ResumeApplication';
import type { SaveApplicationStep } from '../core/use-cases/SaveApplicationStep';
import { restoreAddress, takeAddress } from './addressAnswers';
import { ApplicationDrafts } from './ApplicationDrafts';
import { ApplicationSubmitter, type SubmitterDeps } from './ApplicationSubmitter';
import { formErrors } from './forms/formErrors';
import { ReviewQuote } from './ReviewQuote';
import { DECISION_KEY, REVIEW_KEY, type JourneySpec, type StepSpec } from './journeys/JourneySpec';

export interface ApplicationDeps extends SubmitterDeps {
  resume: ResumeApplication; save: SaveApplicationStep; errors: HandleApiError;
  /** The journey's address form, when a step asks for an address. */
  addressForm: AddressFormStore | null;
  quote: QuoteInsurance;
}

/**
 * One application journey's view model over the engine: where the applicant is, what they
 * typed (kept in the tab on every change and saved to the bank on every step), the errors to
 * show after a Continue, and the decision. Nothing typed is dropped on an error. The review's
 * price is ReviewQuote's, and how the application reaches the bank ApplicationSubmitter's.
 */
export class ApplicationStore {
  progress = JourneyProgress.resume(0, 0);
  answers: Answers = {};
  id: string | null = null;
  status: 'idle' | 'loading' | 'ready' = 'idle';
  /** The current step's errors show once Continue was pressed on it. */
  attempted = false;
  /** A failed save or submit, in words (the draft is kept). */
  problem: string | null = null;
  /** The bank will not take this application from this customer (an under-18's insurance), in its words. */
  refusal: string | null = null;
  /** The login state the journey was last opened for. */
  private openedFor: boolean | null = null;

  /**
   * The journey; replaced (ApplicationStores.of) when its options are rebuilt from fresh data,
   * such as the customer's accounts after an approval.
   */
  private readonly drafts: ApplicationDrafts;
  private readonly reviewQuote: ReviewQuote;
  private readonly submitter: ApplicationSubmitter;

  constructor(public journey: JourneySpec, private readonly deps: ApplicationDeps) {
    this.progress = JourneyProgress.resume(journey.steps.length, 0);
    this.drafts = new ApplicationDrafts(deps.save);
    this.reviewQuote = new ReviewQuote(deps.quote);
    this.submitter = new ApplicationSubmitter(deps);
    makeAutoObservable<this, 'deps' | 'openedFor' | 'drafts' | 'reviewQuote' | 'submitter'>(this,
      { deps: false, journey: false, openedFor: false, drafts: false, reviewQuote: false, submitter: false }, { autoBind: true });
  }

  /** The bank's copy of the answers is being saved. */
  get saving(): boolean { return this.drafts.saving; }
  /** The bank's quote on the review, for a journey that has one (null while it loads or failed). */
  get quote(): InsuranceQuote | null { return this.reviewQuote.value; }
  /** Whether the tab opened the login dialog for the submit (the debug switch keeps the visitor here). */
  get askedToLogIn(): boolean { return this.submitter.askedToLogIn; }

  get addressForm(): AddressFormStore | null { return this.deps.addressForm; }
  get loggedIn(): boolean { return this.deps.session.isLoggedIn; }

  /** The step being edited, or null on the review and the decision. */
  get step(): StepSpec | null {
    return this.progress.phase === 'editing' ? this.journey.steps[this.progress.current] ?? null : null;
  }

  /** The path segment of where the applicant is: a step's key, the review or the decision. */
  get currentKey(): string {
    if (this.progress.phase === 'decided') return DECISION_KEY;
    return this.step?.key ?? REVIEW_KEY;
  }

  get errors(): Record<string, string> {
    return this.step ? formErrors(this.step.form, this.answers) : {};
  }

  get visibleErrors(): Record<string, string> {
    return this.attempted ? this.errors : {};
  }

  /**
   * Opens the journey where the applicant left it; again after a login (the tab's answers then
   * go to the bank), and afresh when a decided journey is opened anew. The page calls it on every
   * mount: a journey already open for this login stays as it is.
   */
  async open(urlKey = ''): Promise<void> {
    const loggedIn = this.loggedIn;
    const decidedAndLeft = this.progress.phase === 'decided' && urlKey !== DECISION_KEY;
    if (this.status !== 'idle' && this.openedFor === loggedIn && !decidedAndLeft) return;
    this.openedFor = loggedIn;
    this.status = 'loading';
    this.problem = null;
    try {
      this.show(await this.deps.resume.execute({ product: this.journey.product, loggedIn }));
    } catch (error) {
      const refusal = applicationRefusal(error);
      if (refusal) {
        runInAction(() => { this.refusal = refusal; this.status = 'ready'; });
        return;
      }
      this.fail(error, 'resume');
      if (loggedIn) this.show(await this.deps.resume.execute({ product: this.journey.product, loggedIn: false }));
    }
  }

  setAnswer(name: string, value: string): void {
    this.answers = { ...this.answers, [name]: value };
    this.keepInTab();
  }

  /** Continue: the step's answers are checked; valid, the engine moves on and the draft is saved. */
  async continueStep(): Promise<boolean> {
    const address = this.step?.address && this.addressForm ? takeAddress(this.addressForm, this.answers) : null;
    if (address) this.answers = address.answers;
    this.attempted = true;
    if (Object.keys(this.errors).length > 0 || address?.invalid) return false;
    this.moveTo(this.progress.next());
    await this.saveDraft();
    await this.loadQuote();
    return true;
  }

  /** On the review of a quoted journey: the bank prices the saved answers. */
  private async loadQuote(): Promise<void> {
    if (!this.journey.quote || this.progress.phase !== 'reviewing' || this.id === null || this.problem) return;
    try {
      await this.reviewQuote.load(this.id);
    } catch (error) {
      this.fail(error, 'quote');
    }
  }

  back(): void { this.moveTo(this.progress.back()); }
  edit(stepIndex: number): void { this.moveTo(this.progress.edit(stepIndex)); }

  /** The browser's back and forward buttons: a step already reached, by its key. */
  showKey(key: string): void {
    const index = key === REVIEW_KEY ? this.journey.steps.length : this.journey.steps.findIndex((s) => s.key === key);
    if (index >= 0 && index !== this.progress.current) this.moveTo(this.progress.goTo(index));
  }

  /** Submit on the review: a visitor logs in first (the draft waits in the tab); a customer gets the decision. */
  async submitApplication(): Promise<void> {
    if (!this.loggedIn || this.id === null) return this.submitter.askToLogIn(this.journey);
    await this.decide('submit', this.submitter.sending(this.journey, this.id));
  }

  /** Whether a visitor may submit this journey as a new customer instead of logging in. */
  get canContinueAsNewCustomer(): boolean {
    return this.submitter.canSendAsNewCustomer(this.journey, this.loggedIn);
  }

  /** "Continue as a new customer": the whole application goes to the bank under a new applicant; the decision shows. */
  async submitAsNewCustomer(): Promise<void> {
    if (!this.canContinueAsNewCustomer || this.progress.phase === 'submitting') return;
    await this.decide('new-customer', this.submitter.sendingAsNewCustomer(this.journey, this.answers));
  }

  /** Either submit: the engine waits for the bank's decision; a failure goes back to the review, answers kept. */
  private async decide(what: string, send: () => Promise<Decision>): Promise<void> {
    this.progress = this.progress.submit();
    this.problem = null;
    try {
      const decision = await send();
      runInAction(() => { this.progress = this.progress.decided(decision); });
    } catch (error) {
      runInAction(() => { this.progress = this.progress.failed(); });
      this.fail(error, what);
    }
  }

  /** The decision's words: the product's, and the reason when the bank gave one. */
  get decisionText(): { summary: string; reason: string | null } | null {
    return this.progress.decision ? decisionWords(this.progress.decision, this.journey.outcomes) : null;
  }

  private show(draft: Draft): void {
    runInAction(() => {
      this.id = draft.id;
      this.answers = draft.answers;
      this.progress = JourneyProgress.resume(this.journey.steps.length, draft.step);
      this.attempted = false;
      this.status = 'ready';
      this.reviewQuote.clear();
      if (this.addressForm) restoreAddress(this.addressForm, draft.answers);
    });
    void this.loadQuote();
  }

  private moveTo(next: JourneyProgress): void {
    if (next === this.progress) return;
    this.progress = next;
    // A quote prices the answers as they were: any move away from the review makes it stale.
    this.reviewQuote.clear();
    this.attempted = false;
    this.keepInTab();
  }

  private keepInTab(): void {
    this.drafts.keepInTab(this.journey.product, this.draft());
  }

  private async saveDraft(): Promise<void> {
    this.problem = null;
    try {
      await this.drafts.save(this.journey.product, this.draft());
    } catch (error) {
      this.fail(error, 'save');
    }
  }

  private draft(): Draft {
    return { id: this.id, step: this.progress.current, answers: this.answers };
  }

  private fail(error: unknown, what: string): void {
    if (this.deps.errors.execute(error, { queryKey: `applications/${this.journey.product}/${what}` }) === 'session-expired') return;
    runInAction(() => { this.problem = applicationFailureText(error); });
  }
}
