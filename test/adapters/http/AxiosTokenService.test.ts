import { describeTokenServiceContract } from '../../contracts/TokenService.contract';
import { startSandbox, type Sandbox } from '../../support/startSandbox';
import { httpStack } from './httpSubjects';

let sandboxes: Sandbox[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.map((s) => s.close()));
  sandboxes = [];
});

describeTokenServiceContract('AxiosTokenService on the sandbox', async () => {
  const sandbox = await startSandbox();
  sandboxes.push(sandbox);
  return httpStack(sandbox.url).tokenService;
});

describe('AxiosTokenService', () => {
  it('keeps the access token in memory and sends it as a bearer afterwards', async () => {
    const sandbox = await startSandbox();
    sandboxes.push(sandbox);
    const { tokens, tokenService, http } = httpStack(sandbox.url);
    await tokenService.passwordGrant({ customerNumber: '1000001', password: 'Kowhai-2026!' });
    expect(tokens.get()).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const { data } = await http.get('/api/customer');
    expect(data).toMatchObject({ firstName: 'Aroha' });
  });
});
