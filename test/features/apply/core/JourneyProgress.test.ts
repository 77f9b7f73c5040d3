import { JourneyProgress } from '../../../../src/features/apply/core/domain/JourneyProgress';

const APPROVED = { outcome: 'approved', reasonCode: null, accountNumber: null } as const;

describe('JourneyProgress (the application engine\'s state machine)', () => {
  it('counts the review as the last step: "Step 2 of 5" on the second of four forms', () => {
    const progress = JourneyProgress.resume(4, 0).next();
    expect(progress.label).toBe('Step 2 of 5');
    expect(progress.phase).toBe('editing');
  });

  it('reaches the review after the last form, and goes back one step at a time', () => {
    let progress = JourneyProgress.resume(2, 0).next().next();
    expect(progress).toMatchObject({ phase: 'reviewing', current: 2, label: 'Step 3 of 3' });
    progress = progress.back();
    expect(progress).toMatchObject({ phase: 'editing', current: 1 });
    expect(progress.back().back().current).toBe(0);
  });

  it('resumes at the saved step, clamped to the review', () => {
    expect(JourneyProgress.resume(4, 2)).toMatchObject({ current: 2, reached: 2, phase: 'editing' });
    expect(JourneyProgress.resume(4, 9)).toMatchObject({ current: 4, phase: 'reviewing' });
    expect(JourneyProgress.resume(4, -1).current).toBe(0);
  });

  it('goes from a review Edit link to the step and straight back to the review', () => {
    const editing = JourneyProgress.resume(4, 4).edit(1);
    expect(editing).toMatchObject({ phase: 'editing', current: 1, editingFromReview: true });
    expect(editing.next()).toMatchObject({ phase: 'reviewing', current: 4, editingFromReview: false });
  });

  it('only revisits steps already reached', () => {
    const progress = JourneyProgress.resume(4, 1);
    expect(progress.goTo(3)).toBe(progress);
    expect(progress.goTo(0).current).toBe(0);
    expect(progress.goTo(0).goTo(1).current).toBe(1);
  });

  it('submits from the review only; a failure returns to the review; a decision is final', () => {
    expect(JourneyProgress.resume(4, 1).submit().phase).toBe('editing');
    const submitting = JourneyProgress.resume(4, 4).submit();
    expect(submitting.phase).toBe('submitting');
    expect(submitting.edit(0)).toBe(submitting);
    expect(submitting.failed().phase).toBe('reviewing');
    const decided = submitting.decided(APPROVED);
    expect(decided).toMatchObject({ phase: 'decided', decision: APPROVED });
    expect(decided.back()).toBe(decided);
    expect(decided.submit()).toBe(decided);
  });
});
