import { render } from '@testing-library/react';
import { Container } from 'inversify';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Contact } from '../../src/core/domain/Contact';
import type { HandleApiError } from '../../src/core/use-cases/errors/HandleApiError';
import { LoadFeatures } from '../../src/core/use-cases/features/LoadFeatures';
import { RunSafeguarded } from '../../src/core/use-cases/security/RunSafeguarded';
import { CheckSystemStatus } from '../../src/core/use-cases/system/CheckSystemStatus';
import { LoadDashboard } from '../../src/core/use-cases/dashboard/LoadDashboard';
import { LoadUnreadCount } from '../../src/core/use-cases/messages/LoadUnreadCount';
import { ServiceProvider } from '../../src/di/ServiceProvider';
import { AlertsStore } from '../../src/stores/alerts/AlertsStore';
import { DebugStore } from '../../src/stores/debug/DebugStore';
import { MessagesStore } from '../../src/stores/messages/MessagesStore';
import { TOKENS } from '../../src/di/tokens';
import { DashboardStore } from '../../src/stores/dashboard/DashboardStore';
import { FeatureStore } from '../../src/stores/features/FeatureStore';
import { ChallengeStore } from '../../src/stores/security/ChallengeStore';
import { ChangePasswordStore } from '../../src/stores/security/ChangePasswordStore';
import { LoginStore } from '../../src/stores/session/LoginStore';
import { ContactSetupStore } from '../../src/stores/setup/ContactSetupStore';
import { RoutingStore } from '../../src/stores/shell/RoutingStore';
import { SystemStatusStore } from '../../src/stores/shell/SystemStatusStore';
import { AROHA, AROHA_ACCOUNTS } from '../fakes/demoData';
import { FakeCustomerService } from '../fakes/FakeCustomerService';
import { FakeDebugOptions } from '../fakes/FakeDebugOptions';
import { FakeDismissedAlerts } from '../fakes/FakeDismissedAlerts';
import { FakeFeatureService } from '../fakes/FakeFeatureService';
import { FakeMessagesService } from '../fakes/FakeMessagesService';
import { FakeNotifier } from '../fakes/FakeNotifier';
import { FakePageLoader } from '../fakes/FakePageLoader';
import { FakeSecurityService } from '../fakes/FakeSecurityService';
import { FakeSystemStatusService } from '../fakes/FakeSystemStatusService';
import { sessionKit, sessionStoreOf } from '../support/sessionKit';

export interface AppKitOptions { path?: string; secure?: boolean; lowprivIn?: number; contact?: Contact }

/**
 * The whole client over fakes, on an in-memory location the Navigator port drives: what the
 * browser root builds, minus the network and the real clock.
 */
export function appKit(options: AppKitOptions = {}) {
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const kit = sessionKit({ lowprivIn: options.lowprivIn, contact: options.contact });
  kit.navigator.attach({
    navigate: (path, opts) => location.navigate(path, opts),
    currentPath: () => location.history?.[location.history.length - 1] ?? '/',
  });
  const features = new FakeFeatureService();
  const status = new FakeSystemStatusService();
  const pages = new FakePageLoader(options.secure ?? false);
  const security = new FakeSecurityService(AROHA.password, kit.tokens.safeguard);
  const session = sessionStoreOf(kit);
  const challenge = new ChallengeStore();
  const errors: HandleApiError = kit.errors;
  const container = new Container();
  container.bind(TOKENS.SessionStore).toConstantValue(session);
  container.bind(TOKENS.LoginStore).toConstantValue(new LoginStore(session));
  container.bind(TOKENS.FeatureStore).toConstantValue(new FeatureStore(new LoadFeatures(features, kit.cache), session));
  container.bind(TOKENS.SystemStatusStore).toConstantValue(new SystemStatusStore(new CheckSystemStatus(status, kit.navigator, errors)));
  container.bind(TOKENS.RoutingStore).toConstantValue(new RoutingStore(pages, kit.cache, kit.bridge));
  const changePassword = new ChangePasswordStore(security, new RunSafeguarded(kit.tokens), challenge, errors);
  const securityFeature = Promise.resolve({ challenge, changePassword });
  container.bind(TOKENS.SecurityFeature).toConstantValue(() => securityFeature);
  container.bind(TOKENS.ContactSetupStore).toConstantValue(new ContactSetupStore(kit.contacts, kit.cache));
  container.bind(TOKENS.DashboardStore).toConstantValue(new DashboardStore(new LoadDashboard(new FakeCustomerService(
    { customerNumber: AROHA.customerNumber, firstName: AROHA.firstName, lastName: AROHA.lastName }, AROHA_ACCOUNTS))));
  // The shell's own stores, for the header and the debug panel around the routes.
  container.bind(TOKENS.MessagesStore).toConstantValue(new MessagesStore(new LoadUnreadCount(new FakeMessagesService())));
  container.bind(TOKENS.DebugStore).toConstantValue(new DebugStore(new FakeDebugOptions(), new FakeNotifier()));
  container.bind(TOKENS.AlertsStore).toConstantValue(new AlertsStore(new FakeDismissedAlerts()));
  const renderApp = (ui: ReactElement) => render(
    <ServiceProvider container={container}>
      <Router hook={location.hook} searchHook={location.searchHook}>{ui}</Router>
    </ServiceProvider>,
  );
  const path = () => location.history?.[location.history.length - 1] ?? '/';
  return { ...kit, location, path, features, status, pages, security, session, challenge, container, renderApp };
}
