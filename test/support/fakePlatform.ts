import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../src/platform/tokens';
import { FakeActivitySource } from '../kernel/fakes/FakeActivitySource';
import { FakeClock } from '../kernel/fakes/FakeClock';
import { FakeContactService } from '../kernel/fakes/FakeContactService';
import { FakeCookieJar } from '../kernel/fakes/FakeCookieJar';
import { FakeContentImages } from '../kernel/fakes/FakeContentImages';
import { FakeDebugOptions } from '../kernel/fakes/FakeDebugOptions';
import { FakeDismissedAlerts } from '../kernel/fakes/FakeDismissedAlerts';
import { FakeMonitoring } from '../kernel/fakes/FakeMonitoring';
import { FakeNativeBridge } from '../kernel/fakes/FakeNativeBridge';
import { FakeNavigator } from '../kernel/fakes/FakeNavigator';
import { FakeNotifier } from '../kernel/fakes/FakeNotifier';
import { FakePageLoader } from '../kernel/fakes/FakePageLoader';
import { FakeSessionStorage } from '../kernel/fakes/FakeSessionStorage';
import { FakePasskeyAuthenticator } from '../kernel/fakes/FakePasskeyAuthenticator';
import type { TestOptions } from './testOptions';

/** The platform's ports as fakes: what the roots' platformAdapters bind, for tests. */
export function fakePlatformAdapters(options: TestOptions = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const clock = new FakeClock();
    bind(P.Clock).toConstantValue(clock);
    bind(P.CookieJar).toConstantValue(new FakeCookieJar());
    bind(P.BrowserIdentity).toConstantValue({ id: () => 'test-browser' });
    bind(P.SessionStorage).toConstantValue(new FakeSessionStorage());
    bind(P.ActivitySource).toConstantValue(new FakeActivitySource());
    bind(P.Navigator).toConstantValue(new FakeNavigator(options.path ?? '/'));
    bind(P.PageLoader).toConstantValue(new FakePageLoader(options.secure ?? false));
    bind(P.Monitoring).toConstantValue(new FakeMonitoring());
    bind(P.NativeBridge).toConstantValue(new FakeNativeBridge(clock, options.webview ?? false));
    bind(P.Notifier).toConstantValue(new FakeNotifier());
    bind(P.DismissedAlerts).toConstantValue(new FakeDismissedAlerts());
    bind(P.DebugOptions).toConstantValue(new FakeDebugOptions());
    bind(P.PasskeyAuthenticator).toConstantValue(new FakePasskeyAuthenticator(options.passkeys ?? false));
    bind(P.ContactService).toConstantValue(new FakeContactService(options.contact));
    bind(P.ContentImages).toConstantValue(new FakeContentImages());
  });
}
