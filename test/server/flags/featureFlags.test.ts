import { apiGet, login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

const SPEC_FLAGS = ['PostedLettersToggle', 'DigitalLetterBypass', 'CustomerAccountUnlock', 'CustomerPasswordReset', 'HomeLoanTopUp',
  'HomeLoanTopUpMobileLink', 'HomeLoan', 'OverdraftAllowAutomatedApproval', 'CreditCardIncreaseAllowAutomatedApproval',
  'ConfirmationOfPayee', 'ReactPayAndTransfer', 'ReactDashboard'];

const setFlag = (body: object) => sandbox.app.inject({ method: 'POST', url: '/dev/feature-flags', payload: body });

async function flagsOf(customerNumber: string): Promise<Record<string, boolean>> {
  const { accessToken } = await login(sandbox.app, customerNumber);
  const response = await apiGet(sandbox.app, '/api/features', accessToken);
  expect(response.statusCode).toBe(200);
  return Object.fromEntries((response.json().features as { name: string; enabled: boolean }[]).map((f) => [f.name, f.enabled]));
}

describe('feature flags', () => {
  it('has every spec flag on for every demo customer', async () => {
    const flags = await flagsOf('1000001');
    expect(Object.keys(flags).sort()).toEqual([...SPEC_FLAGS].sort());
    expect(Object.values(flags).every(Boolean)).toBe(true);
  });

  it('needs a login', async () => {
    expect((await apiGet(sandbox.app, '/api/features')).json()).toMatchObject({ NativeErrorCode: 7009 });
  });

  it('lets a customer\'s own setting win over the global one, in either direction, and removes it with null', async () => {
    expect((await setFlag({ name: 'ReactDashboard', enabled: false, customerNumber: '1000002' })).statusCode).toBe(200);
    expect((await flagsOf('1000002')).ReactDashboard).toBe(false);
    expect((await flagsOf('1000001')).ReactDashboard).toBe(true);

    await setFlag({ name: 'HomeLoan', enabled: false });
    await setFlag({ name: 'HomeLoan', enabled: true, customerNumber: '1000003' });
    expect((await flagsOf('1000001')).HomeLoan).toBe(false);
    expect((await flagsOf('1000003')).HomeLoan).toBe(true);

    await setFlag({ name: 'HomeLoan', enabled: null, customerNumber: '1000003' });
    expect((await flagsOf('1000003')).HomeLoan).toBe(false);
    await setFlag({ name: 'HomeLoan', enabled: true });
  });

  it('takes flag names in any case and keeps their spelling', async () => {
    const response = await setFlag({ name: 'confirmationofpayee', enabled: false, customerNumber: '1000004' });
    expect(response.statusCode).toBe(200);
    const state = (response.json().flags as { name: string; customers: Record<string, boolean> }[]).find((f) => f.name === 'ConfirmationOfPayee');
    expect(state?.customers).toEqual({ 1000004: false });
    expect((await flagsOf('1000004')).ConfirmationOfPayee).toBe(false);
  });

  it('lists every flag for the operator', async () => {
    const response = await apiGet(sandbox.app, '/dev/feature-flags');
    expect(response.statusCode).toBe(200);
    expect(response.json().flags).toHaveLength(SPEC_FLAGS.length);
  });

  it.each([
    ['an unknown flag', { name: 'TimeTravel', enabled: true }, 404],
    ['an unknown customer', { name: 'HomeLoan', enabled: true, customerNumber: '9999999' }, 404],
    ['a malformed customer number', { name: 'HomeLoan', enabled: true, customerNumber: '12' }, 400],
    ['enabled as a string', { name: 'HomeLoan', enabled: 'false' }, 400],
    ['a global null', { name: 'HomeLoan', enabled: null }, 400],
    ['no name', { enabled: true }, 400],
  ])('refuses %s with a %i JSON error', async (_label, body, status) => {
    const response = await setFlag(body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty('message');
  });
});
