/**
 * The pages of the Settings menu (top navigation), in the menu's order, with
 * a line each for the index page. The menu's labels are the spec's own words.
 */
export interface SettingsPageLink { label: string; href: string; description: string }

export const SETTINGS_PAGES: readonly SettingsPageLink[] = [
  { label: 'Contact details', href: '/settings/details', description: 'Your email, phone numbers and addresses.' },
  { label: 'Tax details', href: '/tax', description: 'Your IRD number, tax rate for PIE funds and tax residency.' },
  { label: 'Personalise', href: '/personalise', description: 'Nicknames for your accounts and the order they show in.' },
  { label: 'Quick view', href: '/quickview', description: 'Balances the mobile app may show before you log in.' },
  { label: 'Security', href: '/security', description: 'Your password and where you are logged in.' },
  { label: 'Alerts', href: '/alerts', description: 'Texts and emails about your balance, payments and logins.' },
  { label: 'Manage Cards', href: '/manage-cards', description: 'Freeze a card, or report it lost or stolen.' },
  { label: 'Online EFTPOS', href: '/settings/online-eftpos', description: 'Approve or decline payments to online shops.' },
  { label: 'Contact us', href: '/contact-us', description: 'Call, message or visit us.' },
  { label: 'Report a scam or lock my banking', href: '/security/scam-protection', description: 'Tell us about a scam, stop payments at once, or change your daily payment limit.' },
  { label: 'Statements and letters', href: '/settings/statements', description: 'Monthly statements to download, and how we send your letters.' },
];
