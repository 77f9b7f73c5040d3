import { useMemo } from 'react';
import { useFeatureFlags } from '../../../features/session/ui';
import type { FeatureManifest } from '../../../platform/manifest/FeatureManifest';
import { isMenu, navigationOf, shownNavigation, TOP_NAVIGATION, type NavItem } from './navItems';

/** The feature flags the navigation's links depend on (their pages'). */
export function flagsOf(items: readonly NavItem[]): string[] {
  const links = items.flatMap((item) => (isMenu(item) ? item.items : [item]));
  return [...new Set(links.flatMap((link) => (link.flag ? [link.flag] : [])))];
}

/**
 * The logged-in navigation (top bar, tab bar, More menu) as the customer may use it: a link whose
 * page's flag is off is left out (navItems.ts shownNavigation). The navigation's own flag needs
 * count as "a flag is required" (spec §7): the feature list is fetched only when one of its links
 * depends on a flag (today Pay and Transfer, by ReactPayAndTransfer), and a navigation with no
 * such link asks for nothing. `features` is the app's list of areas (src/app/features.ts) unless
 * the app was given another. Call it from an observer.
 */
export function useShownNavigation(features?: readonly FeatureManifest[]): NavItem[] {
  const items = useMemo(() => (features ? navigationOf(features) : TOP_NAVIGATION), [features]);
  const needed = useMemo(() => flagsOf(items).length > 0, [items]);
  const flags = useFeatureFlags(needed);
  // Read here, in the observer's render: the list is replaced only as `ready` turns true (per
  // customer), so the navigation renders again then. While the flags are unknown every link shows.
  const ready = flags.ready;
  return shownNavigation(items, (flag) => ready && !flags.isEnabled(flag));
}
