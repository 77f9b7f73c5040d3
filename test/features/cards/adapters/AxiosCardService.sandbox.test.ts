import { AxiosCardService } from '../../../../src/features/cards/adapters/AxiosCardService';
import { describeCardServiceContract } from '../contracts/CardService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';

// The contract freezes and replaces cards: each test gets its own freshly seeded sandbox.
let sandbox: Sandbox | null = null;
afterEach(async () => { await sandbox?.close(); sandbox = null; });

describeCardServiceContract('AxiosCardService on the sandbox', async () => {
  sandbox = await startSandbox();
  const aroha = httpStack(sandbox.url);
  await aroha.tokenService.passwordGrant(AROHA);
  const jack = httpStack(sandbox.url);
  await jack.tokenService.passwordGrant({ customerNumber: '1000004', password: AROHA.password });
  return {
    aroha: new AxiosCardService(aroha.http),
    jack: new AxiosCardService(jack.http),
    anonymous: new AxiosCardService(httpStack(sandbox.url).http),
    printedOnNewCard: async () => {
      const { rows } = await sandbox!.db.query<{ last4: string; expires: string }>("SELECT last4, expires FROM cards WHERE id = 'card-1000001-5-new'");
      return rows[0]!;
    },
    escalate: async (operationId: string) => {
      await aroha.tokenService.escalate({ challengeResponse: await oneTimeCode(aroha.http, operationId), operationId });
    },
  };
});
