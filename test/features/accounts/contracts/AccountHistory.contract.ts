import type { AccountHistory } from '../../../../src/features/accounts/core/ports/AccountHistory';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

export interface AccountHistorySubject {
  /** Logged in as Aroha (1000001), whose Everyday account is '1000001-1'. */
  loggedIn: AccountHistory;
  /** No token at all. */
  anonymous: AccountHistory;
  /** An account of another customer. */
  othersAccountId: string;
}

const EVERYDAY = '1000001-1';

export function describeAccountHistoryContract(name: string, make: () => Promise<AccountHistorySubject>) {
  describe(`${name} honours the AccountHistory contract`, () => {
    let subject: AccountHistorySubject;
    beforeEach(async () => { subject = await make(); });

    it('answers her account with integer-cent balances', async () => {
      const account = await subject.loggedIn.getAccount(EVERYDAY);
      expect(account).toMatchObject({ id: EVERYDAY, name: 'Everyday', product: 'everyday' });
      expect(Number.isSafeInteger(account.balance) && Number.isSafeInteger(account.available)).toBe(true);
      expect(account.accountNumber).toMatch(/^\d{2}-\d{4}-\d{7}-\d{2,3}$/);
    });

    it("answers 404 for another customer's account, and 401 7009 without a login", async () => {
      await expect(subject.loggedIn.getAccount(subject.othersAccountId)).rejects.toMatchObject({ status: 404 });
      await expect(subject.loggedIn.listTransactions(subject.othersAccountId, {})).rejects.toMatchObject({ status: 404 });
      const failure = await subject.anonymous.getAccount(EVERYDAY).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });

    it('pages posted transactions newest first, pending ones apart on the first page only', async () => {
      const first = await subject.loggedIn.listTransactions(EVERYDAY, {});
      expect(first.pending.length).toBeGreaterThan(0);
      expect(first.pending.every((t) => t.status === 'pending')).toBe(true);
      expect(first.posted).toHaveLength(25);
      expect(first.nextCursor).not.toBeNull();
      const second = await subject.loggedIn.listTransactions(EVERYDAY, {}, first.nextCursor ?? undefined);
      expect(second.pending).toEqual([]);
      expect(second.posted.length).toBeGreaterThan(0);
      const all = [...first.posted, ...second.posted];
      expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
      expect(all.map((t) => t.at)).toEqual([...all.map((t) => t.at)].sort((a, b) => b - a));
    });

    it('searches by text (any case) and by the size of the amount', async () => {
      const found = await subject.loggedIn.listTransactions(EVERYDAY, { text: 'countdown' });
      expect(found.posted.length).toBeGreaterThan(0);
      expect(found.posted.every((t) => /countdown/i.test(t.description))).toBe(true);
      const sized = await subject.loggedIn.listTransactions(EVERYDAY, { minCents: 5_000, maxCents: 10_000 });
      expect(sized.posted.length).toBeGreaterThan(0);
      expect(sized.posted.every((t) => Math.abs(t.amount) >= 5_000 && Math.abs(t.amount) <= 10_000)).toBe(true);
    });

    it('answers 90 end-of-day balances, today last at the current balance', async () => {
      const [account, points] = await Promise.all([subject.loggedIn.getAccount(EVERYDAY), subject.loggedIn.balanceHistory(EVERYDAY, 90)]);
      expect(points).toHaveLength(90);
      expect(points[89]?.balance).toBe(account.balance);
      expect(points.map((p) => p.date)).toEqual([...points.map((p) => p.date)].sort());
    });
  });
}
