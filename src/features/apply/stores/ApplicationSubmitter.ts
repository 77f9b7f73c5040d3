import { makeAutoObservable } from 'mobx';
import type { DebugOptions } from '../../../kernel/ports/DebugOptions';
import type { Navigator } from '../../../kernel/ports/Navigator';
import type { ChallengePrompt, RunSafeguarded } from '../../escalation';
import type { SessionStore } from '../../session';
import type { Answers, Decision } from '../core/domain/Application';
import type { NewCustomerProduct } from '../core/ports/NewCustomerApplications';
import type { SubmitApplication } from '../core/use-cases/SubmitApplication';
import type { SubmitAsNewCustomer } from '../core/use-cases/SubmitAsNewCustomer';
import { REVIEW_KEY, type JourneySpec } from './journeys/JourneySpec';

export interface SubmitterDeps {
  submit: SubmitApplication; session: SessionStore; debug: DebugOptions; navigator: Navigator;
  /** Runs a safeguarded submit through the SMS-code challenge (the escalation area's). */
  safeguarded: { run: RunSafeguarded; prompt: ChallengePrompt };
  /** A visitor's submit as a new customer (personal loan and credit card only). */
  newCustomer?: SubmitAsNewCustomer;
}

const NEW_CUSTOMER_PRODUCTS: readonly string[] = ['personal-loan', 'credit-card'] satisfies NewCustomerProduct[];

/**
 * How a reviewed application reaches the bank: a customer's submit (through the step-up when the
 * journey is safeguarded), a visitor's as a new customer, or the way to log in first. The journey's
 * own state (where the applicant is, the decision) stays with ApplicationStore.
 */
export class ApplicationSubmitter {
  /** Whether the tab opened the login dialog for the submit (the debug switch keeps the visitor here). */
  askedToLogIn = false;

  constructor(private readonly deps: SubmitterDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** The logged-in customer's submit of the saved application `id`. */
  sending(journey: JourneySpec, id: string): () => Promise<Decision> {
    const submit = (operationId?: string) => this.deps.submit.execute({ product: journey.product, id, operationId });
    return () => (journey.safeguarded ? this.deps.safeguarded.run.execute(submit, this.deps.safeguarded.prompt) : submit());
  }

  /** Whether a visitor may submit this journey as a new customer instead of logging in. */
  canSendAsNewCustomer(journey: JourneySpec, loggedIn: boolean): boolean {
    return !loggedIn && Boolean(this.deps.newCustomer) && NEW_CUSTOMER_PRODUCTS.includes(journey.product);
  }

  /** The whole application, under a new applicant. */
  sendingAsNewCustomer(journey: JourneySpec, answers: Answers): () => Promise<Decision> {
    return () => this.deps.newCustomer!.execute({ product: journey.product as NewCustomerProduct, answers });
  }

  /** A visitor logs in first: the login page comes back to the review (or, by the debug switch, the dialog here). */
  askToLogIn(journey: JourneySpec): void {
    this.askedToLogIn = true;
    if (this.deps.debug.read().preventPersonalLoanRedirection) {
      this.deps.session.requestLogin();
      return;
    }
    this.deps.navigator.navigate(`/login?next=${encodeURIComponent(`${journey.basePath}/${REVIEW_KEY}`)}`);
  }
}
