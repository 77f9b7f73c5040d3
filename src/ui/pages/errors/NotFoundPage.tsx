import { Link } from 'wouter';
import { Wrapper } from '../../design-system/Wrapper';
import { Tile } from '../../design-system/Tile';
import { usePageTitle } from '../../shell/usePageTitle';

/** The spec's 404 page, with its three links. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Wrapper>
      <Tile>
        <h1>Page not found</h1>
        <p>Sorry, the page you were looking for doesn&apos;t exist. Please check the spelling of the URL, or go back to the homepage.</p>
        <ul className="link-list">
          <li><Link href="/help">Help</Link></li>
          <li><Link href="/branches">Branch finder</Link></li>
          <li><Link href="/contact-us">Contact us</Link></li>
        </ul>
      </Tile>
    </Wrapper>
  );
}
