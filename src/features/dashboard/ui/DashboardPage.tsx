import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { DASHBOARD_TOKENS } from '../tokens';
import { AccountGroups } from './AccountGroups';
import { DashboardSkeleton, PanelSkeleton } from './DashboardSkeleton';
import { NetPosition } from './NetPosition';
import { RecentActivity } from './RecentActivity';
import { SpendingChart } from './SpendingChart';
import { UpcomingPayments } from './UpcomingPayments';
import { WaitingPanel } from './WaitingPanel';
import './DashboardPage.css';

/** The activity, upcoming payments and spending beside the accounts, or their placeholders, or a retry. */
const OverviewPanels = observer(function OverviewPanels() {
  const store = useService(DASHBOARD_TOKENS.DashboardStore);
  if (store.overviewState === 'failed') {
    return (
      <Alert tone="error" title="We couldn't load your recent activity">
        <p>Your balances above are up to date.</p>
        <Button size="small" onClick={() => { void store.refreshOverview(); }}>Try again</Button>
      </Alert>
    );
  }
  if (!store.overview) return <><PanelSkeleton label="Loading upcoming payments" /><PanelSkeleton label="Loading recent activity" /></>;
  return (
    <>
      <UpcomingPayments items={store.overview.upcoming} today={store.today} />
      <SpendingChart spending={store.overview.spending} />
      <RecentActivity items={store.overview.recentActivity} today={store.today} />
    </>
  );
});

/**
 * The new home (/online/dashboard): the greeting and net position, what waits for the
 * customer, their accounts by group, and beside them what is coming up, this month's spending
 * and recent activity.
 */
const DashboardPage = observer(function DashboardPage() {
  const store = useService(DASHBOARD_TOKENS.DashboardStore);
  useEffect(() => { void store.load(); }, [store]);
  if (store.failed) {
    return (
      <Wrapper>
        <h1 className="dashboard__greeting">Home</h1>
        <Alert tone="error" title="Sorry, an error has occurred.">We couldn’t load your accounts. Please try again.</Alert>
      </Wrapper>
    );
  }
  if (!store.data) return <Wrapper><DashboardSkeleton /></Wrapper>;
  return (
    <Wrapper>
      <div className="dashboard__hero">
        <h1 className="dashboard__greeting">Kia ora, {store.data.profile.firstName}</h1>
        <NetPosition cents={store.netPosition} />
      </div>
      <WaitingPanel items={store.overview?.waiting ?? []} />
      <div className="dashboard__layout">
        <AccountGroups groups={store.groups} insurance={store.overview?.insurance ?? []} />
        <div className="dashboard__side"><OverviewPanels /></div>
      </div>
    </Wrapper>
  );
});

export default DashboardPage;
