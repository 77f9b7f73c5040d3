import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Icon } from '../../../design-system/Icon';
import { NavDropdown } from './NavDropdown';
import { isCurrent, isMenu, shownNavigation, TOP_NAVIGATION } from './navItems';
import type { FlagOff } from './useFlagsOff';
import './TopNavigation.css';

/** The desktop navigation bar; at most one of its dropdowns is open at a time. */
export function TopNavigation({ flagOff = () => false }: { flagOff?: FlagOff }) {
  const items = shownNavigation(TOP_NAVIGATION, flagOff);
  const [location] = useLocation();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  return (
    <nav className="top-nav" aria-label="Main">
      <ul className="top-nav__list">
        {items.map((item) => (isMenu(item) ? (
          <NavDropdown
            key={item.label}
            menu={item}
            open={openMenu === item.label}
            onOpenChange={(open) => setOpenMenu((current) => (open ? item.label : current === item.label ? null : current))}
          />
        ) : (
          <li key={item.href} className="top-nav__item">
            <Link href={item.href} className={`top-nav__link${isCurrent(item, location) ? ' top-nav__link--current' : ''}`} aria-current={isCurrent(item, location) ? 'page' : undefined}>
              {item.icon ? <Icon name={item.icon} size={20} /> : null}
              {item.label}
            </Link>
          </li>
        )))}
      </ul>
    </nav>
  );
}
