import { AxiosBotCheck } from '../../../../src/features/bot-check/adapters/AxiosBotCheck';
import { describeBotCheckContract } from '../contracts/BotCheck.contract';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); }, 180_000);
afterAll(async () => { await sandbox.close(); });

describeBotCheckContract('AxiosBotCheck on the sandbox', async () => new AxiosBotCheck(httpStack(sandbox.url).http));
