import { randomUUID } from 'node:crypto';
import { aucklandDateOf } from '../../../contract/rules/AucklandDate';
import { nextBusinessDay } from '../../../contract/rules/KiwiSaverChanges';
import { balanceOf, moneySandbox, type MoneySandbox } from '../../support/moneySandbox';

let sandbox: MoneySandbox;
beforeAll(async () => { sandbox = await moneySandbox(['1000001', '1000004', '1000006']); }, 120_000);
afterAll(async () => { await sandbox.close(); });

const EVERYDAY = '1000001-1';
const put = (customer: string, url: string, body: unknown) => sandbox.app.inject({
  method: 'PUT', url, payload: JSON.stringify(body), headers: { authorization: sandbox.tokens[customer] ?? '', 'content-type': 'application/json' },
});
const landing = async (customer: string) => (await sandbox.get(customer, '/api/kiwisaver/landing')).json().member;
const kiwiSaverAccount = async (customer: string) =>
  (await sandbox.db.query<{ account_id: string }>('SELECT account_id FROM kiwisaver_members WHERE customer_number = $1', [customer])).rows[0]!.account_id;
const sandboxToday = async () => aucklandDateOf(Date.parse((await sandbox.app.inject({ url: '/dev/clock' })).json().utc));
const events = async (customer: string, type: string) =>
  (await sandbox.db.query('SELECT detail FROM security_events WHERE customer_number = $1 AND type = $2', [customer, type])).rows;

describe('nextBusinessDay', () => {
  it.each([
    ['2026-11-23', '2026-11-24'], // Monday → Tuesday
    ['2026-11-27', '2026-11-30'], // Friday → Monday
    ['2026-11-28', '2026-11-30'], // Saturday → Monday
    ['2026-11-29', '2026-11-30'], // Sunday → Monday
  ])('after %s is %s', (today, next) => { expect(nextBusinessDay(today)).toBe(next); });
});

describe('the landing', () => {
  it('lists the funds with their risk, the accounts a top-up can come from, and no pending switch', async () => {
    const member = await landing('1000001');
    expect(member.funds.map((f: { name: string; riskIndicator: number }) => [f.name, f.riskIndicator])).toEqual([
      ['Conservative Fund', 3], ['Balanced Fund', 4], ['Growth Fund', 5],
    ]);
    expect(member).toMatchObject({ employed: true, pendingSwitch: null });
    expect(member.topUpFrom.map((a: { id: string }) => a.id)).toContain(EVERYDAY);
    for (const source of member.topUpFrom) expect(source.id).not.toBe(await kiwiSaverAccount('1000001'));
  });
});

