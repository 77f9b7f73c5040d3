import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { BRAND } from '../../../../contract/rules/brand';
import { Wrapper } from '../../../design-system/Wrapper';
import { Tile } from '../../../design-system/Tile';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { MESSAGES_TOKENS } from '../tokens';
import { DraftForm } from './DraftFields';
import './MessagesPage.css';

/** /messages/new: write a secure message; once the bank has it, its conversation opens. */
const NewMessagePage = observer(function NewMessagePage() {
  usePageTitle('New message');
  const store = useService(MESSAGES_TOKENS.ComposerStore);
  const [, navigate] = useLocation();
  const sent = store.sent;
  useEffect(() => {
    if (!sent) return;
    store.acknowledge();
    navigate(`/messages/${encodeURIComponent(sent.id)}`);
  }, [sent, store, navigate]);
  return (
    <Wrapper>
      <p className="messages__back"><Link href="/messages">Back to messages</Link></p>
      <h1 id="new-message-heading">New message</h1>
      <Tile className="composer">
        <DraftForm draft={store.draft} withTopic label="Your message" submitLabel="Send" headingId="new-message-heading"
          intro={<p className="composer__intro">We reply within 2 working days. If it&apos;s urgent, or you think someone else is using your banking, call us on {BRAND.phone}.</p>} />
      </Tile>
    </Wrapper>
  );
});

export default NewMessagePage;
