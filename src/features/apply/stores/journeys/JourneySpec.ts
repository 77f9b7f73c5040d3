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
  /** What the decision says for each outcome. */
  readonly outcomes: { readonly approved: string; readonly referred: string; readonly declined: string };
}

export const REVIEW_KEY = 'review';
export const DECISION_KEY = 'decision';

/** The label of a choice, for the review. */
export const choiceLabel = (options: readonly ChoiceSpec[]) => (answer: string) =>
  options.find((o) => o.value === answer)?.label ?? answer;
