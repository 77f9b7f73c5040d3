import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { messagesAdapters } from './messages.adapters';
import { messagesModule } from './messages.module';
import MessagesPage from './ui/MessagesPage';

export const chunk: FeatureChunk = { module: messagesModule, adapters: messagesAdapters, pages: { MessagesPage } };
