import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useService } from '../../../platform/ui/ServiceProvider';
import { Alert } from '../../../design-system/Alert';
import { Wrapper } from '../../../design-system/Wrapper';
import { AccountGroups } from './AccountGroups';
import { DashboardSkeleton } from './DashboardSkeleton';
import './DashboardPage.css';
import { DASHBOARD_TOKENS } from '../tokens';

/** The old home (/dashboard/legacy), where /dashboard goes while the ReactDashboard flag is off: the accounts only. */
const LegacyDashboardPage = observer(function LegacyDashboardPage() {
  const store = useService(DASHBOARD_TOKENS.DashboardStore);
  useEffect(() => { void store.load(); }, [store]);
  return (
    <Wrapper>
      <h1 className="dashboard__greeting">Home</h1>
      <p>You&apos;re using our classic home page.</p>
      {store.data ? <AccountGroups groups={store.groups} insurance={[]} /> : null}
      {store.failed ? <Alert tone="error" title="Sorry, an error has occurred.">We couldn&apos;t load your accounts. Please try again.</Alert> : null}
      {!store.data && !store.failed ? <DashboardSkeleton /> : null}
    </Wrapper>
  );
});

export default LegacyDashboardPage;
