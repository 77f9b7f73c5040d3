import type { ContainerModule } from 'inversify';
import { addressModule } from '../features/address/address.module';
import { contactModule } from '../features/contact/contact.module';
import { dashboardModule } from '../features/dashboard/dashboard.module';
import { httpModule } from '../platform/http/http.module';
import { routingModule } from './routing.module';
import { securityModule } from '../features/security/security.module';
import { sessionModule } from '../features/session/session.module';
import { shellModule } from './app.module';

/**
 * Everything both composition roots load after their platform module: the HTTP client and
 * one module per feature. Kept in one list so the webview can never miss a feature.
 */
export function featureModules(origin: string): ContainerModule[] {
  return [httpModule(origin), sessionModule, routingModule, securityModule, dashboardModule, shellModule, addressModule, contactModule];
}
