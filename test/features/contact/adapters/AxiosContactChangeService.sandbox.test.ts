import { AxiosContactChangeService } from '../../../../src/features/contact/adapters/AxiosContactChangeService';
import { AxiosContactService } from '../../../../src/platform/http/AxiosContactService';
import { describeContactChangeServiceContract } from '../contracts/ContactChangeService.contract';
import { sandboxPerFile, type DemoTemplate } from '../../../support/sandboxPerFile';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';
import { onFirstCall } from '../../../support/onFirstCall';

// One sandbox for the file: the contract changes Liam's and Aroha's details, so every test
// gets customers of its own shaped as them (1000002: an email, no mobile; 1000001: both).
const file = sandboxPerFile();

/** A customer shaped as `template`, cloned and logged in when the test first calls them: each test calls one of the two. */
function customer(template: DemoTemplate) {
  let stack: Promise<ReturnType<typeof httpStack>> | undefined;
  const loggedIn = () => stack ??= (async () => {
    const own = httpStack(file.url);
    await own.tokenService.passwordGrant(await file.customer(template));
    return own;
  })();
  return {
    changes: onFirstCall(async () => new AxiosContactChangeService((await loggedIn()).http)),
    contact: onFirstCall(async () => new AxiosContactService((await loggedIn()).http)),
    escalate: async (operationId: string) => {
      const { http, tokenService } = await loggedIn();
      await tokenService.escalate({ challengeResponse: await oneTimeCode(http, operationId), operationId });
    },
  };
}

describeContactChangeServiceContract('AxiosContactChangeService on the sandbox', async () => {
  const anonymous = httpStack(file.url).http;
  return {
    liam: customer('1000002'),
    aroha: customer('1000001'),
    anonymous: new AxiosContactChangeService(anonymous),
    // The development log of codes asks for no login.
    codeFor: (operationId) => oneTimeCode(anonymous, operationId),
  };
});
