import { describeAutomaticPaymentServiceContract } from '../contracts/AutomaticPaymentService.contract';
import { FakeAutomaticPaymentService } from './FakeAutomaticPaymentService';
import { aucklandToday } from '../../../../contract/rules/AucklandDate';

describeAutomaticPaymentServiceContract('FakeAutomaticPaymentService', async () => ({
  payments: new FakeAutomaticPaymentService(),
  other: new FakeAutomaticPaymentService([]),
  today: aucklandToday(Date.now()),
}));
