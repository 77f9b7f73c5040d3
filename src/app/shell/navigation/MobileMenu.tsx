import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../design-system/Button';
import { Icon } from '../../../design-system/Icon';
import { isCurrent, isMenu, MESSAGES_LINK, PUBLIC_SITE_LINK, TOP_NAVIGATION, type NavLinkItem } from './navItems';
import './MobileMenu.css';

export interface MobileMenuProps {
  /** '(N new)' / '(no unread)', or null while unknown. */
  messagesLabel: string | null;
  onLogOut: () => void;
}

/**
 * The small-screen menu: a "Menu" disclosure button opening a panel with the whole top
 * navigation, plus Messages, the public site (new tab) and Log out. Escape closes it and
 * returns focus to the button; following a link closes it.
 */
export function MobileMenu({ messagesLabel, onLogOut }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [location]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  const link = (item: NavLinkItem, extra?: string | null) => (
    <Link href={item.href} className="mobile-menu__link" aria-current={isCurrent(item, location) ? 'page' : undefined} onClick={() => setOpen(false)}>
      {item.icon ? <Icon name={item.icon} size={20} /> : null}
      <span>{item.label}{extra ? ` ${extra}` : ''}</span>
    </Link>
  );

  return (
    <div className="mobile-menu" onKeyDown={onKeyDown}>
      <button ref={button} type="button" className="mobile-menu__button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <Icon name={open ? 'close' : 'menu'} size={22} />
        Menu
      </button>
      {/* Its contents render only while open (closed, they are hidden from everyone): twenty links
          re-rendering on every route switch held up the paint that answers it. */}
      <nav id={panelId} className="mobile-menu__panel" aria-label="Menu" hidden={!open}>
        {open ? (
          <>
            <ul className="mobile-menu__list">
              {TOP_NAVIGATION.map((item) => (isMenu(item) ? (
                <li key={item.label} className="mobile-menu__group">
                  <span className="mobile-menu__group-label" id={`${panelId}-${item.label}`}><Icon name={item.icon} size={20} />{item.label}</span>
                  <ul aria-labelledby={`${panelId}-${item.label}`}>
                    {item.items.map((child) => <li key={child.href}>{link(child)}</li>)}
                  </ul>
                </li>
              ) : <li key={item.href}>{link(item)}</li>))}
              <li>{link(MESSAGES_LINK, messagesLabel)}</li>
              <li>
                <a href={PUBLIC_SITE_LINK.href} target="_blank" rel="noopener noreferrer" className="mobile-menu__link">
                  <Icon name="external" size={20} />
                  <span>{PUBLIC_SITE_LINK.label}<span className="visually-hidden"> (opens in a new tab)</span></span>
                </a>
              </li>
            </ul>
            <div className="mobile-menu__footer">
              <Button variant="secondary" size="responsive" onClick={onLogOut}>Log out</Button>
            </div>
          </>
        ) : null}
      </nav>
    </div>
  );
}
