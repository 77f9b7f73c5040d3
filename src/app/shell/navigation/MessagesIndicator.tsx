import { Link } from 'wouter';
import { Icon } from '../../../design-system/Icon';
import { MESSAGES_LINK } from './navItems';

/**
 * The messages icon reading '(N new)' or '(no unread)' (spec section 2); just the icon until
 * the count is known. Its name for assistive technology is "Messages (2 new)".
 */
export function MessagesIndicator({ label, className }: { label: string | null; className?: string }) {
  return (
    <Link href={MESSAGES_LINK.href} className={['messages-indicator', className].filter(Boolean).join(' ')}>
      <Icon name="messages" size={22} />
      <span className="visually-hidden">Messages</span>
      {label ? <span className="messages-indicator__count"><span className="visually-hidden"> </span>{label}</span> : null}
    </Link>
  );
}
