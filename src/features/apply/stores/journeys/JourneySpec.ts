import type { ApplicationProduct } from '../../core/domain/Application';
import type { FormClass } from '../forms/formErrors';

export interface ChoiceSpec { readonly value: string; readonly label: string; readonly text?: string }

/** One question of a step, as the page renders it. */
export interface FieldSpec {
  readonly name: string;
  readonly label: string;
  readonly kind: 'text' | 'tel' | 'money' | 'select' | 'radio' | 'checkbox';
  readonly optional?: boolean;
  readonly hint?: string;
  readonly options?: readonly ChoiceSpec[];
  readonly autoComplete?: string;
  /** How the review shows an answer (a choice's label, a rate with its %). */
  readonly show?: (answer: string) => string;
}

/** One step: its title, its questions, and the class-validator form that checks them. */
export interface StepSpec {
  /** The step's path segment: /apply/open-a/personal-loan/<key>. */
  readonly key: string;
  readonly title: string;
  readonly intro?: string;
  readonly form: FormClass;
  readonly fields: readonly FieldSpec[];
  /** The step starts with the address finder (its answers: addressLine1 … postcode, addressDpid). */
  readonly address?: boolean;
}

/** A product's journey through the engine. */
export interface JourneySpec {
  readonly product: ApplicationProduct;
  readonly title: string;
  /** The journey's own path; steps, the review and the decision are below it. */
  readonly basePath: string;
  readonly steps: readonly StepSpec[];
  /** The bank quotes a premium on the review (insurance); Submit accepts it. */
  readonly quote?: boolean;
  /** Submit is safeguarded: the bank asks for an SMS code first (the escalation dialog). */
  readonly safeguarded?: boolean;
  /** Figures worked out from the answers that the review shows (a repayment, a serviceability check). */
  readonly figures?: (answers: Readonly<Record<string, string>>) => readonly JourneyFigure[];
  /** Where a referred or documents-needed decision sends the applicant next. */
  readonly referLinks?: 'upload';
  /** Where an approval sends a logged-in applicant next: a loan's contract to sign (the bank's digital signature page). */
  readonly approvedLinks?: 'sign-contract';
  /** What the decision says for each outcome. */
  readonly outcomes: { readonly approved: string; readonly referred: string; readonly declined: string };
}

/** One figure on the review, with a note explaining it. */
export interface JourneyFigure { readonly label: string; readonly value: string; readonly note?: string; readonly tone?: 'ok' | 'warning' }

export const REVIEW_KEY = 'review';
export const DECISION_KEY = 'decision';

/** The label of a choice, for the review. */
export const choiceLabel = (options: readonly ChoiceSpec[]) => (answer: string) =>
  options.find((o) => o.value === answer)?.label ?? answer;

/** Choices whose words are also their values (reasons, purposes). */
export const choices = (words: readonly string[]): ChoiceSpec[] => words.map((w) => ({ value: w, label: w }));
