import { AxiosError } from 'axios';
import type { ServiceIdentifier } from 'inversify';
import { BrowserNativeBridge } from '../../src/platform/native/BrowserNativeBridge';
import { SchemeNativeBridge } from '../../src/platform/native/SchemeNativeBridge';
import { createBrowserContainer } from '../../src/app/browser';
import { TOKENS } from '../../src/platform/tokens';
import { createWebviewContainer, isNativeWebview } from '../../src/app/webview';

const ORIGIN = 'http://localhost:8080';

describe('composition roots', () => {
  it('the webview root resolves the scheme bridge (the native app is the token source)', () => {
    const bridge = createWebviewContainer(ORIGIN).get(TOKENS.NativeBridge);
    expect(bridge).toBeInstanceOf(SchemeNativeBridge);
    expect(bridge.isWebview).toBe(true);
  });

  it("the browser root resolves the bridge's browser twin", () => {
    const bridge = createBrowserContainer(ORIGIN).get(TOKENS.NativeBridge);
    expect(bridge).toBeInstanceOf(BrowserNativeBridge);
    expect(bridge.isWebview).toBe(false);
  });

  it('both roots resolve every store with the same classes otherwise', () => {
    const stores: Array<ServiceIdentifier<object>> = [TOKENS.SessionStore, TOKENS.LoginStore, TOKENS.FeatureStore, TOKENS.SystemStatusStore,
      TOKENS.RoutingStore, TOKENS.ContactSetupStore, TOKENS.DashboardStore];
    const browser = createBrowserContainer(ORIGIN);
    const webview = createWebviewContainer(ORIGIN);
    for (const id of stores) {
      expect(webview.get(id).constructor).toBe(browser.get(id).constructor);
    }
    expect(browser.get(TOKENS.SessionStore)).toBe(browser.get(TOKENS.SessionStore));
  });

  it('loads the security feature on first use, once', async () => {
    const load = createBrowserContainer(ORIGIN).get(TOKENS.SecurityFeature);
    const first = load();
    expect(load()).toBe(first);
    const feature = await first;
    expect(feature.changePassword.constructor.name).toBe('ChangePasswordStore');
    expect(feature.challenge.state).toBeNull();
  });

  it('picks the webview root from the native user agents only', () => {
    expect(isNativeWebview('Mozilla/5.0 native-app (ios)')).toBe(true);
    expect(isNativeWebview('Mozilla/5.0 native-app (droid)')).toBe(true);
    expect(isNativeWebview('Mozilla/5.0 (iPhone) Safari')).toBe(false);
  });
});

describe('the HTTP client of the browser root', () => {
  it('hands a session-expiry code from any /api call to the session, whichever store made it', async () => {
    const container = createBrowserContainer(ORIGIN);
    const http = container.get(TOKENS.HttpClient);
    const expired = jest.fn();
    container.get(TOKENS.HandleApiError).onSessionExpired(expired);
    http.defaults.adapter = async (config) => {
      const response = { data: { NativeErrorCode: 98, message: 'Session timeout.' }, status: 401, statusText: 'Unauthorized', headers: {}, config };
      throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response);
    };
    await expect(http.get('/api/accounts')).rejects.toMatchObject({ status: 401, nativeErrorCode: 98 });
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
