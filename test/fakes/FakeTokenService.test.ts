import { describeTokenServiceContract } from '../contracts/TokenService.contract';
import { AROHA, TAMA } from './demoData';
import { FakeTokenService } from './FakeTokenService';

describeTokenServiceContract('FakeTokenService', async () => new FakeTokenService([AROHA, TAMA]));
