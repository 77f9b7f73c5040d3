import { AxiosContactChangeService } from '../../../../src/features/contact/adapters/AxiosContactChangeService';
import { AxiosContactService } from '../../../../src/platform/http/AxiosContactService';
import { describeContactChangeServiceContract } from '../contracts/ContactChangeService.contract';
import { sandboxPerFile, type OwnCustomer } from '../../../support/sandboxPerFile';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';

// One sandbox for the file: the contract changes Liam's and Aroha's details, so every test
// gets customers of its own shaped as them (1000002: an email, no mobile; 1000001: both).
const file = sandboxPerFile();

describeContactChangeServiceContract('AxiosContactChangeService on the sandbox', async () => {
  const loggedIn = async (customer: OwnCustomer) => {
    const stack = httpStack(file.url);
    await stack.tokenService.passwordGrant(customer);
    return {
      changes: new AxiosContactChangeService(stack.http),
      contact: new AxiosContactService(stack.http),
      escalate: async (operationId: string) => {
        await stack.tokenService.escalate({ challengeResponse: await oneTimeCode(stack.http, operationId), operationId });
      },
      http: stack.http,
    };
  };
  const liam = await loggedIn(await file.customer('1000002'));
  return {
    liam,
    aroha: await loggedIn(await file.customer('1000001')),
    anonymous: new AxiosContactChangeService(httpStack(file.url).http),
    codeFor: (operationId) => oneTimeCode(liam.http, operationId),
  };
});
