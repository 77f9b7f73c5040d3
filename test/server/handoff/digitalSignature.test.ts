import { createHash, randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatAucklandDateTime } from '../../../contract/rules/AucklandDate';
import { BANKING_LOCKED_MESSAGE } from '../../../contract/scam';
import { CHANGED_REQUEST_MESSAGE } from '../../../server/escalation';
import { SIGNING_MESSAGES } from '../../../server/handoff/signing/signingRoutes';
import { pdfjsPages } from '../../support/pdfjsText';
import { FORM, login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); }, 120_000);
afterAll(async () => { await sandbox.close(); });

const LOAN = { loanAmount: '15000', loanTerm: '36' };
const cookie = (refreshToken: string) => ({ cookie: `SessionStore=${refreshToken}` });

/** A customer of the test's own (Aroha's shape: a mobile that takes codes, everyday and savings accounts) with an approved loan. */
async function customerWithApprovedLoan(template = '1000001') {
  const cloned = await sandbox.app.inject({ method: 'POST', url: '/dev/customers', payload: { template } });
  const customerNumber = (cloned.json() as { customerNumber: string }).customerNumber;
  const id = randomUUID();
  await sandbox.db.query(
    `INSERT INTO applications (id, customer_number, product, status, answers) VALUES ($1, $2, 'personal-loan', 'approved', $3)`,
    [id, customerNumber, JSON.stringify(LOAN)]);
  const { refreshToken } = await login(sandbox.app, customerNumber);
  const { rows } = await sandbox.db.query<{ id: string; account_number: string; balance_cents: string; first_name: string; last_name: string }>(
    `SELECT a.id, a.account_number, a.balance_cents, c.first_name, c.last_name FROM accounts a JOIN customers c USING (customer_number)
      WHERE a.customer_number = $1 AND a.product = 'everyday'`, [customerNumber]);
  const everyday = rows[0]!;
  return { customerNumber, id, refreshToken, everyday, fullName: `${everyday.first_name} ${everyday.last_name}` };
}

