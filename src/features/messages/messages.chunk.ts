import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { messagesAdapters } from './messages.adapters';
import { messagesModule } from './messages.module';
import ConversationPage from './ui/ConversationPage';
import MessagesPage from './ui/MessagesPage';
import NewMessagePage from './ui/NewMessagePage';

export const chunk: FeatureChunk = { module: messagesModule, adapters: messagesAdapters, pages: { MessagesPage, NewMessagePage, ConversationPage } };
