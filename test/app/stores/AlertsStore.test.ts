import { AlertsStore } from '../../../src/app/stores/AlertsStore';
import { FakeDismissedAlerts } from '../../kernel/fakes/FakeDismissedAlerts';

describe('AlertsStore', () => {
  it('knows the alerts dismissed on an earlier visit', () => {
    const store = new AlertsStore(new FakeDismissedAlerts(['promo']));
    expect(store.isDismissed('promo')).toBe(true);
    expect(store.isDismissed('other')).toBe(false);
  });

  it('dismisses for good: the port keeps it for the next visit', () => {
    const storage = new FakeDismissedAlerts();
    new AlertsStore(storage).dismiss('scam-warning');
    expect(new AlertsStore(storage).isDismissed('scam-warning')).toBe(true);
  });
});
