import { Link, useLocation } from 'wouter';
import { Button } from '../../../design-system/Button';
import { Icon } from '../../../design-system/Icon';
import { isCurrent, isMenu, MESSAGES_LINK, PUBLIC_SITE_LINK, TOP_NAVIGATION, type NavItem, type NavLinkItem, type NavMenuItem } from './navItems';
import './MenuPanel.css';

export interface MenuPanelProps {
  id: string;
  open: boolean;
  onClose: (returnFocus: boolean) => void;
  /** '(N new)' / '(no unread)', or null while unknown. */
  messagesLabel: string | null;
  onLogOut: () => void;
  items?: readonly NavItem[];
}

/**
 * The spec's mobile menu, behind the tab bar's More: Messages and Log out first (never at the
 * bottom of a long list), then every top-level destination as a tile, then the Payees and
 * Settings groups, then the bank's public site. Following a link closes it (Escape too: TabBar).
 * Closed, it renders no links (twenty links re-rendering per route switch held up its paint).
 */
export function MenuPanel({ id, open, onClose, messagesLabel, onLogOut, items = TOP_NAVIGATION }: MenuPanelProps) {
  const [location] = useLocation();
  const current = (item: NavLinkItem) => (isCurrent(item, location) ? 'page' as const : undefined);
  const tiles = items.filter((item): item is NavLinkItem => !isMenu(item));
  const groups = items.filter(isMenu);
  const groupList = (group: NavMenuItem) => (
    <li key={group.label} className="menu-panel__group">
      <span className="menu-panel__group-label" id={`${id}-${group.label}`}><Icon name={group.icon} size={20} />{group.label}</span>
      <ul aria-labelledby={`${id}-${group.label}`}>
        {group.items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="menu-panel__link" aria-current={current(item)} onClick={() => onClose(false)}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </li>
  );

  return (
    <nav id={id} className="menu-panel" aria-label="Menu" hidden={!open}>
      {open ? (
        <div className="menu-panel__inner">
          <div className="menu-panel__top">
            <Link href={MESSAGES_LINK.href} className="menu-panel__messages" aria-current={current(MESSAGES_LINK)} onClick={() => onClose(false)}>
              <Icon name="messages" size={22} />
              <span>{MESSAGES_LINK.label}{messagesLabel ? ` ${messagesLabel}` : ''}</span>
            </Link>
            <Button variant="secondary" size="small" onClick={onLogOut}>Log out</Button>
          </div>
          <ul className="menu-panel__tiles">
            {tiles.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="menu-panel__tile" aria-current={current(item)} onClick={() => onClose(false)}>
                  {item.icon ? <Icon name={item.icon} size={24} /> : null}
                  <span>{item.label}</span>
                </Link>
              </li>
            ))}
          </ul>
          <ul className="menu-panel__groups">
            {groups.map(groupList)}
            <li className="menu-panel__group">
              <a href={PUBLIC_SITE_LINK.href} target="_blank" rel="noopener noreferrer" className="menu-panel__link menu-panel__link--external">
                <Icon name="external" size={20} />
                <span>{PUBLIC_SITE_LINK.label}<span className="visually-hidden"> (opens in a new tab)</span></span>
              </a>
            </li>
          </ul>
        </div>
      ) : null}
    </nav>
  );
}
