import { describeBotCheckContract } from '../contracts/BotCheck.contract';
import { FakeBotCheck } from './FakeBotCheck';

describeBotCheckContract('FakeBotCheck', async () => new FakeBotCheck());
