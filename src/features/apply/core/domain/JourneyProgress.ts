import type { Decision } from './Application';

export type JourneyPhase = 'editing' | 'reviewing' | 'submitting' | 'decided';

/**
 * Where an applicant is in a journey of `formCount` form steps followed by a review: the
 * engine's state machine. Immutable: every transition answers the next state, and a
 * transition that is not allowed answers the same state.
 *
 * - editing step i → (valid) next → step i+1, or the review after the last step;
 *   an edit from the review goes back to the review, not through the steps after it;
 * - reviewing → edit(i) → editing step i; → submit → submitting;
 * - submitting → decided, or → failed → reviewing again (nothing typed is lost);
 * - decided is final.
 */
export class JourneyProgress {
  private constructor(
    readonly formCount: number,
    /** 0-based; `formCount` is the review. */
    readonly current: number,
    readonly phase: JourneyPhase,
    /** The furthest step reached: the steps up to it may be revisited. */
    readonly reached: number,
    readonly editingFromReview: boolean,
    readonly decision: Decision | null,
  ) {}

  /** A journey at the step saved (clamped to the review). */
  static resume(formCount: number, savedStep: number): JourneyProgress {
    const step = Math.max(0, Math.min(Math.trunc(savedStep), formCount));
    return new JourneyProgress(formCount, step, step === formCount ? 'reviewing' : 'editing', step, false, null);
  }

  /** "Step 2 of 5": the review counts as the last step. */
  get label(): string {
    return `Step ${this.current + 1} of ${this.formCount + 1}`;
  }

  /** The current step was valid: on to the following one, or back to the review. */
  next(): JourneyProgress {
    if (this.phase !== 'editing') return this;
    const target = this.editingFromReview ? this.formCount : this.current + 1;
    return this.at(target, Math.max(this.reached, target));
  }

  back(): JourneyProgress {
    if (this.phase !== 'editing' && this.phase !== 'reviewing') return this;
    if (this.current === 0) return this;
    return this.at(this.current - 1, this.reached);
  }

  /** An Edit link of the review: the step, then straight back to the review. */
  edit(step: number): JourneyProgress {
    if (this.phase !== 'reviewing' || step < 0 || step >= this.formCount) return this;
    return new JourneyProgress(this.formCount, step, 'editing', this.reached, true, null);
  }

  /** A step already reached (the browser's back and forward buttons). */
  goTo(step: number): JourneyProgress {
    if ((this.phase !== 'editing' && this.phase !== 'reviewing') || step < 0 || step > this.reached) return this;
    return this.at(step, this.reached);
  }

  submit(): JourneyProgress {
    return this.phase === 'reviewing' ? this.with('submitting') : this;
  }

  decided(decision: Decision): JourneyProgress {
    if (this.phase !== 'submitting') return this;
    return new JourneyProgress(this.formCount, this.current, 'decided', this.reached, false, decision);
  }

  /** The submit failed: back on the review, every answer still there. */
  failed(): JourneyProgress {
    return this.phase === 'submitting' ? this.with('reviewing') : this;
  }

  private at(step: number, reached: number): JourneyProgress {
    return new JourneyProgress(this.formCount, step, step === this.formCount ? 'reviewing' : 'editing', reached, false, null);
  }

  private with(phase: JourneyPhase): JourneyProgress {
    return new JourneyProgress(this.formCount, this.current, phase, this.reached, this.editingFromReview, this.decision);
  }
}
