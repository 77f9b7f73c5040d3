import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { Alert } from '../../../design-system/Alert';
import { Loader } from '../../../design-system/Loader';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { INTERNATIONAL_PAYMENTS_TOKENS } from '../tokens';
import { OverseasDone } from './OverseasDone';
import { OverseasForm } from './OverseasForm';
import { OverseasQuoteView } from './OverseasQuoteView';
import './SendOverseasPage.css';

/** /online/international-payments/:payeeId — send money to one international payee. A new store per visit. */
const SendOverseasPage = observer(function SendOverseasPage() {
  const { payeeId = '' } = useParams<{ payeeId: string }>();
  const fresh = useService(INTERNATIONAL_PAYMENTS_TOKENS.SendOverseasStore);
  const [store] = useState(fresh);
  useEffect(() => { void store.load(payeeId); }, [store, payeeId]);
  if (store.state === 'loading') return <Wrapper><Loader label="Loading your payee" /></Wrapper>;
  if (store.state === 'failed') return <Wrapper><Alert tone="error">Sorry, we could not load your payee and accounts. Please try again later.</Alert></Wrapper>;
  if (store.state === 'no-payee') {
    return (
      <Wrapper>
        <section className="overseas-card">
          <h1>Send money overseas</h1>
          <p>We couldn’t find that payee. <Link href="/international-payees">See your international payees</Link></p>
        </section>
      </Wrapper>
    );
  }
  if (store.step === 'done') return <Wrapper><OverseasDone store={store} /></Wrapper>;
  const payee = store.payee;
  return (
    <Wrapper>
      <section className="overseas-card" aria-labelledby="overseas-heading">
        <h1 id="overseas-heading">Send money overseas</h1>
        {payee ? <p className="overseas-card__to">To {payee.name}, {payee.account} ({payee.currency})</p> : null}
        {store.step === 'quote' ? <OverseasQuoteView store={store} /> : <OverseasForm store={store} />}
      </section>
    </Wrapper>
  );
});

export default SendOverseasPage;
