import type { EftposService } from '../../../../src/features/eftpos/core/ports/EftposService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

export interface EftposServiceSubject {
  /** Logged in as Aroha (1000001, or a customer shaped as her): two pending requests. */
  aroha: EftposService;
  /** Aroha's customer number (a clone's on the sandbox): her request and account ids are made of it. */
  arohaNumber: string;
  /** Gives the right SMS code for an operation of Aroha's session (the escalation grant). */
  escalate(operationId: string): Promise<void>;
  /** Logged in as Jack (1000004, or a customer shaped as him): no requests. */
  jack: EftposService;
  anonymous: EftposService;
}

const operationIdOf = (error: unknown) => (error as ApiError).response as { operationId: string };

export function describeEftposServiceContract(name: string, make: () => Promise<EftposServiceSubject>) {
  describe(`${name} honours the EftposService contract`, () => {
    let subject: EftposServiceSubject;
    /** Aroha's request or account `n`, under her customer number. */
    let request: (n: number) => string;
    let account: (n: number) => string;
    beforeEach(async () => {
      subject = await make();
      request = (n) => `eftpos-${subject.arohaNumber}-${n}`;
      account = (n) => `${subject.arohaNumber}-${n}`;
    });

    it('shows the waiting requests with merchant, amount and expiry, and the accounts that may pay', async () => {
      const overview = await subject.aroha.overview();
      expect(overview.enabled).toBe(true);
      expect(overview.requests.map((r) => [r.merchant, r.amount])).toEqual([['Kathmandu', 24_950], ['Mighty Ape', 8_999]]);
      expect(overview.accounts[0]).toMatchObject({ id: account(1), name: 'Everyday' });
      expect((await subject.jack.overview()).requests).toEqual([]);
    });

    it('turns off (no requests) and on again', async () => {
      await subject.aroha.setEnabled(false);
      expect(await subject.aroha.overview()).toMatchObject({ enabled: false, requests: [] });
      await subject.aroha.setEnabled(true);
      expect((await subject.aroha.overview()).requests).toHaveLength(2);
    });

    it('declines with a reason: the request is gone', async () => {
      await subject.aroha.decline({ requestId: request(1), reason: 'The amount is wrong' });
      expect((await subject.aroha.overview()).requests.map((r) => r.id)).toEqual([request(2)]);
      await expect(subject.aroha.decline({ requestId: request(1), reason: 'again' })).rejects.toMatchObject({ status: 404 });
    });

    it('approves only after the SMS code, and the money leaves the account', async () => {
      const input = { requestId: request(2), accountId: account(1) };
      const before = (await subject.aroha.overview()).accounts[0]!.available;
      const challenge = await subject.aroha.approve(input).catch((error: unknown) => error);
      expect(challenge).toMatchObject({ status: 403, nativeErrorCode: 6002 });
      const { operationId } = operationIdOf(challenge);
      await subject.escalate(operationId);
      await subject.aroha.approve(input, operationId);
      const after = await subject.aroha.overview();
      expect(after.accounts[0]!.available).toBe(before - 24_950);
      expect(after.requests.map((r) => r.id)).toEqual([request(1)]);
    });

    it("cannot decide another customer's request (404)", async () => {
      await expect(subject.jack.decline({ requestId: request(1), reason: 'Not mine' })).rejects.toMatchObject({ status: 404 });
      expect((await subject.aroha.overview()).requests).toHaveLength(2);
    });

    it('refuses a caller without a token with NativeErrorCode 7009', async () => {
      const failure = await subject.anonymous.overview().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
