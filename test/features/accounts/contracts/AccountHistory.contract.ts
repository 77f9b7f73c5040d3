import type { AccountHistory } from '../../../../src/features/accounts/core/ports/AccountHistory';
import { addsUp } from '../../../../src/features/accounts/core/domain/StatementRange';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { addDays } from '../../../../contract/rules/AucklandDate';

export interface AccountHistorySubject {
  /** Logged in as Aroha (1000001), whose Everyday account is '1000001-1'. */
  loggedIn: AccountHistory;
  /** No token at all. */
  anonymous: AccountHistory;
  /** An account of another customer. */
  othersAccountId: string;
  /** Today in Auckland as the subject's data has it. */
  today: string;
}

const EVERYDAY = '1000001-1';
const TERM_DEPOSIT = '1000001-4';
const CARD = '1000001-5';
const KIWISAVER = '1000001-6';

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

    it("answers each product's own facts, and nothing available where the money is locked", async () => {
      const card = await subject.loggedIn.getAccount(CARD);
      expect(card.facts?.kind).toBe('credit-card');
      if (card.facts?.kind !== 'credit-card') return;
      expect(card.facts.creditLimit).toBe(card.creditLimit);
      expect(card.facts.cardLast4).toMatch(/^\d{4}$/);
      expect(card.facts.statement && card.facts.statement.dueDate > card.facts.statement.date).toBe(true);
      const td = await subject.loggedIn.getAccount(TERM_DEPOSIT);
      expect(td.facts?.kind === 'term-deposit' && td.facts.maturityDate > td.facts.startDate).toBe(true);
      expect(td.available).toBe(0);
      expect((await subject.loggedIn.getAccount(KIWISAVER)).available).toBe(0);
      expect((await subject.loggedIn.getAccount(EVERYDAY)).facts).toBeNull();
    });

    it('gives posted transactions running balances: the newest at the balance, each older one the newer less its amount', async () => {
      const [account, page] = await Promise.all([subject.loggedIn.getAccount(EVERYDAY), subject.loggedIn.listTransactions(EVERYDAY, {})]);
      expect(page.posted[0]?.balanceAfter).toBe(account.balance);
      page.posted.slice(1).forEach((older, i) => {
        const newer = page.posted[i];
        expect(older.balanceAfter).toBe((newer?.balanceAfter ?? NaN) - (newer?.amount ?? NaN));
      });
      expect(page.pending.every((t) => t.balanceAfter === null)).toBe(true);
    });

    it('filters by type: money in, money out, or one kind', async () => {
      const incoming = await subject.loggedIn.listTransactions(EVERYDAY, { type: 'in' });
      expect(incoming.posted.length).toBeGreaterThan(0);
      expect(incoming.posted.every((t) => t.amount > 0)).toBe(true);
      const cards = await subject.loggedIn.listTransactions(EVERYDAY, { type: 'card' });
      expect(cards.posted.length).toBeGreaterThan(0);
      expect(cards.posted.every((t) => t.kind === 'card')).toBe(true);
    });

    it('opens one transaction as the list shows it, and answers 404 for one not on the account', async () => {
      const [first] = (await subject.loggedIn.listTransactions(EVERYDAY, {})).posted;
      const detail = await subject.loggedIn.getTransaction(EVERYDAY, first?.id ?? '');
      expect(detail.transaction).toEqual(first);
      expect(detail.counterparty).toHaveProperty('accountNumber');
      await expect(subject.loggedIn.getTransaction(CARD, first?.id ?? '')).rejects.toMatchObject({ status: 404 });
    });

    it('gives a date range for export: every posted transaction in it, oldest first, adding up between its balances', async () => {
      const range = { from: addDays(subject.today, -35), to: addDays(subject.today, -1) };
      const statement = await subject.loggedIn.statementRange(EVERYDAY, range);
      expect(statement).toMatchObject(range);
      expect(statement.transactions.length).toBeGreaterThan(25);
      expect(statement.transactions.every((t) => t.status === 'posted' && t.date >= range.from && t.date <= range.to)).toBe(true);
      expect(statement.transactions.map((t) => t.at)).toEqual([...statement.transactions.map((t) => t.at)].sort((a, b) => a - b));
      expect(addsUp(statement)).toBe(true);
      await expect(subject.loggedIn.statementRange(EVERYDAY, { from: addDays(subject.today, -366), to: subject.today }))
        .rejects.toMatchObject({ status: 400, nativeErrorCode: 4010 });
    });

    it('answers 90 end-of-day balances, today last at the current balance', async () => {
      const [account, points] = await Promise.all([subject.loggedIn.getAccount(EVERYDAY), subject.loggedIn.balanceHistory(EVERYDAY, 90)]);
      expect(points).toHaveLength(90);
      expect(points[89]?.balance).toBe(account.balance);
      expect(points.map((p) => p.date)).toEqual([...points.map((p) => p.date)].sort());
    });
  });
}
