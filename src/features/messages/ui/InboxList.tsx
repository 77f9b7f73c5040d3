import { observer } from 'mobx-react-lite';
import { formatAucklandDateTime } from '../../../../contract/rules/AucklandDate';
import { Button } from '../../../design-system/Button';
import { Tile } from '../../../design-system/Tile';
import { isUnread } from '../core/domain/InboxMessage';
import type { InboxStore } from '../stores/InboxStore';

/** One page of the inbox: unread messages marked "New", each can be opened or its notification dismissed. */
export const InboxList = observer(function InboxList({ store }: { store: InboxStore }) {
  const { items, page, pageCount } = store.current;
  if (items.length === 0) {
    return <Tile className="inbox"><p className="inbox__empty">You have no messages.</p></Tile>;
  }
  return (
    <Tile className="inbox" aria-labelledby="inbox-heading">
      <h2 id="inbox-heading" className="visually-hidden">Inbox</h2>
      <ul className="inbox__list">
        {items.map((message) => {
          const unread = isUnread(message);
          return (
            <li key={message.id} className={`inbox__item${unread ? ' inbox__item--unread' : ''}${store.openId === message.id ? ' inbox__item--open' : ''}`}>
              <button type="button" className="inbox__open" onClick={() => void store.open(message.id)} aria-current={store.openId === message.id ? 'true' : undefined}>
                <span className="inbox__subject">
                  {unread ? <span className="inbox__badge">New<span className="visually-hidden">:</span></span> : null}
                  {message.subject}
                </span>
                <time className="inbox__date" dateTime={message.receivedAt}>{formatAucklandDateTime(Date.parse(message.receivedAt))}</time>
              </button>
              {unread ? (
                <Button variant="link" size="small" className="inbox__dismiss" onClick={() => void store.dismiss(message.id)}
                  aria-label={`Dismiss notification: ${message.subject}`}>Dismiss</Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {pageCount > 1 ? (
        <nav className="inbox__pages" aria-label="Inbox pages">
          <Button size="small" disabled={page <= 1} onClick={() => store.goToPage(page - 1)}>Previous</Button>
          <span aria-live="polite">Page {page} of {pageCount}</span>
          <Button size="small" disabled={page >= pageCount} onClick={() => store.goToPage(page + 1)}>Next</Button>
        </nav>
      ) : null}
    </Tile>
  );
});
