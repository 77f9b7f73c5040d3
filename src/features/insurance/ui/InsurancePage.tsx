import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TOO_YOUNG_FOR_INSURANCE_MESSAGE } from '../../../../contract/rules/InsuranceEligibility';
import { Alert } from '../../../design-system/Alert';
import { Loader } from '../../../design-system/Loader';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { INSURANCE_TOKENS } from '../tokens';
import { NoInsurance } from './NoInsurance';
import { PolicyList } from './PolicyList';
import './InsurancePage.css';

/** /online/my-insurance: the customer's policies, an invitation to apply, or the under-18 message. */
const InsurancePage = observer(function InsurancePage() {
  usePageTitle('My insurance');
  const store = useService(INSURANCE_TOKENS.InsuranceStore);
  useEffect(() => { void store.load(); }, [store]);
  const { overview } = store;
  return (
    <Wrapper>
      <p className="insurance__eyebrow">Insurance</p>
      <h1>My insurance</h1>
      {store.failed ? <Alert tone="error" title="Sorry, an error has occurred.">We couldn't load your insurance. Please try again.</Alert>
        : !overview ? <Loader />
          : overview.kind === 'policies' ? <PolicyList policies={overview.policies} />
            : overview.kind === 'none' ? <NoInsurance products={overview.products} />
              : <div className="insurance__too-young"><Alert tone="info" title="Insurance is for customers 18 and over">{TOO_YOUNG_FOR_INSURANCE_MESSAGE}</Alert></div>}
    </Wrapper>
  );
});

export default InsurancePage;
