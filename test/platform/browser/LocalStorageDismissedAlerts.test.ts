import { DISMISSED_ALERTS_KEY, LocalStorageDismissedAlerts } from '../../../src/platform/browser/LocalStorageDismissedAlerts';
import { describeDismissedAlertsContract } from '../../kernel/contracts/DismissedAlerts.contract';

beforeEach(() => window.localStorage.clear());

describeDismissedAlertsContract('LocalStorageDismissedAlerts', () => ({
  alerts: new LocalStorageDismissedAlerts(window.localStorage),
  reopen: () => new LocalStorageDismissedAlerts(window.localStorage),
}));

describe('LocalStorageDismissedAlerts', () => {
  it("stores a JSON list of ids under 'alerts:dismissed'", () => {
    new LocalStorageDismissedAlerts(window.localStorage).dismiss('promo');
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_ALERTS_KEY) ?? 'null')).toEqual(['promo']);
  });

  it('reads damaged storage as empty', () => {
    window.localStorage.setItem(DISMISSED_ALERTS_KEY, '{not json');
    expect(new LocalStorageDismissedAlerts(window.localStorage).list()).toEqual([]);
    window.localStorage.setItem(DISMISSED_ALERTS_KEY, '[1, "ok"]');
    expect(new LocalStorageDismissedAlerts(window.localStorage).list()).toEqual(['ok']);
  });

  it('keeps ids in memory when storage refuses writes', () => {
    const blocked = {
      getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); },
    } as unknown as Storage;
    const alerts = new LocalStorageDismissedAlerts(blocked);
    expect(() => alerts.dismiss('promo')).not.toThrow();
    expect(alerts.list()).toEqual(['promo']);
  });
});
