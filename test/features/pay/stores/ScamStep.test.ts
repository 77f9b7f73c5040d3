import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { ScamStep } from '../../../../src/features/pay/stores/ScamStep';
import type { PaymentOrder, SavedPayee } from '../../../../src/features/pay/core/domain/PaymentOrder';
import { PURPOSE_WARNINGS } from '../../../../contract/rules/PaymentPurpose';
import { FakeClock } from '../../../kernel/fakes/FakeClock';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 20, 20, 0);
const payee = (addedAt: number): SavedPayee => ({ id: 'p', name: 'Tane', accountNumber: '06-0501-2841088-00', particulars: '', code: '', reference: '', addedAt });
const ORDER: PaymentOrder = {
  fromAccountId: '1000001-1', to: { accountNumber: '01-0902-0068389-00', name: 'Hemi Walker' }, amount: 450_000,
  particulars: '', code: '', reference: '', date: null, purpose: 'investment-or-crypto',
};
const warned = () => new ApiError(409, 6101, {
  NativeErrorCode: 6101, riskOutcome: 'hold', reasons: 'first payment to this account; investment or cryptocurrency', message: 'We will hold it.',
});

describe('ScamStep', () => {
  it('asks the purpose of a one-off account and of a payee saved in the last 30 days, not of an older payee', () => {
    const step = new ScamStep(new FakeClock(NOW));
    expect(step.asksPurpose('new', undefined)).toBe(true);
    expect(step.asksPurpose('saved', payee(NOW - 3 * DAY))).toBe(true);
    expect(step.asksPurpose('saved', payee(NOW - 29 * DAY))).toBe(true);
    expect(step.asksPurpose('saved', payee(NOW - 31 * DAY))).toBe(false);
    expect(step.asksPurpose('saved', undefined)).toBe(false);
  });

  it('follows the clock: a payee saved 20 days ago stops being new 10 days later', () => {
    const clock = new FakeClock(NOW);
    const step = new ScamStep(clock);
    const tane = payee(NOW - 20 * DAY);
    expect(step.asksPurpose('saved', tane)).toBe(true);
    clock.advance(10 * DAY);
    expect(step.asksPurpose('saved', tane)).toBe(false);
  });

  it('shows the warning written for the order\'s purpose, none without one', () => {
    const step = new ScamStep(new FakeClock(NOW));
    expect(step.purposeWarning(ORDER)).toBe(PURPOSE_WARNINGS['investment-or-crypto']);
    expect(step.purposeWarning({ ...ORDER, purpose: undefined })).toBeNull();
    expect(step.purposeWarning(null)).toBeNull();
  });

  it('takes the bank\'s warning (409 6101) and nothing else; the order is sent again only once the customer ticks it, marked as read', () => {
    const step = new ScamStep(new FakeClock(NOW));
    expect(step.mayConfirm()).toBe(true);
    expect(step.toSend(ORDER)).toBe(ORDER);
    expect(step.heard(new ApiError(409, 4001, {}))).toBe(false);
    expect(step.heard(new ApiError(503))).toBe(false);
    expect(step.warning).toBeNull();
    expect(step.heard(warned())).toBe(true);
    expect(step.warning).toEqual({ outcome: 'hold', reasons: 'first payment to this account; investment or cryptocurrency', message: 'We will hold it.' });
    expect(step.mayConfirm()).toBe(false);
    expect(step.acknowledgementMissing).toBe(true);
    step.setAcknowledged(true);
    expect(step.acknowledgementMissing).toBe(false);
    expect(step.mayConfirm()).toBe(true);
    expect(step.toSend(ORDER)).toEqual({ ...ORDER, riskAcknowledged: true });
    step.reset();
    expect([step.warning, step.acknowledged, step.acknowledgementMissing]).toEqual([null, false, false]);
  });

  it('a warning without its fields still warns (as "warn"), with empty words rather than "undefined"', () => {
    const step = new ScamStep(new FakeClock(NOW));
    expect(step.heard(new ApiError(409, 6101, { NativeErrorCode: 6101 }))).toBe(true);
    expect(step.warning).toEqual({ outcome: 'warn', reasons: '', message: '' });
  });
});
