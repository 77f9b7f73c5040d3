import { ConsoleMonitoring } from '../../../src/platform/browser/ConsoleMonitoring';
import { CookieBrowserIdentity } from '../../../src/platform/browser/CookieBrowserIdentity';
import { DocumentCookieJar } from '../../../src/platform/browser/DocumentCookieJar';
import { HistoryNavigator } from '../../../src/platform/browser/HistoryNavigator';
import { WindowActivitySource } from '../../../src/platform/browser/WindowActivitySource';
import { WindowPageLoader } from '../../../src/platform/browser/WindowPageLoader';
import { WindowSessionStorage } from '../../../src/platform/browser/WindowSessionStorage';
import { describeActivitySourceContract } from '../../kernel/contracts/ActivitySource.contract';
import { describeCookieJarContract } from '../../kernel/contracts/CookieJar.contract';
import { describeMonitoringContract } from '../../kernel/contracts/Monitoring.contract';
import { describeNavigatorContract } from '../../kernel/contracts/Navigator.contract';
import { describePageLoaderContract } from '../../kernel/contracts/PageLoader.contract';
import { describeSessionStorageContract } from '../../kernel/contracts/SessionStorage.contract';
import { FakeCookieJar } from '../../kernel/fakes/FakeCookieJar';

describeSessionStorageContract('WindowSessionStorage (jsdom)', () => {
  window.sessionStorage.clear();
  return new WindowSessionStorage();
});

describeCookieJarContract('DocumentCookieJar (jsdom)', () => {
  for (const part of document.cookie.split('; ')) document.cookie = `${part.split('=')[0]}=; path=/; max-age=0`;
  return new DocumentCookieJar();
});

describeMonitoringContract('ConsoleMonitoring', () => {
  const monitoring = new ConsoleMonitoring({ now: () => 1 }, () => {});
  return { monitoring, queryKeys: () => monitoring.entries.map((e) => e.queryKey) };
});

describeActivitySourceContract('WindowActivitySource (jsdom)', () => ({
  source: new WindowActivitySource(),
  key: () => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true })),
  click: () => document.body.click(),
  // scroll does not bubble: capture on window still sees it.
  scroll: () => document.body.dispatchEvent(new Event('scroll')),
}));

describeNavigatorContract('HistoryNavigator (jsdom)', () => new HistoryNavigator());

describePageLoaderContract('WindowPageLoader', (secure) => {
  const loaded: string[] = [];
  return { loader: new WindowPageLoader({ protocol: secure ? 'https:' : 'http:', assign: (url: string | URL) => loaded.push(String(url)) }), loaded: () => loaded };
});

describe('WindowSessionStorage when storage is unavailable', () => {
  it('answers null and swallows writes', () => {
    const storage = new WindowSessionStorage(() => { throw new Error('SecurityError'); });
    expect(() => storage.set('a', '1')).not.toThrow();
    expect(storage.get('a')).toBeNull();
    expect(() => { storage.remove('a'); storage.clear(); }).not.toThrow();
  });
});

describe('ConsoleMonitoring', () => {
  it('logs each report to the console and keeps only the latest 50', () => {
    const log = jest.fn();
    const monitoring = new ConsoleMonitoring({ now: () => 1 }, log);
    for (let i = 0; i < 60; i += 1) monitoring.report(new Error(`e${i}`), { queryKey: `k${i}` });
    expect(log).toHaveBeenCalledTimes(60);
    expect(monitoring.entries).toHaveLength(50);
    expect(monitoring.entries[0]?.message).toBe('e10');
  });
});

describe('CookieBrowserIdentity', () => {
  it('creates the ClientBrowserId once, for 210 days, and reuses it', () => {
    const jar = new FakeCookieJar();
    const identity = new CookieBrowserIdentity(jar, () => 'b6f1c2d4-0000-4000-8000-000000000001');
    expect(identity.id()).toBe('b6f1c2d4-0000-4000-8000-000000000001');
    expect(jar.cookies.get('ClientBrowserId')?.options).toEqual({ maxAgeSeconds: 210 * 24 * 60 * 60 });
    expect(new CookieBrowserIdentity(jar, () => 'other-id-123').id()).toBe('b6f1c2d4-0000-4000-8000-000000000001');
  });

  it('replaces a malformed id', () => {
    const jar = new FakeCookieJar();
    jar.write('ClientBrowserId', '<script>');
    expect(new CookieBrowserIdentity(jar, () => 'fresh-id-1234').id()).toBe('fresh-id-1234');
  });
});
