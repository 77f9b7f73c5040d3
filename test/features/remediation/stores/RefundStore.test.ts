import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { SafeguardBlocked, type Safeguard } from '../../../../src/kernel/domain/Escalation';
import { RequestRefund } from '../../../../src/features/remediation/core/use-cases/RequestRefund';
import { RefundStore } from '../../../../src/features/remediation/stores/RefundStore';
import { FakeMonitoring } from '../../../kernel/fakes/FakeMonitoring';
import { FakeRemediationService } from '../fakes/FakeRemediationService';

/**
 * The safeguard as the app runs it, with the customer typing the right code: the call, then on
 * 6002 the escalation and the same call again naming the operation. `seen` records each try.
 */
function passingSafeguard(service: FakeRemediationService, seen: Array<string | undefined> = []): Safeguard {
  return async (operation) => {
    try {
      seen.push(undefined);
      return await operation();
    } catch (error) {
      if (!(error instanceof ApiError) || error.nativeErrorCode !== 6002) throw error;
      const { operationId } = error.response as { operationId: string };
      await service.escalate(operationId);
      seen.push(operationId);
      return operation(operationId);
    }
  };
}

/** Grace verified, then asking for the refund into another bank's account `accountNumber`. */
async function verifiedThenOtherAccount(store: RefundStore, accountNumber: string): Promise<void> {
  store.setCaseReference('CCCFA-2026-0007');
  store.setDateOfBirth('05/04/1981');
  await store.verify();
  store.setChoice('other');
  store.setAccountNumber(accountNumber);
  store.setAccountName('Grace Patel');
  await store.submit();
}

async function started(service = new FakeRemediationService(), safeguard: Safeguard = passingSafeguard(service)) {
  const store = new RefundStore(service, new RequestRefund(service, safeguard), new FakeMonitoring());
  await store.load();
  return { store, service };
}

describe('RefundStore', () => {
  it('walks verify → choose → done, paying into an own account', async () => {
    const { store, service } = await started();
    expect(store.step).toBe('verify');
    store.setCaseReference('CCCFA-2026-0007');
    store.setDateOfBirth('5/4/1981');
    await store.verify();
    expect(store.step).toBe('choose');
    expect(store.refundCase?.refundCents).toBe(48_215);
    store.setChoice('1000007-1');
    await store.submit();
    expect(store.step).toBe('done');
    expect(service.submissions).toEqual([{ kind: 'own', accountId: '1000007-1' }]);
  });

  it('asks for a real date, and explains a date of birth that does not match', async () => {
    const { store } = await started();
    await store.verify();
    expect(store.verifyErrors).toEqual({ caseReference: 'Enter the reference from our letter', dateOfBirth: 'Enter your date of birth as DD/MM/YYYY' });
    store.setCaseReference('CCCFA-2026-0007');
    store.setDateOfBirth('31/02/1981');
    expect(store.verifyErrors).toEqual({ dateOfBirth: 'Enter a real date as DD/MM/YYYY, e.g. 05/04/1981' });
    store.setCaseReference('CCCFA-2026-0007');
    store.setDateOfBirth('06/04/1981');
    await store.verify();
    expect(store.step).toBe('verify');
    expect(store.failureText?.title).toBe("Those details don't match our records");
  });

  it('does not verify on the date of birth alone: a wrong reference is a mismatch', async () => {
    const { store, service } = await started();
    store.setCaseReference('CCCFA-2026-0001');
    store.setDateOfBirth('05/04/1981');
    await store.verify();
    expect(store.step).toBe('verify');
    expect(store.failureText?.title).toBe("Those details don't match our records");
    expect(service.verified).toBe(false);
  });

  it('checks another bank account number before sending it, and sends it with dashes, under the step-up', async () => {
    const service = new FakeRemediationService();
    const seen: Array<string | undefined> = [];
    const { store } = await started(service, passingSafeguard(service, seen));
    store.setCaseReference('CCCFA-2026-0007');
    store.setDateOfBirth('05/04/1981');
    await store.verify();
    store.setChoice('other');
    await store.submit();
    expect(store.destinationErrors).toEqual({ accountNumber: 'Enter the account number, e.g. 12-3456-0123456-00', accountName: 'Enter the name on the account' });
    store.setAccountNumber('01 0902 0068388 00');
    store.setAccountName('Grace Patel');
    await store.submit();
    expect(store.destinationErrors.accountNumber).toBe('Enter a valid New Zealand bank account number, e.g. 12-3456-0123456-00');
    store.setAccountNumber('01 0902 0068389 00');
    await store.submit();
    expect(service.submissions).toEqual([{ kind: 'other', accountNumber: '01-0902-0068389-00', accountName: 'Grace Patel' }]);
    expect(seen).toEqual([undefined, 'op-1']);
    expect(store.step).toBe('done');
  });

  it('keeps the form as typed, with no error of its own, when the step-up is cancelled', async () => {
    const service = new FakeRemediationService();
    const cancelled: Safeguard = async () => { throw new SafeguardBlocked('cancelled'); };
    const { store } = await started(service, cancelled);
    await verifiedThenOtherAccount(store, '01 0902 0068389 00');
    expect(store.step).toBe('choose');
    expect(store.failure).toBeNull();
    expect(store.accountNumber).toBe('01 0902 0068389 00');
    expect(service.submissions).toEqual([]);
  });

  it('explains an account reported as used by scammers, and keeps the customer on the step', async () => {
    const { store, service } = await started();
    await verifiedThenOtherAccount(store, '12-3456-9999862-00');
    expect(store.step).toBe('choose');
    expect(store.failureText?.title).toBe("We can't pay your refund into that account");
    expect(service.submissions).toEqual([]);
  });

  it("closes with 'already submitted' when the request was made before", async () => {
    const service = new FakeRemediationService();
    service.verified = true;
    await service.submit({ kind: 'own', accountId: '1000007-1' });
    const { store } = await started(service);
    store.setCaseReference('CCCFA-2026-0007');
    store.setDateOfBirth('05/04/1981');
    await store.verify();
    expect(store.step).toBe('closed');
    expect(store.failureText?.title).toBe('Your refund request has already been submitted');
  });

  it("closes with 'not found' for a customer without a refund", async () => {
    const service = new FakeRemediationService();
    service.recipient = null;
    const { store } = await started(service);
    store.setCaseReference('CCCFA-2026-0007');
    store.setDateOfBirth('14/03/1992');
    await store.verify();
    expect(store.step).toBe('closed');
    expect(store.failureText?.title).toBe("We couldn't find a refund for you");
  });

  it('reports content that fails to load', async () => {
    const service = new FakeRemediationService();
    service.contentFails = true;
    const monitoring = new FakeMonitoring();
    const store = new RefundStore(service, new RequestRefund(service, passingSafeguard(service)), monitoring);
    await store.load();
    expect(store.step).toBe('closed');
    expect(store.failure).toBe('unavailable');
    expect(monitoring.reports).toHaveLength(1);
  });
});
