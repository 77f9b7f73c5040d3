import { ServerDateClock } from '../../../../src/platform/browser/ServerDateClock';
import { AxiosTokenService } from '../../../../src/features/session/adapters/AxiosTokenService';
import { BearerTokenHolder } from '../../../../src/platform/http/BearerTokenHolder';
import { createHttpClient } from '../../../../src/platform/http/createHttpClient';
import type { ApiError } from '../../../../src/kernel/domain/ApiError';
import { describeTokenServiceContract } from '../contracts/TokenService.contract';
import { sandboxPerFile } from '../../../support/sandboxPerFile';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';

// One sandbox for the file: every test logs in (and locks out) customers of its own, shaped
// as Aroha (1000001) and Tama (1000006), so no test's sessions or lockout reach another.
const file = sandboxPerFile();

describeTokenServiceContract('AxiosTokenService on the sandbox', async () => {
  const stack = httpStack(file.url);
  const customer = await file.customer('1000001');
  return {
    service: stack.tokenService,
    refreshCookie: () => stack.cookies.get('SessionStore') ?? null,
    startProtectedOperation: async () => {
      const failure = await stack.http.post('/api/security/password', { currentPassword: customer.password, newPassword: 'Pohutukawa-2027' })
        .then(() => null, (error: unknown) => error);
      const operationId = ((failure as ApiError).response as { operationId: string }).operationId;
      return { operationId, code: await oneTimeCode(stack.http, operationId) };
    },
    customer,
    lockable: () => file.customer('1000006'),
  };
});

describe('AxiosTokenService', () => {
  it('keeps the access token in memory and sends it as a bearer afterwards', async () => {
    const { tokens, tokenService, http } = httpStack(file.url);
    await tokenService.passwordGrant(await file.customer('1000001'));
    expect(tokens.get()).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const { data } = await http.get('/api/customer');
    expect(data).toMatchObject({ firstName: 'Aroha' });
  });

  it('forgets every token', async () => {
    const { tokens, tokenService } = httpStack(file.url);
    await tokenService.passwordGrant(await file.customer('1000001'));
    tokenService.forget();
    expect(tokens.get()).toBeNull();
  });

  it('remembers the rotated refresh token the sandbox returns to the native app', async () => {
    const { tokens, cookies, tokenService } = httpStack(file.url);
    const aroha = await file.customer('1000001');
    await tokenService.passwordGrant(aroha);
    const native = cookies.get('SessionStore')!;
    cookies.clear(); // the webview's own requests carry no cookie
    await tokenService.refresh({ forceLowPriv: false, freshSession: false, refreshToken: native });
    expect(tokens.nativeRefreshToken()).toMatch(/.{20,}/);
    expect(tokens.nativeRefreshToken()).not.toBe(native);
    await expect(tokenService.refresh({ forceLowPriv: false, freshSession: true })).resolves.toMatchObject({ customerNumber: aroha.customerNumber });
  });

  it('sends X-Customer-Number on /api calls when logged in; a different one is refused with 7008', async () => {
    const aroha = await file.customer('1000001');
    let customer = aroha.customerNumber;
    const holder = new BearerTokenHolder();
    const http = createHttpClient({ baseURL: file.url, tokens: holder, customerNumber: () => customer });
    await new AxiosTokenService(http, holder, { id: () => 'contract-test-browser' }, new ServerDateClock()).passwordGrant(aroha);
    await expect(http.get('/api/customer')).resolves.toMatchObject({ status: 200 });
    customer = '1000004';
    await expect(http.get('/api/customer')).rejects.toMatchObject({ status: 401, nativeErrorCode: 7008 });
  });
});
