import { ContainerModule } from 'inversify';
import { ConsoleMonitoring } from './browser/ConsoleMonitoring';
import { CookieBrowserIdentity } from './browser/CookieBrowserIdentity';
import { DocumentCookieJar } from './browser/DocumentCookieJar';
import { HistoryNavigator } from './browser/HistoryNavigator';
import { WindowActivitySource } from './browser/WindowActivitySource';
import { WindowClock } from './browser/WindowClock';
import { WindowPageLoader } from './browser/WindowPageLoader';
import { WindowSessionStorage } from './browser/WindowSessionStorage';
import type { Clock } from '../kernel/ports/Clock';
import type { NativeBridge } from '../kernel/ports/NativeBridge';
import { TOKENS } from './tokens';

/**
 * The platform adapters every root shares (clock, cookies, storage, activity, navigation,
 * monitoring), with the one piece that differs passed in: the native bridge, which in the
 * webview is also where the refresh token comes from.
 */
export const platformModule = (nativeBridge: (clock: Clock) => NativeBridge) => new ContainerModule(({ bind }) => {
  const clock = new WindowClock();
  const cookies = new DocumentCookieJar();
  bind(TOKENS.Clock).toConstantValue(clock);
  bind(TOKENS.CookieJar).toConstantValue(cookies);
  bind(TOKENS.BrowserIdentity).toConstantValue(new CookieBrowserIdentity(cookies));
  bind(TOKENS.SessionStorage).toConstantValue(new WindowSessionStorage());
  bind(TOKENS.ActivitySource).toConstantValue(new WindowActivitySource());
  bind(TOKENS.Navigator).toConstantValue(new HistoryNavigator());
  bind(TOKENS.PageLoader).toConstantValue(new WindowPageLoader());
  bind(TOKENS.Monitoring).toConstantValue(new ConsoleMonitoring());
  bind(TOKENS.NativeBridge).toConstantValue(nativeBridge(clock));
});
