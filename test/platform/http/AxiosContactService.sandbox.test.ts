import { AxiosAddressDirectory } from '../../../src/features/address/adapters/AxiosAddressDirectory';
import { AxiosContactService } from '../../../src/platform/http/AxiosContactService';
import { describeContactServiceContract } from '../../kernel/contracts/ContactService.contract';
import { AROHA } from '../../support/demoData';
import { startSandbox, type Sandbox } from '../../support/startSandbox';
import { httpStack, oneTimeCode } from '../../support/httpSubjects';

// Jest takes testTimeout only from the top-level config: a sandbox with 120,000 addresses needs more than 5 s.
jest.setTimeout(60_000);

let sandbox: Sandbox;
let queenStreetDpid: string;
beforeAll(async () => {
  sandbox = await startSandbox({ addresses: true }); // saved DPIDs must be directory addresses
  const [hit] = await new AxiosAddressDirectory(httpStack(sandbox.url).http).search('physical', '12 queen st auck');
  queenStreetDpid = hit!.id;
});
afterAll(async () => { await sandbox.close(); });

// One sandbox for the file: each contract test leaves Aroha with a valid address, so order does not matter.
describeContactServiceContract('AxiosContactService on the sandbox', async () => {
  // Each save checks the password (5 per 15 minutes per customer): every test starts with a fresh count.
  await sandbox.db.query("DELETE FROM rate_limits WHERE bucket LIKE 'password-checks:%'");
  const loggedIn = httpStack(sandbox.url);
  await loggedIn.tokenService.passwordGrant(AROHA);
  return {
    loggedIn: new AxiosContactService(loggedIn.http),
    anonymous: new AxiosContactService(httpStack(sandbox.url).http),
    queenStreetDpid,
    escalate: async (operationId: string) => {
      await loggedIn.tokenService.escalate({ challengeResponse: await oneTimeCode(loggedIn.http, operationId), operationId });
    },
  };
});
