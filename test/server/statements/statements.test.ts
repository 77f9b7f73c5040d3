import type { FastifyInstance } from 'fastify';
import { effectiveDelivery } from '../../../server/statements/delivery';
import { drawable } from '../../../server/platform/pdf/letterPdf';
import { monthTitle, renderStatement, statementPeriod, statementTotals } from '../../../server/statements/renderStatement';
import { pdfjsPages } from '../../support/pdfjsText';
import { BRAND } from '../../../contract/rules/brand';
import { formatMoney } from '../../../contract/rules/Money';
import { pdfFontNames, pdfText } from '../../support/pdfText';
import { apiGet, login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';
import { sandboxToday } from '../../support/sandboxTime';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

const put = (app: FastifyInstance, url: string, bearer: string, body: unknown) => app.inject({
  method: 'PUT', url, payload: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
});

interface Summary { accountId: string; accountName: string; accountNumber: string; month: string; transactionCount: number }

describe('GET /api/statements', () => {
  it("lists Aroha's finished months per account, newest first, with digital delivery", async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    const response = await apiGet(sandbox.app, '/api/statements', accessToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ delivery: 'digital', preference: 'digital', canChoose: true });
    const statements = body.statements as Summary[];
    expect(statements.length).toBeGreaterThan(0);
    const months = statements.map((s) => s.month);
    expect([...months].sort().reverse()).toEqual(months);
    const thisMonth = (await sandboxToday(sandbox.db)).slice(0, 7);
    expect(months.every((m) => m < thisMonth)).toBe(true);
    expect(statements.every((s) => s.accountId.startsWith('1000001-') && s.transactionCount > 0)).toBe(true);
  });

  it('needs a login', async () => {
    expect((await apiGet(sandbox.app, '/api/statements')).statusCode).toBe(401);
  });
});

describe('GET /api/statements/{accountId}/{month}', () => {
  it("is a real PDF with the month's transactions and a closing balance that adds up", async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    const [first] = (await apiGet(sandbox.app, '/api/statements', accessToken)).json().statements as Summary[];
    const response = await apiGet(sandbox.app, `/api/statements/${first!.accountId}/${first!.month}`, accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`statement-${first!.accountNumber}-${first!.month}.pdf`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(`Statement for ${monthTitle(first!.month)}`);
    expect(text).toContain(first!.accountNumber);
    expect(text).toContain('Aroha Ngata');
    const { rows } = await sandbox.db.query<{ description: string; at: string }>(
      `SELECT p.description, t.posted_at::text AS at FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
        WHERE p.account_id = $1 AND t.status = 'posted' AND to_char(t.posted_at AT TIME ZONE 'Pacific/Auckland', 'YYYY-MM') = $2`,
      [first!.accountId, first!.month]);
    expect(rows).toHaveLength(first!.transactionCount);
    const missing = rows.filter(({ description }) => !text.includes(description.slice(0, 50)));
    expect(missing).toEqual([]);
    const { rows: [closing] } = await sandbox.db.query<{ cents: string }>(
      `SELECT sum(p.amount_cents)::text AS cents FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
        WHERE p.account_id = $1 AND t.status = 'posted' AND to_char(t.posted_at AT TIME ZONE 'Pacific/Auckland', 'YYYY-MM') <= $2`,
      [first!.accountId, first!.month]);
    expect(text).toContain(`Closing balance\n${formatMoney(Number(closing!.cents))}`);
  });

  it("gives Jack a 404 for Aroha's statement, and 404 for a month not finished", async () => {
    const aroha = await login(sandbox.app, '1000001');
    const [first] = (await apiGet(sandbox.app, '/api/statements', aroha.accessToken)).json().statements as Summary[];
    const jack = await login(sandbox.app, '1000004');
    const stolen = await apiGet(sandbox.app, `/api/statements/${first!.accountId}/${first!.month}`, jack.accessToken);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ message: 'There is no such statement.' });
    const future = await apiGet(sandbox.app, `/api/statements/${first!.accountId}/2999-01`, aroha.accessToken);
    expect(future.statusCode).toBe(404);
  });

  it('answers a malformed month with a 400 JSON error', async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    for (const month of ['2026-13', '26-01', 'latest', '2026-1']) {
      const response = await apiGet(sandbox.app, `/api/statements/1000001-1/${month}`, accessToken);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});

