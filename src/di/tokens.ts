import type { ServiceIdentifier } from 'inversify';
import type { AxiosInstance } from 'axios';
import type { AddressDirectory } from '../core/ports/AddressDirectory';
import type { BrowserIdentity } from '../core/ports/BrowserIdentity';
import type { Clock } from '../core/ports/Clock';
import type { ContactService } from '../core/ports/ContactService';
import type { CustomerService } from '../core/ports/CustomerService';
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
import type { Login } from '../core/use-cases/session/Login';
import type { BearerTokenHolder } from '../adapters/http/BearerTokenHolder';
import type { AddressLookupStore } from '../stores/address/AddressLookupStore';
import type { ContactDetailsStore } from '../stores/contact/ContactDetailsStore';
import type { DashboardStore } from '../stores/dashboard/DashboardStore';
import type { LoginStore } from '../stores/session/LoginStore';
import type { SessionStore } from '../stores/session/SessionStore';

const token = <T>(name: string) => Symbol.for(`kowhai.${name}`) as ServiceIdentifier<T>;

/** Every service identifier of the container, named for the port or class it stands for. */
export const TOKENS = {
  // platform
  Clock: token<Clock>('Clock'),
  BrowserIdentity: token<BrowserIdentity>('BrowserIdentity'),
  BearerTokenHolder: token<BearerTokenHolder>('BearerTokenHolder'),
  HttpClient: token<AxiosInstance>('HttpClient'),
  // ports
  TokenService: token<TokenService>('TokenService'),
  CustomerService: token<CustomerService>('CustomerService'),
  AddressDirectory: token<AddressDirectory>('AddressDirectory'),
  ContactService: token<ContactService>('ContactService'),
  // use-cases
  Login: token<Login>('Login'),
  LoadDashboard: token<LoadDashboard>('LoadDashboard'),
  // stores
  SessionStore: token<SessionStore>('SessionStore'),
  LoginStore: token<LoginStore>('LoginStore'),
  DashboardStore: token<DashboardStore>('DashboardStore'),
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
