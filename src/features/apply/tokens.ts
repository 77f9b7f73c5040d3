import { serviceId } from '../../platform/tokens';
import type { ApplicationService } from './core/ports/ApplicationService';
import type { OpenApplyCatalogue } from './core/ports/OpenApplyCatalogue';
import type { DocumentUploads } from './core/ports/DocumentUploads';
import type { UploadStore } from './stores/UploadStore';
import type { OpenAccountStore } from './stores/OpenAccountStore';
import type { ApplicationStores } from './stores/ApplicationStores';
import type { OpenApplyStore } from './stores/OpenApplyStore';
import type { NewCustomerApplications } from './core/ports/NewCustomerApplications';
import type { ProductContextStore } from './stores/ProductContextStore';

/** The apply area's service identifiers. */
export const APPLY_TOKENS = {
  OpenApplyStore: serviceId<OpenApplyStore>('OpenApplyStore'),
  ApplicationService: serviceId<ApplicationService>('ApplicationService'),
  ApplicationStores: serviceId<ApplicationStores>('ApplicationStores'),
  OpenApplyCatalogue: serviceId<OpenApplyCatalogue>('OpenApplyCatalogue'),
  OpenAccountStore: serviceId<OpenAccountStore>('OpenAccountStore'),
  DocumentUploads: serviceId<DocumentUploads>('DocumentUploads'),
  UploadStore: serviceId<UploadStore>('UploadStore'),
  NewCustomerApplications: serviceId<NewCustomerApplications>('NewCustomerApplications'),
  ProductContextStore: serviceId<ProductContextStore>('ProductContextStore'),
} as const;
