import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { addDays } from '../../../contract/rules/AucklandDate';
import { login } from '../../support/sessionSandbox';
import { sendSafeguarded } from '../payees/payeeKit';
import { moneySandbox, type MoneySandbox } from '../../support/moneySandbox';
import { sandboxToday } from '../../support/sandboxTime';

/**
 * Customer 1000001's token against everything customer 1000004 (Jack) owns, on EVERY money
 * route: each answers 404 (or leaves his data out of a list) and reveals nothing; afterwards
 * Jack's things are as they were. The routes tried are checked against the OpenAPI document,
 * so a money route added later without a case here fails this test.
 */

const MONEY_PREFIXES = ['/api/accounts', '/api/payments', '/api/transfers', '/api/term-deposit-top-ups', '/api/receipts', '/api/shareReceipt', '/api/payees',
  '/api/international-payees', '/api/direct-debits', '/api/automaticpayment'];
/** Routes that touch no one else's data, whatever is sent: each says why. */
const NOT_OWNED: Record<string, string> = {
  'POST /api/payees': "creates the caller's own payee; no id of anyone else's is taken",
  'POST /api/international-payees': "creates the caller's own international payee; no id is taken",
  'POST /api/payees/confirm': "Confirmation of Payee looks up any NZ account's holder, as a bank's CoP does, and reveals only a close name",
};

let sandbox: MoneySandbox;
const jacks = { payment: '', automaticPayment: '', payee: '', internationalPayee: '', directDebit: '' };
const tried = new Set<string>();

beforeAll(async () => {
  sandbox = await moneySandbox(['1000001', '1000004']);
  const inThreeDays = addDays(await sandboxToday(sandbox.db), 3);
  jacks.payment = (await sandbox.post('1000004', '/api/payments', {
    fromAccountId: '1000004-1', to: { accountNumber: '01-0902-0068389-00', name: 'Flatmate' }, amountCents: 500,
    particulars: '', code: '', reference: 'Power', date: inThreeDays,
  })).json().id;
  const jack = await login(sandbox.app, '1000004');
  // An automatic payment to someone else's account is a money door: it takes the texted code.
  jacks.automaticPayment = (await sendSafeguarded(sandbox.app, jack, 'POST', '/api/automaticpayment', {
    fromAccountId: '1000004-1', toAccountNumber: '01-0505-6034438-00', payeeName: 'CityFitness', amountCents: 1_799,
    frequency: 'weekly', nextDate: inThreeDays, reference: 'Member 4471',
  }, randomUUID())).json().id;
  jacks.payee = (await sendSafeguarded(sandbox.app, jack, 'POST', '/api/payees',
    { name: 'Flatmate', accountNumber: '01-0902-0068389-00', particulars: null, code: null, reference: 'Rent' })).json().id;
  jacks.internationalPayee = (await sendSafeguarded(sandbox.app, jack, 'POST', '/api/international-payees', {
    name: 'Lukas Becker', address: 'Hauptstraße 5, 10115 Berlin', country: 'DE', iban: 'DE89370400440532013000', swiftBic: 'COBADEFFXXX', currency: 'EUR',
  })).json().id;
  jacks.directDebit = randomUUID();
  await sandbox.db.query(
    `INSERT INTO direct_debit_authorities (id, customer_number, account_id, initiator_name, authorisation_code, reference, created_at)
     VALUES ($1, '1000004', '1000004-1', 'Contact Energy', '0312345', 'Jack T', sandbox_now())`, [jacks.directDebit]);
  for (const [what, id] of Object.entries(jacks)) expect([what, id]).toEqual([what, expect.stringMatching(/^[0-9a-f-]{36}$/)]);
}, 120_000);
afterAll(async () => { await sandbox.close(); });

/** Aroha's request on the route `template` (as OpenAPI writes it), with Jack's ids filled in. */
async function aroha(method: 'GET' | 'POST' | 'PUT' | 'DELETE', template: string, url: string, body?: object): Promise<LightMyRequestResponse> {
  tried.add(`${method} ${template}`);
  return sandbox.app.inject({
    method, url, ...(body ? { payload: JSON.stringify(body) } : {}),
    headers: { authorization: sandbox.tokens['1000001'] ?? '', 'idempotency-key': randomUUID(), ...(body ? { 'content-type': 'application/json' } : {}) },
  });
}

