import { AxiosStatementService } from '../../../../src/features/statements/adapters/AxiosStatementService';
import { describeStatementServiceContract } from '../contracts/StatementService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

// One sandbox for the file: the only change (the delivery) is put back by the test that makes it.
let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); }, 120_000);
afterAll(async () => { await sandbox.close(); });

describeStatementServiceContract('AxiosStatementService on the sandbox', async () => {
  const aroha = httpStack(sandbox.url);
  await aroha.tokenService.passwordGrant(AROHA);
  const jack = httpStack(sandbox.url);
  await jack.tokenService.passwordGrant({ customerNumber: '1000004', password: AROHA.password });
  return {
    aroha: new AxiosStatementService(aroha.http),
    jack: new AxiosStatementService(jack.http),
    anonymous: new AxiosStatementService(httpStack(sandbox.url).http),
  };
});
