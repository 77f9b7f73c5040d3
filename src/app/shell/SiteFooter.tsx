import { Link } from 'wouter';
import { BRAND } from '../../../contract/rules/brand';
import './SiteFooter.css';

/** The footer's links: the bank's legal pages and ways to get help, all real pages of the app. */
export const FOOTER_LINKS: ReadonlyArray<{ label: string; href: string }> = [
  { label: 'Privacy statement', href: '/terms-and-conditions/privacy-statement' },
  { label: 'Terms and conditions', href: '/terms-and-conditions/internet-banking' },
  { label: 'Disclosure statement', href: '/terms-and-conditions/disclosure-statement' },
  { label: 'Interest rates', href: '/terms-and-conditions/interest-rates' },
  { label: 'Help', href: '/help' },
  { label: 'Contact us', href: '/contact-us' },
];

/** The site footer on every page a browser shows (the native app has its own frame). */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((link) => <li key={link.href}><Link href={link.href}>{link.label}</Link></li>)}
          </ul>
        </nav>
        <p className="site-footer__contact">
          Call us on <a href={`tel:${BRAND.phone.replace(/\s/g, '')}`}>{BRAND.phone}</a>, or {BRAND.phoneOverseas} from overseas.
        </p>
        <p className="site-footer__legal">{BRAND.product} Limited is a registered bank in New Zealand.</p>
      </div>
    </footer>
  );
}
