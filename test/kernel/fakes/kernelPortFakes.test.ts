import { describeActivitySourceContract } from '../contracts/ActivitySource.contract';
import { describeCookieJarContract } from '../contracts/CookieJar.contract';
import { describeMonitoringContract } from '../contracts/Monitoring.contract';
import { describeBrowserBridgeContract, describeNativeBridgeContract } from '../contracts/NativeBridge.contract';
import { describeNavigatorContract } from '../contracts/Navigator.contract';
import { describePageLoaderContract } from '../contracts/PageLoader.contract';
import { describeSessionStorageContract } from '../contracts/SessionStorage.contract';
import { FakeActivitySource } from './FakeActivitySource';
import { FakeClock } from './FakeClock';
import { FakeCookieJar } from './FakeCookieJar';
import { FakeMonitoring } from './FakeMonitoring';
import { FakeNativeBridge } from './FakeNativeBridge';
import { FakeNavigator } from './FakeNavigator';
import { FakePageLoader } from './FakePageLoader';
import { FakeSessionStorage } from './FakeSessionStorage';

describeSessionStorageContract('FakeSessionStorage', () => new FakeSessionStorage());
describeCookieJarContract('FakeCookieJar', () => new FakeCookieJar());
describeMonitoringContract('FakeMonitoring', () => {
  const monitoring = new FakeMonitoring();
  return { monitoring, queryKeys: () => monitoring.reports.map((r) => r.queryKey) };
});
describeActivitySourceContract('FakeActivitySource', () => {
  const source = new FakeActivitySource();
  return { source, key: () => source.emit(), click: () => source.emit(), scroll: () => source.emit() };
});
describeNativeBridgeContract('FakeNativeBridge', () => {
  const clock = new FakeClock();
  const bridge = new FakeNativeBridge(clock);
  // The fake's own token request is a 'ready' command; the contract counts only what the test sent.
  return {
    bridge, sent: () => bridge.sent.filter((url) => !url.startsWith('kowhaibank://ready')), answer: (t) => bridge.answer(t),
    answerDownload: (fileName, ok) => bridge.answerDownload(fileName, ok), advance: (ms) => clock.advance(ms),
  };
});
describeBrowserBridgeContract('FakeNativeBridge', () => ({ bridge: new FakeNativeBridge(new FakeClock(), false), saved: () => null }));
describeNavigatorContract('FakeNavigator', () => new FakeNavigator());
describePageLoaderContract('FakePageLoader', (secure) => {
  const loader = new FakePageLoader(secure);
  return { loader, loaded: () => loader.loads };
});

describe('FakeCookieJar', () => {
  it('treats a max-age of 0 as a deletion, like a browser', () => {
    const jar = new FakeCookieJar();
    jar.write('A', '1');
    jar.write('A', '', { maxAgeSeconds: 0 });
    expect(jar.read('A')).toBeNull();
  });
});
