import { AxiosApplicationService } from '../../../../src/features/apply/adapters/AxiosApplicationService';
import { AxiosDocumentUploads } from '../../../../src/features/apply/adapters/AxiosDocumentUploads';
import { describeDocumentUploadsContract } from '../contracts/DocumentUploads.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

const PRODUCTS = ['personal-loan', 'credit-card', 'kiwisaver'] as const;
let next = 0;

describeDocumentUploadsContract('AxiosDocumentUploads on the sandbox', async () => {
  const loggedIn = httpStack(sandbox.url);
  await loggedIn.tokenService.passwordGrant(AROHA);
  // Each test its own application, so their documents do not meet.
  const { id } = await new AxiosApplicationService(loggedIn.http).getOrCreate(PRODUCTS[next++ % PRODUCTS.length]!);
  return { uploads: new AxiosDocumentUploads(loggedIn.http), applicationId: id };
});
