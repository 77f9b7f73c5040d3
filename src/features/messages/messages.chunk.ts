import { messagesAdapters } from './messages.adapters';
import { messagesModule } from './messages.module';
import MessagesPage from './ui/MessagesPage';

/** The messages area (a FeatureChunk), loaded with its first page. */
export { messagesModule as module, messagesAdapters as adapters };
export const pages = { MessagesPage };