/** 404, and nothing of Jack's in the answer. */
function refused(response: LightMyRequestResponse, what: string) {
  expect({ what, status: response.statusCode }).toEqual({ what, status: 404 });
  for (const secret of ['Thompson', 'Flatmate', 'CityFitness', 'Lukas', 'Contact Energy', '1000004']) expect(response.body).not.toContain(secret);
}

const JACKS_ACCOUNT = '1000004-1';
const PAYMENT = (from: string, to: object) => ({ fromAccountId: from, to, amountCents: 100, particulars: '', code: '', reference: '' });
const STANDING = { fromAccountId: JACKS_ACCOUNT, toAccountNumber: '01-0505-6034438-00', payeeName: 'Mine now', amountCents: 100, frequency: 'weekly', reference: '' };

describe("1000001's token on every money route, against 1000004's money", () => {
  it('reads none of his accounts, transactions, balance history, receipts or scheduled payments', async () => {
    const accounts = await aroha('GET', '/api/accounts', '/api/accounts');
    expect(accounts.statusCode).toBe(200);
    expect(accounts.body).not.toContain(JACKS_ACCOUNT);
    refused(await aroha('GET', '/api/accounts/{id}', `/api/accounts/${JACKS_ACCOUNT}`), 'account');
    refused(await aroha('GET', '/api/accounts/{id}/transactions', `/api/accounts/${JACKS_ACCOUNT}/transactions`), 'transactions');
    refused(await aroha('GET', '/api/accounts/{id}/balance-history', `/api/accounts/${JACKS_ACCOUNT}/balance-history`), 'balance history');
    const { rows: [jacksTransaction] } = await sandbox.db.query<{ transaction_id: string }>(
      'SELECT transaction_id FROM postings WHERE account_id = $1 LIMIT 1', [JACKS_ACCOUNT]);
    refused(await aroha('GET', '/api/accounts/{id}/transactions/{transactionId}',
      `/api/accounts/${JACKS_ACCOUNT}/transactions/${jacksTransaction?.transaction_id}`), 'a transaction of his');
    refused(await aroha('GET', '/api/accounts/{id}/transactions/{transactionId}',
      `/api/accounts/1000001-1/transactions/${jacksTransaction?.transaction_id}`), 'a transaction of his, under her account');
    const today = await sandboxToday(sandbox.db);
    refused(await aroha('GET', '/api/accounts/{id}/export', `/api/accounts/${JACKS_ACCOUNT}/export?from=${addDays(today, -30)}&to=${today}`), 'export');
    refused(await aroha('GET', '/api/receipts/{id}', `/api/receipts/${jacks.payment}`), 'receipt');
    refused(await aroha('GET', '/api/shareReceipt/{id}', `/api/shareReceipt/${jacks.payment}`), 'receipt image');
    const scheduled = await aroha('GET', '/api/payments/scheduled', '/api/payments/scheduled');
    expect(scheduled.json()).toEqual([]);
  });

  it('moves none of his money: no payment or transfer from or to his account, no cancelling his payment', async () => {
    refused(await aroha('POST', '/api/payments', '/api/payments', PAYMENT(JACKS_ACCOUNT, { accountNumber: '01-0902-0068389-00', name: 'Me' })), 'pay from his account');
    refused(await aroha('POST', '/api/payments', '/api/payments', PAYMENT('1000001-1', { payeeId: jacks.payee })), 'pay his payee');
    refused(await aroha('POST', '/api/transfers', '/api/transfers', { fromAccountId: JACKS_ACCOUNT, toAccountId: '1000001-1', amountCents: 100, reference: '' }), 'transfer from him');
    refused(await aroha('POST', '/api/transfers', '/api/transfers', { fromAccountId: '1000001-1', toAccountId: JACKS_ACCOUNT, amountCents: 100, reference: '' }), 'transfer to him');
    const topUp = (fromAccountId: string, toAccountId: string) => ({ fromAccountId, toAccountId, amountCents: 50_000, reference: '' });
    refused(await aroha('POST', '/api/term-deposit-top-ups', '/api/term-deposit-top-ups', topUp(JACKS_ACCOUNT, '1000001-4')), 'top up from him');
    refused(await aroha('POST', '/api/term-deposit-top-ups', '/api/term-deposit-top-ups', topUp('1000001-1', JACKS_ACCOUNT)), 'top up into his account');
    refused(await aroha('DELETE', '/api/payments/{id}', `/api/payments/${jacks.payment}`), 'cancel his payment');
  });

  it('sees and changes none of his payees, international payees or direct debits', async () => {
    expect(JSON.stringify((await aroha('GET', '/api/payees', '/api/payees')).json())).not.toContain(jacks.payee);
    refused(await aroha('GET', '/api/payees/{id}', `/api/payees/${jacks.payee}`), 'payee');
    refused(await aroha('PUT', '/api/payees/{id}', `/api/payees/${jacks.payee}`, { name: 'Mine now', accountNumber: '01-0902-0068389-00' }), 'edit payee');
    refused(await aroha('DELETE', '/api/payees/{id}', `/api/payees/${jacks.payee}`), 'delete payee');
    expect((await aroha('GET', '/api/international-payees', '/api/international-payees')).body).not.toContain(jacks.internationalPayee);
    refused(await aroha('DELETE', '/api/international-payees/{id}', `/api/international-payees/${jacks.internationalPayee}`), 'delete international payee');
    expect((await aroha('GET', '/api/direct-debits', '/api/direct-debits')).body).not.toContain(jacks.directDebit);
    refused(await aroha('DELETE', '/api/direct-debits/{id}', `/api/direct-debits/${jacks.directDebit}`), 'cancel direct debit');
  });

  it('sees and changes none of his automatic payments, nor makes one from his account', async () => {
    expect((await aroha('GET', '/api/automaticpayment', '/api/automaticpayment')).body).not.toContain(jacks.automaticPayment);
    refused(await aroha('POST', '/api/automaticpayment', '/api/automaticpayment', { ...STANDING, nextDate: addDays(await sandboxToday(sandbox.db), 5) }), 'create from his account');
    refused(await aroha('PUT', '/api/automaticpayment/{id}', `/api/automaticpayment/${jacks.automaticPayment}`,
      { ...STANDING, fromAccountId: '1000001-1', nextDate: addDays(await sandboxToday(sandbox.db), 5) }), 'edit');
    refused(await aroha('PUT', '/api/automaticpayment/{id}/skip', `/api/automaticpayment/${jacks.automaticPayment}/skip`), 'skip');
    refused(await aroha('DELETE', '/api/automaticpayment/{id}', `/api/automaticpayment/${jacks.automaticPayment}`), 'cancel');
  });

  it("leaves all of Jack's things as they were", async () => {
    expect((await sandbox.get('1000004', `/api/receipts/${jacks.payment}`)).json().status).toBe('scheduled');
    expect((await sandbox.get('1000004', `/api/payees/${jacks.payee}`)).json()).toMatchObject({ name: 'Flatmate' });
    expect((await sandbox.get('1000004', '/api/international-payees')).json()).toEqual([expect.objectContaining({ id: jacks.internationalPayee })]);
    expect((await sandbox.get('1000004', '/api/direct-debits')).json()).toEqual([expect.objectContaining({ id: jacks.directDebit })]);
    expect((await sandbox.get('1000004', '/api/automaticpayment')).json()).toEqual([
      expect.objectContaining({ id: jacks.automaticPayment, payeeName: 'CityFitness', amountCents: 1_799 })]);
  });

  it('tried every money route the API documents', async () => {
    const paths = (await sandbox.app.inject({ url: '/api/openapi.json' })).json().paths as Record<string, Record<string, unknown>>;
    const routes = Object.entries(paths)
      .filter(([path]) => MONEY_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
      .flatMap(([path, methods]) => Object.keys(methods).filter((m) => m !== 'head').map((m) => `${m.toUpperCase()} ${path}`));
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => !tried.has(route) && !NOT_OWNED[route]).sort()).toEqual([]);
  });
});
