import { render } from '@testing-library/react';
import { Container } from 'inversify';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Contact } from '../../src/kernel/domain/Contact';
import type { HandleApiError } from '../../src/kernel/services/HandleApiError';
import { LoadFeatures } from '../../src/features/session/core/use-cases/LoadFeatures';
import { RunSafeguarded } from '../../src/features/escalation/core/use-cases/RunSafeguarded';
import { CheckSystemStatus } from '../../src/app/core/use-cases/CheckSystemStatus';
import { LoadDashboard } from '../../src/features/dashboard/core/use-cases/LoadDashboard';
import { LoadUnreadCount } from '../../src/app/core/use-cases/LoadUnreadCount';
import { ServiceProvider } from '../../src/platform/ui/ServiceProvider';
import { AlertsStore } from '../../src/app/stores/AlertsStore';
import { DebugStore } from '../../src/app/stores/DebugStore';
import { MessagesStore } from '../../src/app/stores/MessagesStore';
import { TOKENS } from '../../src/platform/tokens';
import { DashboardStore } from '../../src/features/dashboard/stores/DashboardStore';
import { FeatureStore } from '../../src/features/session/stores/FeatureStore';
import { ChallengeStore } from '../../src/features/escalation/stores/ChallengeStore';
import { ChangePasswordStore } from '../../src/features/security/stores/ChangePasswordStore';
import { LoginStore } from '../../src/features/session/stores/LoginStore';
import { ContactSetupStore } from '../../src/features/contact/stores/ContactSetupStore';
import { RoutingStore } from '../../src/app/stores/RoutingStore';
import { SystemStatusStore } from '../../src/app/stores/SystemStatusStore';
import { AROHA, AROHA_ACCOUNTS } from './demoData';
import { FakeCustomerService } from '../features/dashboard/fakes/FakeCustomerService';
import { FakeDebugOptions } from '../kernel/fakes/FakeDebugOptions';
import { FakeDismissedAlerts } from '../kernel/fakes/FakeDismissedAlerts';
import { FakeFeatureService } from '../features/session/fakes/FakeFeatureService';
import { FakeMessagesService } from '../app/fakes/FakeMessagesService';
import { FakeNotifier } from '../kernel/fakes/FakeNotifier';
import { FakePageLoader } from '../kernel/fakes/FakePageLoader';
import { FakeSecurityService } from '../features/security/fakes/FakeSecurityService';
import { FakeSystemStatusService } from '../app/fakes/FakeSystemStatusService';
import { sessionKit, sessionStoreOf } from './sessionKit';

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
