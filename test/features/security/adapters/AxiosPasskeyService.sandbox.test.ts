import { AxiosPasskeyService } from '../../../../src/features/security/adapters/AxiosPasskeyService';
import type { PasskeyRegistrationCredential } from '../../../../contract/passkeys';
import { describePasskeyServiceContract } from '../contracts/PasskeyService.contract';
import { sandboxPerFile } from '../../../support/sandboxPerFile';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';
import { SoftAuthenticator, type Options } from '../../../support/softAuthenticator';

// One sandbox for the file: every test adds and removes passkeys of a customer of its own
// (shaped as Aroha), so its wrong passwords and passkeys never reach another test.
const file = sandboxPerFile();

describePasskeyServiceContract('AxiosPasskeyService on the sandbox', async () => {
  const aroha = await file.customer('1000001');
  const stack = httpStack(file.url);
  await stack.tokenService.passwordGrant(aroha);
  // The bank checks the origin the authenticator signed: the sandbox's own.
  const device = new SoftAuthenticator(file.url);
  return {
    passkeys: new AxiosPasskeyService(stack.http),
    tokens: stack.tokenService,
    password: aroha.password,
    codeFor: (operationId) => oneTimeCode(stack.http, operationId),
    create: (options) => device.create(options as unknown as Options) as PasskeyRegistrationCredential,
  };
});
