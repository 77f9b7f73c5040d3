import { BRAND } from '../../../../contract/rules/brand';
import { Tile } from '../../../design-system/Tile';
import { RichContent } from '../../../platform/ui/content/RichContent';
import type { InsuranceOverview } from '../stores/InsuranceStore';
import { ButtonLink } from '../../../design-system/ButtonLink';

type Products = Extract<InsuranceOverview, { kind: 'none' }>['products'];

/** The spec's empty state, and the products from the insurance content bundle. */
export function NoInsurance({ products }: { products: Products }) {
  return (
    <>
      <Tile className="insurance__empty">
        <h2>Before life gives you lemons…</h2>
        <p>Protect yourself and the people you love with insurance from {BRAND.product}.</p>
        <div className="insurance__actions">
          <ButtonLink href={products.applyPath}>Apply for an insurance policy</ButtonLink>
          <a href={products.learnMoreUrl} target="_blank" rel="noopener noreferrer">Learn more about insurance on our website<span className="visually-hidden"> (opens in a new tab)</span></a>
        </div>
      </Tile>
      <h2 className="insurance__products-title">{products.title}</h2>
      <ul className="insurance__products">
        {products.products.map((product) => (
          <li key={product.id} className="ds-tile">
            <h3>{product.name}</h3>
            <RichContent html={product.summaryHtml} />
          </li>
        ))}
      </ul>
    </>
  );
}
