import { defaultAccountFor } from '../../../../src/features/eftpos/core/domain/PaymentRequest';
import { ApprovePaymentRequest, DeclinePaymentRequest, declineReasonProblem } from '../../../../src/features/eftpos/core/use-cases/DecidePaymentRequest';
import { AROHA_EFTPOS, FakeEftposService } from '../fakes/FakeEftposService';

describe('declining', () => {
  it('needs a reason of at most 200 characters', () => {
    expect(declineReasonProblem('  ')).toBe('Tell us why you are declining this payment');
    expect(declineReasonProblem('x'.repeat(201))).toBe('Keep the reason to 200 characters or fewer');
    expect(declineReasonProblem("I don't recognise this payment")).toBeNull();
  });

  it('sends the trimmed reason, and nothing without one', async () => {
    const eftpos = new FakeEftposService();
    const decline = new DeclinePaymentRequest(eftpos);
    await expect(decline.execute({ requestId: 'eftpos-1000001-1', reason: ' ' })).rejects.toThrow('Tell us why');
    await decline.execute({ requestId: 'eftpos-1000001-1', reason: ' The amount is wrong ' });
    expect(eftpos.declined).toEqual([{ requestId: 'eftpos-1000001-1', reason: 'The amount is wrong' }]);
  });
});

describe('approving', () => {
  it('passes the operation id of the escalated retry through', async () => {
    const eftpos = new FakeEftposService();
    const approve = new ApprovePaymentRequest(eftpos);
    const input = { requestId: 'eftpos-1000001-1', accountId: '1000001-1' };
    await expect(approve.execute(input)).rejects.toMatchObject({ nativeErrorCode: 6002 });
    eftpos.escalate('op-1');
    await approve.execute(input, 'op-1');
    expect((await eftpos.overview()).requests.map((r) => r.id)).toEqual(['eftpos-1000001-2']);
  });

  it('proposes the first account that can cover the amount', () => {
    const [everyday, bills] = AROHA_EFTPOS.accounts;
    expect(defaultAccountFor({ amount: 1_000 }, AROHA_EFTPOS.accounts)).toBe(everyday);
    expect(defaultAccountFor({ amount: 1_000 }, [{ ...everyday!, available: 0 }, bills!])).toBe(bills);
    expect(defaultAccountFor({ amount: 99_999_999 }, AROHA_EFTPOS.accounts)).toBeNull();
  });
});
