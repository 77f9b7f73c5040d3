import type { ServiceIdentifier } from 'inversify';
import type { AxiosInstance } from 'axios';
import type { ActivitySource } from '../kernel/ports/ActivitySource';
import type { BrowserIdentity } from '../kernel/ports/BrowserIdentity';
import type { Clock } from '../kernel/ports/Clock';
import type { ContactService } from '../kernel/ports/ContactService';
import type { ContentImages } from '../kernel/ports/ContentImages';
import type { CookieJar } from '../kernel/ports/CookieJar';
import type { DebugOptions } from '../kernel/ports/DebugOptions';
import type { DismissedAlerts } from '../kernel/ports/DismissedAlerts';
import type { Monitoring } from '../kernel/ports/Monitoring';
import type { NativeBridge } from '../kernel/ports/NativeBridge';
import type { Navigator } from '../kernel/ports/Navigator';
import type { Notifier } from '../kernel/ports/Notifier';
import type { PageLoader } from '../kernel/ports/PageLoader';
import type { PasskeyAuthenticator } from '../kernel/ports/PasskeyAuthenticator';
import type { SessionStorage } from '../kernel/ports/SessionStorage';
import type { HandleApiError } from '../kernel/services/HandleApiError';
import type { NativeJourney } from '../kernel/services/NativeJourney';
import type { QueryCache } from '../kernel/services/QueryCache';
import type { BearerTokenHolder } from './http/BearerTokenHolder';
import type { FeatureLoader } from './manifest/FeatureLoader';

/** A typed service identifier; every area's tokens.ts makes its own with this. */
export const serviceId = <T>(name: string) => Symbol.for(`kowhai.${name}`) as ServiceIdentifier<T>;

/**
 * The platform's service identifiers: what the composition roots choose (browser or
 * webview adapters) and the kernel services every area shares. Area tokens live in each
 * area's tokens.ts.
 */
export const PLATFORM_TOKENS = {
  Clock: serviceId<Clock>('Clock'),
  BrowserIdentity: serviceId<BrowserIdentity>('BrowserIdentity'),
  CookieJar: serviceId<CookieJar>('CookieJar'),
  SessionStorage: serviceId<SessionStorage>('SessionStorage'),
  ActivitySource: serviceId<ActivitySource>('ActivitySource'),
  Navigator: serviceId<Navigator>('Navigator'),
  PageLoader: serviceId<PageLoader>('PageLoader'),
  Monitoring: serviceId<Monitoring>('Monitoring'),
  NativeBridge: serviceId<NativeBridge>('NativeBridge'),
  Notifier: serviceId<Notifier>('Notifier'),
  DismissedAlerts: serviceId<DismissedAlerts>('DismissedAlerts'),
  DebugOptions: serviceId<DebugOptions>('DebugOptions'),
  /** The device's passkeys (WebAuthn), or none in the native webview. */
  PasskeyAuthenticator: serviceId<PasskeyAuthenticator>('PasskeyAuthenticator'),
  BearerTokenHolder: serviceId<BearerTokenHolder>('BearerTokenHolder'),
  HttpClient: serviceId<AxiosInstance>('HttpClient'),
  /** The customer's contact details: session (setup redirect), contact and settings read it. */
  ContactService: serviceId<ContactService>('ContactService'),
  ContentImages: serviceId<ContentImages>('ContentImages'),
  QueryCache: serviceId<QueryCache>('QueryCache'),
  HandleApiError: serviceId<HandleApiError>('HandleApiError'),
  /** Journey ends (`complete`) and documents (`download`), in the webview or a browser alike. */
  NativeJourney: serviceId<NativeJourney>('NativeJourney'),
  /** Loads an area's chunk into the container on first use. */
  FeatureLoader: serviceId<FeatureLoader>('FeatureLoader'),
} as const;
