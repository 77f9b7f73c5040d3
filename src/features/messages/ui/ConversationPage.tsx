import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'wouter';
import { formatAucklandDateTime } from '../../../../contract/rules/AucklandDate';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Loader } from '../../../design-system/Loader';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { paragraphsOf } from '../core/domain/InboxMessage';
import type { ConversationMessage } from '../core/domain/Conversation';
import type { ConversationStore } from '../stores/ConversationStore';
import { MESSAGES_TOKENS } from '../tokens';
import { DraftForm } from './DraftFields';
import './MessagesPage.css';

const SENDER = { bank: 'Kōwhai Bank', customer: 'You' } as const;

/** One message of the conversation: who wrote it, when, its text (never HTML) and its files. */
const MessageItem = observer(function MessageItem({ message, store, position, count }: { message: ConversationMessage; store: ConversationStore; position: number; count: number }) {
  // The position makes each label unique: two messages of one minute from one sender are common.
  const label = `${SENDER[message.from]}, ${formatAucklandDateTime(Date.parse(message.sentAt))} (message ${position} of ${count})`;
  return (
    <li className={`conversation__message conversation__message--${message.from}`}>
      <article aria-label={label}>
        <p className="conversation__meta">
          <strong>{SENDER[message.from]}</strong>{' '}
          <time dateTime={message.sentAt}>{formatAucklandDateTime(Date.parse(message.sentAt))}</time>
        </p>
        {paragraphsOf(message.body).map((paragraph, i) => <p key={i} className="message-view__paragraph">{paragraph}</p>)}
        {message.attachments.length > 0 ? (
          <ul className="conversation__files" aria-label="Attachments">
            {message.attachments.map((file) => (
              <li key={file.id}>
                <Button variant="link" size="small" onClick={() => void store.download(file)}>Download {file.name}</Button>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
});

/** /messages/:id: the whole conversation, newest last, and a reply under it. */
const ConversationPage = observer(function ConversationPage() {
  const { id = '' } = useParams<{ id: string }>();
  const store = useService(MESSAGES_TOKENS.ConversationStore);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => { void store.load(id); }, [store, id]);
  const conversation = store.id === id ? store.conversation : null;
  usePageTitle(conversation ? conversation.subject : 'Message');
  useEffect(() => { if (conversation) heading.current?.focus(); }, [conversation?.id]);
  return (
    <Wrapper>
      <p className="messages__back"><Link href="/messages">Back to messages</Link></p>
      {conversation ? (
        <>
          <h1 ref={heading} tabIndex={-1} className="conversation__heading">{conversation.subject}</h1>
          <ol className="conversation" aria-label="Messages in this conversation">
            {conversation.messages.map((message, i) => (
              <MessageItem key={message.id} message={message} store={store} position={i + 1} count={conversation.messages.length} />
            ))}
          </ol>
          {store.downloadError ? <Alert tone="error">{store.downloadError}</Alert> : null}
          <p className="visually-hidden" role="status">{store.notice ?? ''}</p>
          <Tile className="composer">
            <h2 id="reply-heading">Reply</h2>
            <DraftForm draft={store.reply} withTopic={false} label="Your reply" submitLabel="Send reply" headingId="reply-heading" />
          </Tile>
        </>
      ) : store.problem ? (
        <>
          <h1>Message</h1>
          <Alert tone="error">{store.problem}</Alert>
        </>
      ) : <Loader />}
    </Wrapper>
  );
});

export default ConversationPage;
