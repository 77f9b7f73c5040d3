import { describeAutomaticPaymentServiceContract } from '../contracts/AutomaticPaymentService.contract';
import { FakeAutomaticPaymentService } from './FakeAutomaticPaymentService';

describeAutomaticPaymentServiceContract('FakeAutomaticPaymentService', async () => ({
  payments: new FakeAutomaticPaymentService(),
  other: new FakeAutomaticPaymentService([]),
}));
