import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { messagesAdapters, messagesModule } from './messages.module';
import MessagesPage from './ui/MessagesPage';

export const chunk: FeatureChunk = { module: messagesModule, adapters: messagesAdapters, pages: { MessagesPage } };
