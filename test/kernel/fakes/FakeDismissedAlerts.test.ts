import { describeDismissedAlertsContract } from '../contracts/DismissedAlerts.contract';
import { FakeDismissedAlerts } from './FakeDismissedAlerts';

describeDismissedAlertsContract('FakeDismissedAlerts', () => {
  const ids: string[] = [];
  return { alerts: new FakeDismissedAlerts(ids), reopen: () => new FakeDismissedAlerts(ids) };
});