const get = (url: string, refreshToken: string) => sandbox.app.inject({ method: 'GET', url, headers: cookie(refreshToken) });
const post = (url: string, refreshToken: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  sandbox.app.inject({ method: 'POST', url, headers: { ...cookie(refreshToken), 'content-type': FORM, ...headers }, payload: new URLSearchParams(form).toString() });

const hidden = (body: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(body)?.[1] ?? '';
const lastCode = () => /code (\d{6})/.exec(sandbox.sms.at(-1) ?? '')?.[1] ?? '';
const balanceOf = async (accountId: string) =>
  Number((await sandbox.db.query<{ b: string }>('SELECT balance_cents AS b FROM accounts WHERE id = $1', [accountId])).rows[0]!.b);
const drawdowns = async (customerNumber: string) =>
  Number((await sandbox.db.query<{ n: string }>("SELECT count(*) AS n FROM accounts WHERE customer_number = $1 AND product = 'personal-loan'", [customerNumber])).rows[0]!.n);

/** The first step of signing: the code page, with what its form carries. */
async function askForCode(loan: Awaited<ReturnType<typeof customerWithApprovedLoan>>, paidInto = loan.everyday.id) {
  const answer = await post(`/digital-signature/${loan.id}/sign`, loan.refreshToken, { paidInto, signedName: loan.fullName, agreed: 'yes' });
  expect(answer.statusCode).toBe(200);
  return { operationId: hidden(answer.body, 'operationId'), code: lastCode(), body: answer.body };
}

describe('digital signature: a personal loan contract read, signed and paid once', () => {
  it('the contract reads its terms, is the same PDF each time it is opened, and passes qpdf --check', async () => {
    const loan = await customerWithApprovedLoan();
    const page = await get(`/digital-signature/${loan.id}`, loan.refreshToken);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$15,000.00');
    expect(page.body).toContain('13.95% p.a. fixed');
    expect(page.body).toContain('36 monthly repayments of');
    const first = await get(`/digital-signature/${loan.id}/contract.pdf`, loan.refreshToken);
    const second = await get(`/digital-signature/${loan.id}/contract.pdf`, loan.refreshToken);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    const [text] = await pdfjsPages(first.rawPayload);
    expect(text).toContain(loan.fullName);
    expect(text).toContain('$15,000.00');
    expect(text).toContain('Your right to cancel');
    qpdfCheck(first.rawPayload);
  });

  it('a form with a problem says which, keeps what was typed, and sends no code', async () => {
    const loan = await customerWithApprovedLoan();
    const texts = sandbox.sms.length;
    const answer = await post(`/digital-signature/${loan.id}/sign`, loan.refreshToken, { paidInto: '', signedName: 'Someone Else', agreed: '' });
    expect(answer.statusCode).toBe(400);
    for (const message of [SIGNING_MESSAGES.chooseAccount, SIGNING_MESSAGES.nameOnFile, SIGNING_MESSAGES.agree]) expect(answer.body).toContain(message);
    expect(answer.body).toContain('value="Someone Else"');
    expect(answer.body.match(/aria-invalid="true"/g)).toHaveLength(3);
    expect(sandbox.sms).toHaveLength(texts);
  });

  it('the texted code names the loan and amount; it signs, pays the loan in once, and the signed PDF carries name, time and hash', async () => {
    const loan = await customerWithApprovedLoan();
    const before = await balanceOf(loan.everyday.id);
    const { operationId, code } = await askForCode(loan);
    expect(sandbox.sms.at(-1)).toContain('sign your personal loan contract for $15,000.00');
    const form = { operationId, code, paidInto: loan.everyday.id, signedName: loan.fullName };
    const signed = await post(`/digital-signature/${loan.id}/confirm`, loan.refreshToken, form);
    expect(signed.statusCode).toBe(303);
    expect(signed.headers.location).toBe(`/digital-signature/${loan.id}`);
    expect(await balanceOf(loan.everyday.id)).toBe(before + 1_500_000);
    const { rows: [loanAccount] } = await sandbox.db.query<{ balance_cents: string; repayment_cents: string }>(
      `SELECT a.balance_cents, l.repayment_cents FROM accounts a JOIN loans l ON l.account_id = a.id WHERE a.customer_number = $1 AND a.product = 'personal-loan'`,
      [loan.customerNumber]);
    expect(Number(loanAccount!.balance_cents)).toBe(-1_500_000);
    expect(Number(loanAccount!.repayment_cents)).toBeGreaterThan(1_500_000 / 36);

    // Replayed, or signed again from another tab: nothing more is paid.
    expect((await post(`/digital-signature/${loan.id}/confirm`, loan.refreshToken, form)).statusCode).toBe(303);
    expect((await post(`/digital-signature/${loan.id}/sign`, loan.refreshToken, { paidInto: loan.everyday.id, signedName: loan.fullName, agreed: 'yes' })).statusCode).toBe(303);
    expect(await balanceOf(loan.everyday.id)).toBe(before + 1_500_000);
    expect(await drawdowns(loan.customerNumber)).toBe(1);

    const contract = (await get(`/digital-signature/${loan.id}/contract.pdf`, loan.refreshToken)).rawPayload;
    const hash = createHash('sha256').update(contract).digest('hex');
    const page = await get(`/digital-signature/${loan.id}`, loan.refreshToken);
    expect(page.body).toContain('Your contract is signed');
    expect(page.body).toContain(hash);
    const { rows: [row] } = await sandbox.db.query<{ ms: number }>(
      'SELECT floor(extract(epoch FROM signed_at) * 1000)::float8 AS ms FROM loan_contracts WHERE application_id = $1', [loan.id]);
    const signedPdf = (await get(`/digital-signature/${loan.id}/signed.pdf`, loan.refreshToken)).rawPayload;
    const [text] = await pdfjsPages(signedPdf);
    expect(text).toContain(loan.fullName);
    expect(text).toContain(formatAucklandDateTime(row!.ms));
    expect(text).toContain(hash);
    qpdfCheck(signedPdf);
  });

  it('a code sent for one account signs nothing for another, and is spent', async () => {
    const loan = await customerWithApprovedLoan();
    const { rows: [savings] } = await sandbox.db.query<{ id: string }>(
      "SELECT id FROM accounts WHERE customer_number = $1 AND product IN ('savings', 'online-saver', 'bills') ORDER BY id LIMIT 1", [loan.customerNumber]);
    const { operationId, code } = await askForCode(loan);
    const swapped = await post(`/digital-signature/${loan.id}/confirm`, loan.refreshToken, { operationId, code, paidInto: savings!.id, signedName: loan.fullName });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.body).toContain(CHANGED_REQUEST_MESSAGE);
    const original = await post(`/digital-signature/${loan.id}/confirm`, loan.refreshToken, { operationId, code, paidInto: loan.everyday.id, signedName: loan.fullName });
    expect(original.body).toContain(SIGNING_MESSAGES.codeUnknown);
    expect(await drawdowns(loan.customerNumber)).toBe(0);
  });

  it('a wrong code is refused, five void it; a code of another session signs nothing', async () => {
    const loan = await customerWithApprovedLoan();
    const { operationId, code } = await askForCode(loan);
    const wrong = code === '000000' ? '111111' : '000000';
    const form = { operationId, paidInto: loan.everyday.id, signedName: loan.fullName };
    const once = await post(`/digital-signature/${loan.id}/confirm`, loan.refreshToken, { ...form, code: wrong });
    expect(once.statusCode).toBe(400);
    expect(once.body).toContain(SIGNING_MESSAGES.codeWrong);
    expect(once.body).toContain('aria-invalid="true"');
    const other = await login(sandbox.app, loan.customerNumber);
    expect((await post(`/digital-signature/${loan.id}/confirm`, other.refreshToken, { ...form, code })).body).toContain(SIGNING_MESSAGES.codeUnknown);
    for (let i = 0; i < 3; i += 1) await post(`/digital-signature/${loan.id}/confirm`, loan.refreshToken, { ...form, code: wrong });
    expect((await post(`/digital-signature/${loan.id}/confirm`, loan.refreshToken, { ...form, code: wrong })).body).toContain(SIGNING_MESSAGES.codeVoided);
    expect((await post(`/digital-signature/${loan.id}/confirm`, loan.refreshToken, { ...form, code })).body).toContain(SIGNING_MESSAGES.codeUnknown);
    expect(await drawdowns(loan.customerNumber)).toBe(0);
  });

  it('refuses a form from another website, locked banking, and another customer’s loan', async () => {
    const loan = await customerWithApprovedLoan();
    const form = { paidInto: loan.everyday.id, signedName: loan.fullName, agreed: 'yes' };
    const texts = sandbox.sms.length;
    const foreign = await post(`/digital-signature/${loan.id}/sign`, loan.refreshToken, form, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain(SIGNING_MESSAGES.otherSite);
    const stranger = await customerWithApprovedLoan('1000002');
    expect((await get(`/digital-signature/${loan.id}`, stranger.refreshToken)).statusCode).toBe(404);
    expect((await post(`/digital-signature/${loan.id}/sign`, stranger.refreshToken, form)).statusCode).toBe(404);
    await sandbox.db.query('INSERT INTO banking_locks (customer_number) VALUES ($1)', [loan.customerNumber]);
    const locked = await post(`/digital-signature/${loan.id}/sign`, loan.refreshToken, form);
    expect(locked.statusCode).toBe(403);
    expect(locked.body).toContain(BANKING_LOCKED_MESSAGE.split('.')[0]);
    expect(sandbox.sms).toHaveLength(texts);
  });
});

/** qpdf's structural check of a PDF (Debian's qpdf, installed by scripts/ensure-deps.sh). */
function qpdfCheck(pdf: Buffer) {
  const folder = mkdtempSync(join(tmpdir(), 'kowhai-qpdf-'));
  try {
    const file = join(folder, 'contract.pdf');
    writeFileSync(file, pdf);
    const out = execFileSync('qpdf', ['--check', file], { encoding: 'utf8' });
    expect(out).toContain('No syntax or stream encoding errors found');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
