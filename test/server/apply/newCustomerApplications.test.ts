import { CREDIT_CARD, PERSONAL_LOAN } from '../../features/apply/contracts/validAnswers';
import { sandboxesWithAndWithoutBypass, solvedBotProof } from '../../support/botProof';

const sandboxes = sandboxesWithAndWithoutBypass();

const submit = (product: string, body: object, ip = '10.3.0.1', app = sandboxes.dev().app) =>
  app.inject({ method: 'POST', url: `/api/new-customer-applications/${product}`, payload: body, remoteAddress: ip });

describe('applications from a new customer', () => {
  it('records the applicant and the application, and answers a decision (an approval is referred for identity checks)', async () => {
    const response = await submit('personal-loan', { answers: PERSONAL_LOAN, botCheck: await solvedBotProof(sandboxes.dev().app) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'referred', reasonCode: null });
    const { rows } = await sandboxes.dev().db.query<{ first_name: string; product: string; status: string }>(
      `SELECT a.first_name, n.product, n.status FROM new_customer_applications n JOIN new_customer_applicants a ON a.id = n.applicant_id WHERE n.id = $1`,
      [response.json().reference]);
    expect(rows[0]).toEqual({ first_name: 'Aroha', product: 'personal-loan', status: 'referred' });
  });

  it('declines what the figures cannot carry', async () => {
    const response = await submit('credit-card', { answers: { ...CREDIT_CARD, monthlyIncome: '2,000', monthlyExpenses: '1,990' }, botCheck: { bypass: true } });
    expect(response.json()).toMatchObject({ status: 'declined' });
  });

  it('refuses answers that break the form\'s rules, and bad input, with 4xx JSON', async () => {
    const invalid = await submit('personal-loan', { answers: { ...PERSONAL_LOAN, firstName: 'Ar0ha' }, botCheck: { bypass: true } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ NativeErrorCode: 4010 });
    const kiwisaver = await submit('kiwisaver', { answers: {}, botCheck: { bypass: true } });
    expect(kiwisaver.statusCode).toBe(400);
    expect(kiwisaver.json()).toHaveProperty('message');
    const noProof = await submit('credit-card', { answers: CREDIT_CARD });
    expect(noProof.statusCode).toBe(400);
  });

  it('needs the bot check: a reused proof fails; the bypass is refused outside SANDBOX_DEV', async () => {
    const proof = await solvedBotProof(sandboxes.dev().app);
    expect((await submit('credit-card', { answers: CREDIT_CARD, botCheck: proof }, '10.3.0.2')).statusCode).toBe(200);
    expect((await submit('credit-card', { answers: CREDIT_CARD, botCheck: proof }, '10.3.0.2')).statusCode).toBe(400);
    const refused = await submit('credit-card', { answers: CREDIT_CARD, botCheck: { bypass: true } }, '10.3.0.2', sandboxes.production().app);
    expect(refused.statusCode).toBe(403);
  });

  it('limits one address to 10 an hour, with Retry-After', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await submit('credit-card', { answers: CREDIT_CARD, botCheck: { bypass: true } }, '10.3.0.9')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
