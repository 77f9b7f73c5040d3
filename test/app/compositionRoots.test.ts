import { AxiosError } from 'axios';
import type { ServiceIdentifier } from 'inversify';
import { BrowserNativeBridge } from '../../src/platform/native/BrowserNativeBridge';
import { SchemeNativeBridge } from '../../src/platform/native/SchemeNativeBridge';
import { securityFeature } from '../../src/features/security';
import { ESCALATION_TOKENS } from '../../src/features/escalation/tokens';
import { createBrowserContainer } from '../../src/app/browser';
import { createWebviewContainer, isNativeWebview, selectsWebview } from '../../src/app/webview';
import { APP_TOKENS } from '../../src/app/tokens';
import { FEATURES } from '../../src/app/features';
import type { Container } from 'inversify';
import { PLATFORM_TOKENS } from '../../src/platform/tokens';
import { SECURITY_TOKENS } from '../../src/features/security/tokens';
import { SESSION_TOKENS } from '../../src/features/session/tokens';

const ORIGIN = 'http://localhost:8080';

describe('composition roots', () => {
  it('the webview root resolves the scheme bridge (the native app is the token source)', () => {
    const bridge = createWebviewContainer(ORIGIN).get(PLATFORM_TOKENS.NativeBridge);
    expect(bridge).toBeInstanceOf(SchemeNativeBridge);
    expect(bridge.isWebview).toBe(true);
  });

  it("the browser root resolves the bridge's browser twin", () => {
    const bridge = createBrowserContainer(ORIGIN).get(PLATFORM_TOKENS.NativeBridge);
    expect(bridge).toBeInstanceOf(BrowserNativeBridge);
    expect(bridge.isWebview).toBe(false);
  });

  it('both roots resolve every store with the same classes otherwise', () => {
    const stores: Array<ServiceIdentifier<object>> = [SESSION_TOKENS.SessionStore, SESSION_TOKENS.LoginStore, SESSION_TOKENS.FeatureStore, APP_TOKENS.SystemStatusStore,
      APP_TOKENS.RoutingPolicy];
    const browser = createBrowserContainer(ORIGIN);
    const webview = createWebviewContainer(ORIGIN);
    for (const id of stores) {
      expect(webview.get(id).constructor).toBe(browser.get(id).constructor);
    }
    expect(browser.get(SESSION_TOKENS.SessionStore)).toBe(browser.get(SESSION_TOKENS.SessionStore));
  });

  it('loads an area on first use, once, with the areas it requires first', async () => {
    const container = createBrowserContainer(ORIGIN);
    const loader = container.get(PLATFORM_TOKENS.FeatureLoader);
    expect(container.isBound(SECURITY_TOKENS.ChangePasswordStore)).toBe(false);
    const first = loader.load(securityFeature);
    expect(loader.load(securityFeature)).toBe(first);
    await first;
    expect(container.get(SECURITY_TOKENS.ChangePasswordStore).constructor.name).toBe('ChangePasswordStore');
    expect(container.get(ESCALATION_TOKENS.ChallengeStore).state).toBeNull();
  });

  it('picks the webview root from the native user agents only', () => {
    expect(isNativeWebview('Mozilla/5.0 native-app (ios)')).toBe(true);
    expect(isNativeWebview('Mozilla/5.0 native-app (droid)')).toBe(true);
    expect(isNativeWebview('Mozilla/5.0 (iPhone) Safari')).toBe(false);
  });

  it('honours ?native-app=ios|droid only where the debug panel shows, never in production', () => {
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140';
    expect(selectsWebview({ hostname: 'localhost', search: '?native-app=ios' }, desktop)).toBe(true);
    expect(selectsWebview({ hostname: 'uat2.kowhaibank.co.nz', search: '?native-app=droid' }, desktop)).toBe(true);
    expect(selectsWebview({ hostname: 'localhost', search: '?native-app=web' }, desktop)).toBe(false);
    expect(selectsWebview({ hostname: 'www.kowhaibank.co.nz', search: '?native-app=ios' }, desktop)).toBe(false);
    expect(selectsWebview({ hostname: 'www.kowhaibank.co.nz', search: '' }, 'Mozilla/5.0 native-app (ios)')).toBe(true);
  });
});

/** Every service identifier an area exports from its index.ts (its `*_TOKENS` objects). */
function tokensOf(area: string): Array<ServiceIdentifier<unknown>> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- every area, by its folder name
  const exports = require(`../../src/features/${area}`) as Record<string, unknown>;
  return Object.entries(exports)
    .filter(([name]) => name.endsWith('_TOKENS'))
    .flatMap(([, tokens]) => Object.values(tokens as Record<string, ServiceIdentifier<unknown>>));
}

async function resolveEverything(container: Container): Promise<number> {
  const loader = container.get(PLATFORM_TOKENS.FeatureLoader);
  let resolved = 0;
  for (const manifest of FEATURES) {
    await loader.load(manifest);
    for (const id of tokensOf(manifest.name)) { expect(container.get(id)).toBeDefined(); resolved += 1; }
  }
  const shared: Array<ServiceIdentifier<unknown>> = [...Object.values(PLATFORM_TOKENS), ...Object.values(APP_TOKENS)];
  for (const id of shared) { expect(container.get(id)).toBeDefined(); resolved += 1; }
  return resolved;
}

describe('every token of every area', () => {
  it('resolves in the browser root and in the webview root, areas loaded as their routes load them', async () => {
    const browser = await resolveEverything(createBrowserContainer(ORIGIN));
    const webview = await resolveEverything(createWebviewContainer(ORIGIN));
    expect(browser).toBe(webview);
    expect(browser).toBeGreaterThan(40);
  });
});

describe('the HTTP client of the browser root', () => {
  it('hands a session-expiry code from any /api call to the session, whichever store made it', async () => {
    const container = createBrowserContainer(ORIGIN);
    const http = container.get(PLATFORM_TOKENS.HttpClient);
    const expired = jest.fn();
    container.get(PLATFORM_TOKENS.HandleApiError).onSessionExpired(expired);
    http.defaults.adapter = async (config) => {
      const response = { data: { NativeErrorCode: 98, message: 'Session timeout.' }, status: 401, statusText: 'Unauthorized', headers: {}, config };
      throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response);
    };
    await expect(http.get('/api/accounts')).rejects.toMatchObject({ status: 401, nativeErrorCode: 98 });
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
