import { Link } from 'wouter';
import { Icon } from '../../../design-system/Icon';
import { MESSAGES_LINK } from './navItems';

export interface MessagesIndicatorProps {
  /** '(N new)' / '(no unread)', or null while the count is unknown. */
  label: string | null;
  unread: number | null;
  className?: string;
}

/**
 * The messages icon reading '(N new)' or '(no unread)'; just the icon until
 * the count is known. On a phone the words give way to a badge with the number. Its name for
 * assistive technology is "Messages (2 new)" at every width.
 */
export function MessagesIndicator({ label, unread, className }: MessagesIndicatorProps) {
  return (
    <Link href={MESSAGES_LINK.href} className={['messages-indicator', className].filter(Boolean).join(' ')}>
      <span className="messages-indicator__icon">
        <Icon name="messages" size={22} />
        {unread ? <span className="messages-indicator__badge" aria-hidden="true">{unread > 99 ? '99+' : unread}</span> : null}
      </span>
      <span className="visually-hidden">Messages</span>
      {label ? <span className="messages-indicator__count"><span className="visually-hidden"> </span>{label}</span> : null}
    </Link>
  );
}
