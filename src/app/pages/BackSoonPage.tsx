import { BRAND } from '../../../contract/rules/brand';
import { Tile } from '../../design-system/Tile';
import { Wrapper } from '../../design-system/Wrapper';
import { usePageTitle } from '../../platform/ui/usePageTitle';
import './BackSoonPage.css';
import { ButtonLink } from '../../design-system/ButtonLink';

/** /apply/back-soon: where everyone goes while the content or online API is down. */
export function BackSoonPage() {
  usePageTitle("We'll be back soon");
  return (
    <Wrapper narrow>
      <Tile className="back-soon">
        <svg className="back-soon__art" width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
          <circle cx="36" cy="36" r="36" fill="var(--colour-accent-soft)" />
          <path d="M36 18v19l12 7" fill="none" stroke="var(--colour-brand)" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1>We&apos;ll be back soon</h1>
        <p>Internet banking is taking a short break while we make some improvements. Your money is safe, and everything will be back shortly.</p>
        <p>Please try again a little later. If you need help now, call us on <a href={`tel:${BRAND.phone.replace(/\s/g, '')}`}>{BRAND.phone}</a>, or {BRAND.phoneOverseas} from overseas.</p>
        <p><ButtonLink reload href="/">Try again</ButtonLink></p>
      </Tile>
    </Wrapper>
  );
}
