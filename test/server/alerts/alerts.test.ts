import { login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

async function as(customer: string) {
  const { accessToken } = await login(sandbox.app, customer);
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    get: () => sandbox.app.inject({ url: '/api/alerts', headers }),
    put: (alerts: unknown) => sandbox.app.inject({ method: 'PUT', url: '/api/alerts', headers, payload: { alerts } }),
  };
}

const LOW = { kind: 'low-balance', enabled: true, thresholdCents: 10_000, channel: 'sms' };

describe('/api/alerts', () => {
  it('starts with every alert off, by email', async () => {
    const response = await (await as('1000002')).get();
    expect(response.statusCode).toBe(200);
    expect(response.json().alerts).toEqual([
      { kind: 'low-balance', enabled: false, thresholdCents: null, channel: 'email' },
      { kind: 'large-payment', enabled: false, thresholdCents: null, channel: 'email' },
      { kind: 'new-login', enabled: false, thresholdCents: null, channel: 'email' },
    ]);
  });

  it('saves a low-balance alert by SMS and answers the customer their own alerts only', async () => {
    const aroha = await as('1000001');
    expect((await aroha.put([LOW])).statusCode).toBe(200);
    expect((await aroha.get()).json().alerts[0]).toEqual(LOW);
    expect((await (await as('1000004')).get()).json().alerts[0]).toMatchObject({ enabled: false });
  });

  it.each([
    ['no amount', { ...LOW, thresholdCents: null }, 'Enter the amount for the low balance alert'],
    ['cents', { ...LOW, thresholdCents: 10_050 }, 'Enter a whole dollar amount'],
    ['too much', { ...LOW, kind: 'large-payment', thresholdCents: 100_000_100 }, undefined],
  ])('refuses %s with a 4xx JSON error and changes nothing', async (_what, alert, message) => {
    const jack = await as('1000004');
    const before = (await jack.get()).json();
    const response = await jack.put([alert]);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json()).toMatchObject({ NativeErrorCode: 4010, message });
    expect((await jack.get()).json()).toEqual(before);
  });

  it('refuses bad bodies with 400 JSON, never a 500', async () => {
    const jack = await as('1000004');
    for (const body of [[{ ...LOW, kind: 'sms-bomb' }], [{ ...LOW, channel: 'pigeon' }], [LOW, LOW], [], [{ ...LOW, extra: 1 }]]) {
      const response = await jack.put(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('keeps no amount the rule refuses on a switched-off alert, and none on new-login (a 500 once)', async () => {
    const jack = await as('1000004');
    const response = await jack.put([
      { ...LOW, enabled: false, thresholdCents: 0 }, { kind: 'new-login', enabled: false, thresholdCents: 5_000, channel: 'email' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().alerts).toEqual(expect.arrayContaining([
      { ...LOW, enabled: false, thresholdCents: null }, { kind: 'new-login', enabled: false, thresholdCents: null, channel: 'email' },
    ]));
    expect((await jack.put([{ ...LOW, enabled: false, thresholdCents: 20_000 }])).json().alerts[0]).toEqual({ ...LOW, enabled: false, thresholdCents: 20_000 });
  });

  it('needs a login', async () => {
    expect((await sandbox.app.inject({ url: '/api/alerts' })).statusCode).toBe(401);
  });
});
