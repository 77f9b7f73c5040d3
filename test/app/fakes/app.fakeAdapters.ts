import { ContainerModule } from 'inversify';
import { APP_TOKENS as A } from '../../../src/app/tokens';
import type { TestOptions } from '../../support/testOptions';
import { MESSAGES_TOKENS as M } from '../../../src/features/messages';
import { FakeInboxService } from '../../features/messages/fakes/FakeInboxService';
import { FakeSampleDocumentService } from './FakeSampleDocumentService';
import { FakeSystemStatusService } from './FakeSystemStatusService';
import { FakeServiceNoticeService } from './FakeServiceNoticeService';

/** The shell's ports as fakes. */
export const fakeShellAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(A.SystemStatusService).toConstantValue(new FakeSystemStatusService());
  // The messages area's inbox, behind the header's count and the inbox page alike (as in production).
  bind(M.InboxService).toConstantValue(new FakeInboxService());
  bind(A.ServiceNoticeService).toConstantValue(new FakeServiceNoticeService());
  bind(A.SampleDocumentService).toConstantValue(new FakeSampleDocumentService());
});
