import { AxiosContactChangeService } from '../../../../src/features/contact/adapters/AxiosContactChangeService';
import { AxiosContactService } from '../../../../src/platform/http/AxiosContactService';
import { describeContactChangeServiceContract } from '../contracts/ContactChangeService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';

// The contract changes Liam's and Aroha's details: each test gets its own freshly seeded sandbox.
let sandbox: Sandbox | null = null;
afterEach(async () => { await sandbox?.close(); sandbox = null; });

describeContactChangeServiceContract('AxiosContactChangeService on the sandbox', async () => {
  sandbox = await startSandbox();
  const customer = async (customerNumber: string) => {
    const stack = httpStack(sandbox!.url);
    await stack.tokenService.passwordGrant({ customerNumber, password: AROHA.password });
    return {
      changes: new AxiosContactChangeService(stack.http),
      contact: new AxiosContactService(stack.http),
      escalate: async (operationId: string) => {
        await stack.tokenService.escalate({ challengeResponse: await oneTimeCode(stack.http, operationId), operationId });
      },
      http: stack.http,
    };
  };
  const liam = await customer('1000002');
  return {
    liam,
    aroha: await customer(AROHA.customerNumber),
    anonymous: new AxiosContactChangeService(httpStack(sandbox.url).http),
    codeFor: (operationId) => oneTimeCode(liam.http, operationId),
  };
});
