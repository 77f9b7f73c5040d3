import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { BRAND } from '../../../../contract/rules/brand';
import { Alert } from '../../../design-system/Alert';
import { Loader } from '../../../design-system/Loader';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { RichContent } from '../../../platform/ui/content/RichContent';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { REMEDIATION_TOKENS } from '../tokens';
import { ChooseAccountStep } from './ChooseAccountStep';
import { VerifyStep } from './VerifyStep';
import './RefundPage.css';

/** /online/refund: the consumer-credit refund, for the customers we wrote to. */
const RefundPage = observer(function RefundPage() {
  usePageTitle('Your consumer credit refund');
  const store = useService(REMEDIATION_TOKENS.RefundStore);
  useEffect(() => { void store.load(); }, [store]);
  const { content, step, failureText } = store;
  return (
    <Wrapper narrow>
      <p className="refund__eyebrow">Refund</p>
      <h1>{content?.title ?? 'Your consumer credit refund'}</h1>
      {content && step !== 'closed' && step !== 'done' ? <RichContent className="refund__intro" html={content.introHtml} /> : null}
      {step === 'loading' ? <Loader /> : null}
      {step === 'verify' && content ? <VerifyStep store={store} html={content.verifyHtml} /> : null}
      {step === 'choose' && content ? <ChooseAccountStep store={store} html={content.accountHtml} /> : null}
      {step === 'done' && content ? (
        <Tile className="refund__done">
          <Alert tone="success" title="Thanks, we've got your refund request" />
          <RichContent html={content.doneHtml} />
          <Link href="/online/dashboard" className="refund__home">Back to your accounts</Link>
        </Tile>
      ) : null}
      {step === 'closed' && failureText ? (
        <Tile className="refund__closed">
          <Alert tone={store.failure === 'already-submitted' ? 'info' : 'error'} title={failureText.title}>
            <p>{failureText.message}</p>
          </Alert>
          <p>Questions? Call us on <a href={`tel:${BRAND.phone.replace(/\s/g, '')}`}>{BRAND.phone}</a> or see <Link href="/contact-us">Contact us</Link>.</p>
        </Tile>
      ) : null}
    </Wrapper>
  );
});

export default RefundPage;
