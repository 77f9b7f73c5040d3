import { ContainerModule } from 'inversify';
import { DOWNLOAD_MIME_TYPES, type DownloadMimeType } from '../../../contract/native';
import { toBase64 } from '../../kernel/services/NativeJourney';
import { saveWithAnchor } from '../../platform/native/BrowserNativeBridge';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { DismissNotification } from './core/use-cases/DismissNotification';
import { DownloadAttachment, type SaveAttachment } from './core/use-cases/DownloadAttachment';
import { LoadInbox } from './core/use-cases/LoadInbox';
import { OpenConversation } from './core/use-cases/OpenConversation';
import { ReadMessage } from './core/use-cases/ReadMessage';
import { WriteMessage } from './core/use-cases/WriteMessage';
import { ComposerStore } from './stores/ComposerStore';
import { ConversationStore } from './stores/ConversationStore';
import { InboxStore } from './stores/InboxStore';
import { MESSAGES_TOKENS as M } from './tokens';

/**
 * The inbox, the composer and a conversation's page, against the InboxService (bound with the
 * app, see unread.module.ts) and ConversationService ports. A file is saved through the native
 * journey (the app's download in the webview, the browser's otherwise).
 */
export const messagesModule = new ContainerModule(({ bind }) => {
  bind(M.InboxStore).toDynamicValue((ctx) => {
    const inbox = ctx.get(M.InboxService);
    const cache = ctx.get(P.QueryCache);
    return new InboxStore(new LoadInbox(inbox), new ReadMessage(inbox, cache), new DismissNotification(inbox, cache), cache, ctx.get(P.HandleApiError));
  }).inSingletonScope();
  bind(M.ComposerStore).toDynamicValue((ctx) => new ComposerStore(new WriteMessage(ctx.get(M.ConversationService), ctx.get(P.QueryCache)), ctx.get(P.HandleApiError)))
    .inSingletonScope();
  bind(M.ConversationStore).toDynamicValue((ctx) => {
    const conversations = ctx.get(M.ConversationService);
    const cache = ctx.get(P.QueryCache);
    const journey = ctx.get(P.NativeJourney);
    const bridge = ctx.get(P.NativeBridge);
    const save: SaveAttachment = async ({ fileName, mimeType, bytes }) => {
      const file = { fileName, mimeType: mimeType as DownloadMimeType, base64: toBase64(bytes) };
      // The native app takes the protocol's types (PDF, PNG); a photo is saved by the browser, or not at all in the app.
      if ((DOWNLOAD_MIME_TYPES as readonly string[]).includes(mimeType)) await journey.download(file);
      else if (!bridge.isWebview) saveWithAnchor(file);
      else throw new Error('This file can only be downloaded in internet banking in a browser.');
    };
    return new ConversationStore(new OpenConversation(conversations, ctx.get(M.InboxService), cache), new WriteMessage(conversations, cache),
      new DownloadAttachment(conversations, save), ctx.get(P.HandleApiError));
  }).inSingletonScope();
});

