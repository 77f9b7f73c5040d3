import { messagesFeature } from '../../../../src/features/messages';
import { MESSAGES_TOKENS as M } from '../../../../src/features/messages/tokens';
import { PLATFORM_TOKENS as P } from '../../../../src/platform/tokens';
import type { FakeMonitoring } from '../../../kernel/fakes/FakeMonitoring';
import { createTestContainer } from '../../../support/testContainer';
import type { InboxMessage } from '../../../../src/features/messages/core/domain/InboxMessage';
import type { FakeInboxService } from '../fakes/FakeInboxService';

/** The test container (production wiring, fake adapters) with the messages area loaded. */
export async function inboxKit(messages?: InboxMessage[]) {
  const container = createTestContainer();
  await container.get(P.FeatureLoader).load(messagesFeature);
  const inbox = container.get(M.InboxService) as FakeInboxService;
  if (messages) inbox.reset(messages);
  return {
    container, inbox, cache: container.get(P.QueryCache), monitoring: container.get(P.Monitoring) as FakeMonitoring,
    store: container.get(M.InboxStore),
  };
}
