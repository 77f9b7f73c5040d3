import { AxiosEftposService } from '../../../../src/features/eftpos/adapters/AxiosEftposService';
import { describeEftposServiceContract } from '../contracts/EftposService.contract';
import { sandboxPerFile } from '../../../support/sandboxPerFile';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';
import { onFirstCall } from '../../../support/onFirstCall';

// One sandbox for the file: the contract decides requests and moves money, so every test gets
// customers of its own shaped as Aroha (1000001) and Jack (1000004).
const file = sandboxPerFile();

describeEftposServiceContract('AxiosEftposService on the sandbox', async () => {
  const arohaCustomer = await file.customer('1000001');
  const aroha = httpStack(file.url);
  await aroha.tokenService.passwordGrant(arohaCustomer);
  return {
    aroha: new AxiosEftposService(aroha.http),
    arohaNumber: arohaCustomer.customerNumber,
    escalate: async (operationId) => {
      await aroha.tokenService.escalate({ challengeResponse: await oneTimeCode(aroha.http, operationId), operationId });
    },
    // Two of the six tests call Jack: he is cloned only for them.
    jack: onFirstCall(async () => {
      const jack = httpStack(file.url);
      await jack.tokenService.passwordGrant(await file.customer('1000004'));
      return new AxiosEftposService(jack.http);
    }),
    anonymous: new AxiosEftposService(httpStack(file.url).http),
  };
});
