import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Link } from 'wouter';
import { FormField } from '../../../design-system/FormField';
import { Icon } from '../../../design-system/Icon';
import { Loader } from '../../../design-system/Loader';
import { TextInput } from '../../../design-system/TextInput';
import { Wrapper } from '../../../design-system/Wrapper';
import { RichContent } from '../../../platform/ui/content/RichContent';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { SUPPORT_TOKENS } from '../tokens';
import { LoadFailed } from './LoadFailed';
import './SupportPages.css';

/** /help: the questions people ask most, searchable; each answer opens in place. */
const HelpPage = observer(function HelpPage() {
  usePageTitle('Help', { indexable: true });
  const store = useService(SUPPORT_TOKENS.HelpStore);
  const countId = useId();
  useEffect(() => { void store.load(); }, [store]);
  const { matches } = store;
  return (
    <Wrapper narrow>
      <p className="support__eyebrow">Support</p>
      <h1>Help</h1>
      <search className="support__search">
        <FormField label="Search help" hint="For example: password, card, payment">
          {(control) => <TextInput {...control} type="search" aria-describedby={`${control['aria-describedby'] ?? ''} ${countId}`.trim()}
            value={store.query} onChange={(e) => store.setQuery(e.target.value)} />}
        </FormField>
      </search>
      <p id={countId} className="support__count" role="status">
        {store.status === 'ready' ? `${matches.length} ${matches.length === 1 ? 'answer' : 'answers'}` : ''}
      </p>
      {store.status === 'failed' ? <LoadFailed what="our help pages" /> : null}
      {store.status === 'loading' ? <Loader /> : null}
      {store.status === 'ready' && matches.length === 0 ? (
        <p>No answers match that. Try other words, or <Link href="/contact-us">contact us</Link>.</p>
      ) : null}
      <ul className="support__faqs">
        {matches.map((faq) => (
          <li key={faq.id}>
            <details className="support__faq">
              {/* A native disclosure (Enter and Space toggle it; its state is announced), with an arrow that turns when it opens. */}
              <summary>
                <span className="support__faq-text"><span className="support__topic">{faq.topic}</span>{faq.question}</span>
                <Icon name="chevron" size={20} className="support__faq-arrow" />
              </summary>
              <RichContent html={faq.answerHtml} />
            </details>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
});

export default HelpPage;
