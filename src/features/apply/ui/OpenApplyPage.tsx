import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useService } from '../../../platform/ui/ServiceProvider';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Loader } from '../../../design-system/Loader';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { ContentImage } from '../../../platform/ui/ContentImage';
import { APPLY_TOKENS } from '../tokens';
import './ApplyPages.css';

/** /apply/open-a: what a customer can open or apply for online, and what the bank asks them to do next. */
export const OpenApplyPage = observer(function OpenApplyPage() {
  const store = useService(APPLY_TOKENS.OpenApplyStore);
  useEffect(() => { void store.entered(); }, [store]);
  return (
    <Wrapper>
      <h1>Open &amp; Apply</h1>
      <p>Choose what you&apos;d like to open or apply for. Your answers are saved as you go, so you can finish later.</p>
      {store.status === 'loading' ? <Loader label="Loading products..." /> : null}
      {store.status === 'failed' ? (
        <Alert tone="error" title="We couldn't load what you can apply for">
          <p>Please try again in a moment.</p>
          <Button size="small" onClick={() => { void store.entered(); }}>Try again</Button>
        </Alert>
      ) : null}
      {store.actions.length > 0 ? (
        <section className="apply-page__actions" aria-labelledby="apply-actions-title">
          <h2 id="apply-actions-title">Before you apply</h2>
          <ul>{store.actions.map((a) => <li key={a.id}><Link href={a.href}>{a.title}</Link></li>)}</ul>
        </section>
      ) : null}
      {store.sections.map((section) => (
        <section key={section.title} className="apply-page__section" aria-labelledby={`apply-section-${section.title}`}>
          <h2 id={`apply-section-${section.title}`}>{section.title}</h2>
          <ul className="apply-page__grid">
            {section.items.map((product) => (
              <li key={product.id}>
                <Tile as="div" className="apply-page__product">
                  {product.image ? <ContentImage path={product.image} className="apply-page__product-image" /> : null}
                  <h3><Link href={product.href} className="apply-page__product-link">{product.title}</Link></h3>
                  <p>{product.text}</p>
                </Tile>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Wrapper>
  );
});
