import { apiGet, login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

const put = (token: string, body: unknown) => sandbox.app.inject({
  method: 'PUT', url: '/api/tax', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  payload: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('tax details', () => {
  it("answers Aroha's IRD number and PIR, and nothing yet for Jack", async () => {
    const aroha = await login(sandbox.app, '1000001');
    expect((await apiGet(sandbox.app, '/api/tax', aroha.accessToken)).json()).toEqual({ irdNumber: '49091850', prescribedInvestorRate: '17.5', residencies: [] });
    const jack = await login(sandbox.app, '1000004');
    expect((await apiGet(sandbox.app, '/api/tax', jack.accessToken)).json()).toEqual({ irdNumber: null, prescribedInvestorRate: null, residencies: [] });
  });

  it('saves an IRD number typed with dashes, a PIR and tax residencies, for that customer only', async () => {
    const jack = await login(sandbox.app, '1000004');
    const body = { irdNumber: '136-410-132', prescribedInvestorRate: '28', residencies: [{ country: 'AU', tin: '123 456 782' }, { country: 'US', tin: '123-45-6789' }] };
    expect((await put(jack.accessToken, body)).statusCode).toBe(204);
    expect((await apiGet(sandbox.app, '/api/tax', jack.accessToken)).json()).toEqual({ ...body, irdNumber: '136410132' });
    const aroha = await login(sandbox.app, '1000001');
    expect((await apiGet(sandbox.app, '/api/tax', aroha.accessToken)).json().irdNumber).toBe('49091850');
  });

  it.each([
    ['an IRD number with a wrong check digit', { irdNumber: '136-410-133', prescribedInvestorRate: null, residencies: [] }, 'irdNumber'],
    ['a short IRD number', { irdNumber: '9125568', prescribedInvestorRate: null, residencies: [] }, 'irdNumber'],
    ['New Zealand as another residency', { irdNumber: null, prescribedInvestorRate: null, residencies: [{ country: 'NZ', tin: '1' }] }, 'residencies.0.country'],
    ['a country twice', { irdNumber: null, prescribedInvestorRate: null, residencies: [{ country: 'AU', tin: '1' }, { country: 'AU', tin: '2' }] }, 'residencies.1.country'],
  ])('refuses %s with a 400 naming the field', async (_label, body, field) => {
    const { accessToken } = await login(sandbox.app, '1000005');
    const response = await put(accessToken, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ NativeErrorCode: 4010, field, message: expect.any(String) });
  });

  it.each([
    ['a PIR that does not exist', { irdNumber: null, prescribedInvestorRate: '33', residencies: [] }],
    ['a lowercase country', { irdNumber: null, prescribedInvestorRate: null, residencies: [{ country: 'au', tin: '1' }] }],
    ['a missing field', { irdNumber: null, residencies: [] }],
    ['malformed JSON', '{"irdNumber":'],
  ])('refuses %s with a 400 JSON error', async (_label, body) => {
    const { accessToken } = await login(sandbox.app, '1000005');
    const response = await put(accessToken, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('needs a login', async () => {
    expect((await apiGet(sandbox.app, '/api/tax')).statusCode).toBe(401);
    expect((await put('', { irdNumber: null, prescribedInvestorRate: null, residencies: [] })).statusCode).toBe(401);
  });
});
