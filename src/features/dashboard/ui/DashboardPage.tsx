import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { Alert } from '../../../design-system/Alert';
import { Wrapper } from '../../../design-system/Wrapper';
import { AfterFirstLoad } from '../../../platform/ui/loading/AfterFirstLoad';
import { lazyWithRetry } from '../../../platform/ui/loading/lazyWithRetry';
import { useService } from '../../../platform/ui/ServiceProvider';
import { DASHBOARD_TOKENS } from '../tokens';
import { AccountGroups } from './AccountGroups';
import { DashboardSkeleton, PanelSkeletons } from './DashboardSkeleton';
import { NetPosition } from './NetPosition';
import './DashboardPage.css';

// The side panels arrive after the balances and heading are on screen: the first screen does not need them.
const overview = () => import(/* webpackChunkName: "dashboard-overview" */ './overview/OverviewPanels');
const OverviewPanels = lazyWithRetry(overview);
const Waiting = lazyWithRetry(() => overview().then((m) => ({ default: m.Waiting })));

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
      <AfterFirstLoad><Suspense fallback={null}><Waiting /></Suspense></AfterFirstLoad>
      <div className="dashboard__layout">
        <AccountGroups groups={store.groups} insurance={store.overview?.insurance ?? []} />
        <div className="dashboard__side">
          <AfterFirstLoad fallback={<PanelSkeletons />}>
            <Suspense fallback={<PanelSkeletons />}><OverviewPanels /></Suspense>
          </AfterFirstLoad>
        </div>
      </div>
    </Wrapper>
  );
});

export default DashboardPage;
