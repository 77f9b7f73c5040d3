import { observer } from 'mobx-react-lite';
import { aucklandToday } from '../../../../../contract/rules/AucklandDate';
import { Alert } from '../../../../design-system/Alert';
import { Button } from '../../../../design-system/Button';
import { useService } from '../../../../platform/ui/ServiceProvider';
import { DASHBOARD_TOKENS } from '../../tokens';
import { PanelSkeletons } from '../DashboardSkeleton';
import { RecentActivity } from './RecentActivity';
import { SpendingChart } from './SpendingChart';
import { UpcomingPayments } from './UpcomingPayments';
import { WaitingPanel } from './WaitingPanel';
import './OverviewPanels.css';

/**
 * What is coming up, this month's spending and recent activity beside the accounts (a chunk of
 * its own with the waiting items, fetched once the balances are on screen), their placeholders
 * while the overview loads, or a retry when it failed.
 */
/** What waits for the customer, above the accounts, once the overview has it. */
export const Waiting = observer(function Waiting() {
  const store = useService(DASHBOARD_TOKENS.DashboardStore);
  return <WaitingPanel items={store.overview?.waiting ?? []} />;
});

const OverviewPanels = observer(function OverviewPanels() {
  const store = useService(DASHBOARD_TOKENS.DashboardStore);
  const today = aucklandToday(store.loadedAt);
  if (store.overviewState === 'failed') {
    return (
      <Alert tone="error" title="We couldn't load your recent activity">
        <p>Your balances are up to date.</p>
        <Button size="small" onClick={() => { void store.refreshOverview(); }}>Try again</Button>
      </Alert>
    );
  }
  if (!store.overview) return <PanelSkeletons />;
  return (
    <>
      <UpcomingPayments items={store.overview.upcoming} today={today} />
      <SpendingChart spending={store.overview.spending} />
      <RecentActivity items={store.overview.recentActivity} today={today} />
    </>
  );
});

export default OverviewPanels;
