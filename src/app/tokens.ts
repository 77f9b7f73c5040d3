import { serviceId } from '../platform/tokens';
import type { SampleDocumentService } from './core/ports/SampleDocumentService';
import type { SystemStatusService } from './core/ports/SystemStatusService';
import type { ServiceNoticeService } from './core/ports/ServiceNoticeService';
import type { ServiceNoticesStore } from './stores/ServiceNoticesStore';
import type { RoutingPolicy } from './routes/RoutingPolicy';
import type { AlertsStore } from './stores/AlertsStore';
import type { DebugStore } from './stores/DebugStore';
import type { SystemStatusStore } from './stores/SystemStatusStore';
import type { ServiceUnavailableStore } from './stores/ServiceUnavailableStore';

/** The shell's own service identifiers (app.module.ts binds them). */
export const APP_TOKENS = {
  SystemStatusService: serviceId<SystemStatusService>('SystemStatusService'),
  SampleDocumentService: serviceId<SampleDocumentService>('SampleDocumentService'),
  AlertsStore: serviceId<AlertsStore>('AlertsStore'),
  DebugStore: serviceId<DebugStore>('DebugStore'),
  SystemStatusStore: serviceId<SystemStatusStore>('SystemStatusStore'),
  RoutingPolicy: serviceId<RoutingPolicy>('RoutingPolicy'),
  ServiceNoticeService: serviceId<ServiceNoticeService>('ServiceNoticeService'),
  ServiceNoticesStore: serviceId<ServiceNoticesStore>('ServiceNoticesStore'),
  ServiceUnavailableStore: serviceId<ServiceUnavailableStore>('ServiceUnavailableStore'),
} as const;
