import type { DismissedAlerts } from '../../../src/kernel/ports/DismissedAlerts';

export interface DismissedAlertsSubject {
  /** A fresh, empty store. */
  alerts: DismissedAlerts;
  /** A second instance over the same backing storage (a page reload). */
  reopen(): DismissedAlerts;
}

export function describeDismissedAlertsContract(name: string, make: () => DismissedAlertsSubject) {
  describe(`${name} honours the DismissedAlerts contract`, () => {
    it('starts empty', () => {
      expect(make().alerts.list()).toEqual([]);
    });

    it('remembers dismissed ids in order, each once', () => {
      const { alerts } = make();
      alerts.dismiss('kiwisaver-promo');
      alerts.dismiss('new-payments');
      alerts.dismiss('kiwisaver-promo');
      expect(alerts.list()).toEqual(['kiwisaver-promo', 'new-payments']);
    });

    it('keeps them for good: a new instance over the same storage still has them', () => {
      const subject = make();
      subject.alerts.dismiss('scam-warning');
      expect(subject.reopen().list()).toEqual(['scam-warning']);
    });
  });
}
