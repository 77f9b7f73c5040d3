import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Icon } from '../../../design-system/Icon';
import type { FeatureManifest } from '../../../platform/manifest/FeatureManifest';
import { NavDropdown } from './NavDropdown';
import { isCurrent, isMenu } from './navItems';
import { useShownNavigation } from './useShownNavigation';
import './TopNavigation.css';

/**
 * The desktop navigation bar, without the links whose page's flag is off for the customer; at
 * most one of its dropdowns is open at a time. `features`: the areas whose links it shows (the app's).
 */
export const TopNavigation = observer(function TopNavigation({ features }: { features?: readonly FeatureManifest[] }) {
  const items = useShownNavigation(features);
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
});
