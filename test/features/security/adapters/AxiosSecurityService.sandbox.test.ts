import { AxiosSecurityService } from '../../../../src/features/security/adapters/AxiosSecurityService';
import { describeSecurityServiceContract } from '../contracts/SecurityService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';

// A sandbox per test: one of them really changes the password.
let sandboxes: Sandbox[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.map((s) => s.close()));
  sandboxes = [];
});

describeSecurityServiceContract('AxiosSecurityService on the sandbox', async () => {
  const sandbox = await startSandbox();
  sandboxes.push(sandbox);
  const stack = httpStack(sandbox.url);
  await stack.tokenService.passwordGrant(AROHA);
  return {
    security: new AxiosSecurityService(stack.http),
    tokens: stack.tokenService,
    password: AROHA.password,
    codeFor: (operationId) => oneTimeCode(stack.http, operationId),
  };
});
