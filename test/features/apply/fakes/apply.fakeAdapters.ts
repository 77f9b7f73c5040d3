import { ContainerModule } from 'inversify';
import { APPLY_TOKENS as A } from '../../../../src/features/apply/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeApplicationService } from './FakeApplicationService';
import { FakeDocumentUploads } from './FakeDocumentUploads';
import { FakeOpenApplyCatalogue } from './FakeOpenApplyCatalogue';
import { FakeNewCustomerApplications } from './FakeNewCustomerApplications';

/** The bank's applications in memory (every application approved), their documents, a small catalogue, and new customers' applications. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(A.ApplicationService).toConstantValue(new FakeApplicationService());
  bind(A.DocumentUploads).toConstantValue(new FakeDocumentUploads());
  bind(A.OpenApplyCatalogue).toConstantValue(new FakeOpenApplyCatalogue());
  bind(A.NewCustomerApplications).toConstantValue(new FakeNewCustomerApplications());
});
