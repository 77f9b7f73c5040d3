import { ContainerModule } from 'inversify';
import { APP_TOKENS as A } from '../../../src/app/tokens';
import type { TestOptions } from '../../support/testOptions';
import { FakeMessagesService } from './FakeMessagesService';
import { FakeSampleDocumentService } from './FakeSampleDocumentService';
import { FakeSystemStatusService } from './FakeSystemStatusService';
import { FakeServiceNoticeService } from './FakeServiceNoticeService';

/** The shell's ports as fakes. */
export const fakeShellAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(A.SystemStatusService).toConstantValue(new FakeSystemStatusService());
  bind(A.MessagesService).toConstantValue(new FakeMessagesService());
  bind(A.ServiceNoticeService).toConstantValue(new FakeServiceNoticeService());
  bind(A.SampleDocumentService).toConstantValue(new FakeSampleDocumentService());
});
