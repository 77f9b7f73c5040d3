import { useEffect, useRef } from 'react';
import { formatAucklandDateTime } from '../../../../contract/rules/AucklandDate';
import { Button } from '../../../design-system/Button';
import { ButtonLink } from '../../../design-system/ButtonLink';
import { Tile } from '../../../design-system/Tile';
import { paragraphsOf, type InboxMessage } from '../core/domain/InboxMessage';

/** An open message (its newest words); its heading takes focus so a screen reader starts reading it. The whole conversation is at its own address. */
export function MessageView({ message, onClose }: { message: InboxMessage; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => { heading.current?.focus(); }, [message.id]);
  return (
    <Tile as="article" className="message-view" aria-labelledby="message-view-heading">
      <h2 id="message-view-heading" ref={heading} tabIndex={-1}>{message.subject}</h2>
      <p className="message-view__date">
        Received <time dateTime={message.receivedAt}>{formatAucklandDateTime(Date.parse(message.receivedAt))}</time>
      </p>
      {paragraphsOf(message.body).map((paragraph, i) => <p key={i} className="message-view__paragraph">{paragraph}</p>)}
      <div className="message-view__actions">
        <ButtonLink href={`/messages/${encodeURIComponent(message.id)}`} variant="primary">Open and reply</ButtonLink>
        <Button onClick={onClose}>Back to inbox</Button>
      </div>
    </Tile>
  );
}
