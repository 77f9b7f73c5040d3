import { randomUUID } from 'node:crypto';
import { login, refresh, refreshCookieOf, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); }, 120_000);
afterAll(async () => { await sandbox.close(); });

const page = (url: string, refreshToken?: string) => sandbox.app.inject({
  method: 'GET', url, headers: refreshToken ? { cookie: `SessionStore=${refreshToken}` } : {},
});

async function application(customerNumber: string, product: string, status: string): Promise<string> {
  const id = randomUUID();
  await sandbox.db.query('INSERT INTO applications (id, customer_number, product, status) VALUES ($1, $2, $3, $4)', [id, customerNumber, product, status]);
  return id;
}

describe('the hand-off pages the sandbox serves as the bank’s server', () => {
  it('sends a browser with no session to log in, and back to the page afterwards', async () => {
    for (const url of ['/loan-status', '/loan-status/abc', '/my-accounts', '/my-accounts/123?tab=2', '/digital-signature/x']) {
      const answer = await page(url);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(`/login?next=${encodeURIComponent(url)}`);
    }
  });

  it('opens nothing for a used (rotated) cookie, a logged-out session or a made-up one', async () => {
    const session = await login(sandbox.app, '1000002');
    expect((await page('/my-accounts', session.refreshToken)).statusCode).toBe(200);
    const rotated = refreshCookieOf(await refresh(sandbox.app, session.refreshToken))!;
    expect((await page('/my-accounts', session.refreshToken)).statusCode).toBe(303);
    expect((await page('/my-accounts', rotated)).statusCode).toBe(200);
    await refresh(sandbox.app, rotated, { lowPriv: true });
    expect((await page('/my-accounts', rotated)).statusCode).toBe(303);
    expect((await page('/my-accounts', 'not-a-token')).statusCode).toBe(303);
  });

  it('my accounts: the customer’s accounts and balances, each linking to its page in the app', async () => {
    const { refreshToken } = await login(sandbox.app, '1000001');
    const answer = await page('/my-accounts', refreshToken);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['cache-control']).toBe('no-store');
    const { rows } = await sandbox.db.query<{ id: string; account_number: string }>("SELECT id, account_number FROM accounts WHERE customer_number = '1000001'");
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(answer.body).toContain(`href="/online/accounts/${r.id}"`);
      expect(answer.body).toContain(r.account_number);
    }
    expect(answer.body).toContain('<main id="main"');
  });

  it('my accounts/<id>: an older link to one of hers goes to its app page; another customer’s account is not found', async () => {
    const { refreshToken } = await login(sandbox.app, '1000001');
    const { rows: [own] } = await sandbox.db.query<{ id: string }>("SELECT id FROM accounts WHERE customer_number = '1000001' LIMIT 1");
    const { rows: [other] } = await sandbox.db.query<{ id: string }>("SELECT id FROM accounts WHERE customer_number <> '1000001' LIMIT 1");
    const mine = await page(`/my-accounts/${own!.id}?tab=2`, refreshToken);
    expect(mine.statusCode).toBe(303);
    expect(mine.headers.location).toBe(`/online/accounts/${own!.id}`);
    const theirs = await page(`/my-accounts/${other!.id}`, refreshToken);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(other!.id);
  });

  it('loan status: every application with its state and next step; a referred one asks for documents and links to upload', async () => {
    const referred = await application('1000003', 'personal-loan', 'referred');
    const approved = await application('1000003', 'personal-loan', 'approved');
    const someoneElses = await application('1000002', 'credit-card', 'declined');
    const { refreshToken } = await login(sandbox.app, '1000003');
    const list = await page('/loan-status', refreshToken);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('We need more information');
    expect(list.body).toContain('Your last two payslips');
    expect(list.body).toContain(`/apply/upload?for=personal-loan&amp;application=${referred}`);
    expect(list.body).toContain(`/digital-signature/${approved}`);
    expect(list.body).not.toContain(someoneElses);
    const one = await page(`/loan-status/${referred}`, refreshToken);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('<h1>Your personal loan application</h1>');
    expect((await page(`/loan-status/${someoneElses}`, refreshToken)).statusCode).toBe(404);
  });

  it('lists the documents already received for an application', async () => {
    const id = await application('1000006', 'personal-loan', 'referred');
    await sandbox.db.query(
      "INSERT INTO application_documents (id, application_id, name, media_type, size_bytes, content) VALUES ($1, $2, $3, 'application/pdf', 4, '\\x25504446')",
      [randomUUID(), id, 'payslip <march>.pdf']);
    const { refreshToken } = await login(sandbox.app, '1000006');
    const body = (await page(`/loan-status/${id}`, refreshToken)).body;
    // Escaped: a file name is the customer's text, never markup.
    expect(body).toContain('payslip &lt;march&gt;.pdf');
  });

  it('digital signature: an approved loan of the customer’s, nothing of anyone else’s', async () => {
    const approved = await application('1000007', 'personal-loan', 'approved');
    const other = await application('1000002', 'personal-loan', 'approved');
    const { refreshToken } = await login(sandbox.app, '1000007');
    expect((await page('/digital-signature', refreshToken)).body).toContain('Personal loan contract');
    expect((await page(`/digital-signature/${approved}`, refreshToken)).statusCode).toBe(200);
    expect((await page(`/digital-signature/${other}`, refreshToken)).statusCode).toBe(404);
  });

  it('the old /open-a/account/selection address goes to the account-type chooser', async () => {
    const answer = await page('/open-a/account/selection?from=email');
    expect(answer.statusCode).toBe(308);
    expect(answer.headers.location).toBe('/apply/open-a/account/selection?from=email');
  });
});
