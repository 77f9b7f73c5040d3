import { Container } from 'inversify';
import { messagesModule } from '../../../../src/features/messages/messages.module';
import { MESSAGES_TOKENS } from '../../../../src/features/messages/tokens';
import { HandleApiError } from '../../../../src/kernel/services/HandleApiError';
import { QueryCache } from '../../../../src/kernel/services/QueryCache';
import { TOKENS } from '../../../../src/platform/tokens';
import { FakeClock } from '../../../kernel/fakes/FakeClock';
import { FakeMonitoring } from '../../../kernel/fakes/FakeMonitoring';
import { FakeInboxService } from '../fakes/FakeInboxService';

/** The messages area's real module with the fake InboxService: the wiring is production's. */
export function inboxKit(inbox = new FakeInboxService()) {
  const monitoring = new FakeMonitoring();
  const errors = new HandleApiError(monitoring);
  const cache = new QueryCache(new FakeClock(), errors);
  const container = new Container();
  container.bind(TOKENS.QueryCache).toConstantValue(cache);
  container.bind(TOKENS.HandleApiError).toConstantValue(errors);
  container.bind(MESSAGES_TOKENS.InboxService).toConstantValue(inbox);
  container.load(messagesModule);
  return { container, inbox, cache, monitoring, store: container.get(MESSAGES_TOKENS.InboxStore) };
}
