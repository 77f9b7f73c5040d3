import { describeApplicationServiceContract } from '../contracts/ApplicationService.contract';
import { FakeApplicationService } from './FakeApplicationService';

describeApplicationServiceContract('FakeApplicationService', async () => new FakeApplicationService());
