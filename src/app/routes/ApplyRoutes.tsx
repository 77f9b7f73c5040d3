import { Route, Switch } from 'wouter';
import { BackSoonPage } from '../pages/BackSoonPage';
import { OpenApplyPage } from '../../features/apply/ui/OpenApplyPage';
import { PasswordResetPage } from '../../features/apply/ui/PasswordResetPage';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import { PageGate } from './PageGate';

/** The apply area (/apply/*), its own lazily loaded chunk. Areas not built yet show not-found. */
export default function ApplyRoutes() {
  return (
    <Switch>
      <Route path="/apply/back-soon" component={BackSoonPage} />
      <Route path="/apply/password-reset" component={PasswordResetPage} />
      <Route path="/apply/open-a">
        <PageGate requiresLogin><OpenApplyPage /></PageGate>
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
