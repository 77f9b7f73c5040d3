import { observer } from 'mobx-react-lite';
import { Redirect } from 'wouter';
import { Loader } from '../../design-system/Loader';
import { PageGate } from './PageGate';
import { useFeatureFlags } from '../../features/session/ui';

export const LEGACY_HOME_PATH = '/dashboard/legacy';

/** Needs the flag without being gated by it: loads the list, then picks the home. */
const ByFlag = observer(function ByFlag() {
  const features = useFeatureFlags(true);
  if (!features.ready) return <Loader />;
  return <Redirect to={features.isEnabled('ReactDashboard') ? '/online/dashboard' : LEGACY_HOME_PATH} replace />;
});

/** `/dashboard`: the new home when the ReactDashboard flag is on, else the old home. */
export function DashboardRedirect() {
  return <PageGate requiresLogin><ByFlag /></PageGate>;
}
