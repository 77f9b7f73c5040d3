import { AxiosPasskeyService } from '../../../../src/features/security/adapters/AxiosPasskeyService';
import type { PasskeyRegistrationCredential } from '../../../../contract/passkeys';
import { describePasskeyServiceContract } from '../contracts/PasskeyService.contract';
import { AROHA } from '../../../support/demoData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';
import { SoftAuthenticator, type Options } from '../../../support/softAuthenticator';

// One sandbox for the file: the cases build on each other's passkeys (as a customer would).
let sandbox: Sandbox;
afterAll(async () => { await sandbox.close(); });

describePasskeyServiceContract('AxiosPasskeyService on the sandbox', async () => {
  sandbox = await startSandbox();
  const stack = httpStack(sandbox.url);
  await stack.tokenService.passwordGrant(AROHA);
  // The bank checks the origin the authenticator signed: the sandbox's own.
  const device = new SoftAuthenticator(sandbox.url);
  return {
    passkeys: new AxiosPasskeyService(stack.http),
    tokens: stack.tokenService,
    password: AROHA.password,
    codeFor: (operationId) => oneTimeCode(stack.http, operationId),
    create: (options) => device.create(options as unknown as Options) as PasskeyRegistrationCredential,
  };
});
