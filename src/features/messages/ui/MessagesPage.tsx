import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Alert } from '../../../design-system/Alert';
import { ButtonLink } from '../../../design-system/ButtonLink';
import { Loader } from '../../../design-system/Loader';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { INBOX_MESSAGES } from '../stores/InboxStore';
import { MESSAGES_TOKENS } from '../tokens';
import { InboxList } from './InboxList';
import { MessageView } from './MessageView';
import './MessagesPage.css';

/** /messages: the secure messages inbox, newest first, a page at a time, and the way to write a new one. */
const MessagesPage = observer(function MessagesPage() {
  usePageTitle('Messages');
  const store = useService(MESSAGES_TOKENS.InboxStore);
  useEffect(() => { void store.load(); }, [store]);
  const open = store.openMessage;
  return (
    <Wrapper>
      <h1>Messages</h1>
      <div className="messages__actions">
        <p className="messages__lead">
          {store.messages ? (store.unreadCount > 0 ? `You have ${store.unreadCount} unread ${store.unreadCount === 1 ? 'message' : 'messages'}.` : 'You have no unread messages.') : 'Secure messages between you and the bank.'}
        </p>
        <ButtonLink href="/messages/new" variant="primary">New message</ButtonLink>
      </div>
      {store.actionError ? <Alert tone="error">{store.actionError}</Alert> : null}
      {store.messages ? (
        <div className={`messages${open ? ' messages--reading' : ''}`}>
          <InboxList store={store} />
          {open ? <MessageView message={open} onClose={store.close} /> : null}
        </div>
      ) : store.loadFailed ? (
        <Alert tone="error" title="Sorry, an error has occurred.">{INBOX_MESSAGES.loadFailed}</Alert>
      ) : <Loader />}
    </Wrapper>
  );
});

export default MessagesPage;
