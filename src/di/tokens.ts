import type { ServiceIdentifier } from 'inversify';
import type { AxiosInstance } from 'axios';
import type { ActivitySource } from '../core/ports/ActivitySource';
import type { AddressDirectory } from '../core/ports/AddressDirectory';
import type { BrowserIdentity } from '../core/ports/BrowserIdentity';
import type { Clock } from '../core/ports/Clock';
import type { ContactService } from '../core/ports/ContactService';
import type { CookieJar } from '../core/ports/CookieJar';
import type { CustomerService } from '../core/ports/CustomerService';
import type { FeatureService } from '../core/ports/FeatureService';
import type { Monitoring } from '../core/ports/Monitoring';
import type { NativeBridge } from '../core/ports/NativeBridge';
import type { Navigator } from '../core/ports/Navigator';
import type { PageLoader } from '../core/ports/PageLoader';
import type { SessionStorage } from '../core/ports/SessionStorage';
import type { SystemStatusService } from '../core/ports/SystemStatusService';
import type { TokenService } from '../core/ports/TokenService';
import type { DebugOptions } from '../core/ports/DebugOptions';
import type { DismissedAlerts } from '../core/ports/DismissedAlerts';
import type { MessagesService } from '../core/ports/MessagesService';
import type { Notifier } from '../core/ports/Notifier';
import type { LoadUnreadCount } from '../core/use-cases/messages/LoadUnreadCount';
import type { AlertsStore } from '../stores/alerts/AlertsStore';
import type { DebugStore } from '../stores/debug/DebugStore';
import type { MessagesStore } from '../stores/messages/MessagesStore';
import type { LoadDashboard } from '../core/use-cases/dashboard/LoadDashboard';
import type { HandleApiError } from '../core/use-cases/errors/HandleApiError';
import type { QueryCache } from '../core/use-cases/query/QueryCache';
import type { Login } from '../core/use-cases/session/Login';
import type { RefreshSession } from '../core/use-cases/session/RefreshSession';
import type { SessionRecord } from '../core/use-cases/session/SessionRecord';
import type { SecurityFeatureLoader } from './security.module';
import type { BearerTokenHolder } from '../adapters/http/BearerTokenHolder';
import type { AddressLookupStore } from '../stores/address/AddressLookupStore';
import type { ContactDetailsStore } from '../stores/contact/ContactDetailsStore';
import type { DashboardStore } from '../stores/dashboard/DashboardStore';
import type { FeatureStore } from '../stores/features/FeatureStore';
import type { LoginStore } from '../stores/session/LoginStore';
import type { SessionStore } from '../stores/session/SessionStore';
import type { ContactSetupStore } from '../stores/setup/ContactSetupStore';
import type { RoutingStore } from '../stores/shell/RoutingStore';
import type { SystemStatusStore } from '../stores/shell/SystemStatusStore';

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
