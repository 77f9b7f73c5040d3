import type { ApplicationProductId } from '../../../../../contract/apply';
import type { ApplicationState } from '../../../../../contract/rules/ApplicationChanges';

/** The products the application engine serves (one journey each). */
export type ApplicationProduct = ApplicationProductId;

/** What the applicant typed, by field name, as typed. */
export type Answers = Readonly<Record<string, string>>;

/** 'cancelled': withdrawn by the customer before it was decided. */
export type ApplicationStatus = ApplicationState;

/** An application the bank holds for a customer. */
export interface Application {
  readonly id: string;
  readonly product: ApplicationProduct;
  readonly status: ApplicationStatus;
  /** The step the applicant reached (0-based); the step after the last form is the review. */
  readonly step: number;
  readonly answers: Answers;
}

/** The bank's answer to a submitted application. */
export interface Decision {
  readonly outcome: 'approved' | 'referred' | 'declined';
  /** A NativeErrorCode that explains a decline (10020 credit score too low), or null. */
  readonly reasonCode: number | null;
  /** The number of an account the approval opened, or null. */
  readonly accountNumber: string | null;
}

/** Where an application stands in this tab: the bank's id once a customer is logged in. */
export interface Draft {
  readonly id: string | null;
  readonly step: number;
  readonly answers: Answers;
}

export const EMPTY_DRAFT: Draft = { id: null, step: 0, answers: {} };
