import { Link } from 'wouter';
import { ErrorPage } from './ErrorPage';

/** The spec's 404 page, with its three links. */
export function NotFoundPage() {
  return (
    <ErrorPage
      title="Page not found"
      icon="info"
      message="Sorry, the page you were looking for doesn't exist. Please check the spelling of the URL, or go back to the homepage."
    >
      <nav aria-label="Where to next">
        <ul className="link-list">
          <li><Link href="/help">Help</Link></li>
          <li><Link href="/branches">Branch finder</Link></li>
          <li><Link href="/contact-us">Contact us</Link></li>
        </ul>
      </nav>
    </ErrorPage>
  );
}
