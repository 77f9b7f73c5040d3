import { Route, Switch } from 'wouter';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import { lazyWithRetry } from '../../platform/ui/loading/lazyWithRetry';
import { PageGate } from './PageGate';

const DashboardPage = lazyWithRetry(() => import(/* webpackChunkName: "dashboard" */ '../../features/dashboard/ui/DashboardPage'));

/** /online (spec section 2): internet banking, login required; the new home needs the ReactDashboard flag. */
export default function OnlineRoutes() {
  return (
    <PageGate requiresLogin>
      <Switch>
        <Route path="/online/dashboard">
          <PageGate feature="ReactDashboard"><DashboardPage /></PageGate>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </PageGate>
  );
}
