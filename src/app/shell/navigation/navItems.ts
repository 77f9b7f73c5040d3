import { BRAND } from '../../../../contract/rules/brand';
import type { IconName } from '../../../design-system/Icon';
import type { FeatureManifest, FeatureNavItem } from '../../../platform/manifest/FeatureManifest';
import { FEATURES } from '../../features';

export interface NavLinkItem {
  label: string; href: string; icon?: IconName; currentOn?: readonly string[];
  /** The feature flag of the page it leads to (its manifest route's): off, the link is not shown. */
  flag?: string;
}
export interface NavMenuItem { label: string; icon: IconName; items: NavLinkItem[] }
export type NavItem = NavLinkItem | NavMenuItem;

export const isMenu = (item: NavItem): item is NavMenuItem => 'items' in item;

/**
 * The top navigation, in the spec's order. Areas declare their own entries
 * in their manifests; an entry here stands for a link whose area is not built yet and goes
 * as soon as an area declares the same href.
 */
const SPEC_NAVIGATION: readonly FeatureNavItem[] = [
  { label: 'Home', href: '/dashboard', icon: 'home', currentOn: ['/online/dashboard'] },
  { label: 'Pay', href: '/online/pay', icon: 'pay' },
  { label: 'Transfer', href: '/online/transfer', icon: 'transfer' },
  { label: 'My payees', href: '/payees', menu: 'Payees' },
  { label: 'International', href: '/international-payees', menu: 'Payees' },
  { label: 'Direct debits', href: '/direct-debits', menu: 'Payees' },
  { label: 'Open & Apply', href: '/apply/open-a', icon: 'apply' },
  { label: 'Contact details', href: '/settings/details', menu: 'Settings' },
  { label: 'Tax details', href: '/tax', menu: 'Settings' },
  { label: 'Personalise', href: '/personalise', menu: 'Settings' },
  { label: 'Quick view', href: '/quickview', menu: 'Settings' },
  { label: 'Security', href: '/security', menu: 'Settings' },
  { label: 'Alerts', href: '/alerts', menu: 'Settings' },
  { label: 'Manage Cards', href: '/manage-cards', menu: 'Settings' },
  { label: 'Online EFTPOS', href: '/settings/online-eftpos', menu: 'Settings' },
  { label: 'Contact us', href: '/contact-us', menu: 'Settings' },
];

const MENU_ICONS: Record<NonNullable<FeatureNavItem['menu']>, IconName> = { Payees: 'payees', Settings: 'settings' };

/** The navigation from the manifests: the spec's order first, then any entry the spec does not name. */
export function navigationOf(features: readonly FeatureManifest[]): NavItem[] {
  const declared = new Map(features.flatMap((f) => f.nav ?? []).map((item) => [item.href, item]));
  const flagOf = new Map(features.flatMap((f) => f.routes ?? []).flatMap((r) => (r.flag ? [[r.path, r.flag] as const] : [])));
  const entries = [...SPEC_NAVIGATION.map((item) => declared.get(item.href) ?? item),
    ...[...declared.values()].filter((item) => !SPEC_NAVIGATION.some((spec) => spec.href === item.href))];
  const items: NavItem[] = [];
  for (const entry of entries) {
    const flag = flagOf.get(entry.href);
    const link: NavLinkItem = {
      label: entry.label, href: entry.href, ...(entry.icon ? { icon: entry.icon } : {}), ...(entry.currentOn ? { currentOn: entry.currentOn } : {}), ...(flag ? { flag } : {}),
    };
    if (!entry.menu) { items.push(link); continue; }
    let menu = items.find((item): item is NavMenuItem => isMenu(item) && item.label === entry.menu);
    if (!menu) { menu = { label: entry.menu, icon: MENU_ICONS[entry.menu], items: [] }; items.push(menu); }
    menu.items.push(link);
  }
  return items;
}

export const TOP_NAVIGATION: NavItem[] = navigationOf(FEATURES);

/**
 * The navigation without the links whose page a flag known to be off would make "not found"
 * (ReactPayAndTransfer off: no Pay, no Transfer). While the flags are unknown every link shows,
 * so the bar does not change shape for the usual customer; a menu left empty goes.
 */
export function shownNavigation(items: readonly NavItem[], isOff: (flag: string) => boolean): NavItem[] {
  const shown = (link: NavLinkItem) => !link.flag || !isOff(link.flag);
  return items.flatMap((item): NavItem[] => {
    if (!isMenu(item)) return shown(item) ? [item] : [];
    const links = item.items.filter(shown);
    return links.length > 0 ? [{ ...item, items: links }] : [];
  });
}

/** What the mobile menu adds: the inbox, and the bank's public site (in a new tab). */
export const MESSAGES_LINK: NavLinkItem = { label: 'Messages', href: '/messages', icon: 'messages' };
export const PUBLIC_SITE_LINK: NavLinkItem = { label: `${BRAND.product} website`, href: BRAND.publicSite, icon: 'external' };

/** A link is current on its own path, on the paths below it, and on the paths it stands for (Home: both homes). */
export function isCurrent(item: Pick<NavLinkItem, 'href' | 'currentOn'>, location: string): boolean {
  return [item.href, ...(item.currentOn ?? [])].some((href) => location === href || location.startsWith(`${href}/`));
}

/** A dropdown opens 200 ms after the pointer arrives and closes 300 ms after it leaves. */
export const MENU_OPEN_DELAY_MS = 200;
export const MENU_CLOSE_DELAY_MS = 300;
