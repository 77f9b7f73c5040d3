import { AxiosSecurityService } from '../../../../src/features/security/adapters/AxiosSecurityService';
import { describeSecurityServiceContract } from '../contracts/SecurityService.contract';
import { sandboxPerFile } from '../../../support/sandboxPerFile';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';

// One sandbox for the file: one test really changes the password and another gives a wrong
// one, so every test does it as an Aroha of its own.
const file = sandboxPerFile();

describeSecurityServiceContract('AxiosSecurityService on the sandbox', async () => {
  const aroha = await file.customer('1000001');
  const stack = httpStack(file.url);
  await stack.tokenService.passwordGrant(aroha);
  return {
    security: new AxiosSecurityService(stack.http),
    tokens: stack.tokenService,
    password: aroha.password,
    codeFor: (operationId) => oneTimeCode(stack.http, operationId),
  };
});
