import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { ConfirmPayee } from '../../../../src/features/payees/core/use-cases/ConfirmPayee';
import { needsAcknowledgement } from '../../../../src/features/payees/core/domain/Confirmation';
import { FakePayeeService } from '../fakes/FakePayeeService';

describe('ConfirmPayee', () => {
  it('passes the bank’s answer on, trimmed input', async () => {
    const confirm = new ConfirmPayee(new FakePayeeService());
    expect(await confirm.execute({ name: ' H Walker ', accountNumber: ' 03-0104-0731553-000 ' })).toEqual({ outcome: 'partial-match' });
  });

  it('answers "can’t check" when the check itself fails: it informs, never blocks', async () => {
    const service = new FakePayeeService();
    const confirm = new ConfirmPayee(service);
    service.failConfirmWith = new ApiError(0);
    expect(await confirm.execute({ name: 'Hemi Walker', accountNumber: '03-0104-0731553-000' })).toEqual({ outcome: 'unavailable' });
    service.failConfirmWith = new ApiError(503);
    expect(await confirm.execute({ name: 'Hemi Walker', accountNumber: '03-0104-0731553-000' })).toEqual({ outcome: 'unavailable' });
    service.failConfirmWith = new ApiError(401, 7009);
    await expect(confirm.execute({ name: 'Hemi Walker', accountNumber: '03-0104-0731553-000' })).rejects.toMatchObject({ nativeErrorCode: 7009 });
  });

  it('asks the customer to acknowledge only a partial match or no match', () => {
    expect(needsAcknowledgement({ outcome: 'partial-match' })).toBe(true);
    expect(needsAcknowledgement({ outcome: 'no-match' })).toBe(true);
    for (const outcome of ['match', 'account-not-found', 'unavailable'] as const) expect(needsAcknowledgement({ outcome })).toBe(false);
  });
});
