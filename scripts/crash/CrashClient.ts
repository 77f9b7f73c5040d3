import { randomUUID } from 'node:crypto';

/** One payment or transfer a client asked for, with what the client knows of its fate. */
export interface Operation {
  customerNumber: string;
  key: string;
  path: '/api/payments' | '/api/transfers';
  body: Record<string, unknown>;
  /** Unique per operation: finds its ledger transaction(s) whatever id the server gave it. */
  reference: string;
  /** The receipt id of the 200 the client saw, or null while unacknowledged. */
  receiptId: string | null;
  /** Attempts sent (the first, plus retries with the same key after no answer). */
  attempts: number;
}

const BROWSER = `Basic ${Buffer.from('crash-test-client:').toString('base64')}`;
const PAYEE = { accountNumber: '01-0902-0068389-00', name: 'Hemi Walker' };
const MOVABLE = new Set(['everyday', 'bills', 'savings', 'online-saver']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client that pays and transfers in a loop, one operation at a time. Anything but a 200 (a
 * dropped connection, a refused connection while the server restarts, a 409) leaves the
 * operation unacknowledged, and it is sent again with the same Idempotency-Key and body until
 * the server answers it, as the web client does.
 */
export class CrashClient {
  private readonly ops: Operation[] = [];
  private stopped = false;
  private counter = 0;

  private constructor(
    private readonly baseUrl: string, private readonly customerNumber: string, private readonly token: string,
    private readonly accounts: string[], private readonly tag: string,
  ) {}

  static async login(baseUrl: string, customerNumber: string, index: number): Promise<CrashClient> {
    const response = await fetch(`${baseUrl}/token`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: BROWSER },
      body: new URLSearchParams({ grant_type: 'password', username: customerNumber, password: 'Kowhai-2026!' }).toString(),
    });
    if (!response.ok) throw new Error(`login ${customerNumber}: ${response.status} ${await response.text()}`);
    const token = ((await response.json()) as { access_token: string }).access_token;
    const list = await fetch(`${baseUrl}/api/accounts`, { headers: { authorization: `Bearer ${token}`, 'x-customer-number': customerNumber } });
    const accounts = ((await list.json()) as Array<{ id: string; product: string }>).filter((a) => MOVABLE.has(a.product)).map((a) => a.id);
    if (accounts.length < 2) throw new Error(`${customerNumber} needs two accounts to transfer between`);
    return new CrashClient(baseUrl, customerNumber, token, accounts.slice(0, 2), String.fromCharCode(65 + index));
  }

  operations(): Operation[] {
    return this.ops;
  }

  unacknowledged(): number {
    return this.ops.filter((op) => !op.receiptId).length;
  }

  stop(): void {
    this.stopped = true;
  }

  async run(): Promise<void> {
    while (!this.stopped) {
      const pending = this.ops.find((op) => !op.receiptId);
      if (pending) {
        if (!(await this.send(pending))) await sleep(100);
        continue;
      }
      const op = this.next();
      this.ops.push(op);
      await this.send(op);
    }
  }

  /** Sends every unacknowledged operation again until each has its answer. */
  async drain(): Promise<void> {
    for (const op of this.ops) {
      const deadline = Date.now() + 60_000;
      while (!op.receiptId) {
        if (Date.now() > deadline) throw new Error(`operation ${op.reference} never answered`);
        if (!(await this.send(op))) await sleep(200);
      }
    }
  }

  private next(): Operation {
    this.counter += 1;
    const reference = `CR${this.tag}${String(this.counter).padStart(6, '0')}`;
    // Small amounts, both ways between the two accounts, so nobody runs out of money.
    const amountCents = 1 + Math.floor(Math.random() * 300);
    const [a, b] = this.counter % 4 < 2 ? this.accounts : [...this.accounts].reverse();
    const payment = this.counter % 3 === 0;
    return {
      customerNumber: this.customerNumber, key: randomUUID(), reference, receiptId: null, attempts: 0,
      path: payment ? '/api/payments' : '/api/transfers',
      body: payment
        ? { fromAccountId: a, to: PAYEE, amountCents, particulars: 'Crash', code: '', reference }
        : { fromAccountId: a, toAccountId: b, amountCents, reference },
    };
  }

  /** One attempt; true when the server answered it with its receipt. */
  private async send(op: Operation): Promise<boolean> {
    op.attempts += 1;
    try {
      const response = await fetch(`${this.baseUrl}${op.path}`, {
        method: 'POST', body: JSON.stringify(op.body), signal: AbortSignal.timeout(10_000),
        headers: {
          'content-type': 'application/json', authorization: `Bearer ${this.token}`,
          'x-customer-number': this.customerNumber, 'idempotency-key': op.key,
        },
      });
      const text = await response.text();
      if (response.status === 200) {
        op.receiptId = (JSON.parse(text) as { id: string }).id;
        return true;
      }
      // 409: the key is claimed by a request still running; 5xx: a fault. Both retry with the key.
      if (response.status === 409 || response.status >= 500) return false;
      throw new Error(`${op.path} ${op.reference}: unexpected ${response.status} ${text}`);
    } catch (error) {
      if (error instanceof Error && error.message.includes('unexpected')) throw error;
      return false; // refused, reset or timed out: no answer, so unacknowledged
    }
  }
}
