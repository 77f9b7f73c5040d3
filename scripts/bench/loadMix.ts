import { randomUUID } from 'node:crypto';
import { benchQueries, type BenchQuery } from './addressQueries';

/**
 * The request mix of `npm run bench:load`: what logged-in customers do, in these shares of
 * every 100 requests: logins 5, account and transaction reads 55, address search
 * 20, payments and transfers 15 (each with a fresh Idempotency-Key), messages 5.
 */
export const MIX = {
  login: 5,
  accounts: 15, account: 8, transactions: 17, 'transactions-search': 5, 'transactions-next': 5, payees: 5,
  address: 20,
  payment: 8, transfer: 7,
  messages: 5,
} as const;
export type Operation = keyof typeof MIX;
export const MONEY: ReadonlySet<Operation> = new Set(['payment', 'transfer']);

export const PASSWORD = 'Kowhai-2026!';
const BASIC = `Basic ${Buffer.from('load-benchmark-browser:').toString('base64')}`;
const SEARCH_WORDS = ['countdown', 'transfer', 'power', 'rent', 'coffee', 'z energy', 'salary'];

/** What the load needs of one demo customer, found by logging in before the run. */
export interface LoadCustomer {
  customerNumber: string;
  token: string;
  /** Accounts with transactions to read. */
  accounts: string[];
  /** A page-2 cursor of each account that has one. */
  cursors: { accountId: string; cursor: string }[];
  payFrom: string;
  /** A saved payee, else payments go to a one-off account number (under the SMS-code threshold). */
  payeeId: string | null;
  /** Another own account, else a transfer in the mix becomes a payment. */
  transferTo: string | null;
}

/** Mercury Energy's demo account number: where customers without payees pay. */
const ONE_OFF = { accountNumber: '02-0248-0406223-00', name: 'Mercury Energy' };

export interface HttpRequest { method: string; path: string; headers: Record<string, string>; body?: string }

/** A deterministic shuffle of the 100 slots, so the mix is even within any short stretch. */
function schedule(): Operation[] {
  const slots = (Object.entries(MIX) as [Operation, number][]).flatMap(([op, n]) => Array<Operation>(n).fill(op));
  let seed = 13;
  for (let i = slots.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [slots[i], slots[j]] = [slots[j] as Operation, slots[i] as Operation];
  }
  return slots;
}

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

/** Builds the next request of the mix, round-robin over customers and address queries. */
export class LoadMix {
  private readonly slots = schedule();
  private readonly queries: BenchQuery[] = benchQueries();
  private n = 0;

  constructor(readonly customers: LoadCustomer[]) {}

  /** The next request; a payment or transfer carries a reference of its own ("n123") to find it in the ledger by. */
  next(): { op: Operation; customer: LoadCustomer; request: HttpRequest; reference: string } {
    const n = this.n++;
    const planned = pick(this.slots, n);
    const customer = pick(this.customers, Math.floor(n / 3));
    const op = planned === 'transfer' && !customer.transferTo ? 'payment' : planned;
    return { op, customer, request: this.request(op, customer, n), reference: `n${n}` };
  }

  private request(op: Operation, c: LoadCustomer, n: number): HttpRequest {
    const auth = { authorization: `Bearer ${c.token}` };
    const json = { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() };
    const account = pick(c.accounts, n);
    switch (op) {
      case 'login': return loginRequest(c.customerNumber, PASSWORD);
      case 'accounts': return { method: 'GET', path: '/api/accounts', headers: auth };
      case 'account': return { method: 'GET', path: `/api/accounts/${account}`, headers: auth };
      case 'transactions': return { method: 'GET', path: `/api/accounts/${account}/transactions`, headers: auth };
      case 'transactions-search':
        return { method: 'GET', path: `/api/accounts/${account}/transactions?q=${encodeURIComponent(pick(SEARCH_WORDS, n))}`, headers: auth };
      case 'transactions-next': {
        const page = c.cursors.length ? pick(c.cursors, n) : null;
        const path = page ? `/api/accounts/${page.accountId}/transactions?cursor=${page.cursor}` : `/api/accounts/${account}/transactions`;
        return { method: 'GET', path, headers: auth };
      }
      case 'payees': return { method: 'GET', path: '/api/payees', headers: auth };
      case 'address': {
        const { type, query } = pick(this.queries, n);
        return { method: 'POST', path: `/api/address/search/${type}`, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) };
      }
      case 'payment': return {
        method: 'POST', path: '/api/payments', headers: json,
        body: JSON.stringify({ fromAccountId: c.payFrom, to: c.payeeId ? { payeeId: c.payeeId } : ONE_OFF, amountCents: 1 + (n % 97), particulars: 'load', code: '', reference: `n${n}` }),
      };
      case 'transfer': return {
        method: 'POST', path: '/api/transfers', headers: json,
        body: JSON.stringify({ fromAccountId: c.payFrom, toAccountId: c.transferTo, amountCents: 1 + (n % 89), reference: `n${n}` }),
      };
      case 'messages': return { method: 'GET', path: '/api/messages', headers: auth };
    }
  }
}

export function loginRequest(customerNumber: string, password: string): HttpRequest {
  return {
    method: 'POST', path: '/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: BASIC },
    body: new URLSearchParams({ grant_type: 'password', username: customerNumber, password }).toString(),
  };
}

/** Sends one request with fetch (setup and checks, not the load). */
export async function send(url: string, request: HttpRequest): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${url}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) as unknown : null, headers: response.headers };
}

interface AccountDto { id: string; product: string; availableCents: number }

/**
 * Logs each customer in (alternating between the servers, so a session made on one is used
 * on the others) and finds what it can pay from and to; a customer with nothing to pay from
 * is left out of the load.
 */
export async function prepareCustomers(urls: string[], numbers: string[]): Promise<LoadCustomer[]> {
  const customers: LoadCustomer[] = [];
  for (const [i, customerNumber] of numbers.entries()) {
    const url = pick(urls, i);
    const login = await send(url, loginRequest(customerNumber, PASSWORD));
    if (login.status !== 200) throw new Error(`login of ${customerNumber} answered ${login.status}`);
    const token = (login.body as { access_token: string }).access_token;
    const auth = { authorization: `Bearer ${token}` };
    const other = pick(urls, i + 1);
    const accounts = (await send(other, { method: 'GET', path: '/api/accounts', headers: auth })).body as AccountDto[];
    const payees = ((await send(other, { method: 'GET', path: '/api/payees', headers: auth })).body as { payees: { id: string }[] }).payees;
    const payable = ['everyday', 'bills', 'savings', 'online-saver'];
    const from = accounts.filter((a) => payable.includes(a.product)).sort((a, b) => b.availableCents - a.availableCents)[0];
    const to = accounts.find((a) => a.id !== from?.id && payable.includes(a.product));
    if (!from) continue;
    const cursors: LoadCustomer['cursors'] = [];
    for (const a of accounts) {
      const page = (await send(url, { method: 'GET', path: `/api/accounts/${a.id}/transactions`, headers: auth })).body as { nextCursor: string | null };
      if (page.nextCursor) cursors.push({ accountId: a.id, cursor: page.nextCursor });
    }
    customers.push({ customerNumber, token, accounts: accounts.map((a) => a.id), cursors, payFrom: from.id, payeeId: payees[0]?.id ?? null, transferTo: to?.id ?? null });
  }
  return customers;
}
