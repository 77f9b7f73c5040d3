import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useService } from '../../../platform/ui/ServiceProvider';
import { Alert } from '../../../design-system/Alert';
import { Loader } from '../../../design-system/Loader';
import { Wrapper } from '../../../design-system/Wrapper';
import { AccountList } from './AccountList';
import './DashboardPage.css';
import { DASHBOARD_TOKENS } from '../tokens';

/** The new home (/online/dashboard): a greeting and the customer's accounts. */
const DashboardPage = observer(function DashboardPage() {
  const store = useService(DASHBOARD_TOKENS.DashboardStore);
  useEffect(() => { void store.load(); }, [store]);
  return (
    <Wrapper>
      {store.data ? (
        <>
          <h1 className="dashboard__greeting">Kia ora, {store.data.profile.firstName}</h1>
          <AccountList accounts={store.data.accounts} />
        </>
      ) : store.failed ? (
        <Alert tone="error" title="Sorry, an error has occurred.">We couldn’t load your accounts. Please try again.</Alert>
      ) : (
        <Loader />
      )}
    </Wrapper>
  );
});

export default DashboardPage;
