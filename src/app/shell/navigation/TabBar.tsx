import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Icon } from '../../../design-system/Icon';
import { AfterFirstLoad } from '../../../platform/ui/loading/AfterFirstLoad';
import { lazyWithRetry } from '../../../platform/ui/loading/lazyWithRetry';
import type { FeatureManifest } from '../../../platform/manifest/FeatureManifest';
import { isCurrent, isMenu, MESSAGES_LINK, type NavItem, type NavLinkItem } from './navItems';
import { useShownNavigation } from './useShownNavigation';
import './TabBar.css';

export interface TabBarProps {
  /** '(N new)' / '(no unread)', or null while unknown. */
  messagesLabel: string | null;
  unread: number | null;
  onLogOut: () => void;
  /** The areas whose links it shows (the app's); a link whose page's flag is off is left out. */
  features?: readonly FeatureManifest[];
}

// The More menu's twenty links and their styles come after the first screen: no page needs them to show.
const MenuPanel = lazyWithRetry(() => import(/* webpackChunkName: "menu" */ './MenuPanel').then((m) => ({ default: m.MenuPanel })));

const TAB_HREFS = ['/dashboard', '/online/pay', '/online/transfer'];
const tabsOf = (items: readonly NavItem[]): NavLinkItem[] =>
  TAB_HREFS.flatMap((href) => items.filter((item): item is NavLinkItem => !isMenu(item) && item.href === href));

/**
 * The phone's navigation, at the bottom where a thumb reaches: Home, Pay, Transfer, Messages
 * (with its unread count) and More, which opens the spec's mobile menu above it. Wide screens
 * hide it (the top navigation is there instead).
 */
export const TabBar = observer(function TabBar({ messagesLabel, unread, onLogOut, features }: TabBarProps) {
  const items = useShownNavigation(features);
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const panelId = useId();
  const more = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [location]);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) more.current?.focus();
  };
  const tab = (item: NavLinkItem, extra?: React.ReactNode) => (
    <li key={item.href}>
      <Link href={item.href} className="tab-bar__tab" aria-current={isCurrent(item, location) ? 'page' : undefined}>
        <span className="tab-bar__icon">{item.icon ? <Icon name={item.icon} size={24} /> : null}{extra}</span>
        <span className="tab-bar__label">{item.label}</span>
        {item === MESSAGES_LINK && messagesLabel ? <span className="visually-hidden"> {messagesLabel}</span> : null}
      </Link>
    </li>
  );
  // Escape closes the menu from wherever focus is in it or on More.
  const onKeyDown = (event: React.KeyboardEvent) => { if (open && event.key === 'Escape') close(true); };
  return (
    <div className="tab-bar-frame" onKeyDown={onKeyDown}>
      <nav className="tab-bar" aria-label="Tab bar">
        <ul className="tab-bar__list">
          {tabsOf(items).map((item) => tab(item))}
          {tab(MESSAGES_LINK, unread ? <span className="tab-bar__badge" aria-hidden="true">{unread > 99 ? '99+' : unread}</span> : null)}
          <li>
            <button ref={more} type="button" className="tab-bar__tab" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
              <span className="tab-bar__icon"><Icon name={open ? 'close' : 'more'} size={24} /></span>
              <span className="tab-bar__label">More</span>
            </button>
          </li>
        </ul>
      </nav>
      <AfterFirstLoad>
        <Suspense fallback={null}><MenuPanel id={panelId} open={open} onClose={close} messagesLabel={messagesLabel} onLogOut={onLogOut} items={items} /></Suspense>
      </AfterFirstLoad>
    </div>
  );
});