describe('PUT /api/statements/delivery', () => {
  it('switches to posted letters and back; bad bodies are 4xx JSON errors', async () => {
    const { accessToken } = await login(sandbox.app, '1000005');
    expect((await put(sandbox.app, '/api/statements/delivery', accessToken, { delivery: 'posted' })).statusCode).toBe(204);
    expect((await apiGet(sandbox.app, '/api/statements', accessToken)).json()).toMatchObject({ delivery: 'posted', preference: 'posted' });
    for (const body of [{ delivery: 'pigeon' }, {}, '{"delivery":', { delivery: 'digital', extra: 1 }]) {
      const response = await put(sandbox.app, '/api/statements/delivery', accessToken, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await put(sandbox.app, '/api/statements/delivery', accessToken, { delivery: 'digital' })).statusCode).toBe(204);
  });

  it('is not offered (404) while PostedLettersToggle is off for the customer', async () => {
    await sandbox.app.inject({ method: 'POST', url: '/dev/feature-flags', payload: { name: 'PostedLettersToggle', enabled: false, customerNumber: '1000006' } });
    const { accessToken } = await login(sandbox.app, '1000006');
    expect((await put(sandbox.app, '/api/statements/delivery', accessToken, { delivery: 'posted' })).statusCode).toBe(404);
    expect((await apiGet(sandbox.app, '/api/statements', accessToken)).json()).toMatchObject({ canChoose: false, delivery: 'digital' });
  });
});

describe('effectiveDelivery', () => {
  const base = { preference: 'digital' as const, hasEmail: true, postedLettersToggle: true, digitalLetterBypass: false };
  it('follows the choice while PostedLettersToggle is on, and ignores a posted choice while it is off', () => {
    expect(effectiveDelivery({ ...base, preference: 'posted' })).toBe('posted');
    expect(effectiveDelivery({ ...base, preference: 'posted', postedLettersToggle: false })).toBe('digital');
  });
  it('posts to a customer without an email unless DigitalLetterBypass is on', () => {
    expect(effectiveDelivery({ ...base, hasEmail: false })).toBe('posted');
    expect(effectiveDelivery({ ...base, hasEmail: false, digitalLetterBypass: true })).toBe('digital');
  });
});

