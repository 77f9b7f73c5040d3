import { BRAND } from '../../../../contract/rules/brand';
import type { IconName } from '../../../design-system/Icon';

export interface NavLinkItem { label: string; href: string; icon?: IconName }
export interface NavMenuItem { label: string; icon: IconName; items: NavLinkItem[] }
export type NavItem = NavLinkItem | NavMenuItem;

export const isMenu = (item: NavItem): item is NavMenuItem => 'items' in item;

/** The top navigation of spec section 2, with the routes of its route table. */
export const TOP_NAVIGATION: NavItem[] = [
  { label: 'Home', href: '/online/dashboard', icon: 'home' },
  { label: 'Pay', href: '/online/pay', icon: 'pay' },
  { label: 'Transfer', href: '/online/transfer', icon: 'transfer' },
  {
    label: 'Payees', icon: 'payees', items: [
      { label: 'My payees', href: '/payees' },
      { label: 'International', href: '/international-payees' },
      { label: 'Direct debits', href: '/direct-debits' },
    ],
  },
  { label: 'Open & Apply', href: '/apply/open-a', icon: 'apply' },
  {
    label: 'Settings', icon: 'settings', items: [
      { label: 'Contact details', href: '/settings/details' },
      { label: 'Tax details', href: '/tax' },
      { label: 'Personalise', href: '/personalise' },
      { label: 'Quick view', href: '/quickview' },
      { label: 'Security', href: '/security' },
      { label: 'Alerts', href: '/alerts' },
      { label: 'Manage Cards', href: '/manage-cards' },
      { label: 'Online EFTPOS', href: '/settings/online-eftpos' },
      { label: 'Contact us', href: '/contact-us' },
    ],
  },
];

/** What the mobile menu adds: the inbox, and the bank's public site (in a new tab). */
export const MESSAGES_LINK: NavLinkItem = { label: 'Messages', href: '/messages', icon: 'messages' };
export const PUBLIC_SITE_LINK: NavLinkItem = { label: `${BRAND.product} website`, href: BRAND.publicSite, icon: 'external' };

/** A link is current on its own path and on the paths below it. */
export function isCurrent(href: string, location: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}

/** Spec section 9: a dropdown opens 200 ms after the pointer arrives and closes 300 ms after it leaves. */
export const MENU_OPEN_DELAY_MS = 200;
export const MENU_CLOSE_DELAY_MS = 300;
