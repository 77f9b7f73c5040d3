import { describeAutomaticPaymentServiceContract } from '../contracts/AutomaticPaymentService.contract';
import { arohaPayments, FakeAutomaticPaymentService } from './FakeAutomaticPaymentService';
import { aucklandToday } from '../../../../contract/rules/AucklandDate';

// The fake has no clock of its own: its day is the one its payments were made for, a fixed
// instant (09:05 Monday 23 Nov 2026 in Auckland), not the machine's.
const NOW = Date.parse('2026-11-22T20:05:00Z');

describeAutomaticPaymentServiceContract('FakeAutomaticPaymentService', async () => {
  const other = new FakeAutomaticPaymentService([]);
  return {
    payments: new FakeAutomaticPaymentService(arohaPayments(NOW)),
    arohaNumber: '1000001',
    other,
    otherNumber: '1000004',
    escalate: async (operationId) => other.escalate(operationId),
    today: aucklandToday(NOW),
  };
});
