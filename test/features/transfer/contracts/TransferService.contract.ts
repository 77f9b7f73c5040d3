import { randomUUID } from 'node:crypto';
import { CASH_ADVANCE_FEE_CENTS } from '../../../../contract/rules/CashAdvance';
import { TERM_DEPOSIT_TOP_UP_MIN_CENTS, TOP_UP_ONLY_MESSAGE } from '../../../../contract/rules/TermDepositTopUp';
import type { TransferService } from '../../../../src/features/transfer/core/ports/TransferService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

export interface TransferServiceSubject {
  /** Logged in as Aroha (1000001): Everyday '1000001-1', Online Saver '1000001-3', term deposit '1000001-4', credit card '1000001-5', KiwiSaver '1000001-6'. */
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
    const order = (fromAccountId: string, toAccountId: string, amount: number) => ({ fromAccountId, toAccountId, amount, reference: 'Test' });

    it('transfers between own accounts once per key, to the cent, with no fee', async () => {
      const [everyday, saver] = [await availableOf('1000001-1'), await availableOf('1000001-3')];
      const key = randomUUID();
      const receipt = await subject.loggedIn.transfer(order('1000001-1', '1000001-3', 12_345), key);
      expect(receipt).toMatchObject({ amount: 12_345, fee: 0, to: { name: 'Online Saver' } });
      expect((await subject.loggedIn.transfer(order('1000001-1', '1000001-3', 12_345), key)).id).toBe(receipt.id);
      expect(await availableOf('1000001-1')).toBe(everyday - 12_345);
      expect(await availableOf('1000001-3')).toBe(saver + 12_345);
    });

    it('takes a transfer out of the credit card as a cash advance: the card gives the amount and the fee', async () => {
      const [card, everyday] = [await availableOf('1000001-5'), await availableOf('1000001-1')];
      const receipt = await subject.loggedIn.transfer(order('1000001-5', '1000001-1', 10_000), randomUUID());
      expect(receipt).toMatchObject({ amount: 10_000, fee: CASH_ADVANCE_FEE_CENTS, from: { name: 'Kōwhai Visa' } });
      expect(await availableOf('1000001-5')).toBe(card - 10_000 - CASH_ADVANCE_FEE_CENTS);
      expect(await availableOf('1000001-1')).toBe(everyday + 10_000);
    });

    it('refuses an ordinary transfer into the term deposit, saying where to top it up, and moves nothing', async () => {
      const everyday = await availableOf('1000001-1');
      const refusal = await subject.loggedIn.transfer(order('1000001-1', '1000001-4', 60_000), randomUUID()).catch((e: unknown) => e);
      expect(refusal).toMatchObject({ status: 400, nativeErrorCode: 4010, response: { message: TOP_UP_ONLY_MESSAGE } });
      expect(await availableOf('1000001-1')).toBe(everyday);
    });

    it('tops up the term deposit from Everyday, once per key, to the cent (a term deposit lists nothing available)', async () => {
      const everyday = await availableOf('1000001-1');
      expect(await availableOf('1000001-4')).toBe(0);
      const key = randomUUID();
      const receipt = await subject.loggedIn.topUp(order('1000001-1', '1000001-4', 50_001), key);
      expect(receipt).toMatchObject({ amount: 50_001, fee: 0, to: { name: 'Term Deposit 12 months' } });
      expect((await subject.loggedIn.topUp(order('1000001-1', '1000001-4', 50_001), key)).id).toBe(receipt.id);
      expect(await availableOf('1000001-1')).toBe(everyday - 50_001);
    });

    it('refuses a top-up under the minimum, from the credit card, or into anything but a term deposit', async () => {
      await expect(subject.loggedIn.topUp(order('1000001-1', '1000001-4', TERM_DEPOSIT_TOP_UP_MIN_CENTS - 1), randomUUID()))
        .rejects.toMatchObject({ status: 400, nativeErrorCode: 4010 });
      await expect(subject.loggedIn.topUp(order('1000001-5', '1000001-4', TERM_DEPOSIT_TOP_UP_MIN_CENTS), randomUUID()))
        .rejects.toMatchObject({ status: 400, nativeErrorCode: 4010 });
      await expect(subject.loggedIn.topUp(order('1000001-1', '1000001-3', TERM_DEPOSIT_TOP_UP_MIN_CENTS), randomUUID()))
        .rejects.toMatchObject({ status: 400, nativeErrorCode: 4010 });
    });

    it('refuses KiwiSaver, more than is available, and accounts of others', async () => {
      await expect(subject.loggedIn.transfer(order('1000001-1', '1000001-6', 100), randomUUID())).rejects.toMatchObject({ status: 400 });
      await expect(subject.loggedIn.transfer(order('1000001-2', '1000001-1', 99_999_999), randomUUID()))
        .rejects.toMatchObject({ status: 400, response: { message: 'The amount is more than the available funds.' } });
      await expect(subject.loggedIn.transfer(order('1000001-1', subject.othersAccountId, 100), randomUUID())).rejects.toMatchObject({ status: 404 });
    });

    it('answers 401 7009 without a login', async () => {
      const failure = await subject.anonymous.listAccounts().catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
