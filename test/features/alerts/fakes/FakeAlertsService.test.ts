import { describeAlertsServiceContract } from '../contracts/AlertsService.contract';
import { FakeAlertsService } from './FakeAlertsService';

describeAlertsServiceContract('FakeAlertsService', async () => new FakeAlertsService());
