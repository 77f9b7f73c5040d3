import type { ContainerModule } from 'inversify';
import { addressModule } from './address.module';
import { contactModule } from './contact.module';
import { dashboardModule } from './dashboard.module';
import { httpModule } from './http.module';
import { routingModule } from './routing.module';
import { securityModule } from './security.module';
import { sessionModule } from './session.module';
import { shellModule } from './shell.module';

/**
 * Everything both composition roots load after their platform module: the HTTP client and
 * one module per feature. Kept in one list so the webview can never miss a feature.
 */
export function featureModules(origin: string): ContainerModule[] {
  return [httpModule(origin), sessionModule, routingModule, securityModule, dashboardModule, shellModule, addressModule, contactModule];
}