describe('statement text in DejaVu Sans', () => {
  it('keeps the macrons of a Māori customer and account name, and of the brand, in a statement served by the sandbox', async () => {
    // This file's own sandbox: renaming a demo customer here touches no other test.
    await sandbox.db.query(`UPDATE customers SET first_name = 'Tāne', last_name = 'Ngātoro' WHERE customer_number = '1000001'`);
    const { accessToken } = await login(sandbox.app, '1000001');
    const [first] = (await apiGet(sandbox.app, '/api/statements', accessToken)).json().statements as Summary[];
    await sandbox.db.query(`UPDATE accounts SET nickname = 'Pūtea Whānau' WHERE id = $1`, [first!.accountId]);
    const response = await apiGet(sandbox.app, `/api/statements/${first!.accountId}/${first!.month}`, accessToken);
    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload;
    const text = await pdfText(pdf);
    expect(text.split('\n')).toEqual(expect.arrayContaining(['Kōwhai Bank', 'Tāne Ngātoro', 'Pūtea Whānau', first!.accountNumber]));
    expect(text).not.toContain('Kowhai');
    // The fonts travel in the file as subsets (a subset's name carries a six-letter tag), not the 740 KB faces.
    expect(await pdfFontNames(pdf)).toEqual(['KOWHAB+DejaVuSans-Bold', 'KOWHAR+DejaVuSans']);
    expect(pdf.length).toBeLessThan(100_000);
  });

  it('writes a character the font lacks without its accent if it can, else as ?', async () => {
    const pdf = Buffer.from(await renderStatement({
      customerName: 'Mere Ōtākou', mailingAddress: [], accountName: 'Everyday', accountNumber: '38-9123-0000001-00', month: '2026-10',
      openingCents: 0, lines: [{ postedAt: new Date('2026-10-05T01:00:00Z'), description: 'Kai 漢 café – ẁ', amountCents: -1250 }],
    }, new Date('2026-11-01T00:00:00Z')));
    const text = await pdfText(pdf);
    expect(text).toContain(BRAND.product);
    expect(text).toContain('Mere Ōtākou');
    expect(text).toContain('Kai ? café – ẁ');
  });

  it('is laid out as a bank letter that another reader (PDF.js) reads: mailing address, summary box that adds up, "Page n of N" on every page', async () => {
    const lines = Array.from({ length: 90 }, (_, n) => ({
      postedAt: new Date(Date.UTC(2026, 9, 1 + (n % 30), 1)), description: `Line ${n + 1}`, amountCents: n % 3 === 0 ? 12_345 : -2_500,
    }));
    const statement = {
      customerName: 'Mere Tipene', mailingAddress: ['PO Box 4417', 'Ponsonby', 'Auckland 1144'], accountName: 'Everyday',
      accountNumber: '38-9123-0000001-00', month: '2026-10', openingCents: 50_000, lines,
    };
    const pages = await pdfjsPages(await renderStatement(statement, new Date('2026-11-01T00:00:00Z')));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
    const first = pages[0]!;
    for (const line of ['Mere Tipene', 'PO Box 4417', 'Ponsonby', 'Auckland 1144', 'Account statement', '1 October 2026 to 31 October 2026', 'Issued 1 November 2026']) {
      expect(first).toContain(line);
    }
    // The summary box states the rule: opening + money in − money out = closing.
    const totals = statementTotals(statement);
    expect(totals.openingCents + totals.inCents - totals.outCents).toBe(totals.closingCents);
    expect(totals.closingCents).toBe(statement.openingCents + lines.reduce((sum, line) => sum + line.amountCents, 0));
    for (const [label, cents] of [['Opening balance', totals.openingCents], ['Money in', totals.inCents], ['Money out', totals.outCents], ['Closing balance', totals.closingCents]] as const) {
      expect(first).toMatch(new RegExp(`${label}\\s+${formatMoney(cents).replace(/[$.]/g, '\\$&')}`));
    }
    // Every transaction is on some page, once.
    const all = pages.join('\n');
    for (const line of lines) expect(all.split(`${line.description} `).length - 1).toBe(1);
    expect(pages.at(-1)).toContain('Closing balance');
  });

  it('posts the statement to the postal address on file (else the residential one)', async () => {
    const { accessToken } = await login(sandbox.app, '1000001');
    const [first] = (await apiGet(sandbox.app, '/api/statements', accessToken)).json().statements as Summary[];
    const { rows } = await sandbox.db.query<{ address_lines: string[]; city_town: string; postcode: string }>(
      `SELECT address_lines, city_town, postcode FROM customer_addresses WHERE customer_number = '1000001'
        ORDER BY kind = 'postal' DESC LIMIT 1`);
    const response = await apiGet(sandbox.app, `/api/statements/${first!.accountId}/${first!.month}`, accessToken);
    const [page] = await pdfjsPages(response.rawPayload);
    expect(rows).toHaveLength(1);
    for (const line of rows[0]!.address_lines) expect(page).toContain(line);
    expect(page).toContain(`${rows[0]!.city_town} ${rows[0]!.postcode}`);
  });

  it('names the Auckland days a statement covers, to the month\'s last day (29 February in a leap year)', () => {
    expect(statementPeriod('2028-02')).toBe('1 February 2028 to 29 February 2028');
    expect(statementPeriod('2027-02')).toBe('1 February 2027 to 28 February 2027');
    expect(statementPeriod('2026-12')).toBe('1 December 2026 to 31 December 2026');
    expect(statementPeriod('2026-11')).toBe('1 November 2026 to 30 November 2026');
  });

  it('drawable keeps what the font has and falls back per character', () => {
    const latinOnly = (codePoint: number) => codePoint < 0x100;
    expect(drawable('Kōwhai Bank – Māori 漢', latinOnly)).toBe('Kowhai Bank ? Maori ?');
    expect(drawable('Kōwhai Bank – Māori', () => true)).toBe('Kōwhai Bank – Māori');
  });
});
