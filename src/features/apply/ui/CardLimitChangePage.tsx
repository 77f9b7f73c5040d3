import { Link } from 'wouter';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import './ApplyPages.css';

/** /apply/credit-card-limit/change: which way the limit should go, each its own short journey. */
export function CardLimitChangePage() {
  return (
    <Wrapper narrow>
      <Tile className="apply-page">
        <h1>Change your credit card limit</h1>
        <p>A higher limit takes a few questions about your income and expenses. A lower limit applies straight away.</p>
        <ul className="apply-page__grid">
          <li><Tile as="div" className="apply-page__product">
            <h2><Link href="/apply/credit-card-limit/increase" className="apply-page__product-link">Increase my limit</Link></h2>
            <p>Up to $30,000, with a decision today.</p>
          </Tile></li>
          <li><Tile as="div" className="apply-page__product">
            <h2><Link href="/apply/credit-card-limit/decrease" className="apply-page__product-link">Decrease my limit</Link></h2>
            <p>From $500, to help you budget.</p>
          </Tile></li>
        </ul>
      </Tile>
    </Wrapper>
  );
}
