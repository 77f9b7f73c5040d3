import type { ServiceIdentifier } from 'inversify';
import { BrowserNativeBridge } from '../../src/adapters/native/BrowserNativeBridge';
import { SchemeNativeBridge } from '../../src/adapters/native/SchemeNativeBridge';
import { createBrowserContainer } from '../../src/di/browser';
import { TOKENS } from '../../src/di/tokens';
import { createWebviewContainer, isNativeWebview } from '../../src/di/webview';

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
      TOKENS.RoutingStore, TOKENS.ChallengeStore, TOKENS.ChangePasswordStore, TOKENS.ContactSetupStore, TOKENS.DashboardStore];
    const browser = createBrowserContainer(ORIGIN);
    const webview = createWebviewContainer(ORIGIN);
    for (const id of stores) {
      expect(webview.get(id).constructor).toBe(browser.get(id).constructor);
    }
    expect(browser.get(TOKENS.SessionStore)).toBe(browser.get(TOKENS.SessionStore));
  });

  it('picks the webview root from the native user agents only', () => {
    expect(isNativeWebview('Mozilla/5.0 native-app (ios)')).toBe(true);
    expect(isNativeWebview('Mozilla/5.0 native-app (droid)')).toBe(true);
    expect(isNativeWebview('Mozilla/5.0 (iPhone) Safari')).toBe(false);
  });
});
