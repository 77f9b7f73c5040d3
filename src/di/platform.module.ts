import { ContainerModule } from 'inversify';
import { ConsoleMonitoring } from '../adapters/browser/ConsoleMonitoring';
import { CookieBrowserIdentity } from '../adapters/browser/CookieBrowserIdentity';
import { DocumentCookieJar } from '../adapters/browser/DocumentCookieJar';
import { HistoryNavigator } from '../adapters/browser/HistoryNavigator';
import { WindowActivitySource } from '../adapters/browser/WindowActivitySource';
import { WindowClock } from '../adapters/browser/WindowClock';
import { WindowPageLoader } from '../adapters/browser/WindowPageLoader';
import { WindowSessionStorage } from '../adapters/browser/WindowSessionStorage';
import type { Clock } from '../core/ports/Clock';
import type { NativeBridge } from '../core/ports/NativeBridge';
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
