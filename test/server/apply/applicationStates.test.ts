import { randomUUID } from 'node:crypto';
import { FORM, login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';
import { PLAIN_PDF } from '../../support/uploadFiles';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); }, 120_000);
afterAll(async () => { await sandbox.close(); });

/** A customer of the test's own, logged in: the bearer for the API, the refresh cookie for the bank's pages. */
async function ownCustomer() {
  const cloned = await sandbox.app.inject({ method: 'POST', url: '/dev/customers', payload: { template: '1000001' } });
  const customerNumber = (cloned.json() as { customerNumber: string }).customerNumber;
  const session = await login(sandbox.app, customerNumber);
  return { customerNumber, authorization: `Bearer ${session.accessToken}`, cookie: `SessionStore=${session.refreshToken}` };
}

async function application(customerNumber: string, status: string): Promise<string> {
  const id = randomUUID();
  await sandbox.db.query(`INSERT INTO applications (id, customer_number, product, status) VALUES ($1, $2, 'personal-loan', $3)`, [id, customerNumber, status]);
  return id;
}

const statusOf = async (id: string) => (await sandbox.db.query<{ status: string }>('SELECT status FROM applications WHERE id = $1', [id])).rows[0]?.status;
const withdraw = (cookie: string, id: string, form: Record<string, string> = {}, headers: Record<string, string> = {}) => sandbox.app.inject({
  method: 'POST', url: `/loan-status/${id}/withdraw`, headers: { cookie, 'content-type': FORM, ...headers }, payload: new URLSearchParams(form).toString(),
});

describe('an application past the point of a change answers with its own state', () => {
  it.each([
    ['referred', 10423], ['declined', 10422], ['cancelled', 10421], ['approved', 10425],
  ])('new answers or a submit for a %s application: 409 %i, and nothing changes', async (status, code) => {
    const { customerNumber, authorization } = await ownCustomer();
    const id = await application(customerNumber, status);
    const saved = await sandbox.app.inject({ method: 'PUT', url: `/api/applications/${id}`, headers: { authorization }, payload: { step: 1, answers: { loanAmount: '5000' } } });
    expect(saved.statusCode).toBe(409);
    expect(saved.json()).toMatchObject({ NativeErrorCode: code });
    const submitted = await sandbox.app.inject({ method: 'POST', url: `/api/applications/${id}/submit`, headers: { authorization } });
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json()).toMatchObject({ NativeErrorCode: code });
    expect(await statusOf(id)).toBe(status);
  });
});

describe('withdrawing an application on the loan status page', () => {
  it('asks first, then withdraws a referred application once; its documents link then answers 10421', async () => {
    const { customerNumber, authorization, cookie } = await ownCustomer();
    const id = await application(customerNumber, 'referred');
    expect((await sandbox.app.inject({ url: `/loan-status/${id}`, headers: { cookie } })).body).toContain('Withdraw this application');
    const question = await withdraw(cookie, id);
    expect(question.statusCode).toBe(200);
    expect(question.body).toContain('Withdraw your personal loan application?');
    expect(await statusOf(id)).toBe('referred');
    const done = await withdraw(cookie, id, { confirm: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/loan-status/${id}`);
    expect(await statusOf(id)).toBe('cancelled');
    expect((await sandbox.app.inject({ url: `/loan-status/${id}`, headers: { cookie } })).body).toContain('Withdrawn');
    const upload = await sandbox.app.inject({
      method: 'POST', url: `/api/applications/${id}/documents?name=payslip.pdf`, headers: { authorization, 'content-type': 'application/octet-stream' },
      payload: PLAIN_PDF,
    });
    expect(upload.json()).toMatchObject({ NativeErrorCode: 10421 });
  });

  it('withdraws nothing decided, nothing of another customer, and nothing posted from another website', async () => {
    const { customerNumber, cookie } = await ownCustomer();
    const approved = await application(customerNumber, 'approved');
    expect((await withdraw(cookie, approved)).statusCode).toBe(404);
    await withdraw(cookie, approved, { confirm: 'yes' });
    expect(await statusOf(approved)).toBe('approved');
    const stranger = await ownCustomer();
    const theirs = await application(stranger.customerNumber, 'referred');
    expect((await withdraw(cookie, theirs, { confirm: 'yes' })).statusCode).toBe(404);
    expect(await statusOf(theirs)).toBe('referred');
    const mine = await application(customerNumber, 'draft');
    expect((await withdraw(cookie, mine, { confirm: 'yes' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(await statusOf(mine)).toBe('draft');
  });
});
