import { ContainerModule } from 'inversify';
import { MESSAGES_TOKENS as M } from '../../../../src/features/messages/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeInboxService } from './FakeInboxService';

/** Aroha's inbox: two unread, one read. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(M.InboxService).toConstantValue(new FakeInboxService());
});
