import { useEffect } from 'react';
import { BRAND } from '../../../../contract/rules/brand';
import { useService } from '../../../platform/ui/ServiceProvider';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import './ApplyPages.css';
import { APPLY_TOKENS } from '../tokens';

const PRODUCTS = [
  { name: 'Accounts', text: 'Everyday, bills and savings accounts, and term deposits.' },
  { name: 'KiwiSaver', text: 'Join or switch to the Kōwhai KiwiSaver scheme.' },
  { name: 'Insurance', text: 'Life and income protection cover.' },
  { name: 'Personal loan', text: 'Borrow for what matters, with a fixed rate.' },
  { name: 'Credit card', text: 'Apply for a card or change your limit.' },
  { name: 'Home loan top-up', text: 'Borrow more against your home.' },
];

/** /apply/open-a: what a customer can open or apply for. Opening it refreshes their action list. */
export function OpenApplyPage() {
  const store = useService(APPLY_TOKENS.OpenApplyStore);
  useEffect(() => store.entered(), [store]);
  return (
    <Wrapper>
      <h1>Open &amp; Apply</h1>
      <p>Choose what you&apos;d like to open or apply for. Online applications are on their way; until then call us on {BRAND.phone}.</p>
      <ul className="apply-page__grid">
        {PRODUCTS.map((product) => (
          <li key={product.name}>
            <Tile as="div" className="apply-page__product"><h2>{product.name}</h2><p>{product.text}</p></Tile>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
