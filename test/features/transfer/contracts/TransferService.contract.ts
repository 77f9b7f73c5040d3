import { randomUUID } from 'node:crypto';
import type { TransferService } from '../../../../src/features/transfer/core/ports/TransferService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

export interface TransferServiceSubject {
  /** Logged in as Aroha (1000001): Everyday '1000001-1', term deposit '1000001-4', KiwiSaver '1000001-6'. */
  loggedIn: TransferService;
  anonymous: TransferService;
  /** An account of another customer. */
  othersAccountId: string;
}

export function describeTransferServiceContract(name: string, make: () => Promise<TransferServiceSubject>) {
  describe(`${name} honours the TransferService contract`, () => {
    let subject: TransferServiceSubject;
    beforeEach(async () => { subject = await make(); });
    const availableOf = async (id: string) => (await subject.loggedIn.listAccounts()).find((a) => a.id === id)?.available ?? NaN;

    it('tops up the term deposit from Everyday, once per key, to the cent', async () => {
      const [everyday, deposit] = [await availableOf('1000001-1'), await availableOf('1000001-4')];
      const key = randomUUID();
      const order = { fromAccountId: '1000001-1', toAccountId: '1000001-4', amount: 50_001, reference: 'Top up' };
      const receipt = await subject.loggedIn.transfer(order, key);
      expect(receipt).toMatchObject({ amount: 50_001, to: { name: 'Term Deposit 12 months' } });
      expect((await subject.loggedIn.transfer(order, key)).id).toBe(receipt.id);
      expect(await availableOf('1000001-1')).toBe(everyday - 50_001);
      expect(await availableOf('1000001-4')).toBe(deposit + 50_001);
    });

    it('refuses KiwiSaver, more than is available, and accounts of others', async () => {
      await expect(subject.loggedIn.transfer({ fromAccountId: '1000001-1', toAccountId: '1000001-6', amount: 100, reference: '' }, randomUUID()))
        .rejects.toMatchObject({ status: 400 });
      await expect(subject.loggedIn.transfer({ fromAccountId: '1000001-2', toAccountId: '1000001-1', amount: 99_999_999, reference: '' }, randomUUID()))
        .rejects.toMatchObject({ status: 400, response: { message: 'The amount is more than the available funds.' } });
      await expect(subject.loggedIn.transfer({ fromAccountId: '1000001-1', toAccountId: subject.othersAccountId, amount: 100, reference: '' }, randomUUID()))
        .rejects.toMatchObject({ status: 404 });
    });

    it('answers 401 7009 without a login', async () => {
      const failure = await subject.anonymous.listAccounts().catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
