import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { AxiosApplicationService } from './adapters/AxiosApplicationService';
import { AxiosDocumentUploads } from './adapters/AxiosDocumentUploads';
import { AxiosOpenApplyCatalogue } from './adapters/AxiosOpenApplyCatalogue';
import { AxiosNewCustomerApplications } from './adapters/AxiosNewCustomerApplications';
import { APPLY_TOKENS as A } from './tokens';

/** The applications' ports over the sandbox API. */
export const applyAdapters = new ContainerModule(({ bind }) => {
  bind(A.ApplicationService).toDynamicValue((ctx) => new AxiosApplicationService(ctx.get(P.HttpClient))).inSingletonScope();
  bind(A.DocumentUploads).toDynamicValue((ctx) => new AxiosDocumentUploads(ctx.get(P.HttpClient))).inSingletonScope();
  bind(A.OpenApplyCatalogue).toDynamicValue((ctx) => new AxiosOpenApplyCatalogue(ctx.get(P.HttpClient))).inSingletonScope();
  bind(A.NewCustomerApplications).toDynamicValue((ctx) => new AxiosNewCustomerApplications(ctx.get(P.HttpClient))).inSingletonScope();
});