describe('switching fund', () => {
  it('is pending until the next business day on the sandbox clock, one at a time, then made', async () => {
    const today = await sandboxToday();
    const asked = await sandbox.post('1000001', '/api/kiwisaver/fund-switch', { fund: 'Balanced Fund' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().member).toMatchObject({ fund: 'Growth Fund', pendingSwitch: { toFund: 'Balanced Fund', effectiveDate: nextBusinessDay(today) } });
    const second = await sandbox.post('1000001', '/api/kiwisaver/fund-switch', { fund: 'Conservative Fund' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'You already have a fund switch waiting. You can choose another fund once it has been made.' });
    expect(await events('1000001', 'kiwisaver-fund-switch-requested')).toHaveLength(1);
    // The day comes: the switch is made when the member is next read.
    await sandbox.db.query('UPDATE kiwisaver_fund_switches SET effective_date = $2::date WHERE customer_number = $1', ['1000001', today]);
    expect(await landing('1000001')).toMatchObject({ fund: 'Balanced Fund', pendingSwitch: null });
    const back = await sandbox.post('1000001', '/api/kiwisaver/fund-switch', { fund: 'Growth Fund' });
    expect(back.json().member.pendingSwitch).toEqual({ toFund: 'Growth Fund', effectiveDate: nextBusinessDay(today) });
  });

  it('refuses a fund that does not exist, and the fund already held', async () => {
    expect((await sandbox.post('1000006', '/api/kiwisaver/fund-switch', { fund: 'Crypto Fund' })).json()).toEqual({ message: 'Choose one of our KiwiSaver funds.' });
    const same = await sandbox.post('1000006', '/api/kiwisaver/fund-switch', { fund: 'Conservative Fund' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ message: "You're already in this fund." });
  });

  it('is 404 for a customer who is not a member (Jack), and touches no one else', async () => {
    expect((await sandbox.post('1000004', '/api/kiwisaver/fund-switch', { fund: 'Balanced Fund' })).statusCode).toBe(404);
    expect((await landing('1000006')).pendingSwitch).toBeNull();
  });
});

describe('the contribution rate', () => {
  it('changes for an employed member to one of the rates, and refuses any other', async () => {
    const changed = await put('1000001', '/api/kiwisaver/contribution-rate', { ratePercent: 8 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().member.contributionRatePercent).toBe(8);
    expect((await landing('1000001')).contributionRatePercent).toBe(8);
    const odd = await put('1000001', '/api/kiwisaver/contribution-rate', { ratePercent: 5 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe('Choose a contribution rate: 3%, 3.5%, 4%, 6%, 8%, 10%.');
    expect(await events('1000001', 'kiwisaver-rate-changed')).toEqual([{ detail: expect.objectContaining({ from: 4, to: 8 }) }]);
    await put('1000001', '/api/kiwisaver/contribution-rate', { ratePercent: 4 });
  });

  it('is refused, in words, to a member who is not employed (Tama, retired)', async () => {
    const refused = await put('1000006', '/api/kiwisaver/contribution-rate', { ratePercent: 6 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Your contribution rate is taken from your pay/);
    expect((await landing('1000006')).contributionRatePercent).toBe(3);
  });

  it('is 404 for Jack, who is not a member', async () => {
    expect((await put('1000004', '/api/kiwisaver/contribution-rate', { ratePercent: 6 })).statusCode).toBe(404);
  });
});

describe('a voluntary top-up', () => {
  it('moves the money through the ledger: before − amount = after, and counts towards this year', async () => {
    const kiwiSaver = await kiwiSaverAccount('1000001');
    const [from, into, year] = [await balanceOf(sandbox.db, EVERYDAY), await balanceOf(sandbox.db, kiwiSaver), (await landing('1000001')).memberContributionsThisYearCents];
    const response = await sandbox.post('1000001', '/api/kiwisaver/top-ups', { fromAccountId: EVERYDAY, amountCents: 12_345 });
    expect(response.statusCode).toBe(200);
    expect(await balanceOf(sandbox.db, EVERYDAY)).toEqual({ balance: from.balance - 12_345, available: from.available - 12_345 });
    expect((await balanceOf(sandbox.db, kiwiSaver)).balance).toBe(into.balance + 12_345);
    expect((await landing('1000001')).memberContributionsThisYearCents).toBe(year + 12_345);
  });

  it('runs once per Idempotency-Key', async () => {
    const before = await balanceOf(sandbox.db, EVERYDAY);
    const key = randomUUID();
    await sandbox.post('1000001', '/api/kiwisaver/top-ups', { fromAccountId: EVERYDAY, amountCents: 1_000 }, key);
    const again = await sandbox.post('1000001', '/api/kiwisaver/top-ups', { fromAccountId: EVERYDAY, amountCents: 1_000 }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await balanceOf(sandbox.db, EVERYDAY)).balance).toBe(before.balance - 1_000);
  });

  it('refuses more than the available balance, in words, and moves nothing', async () => {
    const before = await balanceOf(sandbox.db, EVERYDAY);
    const over = await sandbox.post('1000001', '/api/kiwisaver/top-ups', { fromAccountId: EVERYDAY, amountCents: before.available + 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/^That's more than the \$[\d,]+\.\d\d available in this account\.$/);
    expect(await balanceOf(sandbox.db, EVERYDAY)).toEqual(before);
  });

  it("refuses a top-up from someone else's account (Aroha's Everyday as Tama), and from a credit card", async () => {
    const before = await balanceOf(sandbox.db, EVERYDAY);
    const stolen = await sandbox.post('1000006', '/api/kiwisaver/top-ups', { fromAccountId: EVERYDAY, amountCents: 500 });
    expect(stolen.statusCode).toBe(404);
    expect(await balanceOf(sandbox.db, EVERYDAY)).toEqual(before);
    const card = await sandbox.post('1000001', '/api/kiwisaver/top-ups', { fromAccountId: '1000001-5', amountCents: 500 });
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toBe('Choose an everyday or savings account to top up from.');
  });

  it('is 404 for Jack, who is not a member, and needs a login', async () => {
    expect((await sandbox.post('1000004', '/api/kiwisaver/top-ups', { fromAccountId: '1000004-1', amountCents: 500 })).statusCode).toBe(404);
    const anonymous = await sandbox.app.inject({ method: 'POST', url: '/api/kiwisaver/top-ups', payload: '{}', headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() } });
    expect(anonymous.statusCode).toBe(401);
  });
});
