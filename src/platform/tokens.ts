import type { ServiceIdentifier } from 'inversify';
import type { AxiosInstance } from 'axios';
import type { ActivitySource } from '../kernel/ports/ActivitySource';
import type { AddressDirectory } from '../features/address/core/ports/AddressDirectory';
import type { BrowserIdentity } from '../kernel/ports/BrowserIdentity';
import type { Clock } from '../kernel/ports/Clock';
import type { ContactService } from '../kernel/ports/ContactService';
import type { CookieJar } from '../kernel/ports/CookieJar';
import type { CustomerService } from '../features/dashboard/core/ports/CustomerService';
import type { FeatureService } from '../features/session/core/ports/FeatureService';
import type { Monitoring } from '../kernel/ports/Monitoring';
import type { NativeBridge } from '../kernel/ports/NativeBridge';
import type { Navigator } from '../kernel/ports/Navigator';
import type { PageLoader } from '../kernel/ports/PageLoader';
import type { SessionStorage } from '../kernel/ports/SessionStorage';
import type { SystemStatusService } from '../app/core/ports/SystemStatusService';
import type { TokenService } from '../features/session/core/ports/TokenService';
import type { DebugOptions } from '../kernel/ports/DebugOptions';
import type { DismissedAlerts } from '../kernel/ports/DismissedAlerts';
import type { MessagesService } from '../app/core/ports/MessagesService';
import type { Notifier } from '../kernel/ports/Notifier';
import type { LoadUnreadCount } from '../app/core/use-cases/LoadUnreadCount';
import type { AlertsStore } from '../app/stores/AlertsStore';
import type { DebugStore } from '../app/stores/DebugStore';
import type { MessagesStore } from '../app/stores/MessagesStore';
import type { LoadDashboard } from '../features/dashboard/core/use-cases/LoadDashboard';
import type { HandleApiError } from '../kernel/services/HandleApiError';
import type { QueryCache } from '../kernel/services/QueryCache';
import type { Login } from '../features/session/core/use-cases/Login';
import type { RefreshSession } from '../features/session/core/use-cases/RefreshSession';
import type { SessionRecord } from '../features/session/core/use-cases/SessionRecord';
import type { SecurityFeatureLoader } from '../features/security/security.module';
import type { BearerTokenHolder } from './http/BearerTokenHolder';
import type { AddressLookupStore } from '../features/address/stores/AddressLookupStore';
import type { ContactDetailsStore } from '../features/contact/stores/ContactDetailsStore';
import type { DashboardStore } from '../features/dashboard/stores/DashboardStore';
import type { FeatureStore } from '../features/session/stores/FeatureStore';
import type { LoginStore } from '../features/session/stores/LoginStore';
import type { SessionStore } from '../features/session/stores/SessionStore';
import type { ContactSetupStore } from '../features/contact/stores/ContactSetupStore';
import type { RoutingStore } from '../app/stores/RoutingStore';
import type { SystemStatusStore } from '../app/stores/SystemStatusStore';

const token = <T>(name: string) => Symbol.for(`kowhai.${name}`) as ServiceIdentifier<T>;

/** Every service identifier of the container, named for the port or class it stands for. */
export const TOKENS = {
  // platform (what the browser and webview roots choose)
  Clock: token<Clock>('Clock'),
  BrowserIdentity: token<BrowserIdentity>('BrowserIdentity'),
  CookieJar: token<CookieJar>('CookieJar'),
  SessionStorage: token<SessionStorage>('SessionStorage'),
  ActivitySource: token<ActivitySource>('ActivitySource'),
  Navigator: token<Navigator>('Navigator'),
  PageLoader: token<PageLoader>('PageLoader'),
  Monitoring: token<Monitoring>('Monitoring'),
  NativeBridge: token<NativeBridge>('NativeBridge'),
  BearerTokenHolder: token<BearerTokenHolder>('BearerTokenHolder'),
  HttpClient: token<AxiosInstance>('HttpClient'),
  // ports
  TokenService: token<TokenService>('TokenService'),
  CustomerService: token<CustomerService>('CustomerService'),
  AddressDirectory: token<AddressDirectory>('AddressDirectory'),
  ContactService: token<ContactService>('ContactService'),
  SystemStatusService: token<SystemStatusService>('SystemStatusService'),
  FeatureService: token<FeatureService>('FeatureService'),
  // use-cases and core services
  Login: token<Login>('Login'),
  RefreshSession: token<RefreshSession>('RefreshSession'),
  SessionRecord: token<SessionRecord>('SessionRecord'),
  HandleApiError: token<HandleApiError>('HandleApiError'),
  QueryCache: token<QueryCache>('QueryCache'),
  LoadDashboard: token<LoadDashboard>('LoadDashboard'),
  // stores
  SessionStore: token<SessionStore>('SessionStore'),
  LoginStore: token<LoginStore>('LoginStore'),
  DashboardStore: token<DashboardStore>('DashboardStore'),
  FeatureStore: token<FeatureStore>('FeatureStore'),
  SystemStatusStore: token<SystemStatusStore>('SystemStatusStore'),
  RoutingStore: token<RoutingStore>('RoutingStore'),
  /** Loads the security feature (its stores) on first use: see security.module.ts. */
  SecurityFeature: token<SecurityFeatureLoader>('SecurityFeature'),
  ContactSetupStore: token<ContactSetupStore>('ContactSetupStore'),
  // shell (shell.module.ts)
  Notifier: token<Notifier>('Notifier'),
  DismissedAlerts: token<DismissedAlerts>('DismissedAlerts'),
  MessagesService: token<MessagesService>('MessagesService'),
  DebugOptions: token<DebugOptions>('DebugOptions'),
  LoadUnreadCount: token<LoadUnreadCount>('LoadUnreadCount'),
  AlertsStore: token<AlertsStore>('AlertsStore'),
  MessagesStore: token<MessagesStore>('MessagesStore'),
  DebugStore: token<DebugStore>('DebugStore'),
  AddressLookupStore: token<AddressLookupStore>('AddressLookupStore'),
  ContactDetailsStore: token<ContactDetailsStore>('ContactDetailsStore'),
} as const;
